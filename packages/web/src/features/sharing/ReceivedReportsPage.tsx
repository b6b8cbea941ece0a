import { useQuery } from "@tanstack/react-query"
import type { ReceivedShare } from "@vsme/sdk"
import { useId } from "react"
import { useTranslation } from "react-i18next"
import { Link } from "react-router-dom"
import { useErrorMessage } from "../../i18n/errorMessage.js"
import { LoadingIndicator } from "../../shell/LoadingIndicator.js"
import { usePageTitle } from "../../shell/usePageTitle.js"
import { useAccount } from "../account/accountQueries.js"
import { scopeText, useShareDates } from "./shareFormat.js"
import { shareQueries } from "./shareQueries.js"

/**
 * /received (issue 31): the reports other companies have shared with the active company by its
 * Business ID, newest first, each opening inside the signed-in shell. A share withdrawn by its
 * company is gone from the list; an expired one stays, marked, until the company renews it.
 */
export const ReceivedReportsPage = () => {
  const { t } = useTranslation()
  const errorText = useErrorMessage()
  usePageTitle(t("sharing.received.title"))
  const received = useQuery(shareQueries.received())
  const account = useAccount()
  return (
    <article className="page-content received">
      <h1>{t("sharing.received.title")}</h1>
      <p className="lead">{t("sharing.received.lead")}</p>
      {received.isPending && <LoadingIndicator />}
      {received.isError && (
        <p role="alert" className="alert alert--error">
          {errorText(received.error)}
        </p>
      )}
      {received.isSuccess && received.data.length === 0 && (
        <p>
          {account.data
            ? t("sharing.received.emptyFor", { businessId: account.data.businessId })
            : t("sharing.received.empty")}
        </p>
      )}
      {received.isSuccess && received.data.length > 0 && (
        <ul className="share-list">
          {received.data.map((share) => (
            <li key={share.id}>
              <ReceivedCard share={share} />
            </li>
          ))}
        </ul>
      )}
    </article>
  )
}

const ReceivedCard = ({ share }: { share: ReceivedShare }) => {
  const { t } = useTranslation()
  const dates = useShareDates()
  const titleId = useId()
  const facts: ReadonlyArray<readonly [string, string]> = [
    [t("reviewPrint.businessId"), share.company.businessId],
    [t("sharing.view.report"), share.reportTitle],
    [t("reviewPrint.period"), dates.period(share.startDate, share.endDate)],
    [t("sharing.flow.scope"), scopeText(share.scope, t)],
    [t("sharing.received.sharedAt"), dates.moment(share.sharedAt)],
    [
      t("sharing.received.latest"),
      t("sharing.received.latestValue", { count: share.versions, date: dates.moment(share.latestVersionAt) }),
    ],
    [
      share.state === "expired" ? t("sharing.tab.expired") : t("sharing.tab.expires"),
      dates.date(share.expiresAt),
    ],
  ]
  return (
    <article className="share-card" aria-labelledby={titleId}>
      <header className="share-card__head">
        <h2 id={titleId}>{share.company.name}</h2>
        <span className={`chip chip--share-${share.state}`}>{t(`sharing.state.${share.state}`)}</span>
      </header>
      <dl className="facts share-card__facts">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {share.state === "active" && (
        <div className="button-row">
          <Link className="button button--primary" to={`/received/${share.id}`} aria-describedby={titleId}>
            {t("sharing.received.open")}
          </Link>
        </div>
      )}
    </article>
  )
}
