import { useQuery } from "@tanstack/react-query"
import type { RecipientStatus, RequestSummary } from "@vsme/sdk"
import { useId } from "react"
import { useTranslation } from "react-i18next"
import { Link } from "react-router-dom"
import { useErrorMessage } from "../../i18n/errorMessage.js"
import { LoadingIndicator } from "../../shell/LoadingIndicator.js"
import { usePageTitle } from "../../shell/usePageTitle.js"
import { useAccount } from "../account/accountQueries.js"
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
  const errorText = useErrorMessage()
  const dates = useShareDates()
  const inbox = useQuery(requestQueries.inbox())
  const account = useAccount()
  return (
    <section className="requests__section" aria-labelledby="requests-incoming">
      <h2 id="requests-incoming">{t("requests.list.incomingTitle")}</h2>
      {inbox.isPending && <LoadingIndicator />}
      {inbox.isError && (
        <p role="alert" className="alert alert--error">
          {errorText(inbox.error)}
        </p>
      )}
      {inbox.isSuccess && inbox.data.requests.length === 0 && (
        <p>
          {account.data
            ? t("requests.list.incomingEmpty", { businessId: account.data.businessId })
            : t("requests.list.incomingEmptyPlain")}
        </p>
      )}
      {inbox.isSuccess && inbox.data.open > 0 && (
        <p>{t("requests.list.openCount", { count: inbox.data.open })}</p>
      )}
      {inbox.isSuccess && inbox.data.requests.length > 0 && (
        <ul className="share-list">
          {inbox.data.requests.map((request) => (
            <li key={request.id}>
              <IncomingCard
                id={request.id}
                title={request.title}
                status={request.status}
                facts={[
                  [t("requests.list.from"), request.requesterName],
                  [t("requests.list.period"), String(request.periodYear)],
                  [t("requests.list.due"), dates.day(request.dueDate)],
                  [t("requests.list.received"), dates.date(request.receivedAt)],
                ]}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

const IncomingCard = ({
  id,
  title,
  status,
  facts,
}: {
  id: string
  title: string
  status: RecipientStatus
  facts: ReadonlyArray<readonly [string, string]>
}) => {
  const { t } = useTranslation()
  const titleId = useId()
  return (
    <article className="share-card" aria-labelledby={titleId}>
      <header className="share-card__head">
        <h3 id={titleId}>{title}</h3>
        <StatusChip status={status} />
      </header>
      <dl className="facts share-card__facts">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <div className="button-row">
        <Link className="button button--primary" to={`/requests/incoming/${id}`} aria-describedby={titleId}>
          {t("requests.list.open")}
        </Link>
      </div>
    </article>
  )
}

const Sent = () => {
  const { t } = useTranslation()
  const errorText = useErrorMessage()
  const dates = useShareDates()
  const list = useQuery(requestQueries.list())
  return (
    <section className="requests__section" aria-labelledby="requests-sent">
      <div className="requests__section-head">
        <h2 id="requests-sent">{t("requests.list.sentTitle")}</h2>
        <Link className="button button--primary" to="/requests/new">
          {t("requests.list.newRequest")}
        </Link>
      </div>
      {list.isPending && <LoadingIndicator />}
      {list.isError && (
        <p role="alert" className="alert alert--error">
          {errorText(list.error)}
        </p>
      )}
      {list.isSuccess && list.data.length === 0 && <p>{t("requests.list.sentEmpty")}</p>}
      {list.isSuccess && list.data.length > 0 && (
        <ul className="share-list">
          {list.data.map((request) => (
            <li key={request.id}>
              <SentCard request={request} dates={dates} />
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

const SentCard = ({
  request,
  dates,
}: {
  request: RequestSummary
  dates: ReturnType<typeof useShareDates>
}) => {
  const { t } = useTranslation()
  const titleId = useId()
  const facts: ReadonlyArray<readonly [string, string]> = [
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
  ]
  return (
    <article className="share-card" aria-labelledby={titleId}>
      <header className="share-card__head">
        <h3 id={titleId}>{request.title}</h3>
        <span className={`chip chip--request-${request.state}`}>{t(`requests.state.${request.state}`)}</span>
      </header>
      <dl className="facts share-card__facts">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <div className="button-row">
        <Link className="button" to={`/requests/${request.id}`} aria-describedby={titleId}>
          {t("requests.list.openSent")}
        </Link>
      </div>
    </article>
  )
}
