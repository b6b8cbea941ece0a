import {
  disclosureTitles,
  givenFigure,
  isFromAccount,
  prefilledQuestionIds,
  type AnswerType,
  type Locale,
  type SkipReason,
} from "@vsme/core"
import type { Account, ReportDetail } from "@vsme/sdk"
import { useId, useState, type ReactNode } from "react"
import { useTranslation } from "react-i18next"
import { useTranslateKey } from "../account/TextField.js"
import { SelectField } from "../../shell/controls/SelectField.js"
import { describedBy, FieldError } from "../../shell/FieldMessage.js"
import { derivedUnit } from "./answerDisplay.js"
import { derivedText } from "./readableNumbers.js"
import type { Draft } from "./answerDrafts.js"
import type { FormItem } from "./formItems.js"
import { TableInput } from "./TableInput.js"
import { TypeInput } from "./TypeInput.js"

export const skipReasons: ReadonlyArray<SkipReason> = ["notApplicable", "notAvailable", "classified"]

const yesNo: AnswerType = { kind: "boolean" }

/**
 * One step of the report form: the question with its guidance, its input, its state, and the ways to
 * skip it with a reason or to comment on it. Validation shows on blur (spec §5).
 */
export const QuestionView = ({
  item,
  report,
  draft,
  errors,
  onDraftChange,
  onBlur,
  onSkip,
  onUnskip,
  readOnly,
  currency,
  extras,
  onOpenComments,
  showAllErrors,
  account,
  notes,
}: {
  item: FormItem
  report: ReportDetail
  draft: Draft
  errors: Readonly<Record<string, string>>
  onDraftChange: (draft: Draft) => void
  onBlur: () => void
  onSkip: (reason: SkipReason) => void
  onUnskip: () => void
  readOnly: boolean
  currency: string
  extras?: ReactNode
  onOpenComments: () => void
  showAllErrors: boolean
  /** The company account: answers it gave the new report are marked as taken from it. */
  account?: Account | undefined
  /** Shown under the input: the question's consistency warnings. */
  notes?: ReactNode
}) => {
  const { t, i18n } = useTranslation()
  const translate = useTranslateKey()
  const locale = i18n.language as Locale
  const ids = { title: useId(), guidance: useId(), error: useId() }
  const [reason, setReason] = useState<SkipReason>("notApplicable")
  const entry = item.kind === "gate" ? item.gate : item.question
  const status = report.questionStates[item.id]
  const stored = report.answers[item.id]
  const skipped = stored?.answer.status === "skipped" ? stored.answer.reason : null
  const label = entry.label[locale]
  const obligation = item.kind === "gate" ? "mandatory" : item.question.obligation
  const rootError = errors[""]
  const described = describedBy(entry.guidance[locale] && ids.guidance, ids.error)
  const commentCount = report.commentCounts[item.id] ?? 0
  const fromAccount =
    account !== undefined &&
    stored?.answer.status === "answered" &&
    (prefilledQuestionIds as ReadonlyArray<string>).includes(item.id) &&
    isFromAccount(
      {
        legalForm: account.legalForm,
        legalFormOther: account.legalFormOther,
        naceCodes: account.naceCodes,
        country: account.address.country,
      },
      item.id,
      stored.answer.value,
    )

  const input = (() => {
    if (skipped) return null
    if (item.kind === "gate")
      return (
        <TypeInput
          type={yesNo}
          draft={draft}
          onChange={onDraftChange}
          onBlur={onBlur}
          label={label}
          showLabel={false}
          describedBy={described}
          errors={errors}
          disabled={readOnly}
        />
      )
    const q = item.question
    if (q.kind === "table")
      return (
        <TableInput
          question={q}
          draft={draft}
          onChange={onDraftChange}
          onBlur={onBlur}
          errors={errors}
          comprehensive={report.comprehensive}
          disabled={readOnly}
          currency={currency}
          showAllErrors={showAllErrors}
        />
      )
    if (q.answer.kind === "derived") {
      const value = status?.derivedValue
      // A figure an import kept as given (givenDerived.ts), until inputs are typed in its place.
      const given = stored?.answer.status === "answered" && givenFigure(stored.answer.value) !== null
      const inputs = (draft ?? {}) as Record<string, Draft>
      return (
        <>
          {q.inputs?.map((i) => (
            <div className="field" key={i.id}>
              <TypeInput
                type={i.answer}
                draft={inputs[i.id] ?? ""}
                onChange={(value) => onDraftChange({ ...inputs, [i.id]: value })}
                onBlur={onBlur}
                label={i.label[locale]}
                errors={errors[i.id] ? { "": errors[i.id]! } : {}}
                disabled={readOnly}
                currency={currency}
              />
              {errors[i.id] && <p className="field__error">{translate(errors[i.id])}</p>}
            </div>
          ))}
          <p className="derived-value" aria-live="polite">
            <span className="derived-value__label">
              {t(given ? "reports.form.given" : "reports.form.calculated")}:{" "}
            </span>
            {value === null || value === undefined
              ? t("reports.form.notYetCalculated")
              : derivedText(q.derivation, value, locale, {
                  currency,
                  plain: derivedUnit(q.derivation, currency),
                  perMillion: t("reports.form.perMillion", { currency }),
                })}
          </p>
          {given && <p className="field__help">{t("reports.form.givenHint")}</p>}
        </>
      )
    }
    return (
      <TypeInput
        type={q.answer}
        draft={draft}
        onChange={onDraftChange}
        onBlur={onBlur}
        label={label}
        showLabel={false}
        describedBy={described}
        errors={errors}
        disabled={readOnly}
        currency={currency}
      />
    )
  })()

  return (
    <section className="question" aria-labelledby={ids.title}>
      <p className="question__disclosure">
        {entry.disclosure === "other"
          ? t("reports.form.otherInformation")
          : `${entry.disclosure} ${disclosureTitles[entry.disclosure][locale]}`}
      </p>
      <h2 id={ids.title} className="question__title">
        {label}
      </h2>
      <p className="question__badges">
        <span className="chip">{t(`reports.obligation.${obligation}`)}</span>{" "}
        {status && (
          <span className={`chip chip--state-${status.state}`}>{t(`reports.state.${status.state}`)}</span>
        )}
      </p>
      {entry.guidance[locale] && (
        <p id={ids.guidance} className="question__guidance">
          {entry.guidance[locale]}
        </p>
      )}
      {fromAccount && <p className="chip question__from-account">{t("reports.form.fromAccount")}</p>}
      <div className="question__input">{input}</div>
      {notes}
      <FieldError id={ids.error}>{rootError ? <p>{translate(rootError)}</p> : null}</FieldError>
      {skipped ? (
        <div className="notice question__skipped">
          <p>{t("reports.skip.skippedBecause", { reason: t(`reports.skip.reasons.${skipped}`) })}</p>
          {!readOnly && (
            <button type="button" className="button button--small" onClick={onUnskip}>
              {t("reports.skip.answerInstead")}
            </button>
          )}
        </div>
      ) : (
        !readOnly && (
          <div className="question__skip">
            <SelectField
              label={t("reports.skip.reasonLabel")}
              variant="inline"
              value={reason}
              onChange={setReason}
              options={skipReasons.map((r) => ({ value: r, label: t(`reports.skip.reasons.${r}`) }))}
            />
            <button type="button" className="button button--small" onClick={() => onSkip(reason)}>
              {t("reports.skip.skip")}
            </button>
          </div>
        )
      )}
      <div className="question__tools">
        <button type="button" className="button button--small" onClick={onOpenComments}>
          {t("reports.comments.open", { count: commentCount })}
        </button>
      </div>
      {extras}
    </section>
  )
}
