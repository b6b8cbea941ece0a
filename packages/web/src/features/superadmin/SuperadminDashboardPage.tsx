import { useTranslation } from "react-i18next"
import { Link } from "react-router-dom"
import { usePageTitle } from "../../shell/usePageTitle.js"
import { AuditPanel } from "./AuditPanel.js"
import { BillingJobsPanel } from "./BillingJobsPanel.js"
import { CompaniesPanel } from "./CompaniesPanel.js"
import { InvoicesPanel } from "./InvoicesPanel.js"
import { OutboxPanel } from "./OutboxPanel.js"
import { UsersPanel } from "./UsersPanel.js"

/**
 * /superadmin — the admin dashboard (spec §2, issue 9): companies with their subscriptions, the
 * invoices, the people, the latest actions, the development mail outbox, and the factor library.
 */
export const SuperadminDashboardPage = () => {
  const { t } = useTranslation()
  usePageTitle(t("superadmin.title"))
  return (
    <article className="page-content admin-dashboard">
      <h1>{t("superadmin.title")}</h1>
      <p className="lead">{t("superadmin.description")}</p>
      <nav aria-label={t("billing.admin.sectionsLabel")}>
        <ul className="admin-dashboard__links">
          <li>
            <Link to="/superadmin/ghg-factors">{t("superadmin.factorsLink")}</Link>
          </li>
        </ul>
      </nav>
      <CompaniesPanel />
      <InvoicesPanel />
      <BillingJobsPanel />
      <UsersPanel />
      <AuditPanel />
      <OutboxPanel />
    </article>
  )
}
