import { expect, type Page } from "@playwright/test"
import { expectNoSeriousA11yViolations } from "./axe.js"
import { test } from "./support/clientAddress.js"
import { expectNoBrokenText } from "./support/brokenText.js"
import { strongPassword, uniqueEmail, unknownBusinessId } from "./support/companyUser.js"
import { mailedLink } from "./support/mailbox.js"
import { chooseOption, selectButton, showQuestionList } from "./support/controls.js"

/**
 * The first hour of a Finnish SME with the report (issue 16), in browsers set to Finnish, Swedish,
 * British and American English, on a desktop and a phone: a new report starts with what the company account
 * knows, Save and next opens the follow-ups an answer brings, a contradiction between figures warns,
 * the review shows figures people can read, and Mark ready on an incomplete report lists what is left.
 * Real browsers send region tags, not "fi" (issue 16: "B1 undefined" in fi-FI browsers): the language
 * is the browser's, and no text is a missing translation.
 */
const languages = {
  "fi-FI": {
    create: "Luo uusi raportti",
    submit: "Luo raportti",
    questions: "Raportin kysymykset",
    next: "Tallenna ja seuraava",
    yes: "Kyllä",
    unchanged: "Onko osa tiedoista ennallaan edellisestä raportista?",
    unchangedList: "Ennallaan olevat tiedot",
    legalForm: "Yritysmuoto",
    otherLegalForm: "Muu yritysmuoto",
    other: "Muu",
    oy: "Osakeyhtiö",
    fromAccount: "Täytetty yrityksen tiedoista. Voit muuttaa sitä tässä.",
    businessIdLabel: "Y-tunnus",
    progressZero: /Valmiina 2\/\d+/,
    skipToQuestion: "Siirry kysymykseen",
    employees: "Työntekijöiden määrä",
    permanent: "Vakituiset työntekijät",
    temporary: "Määräaikaiset työntekijät",
    warning: "Vakituiset ja määräaikaiset työntekijät ovat yhteensä 55, mutta ”Työntekijöiden määrä” on 57.",
    coverage: "Työehtosopimusten kattavuus",
    covered: "Työehtosopimuksen piirissä olevat",
    readablePercent: /12,3\s%/,
    final: "Viimeistely",
    markReady: "Merkitse valmiiksi",
    refused: /Raporttia ei voi vielä merkitä valmiiksi\. Vastaamatta \(\d+\):/,
    turnover: "Liikevaihto",
    review: "Tarkastele raporttia",
    checkFigures: /Tarkista luvut \(1\)/,
  },
  "sv-SE": {
    create: "Skapa ny rapport",
    submit: "Skapa rapport",
    questions: "Rapportens frågor",
    next: "Spara och nästa",
    yes: "Ja",
    unchanged: "Är några uppgifter oförändrade sedan förra rapporten?",
    unchangedList: "Oförändrade uppgifter",
    legalForm: "Företagsform",
    otherLegalForm: "Annan företagsform",
    other: "Annan",
    oy: "Aktiebolag",
    fromAccount: "Ifyllt från företagsuppgifterna. Du kan ändra det här.",
    businessIdLabel: "FO-nummer",
    progressZero: /Klart 2 av \d+/,
    skipToQuestion: "Hoppa till frågan",
    employees: "Antal anställda",
    permanent: "Tillsvidareanställda",
    temporary: "Visstidsanställda",
    warning: "Tillsvidare- och visstidsanställda blir sammanlagt 55, men ”Antal anställda” är 57.",
    coverage: "Kollektivavtalens täckning",
    covered: "Anställda som omfattas av kollektivavtal",
    readablePercent: /12,3\s%/,
    final: "Avslutning",
    markReady: "Markera som klar",
    refused: /Rapporten kan inte markeras som klar ännu\. Obesvarade \(\d+\):/,
    turnover: "Omsättning",
    review: "Granska rapporten",
    checkFigures: /Kontrollera siffrorna \(1\)/,
  },
  "en-GB": {
    create: "Create new report",
    submit: "Create report",
    questions: "Questions of the report",
    next: "Save and next",
    yes: "Yes",
    unchanged: "Are some disclosures unchanged since the previous report?",
    unchangedList: "Unchanged disclosures",
    legalForm: "Legal form",
    otherLegalForm: "Other legal form",
    other: "Other",
    oy: "Private limited company",
    fromAccount: "Filled in from the company details. You can change it here.",
    businessIdLabel: "Business ID",
    progressZero: /Done 2 of \d+/,
    skipToQuestion: "Skip to the question",
    employees: "Number of employees",
    permanent: "Employees on permanent contracts",
    temporary: "Employees on temporary contracts",
    warning: "Permanent and temporary employees add up to 55, but “Number of employees” is 57.",
    coverage: "Collective agreement coverage",
    covered: "Employees covered by a collective agreement",
    readablePercent: /12\.3\s%/,
    final: "Final",
    markReady: "Mark ready",
    refused: /The report cannot be marked ready yet\. Still to answer \(\d+\):/,
    turnover: "Turnover",
    review: "Review report",
    checkFigures: /Check these figures \(1\)/,
  },
} as const

/** An American browser reads the same English texts (the interface has one English). */
const browserLanguages = { ...languages, "en-US": languages["en-GB"] }

const desktop = { name: "desktop", viewport: { width: 1280, height: 900 } } as const
const phone = { name: "phone", viewport: { width: 390, height: 844 } } as const

/**
 * Each browser language on one screen, both widths among them: every language and both widths are
 * walked through without all eight pairs (the journey takes one to two minutes on the CI machine).
 * Finnish on a phone is screenWidths.spec.ts's first run, which walks the dashboard, the form, a
 * table question, the review and the CO2 calculations at 390 px (decision 031, addendum 3).
 */
const screensOf: Record<keyof typeof browserLanguages, ReadonlyArray<typeof desktop | typeof phone>> = {
  "fi-FI": [desktop],
  "sv-SE": [phone],
  "en-GB": [desktop],
  "en-US": [phone],
}

/** Signs up (in English, by link) with a private limited company; the browser's language takes over after. */
const signUpAsOy = async (page: Page) => {
  const email = uniqueEmail("firsthour")
  const businessId = unknownBusinessId()
  const companyName = `Ensitunti Oy ${Date.now().toString(36)}`
  await page.goto("/signup?lng=en")
  await page.getByLabel("Email").fill(email)
  await page.getByLabel("Password", { exact: true }).fill(strongPassword)
  await page.getByRole("button", { name: "Create user" }).click()
  await expect(page.getByRole("heading", { level: 1, name: "Verify your email address" })).toBeVisible()
  await page.goto(await mailedLink(email, "/verify-email"))
  await expect(page).toHaveURL(/\/select-account$/, { timeout: 30_000 })
  await page.getByRole("link", { name: "Create Account" }).click()
  await page.getByLabel("Business ID").fill(businessId)
  await page.getByRole("button", { name: "Fetch details" }).click()
  await expect(page.getByText("The company details could not be fetched.", { exact: false })).toBeVisible()
  await page.getByLabel("Company name").fill(companyName)
  await chooseOption(page, "Legal form", "Private limited company (Oy)")
  await page.getByLabel("I accept the terms of service").check()
  await page.getByLabel("I confirm that I am authorised to act for this company").check()
  await page.getByRole("button", { name: "Create company account" }).click()
  await expect(page).toHaveURL(/\/$/)
  // Forget the language the sign-up link chose: from here on the browser's language counts.
  await page.evaluate(() => window.localStorage.removeItem("locale"))
  await page.reload()
  return { businessId, companyName }
}

for (const [locale, l] of Object.entries(browserLanguages)) {
  for (const screen of screensOf[locale as keyof typeof browserLanguages]) {
    test.describe(`${locale} on a ${screen.name} (${screen.viewport.width} px)`, () => {
      test.use({ locale, viewport: screen.viewport })

      test("the first hour: prefilled report, follow-ups, a warning, readable figures, Mark ready refused", async ({
        page,
      }) => {
        // Finnish on a desktop also walks through the NACE question at the end.
        test.setTimeout(locale === "fi-FI" && screen === desktop ? 240_000 : 180_000)
        const company = await signUpAsOy(page)
        const language = locale.slice(0, 2)
        await expect(page.locator("html")).toHaveAttribute("lang", language, { timeout: 30_000 })
        expect(await page.evaluate(() => window.localStorage.getItem("locale"))).toBe(language)
        const questionList = page.getByRole("navigation", { name: l.questions })
        const heading = (name: string) => page.getByRole("heading", { level: 2, name, exact: true })
        const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
        const open = async (label: string) => {
          await showQuestionList(page)
          await questionList
            .getByRole("button", { name: new RegExp(`^(B\\d+|C\\d+)?\\s*${escape(label)}\\s*(,|$)`) })
            .click()
        }
        const saveAndNext = () => page.getByRole("button", { name: l.next }).click()
        const saved = async () => {
          // The save finished when the form says so; the next action starts from the saved report.
          await expect(page.getByRole("button", { name: l.next })).toBeEnabled()
        }

        await test.step("a new report starts with the company's details", async () => {
          await page.getByRole("button", { name: l.create }).click()
          const dialog = page.getByRole("dialog", { name: l.create })
          await dialog.locator("input[type=date]").last().fill("2025-12-31")
          await dialog.getByRole("button", { name: l.submit }).click()
          await expect(page).toHaveURL(/\/reports\/[0-9a-f-]{36}$/)
          // Name and Business ID are the account's: shown in the form's header as such.
          const companyLine = page.locator(".report-form__company")
          await expect(companyLine).toContainText(company.companyName)
          await expect(companyLine).toContainText(`${l.businessIdLabel} ${company.businessId}`)
          // Legal form and country from the account are done; nothing else is.
          await expect(page.getByText(l.progressZero)).toBeVisible()
          await open(l.legalForm)
          await expect(heading(l.legalForm)).toBeVisible()
          await expect(selectButton(page, l.legalForm)).toHaveText(l.oy)
          await expect(page.getByText(l.fromAccount)).toBeVisible()
          await expectNoBrokenText(page)
          await expectNoSeriousA11yViolations(page)
        })

        await test.step("Save and next goes to the follow-up the answer opened", async () => {
          await chooseOption(page, l.legalForm, l.other)
          await saveAndNext()
          await expect(heading(l.otherLegalForm)).toBeVisible()
          // Focus moved to the question: its field is the next Tab stop, not one of ~70 list buttons.
          await page.keyboard.press("Tab")
          await expect(page.getByRole("textbox", { name: l.otherLegalForm })).toBeFocused()

          await open(l.unchanged)
          await page.getByRole("radio", { name: l.yes }).check()
          await saveAndNext()
          await expect(heading(l.unchangedList)).toBeVisible()
        })

        await test.step("a skip link puts the current question's field a few Tab presses away", async () => {
          await open(l.employees)
          await expect(heading(l.employees)).toBeVisible()
          await page.reload()
          await expect(heading(l.employees)).toBeVisible({ timeout: 30_000 })
          let presses = 0
          while (presses < 10) {
            await page.keyboard.press("Tab")
            presses += 1
            const focused = await page.evaluate(() => document.activeElement?.textContent ?? "")
            if (focused === l.skipToQuestion) break
          }
          expect(presses).toBeLessThan(10)
          await page.keyboard.press("Enter")
          await expect(page.getByRole("textbox", { name: l.employees })).toBeFocused()
        })

        await test.step("figures that contradict each other warn on the question", async () => {
          await page.getByRole("textbox", { name: l.employees }).fill("57")
          await saveAndNext()
          await saved()
          await open(l.permanent)
          await page.getByRole("textbox", { name: l.permanent }).fill("50")
          await saveAndNext()
          await expect(heading(l.temporary)).toBeVisible()
          await page.getByRole("textbox", { name: l.temporary }).fill("5")
          await saveAndNext()
          await saved()
          await open(l.temporary)
          await expect(page.getByText(l.warning)).toBeVisible()
          await expectNoSeriousA11yViolations(page)
        })

        await test.step("a percentage computed for you is shown with sensible precision", async () => {
          await open(l.coverage)
          await page.getByRole("textbox", { name: l.covered }).fill("7")
          await saveAndNext()
          await saved()
          await open(l.coverage)
          // 7 of 57 is 12.280701…%: shown as 12.3 %, in the UI language's format.
          await expect(page.locator(".derived-value")).toContainText(l.readablePercent)
        })

        await test.step("Mark ready on an incomplete report lists what is missing, with links", async () => {
          await showQuestionList(page)
          await questionList.getByRole("button", { name: l.final, exact: true }).click()
          await expect(page.getByText(l.warning)).toBeVisible()
          await page.getByRole("button", { name: l.markReady }).click()
          const refusal = page.locator(".report-state .alert")
          await expect(refusal).toContainText(l.refused)
          await expectNoSeriousA11yViolations(page)
          await refusal.getByRole("link", { name: `B1 ${l.turnover}`, exact: true }).click()
          await expect(heading(l.turnover)).toBeVisible()
        })

        await test.step("the review shows readable figures and the warning", async () => {
          await page.getByRole("link", { name: l.review }).first().click()
          await expect(page).toHaveURL(/\/review$/)
          const coverage = page.locator(".review__item").filter({ hasText: l.coverage })
          await expect(coverage).toContainText(l.readablePercent)
          await expect(coverage).not.toContainText("12,2807")
          await expect(coverage).not.toContainText("12.2807")
          await expect(page.getByText(l.checkFigures)).toBeVisible()
          await expect(page.getByText(l.warning)).toBeVisible()
          await expect(page.locator("html")).toHaveAttribute("lang", language)
          await expectNoBrokenText(page)
          await expectNoSeriousA11yViolations(page)
        })

        if (locale === "fi-FI" && screen === desktop)
          await test.step("the NACE question: 1,025 codes searched by digits or Finnish words, chosen as chips", async () => {
            await page.goto(new URL(page.url()).pathname.replace(/\/review$/, ""))
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
          })
      })
    })
  }
}
