import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import { yearOverYear, type Answers, type Locale, type Question } from "@vsme/core"
import { commentAdd, reportPrevious, type ReportDetail } from "@vsme/sdk"
import { useId, useState, type FormEvent } from "react"
import { useTranslation } from "react-i18next"
import { apiClient } from "../../api/apiClient.js"
import { useErrorMessage } from "../../i18n/errorMessage.js"
import { formatAnswer, formatNumber } from "./answerDisplay.js"
import { reportQueries } from "./reportQueries.js"
import { unitLabel } from "./TypeInput.js"

export const previousReportQuery = (reportId: string) => ({
  queryKey: ["report.previous", reportId] as const,
  queryFn: () => apiClient.call(reportPrevious, { reportId: reportId as never }),
})

const storedAnswers = (report: ReportDetail): Answers =>
  Object.fromEntries(Object.entries(report.answers).map(([id, stored]) => [id, stored.answer]))

/**
 * Year over year (issue 4): last year's value of the question and how much it changed; a large change
 * asks for a short explanation, kept as an audit comment on the question so the auditor sees it.
 */
export const PreviousYear = ({ report, question }: { report: ReportDetail; question: Question }) => {
  const { t, i18n } = useTranslation()
  const locale = i18n.language as Locale
  const errorText = useErrorMessage()
  const queryClient = useQueryClient()
  const previous = useQuery(previousReportQuery(report.id))
  const [explanation, setExplanation] = useState("")
  const [error, setError] = useState<string | null>(null)
  const ids = { heading: useId(), text: useId() }
  const explain = useMutation({
    mutationFn: () =>
      apiClient.call(commentAdd, {
        reportId: report.id,
        questionId: question.id,
        type: "audit",
        text: `${t("reports.previousYear.explanationPrefix")} ${explanation.trim()}`,
      }),
    onSuccess: () => {
      setExplanation("")
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: reportQueries.detail(report.id).queryKey }),
        queryClient.invalidateQueries({ queryKey: reportQueries.comments(report.id).queryKey }),
      ])
    },
    onError: (e) => setError(errorText(e)),
  })
  if (!previous.data) return null
  const compared = yearOverYear(question, storedAnswers(report), previous.data.answers, {
    current: { comprehensive: report.comprehensive },
    previous: { comprehensive: previous.data.comprehensive },
  })
  const words = { yes: t("reports.form.yes"), no: t("reports.form.no"), currency: "" }
  const last =
    compared.previous === null
      ? t("reports.previousYear.notAnswered")
      : compared.previous.status === "skipped"
        ? t("reports.skip.skippedBecause", { reason: t(`reports.skip.reasons.${compared.previous.reason}`) })
        : question.kind === "table"
          ? t("reports.conflict.tableRows", {
              count: (compared.previous.value as { rows?: unknown[] }).rows?.length ?? 0,
            })
          : compared.previousDerived !== undefined && compared.previousDerived !== null
            ? formatNumber(compared.previousDerived, locale)
            : formatAnswer(question, compared.previous.value, locale, words)
  const change = compared.change
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (explanation.trim() === "") return setError(t("validation.cannotBeEmpty"))
    setError(null)
    explain.mutate()
  }
  const explained = (report.commentCounts[question.id] ?? 0) > 0
  return (
    <section className="previous-year" aria-labelledby={ids.heading}>
      <h3 id={ids.heading} className="previous-year__title">
        {t("reports.previousYear.title", { title: previous.data.title })}
      </h3>
      <p>{last}</p>
      {change && change.absolute !== 0 && (
        <p>
          {t("reports.previousYear.change", {
            change: `${change.absolute > 0 ? "+" : ""}${formatNumber(change.absolute, locale)}${change.unit ? ` ${unitLabel(change.unit)}` : ""}`,
            percent:
              change.percent === null
                ? "–"
                : `${change.percent > 0 ? "+" : ""}${formatNumber(change.percent, locale, 1)} %`,
          })}
        </p>
      )}
      {compared.large && !explained && (
        <form className="form previous-year__explain" onSubmit={submit} noValidate>
          <p className="notice">{t("reports.previousYear.largeChange")}</p>
          <div className="field">
            <label htmlFor={ids.text}>{t("reports.previousYear.explanation")}</label>
            <textarea
              id={ids.text}
              rows={2}
              maxLength={4000}
              value={explanation}
              onChange={(e) => setExplanation(e.target.value)}
            />
          </div>
          {error && <p className="field__error">{error}</p>}
          <button type="submit" className="button button--small" disabled={explain.isPending}>
            {t("reports.previousYear.saveExplanation")}
          </button>
        </form>
      )}
    </section>
  )
}
