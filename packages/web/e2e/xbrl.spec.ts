import { copyFileSync, readFileSync } from "node:fs"
import { pathToFileURL } from "node:url"
import { expect, type Page } from "@playwright/test"
import { expectNoSeriousA11yViolations, expectNoSeriousA11yViolationsIn } from "./axe.js"
import { openCompany, signIn, startDemoApi, type DemoApi } from "./ghgDemoApi.js"
import { test } from "./support/clientAddress.js"
import { signUpWithCompany } from "./support/companyUser.js"
import { ports } from "./support/ports.js"
import { chooseOption } from "./support/controls.js"

/**
 * The XBRL export of the review page (issue 7) in Chromium against the real API: the check before
 * download with its links to the questions, the xBRL-JSON and inline XBRL downloads, and the inline
 * XBRL file itself opened in the browser as the XHTML document it is.
 *
 * The export needs an active subscription: as in exports.spec.ts the downloads run on an API of this
 * spec's own with the demo data on (its Demo Oy is active and holds the sample report); the trial
 * message is checked on the shared API.
 */

let demo: DemoApi
// The tests share one demo API on a fixed port (beforeAll): they run in one worker, in order.
test.describe.configure({ mode: "default" })

test.beforeAll(async () => {
  test.setTimeout(90_000)
  demo = await startDemoApi(ports.app + 8)
})
test.afterAll(async () => {
  await demo?.stop()
})

const onReview = async (page: Page) => {
  await expect(page).toHaveURL(/\/reports\/[0-9a-f-]{36}\/review$/, { timeout: 30_000 })
  await expect(page.getByRole("heading", { level: 2, name: "Downloads" })).toBeVisible({ timeout: 30_000 })
}

/**
 * The review page as a whole is scanned by the report and export specs; this spec scans what it adds,
 * the XBRL section, with the same rules (axe.ts).
 */
const expectAccessibleXbrlSection = (page: Page) =>
  expectNoSeriousA11yViolationsIn(page, "[data-feature=xbrlExport]")

const ixCount = (page: Page) =>
  page.evaluate(() =>
    ["nonFraction", "nonNumeric"]
      .map((name) => document.getElementsByTagNameNS("http://www.xbrl.org/2013/inlineXBRL", name).length)
      .reduce((a, b) => a + b, 0),
  )

test("an active company checks its report and downloads it as xBRL-JSON and readable inline XBRL", async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000)
  await signIn(page, demo, demo.owner)
  await openCompany(page, /Demo Oy/)
  await page
    .getByRole("link", { name: /^Review/ })
    .first()
    .click()
  await onReview(page)
  const xbrl = page.getByRole("region", { name: "XBRL for banks and customers" })
  const ready = xbrl.getByText(/^The report is ready for XBRL: \d+ datapoints\.$/)
  await expect(ready).toBeVisible({ timeout: 30_000 })
  const factCount = Number(/(\d+) datapoints/.exec((await ready.textContent()) ?? "")![1])
  await expectAccessibleXbrlSection(page)

  await test.step("xBRL-JSON", async () => {
    const downloading = page.waitForEvent("download")
    await xbrl.getByRole("button", { name: "Download xBRL-JSON" }).click()
    const download = await downloading
    expect(download.suggestedFilename()).toMatch(/ 2025\.xbrl\.json$/)
    const document = JSON.parse(readFileSync((await download.path())!, "utf8"))
    expect(document.documentInfo.taxonomy).toEqual([
      "https://xbrl.efrag.org/taxonomy/vsme/2026-05-01/vsme-all.xsd",
    ])
    const facts = Object.values(document.facts) as Array<{ dimensions: { concept: string } }>
    expect(facts.filter((f) => f.dimensions.concept !== "xbrl:note")).toHaveLength(factCount)
  })

  await test.step("inline XBRL in Finnish, opened in the browser", async () => {
    await chooseOption(xbrl, "Language of the inline XBRL page", "Suomi")
    const downloading = page.waitForEvent("download")
    await xbrl.getByRole("button", { name: "Download inline XBRL (.xhtml)" }).click()
    const download = await downloading
    expect(download.suggestedFilename()).toMatch(/\.xhtml$/)
    const file = testInfo.outputPath("report.xhtml")
    copyFileSync((await download.path())!, file)
    await page.goto(pathToFileURL(file).href)
    // Parsed as XML: a document that is not well-formed shows Chromium's parser error instead.
    expect(await page.evaluate(() => document.contentType)).toBe("application/xhtml+xml")
    await expect(page.locator("parsererror")).toHaveCount(0)
    await expect(page.getByRole("heading", { level: 1, name: "Demo Oy" })).toBeVisible()
    for (const section of ["Yleiset tiedot", "Ympäristö", "Sosiaaliset asiat", "Hallinto"])
      await expect(page.getByRole("heading", { level: 2, name: section })).toBeVisible()
    await expect(page.getByRole("row", { name: /^Liikevaihto/ })).toContainText("EUR")
    expect(await ixCount(page)).toBe(factCount)
    const screenshot = await page.screenshot({ fullPage: true })
    await testInfo.attach("inline-xbrl-fi", { body: screenshot, contentType: "image/png" })
    // A page of text and tables, not an empty or unstyled one.
    expect(screenshot.byteLength).toBeGreaterThan(100_000)
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeGreaterThan(3000)
    await expectNoSeriousA11yViolations(page)
  })
})

test("an incomplete report lists the missing datapoints with links to their questions", async ({ page }) => {
  test.setTimeout(120_000)
  await signIn(page, demo, demo.owner)
  await openCompany(page, /Demo Oy/)
  await page.getByRole("button", { name: "Create new report" }).click()
  const dialog = page.getByRole("dialog", { name: "Create new report" })
  await dialog.getByLabel("Title").fill("Keskeneräinen raportti")
  await dialog.getByRole("button", { name: "Create report" }).click()
  await expect(page.getByRole("heading", { level: 1, name: "Keskeneräinen raportti" })).toBeVisible({
    timeout: 30_000,
  })
  await page.getByRole("link", { name: "Review report" }).first().click()
  await onReview(page)
  const xbrl = page.getByRole("region", { name: "XBRL for banks and customers" })
  await expect(xbrl.getByText(/required Basic Module datapoints are missing/)).toBeVisible({
    timeout: 30_000,
  })
  await expect(xbrl.getByRole("button", { name: "Download xBRL-JSON" })).toBeEnabled()
  await expectAccessibleXbrlSection(page)
  await xbrl.getByRole("link", { name: "Reporting option" }).click()
  await expect(page).toHaveURL(/\/reports\/[0-9a-f-]{36}\?question=BasisForPreparation$/)
})

test("a company in trial sees that the XBRL export needs an active subscription", async ({ page }) => {
  test.setTimeout(90_000)
  await signUpWithCompany(page, "xbrl")
  await page.getByRole("button", { name: "Create new report" }).click()
  const dialog = page.getByRole("dialog", { name: "Create new report" })
  await dialog.getByLabel("Title").fill("Trial report 2025")
  await dialog.getByRole("button", { name: "Create report" }).click()
  await expect(page.getByRole("heading", { level: 1, name: "Trial report 2025" })).toBeVisible({
    timeout: 30_000,
  })
  await page.getByRole("link", { name: "Review report" }).first().click()
  await onReview(page)
  const xbrl = page.getByRole("region", { name: "XBRL for banks and customers" })
  // The owner is the main user: they are led to the order, not told to ask themselves (issue 17).
  await expect(xbrl.getByText("This needs an active subscription.")).toBeVisible()
  await expect(xbrl.getByRole("link", { name: "Order the subscription" })).toHaveAttribute(
    "href",
    "/account?tab=subscription",
  )
  await expect(xbrl.getByRole("button", { name: /^Download/ })).toHaveCount(0)
  await expectAccessibleXbrlSection(page)
})

test("the owner names the company by its LEI in XBRL reports, from Company Details", async ({ page }) => {
  test.setTimeout(180_000)
  const lei = "529900T8BM49AURSDO55"
  await signIn(page, demo, demo.owner)
  await openCompany(page, /Demo Oy/)
  await page.goto(`${demo.url}/account?tab=company`)
  const details = page.getByRole("group", { name: "Identifiers in XBRL reports" })
  await expect(details.getByRole("radio", { name: "LEI" })).toBeDisabled({ timeout: 30_000 })
  await details.getByLabel(/^LEI \(Legal Entity Identifier\)/).fill("529900T8BM49AURSDO56")
  await details.getByRole("radio", { name: "LEI" }).check()
  await page.getByRole("button", { name: "Save", exact: true }).click()
  await expect(details.getByText(/Please enter a valid LEI/)).toBeVisible()
  await details.getByLabel(/^LEI \(Legal Entity Identifier\)/).fill(lei.toLowerCase())
  await page.getByRole("button", { name: "Save", exact: true }).click()
  await expect(page.getByText("Changes saved.")).toBeVisible({ timeout: 30_000 })
  await page.reload()
  await expect(details.getByLabel(/^LEI \(Legal Entity Identifier\)/)).toHaveValue(lei, { timeout: 30_000 })
  await expect(details.getByRole("radio", { name: "LEI" })).toBeChecked()

  await page.goto(`${demo.url}/`)
  await page
    .getByRole("link", { name: /^Review/ })
    .first()
    .click()
  await onReview(page)
  const xbrl = page.getByRole("region", { name: "XBRL for banks and customers" })
  await expect(xbrl.getByText(/^The report is ready for XBRL/)).toBeVisible({ timeout: 30_000 })
  const downloading = page.waitForEvent("download")
  await xbrl.getByRole("button", { name: "Download inline XBRL (.xhtml)" }).click()
  const xhtml = readFileSync((await (await downloading).path())!, "utf8")
  expect(xhtml).toContain(
    `<xbrli:identifier scheme="http://standards.iso.org/iso/17442">${lei}</xbrli:identifier>`,
  )
  expect(xhtml).not.toContain("http://www.ytj.fi")
  // Dimensions in the scenario, as the taxonomy's hypercubes declare (decision 024).
  expect(xhtml).toContain("<xbrli:scenario>")
  expect(xhtml).not.toContain("<xbrli:segment>")
})
