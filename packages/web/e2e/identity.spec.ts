import { expect, test, type Page } from "@playwright/test"
import { expectNoSeriousA11yViolations } from "./axe.js"

/**
 * Sign-up, e-mail verification and password reset against the real API (its proof of work, its
 * rate limits, its answers). Every test signs up its own address; mail is not read here, so the
 * flows stop where a mailed link would be needed (onboarding.spec.ts follows the mailed links).
 */

const strongPassword = "Correct horse battery staple"
const uniqueEmail = () => `e2e-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`
const passwordField = (page: Page) => page.getByLabel("Password", { exact: true })

const signUp = async (page: Page, email: string) => {
  await page.goto("/signup")
  await page.getByLabel("Email").fill(email)
  await passwordField(page).fill(strongPassword)
  await page.getByRole("button", { name: "Create user" }).click()
}

test.describe("sign-up (spec §2, §5)", () => {
  test("shows the strength bar and help after the password field gets focus and refuses a weak password", async ({
    page,
  }) => {
    await page.goto("/signup")
    await expect(page.getByRole("heading", { level: 1, name: "Create your user" })).toBeVisible()
    await expect(page.getByRole("progressbar")).toHaveCount(0)

    await page.getByLabel("Email").fill("not-an-email")
    await passwordField(page).focus()
    await expect(page.getByText("Please enter a valid email address")).toBeVisible()
    const bar = page.getByRole("progressbar", { name: "Password strength" })
    await expect(bar).toHaveAttribute("aria-valuenow", "0")
    await expect(page.getByText("Use at least 14 characters. Now 0.")).toBeVisible()

    await passwordField(page).fill("Short1")
    await expect(bar).toHaveAttribute("aria-valuenow", "43")
    await passwordField(page).fill("alllowercase-password")
    await expect(bar).toHaveAttribute("aria-valuenow", "100")
    await expect(page.getByText("Add an uppercase letter.")).toBeVisible()

    await page.getByLabel("Email").fill(uniqueEmail())
    await expect(page.getByText("Please enter a valid email address")).toHaveCount(0)
    await page.getByRole("button", { name: "Create user" }).click()
    await expect(page.getByText("Password does not meet the requirements")).toBeVisible()
    await expect(passwordField(page)).toBeFocused()

    await page.getByRole("button", { name: "Show password" }).click()
    await expect(passwordField(page)).toHaveAttribute("type", "text")
    await expectNoSeriousA11yViolations(page)
  })

  test("creates the user, who sees the email verification screen with reload status and resend", async ({
    page,
  }) => {
    const email = uniqueEmail()
    await signUp(page, email)
    await expect(page.getByRole("heading", { level: 1, name: "Verify your email address" })).toBeVisible()
    await expect(page).toHaveURL(/\/$/)
    await expect(page.getByText(`We sent a verification link to ${email}`)).toBeVisible()
    await expectNoSeriousA11yViolations(page)

    await page.getByRole("button", { name: "Reload status" }).click()
    await expect(page.getByText("Your email address is not verified yet.")).toBeVisible()
    await page.getByRole("button", { name: "Send a new link" }).click()
    await expect(
      page.getByText(`A new link was sent to ${email}. Links sent earlier no longer work.`),
    ).toBeVisible()

    // The session survives a reload: the refresh cookie restores it at start-up.
    await page.reload()
    await expect(page.getByRole("heading", { level: 1, name: "Verify your email address" })).toBeVisible()
  })

  test("an address already in use is shown on the email field with a way to reset the password", async ({
    page,
  }) => {
    const email = uniqueEmail()
    await signUp(page, email)
    await expect(page.getByRole("heading", { level: 1, name: "Verify your email address" })).toBeVisible()
    await page.goto("/logout")
    await expect(page).toHaveURL(/\/login$/)

    await signUp(page, email)
    await expect(page.getByText("A user with this email address already exists.")).toBeVisible()
    await expect(page.getByLabel("Email")).toHaveAttribute("aria-invalid", "true")
    await expect(page.getByRole("link", { name: "Go to the sign-in page" })).toHaveAttribute("href", "/login")
    await expectNoSeriousA11yViolations(page)
  })
})

test.describe("password reset and e-mailed links (spec §2, §4)", () => {
  test("asking for a reset link answers the same whether or not the address has a user", async ({ page }) => {
    await page.goto("/login")
    await page.getByRole("link", { name: "Forgot your password?" }).click()
    await expect(page.getByRole("heading", { level: 1, name: "Reset your password" })).toBeVisible()
    const email = uniqueEmail()
    await page.getByLabel("Email").fill(email)
    await page.getByRole("button", { name: "Send the link" }).click()
    await expect(page.getByText(`If a user exists for ${email}`)).toBeVisible()
    await expect(page.getByRole("link", { name: "Back to sign-in" })).toBeVisible()
    await expectNoSeriousA11yViolations(page)
  })

  test("a reset link that cannot be valid says so and offers a new one", async ({ page }) => {
    await page.goto("/reset-password?token=not-a-token")
    await expect(page.getByRole("heading", { level: 1, name: "This link does not work" })).toBeVisible()
    await expect(page.getByRole("link", { name: "Ask for a new link" })).toHaveAttribute(
      "href",
      "/reset-password",
    )
    await expectNoSeriousA11yViolations(page)
  })

  test("an unknown verification link says why links stop working and how to get a new one", async ({
    page,
  }) => {
    await page.goto("/verify-email?token=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA")
    await expect(page.getByRole("heading", { level: 1, name: "This link does not work" })).toBeVisible()
    await expect(page.getByText("Only the newest link works")).toBeVisible()
    await expect(page.getByText("Sign in, and you can have a new link sent.")).toBeVisible()
    await expectNoSeriousA11yViolations(page)
  })
})

test("Google sign-in says sign-in failed when the server has no Google configured", async ({ page }) => {
  await page.goto("/login")
  const popup = page.waitForEvent("popup")
  await page.getByRole("button", { name: "Sign in with Google" }).click()
  // The popup opens at once (a click's permission does not last), then closes on the server's 404.
  const opened = await popup
  await expect.poll(() => opened.isClosed()).toBe(true)
  const alert = page.getByRole("alert")
  await expect(alert).toContainText("Sign-in failed")
  await expect(alert).toContainText("An unknown error occurred. Please try again.")
})
