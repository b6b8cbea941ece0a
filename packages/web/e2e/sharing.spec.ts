import { readFileSync } from "node:fs"
import { expect, type Browser, type Download, type Page } from "@playwright/test"
import ExcelJS from "exceljs"
import { expectNoSeriousA11yViolations } from "./axe.js"
import { openCompany, signIn, startDemoApi, type DemoApi } from "./ghgDemoApi.js"
import { clientAddress, test } from "./support/clientAddress.js"
import { chooseOption, reviewFirstReport } from "./support/controls.js"
import { ports } from "./support/ports.js"

/**
 * Sharing a report (issue 31, "Done when") in Chromium against the real API, on the demo data: Demo
 * Oy's owner shares the demo report by link with a passcode; a private window opens it in fi-FI at
 * 390 px and another in en-US, and downloads the three formats; the owner sees the opens in the access
 * log, publishes an update and withdraws the share, and the open page says the link is dead. Then a
 * share with an organisation by its Business ID, opened by its member under Received reports.
 * Shares need an active company and the demo's owner, so this runs on an API of its own (ghgDemoApi.ts).
 */
let demo: DemoApi
// The two journeys share one demo API (beforeAll): one worker, in order.
test.describe.configure({ mode: "default" })

test.beforeAll(async () => {
  test.setTimeout(150_000)
  demo = await startDemoApi(ports.app + 11, {}, 120_000)
})
test.afterAll(async () => {
  await demo?.stop()
})

const passcode = "kuusi66"

/** A private window: its own context, no cookies or storage, its own address and language. */
const privateWindow = async (browser: Browser, locale: string, viewport = { width: 1280, height: 800 }) => {
  const context = await browser.newContext({
    locale,
    viewport,
    extraHTTPHeaders: { "x-forwarded-for": clientAddress() },
    acceptDownloads: true,
  })
  return context.newPage()
}

/** Nothing to scroll sideways: the page is no wider than the window (as screenWidths.spec.ts checks). */
const expectFitsTheWidth = async (page: Page) => {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }))
  expect(scrollWidth, `the width of ${page.url()}`).toBeLessThanOrEqual(innerWidth)
}

const bytesOf = async (download: Download) => readFileSync((await download.path())!)

/** From the review page to the first step of sharing. */
const startSharing = async (page: Page) => {
  await reviewFirstReport(page)
  await expect(page).toHaveURL(/\/reports\/[0-9a-f-]{36}\/review$/, { timeout: 30_000 })
  await page.getByRole("link", { name: "Share", exact: true }).click()
  await expect(page.getByRole("heading", { level: 1, name: "Share the report" })).toBeVisible({
    timeout: 30_000,
  })
}

/** On the preview step: the draft warning, the confirmation (refused until ticked), then Share. */
const confirmAndShare = async (page: Page) => {
  await expect(
    page.getByRole("heading", { level: 2, name: "Step 2 of 3: Preview and confirm" }),
  ).toBeFocused()
  await expect(page.getByText("The report is a draft")).toBeVisible()
  await expect(page.getByRole("heading", { name: "What the recipient sees" })).toBeVisible()
  const preview = page.locator(".share-preview__frame")
  await expect(preview.getByRole("heading", { name: "Demo Oy" })).toBeVisible({ timeout: 30_000 })
  await page.getByRole("button", { name: "Share the report" }).click()
  await expect(page.getByText("Confirm that you may share this on behalf of the company")).toBeVisible()
  await page.getByLabel("I may share this on behalf of the company").check()
  await page.getByRole("button", { name: "Share the report" }).click()
  await expect(page.getByRole("heading", { level: 2, name: "Step 3 of 3: Shared" })).toBeFocused({
    timeout: 30_000,
  })
}

test("a link with a passcode: opened in private windows in fi-FI and en-US, downloaded, logged, updated and withdrawn", async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000)
  await signIn(page, demo, demo.owner)
  await openCompany(page, /Demo Oy/)
  let link = ""

  await test.step("the owner shares the demo report by link with a passcode", async () => {
    await startSharing(page)
    await expectNoSeriousA11yViolations(page)
    await page.getByLabel("Protect the link with a passcode").check()
    await page.getByLabel("Passcode", { exact: true }).fill("12345")
    await page.getByRole("button", { name: "Preview" }).click()
    await expect(page.getByText("The passcode must be 6 to 64 characters long")).toBeVisible()
    await page.getByLabel("Passcode", { exact: true }).fill(passcode)
    await page.getByRole("button", { name: "Preview" }).click()
    // The preview shows what the recipient will: public comments, never audit trails or notes.
    const preview = page.locator(".share-preview__frame")
    await expect(preview.getByText(/Scope 3 kattaa ostetut materiaalit/)).toBeVisible({ timeout: 30_000 })
    await expect(preview.getByText(/Palkkajärjestelmän henkilöstöraportti/)).toHaveCount(0)
    await expectNoSeriousA11yViolations(page)
    await confirmAndShare(page)
    link = await page.getByLabel("Link to the report").inputValue()
    expect(link).toMatch(new RegExp(`^${demo.url}/s/[A-Za-z0-9_-]{43}$`))
    await expect(page.getByText("Send the link and the passcode separately", { exact: false })).toBeVisible()
    await expect(page.getByRole("button", { name: "Copy link" })).toBeVisible()
    await expectNoSeriousA11yViolations(page)
  })

  const finnish = await privateWindow(browser, "fi-FI", { width: 390, height: 844 })
  await test.step("a private window in Finnish at 390 px: the passcode, the report, the spreadsheet", async () => {
    await finnish.goto(link)
    await expect(
      finnish.getByRole("heading", { level: 1, name: "Raportti on suojattu pääsykoodilla" }),
    ).toBeVisible({
      timeout: 30_000,
    })
    await expectNoSeriousA11yViolations(finnish)
    await finnish.getByLabel("Pääsykoodi", { exact: true }).fill("väärä-koodi")
    await finnish.getByRole("button", { name: "Avaa raportti" }).click()
    await expect(finnish.getByText("Pääsykoodi ei ole oikea.", { exact: false })).toBeVisible()
    await finnish.getByLabel("Pääsykoodi", { exact: true }).fill(passcode)
    await finnish.getByRole("button", { name: "Avaa raportti" }).click()
    await expect(finnish.getByRole("heading", { level: 1, name: "Demo Oy" })).toBeVisible()
    await expect(finnish.getByText(/^Jakanut Demo Oy .* \(versio 1\)\.$/)).toBeVisible()
    await expect(finnish.getByRole("heading", { level: 2, name: "Perusmoduuli (B1–B11)" })).toBeVisible()
    await expect(finnish.getByRole("heading", { level: 2, name: "Laaja moduuli (C1–C9)" })).toBeVisible()
    // Figures in the reader's number format (9 400 000 with spaces in Finnish).
    await expect(finnish.getByText(/^9\s400\s000/).first()).toBeVisible()
    await expectFitsTheWidth(finnish)
    await expectNoSeriousA11yViolations(finnish)
    const downloading = finnish.waitForEvent("download")
    await finnish.getByRole("button", { name: "Taulukko (.xlsx)" }).click()
    const download = await downloading
    expect(download.suggestedFilename()).toMatch(/^Demo Oy .* fi\.xlsx$/)
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load((await bytesOf(download)) as unknown as ArrayBuffer)
    expect(workbook.worksheets.map((s) => s.name)).toContain("Ympäristö")
  })

  const english = await privateWindow(browser, "en-US")
  await test.step("a private window in English: xBRL-JSON and inline XBRL", async () => {
    await english.goto(link)
    // By keyboard: the passcode, then Enter.
    await english.getByLabel("Passcode", { exact: true }).fill(passcode)
    await english.getByLabel("Passcode", { exact: true }).press("Enter")
    await expect(english.getByRole("heading", { level: 1, name: "Demo Oy" })).toBeVisible({ timeout: 30_000 })
    await expect(english.getByText(/^9,400,000/).first()).toBeVisible()
    let downloading = english.waitForEvent("download")
    await english.getByRole("button", { name: "xBRL-JSON (.json)" }).click()
    const json = JSON.parse((await bytesOf(await downloading)).toString("utf8")) as { facts: object }
    expect(Object.keys(json.facts).length).toBeGreaterThan(20)
    await chooseOption(english.locator(".shared-report__downloads"), "Language", "Swedish")
    downloading = english.waitForEvent("download")
    await english.getByRole("button", { name: "Inline XBRL (.xhtml)" }).click()
    const inline = await downloading
    expect(inline.suggestedFilename()).toMatch(/ sv\.xhtml$/)
    expect((await bytesOf(inline)).toString("utf8")).toContain("ix:nonFraction")
  })

  await test.step("the owner sees the opens in the access log, and publishes an update", async () => {
    await page.goto(`${demo.url}/account?tab=sharing`)
    const card = page.getByRole("article", { name: "Link with a passcode" })
    await expect(card).toBeVisible({ timeout: 30_000 })
    await expect(card.locator(".chip")).toHaveText("Active")
    await expectNoSeriousA11yViolations(page)
    await card.getByRole("button", { name: "Access log" }).click()
    const log = page.getByRole("dialog", { name: "Access log: Link with a passcode" })
    await expect(log.getByRole("cell", { name: "Opened" })).toHaveCount(2)
    await expect(log.getByRole("cell", { name: "Wrong passcode" })).toHaveCount(1)
    await expect(log.getByRole("cell", { name: "Downloaded: spreadsheet (.xlsx)" })).toBeVisible()
    await expect(log.getByRole("cell", { name: "Downloaded: xBRL-JSON" })).toBeVisible()
    await expect(log.getByRole("cell", { name: /^Link holder, 10\.\d+\.\d+\.x, / }).first()).toBeVisible()
    await expectNoSeriousA11yViolations(page)
    // Escape closes the dialog and gives the focus back to the button that opened it.
    await page.keyboard.press("Escape")
    await expect(log).toBeHidden()
    await expect(card.getByRole("button", { name: "Access log" })).toBeFocused()
    await card.getByRole("button", { name: "Publish an update" }).click()
    const publish = page.getByRole("dialog", { name: "Publish an update" })
    await publish.getByRole("button", { name: "Publish the update" }).click()
    await expect(page.getByText("Version 2 is published.")).toBeVisible()
    await expect(card.getByText(/^2, newest /)).toBeVisible()
  })

  await test.step("the recipient sees the versions, newest first, and can read the first", async () => {
    await english.reload()
    await english.getByLabel("Passcode", { exact: true }).fill(passcode)
    await english.getByRole("button", { name: "Open the report" }).click()
    await expect(english.getByText(/^Shared by Demo Oy .* \(version 2\)\.$/)).toBeVisible({ timeout: 30_000 })
    const versions = english.locator(".share-versions li")
    await expect(versions).toHaveCount(2)
    await expect(versions.first()).toContainText("Version 2")
    await english.getByRole("button", { name: /^Show Version 1, / }).click()
    await expect(english.getByText(/^Shared by Demo Oy .* \(version 1\)\.$/)).toBeVisible()
  })

  await test.step("the owner withdraws it, and the open page says the link is dead", async () => {
    const card = page.getByRole("article", { name: "Link with a passcode" })
    await card.getByRole("button", { name: "Withdraw" }).click()
    const dialog = page.getByRole("dialog", { name: "Withdraw the share?" })
    await expectNoSeriousA11yViolations(page)
    await dialog.getByRole("button", { name: "Withdraw the share" }).click()
    await expect(page.getByText("The share is withdrawn. Its link no longer works.")).toBeVisible()
    await expect(card.locator(".chip")).toHaveText("Withdrawn")
    await expect(card.getByRole("button", { name: "Copy link" })).toHaveCount(0)

    await english.getByRole("button", { name: "Spreadsheet (.xlsx)" }).click()
    await expect(
      english.getByRole("heading", { level: 1, name: "This shared report is no longer available." }),
    ).toBeFocused()
    await expectNoSeriousA11yViolations(english)
    // Loaded again, the server answers the link itself: 410 and a page saying so, nothing of the share.
    const response = await finnish.goto(link)
    expect(response?.status()).toBe(410)
    await expect(finnish.getByRole("heading", { level: 1 })).toHaveText(
      "Tämä jaettu raportti ei ole enää saatavilla.",
    )
  })
  await finnish.context().close()
  await english.context().close()
})

test("a share with an organisation by its Business ID appears under its Received reports", async ({
  page,
}) => {
  test.setTimeout(180_000)
  await signIn(page, demo, demo.owner)
  await openCompany(page, /Demo Oy/)

  await test.step("the owner also runs Nokia Oyj's account (the recorded register knows it)", async () => {
    await page.goto(`${demo.url}/create-account`)
    await page.getByLabel("Business ID").fill("0112038-9")
    await page.getByRole("button", { name: "Fetch details" }).click()
    await expect(page.getByText("Details fetched from the business register.", { exact: false })).toBeVisible(
      {
        timeout: 30_000,
      },
    )
    await page.getByLabel("I accept the terms of service").check()
    await page.getByLabel("I confirm that I am authorised to act for this company").check()
    await page.getByRole("button", { name: "Create company account" }).click()
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible({ timeout: 30_000 })
    await page.goto(`${demo.url}/select-account`)
    await page.getByRole("button", { name: /Demo Oy/ }).click()
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible()
  })

  await test.step("Demo Oy shares B1 and B3 with Business ID 0112038-9", async () => {
    await startSharing(page)
    await page.getByLabel("An organisation, by its Business ID").check()
    await page.getByLabel("Recipient's Business ID").fill("0112038-9")
    await page.getByRole("button", { name: "Look up the name" }).click()
    await expect(page.getByText("Business register: Nokia Oyj")).toBeVisible({ timeout: 30_000 })
    await page.getByLabel("Chosen disclosures").check()
    await page.getByRole("button", { name: "Preview" }).click()
    await expect(page.getByText("Tick at least one disclosure.")).toBeVisible()
    await page.getByLabel(/^B1 /).check()
    await page.getByLabel(/^B3 /).check()
    await page.getByRole("button", { name: "Preview" }).click()
    const preview = page.locator(".share-preview__frame")
    await expect(preview.locator("[data-disclosure]")).toHaveCount(2, { timeout: 30_000 })
    await confirmAndShare(page)
    await expect(page.getByText(/under Received reports of Nokia Oyj \(0112038-9\)/)).toBeVisible()
  })

  await test.step("Nokia's member opens it under Received reports, at 390 px too", async () => {
    await page.goto(`${demo.url}/select-account`)
    await page.getByRole("button", { name: /Nokia/ }).click()
    await page
      .getByRole("navigation", { name: "Main navigation" })
      .getByRole("link", { name: "Received reports" })
      .click()
    const card = page.getByRole("article", { name: "Demo Oy" })
    await expect(card).toBeVisible({ timeout: 30_000 })
    await expect(card.getByText("Chosen disclosures: B1, B3")).toBeVisible()
    await expectNoSeriousA11yViolations(page)
    await card.getByRole("link", { name: "Open the report" }).click()
    await expect(page.getByRole("heading", { level: 1, name: "Demo Oy" })).toBeVisible({ timeout: 30_000 })
    await expect(page.locator("[data-disclosure]")).toHaveCount(2)
    await page.setViewportSize({ width: 390, height: 844 })
    await expectFitsTheWidth(page)
    await expectNoSeriousA11yViolations(page)
    const downloading = page.waitForEvent("download")
    await page.getByRole("button", { name: "Spreadsheet (.xlsx)" }).click()
    const download = await downloading
    expect((await bytesOf(download)).subarray(0, 2).toString("latin1")).toBe("PK")
  })
})
