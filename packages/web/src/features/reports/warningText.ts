import { findQuestion, type ConsistencyWarning, type Figure, type Locale } from "@vsme/core"
import type { TFunction } from "i18next"
import { formatReadable } from "./readableNumbers.js"
import { unitLabel } from "./TypeInput.js"

/** A figure's name: its question's label in the UI language (the module switch has its own). */
const figureLabel = (t: TFunction, locale: Locale, figure: Figure) =>
  figure.questionId === "comprehensive"
    ? t("reports.comprehensive.label")
    : (findQuestion(figure.questionId)?.label[locale] ?? figure.questionId)

/** A figure's value in the UI language's number format, with its unit. */
const figureValue = (t: TFunction, locale: Locale, figure: Figure, currency: string) => {
  if (figure.choice) return t(`reports.consistency.option${figure.choice === "B" ? "B" : "A"}`)
  const unit = figure.unit === "currency" ? currency : figure.unit ? unitLabel(figure.unit) : ""
  return `${formatReadable(figure.value, locale)}${unit ? ` ${unit}` : ""}`
}

/** Question labels as a list in the UI language: ”Muu sukupuoli” ja ”Sukupuoli ei tiedossa”. */
const labelList = (t: TFunction, locale: Locale, questionIds: ReadonlyArray<string>) =>
  new Intl.ListFormat(locale, { type: "conjunction" }).format(
    questionIds.map((id) =>
      t("reports.consistency.quoted", { label: findQuestion(id)?.label[locale] ?? id }),
    ),
  )

/** The breakdown rules whose parts may be skipped (core `ConsistencyWarning.skipped`). */
type BreakdownRule = "employeesByGender" | "employeesByContract"

/**
 * One warning as a sentence naming both figures (translated per rule). A breakdown that falls short
 * with parts skipped says by how much, and that the skipped parts count as none: the person said
 * "not applicable" there, and that is why the sum is short.
 */
export const warningText = (t: TFunction, locale: Locale, currency: string, w: ConsistencyWarning) => {
  const values = {
    first: figureLabel(t, locale, w.first),
    firstValue: figureValue(t, locale, w.first, currency),
    second: figureLabel(t, locale, w.second),
    secondValue: figureValue(t, locale, w.second, currency),
  }
  if (w.skipped && w.skipped.length > 0 && w.first.value < w.second.value)
    return t(`reports.consistency.skippedShort.${w.rule as BreakdownRule}`, {
      ...values,
      difference: formatReadable(w.second.value - w.first.value, locale),
      skipped: labelList(t, locale, w.skipped),
    })
  return t(`reports.consistency.rules.${w.rule}`, values)
}
