import { useQuery } from "@tanstack/react-query"
import {
  findGate,
  findQuestion,
  isLocale,
  locales,
  mayUseFeature,
  type Locale,
  type XbrlProblem,
} from "@vsme/core"
import { filePath, isRpcError, xbrlRoutes } from "@vsme/sdk"
import { useId, useState } from "react"
import { useTranslation } from "react-i18next"
import { SelectField } from "../../shell/controls/SelectField.js"
import { Link } from "react-router-dom"
import { downloadFile } from "../../api/fileTransfer.js"
import { useErrorMessage } from "../../i18n/errorMessage.js"
import { useAccount } from "../account/accountQueries.js"
import { xbrlQueries } from "./xbrlQueries.js"
import { SubscriptionRequiredNotice } from "../billing/SubscriptionRequiredNotice.js"

/** The question's label in the page's language, or its id for anything the catalogue does not know. */
export const useQuestionLabel = () => {
  const { i18n } = useTranslation()
  const language = i18n.resolvedLanguage ?? i18n.language
  const locale: Locale = isLocale(language) ? language : "en"
  return (id: string) => (findQuestion(id) ?? findGate(id))?.label[locale] ?? id
}

/**
 * The XBRL export of a report (issue 7): the check before download, its problems linked to the
 * questions to fix, then the xBRL-JSON and inline XBRL downloads. Trial accounts see the "requires an
 * active subscription" message (spec §6) instead.
 */
export const XbrlExport = ({ reportId }: { reportId: string }) => {
  const { t } = useTranslation()
  const headingId = useId()
  const account = useAccount()
  const allowed = account.data === undefined || mayUseFeature(account.data.state, "xbrlExport")
  return (
    <section className="xbrl" aria-labelledby={headingId} data-feature="xbrlExport">
      <h3 id={headingId}>{t("xbrl.exportTitle")}</h3>
      <p className="muted">{t("xbrl.exportHelp")}</p>
      {allowed ? <Checked reportId={reportId} /> : <SubscriptionRequiredNotice />}
    </section>
  )
}

const Checked = ({ reportId }: { reportId: string }) => {
  const { t } = useTranslation()
  const message = useErrorMessage()
  const check = useQuery(xbrlQueries.validation(reportId))
  if (check.isPending)
    return (
      <p role="status" className="muted">
        {t("xbrl.checking")}
      </p>
    )
  if (check.isError)
    return isRpcError(check.error) && check.error.tag === "SubscriptionRequired" ? (
      <SubscriptionRequiredNotice />
    ) : (
      <p role="alert" className="alert alert--error">
        {message(check.error)}
      </p>
    )
  const errors = check.data.problems.filter((p) => p.severity === "error")
  const warnings = check.data.problems.filter((p) => p.severity === "warning")
  return (
    <div className="xbrl__body">
      {check.data.problems.length === 0 && (
        <p className="xbrl__ready">{t("xbrl.ready", { count: check.data.factCount })}</p>
      )}
      <Problems reportId={reportId} problems={errors} intro={t("xbrl.errorsIntro")} tone="error" />
      <Problems reportId={reportId} problems={warnings} intro={t("xbrl.warningsIntro")} tone="warning" />
      <button
        type="button"
        className="button"
        onClick={() => void check.refetch()}
        disabled={check.isFetching}
      >
        {t("xbrl.checkAgain")}
      </button>
      <Downloads reportId={reportId} blocked={errors.length > 0} />
    </div>
  )
}

const Problems = ({
  reportId,
  problems,
  intro,
  tone,
}: {
  reportId: string
  problems: ReadonlyArray<XbrlProblem>
  intro: string
  tone: "error" | "warning"
}) => {
  const { t } = useTranslation()
  const label = useQuestionLabel()
  const introId = useId()
  if (problems.length === 0) return null
  return (
    <div className={`xbrl__problems xbrl__problems--${tone}`}>
      <p id={introId}>{intro}</p>
      <ul aria-labelledby={introId}>
        {problems.map((problem) => (
          <li key={`${problem.code}-${problem.questionId}-${problem.concept ?? ""}`}>
            <Link to={`/reports/${reportId}?question=${encodeURIComponent(problem.questionId)}`}>
              {label(problem.questionId)}
            </Link>
            : {t(`xbrl.problems.${problem.code}`)}
          </li>
        ))}
      </ul>
    </div>
  )
}

type Status =
  { kind: "idle" } | { kind: "busy" } | { kind: "done"; name: string } | { kind: "failed"; message: string }

const Downloads = ({ reportId, blocked }: { reportId: string; blocked: boolean }) => {
  const { t, i18n } = useTranslation()
  const message = useErrorMessage()
  const language = i18n.resolvedLanguage ?? i18n.language
  const [lang, setLang] = useState<Locale>(isLocale(language) ? language : "en")
  const [status, setStatus] = useState<Status>({ kind: "idle" })
  const selectId = useId()
  const download = async (template: string, fallback: string) => {
    setStatus({ kind: "busy" })
    try {
      const { name } = await downloadFile(
        { path: filePath(template, { reportId }), query: { lang } },
        fallback,
      )
      setStatus({ kind: "done", name })
    } catch (error) {
      setStatus({ kind: "failed", message: message(error) })
    }
  }
  const disabled = blocked || status.kind === "busy"
  return (
    <div className="form xbrl__downloads">
      <SelectField
        id={selectId}
        label={t("xbrl.language")}
        value={lang}
        onChange={setLang}
        options={locales.map((locale) => ({ value: locale, label: t(`language.${locale}`) }))}
      />
      <div className="button-row">
        <button
          type="button"
          className="button button--primary"
          disabled={disabled}
          onClick={() => void download(xbrlRoutes.exportJson, "report.xbrl.json")}
        >
          {t("xbrl.downloadJson")}
        </button>
        <button
          type="button"
          className="button"
          disabled={disabled}
          onClick={() => void download(xbrlRoutes.exportXhtml, "report.xhtml")}
        >
          {t("xbrl.downloadXhtml")}
        </button>
      </div>
      <div aria-live="polite">
        {status.kind === "busy" && <p className="muted">{t("xbrl.downloading")}</p>}
        {status.kind === "done" && <p className="muted">{t("xbrl.downloaded", { name: status.name })}</p>}
        {status.kind === "failed" && (
          <p role="alert" className="alert alert--error">
            {status.message}
          </p>
        )}
      </div>
    </div>
  )
}
