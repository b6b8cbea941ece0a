import { declineRight, findGate, findQuestion, isLocale, type Locale } from "@vsme/core"
import type { SharedRequestAnswers } from "@vsme/sdk"
import { createElement, useId } from "react"
import { useTranslation } from "react-i18next"

/**
 * The part of a shared report that answers a data request (issue 32): the requester's own questions
 * with the company's answers or its reasons for declining them, and the datapoints it declined with
 * reason and text, so the requester sees why a figure is missing.
 */
export const RequestAnswers = ({ answers, level }: { answers: SharedRequestAnswers; level: number }) => {
  const { t, i18n } = useTranslation()
  const locale: Locale = isLocale(i18n.language) ? i18n.language : "en"
  const number = new Intl.NumberFormat(i18n.resolvedLanguage ?? i18n.language, { maximumFractionDigits: 6 })
  const ids = { title: useId(), extra: useId(), declined: useId() }
  const heading = (offset: number, id: string, text: string) =>
    createElement(`h${Math.min(6, level + offset)}`, { id, className: "shared-report__section-title" }, text)
  const declinedText = (d: { reason: string; text: string | null }) =>
    `${t("requests.shared.declined", { reason: t(`requests.reasons.${d.reason as "other"}`) })}${d.text ? ` – ${d.text}` : ""}`
  const answerText = (a: SharedRequestAnswers["extraAnswers"][number]) => {
    if (a.declined) return declinedText(a.declined)
    if (typeof a.answer === "boolean")
      return a.answer ? t("requests.incoming.yes") : t("requests.incoming.no")
    if (typeof a.answer === "number") return `${number.format(a.answer)}${a.unit ? ` ${a.unit}` : ""}`
    return a.answer ?? "–"
  }
  return (
    <section className="review__section request-answers" aria-labelledby={ids.title}>
      {heading(1, ids.title, t("requests.shared.title", { title: answers.title }))}
      {answers.extraAnswers.length > 0 && (
        <section aria-labelledby={ids.extra}>
          {heading(2, ids.extra, t("requests.shared.extraTitle"))}
          <p className="field__help">{declineRight.beyondVsme[locale]}</p>
          <dl className="facts request-answers__list">
            {answers.extraAnswers.map((a) => (
              <div key={a.id}>
                <dt>{a.question}</dt>
                <dd className="incoming__message">{answerText(a)}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}
      {answers.declinedItems.length > 0 && (
        <section aria-labelledby={ids.declined}>
          {heading(2, ids.declined, t("requests.shared.declinedTitle"))}
          <dl className="facts request-answers__list">
            {answers.declinedItems.map((d) => (
              <div key={d.id}>
                <dt>{(findQuestion(d.id) ?? findGate(d.id))?.label[locale] ?? d.id}</dt>
                <dd>{declinedText(d)}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}
    </section>
  )
}
