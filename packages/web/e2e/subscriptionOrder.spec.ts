import { expect } from "@playwright/test"
import { expectNoSeriousA11yViolations } from "./axe.js"
import { test } from "./support/clientAddress.js"
import { signUpWithCompany } from "./support/companyUser.js"

/**
 * From trial to paid without a dead end (issue 17), tried as a new user would: a person signs up
 * with a new company (trial), finds the spreadsheet refused with a link to order, orders the
 * subscription in the Subscription tab (price with VAT, terms, billing details prefilled), and
 * downloads the spreadsheet right after; the invoice is there, its copy in the reader's language.
 * In an English and a Finnish browser.
 */
const browsers = [
  {
    locale: "en-US",
    language: "en",
    create: "Create new report",
    submit: "Create report",
    orderLink: "Order the subscription",
    net: "€780.00",
    vat: "VAT 25.5 %",
    total: "€978.90",
    invoicingEmail: "Invoicing email",
    accept: "I accept the terms and order the subscription for the company.",
    order: "Order subscription",
    active: "Active",
    activation: "Activation",
    openInvoice: /Open invoice \d+/,
    copyTotal: "Total to pay",
    copyItem: "VSME reporting service, annual subscription",
    close: "Close",
    spreadsheet: "Spreadsheet",
    download: "Download spreadsheet (.xlsx)",
  },
  {
    locale: "fi-FI",
    language: "fi",
    create: "Luo uusi raportti",
    submit: "Luo raportti",
    orderLink: "Tilaa palvelu",
    net: "780,00 €",
    vat: "ALV 25,5 %",
    total: "978,90 €",
    invoicingEmail: "Laskutussähköposti",
    accept: "Hyväksyn ehdot ja tilaan palvelun yritykselle.",
    order: "Tilaa palvelu",
    active: "Voimassa",
    activation: "Aktivointi",
    openInvoice: /Avaa lasku \d+/,
    copyTotal: "Maksettava yhteensä",
    copyItem: "VSME-raportointipalvelu, vuositilaus",
    close: "Sulje",
    spreadsheet: "Taulukko",
    download: "Lataa taulukko (.xlsx)",
  },
] as const

for (const browser of browsers) {
  test.describe(`a browser set to ${browser.locale}`, () => {
    test.use({ locale: browser.locale })

    test("an owner of a trial company orders the subscription and downloads the spreadsheet right after", async ({
      page,
    }) => {
      test.setTimeout(150_000)
      const user = await signUpWithCompany(page, `order-${browser.language}`)
      // Sign-up chose English by link; a person who never picks a language gets the browser's.
      await page.evaluate(() => window.localStorage.removeItem("locale"))
      await page.reload()
      await expect(page.locator("html")).toHaveAttribute("lang", browser.language, { timeout: 30_000 })

      await page.getByRole("button", { name: browser.create }).click()
      const dialog = page.getByRole("dialog", { name: browser.create })
      await dialog.locator("input[type=date]").last().fill("2025-12-31")
      await dialog.getByRole("button", { name: browser.submit }).click()
      await expect(page).toHaveURL(/\/reports\/[0-9a-f-]{36}$/)
      const review = `${new URL(page.url()).pathname}/review`

      await test.step("the spreadsheet is refused in trial, with a way to order", async () => {
        await page.goto(review)
        const spreadsheet = page.getByRole("region", { name: browser.spreadsheet })
        await expect(spreadsheet.getByRole("button", { name: browser.download })).toHaveCount(0)
        await expectNoSeriousA11yViolations(page)
        await spreadsheet.getByRole("link", { name: browser.orderLink }).click()
        await expect(page).toHaveURL(/\/account\?tab=subscription$/)
      })

      const panel = page.getByRole("tabpanel")
      await test.step("the Subscription tab shows the price with VAT, the terms and prefilled details", async () => {
        await expect(panel.getByRole("row", { name: browser.net })).toBeVisible()
        await expect(panel.getByRole("row", { name: new RegExp(browser.vat) })).toBeVisible()
        await expect(panel.getByRole("row", { name: new RegExp(browser.total) })).toBeVisible()
        await expect(panel.getByText(user.businessId, { exact: true })).toBeVisible()
        await expect(panel.getByLabel(/VAT number|ALV-tunniste/)).toHaveValue(
          `FI${user.businessId.replace("-", "")}`,
        )
        await panel.getByLabel(browser.invoicingEmail).fill(`laskut.${browser.language}@example.com`)
        await expect(panel.getByRole("button", { name: browser.order })).toBeDisabled()
        await panel.getByLabel(browser.accept).check()
        await expectNoSeriousA11yViolations(page)
      })

      await test.step("orders: active at once, with the invoice of the year", async () => {
        await panel.getByRole("button", { name: browser.order }).click()
        await expect(panel.getByText(browser.active, { exact: true })).toBeVisible({ timeout: 30_000 })
        const invoiceRow = panel.getByRole("row", { name: new RegExp(browser.activation) })
        await expect(invoiceRow).toContainText(browser.total)
        await expect(panel.getByRole("button", { name: browser.order })).toHaveCount(0)
        await expectNoSeriousA11yViolations(page)
        await invoiceRow.getByRole("button", { name: browser.openInvoice }).click()
        const copy = page.getByRole("dialog")
        const frame = copy.frameLocator("iframe")
        await expect(frame.getByText(browser.copyTotal)).toBeVisible()
        await expect(frame.getByText(browser.copyItem)).toBeVisible()
        await copy.getByRole("button", { name: browser.close, exact: true }).click()
        await expect(copy).toHaveCount(0)
      })

      await test.step("downloads the spreadsheet right after", async () => {
        await page.goto(review)
        const spreadsheet = page.getByRole("region", { name: browser.spreadsheet })
        const downloading = page.waitForEvent("download")
        await spreadsheet.getByRole("button", { name: browser.download }).click()
        expect((await downloading).suggestedFilename()).toMatch(/\.xlsx$/)
        await expectNoSeriousA11yViolations(page)
      })
    })
  })
}
