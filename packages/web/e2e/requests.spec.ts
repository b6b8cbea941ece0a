import { mkdirSync } from "node:fs"
import path from "node:path"
import { expect, type Page } from "@playwright/test"
import { expectNoSeriousA11yViolations } from "./axe.js"
import { openCompany, signIn, startDemoApi, type DemoApi } from "./ghgDemoApi.js"
import { clientAddress, test } from "./support/clientAddress.js"
import { unknownBusinessId } from "./support/companyUser.js"
import { chooseOption } from "./support/controls.js"
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
const shoot = async (page: Page, name: string) => {
  if (!shotsDir) return
  mkdirSync(shotsDir, { recursive: true })
  const viewport = page.viewportSize()
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    await page.screenshot({ path: path.join(shotsDir, `${name}-${width}.png`), fullPage: true })
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
    await page.getByLabel("Send it to these 2 companies").check()
    await page.getByRole("button", { name: "Send the request" }).click()
    await expect(page.getByRole("heading", { level: 2, name: "Portfolio" })).toBeVisible({ timeout: 30_000 })
    // The mails go out in the background within seconds; the rows turn sent on the page.
    await expect(
      page
        .getByRole("row", { name: /7654321-2/ })
        .locator(".chip")
        .first(),
    ).toHaveText("Sent", {
      timeout: 30_000,
    })
  })

  const finnish = await (
    await browser.newContext({
      locale: "fi-FI",
      viewport: { width: 390, height: 844 },
      extraHTTPHeaders: { "x-forwarded-for": clientAddress() },
    })
  ).newPage()
  await test.step("Demo Toimittaja Oy's owner finds it in the inbox, in Finnish at 390 px", async () => {
    await finnish.goto(`${demo.url}/login`)
    await finnish.getByLabel("Sähköposti").fill(demo.supplier.email)
    await finnish.getByLabel("Salasana").fill(demo.supplier.password)
    await finnish.getByRole("button", { name: "Kirjaudu sisään", exact: true }).click()
    await expect(finnish).not.toHaveURL(/\/login$/, { timeout: 30_000 })
    await finnish.getByRole("button", { name: /^Demo Toimittaja Oy/ }).click()
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
    const reportUrl = await finnish.getByRole("link", { name: "Täytä raportti" }).getAttribute("href")
    const requestUrl = finnish.url()
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
  await finnish.context().close()

  await test.step("Demo Oy's portfolio: the supplier shared with its scope 1, the other still sent", async () => {
    await page.reload()
    // The row is named as the requester named the company: here by its Business ID alone.
    const shared = page.getByRole("row", { name: /7654321-2/ })
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
    await shared.getByRole("link", { name: "Open the shared report of 7654321-2" }).click()
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
})
