import { expect, type Page } from "@playwright/test"
import { expectNoSeriousA11yViolations } from "./axe.js"
import { test } from "./support/clientAddress.js"
import { signUpWithCompany, strongPassword, uniqueEmail } from "./support/companyUser.js"
import { mailedLink } from "./support/mailbox.js"

/**
 * Real browsers send region tags (fi-FI, sv-SE, en-US, en-GB), not "fi": the report form and the
 * review must find their texts for them all (issue 16: "B1 undefined" in fi-FI browsers).
 */
const browsers = [
  {
    locale: "fi-FI",
    language: "fi",
    firstQuestion: "Onko yrityksellä vastuullisuussertifikaatteja tai -merkkejä?",
    create: "Luo uusi raportti",
    submit: "Luo raportti",
  },
  {
    locale: "sv-SE",
    language: "sv",
    firstQuestion: "Har företaget hållbarhetscertifikat eller märkningar?",
    create: "Skapa ny rapport",
    submit: "Skapa rapport",
  },
  {
    locale: "en-US",
    language: "en",
    firstQuestion: "Does the company hold sustainability certificates or labels?",
    create: "Create new report",
    submit: "Create report",
  },
  {
    locale: "en-GB",
    language: "en",
    firstQuestion: "Does the company hold sustainability certificates or labels?",
    create: "Create new report",
    submit: "Create report",
  },
] as const

/** Text a person must never see: a missing translation or a value that was never filled in. */
const expectNoBrokenText = async (page: Page) => {
  const text = await page.locator("body").innerText()
  expect(text).not.toMatch(/\bundefined\b|\[object Object\]|\bNaN\b/)
  // Raw catalogue keys look like "reports.form.saveNext": dotted lower-camel words, no spaces.
  expect(text).not.toMatch(/(^|\s)[a-z][a-zA-Z]+\.[a-z][a-zA-Z]+\.[a-z][a-zA-Z.]+(\s|$)/)
}

for (const browser of browsers) {
  test.describe(`a browser set to ${browser.locale}`, () => {
    test.use({ locale: browser.locale })

    test("sees the report form and the review in its language", async ({ page }) => {
      test.setTimeout(90_000)
      await signUpWithCompany(page)
      // Sign-up chose English by link (?lng=en); a person who never picks a language gets the browser's.
      await page.evaluate(() => window.localStorage.removeItem("locale"))
      await page.reload()
      await expect(page.locator("html")).toHaveAttribute("lang", browser.language, { timeout: 30_000 })
      expect(await page.evaluate(() => window.localStorage.getItem("locale"))).toBe(browser.language)

      await page.getByRole("button", { name: browser.create }).click()
      const dialog = page.getByRole("dialog", { name: browser.create })
      await dialog.locator("input[type=date]").last().fill("2025-12-31")
      await dialog.getByRole("button", { name: browser.submit }).click()
      await expect(page).toHaveURL(/\/reports\/[0-9a-f-]{36}$/)
      await expect(page.getByRole("heading", { level: 2, name: browser.firstQuestion })).toBeVisible()
      await expectNoBrokenText(page)
      await expectNoSeriousA11yViolations(page)

      if (browser.language === "fi") {
        // The NACE question: 1,025 codes searched by digits or Finnish words, chosen as chips.
        await page
          .getByRole("navigation", { name: "Raportin kysymykset" })
          .getByRole("button", { name: /Toimialakoodit \(NACE\)/ })
          .click()
        const nace = page.getByRole("combobox", { name: "Toimialakoodit (NACE)" })
        await nace.fill("ohjelmistojen suunn")
        await page.getByRole("option", { name: "62.10 Ohjelmistojen suunnittelu ja valmistus" }).click()
        await nace.fill("6920")
        await page.getByRole("option", { name: /^69\.20 Laskentatoimi/ }).click()
        const chosen = page.getByRole("list", { name: "Toimialakoodit (NACE): Valitut" })
        await expect(chosen.getByRole("listitem")).toHaveCount(2)
        await expect(chosen).toContainText("62.10 Ohjelmistojen suunnittelu ja valmistus")
        await expectNoSeriousA11yViolations(page)
        await page.getByRole("button", { name: "Tallenna ja seuraava" }).click()
        await expect(page.getByText("Tallennettu.")).toBeVisible()
      }

      await page.goto(`${new URL(page.url()).pathname}/review`)
      await expect(page.getByText(browser.firstQuestion).first()).toBeVisible({ timeout: 30_000 })
      await expect(page.locator("html")).toHaveAttribute("lang", browser.language)
      await expectNoBrokenText(page)
      await expectNoSeriousA11yViolations(page)
    })
  })
}

test.describe("a browser set to fi-FI, creating a company account", () => {
  test.use({ locale: "fi-FI" })

  test("sees the register's TOL 2008 line for what it is and finds its NACE Rev. 2.1 code by Finnish words", async ({
    page,
  }) => {
    test.setTimeout(90_000)
    const email = uniqueEmail("tol2008")
    await page.goto("/signup")
    await expect(page.locator("html")).toHaveAttribute("lang", "fi")
    await page.getByLabel("Sähköposti").fill(email)
    await page.getByLabel("Salasana", { exact: true }).fill(strongPassword)
    await page.getByRole("button", { name: "Luo käyttäjä" }).click()
    await page.goto(await mailedLink(email, "/verify-email"))
    await expect(page).toHaveURL(/\/select-account$/, { timeout: 30_000 })
    await page.getByRole("link", { name: "Luo yritystili" }).click()

    // The recorded register gives this company the TOL 2008 code 62010 (programming), which is not a
    // Rev. 2.1 class: it is named as the register names it, and nothing is chosen for the person.
    await page.getByLabel("Y-tunnus").fill("1234567-1")
    await page.getByRole("button", { name: "Hae tiedot" }).click()
    await expect(
      page.getByText("TOL 2008 mukainen: 62010 Ohjelmistojen suunnittelu ja valmistus"),
    ).toBeVisible()
    await expect(page.getByLabel("Yrityksen nimi")).toHaveValue("Ohjelmapaja Oy")
    await expect(page.getByText("(englanniksi)")).toHaveCount(0)

    await page.getByLabel("Hae NACE-koodeja").fill("ohjelmistojen suunnittelu")
    const results = page.getByRole("region", { name: "Hakua vastaavat NACE-koodit" })
    await expect(results).toContainText("62.10 Ohjelmistojen suunnittelu ja valmistus")
    await results.getByRole("button", { name: /62\.10 Ohjelmistojen suunnittelu ja valmistus/ }).click()
    await expect(page.getByRole("list", { name: /NACE/ })).toContainText(
      "62.10 Ohjelmistojen suunnittelu ja valmistus",
    )
    await expectNoBrokenText(page)
    await expectNoSeriousA11yViolations(page)

    await page.getByLabel("Hyväksyn käyttöehdot").check()
    await page.getByLabel("Vahvistan, että minulla on oikeus toimia tämän yrityksen puolesta").check()
    await page.getByRole("button", { name: "Luo yritystili" }).click()
    await expect(page).toHaveURL(/\/$/)
  })
})
