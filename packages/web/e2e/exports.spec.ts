import { readFileSync } from "node:fs"
import { expect, type Page } from "@playwright/test"
import ExcelJS from "exceljs"
import { expectNoSeriousA11yViolations } from "./axe.js"
import { openCompany, signIn, startDemoApi, type DemoApi } from "./ghgDemoApi.js"
import { test } from "./support/clientAddress.js"
import { signUpWithCompany } from "./support/companyUser.js"
import { ports } from "./support/ports.js"
import { chooseOption, selectButton } from "./support/controls.js"

/**
 * The downloads of the review page (issue 6, spec §1–§3, §6) in Chromium against the real API.
 *
 * Downloads need an active subscription, and nobody can activate a company on the shared e2e API (it
 * has no superadmin: DEMO_DATA is off there). So the downloads run on an API of this spec's own, the
 * built `dist/main.js` with DEMO_DATA=on (ghgDemoApi.ts): its Demo Oy is active and holds the sample
 * report. The trial message is checked on the shared API with a freshly signed-up company. Nothing in
 * the product is changed for the test.
 */

let demo: DemoApi
// The tests share one demo API on a fixed port (beforeAll): they run in one worker, in order.
test.describe.configure({ mode: "default" })

test.beforeAll(async () => {
  test.setTimeout(90_000)
  demo = await startDemoApi(ports.app + 7)
})
test.afterAll(async () => {
  await demo?.stop()
})

const heading = (page: Page, name: string | RegExp) => page.getByRole("heading", { level: 1, name })

/** Waits for the review page of a report with its downloads section. */
const onReview = async (page: Page) => {
  await expect(page).toHaveURL(/\/reports\/[0-9a-f-]{36}\/review$/, { timeout: 30_000 })
  await expect(page.getByRole("heading", { level: 2, name: "Downloads" })).toBeVisible({ timeout: 30_000 })
}

/** The width and height a PNG file declares (IHDR, right after the 8-byte signature). */
const pngSize = (bytes: Buffer) => {
  expect(bytes.subarray(1, 4).toString("ascii")).toBe("PNG")
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) }
}

test("an active company downloads its report as a spreadsheet and its badge as SVG and PNG", async ({
  page,
}) => {
  test.setTimeout(120_000)
  await signIn(page, demo, demo.owner)
  await openCompany(page, /Demo Oy/)
  await page
    .getByRole("link", { name: /^Review/ })
    .first()
    .click()
  await onReview(page)
  await expectNoSeriousA11yViolations(page)

  await test.step("the spreadsheet in Swedish with audit comments", async () => {
    const spreadsheet = page.getByRole("region", { name: "Spreadsheet" })
    await chooseOption(spreadsheet, "Language", "Swedish")
    await spreadsheet.getByRole("checkbox", { name: "Audit" }).check()
    const downloading = page.waitForEvent("download")
    await spreadsheet.getByRole("button", { name: "Download spreadsheet (.xlsx)" }).click()
    const download = await downloading
    expect(download.suggestedFilename()).toMatch(/^Demo Oy .* sv\.xlsx$/)
    await expect(spreadsheet.getByText(/^Downloaded Demo Oy .*\.xlsx\.$/)).toBeVisible()
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load(readFileSync((await download.path())!) as unknown as ArrayBuffer)
    expect(workbook.worksheets.map((s) => s.name)).toEqual([
      "Försättsblad",
      "Allmänt",
      "Miljö",
      "Sociala frågor",
      "Styrning",
    ])
    const general = workbook.getWorksheet("Allmänt")!
    expect(general.getRow(1).getCell(8).value).toBe("Revisionsspår")
    let employees: ExcelJS.Row | undefined
    general.eachRow((row) => {
      if (row.getCell(1).value === "NumberOfEmployees") employees = row
    })
    expect(employees!.getCell(4).value).toBe(58)
    expect(String(employees!.getCell(8).value)).toContain("Palkkajärjestelmän henkilöstöraportti")
  })

  await test.step("the badge of an accounting firm in Finnish, as SVG and PNG", async () => {
    const badge = page.getByRole("region", { name: "Badge" })
    // A badge is only for a report marked ready: the draft shows why, with no download buttons.
    await expect(badge.getByText("A badge is available once the report is marked ready.")).toBeVisible()
    await expect(badge.getByRole("button", { name: /^Download badge/ })).toHaveCount(0)
    await page.getByRole("button", { name: "Mark ready" }).click()
    await expect(page.getByRole("button", { name: "Back to draft" })).toBeVisible()
    await badge.getByRole("radio", { name: "Accounting firm" }).check()
    await chooseOption(badge, "Language", "Finnish")
    await expect(selectButton(badge, "Year")).toHaveText("2025")
    const svgDownload = page.waitForEvent("download")
    await badge.getByRole("button", { name: "Download badge (SVG)" }).click()
    const svg = readFileSync((await (await svgDownload).path())!, "utf8")
    expect(svg).toContain(">Demo Oy<")
    expect(svg).toContain(">2025<")
    expect(svg).toContain(">Vastuullinen tilitoimisto<")
    const pngDownload = page.waitForEvent("download")
    await badge.getByRole("button", { name: "Download badge (PNG)" }).click()
    const png = await pngDownload
    expect(png.suggestedFilename()).toMatch(/\.png$/)
    expect(pngSize(readFileSync((await png.path())!))).toEqual({ width: 960, height: 480 })
    await expectNoSeriousA11yViolations(page)
    // The demo report goes back to draft for the other tests.
    await page.getByRole("button", { name: "Back to draft" }).click()
    await expect(page.getByRole("button", { name: "Mark ready" })).toBeVisible()
  })
})

test("the review prints with a cover, left-out disclosures in one line each, and numbered pages", async ({
  page,
}) => {
  test.setTimeout(90_000)
  await signIn(page, demo, demo.owner)
  await openCompany(page, /Demo Oy/)
  await page
    .getByRole("link", { name: /^Review/ })
    .first()
    .click()
  await onReview(page)
  await page.emulateMedia({ media: "print" })
  const cover = page.locator(".review-cover")
  await expect(cover).toBeVisible()
  await expect(cover).toContainText("Demo Oy")
  await expect(cover).toContainText(/Reporting period\s*2025-01-01 – 2025-12-31/)
  await expect(cover).toContainText(/Modules\s*Basic/)
  await expect(cover).toContainText(/Report state\s*Draft/)
  // Counted as the completeness table counts (among the questions asked): the demo report is all dealt with.
  await expect(cover).toContainText(
    /Completeness\s*(\d+) of \1 dealt with: \d+ complete, \d+ skipped, 0 incomplete/,
  )
  await expect(cover).toContainText("This report is a draft")
  // Controls and downloads stay off paper; a left-out disclosure is one line with its reason.
  await expect(page.getByRole("heading", { level: 2, name: "Downloads" })).toBeHidden()
  for (const line of await page.locator(".review__item--collapsed").all())
    await expect(line.locator("dd")).toHaveText(/\S/)
  // The page frame: the printing time and "Page n / N" in every page's margin.
  const frame = await page.locator("style[data-print-frame]").textContent()
  expect(frame).toMatch(/@bottom-left \{ content: "Printed /)
  expect(frame).toContain('counter(page) " / " counter(pages)')
  const pdf = await page.pdf({ format: "A4" })
  const pages = pdf.toString("latin1").match(/\/Type\s*\/Page(?!s)/g)?.length ?? 0
  // The whole Basic and Comprehensive report of the demo company, not 15 pages of "Does not apply".
  expect(pages).toBeGreaterThan(1)
  expect(pages).toBeLessThanOrEqual(14)
  await page.emulateMedia({ media: "screen" })
})

test("a company in trial sees that downloads need an active subscription", async ({ page }) => {
  test.setTimeout(90_000)
  await signUpWithCompany(page, "exports")
  await page.getByRole("button", { name: "Create new report" }).click()
  const dialog = page.getByRole("dialog", { name: "Create new report" })
  await dialog.getByLabel("Title").fill("Trial report 2025")
  await dialog.getByRole("button", { name: "Create report" }).click()
  await expect(heading(page, "Trial report 2025")).toBeVisible({ timeout: 30_000 })
  await page.getByRole("link", { name: "Review report" }).first().click()
  await onReview(page)
  // The owner is the main user: each blocked download leads to the order (issue 17).
  for (const name of ["Spreadsheet", "Badge"]) {
    const region = page.getByRole("region", { name })
    await expect(region.getByText("This needs an active subscription.")).toBeVisible()
    await expect(region.getByRole("link", { name: "Order the subscription" })).toHaveAttribute(
      "href",
      "/account?tab=subscription",
    )
  }
  await expect(page.getByRole("button", { name: /^Download/ })).toHaveCount(0)
  await expectNoSeriousA11yViolations(page)
})
