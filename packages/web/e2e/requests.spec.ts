import { mkdirSync, readFileSync } from "node:fs"
import path from "node:path"
import { expect, type Browser, type Locator, type Page } from "@playwright/test"
import { parseCsv } from "@vsme/core"
import ExcelJS from "exceljs"
import { expectNoSeriousA11yViolations } from "./axe.js"
import { openCompany, signIn, startDemoApi, type DemoApi } from "./ghgDemoApi.js"
import { clientAddress, test } from "./support/clientAddress.js"
import { unknownBusinessId } from "./support/companyUser.js"
import { chooseOption, fileInput } from "./support/controls.js"
import { ports } from "./support/ports.js"

/**
 * A data request (issue 32) in Chromium against the real API, on the demo data: Demo Oy (en-US)
 * sends a bank's usual set with two questions of its own to Demo Toimittaja Oy (by Business ID) and
 * to a Business ID no account has, after the preview; Demo Toimittaja Oy's owner (fi-FI, 390 px)
 * finds it in the inbox, answers with its report, answers one question and declines the other, and
 * shares; Demo Oy's portfolio shows the row shared with a key figure. Every page is scanned with axe.
 * With REQUEST_SHOTS=dir the pages are also photographed at 390 and 1280 px, to look at them.
 */
let demo: DemoApi
test.describe.configure({ mode: "default" })

test.beforeAll(async () => {
  test.setTimeout(150_000)
  demo = await startDemoApi(ports.app + 15, {}, 120_000)
})
test.afterAll(async () => {
  await demo?.stop()
})

const shotsDir = process.env.REQUEST_SHOTS
/** The whole page, or only `part` of it where a long page would hide what is new. */
const shoot = async (page: Page, name: string, part?: Locator) => {
  if (!shotsDir) return
  mkdirSync(shotsDir, { recursive: true })
  const viewport = page.viewportSize()
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    const file = path.join(shotsDir, `${name}-${width}.png`)
    await (part ? part.screenshot({ path: file }) : page.screenshot({ path: file, fullPage: true }))
  }
  if (viewport) await page.setViewportSize(viewport)
}

/** Nothing to scroll sideways: the page is no wider than the window. */
const expectFitsTheWidth = async (page: Page) => {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }))
  expect(scrollWidth, `the width of ${page.url()}`).toBeLessThanOrEqual(innerWidth)
}

/** Ticks the confirmation of the previewed `count` companies and sends; the row `row` turns sent. */
const confirmSend = async (page: Page, count: number, row: RegExp) => {
  await page.getByLabel(`Send it to these ${count} companies`).check()
  await page.getByRole("button", { name: "Send the request" }).click()
  await expect(page.getByRole("heading", { level: 2, name: "Portfolio" })).toBeVisible({ timeout: 30_000 })
  // The mails go out in the background within seconds; the rows turn sent on the page.
  await expect(page.getByRole("row", { name: row }).locator(".chip").first()).toHaveText("Sent", {
    timeout: 30_000,
  })
}

/** A page of its own for the supplier's owner, in Finnish. */
const finnishPage = async (browser: Browser, viewport: { width: number; height: number }) =>
  (
    await browser.newContext({
      locale: "fi-FI",
      viewport,
      extraHTTPHeaders: { "x-forwarded-for": clientAddress() },
    })
  ).newPage()

/** Demo Toimittaja Oy's owner signs in (in Finnish) and opens the company. */
const signInAsSupplier = async (finnish: Page) => {
  await finnish.goto(`${demo.url}/login`)
  await finnish.getByLabel("Sähköposti").fill(demo.supplier.email)
  await finnish.getByLabel("Salasana").fill(demo.supplier.password)
  await finnish.getByRole("button", { name: "Kirjaudu sisään", exact: true }).click()
  await expect(finnish).not.toHaveURL(/\/login$/, { timeout: 30_000 })
  await finnish.getByRole("button", { name: /^Demo Toimittaja Oy/ }).click()
}

const yesNoQuestion = "Do you have a science-based emission target?"
const textQuestion = "Which of your sites are rented?"

test("a bank's request: sent after the preview, answered in Finnish at 390 px with a declined question, shared into the portfolio", async ({
  page,
  browser,
}) => {
  // About a minute on an idle machine; generous for one shared with other runs (as sharing.spec.ts).
  test.setTimeout(240_000)
  const stranger = unknownBusinessId()
  await signIn(page, demo, demo.owner)
  await openCompany(page, /Demo Oy/)

  await test.step("Demo Oy writes the request: the bank's set and two questions of its own", async () => {
    await page
      .getByRole("navigation", { name: "Main navigation" })
      .getByRole("link", { name: "Requests" })
      .click()
    await expect(page.getByRole("heading", { level: 1, name: "Data requests" })).toBeVisible()
    await expectNoSeriousA11yViolations(page)
    await shoot(page, "requests-list")
    await page.getByRole("link", { name: "New request" }).click()
    await expect(page.getByRole("heading", { level: 1, name: "New data request" })).toBeVisible()
    await page.getByLabel("Title", { exact: true }).fill("Sustainability figures for the loan review")
    await page.getByLabel("Reporting year").fill("2025")
    await expect(page.getByLabel("A bank's usual set")).toBeChecked()
    await page.getByRole("button", { name: "Add a question" }).click()
    await page.getByRole("button", { name: "Add a question" }).click()
    const first = page.getByRole("group", { name: /^Question 1/ })
    await first.getByLabel("Question", { exact: true }).fill(yesNoQuestion)
    await chooseOption(first, "Answer", "Yes or no")
    await page
      .getByRole("group", { name: /^Question 2/ })
      .getByLabel("Question", { exact: true })
      .fill(textQuestion)
    // Each question of its own is marked as one the company may decline.
    await expect(first.getByText("Beyond the VSME – you may decline")).toBeVisible()
    await expectNoSeriousA11yViolations(page)
    await shoot(page, "request-new")
    await page.getByRole("button", { name: "Save and add companies" }).click()
    await expect(
      page.getByRole("heading", { level: 1, name: "Sustainability figures for the loan review" }),
    ).toBeVisible({ timeout: 30_000 })
  })

  await test.step("two companies by Business ID, one at a time; the check digit is checked first", async () => {
    await page.getByLabel("Business ID").fill("7654321-3")
    await page.getByLabel("Contact e-mail").fill("supplier@demo.example")
    await page.getByRole("button", { name: "Add the company" }).click()
    await expect(page.getByText("Please enter a valid Finnish Business ID")).toBeVisible()
    await page.getByLabel("Business ID").fill("7654321-2")
    await page.getByRole("button", { name: "Add the company" }).click()
    await expect(page.getByText("7654321-2 is added.")).toBeVisible()
    await page.getByLabel("Business ID").fill(stranger)
    await page.getByLabel("Contact e-mail").fill("cfo@example.com")
    await page.getByLabel("Name").fill("Tuntematon Oy")
    await page.getByRole("button", { name: "Add the company" }).click()
    await expect(page.getByText(`${stranger} is added.`)).toBeVisible()
    await expect(page.getByRole("listitem").filter({ hasText: "Tuntematon Oy" })).toBeVisible()
  })

  await test.step("the preview names two companies and shows the e-mail; the send waits for the tick", async () => {
    await page.getByRole("button", { name: "Preview", exact: true }).click()
    await expect(page.getByText("The request goes to 2 companies.")).toBeVisible()
    await expect(page.locator(".request-mail__text")).toContainText(
      "Sustainability figures for the loan review",
    )
    await expectNoSeriousA11yViolations(page)
    await shoot(page, "request-draft")
    await page.getByRole("button", { name: "Send the request" }).click()
    await expect(page.getByText("Tick the confirmation first.")).toBeVisible()
    await confirmSend(page, 2, /7654321-2/)
  })

  let reportUrl: string | null = null
  let requestUrl = ""
  const finnish = await finnishPage(browser, { width: 390, height: 844 })
  await test.step("Demo Toimittaja Oy's owner finds it in the inbox, in Finnish at 390 px", async () => {
    await signInAsSupplier(finnish)
    const nav = finnish.getByRole("navigation", { name: "Päävalikko" })
    await expect(nav.getByRole("link", { name: /^Tietopyynnöt\W*1 pyyntö odottaa vastausta$/ })).toBeVisible({
      timeout: 30_000,
    })
    await nav.getByRole("link", { name: /^Tietopyynnöt/ }).click()
    const card = finnish.getByRole("article", { name: "Sustainability figures for the loan review" })
    await expect(card.getByText("Demo Oy")).toBeVisible()
    await expectFitsTheWidth(finnish)
    await expectNoSeriousA11yViolations(finnish)
    await card.getByRole("link", { name: "Avaa pyyntö" }).click()
    await expect(
      finnish.getByRole("heading", { level: 1, name: "Sustainability figures for the loan review" }),
    ).toBeVisible()
    await expect(finnish.getByText("Pyytäjä Demo Oy (1234567-1)")).toBeVisible()
  })

  await test.step("answers with its 2025 report: coverage, one question answered, the other declined, shared", async () => {
    await finnish.getByRole("button", { name: "Vastaa tällä raportilla" }).click()
    await expect(finnish.getByText(/^\d+\/\d+ vastattu$/)).toBeVisible({ timeout: 30_000 })
    await expect(finnish.getByRole("heading", { level: 3, name: /^B3 / })).toBeVisible()
    // Scope 1 marked estimated in the report form, with the method: the requester sees its quality.
    reportUrl = await finnish.getByRole("link", { name: "Täytä raportti" }).getAttribute("href")
    requestUrl = finnish.url()
    await finnish.goto(`${demo.url}${reportUrl}?question=GrossScope1GreenhouseGasEmissions`)
    await finnish.getByLabel("Luku on arvio").check()
    await finnish.getByLabel("Miten arvio on tehty").fill("Polttoaineostot laskuista, joulukuu arvioitu.")
    await finnish.getByRole("button", { name: "Tallenna", exact: true }).click()
    await expect(finnish.getByText("Tallennettu.")).toBeVisible()
    await expectNoSeriousA11yViolations(finnish)
    await shoot(finnish, "report-estimate")
    await finnish.goto(requestUrl)
    await expect(finnish.getByText(/^\d+\/\d+ vastattu$/)).toBeVisible({ timeout: 30_000 })
    await finnish.getByRole("group", { name: yesNoQuestion }).getByLabel("Kyllä").check()
    const declined = finnish.getByRole("group", { name: textQuestion })
    await expect(declined.getByText("VSME:n ulkopuolinen – voit kieltäytyä")).toBeVisible()
    await declined.getByLabel("Kieltäydy vastaamasta").check()
    await expectFitsTheWidth(finnish)
    await expectNoSeriousA11yViolations(finnish)
    await shoot(finnish, "request-incoming")
    await finnish.getByRole("button", { name: "Esikatsele vastausta" }).click()
    await expect(finnish.getByRole("heading", { name: "Mitä pyytäjä näkee" })).toBeFocused()
    await expect(
      finnish.locator(".share-preview__frame").getByRole("heading", { name: "Demo Toimittaja Oy" }),
    ).toBeVisible({ timeout: 30_000 })
    await finnish.getByLabel("Saan jakaa tämän yrityksen puolesta").check()
    await finnish.getByRole("button", { name: "Jaa vastaus" }).click()
    await expect(finnish.getByText("Vastaus on jaettu pyytäjälle Demo Oy.")).toBeVisible({ timeout: 30_000 })
    await expect(finnish.locator(".incoming > p .chip")).toHaveText("Jaettu")
    await expectNoSeriousA11yViolations(finnish)
  })

  await test.step("Demo Oy's portfolio: the supplier shared with its scope 1, the other still sent", async () => {
    await page.reload()
    // Added by its Business ID alone, the row now carries the company's own name.
    const shared = page.getByRole("row", { name: /Demo Toimittaja Oy\s*7654321-2/ })
    await expect(shared).toBeVisible({ timeout: 30_000 })
    await expect(shared.locator(".chip").first()).toHaveText("Shared", { timeout: 30_000 })
    const scope1 = shared.locator(".portfolio__figures > div").filter({ hasText: "Scope 1" })
    await expect(scope1.locator("dd")).toHaveText(/^116\.3 tCO2e\s*estimated$/)
    await expect(
      page
        .getByRole("row", { name: /Tuntematon Oy/ })
        .locator(".chip")
        .first(),
    ).toHaveText("Sent")
    await expectNoSeriousA11yViolations(page)
    // On a phone each company is a card that fits the width, key figures and all.
    await page.setViewportSize({ width: 390, height: 844 })
    await expectFitsTheWidth(page)
    await page.setViewportSize({ width: 1280, height: 720 })
    await shoot(page, "request-portfolio")
    await shared.getByRole("link", { name: "Open the shared report of Demo Toimittaja Oy" }).click()
    await expect(page.getByRole("heading", { level: 1, name: "Demo Toimittaja Oy" })).toBeVisible({
      timeout: 30_000,
    })
    // The requester sees the answer to its own question and the reason the other was declined.
    const answers = page.locator(".request-answers")
    await expect(answers.getByText("Yes", { exact: true })).toBeVisible()
    await expect(answers.getByText("Declined: Beyond the VSME – declined")).toBeVisible()
    await expectNoSeriousA11yViolations(page)
    await shoot(page, "request-received")
  })

  await test.step("the supplier states a third-party verification and sends the update; Demo Oy sees by whom and when", async () => {
    await finnish.goto(`${demo.url}${reportUrl}/review`)
    const panel = finnish.getByRole("region", { name: "Ulkopuolinen varmennus" })
    await expect(panel.getByText("Ulkopuolista varmennusta ei ole ilmoitettu.")).toBeVisible({
      timeout: 30_000,
    })
    await panel.getByLabel("Varmentaja").fill("Tilintarkastus Esimerkki Oy")
    await panel.getByLabel("Varmennuksen päivämäärä").fill("2026-02-16")
    await panel.getByRole("button", { name: "Tallenna varmennus" }).click()
    await expect(panel.getByText("Varmentanut Tilintarkastus Esimerkki Oy 16.2.2026.")).toBeVisible()
    await expectFitsTheWidth(finnish)
    await expectNoSeriousA11yViolations(finnish)
    await shoot(finnish, "report-verification", panel)
    await finnish.goto(requestUrl)
    // The update starts from the answers shared before.
    await expect(finnish.getByRole("group", { name: yesNoQuestion }).getByLabel("Kyllä")).toBeChecked({
      timeout: 30_000,
    })
    await expect(
      finnish.getByRole("group", { name: textQuestion }).getByLabel("Kieltäydy vastaamasta"),
    ).toBeChecked()
    await finnish.getByRole("button", { name: "Esikatsele vastausta" }).click()
    await finnish.getByLabel("Saan jakaa tämän yrityksen puolesta").check()
    await finnish.getByRole("button", { name: "Lähetä päivitys" }).click()
    await expect(finnish.getByText("Vastaus on jaettu pyytäjälle Demo Oy.")).toBeVisible({ timeout: 30_000 })
    await expectNoSeriousA11yViolations(finnish)

    await page.reload()
    await expect(page.getByText("Verified by Tilintarkastus Esimerkki Oy on Feb 16, 2026.")).toBeVisible({
      timeout: 30_000,
    })
    await expectNoSeriousA11yViolations(page)
    await shoot(page, "request-received-verified", page.locator(".shared-report__header"))
    await page.goBack()
    const scope1 = page
      .getByRole("row", { name: /7654321-2/ })
      .locator(".portfolio__figures > div")
      .filter({ hasText: "Scope 1" })
    await expect(scope1.locator("dd")).toHaveText(/^116\.3 tCO2e\s*verified$/, { timeout: 30_000 })
  })
  await finnish.context().close()
})

test("companies from a file, the portfolio's downloads and reminders, and a whole request declined with a reason", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000)
  const [alfa, beeta] = [unknownBusinessId(), unknownBusinessId()]
  const title = "Climate follow-up 2025"
  await signIn(page, demo, demo.owner)
  await openCompany(page, /Demo Oy/)

  await test.step("Demo Oy adds the companies from a CSV file: a bad row listed by its line, a repeated one merged", async () => {
    await page.goto(`${demo.url}/requests/new`)
    await page.getByLabel("Title", { exact: true }).fill(title)
    await page.getByLabel("Reporting year").fill("2025")
    await page.getByRole("button", { name: "Save and add companies" }).click()
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible({ timeout: 30_000 })
    await page.getByText("Many companies from a file").click()
    // As Excel saves a Finnish sheet: semicolons, Finnish headers.
    const csv = [
      "Y-tunnus;Sähköposti;Nimi",
      "7654321-2;talous@toimittaja.example;Toimittaja",
      `${alfa};info@alfa.example;Alfa Oy`,
      `${beeta};info@beeta.example;Beeta Oy`,
      "1234567-0;vaara@example.com;Väärä Oy",
      `${alfa};cfo@alfa.example;`,
    ].join("\r\n")
    await fileInput(page, "Recipients' file").setInputFiles({
      name: "vastaanottajat.csv",
      mimeType: "text/csv",
      buffer: Buffer.from(csv),
    })
    await page.getByRole("button", { name: "Add from the file" }).click()
    await expect(page.getByText("3 added, 1 merged; 3 companies in all.")).toBeVisible({ timeout: 30_000 })
    await expect(page.getByRole("heading", { name: "Rows left out" })).toBeVisible()
    await expect(page.getByRole("listitem").filter({ hasText: /^Line 5, Y-tunnus: / })).toBeVisible()
    const list = page.getByRole("list", { name: "Companies to ask" })
    await expect(list.getByRole("listitem")).toHaveCount(3)
    await expect(list.getByRole("listitem").filter({ hasText: alfa })).toContainText("cfo@alfa.example")
    await expectNoSeriousA11yViolations(page)
    await shoot(page, "request-upload")
    // The decision record (038) leaves out "M new to the product": it would tell who is a customer.
    await page.getByRole("button", { name: "Preview", exact: true }).click()
    await expect(page.getByText("The request goes to 3 companies.")).toBeVisible()
    await confirmSend(page, 3, /Alfa Oy/)
  })

  await test.step("reminders at 390 px: one company now, then all unanswered; the automatic ones switched off", async () => {
    await page.setViewportSize({ width: 390, height: 844 })
    const alfaRow = page.getByRole("row", { name: /Alfa Oy/ })
    await alfaRow.getByRole("button", { name: "Remind Alfa Oy" }).click()
    await expect(alfaRow.getByRole("status")).toHaveText(/^1 reminded, 0 skipped/)
    await expect(alfaRow.getByText("reminded once")).toBeVisible()
    await page.getByRole("button", { name: "Remind all unanswered now" }).click()
    // At most once a day per company: Alfa Oy was reminded a moment ago.
    await expect(page.getByText(/^2 reminded, 1 skipped/)).toBeVisible()
    await expect(page.getByRole("row", { name: /Beeta Oy/ }).getByText("reminded once")).toBeVisible()
    await expect(alfaRow.getByText("reminded once")).toBeVisible()
    const automatic = page.getByLabel("Automatic reminders")
    await expect(automatic).toBeChecked()
    await automatic.uncheck()
    await expect(automatic).not.toBeChecked()
    await page.reload()
    await expect(page.getByLabel("Automatic reminders")).not.toBeChecked({ timeout: 30_000 })
    await expectFitsTheWidth(page)
    await expectNoSeriousA11yViolations(page)
    await page.setViewportSize({ width: 1280, height: 720 })
  })

  await test.step("Demo Toimittaja Oy's owner declines the whole request, in Finnish, with a reason and its words", async () => {
    const finnish = await finnishPage(browser, { width: 1280, height: 720 })
    await signInAsSupplier(finnish)
    await finnish
      .getByRole("navigation", { name: "Päävalikko" })
      .getByRole("link", { name: /^Tietopyynnöt/ })
      .click()
    await finnish.getByRole("article", { name: title }).getByRole("link", { name: "Avaa pyyntö" }).click()
    await expect(finnish.getByRole("heading", { level: 1, name: title })).toBeVisible()
    await finnish.getByText("Kieltäydy koko pyynnöstä").click()
    await finnish.getByLabel("Muu syy").check()
    await finnish.getByLabel("Perustelu", { exact: true }).fill("Toimitamme tiedot pääomistajan kautta.")
    await expectNoSeriousA11yViolations(finnish)
    await shoot(finnish, "request-decline")
    await finnish.getByRole("button", { name: "Kieltäydy pyynnöstä" }).click()
    const declined = finnish.getByRole("note").filter({ hasText: "Yritys kieltäytyi pyynnöstä" })
    await expect(declined).toContainText("Syy: Muu syy – Toimitamme tiedot pääomistajan kautta.", {
      timeout: 30_000,
    })
    await expectNoSeriousA11yViolations(finnish)
    await finnish.context().close()

    await page.reload()
    const row = page.getByRole("row", { name: /Toimittaja\s*7654321-2/ })
    await expect(row.locator(".chip").first()).toHaveText("Declined", { timeout: 30_000 })
    await expect(row).toContainText("Reason: Other – Toimitamme tiedot pääomistajan kautta.")
    await expectNoSeriousA11yViolations(page)
    await shoot(page, "request-portfolio-declined")
  })

  await test.step("the portfolio downloads: a spreadsheet and a CSV named after the request, a row a company", async () => {
    const downloads = page.getByRole("region", { name: "Downloads" })
    let downloading = page.waitForEvent("download")
    await downloads.getByRole("button", { name: "Spreadsheet (.xlsx)" }).click()
    const xlsx = await downloading
    expect(xlsx.suggestedFilename()).toBe("Climate follow-up 2025 en.xlsx")
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load(readFileSync((await xlsx.path())!) as unknown as ArrayBuffer)
    const sheet = workbook.worksheets[0]!
    expect(sheet.getRow(1).getCell(1).text).toBe("Company")
    expect(sheet.actualRowCount).toBe(4)

    downloading = page.waitForEvent("download")
    await downloads.getByRole("button", { name: "CSV" }).click()
    const csv = await downloading
    expect(csv.suggestedFilename()).toBe("Climate follow-up 2025 en.csv")
    const { columns, records } = parseCsv(readFileSync((await csv.path())!, "utf8").replace(/^\uFEFF/, ""))
    expect(columns.slice(0, 7)).toEqual([
      "Company",
      "Business ID",
      "Contact e-mail",
      "Status",
      "Last change (UTC)",
      "Declined: reason",
      "Declined: explanation",
    ])
    expect(columns.some((c) => /Scope 1/.test(c))).toBe(true)
    expect(records).toHaveLength(3)
    const supplier = records.find((r) => r.values["Business ID"] === "7654321-2")!
    expect(supplier.values).toMatchObject({ Status: "declined", "Declined: reason": "other" })
  })
})
