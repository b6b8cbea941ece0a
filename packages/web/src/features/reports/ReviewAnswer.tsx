import { givenFigure, type Locale, type TableQuestion } from "@vsme/core"
import type { Comment, ReportDetail } from "@vsme/sdk"
import { useTranslation } from "react-i18next"
import { derivedUnit, formatAnswer, formatTypeValue, type DisplayWords } from "./answerDisplay.js"
import { derivedText } from "./readableNumbers.js"
import { memberOrTypedKey } from "./reviewTable.js"
import type { FormItem } from "./formItems.js"
import { editableFields } from "./TableInput.js"

/** One question of the review: its answer (or why it is skipped), derived value, state and comments. */
export const ReviewAnswer = ({
  item,
  report,
  locale,
  currency,
  comments,
}: {
  item: FormItem
  report: ReportDetail
  locale: Locale
  currency: string
  comments: ReadonlyArray<Comment>
}) => {
  const { t, i18n } = useTranslation()
  const words: DisplayWords = { yes: t("reports.form.yes"), no: t("reports.form.no"), currency }
  const entry = item.kind === "gate" ? item.gate : item.question
  const status = report.questionStates[item.id]
  const stored = report.answers[item.id]
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: "short" })

  const body = (() => {
    if (stored?.answer.status === "skipped")
      return (
        <p className="muted">
          {t("reports.skip.skippedBecause", { reason: t(`reports.skip.reasons.${stored.answer.reason}`) })}
        </p>
      )
    if (status?.state === "skipped") return <p className="muted">{t("reports.form.doesNotApply")}</p>
    const value = stored?.answer.status === "answered" ? stored.answer.value : undefined
    if (item.kind === "gate") return <p>{value === undefined ? "–" : value ? words.yes : words.no}</p>
    const q = item.question
    const derived =
      q.kind === "scalar" &&
      q.answer.kind === "derived" &&
      status?.derivedValue !== undefined &&
      status.derivedValue !== null
        ? derivedText(q.derivation, status.derivedValue, locale, {
            currency,
            plain: derivedUnit(q.derivation, currency),
            perMillion: t("reports.form.perMillion", { currency }),
          })
        : null
    if (q.kind === "table")
      return value === undefined ? (
        <p>–</p>
      ) : (
        <ReviewTable question={q} value={value} locale={locale} words={words} report={report} />
      )
    return (
      <>
        {value !== undefined && <p className="review__value">{formatAnswer(q, value, locale, words)}</p>}
        {derived && (
          <p className="review__derived">
            {t(givenFigure(value) === null ? "reports.form.calculated" : "reports.form.given")}:{" "}
            <strong>{derived}</strong>
          </p>
        )}
        {value === undefined && !derived && <p>–</p>}
      </>
    )
  })()

  return (
    <div className={status?.state === "skipped" ? "review__item review__item--skipped" : "review__item"}>
      <dt>
        <span className="review__code">{entry.disclosure === "other" ? "" : entry.disclosure}</span>{" "}
        {entry.label[locale]}{" "}
        {status && (
          <span className={`chip chip--state-${status.state}`}>{t(`reports.state.${status.state}`)}</span>
        )}
      </dt>
      <dd>
        {body}
        {comments.length > 0 && (
          <ul className="review__comments">
            {comments.map((c) => (
              <li key={c.id}>
                <span className={`chip chip--${c.type}`}>{t(`reports.comments.types.${c.type}`)}</span>{" "}
                {c.text}{" "}
                <span className="muted">
                  – {c.author?.displayName || c.author?.email || t("reports.comments.formerUser")},{" "}
                  {when.format(new Date(c.createdAt))}
                </span>
              </li>
            ))}
          </ul>
        )}
      </dd>
    </div>
  )
}

/** A table answer as a table, each amount with its table unit. */
const ReviewTable = ({
  question: q,
  value,
  locale,
  words,
  report,
}: {
  question: TableQuestion
  value: unknown
  locale: Locale
  words: DisplayWords
  report: ReportDetail
}) => {
  const table = value as {
    units: Record<string, string>
    rows: ReadonlyArray<{ key: string; values: Record<string, unknown> }>
  }
  const fields = editableFields(q, report.comprehensive)
  return (
    // Focusable so that a keyboard can scroll a wide table (axe scrollable-region-focusable).
    <div className="table-wrap" role="region" aria-label={q.label[locale]} tabIndex={0}>
      <table className="table">
        <caption className="visually-hidden">{q.label[locale]}</caption>
        <thead>
          <tr>
            <th scope="col">{q.rowKey.label[locale]}</th>
            {fields.map((f) => (
              <th scope="col" key={f.id}>
                {f.label[locale]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">{memberOrTypedKey(q, row.key, locale)}</th>
              {fields.map((f) => (
                <td key={f.id}>
                  {formatTypeValue(
                    f.answer,
                    row.values[f.id],
                    locale,
                    words,
                    f.answer.kind === "amount" ? table.units[f.answer.quantity] : undefined,
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
