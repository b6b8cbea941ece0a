import { useMutation, useQueryClient } from "@tanstack/react-query"
import { IsoDate, requiredText, type Question } from "@vsme/core"
import { reportSetEstimate, reportSetVerification, requestLimits, type ReportDetail } from "@vsme/sdk"
import { Schema } from "effect"
import { useId, useState, type FormEvent } from "react"
import { useTranslation } from "react-i18next"
import { apiClient } from "../../api/apiClient.js"
import { useErrorMessage } from "../../i18n/errorMessage.js"
import { FieldError } from "../../shell/FieldMessage.js"
import { decodeForm, type FieldErrors } from "../account/formIssues.js"
import { TextField } from "../account/TextField.js"
import { reportQueries } from "../reports/reportQueries.js"
import { Checkbox } from "../sharing/ShareChoices.js"
import { useShareDates } from "../sharing/shareFormat.js"

const figureKinds = new Set(["quantity", "amount", "money", "number", "percentage"])

/** Whether a question's answer is a figure a company may mark estimated (issue 32: data quality). */
export const isFigure = (question: Question) =>
  question.kind === "scalar" && figureKinds.has(question.answer.kind)

/**
 * Marks a saved figure of the report form estimated, with a short note on the method
 * (report.setEstimate); unticking marks it as reported again. The answer's own save is untouched:
 * the estimate is patched into the report the form shows, so an edit in progress is not reloaded.
 */
export const EstimateControl = ({
  report,
  questionId,
  disabled,
}: {
  report: ReportDetail
  questionId: string
  disabled: boolean
}) => {
  const { t } = useTranslation()
  const errorText = useErrorMessage()
  const queryClient = useQueryClient()
  const stored = report.estimates[questionId]
  const [open, setOpen] = useState(stored !== undefined)
  const [note, setNote] = useState(stored?.methodNote ?? "")
  const [saved, setSaved] = useState(false)
  const ids = { note: useId(), help: useId() }
  const save = useMutation({
    mutationFn: (estimated: boolean) =>
      apiClient.call(reportSetEstimate, {
        reportId: report.id,
        questionId: questionId as never,
        estimated,
        methodNote: estimated && note.trim() !== "" ? note.trim() : null,
      }),
    onSuccess: (result) => {
      queryClient.setQueryData(reportQueries.detail(report.id).queryKey, (current) => {
        if (!current) return current
        const estimates = { ...current.estimates }
        if (result.estimate) estimates[result.questionId] = result.estimate
        else delete estimates[result.questionId]
        return { ...current, estimates }
      })
      setSaved(true)
    },
  })
  if (report.answers[questionId]?.answer.status !== "answered") return null
  return (
    <div className="estimate">
      <Checkbox
        checked={open}
        onChange={(on) => {
          setOpen(on)
          setSaved(false)
          // Unticking is the whole change; ticking waits for the note and Save.
          if (!on && stored !== undefined) save.mutate(false)
        }}
      >
        {t("requests.dataQuality.estimated")}
      </Checkbox>
      {open && !disabled && (
        <div className="estimate__note">
          <label htmlFor={ids.note}>{t("requests.dataQuality.methodNote")}</label>
          <textarea
            id={ids.note}
            rows={2}
            value={note}
            maxLength={requestLimits.methodNote}
            aria-describedby={ids.help}
            onChange={(e) => {
              setNote(e.target.value)
              setSaved(false)
            }}
          />
          <p id={ids.help} className="field__help">
            {t("requests.dataQuality.methodNoteHelp", { max: requestLimits.methodNote })}
          </p>
          <div className="button-row">
            <button
              type="button"
              className="button button--small"
              disabled={save.isPending}
              onClick={() => save.mutate(true)}
            >
              {t("requests.dataQuality.saveEstimate")}
            </button>
          </div>
        </div>
      )}
      <div aria-live="polite">
        {saved && <p className="field__help">{t("requests.dataQuality.estimateSaved")}</p>}
        {save.isError && (
          <p role="alert" className="alert alert--error">
            {errorText(save.error)}
          </p>
        )}
      </div>
    </div>
  )
}

const VerificationInput = Schema.Struct({ verifiedBy: requiredText(200), verifiedOn: IsoDate })

/**
 * The review page's statement that a third party verified the report's figures (by whom, when;
 * report.setVerification): every shared figure is then of quality "verified".
 */
export const VerificationPanel = ({ report }: { report: ReportDetail }) => {
  const { t } = useTranslation()
  const errorText = useErrorMessage()
  const dates = useShareDates()
  const queryClient = useQueryClient()
  const [by, setBy] = useState(report.verification?.verifiedBy ?? "")
  const [on, setOn] = useState(report.verification?.verifiedOn ?? "")
  const [errors, setErrors] = useState<FieldErrors>({})
  const helpId = useId()
  const errorId = useId()
  const locked = report.state === "locked"
  const save = useMutation({
    mutationFn: (verification: { verifiedBy: string; verifiedOn: string } | null) =>
      apiClient.call(reportSetVerification, {
        reportId: report.id,
        verification: verification as never,
        version: report.version,
      }),
    onSuccess: async (_, verification) => {
      if (verification === null) {
        setBy("")
        setOn("")
      }
      await queryClient.invalidateQueries({ queryKey: reportQueries.detail(report.id).queryKey })
    },
  })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const checked = decodeForm(VerificationInput, { verifiedBy: by, verifiedOn: on })
    if (!checked.ok) {
      setErrors(checked.errors)
      return
    }
    setErrors({})
    save.mutate(checked.value)
  }
  return (
    <section className="verification no-print" aria-labelledby="review-verification">
      <h2 id="review-verification">{t("requests.dataQuality.verificationTitle")}</h2>
      <p id={helpId} className="field__help">
        {t("requests.dataQuality.verificationHelp")}
      </p>
      <p>
        {report.verification
          ? t("requests.dataQuality.verifiedLine", {
              by: report.verification.verifiedBy,
              date: dates.day(report.verification.verifiedOn),
            })
          : t("requests.dataQuality.notVerified")}
      </p>
      {!locked && (
        <form className="form verification__form" noValidate onSubmit={submit} aria-describedby={helpId}>
          <div className="field-row">
            <TextField
              label={t("requests.dataQuality.verifiedBy")}
              value={by}
              onChange={setBy}
              error={errors.verifiedBy}
              maxLength={200}
              required
            />
            <TextField
              label={t("requests.dataQuality.verifiedOn")}
              type="date"
              value={on}
              onChange={setOn}
              error={errors.verifiedOn}
              required
            />
          </div>
          <FieldError id={errorId}>{save.isError ? <p>{errorText(save.error)}</p> : null}</FieldError>
          <div className="button-row">
            <button type="submit" className="button" disabled={save.isPending}>
              {t("requests.dataQuality.saveVerification")}
            </button>
            {report.verification && (
              <button
                type="button"
                className="button button--quiet"
                disabled={save.isPending}
                onClick={() => save.mutate(null)}
              >
                {t("requests.dataQuality.removeVerification")}
              </button>
            )}
          </div>
        </form>
      )}
    </section>
  )
}
