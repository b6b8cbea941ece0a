import type { Key } from "react-aria-components"
import { Tab, TabList, TabPanel, Tabs } from "react-aria-components"
import { useTranslation } from "react-i18next"
import { Link, useSearchParams } from "react-router-dom"
import { usePageTitle } from "../../shell/usePageTitle.js"
import { AuditPanel } from "./AuditPanel.js"
import { BillingJobsPanel } from "./BillingJobsPanel.js"
import { CompaniesPanel } from "./CompaniesPanel.js"
import { InvoicesPanel } from "./InvoicesPanel.js"
import { OutboxPanel, useOutboxAvailable } from "./OutboxPanel.js"
import { UsersPanel } from "./UsersPanel.js"

const tabKeys = ["companies", "people", "invoices", "factors", "audit", "outbox"] as const
type TabKey = (typeof tabKeys)[number]

/** The factor library has its own pages (/superadmin/ghg-factors): the tab leads there. */
const FactorsPanel = () => {
  const { t } = useTranslation()
  return (
    <section className="admin-section" aria-labelledby="admin-factors-heading">
      <h2 id="admin-factors-heading">{t("adminTables.factorsTitle")}</h2>
      <p>{t("adminTables.factorsText")}</p>
      <p>
        <Link className="button" to="/superadmin/ghg-factors">
          {t("superadmin.factorsLink")}
        </Link>
      </p>
    </section>
  )
}

const panels: Record<TabKey, () => React.JSX.Element> = {
  companies: CompaniesPanel,
  people: UsersPanel,
  invoices: () => (
    <>
      <InvoicesPanel />
      <BillingJobsPanel />
    </>
  ),
  factors: FactorsPanel,
  audit: AuditPanel,
  outbox: () => <OutboxPanel />,
}

/**
 * /superadmin — the admin dashboard (spec §2, issue 9) as tabs: companies with their subscriptions,
 * people, invoices (with the billing jobs), the factor library, the audit log and the development
 * mail outbox (only where there is one). Each list is searched, sorted and paged on the server. The
 * tab is kept in the URL (`?tab=invoices`) so that a link opens it; react-aria's Tabs give the ARIA
 * tabs pattern (arrows, Home, End) and only the chosen panel is rendered and queried.
 */
export const SuperadminDashboardPage = () => {
  const { t } = useTranslation()
  usePageTitle(t("superadmin.title"))
  const [params, setParams] = useSearchParams()
  const outbox = useOutboxAvailable()
  const visible = tabKeys.filter((key) => key !== "outbox" || outbox)
  const requested = params.get("tab")
  const selected: TabKey = visible.find((key) => key === requested) ?? "companies"
  const select = (key: Key) => setParams({ tab: String(key) }, { replace: true })
  return (
    <article className="page-content admin-dashboard">
      <h1>{t("superadmin.title")}</h1>
      <p className="lead">{t("superadmin.description")}</p>
      <Tabs selectedKey={selected} onSelectionChange={select} className="admin-tabs">
        <TabList aria-label={t("adminTables.tabsLabel")} className="tabs">
          {visible.map((key) => (
            <Tab key={key} id={key} className="tabs__tab">
              {t(`adminTables.tabs.${key}`)}
            </Tab>
          ))}
        </TabList>
        {visible.map((key) => {
          const Panel = panels[key]
          return (
            <TabPanel key={key} id={key} className="tabs__panel">
              <Panel />
            </TabPanel>
          )
        })}
      </Tabs>
    </article>
  )
}
