import { useQuery } from "@tanstack/react-query"
import { isLocale, locales, mayUseFeature, type GatedFeature, type Locale } from "@vsme/core"
import { exportRoutes, filePath, type BadgeType, type CommentType } from "@vsme/sdk"
import { useId, useState, type ReactNode } from "react"
import { useTranslation } from "react-i18next"
import { SelectField } from "../../shell/controls/SelectField.js"
import { downloadFile } from "../../api/fileTransfer.js"
import { useErrorMessage } from "../../i18n/errorMessage.js"
import { useAccount } from "../account/accountQueries.js"
import { reportQueries } from "../reports/reportQueries.js"
import { SubscriptionRequiredNotice } from "../billing/SubscriptionRequiredNotice.js"

const commentTypes: ReadonlyArray<CommentType> = ["note", "audit", "public"]
const badgeTypes: ReadonlyArray<BadgeType> = ["company", "accountingFirm"]

type Status =
  | { readonly kind: "idle" }
  | { readonly kind: "busy" }
  | { readonly kind: "done"; readonly name: string }
  | { readonly kind: "failed"; readonly message: string }

/** One download at a time per block, its outcome announced politely to screen readers. */
const useDownload = () => {
  const [status, setStatus] = useState<Status>({ kind: "idle" })
  const errorMessage = useErrorMessage()
  const run = async (request: Parameters<typeof downloadFile>[0], fallbackName: string) => {
    setStatus({ kind: "busy" })
    try {
      const { name } = await downloadFile(request, fallbackName)
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

/** A download block: its form, or the spec §6 message while the account is in trial mode. */
const Block = ({
  title,
  help,
  feature,
  allowed,
  children,
}: {
  title: string
  help: string
  feature: GatedFeature
  allowed: boolean
  children: ReactNode
}) => {
  const headingId = useId()
  return (
    <section className="downloads__block" aria-labelledby={headingId} data-feature={feature}>
      <h3 id={headingId}>{title}</h3>
      <p className="muted">{help}</p>
      {allowed ? children : <SubscriptionRequiredNotice />}
    </section>
  )
}

const LanguageSelect = ({ value, onChange }: { value: Locale; onChange: (locale: Locale) => void }) => {
  const { t } = useTranslation()
  return (
    <SelectField
      label={t("exports.language")}
      value={value}
      onChange={onChange}
      options={locales.map((locale) => ({ value: locale, label: t(`exports.languages.${locale}`) }))}
    />
  )
}

const SpreadsheetForm = ({ reportId, defaultLocale }: { reportId: string; defaultLocale: Locale }) => {
  const { t } = useTranslation()
  const [lang, setLang] = useState<Locale>(defaultLocale)
  const [chosen, setChosen] = useState<ReadonlySet<CommentType>>(new Set())
  const helpId = useId()
  const { status, run } = useDownload()
  const toggle = (type: CommentType) =>
    setChosen((current) => {
      const next = new Set(current)
      if (next.has(type)) next.delete(type)
      else next.add(type)
      return next
    })
  const download = () =>
    run(
      {
        path: filePath(exportRoutes.reportXlsx, { reportId }),
        query: { lang, comments: commentTypes.filter((type) => chosen.has(type)).join(",") },
      },
      `report-${lang}.xlsx`,
    )
  return (
    <div className="form">
      <LanguageSelect value={lang} onChange={setLang} />
      <fieldset className="choice-group" aria-describedby={helpId}>
        <legend>{t("exports.commentTypes")}</legend>
        <p id={helpId} className="field__help">
          {t("exports.commentTypesHelp")}
        </p>
        {commentTypes.map((type) => (
          <label key={type} className="choice">
            <input type="checkbox" checked={chosen.has(type)} onChange={() => toggle(type)} />
            {t(`reports.comments.types.${type}`)}
          </label>
        ))}
      </fieldset>
      <div className="button-row">
        <button
          type="button"
          className="button button--primary"
          disabled={status.kind === "busy"}
          onClick={() => void download()}
        >
          {t("exports.downloadSpreadsheet")}
        </button>
      </div>
      <StatusLine status={status} />
    </div>
  )
}

const yearsOf = (startDate: string, endDate: string) => {
  const first = Number(startDate.slice(0, 4))
  const last = Number(endDate.slice(0, 4))
  return Array.from({ length: Math.max(last - first + 1, 1) }, (_, i) => last - i)
}

const BadgeForm = ({
  reportId,
  defaultLocale,
  years,
}: {
  reportId: string
  defaultLocale: Locale
  years: ReadonlyArray<number>
}) => {
  const { t } = useTranslation()
  const [type, setType] = useState<BadgeType>("company")
  const [lang, setLang] = useState<Locale>(defaultLocale)
  const [year, setYear] = useState(years[0]!)
  const yearId = useId()
  const { status, run } = useDownload()
  const download = (format: "svg" | "png") =>
    run(
      {
        path: filePath(format === "svg" ? exportRoutes.badgeSvg : exportRoutes.badgePng, { reportId }),
        query: { type, lang, year: String(year) },
      },
      `vsme-badge-${year}.${format}`,
    )
  return (
    <div className="form">
      <fieldset className="choice-group">
        <legend>{t("exports.badgeType")}</legend>
        {badgeTypes.map((value) => (
          <label key={value} className="choice">
            <input
              type="radio"
              name={`badge-type-${reportId}`}
              value={value}
              checked={type === value}
              onChange={() => setType(value)}
            />
            {t(`exports.badgeTypes.${value}`)}
          </label>
        ))}
      </fieldset>
      <LanguageSelect value={lang} onChange={setLang} />
      <SelectField
        id={yearId}
        label={t("exports.year")}
        value={String(year)}
        onChange={(value) => setYear(Number(value))}
        options={years.map((y) => ({ value: String(y), label: String(y) }))}
      />
      <div className="button-row">
        <button
          type="button"
          className="button"
          disabled={status.kind === "busy"}
          onClick={() => void download("svg")}
        >
          {t("exports.downloadSvg")}
        </button>
        <button
          type="button"
          className="button"
          disabled={status.kind === "busy"}
          onClick={() => void download("png")}
        >
          {t("exports.downloadPng")}
        </button>
      </div>
      <StatusLine status={status} />
    </div>
  )
}

/**
 * The downloads of the review page (spec §1, §2, §3): the report as a spreadsheet in a chosen
 * language with chosen comment types, and the badge of a report year (type, language, year) as SVG
 * or PNG. A trial account sees the "requires an active subscription" message (spec §6) instead of
 * the download buttons; the server refuses it all the same.
 */
export const ReportDownloads = ({ reportId }: { reportId: string }) => {
  const { t, i18n } = useTranslation()
  const account = useAccount()
  const report = useQuery(reportQueries.detail(reportId))
  if (!account.data || !report.data) return null
  const defaultLocale = isLocale(i18n.language) ? i18n.language : "en"
  const allowed = (feature: GatedFeature) => mayUseFeature(account.data.state, feature)
  return (
    <div className="downloads">
      <Block
        title={t("exports.spreadsheetTitle")}
        help={t("exports.spreadsheetHelp")}
        feature="spreadsheetExport"
        allowed={allowed("spreadsheetExport")}
      >
        <SpreadsheetForm reportId={reportId} defaultLocale={defaultLocale} />
      </Block>
      <Block
        title={t("exports.badgeTitle")}
        help={t("exports.badgeHelp")}
        feature="badgeDownload"
        allowed={allowed("badgeDownload")}
      >
        {report.data.state === "draft" ? (
          // A badge is issued only for a report marked ready (the server refuses a draft's too).
          <p className="alert alert--info" data-testid="badge-needs-ready">
            {t("errors.BadgeNeedsReadyReport")}
          </p>
        ) : (
          <BadgeForm
            reportId={reportId}
            defaultLocale={defaultLocale}
            years={yearsOf(report.data.startDate, report.data.endDate)}
          />
        )}
      </Block>
    </div>
  )
}
