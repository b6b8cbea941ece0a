import { useId, useRef, type KeyboardEvent } from "react"
import { useTranslation } from "react-i18next"
import { useSearchParams } from "react-router-dom"
import { usePageTitle } from "../../shell/usePageTitle.js"

const tabs = [
  { key: "company", label: "account.companyDetails", description: "account.companyDetailsDescription" },
  { key: "settings", label: "account.settings", description: "account.settingsDescription" },
  { key: "members", label: "account.members", description: "account.membersDescription" },
  { key: "subscription", label: "account.subscription", description: "account.subscriptionDescription" },
] as const

type TabKey = (typeof tabs)[number]["key"]
const isTabKey = (value: string | null): value is TabKey => tabs.some((tab) => tab.key === value)

/**
 * /account: tabs Company Details, Settings, Members, Subscription (spec §2). The tab is kept in the
 * URL (`?tab=members`) so that a link can open one directly. Keyboard as in the ARIA tabs pattern:
 * arrows move between tabs, Home and End jump to the ends.
 */
export const AccountSettingsPage = () => {
  const { t } = useTranslation()
  usePageTitle(t("account.title"))
  const baseId = useId()
  const [params, setParams] = useSearchParams()
  const requested = params.get("tab")
  const selected: TabKey = isTabKey(requested) ? requested : "company"
  const tabRefs = useRef(new Map<TabKey, HTMLButtonElement>())

  const select = (key: TabKey, focus: boolean) => {
    setParams({ tab: key }, { replace: true })
    if (focus) tabRefs.current.get(key)?.focus()
  }

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = tabs.length - 1
    const target =
      event.key === "ArrowRight"
        ? (index + 1) % tabs.length
        : event.key === "ArrowLeft"
          ? (index - 1 + tabs.length) % tabs.length
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? last
              : null
    if (target === null) return
    event.preventDefault()
    select(tabs[target]!.key, true)
  }

  return (
    <article className="page-content">
      <h1>{t("account.title")}</h1>
      <p className="lead">{t("account.description")}</p>
      <div role="tablist" aria-label={t("account.tabsLabel")} className="tabs">
        {tabs.map((tab, index) => (
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
      {tabs.map((tab) => (
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
          <p>{t(tab.description)}</p>
          <p className="muted">{t("common.laterIssueNote")}</p>
        </section>
      ))}
    </article>
  )
}
