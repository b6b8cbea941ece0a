import { useQuery } from "@tanstack/react-query"
import { useId } from "react"
import { useTranslation } from "react-i18next"
import { useErrorMessage } from "../../i18n/errorMessage.js"
import { LoadingIndicator } from "../../shell/LoadingIndicator.js"
import { adminQueries } from "../billing/billingQueries.js"
import { useBillingFormat } from "../billing/format.js"

/** The newest audit events: who did what to which company, and when (every superadmin action is one). */
export const AuditPanel = () => {
  const { t } = useTranslation()
  const errorText = useErrorMessage()
  const format = useBillingFormat()
  const headingId = useId()
  const audit = useQuery(adminQueries.audit())
  return (
    <section className="admin-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t("billing.admin.auditTitle")}</h2>
      {audit.isPending && <LoadingIndicator />}
      {audit.isError && <p className="alert alert--error">{errorText(audit.error)}</p>}
      {audit.data && audit.data.length === 0 && <p>{t("billing.admin.noAudit")}</p>}
      {audit.data && audit.data.length > 0 && (
        <div className="table-wrap admin-audit">
          <table className="table admin-table">
            <thead>
              <tr>
                <th scope="col">{t("billing.admin.auditWhen")}</th>
                <th scope="col">{t("billing.admin.auditWho")}</th>
                <th scope="col">{t("billing.admin.auditAction")}</th>
                <th scope="col">{t("billing.admin.auditCompany")}</th>
                <th scope="col">{t("billing.admin.auditDetails")}</th>
              </tr>
            </thead>
            <tbody>
              {audit.data.map((entry) => (
                <tr key={entry.id}>
                  <td>{format.dateTime(entry.at)}</td>
                  <td>{entry.actorEmail ?? t("billing.admin.system")}</td>
                  <td>
                    <code>{entry.action}</code>
                  </td>
                  <td>{entry.account?.name ?? "–"}</td>
                  <td>
                    <code className="admin-audit__details">{entry.details}</code>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  )
}
