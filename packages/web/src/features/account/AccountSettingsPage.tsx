import type { Account } from "@vsme/sdk"
import { useId, useRef, type ComponentType, type KeyboardEvent } from "react"
import { useTranslation } from "react-i18next"
import { useSearchParams } from "react-router-dom"
import { useErrorMessage } from "../../i18n/errorMessage.js"
import { LoadingIndicator } from "../../shell/LoadingIndicator.js"
import { usePageTitle } from "../../shell/usePageTitle.js"
import { useAccount } from "./accountQueries.js"
import { ClientsTab } from "./ClientsTab.js"
import { CompanyDetailsTab } from "./CompanyDetailsTab.js"
import { MembersTab } from "./MembersTab.js"
import { SecurityTab } from "./SecurityTab.js"
import { SharingTab } from "../sharing/SharingTab.js"
import { SettingsTab } from "./SettingsTab.js"
import { SubscriptionTab } from "./SubscriptionTab.js"

/**
 * The tabs, in order. A tab is one entry: its key in the URL, its label and description, the panel,
 * whether the panel needs the active account, and when it is shown at all.
 */
const tabs = [
  {
    key: "company",
    label: "account.companyDetails",
    description: "account.companyDetailsDescription",
    Panel: CompanyDetailsTab,
  },
  {
    key: "settings",
    label: "account.settings",
    description: "account.settingsDescription",
    Panel: SettingsTab,
  },
  { key: "members", label: "account.members", description: "account.membersDescription", Panel: MembersTab },
  {
    key: "subscription",
    label: "account.subscription",
    description: "account.subscriptionDescription",
    Panel: SubscriptionTab,
  },
  {
    key: "sharing",
    label: "sharing.tab.label",
    description: "sharing.tab.description",
    Panel: SharingTab,
  },
  {
    key: "clients",
    label: "company.clients.tab",
    description: "company.clients.tabDescription",
    Panel: ClientsTab,
    // Only management (reseller, service-provider) accounts have clients.
    shownFor: (account: Account) => account.mode !== null,
  },
  {
    key: "security",
    label: "account.security",
    description: "account.securityDescription",
    Panel: SecurityTab,
    userLevel: true,
  },
] as const satisfies ReadonlyArray<{
  key: string
  label: string
  description: string
  Panel: ComponentType<{ account: Account }>
  shownFor?: (account: Account) => boolean
  /** Settings of the signed-in user rather than of the company: shown without the account. */
  userLevel?: boolean
}>

type Tab = (typeof tabs)[number]
type TabKey = Tab["key"]

/** The panel of one tab: the account's panels wait for the account, the user's do not. */
const TabPanel = ({ tab }: { tab: Tab }) => {
  const account = useAccount()
  const errorText = useErrorMessage()
  if ("userLevel" in tab) return <tab.Panel />
  if (account.isPending) return <LoadingIndicator />
  if (account.isError) return <p className="alert alert--error">{errorText(account.error)}</p>
  return <tab.Panel account={account.data} />
}

/**
 * /account: tabs Company Details, Settings, Members, Subscription (spec §2), Sharing (issue 31). The tab is kept in the
 * URL (`?tab=members`) so that a link can open one directly. Keyboard as in the ARIA tabs pattern:
 * arrows move between tabs, Home and End jump to the ends.
 */
export const AccountSettingsPage = () => {
  const { t } = useTranslation()
  usePageTitle(t("account.title"))
  const baseId = useId()
  const [params, setParams] = useSearchParams()
  const account = useAccount().data
  const visible = tabs.filter(
    (tab) => !("shownFor" in tab) || (account !== undefined && tab.shownFor(account)),
  )
  const requested = params.get("tab")
  const selected: TabKey = visible.find((tab) => tab.key === requested)?.key ?? "company"
  const tabRefs = useRef(new Map<TabKey, HTMLButtonElement>())

  const select = (key: TabKey, focus: boolean) => {
    setParams({ tab: key }, { replace: true })
    if (focus) tabRefs.current.get(key)?.focus()
  }

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = visible.length - 1
    const target =
      event.key === "ArrowRight"
        ? (index + 1) % visible.length
        : event.key === "ArrowLeft"
          ? (index - 1 + visible.length) % visible.length
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? last
              : null
    if (target === null) return
    event.preventDefault()
    select(visible[target]!.key, true)
  }

  return (
    <article className="page-content">
      <h1>{t("account.title")}</h1>
      <p className="lead">{t("account.description")}</p>
      <div role="tablist" aria-label={t("account.tabsLabel")} className="tabs">
        {visible.map((tab, index) => (
          <button
            key={tab.key}
            ref={(element) => {
              if (element) tabRefs.current.set(tab.key, element)
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${tab.key}`}
            aria-selected={tab.key === selected}
            aria-controls={`${baseId}-panel-${tab.key}`}
            tabIndex={tab.key === selected ? 0 : -1}
            className="tabs__tab"
            onClick={() => select(tab.key, false)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {t(tab.label)}
          </button>
        ))}
      </div>
      {visible.map((tab) => (
        <section
          key={tab.key}
          role="tabpanel"
          id={`${baseId}-panel-${tab.key}`}
          aria-labelledby={`${baseId}-tab-${tab.key}`}
          hidden={tab.key !== selected}
          tabIndex={0}
          className="tabs__panel"
        >
          <h2>{t(tab.label)}</h2>
          <p className="muted">{t(tab.description)}</p>
          {tab.key === selected && <TabPanel tab={tab} />}
        </section>
      ))}
    </article>
  )
}
