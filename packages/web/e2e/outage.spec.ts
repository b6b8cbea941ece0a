import { expect } from "@playwright/test"
import { expectNoSeriousA11yViolations } from "./axe.js"
import { test } from "./support/clientAddress.js"
import { signUpWithCompany } from "./support/companyUser.js"

/**
 * The database goes away while someone answers (issue 10). The API then answers every call with
 * 503 ServiceUnavailable (packages/api/src/reliability/databaseOutage.reliability.test.ts proves
 * that against a real PostgreSQL cut off mid-use); here the browser meets those 503s: the answer
 * stays on the device, the person is told so, and it is saved by itself once the service is back.
 */
test("an answer typed while the service is down is kept and saved by itself when it is back", async ({
  page,
}) => {
  test.setTimeout(120_000)
  await signUpWithCompany(page, "outage")
  await page.getByRole("button", { name: "Create new report" }).click()
  const create = page.getByRole("dialog", { name: "Create new report" })
  await create.getByLabel("Title").fill("Outage 2025")
  await create.getByRole("button", { name: "Create report" }).click()
  await expect(page.getByRole("heading", { level: 1, name: "Outage 2025" })).toBeVisible()
  const reportUrl = page.url()

  let refused = 0
  await page.route("**/api/rpc/report.saveAnswer", async (route) => {
    refused++
    await route.fulfill({
      status: 503,
      contentType: "application/json",
      body: JSON.stringify([{ error: { _tag: "ServiceUnavailable" }, status: 503 }]),
    })
  })
  const first = page.getByRole("heading", {
    level: 2,
    name: "Does the company hold sustainability certificates or labels?",
  })
  await expect(first).toBeVisible()
  await page.getByRole("radio", { name: "No" }).check()
  await page.getByRole("button", { name: "Save and next" }).click()
  await expect(page.getByText("We are experiencing technical issues.", { exact: false })).toBeVisible()
  await expect(page.getByText("Your answer is kept on this device", { exact: false })).toBeVisible()
  // Still on the same question, with the answer in place.
  await expect(first).toBeVisible()
  await expect(page.getByRole("radio", { name: "No" })).toBeChecked()
  await expectNoSeriousA11yViolations(page)
  // It keeps trying by itself while the service is down.
  await expect.poll(() => refused, { timeout: 20_000 }).toBeGreaterThanOrEqual(2)

  await page.unroute("**/api/rpc/report.saveAnswer")
  await expect(page.getByText("Saved.", { exact: true })).toBeVisible({ timeout: 30_000 })
  await expect(page.getByText("Your answer is kept on this device", { exact: false })).toHaveCount(0)

  // On the server, not only on this device: a fresh start without the local working state.
  await page.evaluate(() => {
    for (const key of Object.keys(window.localStorage))
      if (key.startsWith("vsme.form.report.")) window.localStorage.removeItem(key)
  })
  await page.goto(reportUrl)
  await expect(page.getByRole("heading", { level: 1, name: "Outage 2025" })).toBeVisible()
  await expect(first).toBeVisible()
  await expect(page.getByRole("radio", { name: "No" })).toBeChecked()
})
