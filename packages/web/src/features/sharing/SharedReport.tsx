import { disclosureTitles, isLocale, locales, type Locale } from "@vsme/core"
import type { SharedAttachment, ShareView } from "@vsme/sdk"
import { createElement, useId, useState, type HTMLAttributes, type ReactNode } from "react"
import { useTranslation } from "react-i18next"
import { useErrorMessage } from "../../i18n/errorMessage.js"
import { SelectField } from "../../shell/controls/SelectField.js"
import { FactList } from "../../shell/FactList.js"
import { formatSize } from "../reports/attachments/formatSize.js"
import { ReviewAnswer } from "../reports/ReviewAnswer.js"
import { collapsedReasonText } from "../reports/ReviewPrint.js"
import { reviewGroups } from "../reports/reviewGroups.js"
import { disclosureCode, scopeText, useShareDates } from "./shareFormat.js"
import { RequestAnswers } from "../requests/RequestAnswers.js"
import {
  scopeTableFields,
  sharedAttachments,
  sharedComments,
  sharedModules,
  snapshotSource,
  type SharedDisclosure,
} from "./sharedView.js"

/** A file of a share: one of the three report formats in a language, or a shared attachment. */
export type ShareFile =
  | { readonly format: "xlsx" | "xbrlJson" | "inlineXbrl"; readonly lang: Locale }
  | { readonly format: "attachment"; readonly attachment: SharedAttachment }

/** What a recipient can do on a share's page. The owner's preview has none of it. */
export interface SharedReportActions {
  readonly chooseVersion: (version: number) => void
  readonly download: (file: ShareFile) => Promise<{ readonly name: string }>
  /** Set while another version is on its way. */
  readonly busy: boolean
}

const reportFormats = ["xlsx", "xbrlJson", "inlineXbrl"] as const

/** A heading of the given level: the page's title is h1 on the recipient's page, h3 in the preview. */
const Heading = ({ level, ...props }: { level: number } & HTMLAttributes<HTMLHeadingElement>) =>
  createElement(`h${Math.min(Math.max(level, 1), 6)}`, props)

/**
 * A shared report as its recipient sees it: the public page `/s/{token}`, a received report, and the
 * owner's preview before sharing (which is why the preview can say it shows exactly this). Company,
 * period, who shared it and when, the versions, the downloads, then the answers by module and
 * disclosure with derived values, public comments and the shared attachments, in the reader's language
 * and number format; free texts as written. `level` is the heading level of its title (3 inside the
 * preview's page).
 */
export const SharedReport = ({
  view,
  actions,
  level = 1,
}: {
  view: ShareView
  actions: SharedReportActions | null
  level?: 1 | 2 | 3
}) => {
  const { t, i18n } = useTranslation()
  const locale: Locale = isLocale(i18n.language) ? i18n.language : "en"
  const dates = useShareDates()
  const { snapshot } = view
  const { company, report } = snapshot
  const overall = report.completeness.overall
  const modules = sharedModules(snapshot)
  const ids = { versions: useId(), downloads: useId(), attachments: useId() }

  const facts: ReadonlyArray<readonly [string, ReactNode]> = [
    [t("sharing.view.report"), report.title],
    [t("reviewPrint.businessId"), company.businessId],
    ...(company.lei ? [[t("sharing.view.lei"), company.lei] as const] : []),
    [t("reviewPrint.period"), dates.period(report.startDate, report.endDate)],
    [
      t("reviewPrint.modules"),
      report.comprehensive ? t("dashboard.reports.basicAndComprehensive") : t("dashboard.reports.basic"),
    ],
    [t("sharing.view.scope"), scopeText(snapshot.scope, t)],
    [
      t("reviewPrint.state"),
      `${t(`reports.reportState.${report.state}`)} · ${t("sharing.view.dealtWith", { done: overall.done, asked: overall.asked })}`,
    ],
    [t("reviewPrint.standard"), snapshot.standard],
    // A third party's verification makes every figure "verified": the recipient sees by whom and when.
    ...(snapshot.quality.verification
      ? [
          [
            t("requests.dataQuality.verificationTitle"),
            t("requests.dataQuality.verifiedLine", {
              by: snapshot.quality.verification.verifiedBy,
              date: dates.day(snapshot.quality.verification.verifiedOn),
            }),
          ] as const,
        ]
      : []),
    [t("sharing.view.validUntil"), dates.date(view.expiresAt)],
  ]

  return (
    <article className="shared-report review">
      <header className="shared-report__header">
        <p className="shared-report__kicker">{t("sharing.view.kicker")}</p>
        <Heading level={level} className="shared-report__title">
          {company.name}
        </Heading>
        <p className="lead">
          {t("sharing.view.sharedBy", {
            company: company.name,
            date: dates.moment(view.publishedAt),
            version: view.version,
          })}
        </p>
        {report.state === "draft" && (
          <p className="alert share-note">
            {t("sharing.view.draftNote", { done: overall.done, asked: overall.asked })}
          </p>
        )}
        <FactList facts={facts} className="shared-report__facts" />
      </header>

      <section aria-labelledby={ids.versions} className="shared-report__versions no-print">
        <Heading level={level + 1} className="shared-report__section-title" id={ids.versions}>
          {t("sharing.view.versions")}
        </Heading>
        <ol className="share-versions">
          {view.versions.map((v, index) => {
            const label = t("sharing.view.versionLine", {
              version: v.version,
              date: dates.moment(v.publishedAt),
            })
            const newest = index === 0 ? ` (${t("sharing.view.newest")})` : ""
            return (
              <li key={v.version}>
                {v.version === view.version ? (
                  <span aria-current="true" className="share-versions__current">
                    {label}
                    {newest} – {t("sharing.view.shown")}
                  </span>
                ) : (
                  <button
                    type="button"
                    className="button button--link"
                    disabled={actions === null || actions.busy}
                    onClick={() => actions?.chooseVersion(v.version)}
                  >
                    {t("sharing.view.showVersion", { line: `${label}${newest}` })}
                  </button>
                )}
              </li>
            )
          })}
        </ol>
      </section>

      <section aria-labelledby={ids.downloads} className="shared-report__downloads no-print">
        <Heading level={level + 1} className="shared-report__section-title" id={ids.downloads}>
          {t("sharing.view.downloads")}
        </Heading>
        <Downloads defaultLocale={locale} actions={actions} />
      </section>

      {modules.map((m) => (
        <section key={m.module} className="review__section" aria-labelledby={`shared-${m.module}`}>
          <Heading level={level + 1} className="shared-report__section-title" id={`shared-${m.module}`}>
            {t(`sharing.view.modules.${m.module}`)}
          </Heading>
          {m.disclosures.map((d) => (
            <DisclosureBlock key={d.disclosure} group={d} view={view} locale={locale} level={level + 2} />
          ))}
        </section>
      ))}

      {snapshot.request !== null && <RequestAnswers answers={snapshot.request} level={level} />}

      {snapshot.attachments.length > 0 && (
        <section aria-labelledby={ids.attachments} className="review__section">
          <Heading level={level + 1} className="shared-report__section-title" id={ids.attachments}>
            {t("sharing.view.attachments")}
          </Heading>
          <Attachments view={view} actions={actions} />
        </section>
      )}
    </article>
  )
}

/** One disclosure: its title, then its answers, or the one line saying why it is left out. */
const DisclosureBlock = ({
  group,
  view,
  locale,
  level,
}: {
  group: SharedDisclosure
  view: ShareView
  locale: Locale
  level: number
}) => {
  const { t } = useTranslation()
  const source = snapshotSource(view.snapshot)
  const comments = sharedComments(view.snapshot)
  const [shown] = reviewGroups(source, group.items, (id) => comments.has(id))
  const title =
    group.disclosure === "other" ? disclosureTitles.other[locale] : disclosureTitles[group.disclosure][locale]
  return (
    <div className="shared-disclosure" data-disclosure={group.disclosure}>
      <Heading level={level} className="shared-disclosure__title">
        {group.disclosure !== "other" && <span className="review__code">{group.disclosure}</span>} {title}
      </Heading>
      {shown?.kind === "collapsed" ? (
        <p className="muted">
          {collapsedReasonText(t, shown.reason, locale, t("sharing.view.doesNotApply"))}
        </p>
      ) : (
        <dl className="review__answers">
          {group.items.map((item) => (
            <ReviewAnswer
              key={item.id}
              item={item}
              report={source}
              locale={locale}
              currency={view.snapshot.company.currency}
              comments={comments.get(item.id) ?? []}
              tableFields={scopeTableFields(view.snapshot.scope)}
              doesNotApply={t("sharing.view.doesNotApply")}
            />
          ))}
        </dl>
      )}
    </div>
  )
}

type Status =
  | { readonly kind: "idle" }
  | { readonly kind: "busy" }
  | { readonly kind: "done"; readonly name: string }
  | { readonly kind: "failed"; readonly message: string }

/** One download at a time, its outcome said politely (as the review page's downloads do). */
const useShareDownload = (actions: SharedReportActions | null) => {
  const [status, setStatus] = useState<Status>({ kind: "idle" })
  const errorMessage = useErrorMessage()
  const run = async (file: ShareFile) => {
    if (!actions) return
    setStatus({ kind: "busy" })
    try {
      const { name } = await actions.download(file)
      setStatus({ kind: "done", name })
    } catch (error) {
      setStatus({ kind: "failed", message: errorMessage(error) })
    }
  }
  return { status, run }
}

const StatusLine = ({ status }: { status: Status }) => {
  const { t } = useTranslation()
  return (
    <div aria-live="polite">
      {status.kind === "busy" && <p className="muted">{t("exports.downloading")}</p>}
      {status.kind === "done" && <p className="muted">{t("exports.downloaded", { name: status.name })}</p>}
      {status.kind === "failed" && (
        <p role="alert" className="alert alert--error">
          {status.message}
        </p>
      )}
    </div>
  )
}

const Downloads = ({
  defaultLocale,
  actions,
}: {
  defaultLocale: Locale
  actions: SharedReportActions | null
}) => {
  const { t } = useTranslation()
  const [lang, setLang] = useState<Locale>(defaultLocale)
  const { status, run } = useShareDownload(actions)
  return (
    <div className="form">
      <p className="muted">{t("sharing.view.downloadsHelp")}</p>
      <SelectField
        label={t("exports.language")}
        value={lang}
        onChange={setLang}
        options={locales.map((l) => ({ value: l, label: t(`exports.languages.${l}`) }))}
      />
      <div className="button-row">
        {reportFormats.map((format) => (
          <button
            key={format}
            type="button"
            className="button"
            disabled={actions === null || status.kind === "busy"}
            onClick={() => void run({ format, lang })}
          >
            {t(`sharing.view.download.${format}`)}
          </button>
        ))}
      </div>
      {actions === null && <p className="field__help">{t("sharing.view.downloadsInPreview")}</p>}
      <StatusLine status={status} />
    </div>
  )
}

const Attachments = ({ view, actions }: { view: ShareView; actions: SharedReportActions | null }) => {
  const { t, i18n } = useTranslation()
  const locale: Locale = isLocale(i18n.language) ? i18n.language : "en"
  const { status, run } = useShareDownload(actions)
  const byQuestion = sharedAttachments(view.snapshot)
  const items = sharedModules(view.snapshot).flatMap((m) => m.disclosures.flatMap((d) => d.items))
  return (
    <>
      <ul className="attachments__list">
        {items.flatMap((item) =>
          (byQuestion.get(item.id) ?? []).map((attachment) => {
            const question = item.kind === "gate" ? item.gate : item.question
            return (
              <li key={attachment.id} className="attachments__item">
                {actions ? (
                  <button
                    type="button"
                    className="button button--link attachments__name"
                    disabled={status.kind === "busy"}
                    onClick={() => void run({ format: "attachment", attachment })}
                  >
                    {attachment.fileName}
                  </button>
                ) : (
                  <span className="attachments__name">{attachment.fileName}</span>
                )}{" "}
                <span className="attachments__meta">
                  {formatSize(attachment.sizeBytes, locale)} ·{" "}
                  {question.disclosure === "other" ? "" : `${disclosureCode(question.disclosure, t)} `}
                  {question.label[locale]}
                </span>
              </li>
            )
          }),
        )}
      </ul>
      <StatusLine status={status} />
    </>
  )
}
