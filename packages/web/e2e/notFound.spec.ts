import { expect, test } from "@playwright/test"
import { expectNoSeriousA11yViolations } from "./axe.js"
import { fakeApi, storeActiveAccount } from "./fakeApi.js"

test("an unknown path shows the not-found page with a link to the dashboard", async ({ page }) => {
  await fakeApi(page, { signedIn: {} })
  await storeActiveAccount(page)
  await page.goto("/no/such/page")
  await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible()
  await expect(page.getByText("The page you are looking for does not exist")).toBeVisible()
  await expect(page).toHaveTitle("Page not found – VSME")
  await expectNoSeriousA11yViolations(page)

  await page.getByRole("link", { name: "Go to the dashboard" }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible()
  await expectNoSeriousA11yViolations(page)
})
