import { useMutation, useQueryClient } from "@tanstack/react-query"
import { reportSetComprehensive, type ReportDetail } from "@vsme/sdk"
import { useId, useState } from "react"
import { useTranslation } from "react-i18next"
import { apiClient } from "../../api/apiClient.js"
import { useErrorMessage } from "../../i18n/errorMessage.js"
import { reportQueries } from "./reportQueries.js"

/** Adds or removes the Comprehensive Module (C1–C9); answers stay stored either way. */
export const ComprehensiveSwitch = ({ report, disabled }: { report: ReportDetail; disabled: boolean }) => {
  const { t } = useTranslation()
  const errorText = useErrorMessage()
  const queryClient = useQueryClient()
  const id = useId()
  const [error, setError] = useState<string | null>(null)
  const [chosen, setChosen] = useState<boolean | null>(null)
  const change = useMutation({
    mutationFn: (comprehensive: boolean) =>
      apiClient.call(reportSetComprehensive, { reportId: report.id, comprehensive, version: report.version }),
    onSuccess: (detail) => {
      setError(null)
      queryClient.setQueryData(reportQueries.detail(report.id).queryKey, detail)
      return queryClient.invalidateQueries({ queryKey: reportQueries.list().queryKey })
    },
    onSettled: () => setChosen(null),
    onError: (e) => {
      setError(errorText(e))
      return queryClient.invalidateQueries({ queryKey: reportQueries.detail(report.id).queryKey })
    },
  })
  return (
    <div className="switch-field">
      <input
        id={id}
        type="checkbox"
        role="switch"
        // Shows the chosen state while the server is asked, then the server's answer.
        checked={chosen ?? report.comprehensive}
        disabled={disabled || change.isPending}
        onChange={(e) => {
          setChosen(e.target.checked)
          change.mutate(e.target.checked)
        }}
      />
      <label htmlFor={id}>{t("reports.comprehensive.label")}</label>
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  )
}
