import { answered, consistencyWarnings, findQuestion, locales, skipped, type Locale } from "@vsme/core"
import i18next, { type TFunction } from "i18next"
import { describe, expect, it } from "vitest"
import { catalogueFor } from "../../i18n/resources.js"
import { warningText } from "./warningText.js"

const tFor = async (locale: Locale): Promise<TFunction> => {
  const instance = i18next.createInstance()
  await instance.init({
    lng: locale,
    resources: { [locale]: { translation: catalogueFor(locale) } },
    interpolation: { escapeValue: false },
  })
  return instance.t
}

const shortGenders = {
  NumberOfEmployees: answered(10),
  NumberOfMaleEmployees: answered(3),
  NumberOfFemaleEmployees: answered(3),
  NumberOfOtherGenderEmployees: skipped("notApplicable"),
  NumberOfNonReportedGenderEmployees: skipped("notApplicable"),
}

const textsOf = async (locale: Locale, answers: Parameters<typeof consistencyWarnings>[0]["answers"]) => {
  const t = await tFor(locale)
  return consistencyWarnings({ answers, facts: { comprehensive: false } }).map((w) =>
    warningText(t, locale, "EUR", w),
  )
}

describe("consistency warning texts", () => {
  it("say by how much skipped genders leave the breakdown short, and that skipped ones count as none", async () => {
    expect(await textsOf("en", shortGenders)).toEqual([
      "The numbers given by gender add up to 6, 4 fewer than “Number of employees” (10). Skipped questions count as none: “Other gender” and “Gender not reported”.",
    ])
    expect(await textsOf("fi", shortGenders)).toEqual([
      "Sukupuolittain annetut luvut ovat yhteensä 6, eli 4 vähemmän kuin ”Työntekijöiden määrä” (10). Ohitetut kohdat lasketaan nollaksi: ”Muu sukupuoli” ja ”Sukupuoli ei tiedossa”.",
    ])
    expect(await textsOf("sv", shortGenders)).toEqual([
      "De antal som angetts per kön blir sammanlagt 6, alltså 4 färre än ”Antal anställda” (10). Överhoppade frågor räknas som noll: ”Annat kön” och ”Kön inte angivet”.",
    ])
  })

  it("name the one skipped contract type", async () => {
    const answers = {
      NumberOfEmployees: answered(10),
      NumberOfPermanentContractEmployees: answered(7),
      NumberOfTemporaryContractEmployees: skipped("notApplicable"),
    }
    expect(await textsOf("en", answers)).toEqual([
      "The numbers given by contract type add up to 7, 3 fewer than “Number of employees” (10). The skipped question counts as none: “Employees on temporary contracts”.",
    ])
  })

  it.each([...locales])(
    "keep the plain sentence (%s) when every part is given or the sum is above",
    async (locale) => {
      const t = await tFor(locale)
      const plain = (firstValue: string) =>
        t("reports.consistency.rules.employeesByGender", {
          firstValue,
          second: findQuestion("NumberOfEmployees")!.label[locale],
          secondValue: "10",
        })
      const allGiven = {
        ...shortGenders,
        NumberOfOtherGenderEmployees: answered(0),
        NumberOfNonReportedGenderEmployees: answered(0),
      }
      expect(await textsOf(locale, allGiven)).toEqual([plain("6")])
      expect(await textsOf(locale, { ...shortGenders, NumberOfMaleEmployees: answered(8) })).toEqual([
        plain("11"),
      ])
    },
  )
})
