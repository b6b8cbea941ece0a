import { useQuery, useQueryClient } from "@tanstack/react-query"
import { b3FillAnswers, type B3FillQuestionId } from "@vsme/core"
import { ghgFillReport, type CalculationDetail, type ReportId } from "@vsme/sdk"
import { useId, useState, type FormEvent } from "react"
import { useTranslation } from "react-i18next"
import { apiClient } from "../../api/apiClient.js"
import { errorTagOf, useErrorMessage } from "../../i18n/errorMessage.js"
import { SelectField } from "../../shell/controls/SelectField.js"
import { LoadingIndicator } from "../../shell/LoadingIndicator.js"
import { reportQueries } from "../reports/reportQueries.js"
import { useGhgFormat } from "./format.js"
import { ghgQueries } from "./ghgQueries.js"
import { GhgReportLink } from "./GhgReportLink.js"

type Status = { readonly kind: "idle" | "filled" } | { readonly kind: "failed"; readonly text: string }

/** A stored quantity answer's value as text ("7.32 tCO2e"), or null for anything else. */
const quantityText = (value: unknown, number: (n: number) => string) => {
  const q = value as { amount?: unknown; unit?: unknown } | null
  return q && typeof q.amount === "number" && typeof q.unit === "string"
    ? `${number(q.amount)} ${q.unit}`
    : null
}

/**
 * Fills the B3 figures of a report from this ready calculation (issue 5). It shows which answers the
 * fill writes and which of the report's answers it replaces, and sends the versions it showed: an
 * answer saved meanwhile refuses the fill (AnswerVersionConflict) instead of being overwritten unseen.
 */
export const FillReportPanel = ({ detail }: { detail: CalculationDetail }) => {
  const { t } = useTranslation()
  const format = useGhgFormat()
  const errorText = useErrorMessage()
  const queryClient = useQueryClient()
  const ids = { heading: useId() }
  const reports = useQuery(reportQueries.list())
  const [reportId, setReportId] = useState("")
  const report = useQuery({ ...reportQueries.detail(reportId), enabled: reportId !== "" })
  const [busy, setBusy] = useState(false)
  const [status, setStatus] = useState<Status>({ kind: "idle" })
  const fills = b3FillAnswers({
    excludedScopes: detail.excludedScopes,
    totals: detail.totals,
    rows: detail.rows.map((r) => ({ emission: r.emissions === null ? null : { scope: r.scope } })),
  })
  const question = (id: B3FillQuestionId) => t(`ghg.fill.questions.${id}`)
  const replaced = report.data
    ? fills.flatMap(({ questionId }) => {
        const stored = report.data.answers[questionId]
        if (!stored) return []
        const value =
          stored.answer.status === "answered" ? quantityText(stored.answer.value, format.number) : null
        return [{ questionId, value: value ?? t("ghg.fill.skipped") }]
      })
    : []

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!report.data) return
    setBusy(true)
    setStatus({ kind: "idle" })
    const answers = report.data.answers
    try {
      const link = await apiClient.call(ghgFillReport, {
        calculationId: detail.id,
        reportId: reportId as ReportId,
        basedOnVersions: Object.fromEntries(
          fills.map(({ questionId }) => [questionId, answers[questionId]?.version ?? 0]),
        ) as Partial<Record<B3FillQuestionId, number>>,
      })
      queryClient.setQueryData(ghgQueries.reportLink(reportId as ReportId).queryKey, link)
      setStatus({ kind: "filled" })
    } catch (error) {
      setStatus({
        kind: "failed",
        text: errorTagOf(error) === "AnswerVersionConflict" ? t("ghg.fill.conflict") : errorText(error),
      })
    } finally {
      setBusy(false)
      await queryClient.invalidateQueries({ queryKey: reportQueries.detail(reportId).queryKey })
      await queryClient.invalidateQueries({ queryKey: reportQueries.list().queryKey })
    }
  }

  const periodDiffers =
    report.data &&
    (report.data.startDate !== detail.period.start || report.data.endDate !== detail.period.end)

  return (
    <section className="card ghg-fill" aria-labelledby={ids.heading}>
      <h2 id={ids.heading}>{t("ghg.fill.title")}</h2>
      <p>{t("ghg.fill.description")}</p>
      {reports.isPending ? (
        <LoadingIndicator />
      ) : reports.isError ? (
        <p className="alert alert--error">{errorText(reports.error)}</p>
      ) : reports.data.length === 0 ? (
        <p className="muted">{t("ghg.fill.noReports")}</p>
      ) : (
        <form className="form" noValidate onSubmit={(e) => void submit(e)}>
          <SelectField
            label={t("ghg.fill.report")}
            value={reportId}
            options={[
              { value: "", label: t("ghg.fill.chooseReport") },
              ...reports.data.map((r) => ({
                value: r.id as string,
                label: `${r.title} (${format.period({ start: r.startDate, end: r.endDate })})`,
              })),
            ]}
            onChange={(value) => {
              setReportId(value)
              setStatus({ kind: "idle" })
            }}
          />
          {reportId !== "" && report.isPending && <LoadingIndicator />}
          {report.data && (
            <>
              <ul className="ghg-fill__answers">
                {fills.map(({ questionId, answer }) => (
                  <li key={questionId}>
                    {t("ghg.fill.current", {
                      question: question(questionId),
                      value: answer.status === "answered" ? quantityText(answer.value, format.number) : "",
                    })}
                  </li>
                ))}
              </ul>
              {replaced.length > 0 && (
                <div className="notice ghg-fill__replaced">
                  <p>{t("ghg.fill.willReplace")}</p>
                  <ul>
                    {replaced.map((r) => (
                      <li key={r.questionId}>
                        {t("ghg.fill.current", { question: question(r.questionId), value: r.value })}
                      </li>
                    ))}
                  </ul>
                </div>
              )}
              {periodDiffers && (
                <p className="notice">
                  {t("ghg.fill.periodMismatch", {
                    reportPeriod: format.period({ start: report.data.startDate, end: report.data.endDate }),
                    calculationPeriod: format.period(detail.period),
                  })}
                </p>
              )}
            </>
          )}
          <div aria-live="polite">
            {status.kind === "failed" && <p className="alert alert--error">{status.text}</p>}
            {status.kind === "filled" && <p className="notice notice--success">{t("ghg.fill.filled")}</p>}
          </div>
          {status.kind === "filled" && <GhgReportLink reportId={reportId} />}
          <div className="button-row">
            <button type="submit" className="button button--primary" disabled={busy || !report.data}>
              {busy ? t("ghg.fill.submitting") : t("ghg.fill.submit")}
            </button>
          </div>
        </form>
      )}
    </section>
  )
}
