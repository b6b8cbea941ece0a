import { expect, test } from "@playwright/test"
import { expectNoSeriousA11yViolations, expectNoSeriousA11yViolationsIn } from "./axe.js"
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

// The scanner itself (axe.ts): a check that could not fail would pass every page above. A button
// without a name and an image without alternative text are critical violations; a screen change within
// the same document (axe already injected) is scanned afresh, and a part selected by `include` only.
test("the accessibility scan fails on a serious violation, also after axe is already in the page", async ({
  page,
}) => {
  await fakeApi(page, { signedIn: {} })
  await storeActiveAccount(page)
  await page.goto("/no/such/page")
  await expectNoSeriousA11yViolations(page)
  await page.evaluate(() => {
    const unnamed = document.createElement("button")
    unnamed.id = "unnamed-button"
    const section = document.createElement("section")
    section.id = "broken-part"
    section.append(unnamed)
    document.body.append(section)
  })
  await expect(expectNoSeriousA11yViolations(page)).rejects.toThrow(
    /button-name \(critical\).*#unnamed-button/,
  )
  await expect(expectNoSeriousA11yViolationsIn(page, "#broken-part")).rejects.toThrow(/button-name/)
  await expectNoSeriousA11yViolationsIn(page, "main")
})
