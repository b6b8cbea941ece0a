import { useMutation, useQueryClient } from "@tanstack/react-query"
import { reportTransitions, type ReportState } from "@vsme/core"
import { reportSetState, type ReportDetail } from "@vsme/sdk"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { apiClient } from "../../api/apiClient.js"
import { useErrorMessage } from "../../i18n/errorMessage.js"
import { reportQueries } from "./reportQueries.js"

/**
 * The report's state (core ReportState: draft ⇄ ready → locked) and the moves it allows. Locking is
 * final, so it asks first.
 */
export const ReportStateControl = ({ report }: { report: ReportDetail }) => {
  const { t } = useTranslation()
  const errorText = useErrorMessage()
  const queryClient = useQueryClient()
  const [error, setError] = useState<string | null>(null)
  const move = useMutation({
    mutationFn: (to: ReportState) =>
      apiClient.call(reportSetState, { reportId: report.id, to, version: report.version }),
    onSuccess: () => {
      setError(null)
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: reportQueries.detail(report.id).queryKey }),
        queryClient.invalidateQueries({ queryKey: reportQueries.list().queryKey }),
      ])
    },
    onError: (e) => setError(errorText(e)),
  })
  const moves = reportTransitions[report.state]
  return (
    <div className="report-state">
      <p>
        {t("reports.stateControl.current")}: <strong>{t(`reports.reportState.${report.state}`)}</strong>
      </p>
      <div className="button-row">
        {moves.map((to) => (
          <button
            key={to}
            type="button"
            className={to === "locked" ? "button button--danger" : "button"}
            disabled={move.isPending}
            onClick={() => {
              if (to !== "locked" || window.confirm(t("reports.stateControl.confirmLock"))) move.mutate(to)
            }}
          >
            {t(`reports.stateControl.to.${to}`)}
          </button>
        ))}
      </div>
      <div aria-live="polite">{error && <p className="alert alert--error">{error}</p>}</div>
    </div>
  )
}
