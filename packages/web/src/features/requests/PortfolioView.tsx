import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import { isLocale } from "@vsme/core"
import {
  filePath,
  PortfolioSort,
  RecipientStatus,
  requestRemind,
  requestRoutes,
  requestSetReminders,
  type DataRequestId,
  type PortfolioRow,
  type RecipientId,
  type RequestDetail,
} from "@vsme/sdk"
import { useState, type FormEvent } from "react"
import { useTranslation } from "react-i18next"
import { Link } from "react-router-dom"
import { apiClient } from "../../api/apiClient.js"
import { downloadFile } from "../../api/fileTransfer.js"
import { useErrorMessage } from "../../i18n/errorMessage.js"
import { SelectField } from "../../shell/controls/SelectField.js"
import { LoadingIndicator } from "../../shell/LoadingIndicator.js"
import { Checkbox } from "../sharing/ShareChoices.js"
import { useShareDates } from "../sharing/shareFormat.js"
import { TextField } from "../account/TextField.js"
import { shownFigures, StatusChip, useKeyFigureText } from "./requestFormat.js"
import { requestQueries, type PortfolioQuery } from "./requestQueries.js"

const pageSize = 50
const statuses = RecipientStatus.literals.filter((s) => s !== "draft")
const sorts = PortfolioSort.literals

/**
 * A sent request's portfolio (issue 32): its state and counts, the reminders switch and "remind
 * now", the downloads, and one row per company (status, last change, key figures with their data
 * quality), searched, filtered, sorted and paged by the server. A shared row opens the shared
 * report under Received reports.
 */
export const PortfolioView = ({ detail }: { detail: RequestDetail }) => {
  const { t } = useTranslation()
  const dates = useShareDates()
  return (
    <article className="page-content portfolio">
      <p>
        <Link to="/requests">{t("requests.portfolio.back")}</Link>
      </p>
      <p className="muted">
        {t("requests.portfolio.meta", { year: detail.periodYear, due: dates.day(detail.dueDate) })}
        {detail.sentAt && ` · ${t("requests.portfolio.sentAt", { date: dates.date(detail.sentAt) })}`}
      </p>
      <h1>{detail.title}</h1>
      {detail.queued > 0 && (
        <p className="alert share-note--info" role="status">
          {t("requests.portfolio.queued", { queued: detail.queued, recipients: detail.recipients })}
        </p>
      )}
      <section aria-labelledby="portfolio-counts">
        <h2 id="portfolio-counts" className="visually-hidden">
          {t("requests.portfolio.counts")}
        </h2>
        <ul className="portfolio__counts">
          {statuses
            .filter((s) => (detail.counts[s] ?? 0) > 0)
            .map((s) => (
              <li key={s}>
                <StatusChip status={s} /> {detail.counts[s]}
              </li>
            ))}
        </ul>
      </section>
      <Reminders detail={detail} />
      <Downloads requestId={detail.id} />
      <Companies detail={detail} />
    </article>
  )
}

const Reminders = ({ detail }: { detail: RequestDetail }) => {
  const { t } = useTranslation()
  const errorText = useErrorMessage()
  const queryClient = useQueryClient()
  const [message, setMessage] = useState<string | null>(null)
  const toggle = useMutation({
    mutationFn: (enabled: boolean) => apiClient.call(requestSetReminders, { requestId: detail.id, enabled }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: requestQueries.detail(detail.id).queryKey }),
  })
  const remind = useMutation({
    mutationFn: () => apiClient.call(requestRemind, { requestId: detail.id }),
    onSuccess: async (result) => {
      setMessage(t("requests.portfolio.reminded", result))
      await queryClient.invalidateQueries({ queryKey: ["request.portfolio", detail.id] })
    },
  })
  const failure = toggle.error ?? remind.error
  // The box turns at the click; the request's own state follows once the server has it.
  const remindersOn = toggle.isPending ? toggle.variables : detail.remindersEnabled
  return (
    <section className="portfolio__reminders" aria-labelledby="portfolio-reminders">
      <h2 id="portfolio-reminders">{t("requests.portfolio.remindersTitle")}</h2>
      <Checkbox
        checked={remindersOn}
        onChange={(on) => toggle.mutate(on)}
        help={t("requests.portfolio.remindersHelp")}
      >
        {t("requests.portfolio.reminders")}
      </Checkbox>
      <div className="button-row">
        <button type="button" className="button" disabled={remind.isPending} onClick={() => remind.mutate()}>
          {t("requests.portfolio.remindAll")}
        </button>
      </div>
      <div aria-live="polite">
        {message && <p className="notice notice--success">{message}</p>}
        {failure && (
          <p role="alert" className="alert alert--error">
            {errorText(failure)}
          </p>
        )}
      </div>
    </section>
  )
}

const Downloads = ({ requestId }: { requestId: DataRequestId }) => {
  const { t, i18n } = useTranslation()
  const errorText = useErrorMessage()
  const [problem, setProblem] = useState<string | null>(null)
  const [busy, setBusy] = useState<string | null>(null)
  const lang = isLocale(i18n.language) ? i18n.language : "en"
  const files = [
    { key: "xlsx", route: requestRoutes.portfolioXlsx, fallback: "portfolio.xlsx" },
    { key: "csv", route: requestRoutes.portfolioCsv, fallback: "portfolio.csv" },
    { key: "xbrl", route: requestRoutes.portfolioXbrl, fallback: "portfolio-xbrl.zip" },
  ] as const
  const download = async (file: (typeof files)[number]) => {
    setBusy(file.key)
    setProblem(null)
    try {
      await downloadFile({ path: filePath(file.route, { requestId }), query: { lang } }, file.fallback)
    } catch (error) {
      setProblem(errorText(error))
    } finally {
      setBusy(null)
    }
  }
  return (
    <section className="portfolio__downloads" aria-labelledby="portfolio-downloads">
      <h2 id="portfolio-downloads">{t("requests.portfolio.downloads")}</h2>
      <div className="button-row">
        {files.map((file) => (
          <button
            key={file.key}
            type="button"
            className="button"
            disabled={busy !== null}
            onClick={() => void download(file)}
          >
            {t(`requests.portfolio.${file.key}`)}
          </button>
        ))}
      </div>
      <div aria-live="polite">
        {problem && (
          <p role="alert" className="alert alert--error">
            {problem}
          </p>
        )}
      </div>
    </section>
  )
}

const Companies = ({ detail }: { detail: RequestDetail }) => {
  const { t } = useTranslation()
  const errorText = useErrorMessage()
  const [typed, setTyped] = useState({ search: "", status: "" as PortfolioQuery["status"] })
  const [query, setQuery] = useState<PortfolioQuery>({
    search: "",
    status: "",
    sort: "status",
    descending: false,
    page: 1,
    pageSize,
  })
  const portfolio = useQuery({
    ...requestQueries.portfolio(detail.id, query),
    // While the mails go out the rows turn from sending to sent within seconds; after that they
    // change as companies open and answer, and a look every half a minute is enough.
    refetchInterval: detail.state === "sending" || detail.queued > 0 ? 2000 : 30_000,
  })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    setQuery({ ...query, ...typed, page: 1 })
  }
  const total = portfolio.data?.total ?? 0
  const from = total === 0 ? 0 : (query.page - 1) * pageSize + 1
  const to = Math.min(total, query.page * pageSize)

  return (
    <section className="portfolio__companies" aria-labelledby="portfolio-title">
      <h2 id="portfolio-title">{t("requests.portfolio.title")}</h2>
      <form
        className="portfolio__filters"
        role="search"
        onSubmit={submit}
        aria-label={t("requests.portfolio.filterTitle")}
      >
        <TextField
          label={t("requests.portfolio.search")}
          help={t("requests.portfolio.searchHelp")}
          value={typed.search}
          onChange={(search) => setTyped({ ...typed, search })}
          type="search"
          maxLength={100}
        />
        <SelectField
          label={t("requests.portfolio.status")}
          value={typed.status}
          onChange={(status) => {
            setTyped({ ...typed, status })
            setQuery({ ...query, ...typed, status, page: 1 })
          }}
          options={[
            { value: "" as const, label: t("requests.portfolio.allStatuses") },
            ...statuses.map((s) => ({ value: s, label: t(`requests.status.${s}`) })),
          ]}
        />
        <SelectField
          label={t("requests.portfolio.sort")}
          value={query.sort}
          onChange={(sort) => setQuery({ ...query, sort, page: 1 })}
          options={sorts.map((s) => ({ value: s, label: t(`requests.portfolio.sorts.${s}`) }))}
        />
        <Checkbox
          checked={query.descending}
          onChange={(descending) => setQuery({ ...query, descending, page: 1 })}
        >
          {t("requests.portfolio.descending")}
        </Checkbox>
        <div className="button-row">
          <button type="submit" className="button">
            {t("requests.portfolio.apply")}
          </button>
        </div>
      </form>
      {portfolio.isPending && <LoadingIndicator />}
      {portfolio.isError && (
        <p role="alert" className="alert alert--error">
          {errorText(portfolio.error)}
        </p>
      )}
      {portfolio.data && (
        <>
          <p aria-live="polite" className="muted">
            {total === 0 ? t("requests.portfolio.empty") : t("requests.portfolio.rows", { from, to, total })}
          </p>
          {portfolio.data.rows.length > 0 && (
            <div className="table-wrap portfolio__table-wrap">
              <table className="table portfolio__table">
                <caption className="visually-hidden">{t("requests.portfolio.caption")}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t("requests.portfolio.company")}</th>
                    <th scope="col">{t("requests.portfolio.status")}</th>
                    <th scope="col">{t("requests.portfolio.lastChange")}</th>
                    <th scope="col">{t("requests.portfolio.figures")}</th>
                    <th scope="col">{t("requests.portfolio.actions")}</th>
                  </tr>
                </thead>
                <tbody>
                  {portfolio.data.rows.map((row) => (
                    <CompanyRow key={row.id} requestId={detail.id} row={row} />
                  ))}
                </tbody>
              </table>
            </div>
          )}
          {total > pageSize && (
            <div className="button-row">
              <button
                type="button"
                className="button"
                disabled={query.page <= 1}
                onClick={() => setQuery({ ...query, page: query.page - 1 })}
              >
                {t("requests.portfolio.previous")}
              </button>
              <button
                type="button"
                className="button"
                disabled={to >= total}
                onClick={() => setQuery({ ...query, page: query.page + 1 })}
              >
                {t("requests.portfolio.next")}
              </button>
            </div>
          )}
        </>
      )}
    </section>
  )
}

const unanswered: ReadonlyArray<RecipientStatus> = ["sent", "opened", "inProgress", "overdue"]

const CompanyRow = ({ requestId, row }: { requestId: DataRequestId; row: PortfolioRow }) => {
  const { t } = useTranslation()
  const dates = useShareDates()
  const figures = useKeyFigureText()
  const queryClient = useQueryClient()
  const [note, setNote] = useState<string | null>(null)
  const name = row.name ?? row.businessId
  const remind = useMutation({
    mutationFn: () => apiClient.call(requestRemind, { requestId, recipientId: row.id as RecipientId }),
    onSuccess: async (result) => {
      setNote(t("requests.portfolio.reminded", result))
      await queryClient.invalidateQueries({ queryKey: ["request.portfolio", requestId] })
    },
  })
  const shown = shownFigures(row)
  return (
    <tr>
      <th scope="row">
        {row.shareId ? (
          <Link to={`/received/${row.shareId}`} aria-label={t("requests.portfolio.openShare", { name })}>
            {name}
          </Link>
        ) : (
          name
        )}
        {row.name !== null && <span className="portfolio__sub">{row.businessId}</span>}
      </th>
      <td data-label={t("requests.portfolio.status")}>
        <StatusChip status={row.status} />
        {row.declined && (
          <span className="portfolio__sub">
            {t("requests.portfolio.declinedBecause", {
              reason: t(`requests.reasons.${row.declined.reason}`),
            })}
            {row.declined.text && ` – ${row.declined.text}`}
          </span>
        )}
        {row.reminders > 0 && (
          <span className="portfolio__sub">
            {t("requests.portfolio.remindersCount", { count: row.reminders })}
          </span>
        )}
      </td>
      <td data-label={t("requests.portfolio.lastChange")}>{dates.moment(row.lastChangeAt)}</td>
      <td data-label={t("requests.portfolio.figures")}>
        {shown.length === 0 ? (
          t("requests.portfolio.noFigures")
        ) : (
          <dl className="portfolio__figures">
            {shown.map((figure) => (
              <div key={figure.id}>
                <dt>{t(`requests.keyFigures.${figure.id}`)}</dt>
                <dd>
                  {figures.value(figure.id, figure.value)}
                  {figure.quality && (
                    <span className={`chip chip--quality-${figure.quality}`}>
                      {figures.quality(figure.quality)}
                    </span>
                  )}
                </dd>
              </div>
            ))}
          </dl>
        )}
      </td>
      <td className="portfolio__actions">
        {unanswered.includes(row.status) && (
          <button
            type="button"
            className="button button--small"
            disabled={remind.isPending}
            aria-label={t("requests.portfolio.remindRow", { name })}
            onClick={() => remind.mutate()}
          >
            {t("requests.portfolio.remind")}
          </button>
        )}
        {note && (
          <span className="portfolio__sub" role="status">
            {note}
          </span>
        )}
      </td>
    </tr>
  )
}
