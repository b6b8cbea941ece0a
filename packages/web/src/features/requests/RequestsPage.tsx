import { useQuery } from "@tanstack/react-query"
import type { IncomingSummary, RequestSummary } from "@vsme/sdk"
import { useTranslation } from "react-i18next"
import { Link } from "react-router-dom"
import { usePageTitle } from "../../shell/usePageTitle.js"
import { useAccount } from "../account/accountQueries.js"
import { CardList } from "../sharing/CardList.js"
import { ShareCard } from "../sharing/ShareCard.js"
import { useShareDates } from "../sharing/shareFormat.js"
import { StatusChip } from "./requestFormat.js"
import { requestQueries } from "./requestQueries.js"

/**
 * /requests (issue 32): the requests addressed to the active company's Business ID (its inbox, the
 * count in the navigation), then the requests the company has sent, with their state and how many
 * companies have answered.
 */
export const RequestsPage = () => {
  const { t } = useTranslation()
  usePageTitle(t("requests.title"))
  return (
    <article className="page-content requests">
      <h1>{t("requests.title")}</h1>
      <p className="lead">{t("requests.lead")}</p>
      <Inbox />
      <Sent />
    </article>
  )
}

const Inbox = () => {
  const { t } = useTranslation()
  const inbox = useQuery(requestQueries.inbox())
  const account = useAccount()
  const open = inbox.data?.open ?? 0
  return (
    <section className="requests__section" aria-labelledby="requests-incoming">
      <h2 id="requests-incoming">{t("requests.list.incomingTitle")}</h2>
      <CardList
        query={inbox}
        items={inbox.data?.requests}
        empty={
          account.data
            ? t("requests.list.incomingEmpty", { businessId: account.data.businessId })
            : t("requests.list.incomingEmptyPlain")
        }
        note={open > 0 && <p>{t("requests.list.openCount", { count: open })}</p>}
        card={(request) => <IncomingCard request={request} />}
      />
    </section>
  )
}

const IncomingCard = ({ request }: { request: IncomingSummary }) => {
  const { t } = useTranslation()
  const dates = useShareDates()
  return (
    <ShareCard
      title={request.title}
      headingLevel={3}
      chip={<StatusChip status={request.status} />}
      facts={[
        [t("requests.list.from"), request.requesterName],
        [t("requests.list.period"), String(request.periodYear)],
        [t("requests.list.due"), dates.day(request.dueDate)],
        [t("requests.list.received"), dates.date(request.receivedAt)],
      ]}
      actions={(titleId) => (
        <div className="button-row">
          <Link
            className="button button--primary"
            to={`/requests/incoming/${request.id}`}
            aria-describedby={titleId}
          >
            {t("requests.list.open")}
          </Link>
        </div>
      )}
    />
  )
}

const Sent = () => {
  const { t } = useTranslation()
  const list = useQuery(requestQueries.list())
  return (
    <section className="requests__section" aria-labelledby="requests-sent">
      <div className="requests__section-head">
        <h2 id="requests-sent">{t("requests.list.sentTitle")}</h2>
        <Link className="button button--primary" to="/requests/new">
          {t("requests.list.newRequest")}
        </Link>
      </div>
      <CardList
        query={list}
        items={list.data}
        empty={t("requests.list.sentEmpty")}
        card={(request) => <SentCard request={request} />}
      />
    </section>
  )
}

const SentCard = ({ request }: { request: RequestSummary }) => {
  const { t } = useTranslation()
  const dates = useShareDates()
  return (
    <ShareCard
      title={request.title}
      headingLevel={3}
      chip={
        <span className={`chip chip--request-${request.state}`}>{t(`requests.state.${request.state}`)}</span>
      }
      facts={[
        [t("requests.list.period"), String(request.periodYear)],
        [t("requests.list.due"), dates.day(request.dueDate)],
        [t("requests.list.companies"), String(request.recipients)],
        ...(request.state === "draft"
          ? ([[t("requests.list.createdAt"), dates.date(request.createdAt)]] as const)
          : ([
              [t("requests.list.sentAt"), request.sentAt ? dates.date(request.sentAt) : "–"],
              [
                t("requests.list.answered"),
                t("requests.list.answeredValue", {
                  shared: request.counts.shared,
                  declined: request.counts.declined,
                  recipients: request.recipients,
                }),
              ],
            ] as const)),
      ]}
      actions={(titleId) => (
        <div className="button-row">
          <Link className="button" to={`/requests/${request.id}`} aria-describedby={titleId}>
            {t("requests.list.openSent")}
          </Link>
        </div>
      )}
    />
  )
}
