import { useMutation, useQueryClient } from "@tanstack/react-query"
import { adminRunBillingJobs } from "@vsme/sdk"
import { useId } from "react"
import { useTranslation } from "react-i18next"
import { apiClient } from "../../api/apiClient.js"
import { useErrorMessage } from "../../i18n/errorMessage.js"
import { subscriptionChangeKeys } from "../billing/billingQueries.js"

/**
 * "Run billing jobs now" (issue 17): renewals and invoice delivery at once instead of at the next
 * hourly run, e.g. after a superadmin fixed an account's invoicing details. The lists refresh after.
 */
export const BillingJobsPanel = () => {
  const { t } = useTranslation()
  const errorText = useErrorMessage()
  const queryClient = useQueryClient()
  const headingId = useId()
  const run = useMutation({
    mutationFn: () => apiClient.call(adminRunBillingJobs, null),
    onSettled: () =>
      Promise.all(subscriptionChangeKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  })
  return (
    <section className="admin-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t("billing.admin.jobsTitle")}</h2>
      <p className="muted">{t("billing.admin.jobsHelp")}</p>
      <button
        type="button"
        className="button"
        disabled={run.isPending}
        onClick={() => {
          if (!run.isPending) run.mutate()
        }}
      >
        {run.isPending ? t("billing.admin.runningJobs") : t("billing.admin.runJobs")}
      </button>
      <div aria-live="polite">
        {run.isSuccess && <p className="notice">{t("billing.admin.jobsResult", run.data)}</p>}
        {run.isError && (
          <p role="alert" className="alert alert--error">
            {errorText(run.error)}
          </p>
        )}
      </div>
    </section>
  )
}
