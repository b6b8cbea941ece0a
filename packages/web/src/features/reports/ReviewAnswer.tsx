import { givenFigure, type Answer, type Locale, type TableQuestion } from "@vsme/core"
import type { Comment, ReportDetail } from "@vsme/sdk"
import { useTranslation } from "react-i18next"
import { derivedUnit, formatAnswer, formatTypeValue, type DisplayWords } from "./answerDisplay.js"
import { derivedText } from "./readableNumbers.js"
import { memberOrTypedKey } from "./reviewTable.js"
import type { FormItem } from "./formItems.js"
import { editableFields } from "./TableInput.js"

/**
 * What the review reads of a report: the live report (ReportDetail), or the frozen snapshot of a
 * share (features/sharing), which holds the same answers and states without their versions.
 */
export interface ReviewSource {
  readonly answers: Readonly<Record<string, { readonly answer: Answer }>>
  readonly questionStates: ReportDetail["questionStates"]
  readonly comprehensive: boolean
}

/** A comment beside its answer. A shared comment has no author: a share names none of the company's people. */
export type ReviewComment = Pick<Comment, "type" | "text" | "createdAt"> & {
  readonly id: string
  readonly author?: Comment["author"]
}

/** The columns of a table answer: its editable fields, or fewer (a share shows its scope's only). */
export type TableFields = (q: TableQuestion, comprehensive: boolean) => TableQuestion["fields"]

/** One question of the review: its answer (or why it is skipped), derived value, state and comments. */
export const ReviewAnswer = ({
  item,
  report,
  locale,
  currency,
  comments,
  tableFields = editableFields,
  doesNotApply,
}: {
  item: FormItem
  report: ReviewSource
  locale: Locale
  currency: string
  comments: ReadonlyArray<ReviewComment>
  tableFields?: TableFields
  /** Why a question does not apply, in other words than the company's own ("…your earlier answers"). */
  doesNotApply?: string
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
    if (status?.state === "skipped")
      return <p className="muted">{doesNotApply ?? t("reports.form.doesNotApply")}</p>
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
        <ReviewTable
          question={q}
          value={value}
          locale={locale}
          words={words}
          fields={tableFields(q, report.comprehensive)}
        />
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
                  –{" "}
                  {c.author !== undefined &&
                    `${c.author?.displayName || c.author?.email || t("reports.comments.formerUser")}, `}
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
  fields,
}: {
  question: TableQuestion
  value: unknown
  locale: Locale
  words: DisplayWords
  fields: TableQuestion["fields"]
}) => {
  const table = value as {
    units: Record<string, string>
    rows: ReadonlyArray<{ key: string; values: Record<string, unknown> }>
  }
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
