import { expect, type Page } from "@playwright/test"
import { randomInt } from "node:crypto"
import { expectNoSeriousA11yViolations } from "./axe.js"
import { newVisitorPage, test } from "./support/clientAddress.js"
import { mailedLink, mailsTo } from "./support/mailbox.js"
import { selectButton } from "./support/controls.js"

/**
 * Onboarding against the real API, its real mail and the recorded business register (spec §1 "sign-up
 * in 3 steps", §2, §4, §5, §6, §8): every mailed link is read from the SMTP server of
 * e2e/support/mailAndRegister.mjs. Every test signs up addresses of its own, from a client address of
 * its own (support/clientAddress.ts), so the tests do not depend on each other or on their order.
 */

const strongPassword = "Correct horse battery staple"
const uniqueEmail = (who: string) =>
  `e2e-${who}-${Date.now().toString(36)}-${randomInt(1e9).toString(36)}@example.com`

/** A Business ID that passes the check digit (spec §5) and that the recorded register does not know. */
const unknownBusinessId = (): string => {
  const weights = [7, 9, 10, 5, 8, 4, 2]
  for (;;) {
    const digits = weights.map(() => randomInt(10))
    const remainder = digits.reduce((sum, digit, i) => sum + digit * weights[i]!, 0) % 11
    if (remainder === 1) continue // no valid check digit for these seven digits
    const id = `${digits.join("")}-${remainder === 0 ? 0 : 11 - remainder}`
    if (id !== "0112038-9") return id
  }
}

const heading = (page: Page, name: string) => page.getByRole("heading", { level: 1, name })
const passwordField = (page: Page) => page.getByLabel("Password", { exact: true })

const fillSignUp = async (page: Page, email: string, password: string) => {
  await page.getByLabel("Email").fill(email)
  await passwordField(page).fill(password)
  await page.getByRole("button", { name: "Create user" }).click()
}

/** Signs up on /signup; the new user lands on the e-mail verification screen. */
const signUp = async (page: Page, email: string) => {
  await page.goto("/signup")
  await fillSignUp(page, email, strongPassword)
  await expect(heading(page, "Verify your email address")).toBeVisible()
}

/** Opens the verification mail's link; verified, the user without a company goes to /select-account. */
const verifyByMail = async (page: Page, email: string) => {
  await page.goto(await mailedLink(email, "/verify-email"))
  // Verifying, refreshing the session and loading the profile are three calls after a fresh page's
  // proof of work: on a busy CI machine they took more than the default 10 s (stop 35).
  await expect(page).toHaveURL(/\/select-account$/, { timeout: 30_000 })
  await expect(heading(page, "Select company")).toBeVisible()
}

const signIn = async (page: Page, email: string, password: string) => {
  await page.getByLabel("Email").fill(email)
  await page.getByLabel("Password").fill(password)
  await page.getByRole("button", { name: "Sign in", exact: true }).click()
}

const userMenu = (page: Page) => page.getByRole("button", { name: /User menu/ })

const openUserMenuLink = async (page: Page, name: string | RegExp) => {
  await userMenu(page).click()
  await page.getByRole("link", { name }).click()
}

/** /create-account with the register lookup; answers once the new company is active on the dashboard. */
const createCompany = async (
  page: Page,
  businessId: string,
  check: (page: Page) => Promise<void>,
  name?: string,
) => {
  await expect(heading(page, "Create a company account")).toBeVisible()
  await page.getByLabel("Business ID").fill(businessId)
  await page.getByRole("button", { name: "Fetch details" }).click()
  await check(page)
  if (name !== undefined) await page.getByLabel("Company name").fill(name)
  await page.getByLabel("I accept the terms of service").check()
  await page.getByLabel("I confirm that I am authorised to act for this company").check()
  await page.getByRole("button", { name: "Create company account" }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(heading(page, "Dashboard")).toBeVisible()
}

// The only test that creates the account of 0112038-9, the one company the recorded register knows: a
// Business ID has one live account, and the database is fresh per run. (So `--repeat-each` repeats of
// this test meet AccountExists, by design.)
test("a new user signs up, verifies by mail, creates a company from the register and invites a colleague who joins", async ({
  page,
  browser,
}) => {
  // Two users, three sign-ins with proofs of work, two companies: 70 s on a quiet 2-core machine, and
  // more than 90 s beside the unit tests in CI.
  test.setTimeout(180_000)
  const owner = uniqueEmail("owner")
  const colleague = uniqueEmail("colleague")
  const secondCompany = `Toinen Oy ${randomInt(1e6)}`

  await test.step("1. create a user, verified by the mailed link", async () => {
    await signUp(page, owner)
    await expectNoSeriousA11yViolations(page)
    await verifyByMail(page, owner)
    await expect(page.getByText("You do not have access to any company yet.")).toBeVisible()
    await expectNoSeriousA11yViolations(page)
  })

  await test.step("2. create the company account: Business ID 0112038-9 prefills Nokia's details", async () => {
    await page.getByRole("link", { name: "Create Account" }).click()
    await createCompany(page, "0112038-9", async () => {
      await expect(page.getByText("Details fetched from the business register.")).toBeVisible()
      await expect(page.getByLabel("Company name")).toHaveValue("Nokia Oyj")
      await expect(selectButton(page, "Legal form")).toHaveText("Public limited company (Oyj)")
      await expect(page.getByRole("list", { name: "Chosen NACE codes" })).toContainText("70.10")
      await expect(page.getByLabel("Street address")).toHaveValue("Karakaari 7")
      await expect(page.getByLabel("Postal code")).toHaveValue("02610")
      await expect(page.getByLabel("City")).toHaveValue("Espoo")
      await expectNoSeriousA11yViolations(page)
    })
    await expect(userMenu(page)).toContainText("Nokia Oyj")
    await expectNoSeriousA11yViolations(page)
  })

  await test.step("the Security tab offers to set up two-factor authentication, which is off", async () => {
    await openUserMenuLink(page, /Account settings/)
    await expect(heading(page, "Account settings")).toBeVisible()
    await page.getByRole("tab", { name: "Security" }).click()
    const panel = page.getByRole("tabpanel", { name: "Security" })
    await expect(panel.getByText("Two-factor authentication is off.")).toBeVisible()
    await expect(panel.getByRole("button", { name: "Set up two-factor authentication" })).toBeVisible()
    await expect(panel.getByRole("button", { name: "Turn off two-factor authentication" })).toHaveCount(0)
    await expectNoSeriousA11yViolations(page)
  })

  await test.step("invite a colleague from the Members tab", async () => {
    await page.getByRole("tab", { name: "Members" }).click()
    const panel = page.getByRole("tabpanel", { name: "Members" })
    await expect(panel.getByRole("rowheader", { name: `${owner} (you)` })).toBeVisible()
    await panel.getByLabel("Email address").fill(colleague)
    await panel.getByRole("button", { name: "Send invitation" }).click()
    await expect(panel.getByText(`Invitation sent to ${colleague}.`)).toBeVisible()
    await expect(panel.getByRole("rowheader", { name: colleague })).toBeVisible()
    await expectNoSeriousA11yViolations(page)
  })

  await test.step("in another browser the colleague signs up with the invited address and joins", async () => {
    const invitation = await mailedLink(colleague, "/select-account")
    expect((await mailsTo(colleague)).map((mail) => mail.subject)).toEqual([
      "You are invited to Nokia Oyj on VSME",
    ])
    const other = await newVisitorPage(browser)
    try {
      // Not signed in yet: the invitation's page asks to sign in first.
      await other.goto(invitation)
      await expect(other).toHaveURL(/\/login$/)
      await expectNoSeriousA11yViolations(other)
      await other.getByRole("main").getByRole("link", { name: "Sign up" }).click()
      await expect(heading(other, "Create your user")).toBeVisible()
      await fillSignUp(other, colleague, strongPassword)
      await expect(heading(other, "Verify your email address")).toBeVisible()
      await verifyByMail(other, colleague)

      // The invitation's link again, now signed in and verified: the invitation to accept.
      await other.goto(invitation)
      await expect(heading(other, "Select company")).toBeVisible()
      await expect(other.getByText(`Invited by ${owner}`)).toBeVisible()
      await expect(other.getByText("This invitation was sent to")).toHaveCount(0)
      await expectNoSeriousA11yViolations(other)
      await other.getByRole("button", { name: "Accept the invitation to Nokia Oyj" }).click()
      await expect(other).toHaveURL(/\/$/)
      await expect(heading(other, "Dashboard")).toBeVisible()
      await expect(userMenu(other)).toContainText("Nokia Oyj")
      await expectNoSeriousA11yViolations(other)
    } finally {
      await other.context().close()
    }
  })

  await test.step("the colleague is a member: the owner sees them in the Members tab", async () => {
    await page.reload()
    const panel = page.getByRole("tabpanel", { name: "Members" })
    await expect(panel.getByRole("rowheader", { name: colleague })).toBeVisible()
    await expect(panel.getByText("No pending invitations.")).toBeVisible()
  })

  await test.step("the owner creates a second company by hand and switches back via Switch Company", async () => {
    await openUserMenuLink(page, "Switch Company")
    await expect(heading(page, "Select company")).toBeVisible()
    await page.getByRole("link", { name: "Create Account" }).click()
    await createCompany(
      page,
      unknownBusinessId(),
      async () => {
        // The recorded register knows no such company (spec §8 "Company lookup failure").
        await expect(
          page.getByText(
            "The company details could not be fetched. Check the Business ID or fill in the details manually.",
          ),
        ).toBeVisible()
        await expect(page.getByLabel("Company name")).toHaveValue("")
        await expectNoSeriousA11yViolations(page)
      },
      secondCompany,
    )
    await expect(userMenu(page)).toContainText(secondCompany)
    const secondId = await page.evaluate(() => localStorage.getItem("activeAccountId"))

    await openUserMenuLink(page, "Switch Company")
    const companies = page.getByRole("list", { name: "Your companies" })
    await expect(companies.getByRole("button")).toHaveCount(2)
    await expectNoSeriousA11yViolations(page)
    await companies.getByRole("button", { name: /Nokia Oyj/ }).click()
    await expect(page).toHaveURL(/\/$/)
    await expect(heading(page, "Dashboard")).toBeVisible()
    await expect(userMenu(page)).toContainText("Nokia Oyj")
    const nokiaId = await page.evaluate(() => localStorage.getItem("activeAccountId"))
    expect(nokiaId).toBeTruthy()
    expect(nokiaId).not.toBe(secondId)
  })

  await test.step("logout clears the stored state and protected pages send to /login", async () => {
    // No page stores a report form's state yet: stand in for one, as guards.spec.ts does.
    await page.evaluate(() => localStorage.setItem("vsme.form.report-1", "{}"))
    await openUserMenuLink(page, "Logout")
    await expect(page).toHaveURL(/\/login$/)
    await expect(heading(page, "Sign in")).toBeVisible()
    const stored = Object.keys(await page.evaluate(() => ({ ...localStorage })))
    expect(stored).not.toContain("activeAccountId")
    expect(stored.filter((key) => key.startsWith("vsme.form."))).toEqual([])
    await expectNoSeriousA11yViolations(page)
    await page.goto("/account")
    await expect(page).toHaveURL(/\/login$/)
    await expect(heading(page, "Sign in")).toBeVisible()
  })
})

test.describe("failure paths (spec §5, §8)", () => {
  test("sign-up refuses a weak password, and an address already in use is shown on the email field", async ({
    page,
  }) => {
    const email = uniqueEmail("reused")
    await page.goto("/signup")
    await fillSignUp(page, email, "weakpassword")
    await expect(page.getByText("Password does not meet the requirements")).toBeVisible()
    await expect(passwordField(page)).toHaveAccessibleDescription(/Password does not meet the requirements/)
    await expect(page).toHaveURL(/\/signup$/)
    await expectNoSeriousA11yViolations(page)

    await passwordField(page).fill(strongPassword)
    await page.getByRole("button", { name: "Create user" }).click()
    await expect(heading(page, "Verify your email address")).toBeVisible()
    await verifyByMail(page, email)
    await page.goto("/logout")
    await expect(page).toHaveURL(/\/login$/)

    // The same address in capitals: addresses are compared without case.
    await page.goto("/signup")
    await fillSignUp(page, email.toUpperCase(), strongPassword)
    const emailField = page.getByLabel("Email")
    await expect(emailField).toHaveAttribute("aria-invalid", "true")
    await expect(emailField).toHaveAccessibleDescription(
      /A user with this email address already exists\.\s*If it is yours, sign in, or reset your password on the sign-in page\./,
    )
    await expect(emailField).toBeFocused()
    await expect(page.getByRole("link", { name: "Go to the sign-in page" })).toHaveAttribute("href", "/login")
    await expectNoSeriousA11yViolations(page)
  })

  test("a wrong password says Sign-in failed and keeps the form open with its values", async ({ page }) => {
    const email = uniqueEmail("wrong-password")
    await signUp(page, email)
    await page.goto("/logout")
    await expect(page).toHaveURL(/\/login$/)

    await signIn(page, email, "Not the right Password")
    const alert = page.getByRole("alert")
    await expect(alert).toContainText("Sign-in failed")
    await expect(alert).toContainText("An unknown error occurred. Please try again.")
    await expect(page.getByLabel("Email")).toHaveValue(email)
    await expect(page.getByLabel("Password")).toHaveValue("Not the right Password")
    await expect(page).toHaveURL(/\/login$/)
    await expectNoSeriousA11yViolations(page)

    // The refusal was an answer, not the end of a session: the right password signs in.
    await page.getByLabel("Password").fill(strongPassword)
    await page.getByRole("button", { name: "Sign in", exact: true }).click()
    await expect(heading(page, "Verify your email address")).toBeVisible()
  })

  test("a superseded password-reset link says it has expired or was already used; the newest link works", async ({
    page,
  }) => {
    // The server's clock cannot be moved from a browser test, so a link is made stale the other way
    // spec §4 names: asking again makes the earlier links stop working. True expiry (a link older than
    // its lifetime) is covered by the API tests, which move the server's clock
    // (packages/api/src/procedures/auth.test.ts).
    const email = uniqueEmail("reset")
    await signUp(page, email)
    await page.goto("/logout")
    await expect(page).toHaveURL(/\/login$/)

    for (let request = 1; request <= 2; request++) {
      await page.goto("/reset-password")
      await expect(heading(page, "Reset your password")).toBeVisible()
      await page.getByLabel("Email").fill(email)
      await page.getByRole("button", { name: "Send the link" }).click()
      await expect(heading(page, "Check your email")).toBeVisible()
      if (request === 1) await expectNoSeriousA11yViolations(page)
    }
    const first = await mailedLink(email, "/reset-password", 1)
    const newest = await mailedLink(email, "/reset-password", 2)
    expect(newest).not.toBe(first)

    const newPassword = "A brand new Passphrase"
    const setNewPassword = async (link: string) => {
      await page.goto(link)
      await expect(heading(page, "Set a new password")).toBeVisible()
      await page.getByLabel("New password", { exact: true }).fill(newPassword)
      await page.getByRole("button", { name: "Save the new password" }).click()
    }
    const expectLinkRefused = async () => {
      await expect(heading(page, "This link does not work")).toBeVisible()
      await expect(page.getByText("The link is invalid, already used or expired.")).toBeVisible()
      await expect(page.getByRole("link", { name: "Ask for a new link" })).toHaveAttribute(
        "href",
        "/reset-password",
      )
    }

    await page.goto(first)
    await expect(heading(page, "Set a new password")).toBeVisible()
    await expectNoSeriousA11yViolations(page)
    await setNewPassword(first)
    await expectLinkRefused()
    await expectNoSeriousA11yViolations(page)

    await setNewPassword(newest)
    await expect(heading(page, "Your password has been changed")).toBeVisible()
    await expectNoSeriousA11yViolations(page)

    // A link works once.
    await setNewPassword(newest)
    await expectLinkRefused()

    // The new password signs in; the reset link proved the mailbox, so the address is verified too.
    await page.goto("/login")
    await signIn(page, email, newPassword)
    await expect(page).toHaveURL(/\/select-account$/)
    await expect(heading(page, "Select company")).toBeVisible()
  })
})
