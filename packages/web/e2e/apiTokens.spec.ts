import { expect } from "@playwright/test"
import { expectNoSeriousA11yViolations } from "./axe.js"
import { test } from "./support/clientAddress.js"
import { signUpWithCompany } from "./support/companyUser.js"
import { mailsTo } from "./support/mailbox.js"
import { chooseOption, selectButton } from "./support/controls.js"

/** The CLI's view of a token: profile.get with it as the bearer (no attestation needed). */
const profileStatusWith = async (baseURL: string, token: string) =>
  (
    await fetch(`${baseURL}/api/rpc/profile.get`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      body: "[null]",
    })
  ).status

test("personal API tokens: lifetime, read-only, re-authentication, and signing out everywhere", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000)
  const { email, password } = await signUpWithCompany(page, "tokens")
  await page.goto("/account?tab=security")
  const panel = page.getByRole("tabpanel", { name: "Security" })
  let token = ""

  await test.step("a read-only token valid for 30 days, listed with its expiry and access", async () => {
    await expect(selectButton(panel, "Valid for")).toHaveText("90 days")
    await panel.getByLabel("Token name").fill("Reporting script")
    await chooseOption(panel, "Valid for", "30 days")
    await panel.getByLabel("Read only").check()
    await expectNoSeriousA11yViolations(page)
    await panel.getByRole("button", { name: "Create the token" }).click()
    await expect(panel.getByRole("heading", { name: "Your new token Reporting script" })).toBeFocused()
    token = await panel.getByLabel("Token", { exact: true }).inputValue()
    expect(token).toMatch(/^vsme_pat_/)
    await panel.getByRole("button", { name: "Done" }).click()
    const row = panel.getByRole("row", { name: /Reporting script/ })
    await expect(row).toContainText("Read only")
    const expires = new Date(Date.now() + 30 * 24 * 3600 * 1000).toLocaleDateString("en-US", {
      month: "short",
      day: "numeric",
      year: "numeric",
    })
    await expect(row).toContainText(expires)
    expect(await profileStatusWith(baseURL!, token)).toBe(200)
  })

  await test.step("after a while the password is asked again before a token is made", async () => {
    // The server's clock cannot be moved from a browser test: this one answer stands in for a session
    // whose last sign-in is older than 10 minutes (the API tests move the clock: auth.test.ts).
    let asked = false
    await page.route("**/api/rpc/apiToken.create", async (route) => {
      if (asked) return route.fallback()
      asked = true
      await route.fulfill({
        status: 403,
        contentType: "application/json",
        body: JSON.stringify([{ error: { _tag: "ReauthenticationRequired" }, status: 403 }]),
      })
    })
    await panel.getByLabel("Token name").fill("Laptop")
    await panel.getByRole("button", { name: "Create the token" }).click()
    await expect(panel.getByRole("heading", { name: "Confirm that it is you" })).toBeFocused()
    await expectNoSeriousA11yViolations(page)
    await panel.getByLabel("Password").fill("Not the right Password 1")
    await panel.getByRole("button", { name: "Confirm and create the token" }).click()
    await expect(panel.getByLabel("Password")).toHaveAccessibleDescription("The password is not correct.")
    await panel.getByLabel("Password").fill(password)
    await panel.getByRole("button", { name: "Confirm and create the token" }).click()
    await expect(panel.getByRole("heading", { name: "Your new token Laptop" })).toBeFocused()
    await panel.getByRole("button", { name: "Done" }).click()
    await expect(panel.getByRole("row", { name: /Laptop/ })).toContainText("Read and change")
  })

  await test.step("signing out everywhere ends this session and every token, and mails a confirmation", async () => {
    await panel.getByRole("button", { name: "Sign out everywhere" }).click()
    await expect(panel.getByText("Sign out everywhere and revoke every API token?")).toBeVisible()
    await expectNoSeriousA11yViolations(page)
    await panel.getByRole("button", { name: "Yes, sign out everywhere" }).click()
    await expect(page).toHaveURL(/\/login$/)
    expect(await profileStatusWith(baseURL!, token)).toBe(401)
    await expect
      .poll(async () => (await mailsTo(email)).map((mail) => mail.subject))
      .toContain("You were signed out everywhere")
  })
})
