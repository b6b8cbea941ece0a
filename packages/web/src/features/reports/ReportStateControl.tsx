import { useMutation, useQueryClient } from "@tanstack/react-query"
import { reportTransitions, type ReportState } from "@vsme/core"
import { isRpcError, reportSetState, type ReportDetail } from "@vsme/sdk"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { apiClient } from "../../api/apiClient.js"
import { useErrorMessage } from "../../i18n/errorMessage.js"
import { missingQuestions, MissingQuestionLinks } from "./MissingQuestions.js"
import { reportQueries } from "./reportQueries.js"

/**
 * The report's state (core ReportState: draft ⇄ ready → locked) and the moves it allows. Locking is
 * final, so it asks first. Marking an incomplete report ready (or locking it) is refused by the server;
 * the refusal lists the questions still open, each a link to its question (issue 16), instead of a
 * general message.
 */
export const ReportStateControl = ({ report }: { report: ReportDetail }) => {
  const { t } = useTranslation()
  const errorText = useErrorMessage()
  const queryClient = useQueryClient()
  const [error, setError] = useState<string | null>(null)
  /** Set when a move was refused because the report is incomplete: the open questions are listed. */
  const [refusedFor, setRefusedFor] = useState<ReportState | null>(null)
  const missing = missingQuestions(report)
  const move = useMutation({
    mutationFn: (to: ReportState) =>
      apiClient.call(reportSetState, { reportId: report.id, to, version: report.version }),
    onSuccess: () => {
      setError(null)
      setRefusedFor(null)
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: reportQueries.detail(report.id).queryKey }),
        queryClient.invalidateQueries({ queryKey: reportQueries.list().queryKey }),
      ])
    },
    onError: (e, to) => {
      const incomplete =
        isRpcError(e) &&
        e.tag === "ReportTransitionRefused" &&
        (e.error as { reason?: string }).reason === "incomplete"
      if (incomplete) {
        setError(null)
        setRefusedFor(to)
        // The server saw the latest answers: show its list, not a stale one.
        void queryClient.invalidateQueries({ queryKey: reportQueries.detail(report.id).queryKey })
      } else {
        setRefusedFor(null)
        setError(errorText(e))
      }
    },
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
      <div aria-live="polite">
        {error && <p className="alert alert--error">{error}</p>}
        {refusedFor && missing.length > 0 && (
          <div className="alert alert--error">
            <p>
              {t(`reports.stateControl.refused.${refusedFor === "locked" ? "locked" : "ready"}`, {
                count: missing.length,
              })}
            </p>
            <MissingQuestionLinks report={report} items={missing} />
          </div>
        )}
      </div>
    </div>
  )
}
