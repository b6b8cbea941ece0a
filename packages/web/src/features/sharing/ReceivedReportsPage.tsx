import { useQuery } from "@tanstack/react-query"
import type { ReceivedShare } from "@vsme/sdk"
import { useTranslation } from "react-i18next"
import { Link } from "react-router-dom"
import { usePageTitle } from "../../shell/usePageTitle.js"
import { useAccount } from "../account/accountQueries.js"
import { CardList } from "./CardList.js"
import { ShareCard } from "./ShareCard.js"
import { scopeText, useShareDates } from "./shareFormat.js"
import { shareQueries } from "./shareQueries.js"

/**
 * /received (issue 31): the reports other companies have shared with the active company by its
 * Business ID, newest first, each opening inside the signed-in shell. A share withdrawn by its
 * company is gone from the list; an expired one stays, marked, until the company renews it.
 */
export const ReceivedReportsPage = () => {
  const { t } = useTranslation()
  usePageTitle(t("sharing.received.title"))
  const received = useQuery(shareQueries.received())
  const account = useAccount()
  return (
    <article className="page-content received">
      <h1>{t("sharing.received.title")}</h1>
      <p className="lead">{t("sharing.received.lead")}</p>
      <CardList
        query={received}
        items={received.data}
        empty={
          account.data
            ? t("sharing.received.emptyFor", { businessId: account.data.businessId })
            : t("sharing.received.empty")
        }
        card={(share) => <ReceivedCard share={share} />}
      />
    </article>
  )
}

const ReceivedCard = ({ share }: { share: ReceivedShare }) => {
  const { t } = useTranslation()
  const dates = useShareDates()
  return (
    <ShareCard
      title={share.company.name}
      headingLevel={2}
      chip={<span className={`chip chip--share-${share.state}`}>{t(`sharing.state.${share.state}`)}</span>}
      facts={[
        [t("reviewPrint.businessId"), share.company.businessId],
        [t("sharing.view.report"), share.reportTitle],
        [t("reviewPrint.period"), dates.period(share.startDate, share.endDate)],
        [t("sharing.flow.scope"), scopeText(share.scope, t)],
        [t("sharing.received.sharedAt"), dates.moment(share.sharedAt)],
        [
          t("sharing.received.latest"),
          t("sharing.received.latestValue", {
            count: share.versions,
            date: dates.moment(share.latestVersionAt),
          }),
        ],
        [
          share.state === "expired" ? t("sharing.tab.expired") : t("sharing.tab.expires"),
          dates.date(share.expiresAt),
        ],
      ]}
      actions={(titleId) =>
        share.state === "active" && (
          <div className="button-row">
            <Link className="button button--primary" to={`/received/${share.id}`} aria-describedby={titleId}>
              {t("sharing.received.open")}
            </Link>
          </div>
        )
      }
    />
  )
}
