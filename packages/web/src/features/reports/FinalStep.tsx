import { sections, type ConsistencyWarning, type Locale } from "@vsme/core"
import type { ReportDetail } from "@vsme/sdk"
import { useTranslation } from "react-i18next"
import { Link } from "react-router-dom"
import { ConsistencyWarnings } from "./consistency.js"
import { missingQuestions } from "./MissingQuestions.js"
import { ReportStateControl } from "./ReportStateControl.js"

/** The last step of the form (spec §2 "final"): completeness per section, what is left, the review. */
export const FinalStep = ({
  report,
  onOpen,
  warnings,
  currency,
}: {
  report: ReportDetail
  onOpen: (id: string) => void
  /** The report's consistency warnings (core), listed with a way to each question. */
  warnings: ReadonlyArray<ConsistencyWarning>
  currency: string
}) => {
  const { t, i18n } = useTranslation()
  const locale = i18n.language as Locale
  const open = missingQuestions(report)
  return (
    <section className="final-step" aria-labelledby="final-step-title">
      <h2 id="final-step-title">{t("reports.final.title")}</h2>
      <p>{t("reports.final.description")}</p>
      <CompletenessTable report={report} />
      <ConsistencyWarnings warnings={warnings} currency={currency} reportId={report.id} />
      {open.length > 0 ? (
        <>
          <h3>{t("reports.final.openTitle", { count: open.length })}</h3>
          <ul className="final-step__open">
            {open.map((item) => (
              <li key={item.id}>
                <button type="button" className="button--link" onClick={() => onOpen(item.id)}>
                  {item.disclosure === "other" ? "" : `${item.disclosure} `}
                  {(item.kind === "gate" ? item.gate : item.question).label[locale]}
                </button>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className="notice notice--success">{t("reports.final.allDone")}</p>
      )}
      <ReportStateControl report={report} />
      <p>
        <Link className="button button--primary" to={`/reports/${report.id}/review`}>
          {t("reports.form.review")}
        </Link>
      </p>
    </section>
  )
}

/** Completeness per section and overall (spec §4 question/section states). */
export const CompletenessTable = ({ report }: { report: Pick<ReportDetail, "completeness"> }) => {
  const { t } = useTranslation()
  const rows = [
    ...sections.map((s) => [t(`reports.sections.${s}`), report.completeness.sections[s]] as const),
    [t("reports.final.overall"), report.completeness.overall] as const,
  ]
  return (
    // Focusable so that a keyboard can scroll it on a narrow screen (axe scrollable-region-focusable).
    <div className="table-wrap" role="region" aria-label={t("reports.final.completeness")} tabIndex={0}>
      <table className="table">
        <caption className="visually-hidden">{t("reports.final.completeness")}</caption>
        <thead>
          <tr>
            <th scope="col">{t("reports.final.section")}</th>
            <th scope="col">{t("reports.final.state")}</th>
            <th scope="col">{t("reports.state.complete")}</th>
            <th scope="col">{t("reports.state.skipped")}</th>
            <th scope="col">{t("reports.state.incomplete")}</th>
            <th scope="col">{t("dashboard.reports.completeness")}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([name, tally]) => (
            <tr key={name}>
              <th scope="row">{name}</th>
              <td>
                <span className={`chip chip--state-${tally.state}`}>{t(`reports.state.${tally.state}`)}</span>
              </td>
              {/* Counted among the questions asked (core Tally done/asked), as the dashboard counts. */}
              <td>{tally.complete}</td>
              <td>{tally.done - tally.complete}</td>
              <td>{tally.incomplete}</td>
              <td>{t("dashboard.reports.progress", { done: tally.done, total: tally.asked })}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
