import { useQuery } from "@tanstack/react-query"
import { isLocale, locales, type Locale } from "@vsme/core"
import { isRpcError, type AiSummary, type AiSummaryListItem, type AiSummaryStatus } from "@vsme/sdk"
import { useId, useState } from "react"
import { useTranslation } from "react-i18next"
import { SelectField } from "../../shell/controls/SelectField.js"
import { useErrorMessage } from "../../i18n/errorMessage.js"
import { LoadingIndicator } from "../../shell/LoadingIndicator.js"
import { aiSummaryQueries, isRunning, useRequestSummary } from "./aiSummaryQueries.js"
import { SummaryMarkdown } from "./SummaryMarkdown.js"
import { SubscriptionRequiredNotice } from "../billing/SubscriptionRequiredNotice.js"

/**
 * The AI summary of a report (issue 8; spec §3, §4, §8): none yet, pending (analysing), generating
 * (the text appears as it streams in), done, or error with retry. A summary made from an older
 * version of the report is marked out of date with an offer to regenerate; earlier summaries can be
 * opened; figures the report's data does not contain are highlighted. Without a language model the
 * panel says so and offers the automatic key-figures summary; trial accounts see the subscription
 * message (spec §6).
 */
export const AiSummaryPanel = ({ reportId }: { reportId: string }) => {
  const { t } = useTranslation()
  const headingId = useId()
  const status = useQuery(aiSummaryQueries.status(reportId))
  return (
    <section className="ai-summary" aria-labelledby={headingId}>
      <h2 id={headingId}>{t("aiSummary.title")}</h2>
      {status.isPending ? (
        <LoadingIndicator />
      ) : status.isError ? (
        <StatusError error={status.error} />
      ) : status.data.modelConfigured ? (
        <SummaryWorkspace status={status.data} />
      ) : (
        <NoModel reportId={reportId} />
      )}
    </section>
  )
}

const StatusError = ({ error }: { error: unknown }) => {
  const { t } = useTranslation()
  if (isRpcError(error) && error.tag === "SubscriptionRequired") return <SubscriptionRequiredNotice />
  return <p className="alert alert--error">{t("common.technicalIssue")}</p>
}

/** The interface language as a summary language (the summary's own default). */
const useUiLocale = (): Locale => {
  const { i18n } = useTranslation()
  const language = i18n.resolvedLanguage ?? i18n.language
  return isLocale(language) ? language : "en"
}

const useDates = () => {
  const { i18n } = useTranslation()
  const format = new Intl.DateTimeFormat(i18n.resolvedLanguage ?? i18n.language, {
    dateStyle: "short",
    timeStyle: "short",
  })
  return (iso: string) => format.format(new Date(iso))
}

const SummaryWorkspace = ({ status }: { status: AiSummaryStatus }) => {
  const { t } = useTranslation()
  const message = useErrorMessage()
  const request = useRequestSummary(status.reportId)
  const uiLocale = useUiLocale()
  const [language, setLanguage] = useState<Locale>(uiLocale)
  const languageId = useId()
  const current = status.current
  const running = isRunning(status.state)
  const ask = () => request.mutate(language)

  return (
    <>
      <p className="muted">{t("aiSummary.intro")}</p>
      {status.state === "none" && <p>{t("aiSummary.none")}</p>}
      {current !== null && <CurrentSummary summary={current} />}

      {!running && (
        <div className="ai-summary__actions">
          <SelectField
            id={languageId}
            label={t("aiSummary.language")}
            value={language}
            onChange={setLanguage}
            options={locales.map((l) => ({ value: l, label: t(`aiSummary.languages.${l}`) }))}
          />
          <button
            type="button"
            className={
              current === null || current.outOfDate || current.state === "error"
                ? "button button--primary"
                : "button"
            }
            disabled={request.isPending}
            onClick={ask}
          >
            {current === null
              ? t("aiSummary.create")
              : current.state === "error"
                ? t("aiSummary.retry")
                : t("aiSummary.regenerate")}
          </button>
        </div>
      )}
      {request.isError && (
        <p className="alert alert--error" role="alert">
          {message(request.error)}
        </p>
      )}
      <p className="muted ai-summary__usage">
        {t("aiSummary.usage", { used: status.usage.used, limit: status.usage.limit })}
      </p>
      {status.earlier.length > 0 && <EarlierSummaries items={status.earlier} />}
    </>
  )
}

const CurrentSummary = ({ summary }: { summary: AiSummary }) => {
  const { t } = useTranslation()
  switch (summary.state) {
    case "pending":
      return (
        <div role="status" className="loading">
          <span className="loading__spinner" aria-hidden="true" />
          <span>{t("aiSummary.pending")}</span>
        </div>
      )
    case "generating":
      return (
        <>
          <div role="status" className="loading">
            <span className="loading__spinner" aria-hidden="true" />
            <span>{t("aiSummary.generating")}</span>
          </div>
          <SummaryText summary={summary} busy />
        </>
      )
    case "error":
      return (
        <p className="alert alert--error" role="alert">
          {t("aiSummary.failed")}
        </p>
      )
    case "done":
      return (
        <>
          {summary.outOfDate && <p className="notice">{t("aiSummary.outOfDate")}</p>}
          <SummaryText summary={summary} />
        </>
      )
  }
}

/** A summary's text with its figure mismatches highlighted, and what it was made from. */
const SummaryText = ({ summary, busy = false }: { summary: AiSummary; busy?: boolean }) => {
  const { t } = useTranslation()
  const date = useDates()
  const figures = summary.mismatches.map((m) => m.figure)
  const values = {
    date: date(summary.finishedAt ?? summary.requestedAt),
    edited: date(summary.madeFromReportUpdatedAt),
    language: t(`aiSummary.languages.${summary.language}`),
    name: summary.requestedBy?.displayName ?? "",
  }
  return (
    <div className="ai-summary__result">
      {!busy && figures.length > 0 && (
        <div className="notice ai-summary__mismatches">
          <p className="alert__title">{t("aiSummary.mismatchesTitle")}</p>
          <p>{t("aiSummary.mismatches", { figures: figures.join(", ") })}</p>
        </div>
      )}
      <div className="ai-summary__text" lang={summary.language} aria-busy={busy}>
        <SummaryMarkdown
          text={summary.text}
          marks={busy ? [] : summary.mismatches}
          markTitle={t("aiSummary.mismatchMark")}
        />
      </div>
      {!busy && (
        <p className="muted ai-summary__meta">
          {t("aiSummary.aiNote")}{" "}
          {values.name ? t("aiSummary.madeFrom", values) : t("aiSummary.madeFromNoName", values)}
        </p>
      )}
    </div>
  )
}

const EarlierSummaries = ({ items }: { items: ReadonlyArray<AiSummaryListItem> }) => {
  const { t } = useTranslation()
  const date = useDates()
  const [open, setOpen] = useState<string | null>(null)
  return (
    <details className="ai-summary__earlier">
      <summary>{t("aiSummary.earlierTitle", { count: items.length })}</summary>
      <ul>
        {items.map((item) => {
          const label = t("aiSummary.earlierItem", {
            date: date(item.finishedAt ?? item.requestedAt),
            language: t(`aiSummary.languages.${item.language}`),
          })
          return (
            <li key={item.id}>
              <span>
                {label}
                {item.outOfDate && <span className="muted"> · {t("aiSummary.earlierOutOfDate")}</span>}
              </span>{" "}
              <button
                type="button"
                className="button button--small"
                aria-expanded={open === item.id}
                aria-label={`${open === item.id ? t("aiSummary.hide") : t("aiSummary.show")}: ${label}`}
                onClick={() => setOpen(open === item.id ? null : item.id)}
              >
                {open === item.id ? t("aiSummary.hide") : t("aiSummary.show")}
              </button>
              {open === item.id && <EarlierSummary id={item.id} label={label} />}
            </li>
          )
        })}
      </ul>
    </details>
  )
}

const EarlierSummary = ({ id, label }: { id: string; label: string }) => {
  const { t } = useTranslation()
  const summary = useQuery(aiSummaryQueries.view(id))
  if (summary.isPending) return <LoadingIndicator />
  if (summary.isError) return <p className="alert alert--error">{t("common.technicalIssue")}</p>
  return (
    <section aria-label={t("aiSummary.earlierHeading", { date: label })}>
      <SummaryText summary={summary.data} />
    </section>
  )
}

/** No language model: said plainly, with the automatic key-figures summary on offer. */
const NoModel = ({ reportId }: { reportId: string }) => {
  const { t } = useTranslation()
  const [shown, setShown] = useState(false)
  return (
    <>
      <p className="notice">{t("aiSummary.notConfigured")}</p>
      <div className="button-row">
        <button type="button" className="button" aria-expanded={shown} onClick={() => setShown(!shown)}>
          {shown ? t("aiSummary.hideKeyFigures") : t("aiSummary.showKeyFigures")}
        </button>
      </div>
      {shown && <KeyFigures reportId={reportId} />}
    </>
  )
}

const KeyFigures = ({ reportId }: { reportId: string }) => {
  const { t } = useTranslation()
  const locale = useUiLocale()
  const headingId = useId()
  const figures = useQuery(aiSummaryQueries.keyFigures(reportId, locale))
  return (
    <section className="ai-summary__result" aria-labelledby={headingId}>
      <h3 id={headingId}>{t("aiSummary.keyFiguresTitle")}</h3>
      <p className="muted">{t("aiSummary.keyFiguresNote")}</p>
      {figures.isPending ? (
        <LoadingIndicator />
      ) : figures.isError ? (
        <p className="alert alert--error">{t("common.technicalIssue")}</p>
      ) : (
        <div className="ai-summary__text" lang={locale}>
          <SummaryMarkdown text={figures.data.text} />
        </div>
      )}
    </section>
  )
}
