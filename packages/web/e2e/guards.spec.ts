import { expect, test } from "@playwright/test"
import { expectNoSeriousA11yViolations } from "./axe.js"
import { accountId, accountName, fakeApi, storeActiveAccount } from "./fakeApi.js"

test.describe("route guards (spec §2)", () => {
  test("an anonymous visitor is sent from a protected page to /login", async ({ page }) => {
    // The real server: its profile query answers 401 to anyone not signed in.
    await page.goto("/account")
    await expect(page).toHaveURL(/\/login$/)
    await expect(page.getByRole("heading", { level: 1, name: "Sign in" })).toBeVisible()
    await expectNoSeriousA11yViolations(page)
  })

  test("a signed-in user without an active account chooses one on /select-account", async ({ page }) => {
    await fakeApi(page, {
      signedIn: { invites: [{ accountName: "Toinen Oy", invitedByEmail: "boss@example.com" }] },
    })
    await page.goto("/")
    await expect(page).toHaveURL(/\/select-account$/)
    await expect(page.getByRole("heading", { level: 1, name: "Select company" })).toBeVisible()
    await expect(page.getByText("Toinen Oy")).toBeVisible()
    await expect(page.getByRole("navigation", { name: "Main navigation" })).toHaveCount(0)
    await expectNoSeriousA11yViolations(page)

    await page.getByRole("button", { name: new RegExp(accountName) }).click()
    await expect(page).toHaveURL(/\/$/)
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible()
    expect(await page.evaluate(() => localStorage.getItem("activeAccountId"))).toBe(accountId)

    await page.getByRole("button", { name: /User menu/ }).click()
    await expect(page.getByRole("link", { name: /Account settings/ })).toBeVisible()
    // The trial chip is a link of its own, to where the subscription is ordered (issue 17).
    await expect(page.getByRole("link", { name: "Trial", exact: true })).toHaveAttribute(
      "href",
      "/account?tab=subscription",
    )
    await expect(page.getByRole("link", { name: "Switch Company" })).toBeVisible()
    await expectNoSeriousA11yViolations(page)
  })

  test("/create-account is allowed without an active account", async ({ page }) => {
    await fakeApi(page, { signedIn: { accounts: [] } })
    await page.goto("/create-account")
    await expect(page.getByRole("heading", { level: 1, name: "Create a company account" })).toBeVisible()
    await expect(page).toHaveURL(/\/create-account$/)
    await expectNoSeriousA11yViolations(page)
  })

  test("a user who is not a superadmin is sent from superadmin routes to /", async ({ page }) => {
    await fakeApi(page, { signedIn: { role: "user" } })
    await storeActiveAccount(page)
    await page.goto("/superadmin/ghg-factors")
    await expect(page).toHaveURL(/\/$/)
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible()
    await expect(page.getByRole("contentinfo").getByRole("link", { name: "Superadmin" })).toHaveCount(0)
    await expectNoSeriousA11yViolations(page)
  })

  test("a superadmin opens /superadmin and has the footer shortcut", async ({ page }) => {
    await fakeApi(page, { signedIn: { role: "superadmin" } })
    await storeActiveAccount(page)
    await page.goto("/superadmin")
    await expect(page.getByRole("heading", { level: 1, name: "Admin dashboard" })).toBeVisible()
    await expect(page.getByRole("contentinfo").getByRole("link", { name: "Superadmin" })).toBeVisible()
    await expectNoSeriousA11yViolations(page)
  })

  test("a superadmin who belongs to no company lands on /superadmin, also from the footer shortcut", async ({
    page,
  }) => {
    await fakeApi(page, { signedIn: { role: "superadmin", accounts: [] } })
    await page.goto("/")
    await expect(page).toHaveURL(/\/superadmin$/)
    await expect(page.getByRole("heading", { level: 1, name: "Admin dashboard" })).toBeVisible()
    await expectNoSeriousA11yViolations(page)
    // From a page without an account (creating one), the shortcut still leads to the admin area.
    await page.goto("/create-account")
    await page.getByRole("contentinfo").getByRole("link", { name: "Superadmin" }).click()
    await expect(page).toHaveURL(/\/superadmin$/)
    await expect(page.getByRole("heading", { level: 1, name: "Admin dashboard" })).toBeVisible()
  })

  test("a signed-in user opening /signup is sent to /", async ({ page }) => {
    await fakeApi(page, { signedIn: {} })
    await storeActiveAccount(page)
    await page.goto("/signup")
    await expect(page).toHaveURL(/\/$/)
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible()
  })

  test("an anonymous visitor can open /signup", async ({ page }) => {
    await page.goto("/signup")
    await expect(page.getByRole("heading", { level: 1, name: "Create your user" })).toBeVisible()
    await expect(page).toHaveURL(/\/signup$/)
    await expectNoSeriousA11yViolations(page)
  })

  test("a profile error goes through /logout to /login and clears the session's storage", async ({
    page,
  }) => {
    await page.goto("/login")
    await page.evaluate((id) => {
      localStorage.setItem("activeAccountId", id)
      localStorage.setItem("vsme.form.report-1", "{}")
      localStorage.setItem("locale", "en")
    }, accountId)
    await fakeApi(page, { error: "InternalError", status: 500 })
    const sawLogout = page.waitForURL(/\/logout$/, { timeout: 15_000 })
    await page.goto("/account")
    await sawLogout
    await expect(page).toHaveURL(/\/login$/)
    await expect(page.getByRole("heading", { level: 1, name: "Sign in" })).toBeVisible()
    const stored = await page.evaluate(() => ({ ...localStorage }))
    expect(stored).not.toHaveProperty("activeAccountId")
    expect(stored).not.toHaveProperty("vsme.form.report-1")
    expect(stored).toHaveProperty("locale", "en")
  })
})
