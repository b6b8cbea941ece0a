import { useQuery } from "@tanstack/react-query"
import {
  consistencyWarnings,
  warningsFor,
  type Answers,
  type ConsistencyWarning,
  type Locale,
} from "@vsme/core"
import { ReportId, type ReportDetail } from "@vsme/sdk"
import { Schema } from "effect"
import { useMemo } from "react"
import { useTranslation } from "react-i18next"
import { Link } from "react-router-dom"
import { ghgQueries } from "../ghg/ghgQueries.js"
import { warningText } from "./warningText.js"

const isReportId = Schema.is(ReportId)

/**
 * The report's consistency warnings (core `consistencyWarnings`): its answers, its module and the GHG
 * calculation its B3 figures were filled from, when that calculation still exists.
 */
export const useConsistencyWarnings = (
  report: Pick<ReportDetail, "id" | "answers" | "comprehensive">,
): ReadonlyArray<ConsistencyWarning> => {
  const valid = isReportId(report.id)
  const link = useQuery({ ...ghgQueries.reportLink(report.id as ReportId), enabled: valid })
  const calculationId = link.data?.calculationId ?? null
  const calculation = useQuery({
    ...ghgQueries.detail(calculationId as never),
    enabled: calculationId !== null,
  })
  return useMemo(() => {
    const answers: Answers = Object.fromEntries(
      Object.entries(report.answers).map(([id, stored]) => [id, stored.answer]),
    )
    const detail = calculationId !== null ? calculation.data : undefined
    return consistencyWarnings({
      answers,
      facts: { comprehensive: report.comprehensive },
      linkedCalculation: detail
        ? {
            excludedScopes: detail.excludedScopes,
            totals: detail.totals,
            rows: detail.rows.map((r) => ({ emission: r.emissions === null ? null : { scope: r.scope } })),
          }
        : null,
    })
  }, [report.answers, report.comprehensive, calculationId, calculation.data])
}

/** warningText in the current language. */
export const useWarningText = (currency: string) => {
  const { t, i18n } = useTranslation()
  return (w: ConsistencyWarning) => warningText(t, i18n.language as Locale, currency, w)
}

/**
 * Warnings shown on a question, on the final step and on the review: not errors, the report can still
 * be saved and marked ready. With `linkTo`, each names the question to open.
 */
export const ConsistencyWarnings = ({
  warnings,
  questionId,
  currency,
  reportId,
}: {
  warnings: ReadonlyArray<ConsistencyWarning>
  /** Only the warnings of this question; all when absent. */
  questionId?: string
  currency: string
  /** Link each warning to its first question in this report's form. */
  reportId?: string
}) => {
  const { t } = useTranslation()
  const text = useWarningText(currency)
  const shown = questionId ? warningsFor(warnings, questionId) : warnings
  if (shown.length === 0) return null
  return (
    <div className="notice notice--warning consistency-warnings" role="status">
      <p className="consistency-warnings__title">
        <strong>{t("reports.consistency.title", { count: shown.length })}</strong>
      </p>
      <ul>
        {shown.map((w) => (
          <li key={`${w.rule}:${w.questionIds.join(",")}`}>
            {text(w)}
            {reportId && (
              <>
                {" "}
                <Link to={`/reports/${reportId}?question=${encodeURIComponent(w.questionIds[0]!)}`}>
                  {t("reports.consistency.open")}
                </Link>
              </>
            )}
          </li>
        ))}
      </ul>
    </div>
  )
}
