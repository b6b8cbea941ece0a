import { useQuery } from "@tanstack/react-query"
import { sections, type Locale } from "@vsme/core"
import { isRpcError, type Comment, type CommentType, type ReportDetail } from "@vsme/sdk"
import { useId, useState } from "react"
import { useTranslation } from "react-i18next"
import { Link, useParams } from "react-router-dom"
import { LoadingIndicator } from "../../shell/LoadingIndicator.js"
import { usePageTitle } from "../../shell/usePageTitle.js"
import { useAccount } from "../account/accountQueries.js"
import { useProfile } from "../profile/ProfileContext.js"
import { mayManageShares } from "../sharing/shareQueries.js"
import { ReportDownloads } from "../exports/ReportDownloads.js"
import { XbrlExport } from "../xbrl/XbrlExport.js"
import { AiSummaryPanel } from "../aiSummary/AiSummaryPanel.js"
import { TemplateImport } from "../xbrl/TemplateImport.js"
import { VerificationPanel } from "../requests/DataQuality.js"
import { AttachmentsPanel } from "./attachments/AttachmentsPanel.js"
import { ReviewAnswer } from "./ReviewAnswer.js"
import { commentTypes } from "./CommentsDialog.js"
import { ConsistencyWarnings, useConsistencyWarnings } from "./consistency.js"
import { CompletenessTable } from "./FinalStep.js"
import { reportItems } from "./formItems.js"
import { ReportNotFound } from "./ReportNotFound.js"
import { CollapsedDisclosure, PrintCover, PrintPageFrame } from "./ReviewPrint.js"
import { reviewGroups } from "./reviewGroups.js"
import { ReportStateControl } from "./ReportStateControl.js"
import { reportQueries } from "./reportQueries.js"

/**
 * /reports/{id}/review: every answer by section with units and derived values, completeness, comments
 * filtered by type, attachments, and the downloads (spec §2). Prints cleanly (styles.css @media print).
 */
export const ReportReviewPage = () => {
  const { id = "" } = useParams()
  const { t } = useTranslation()
  const report = useQuery(reportQueries.detail(id))
  usePageTitle(report.data ? `${t("reports.reviewTitle")}: ${report.data.title}` : t("reports.reviewTitle"))
  if (report.isPending) return <LoadingIndicator />
  if (report.isError)
    return isRpcError(report.error) && ["NotFound", "InvalidInput"].includes(report.error.tag) ? (
      <ReportNotFound />
    ) : (
      <p className="alert alert--error">{t("common.technicalIssue")}</p>
    )
  return <Review report={report.data} />
}

const Review = ({ report }: { report: ReportDetail }) => {
  const { t, i18n } = useTranslation()
  const locale = i18n.language as Locale
  const account = useAccount()
  const profile = useProfile()
  const comments = useQuery(reportQueries.comments(report.id))
  const [shown, setShown] = useState<ReadonlySet<CommentType>>(new Set(commentTypes))
  const filterId = useId()
  const currency = account.data?.settings.currency ?? "EUR"
  const items = reportItems(report)
  const warnings = useConsistencyWarnings(report)
  const byQuestion = new Map<string, Comment[]>()
  for (const comment of comments.data ?? []) {
    if (!shown.has(comment.type)) continue
    byQuestion.set(comment.questionId, [...(byQuestion.get(comment.questionId) ?? []), comment])
  }
  const toggle = (type: CommentType) =>
    setShown((s) => {
      const next = new Set(s)
      if (next.has(type)) next.delete(type)
      else next.add(type)
      return next
    })

  return (
    <article className="review">
      <PrintPageFrame report={report} />
      <PrintCover report={report} company={account.data} />
      <header className="review__header">
        <p className="muted">
          {account.data?.name} · {report.startDate} – {report.endDate} ·{" "}
          {report.comprehensive ? t("dashboard.reports.basicAndComprehensive") : t("dashboard.reports.basic")}{" "}
          · {t(`reports.reportState.${report.state}`)}
        </p>
        <h1>{report.title}</h1>
        <div className="button-row no-print">
          <Link className="button" to={`/reports/${report.id}`}>
            {t("reports.review.backToForm")}
          </Link>
          <button type="button" className="button" onClick={() => window.print()}>
            {t("reports.review.print")}
          </button>
          {/* Owners share (issue 31); the server refuses anyone else all the same. */}
          {account.data && mayManageShares(account.data, profile) && (
            <Link className="button button--primary" to={`/reports/${report.id}/share`}>
              {t("sharing.shareAction")}
            </Link>
          )}
        </div>
        {/* Marking the report ready here too: the badge waits for it (docs/decisions/030). */}
        <div className="no-print">
          <ReportStateControl report={report} />
        </div>
      </header>

      <section aria-labelledby="review-completeness">
        <h2 id="review-completeness">{t("reports.final.completeness")}</h2>
        <CompletenessTable report={report} />
        <ConsistencyWarnings warnings={warnings} currency={currency} reportId={report.id} />
      </section>

      <section aria-labelledby="review-downloads" className="review__downloads no-print">
        <h2 id="review-downloads">{t("reports.review.downloads")}</h2>
        <ReportDownloads reportId={report.id} />
        <XbrlExport reportId={report.id} />
      </section>

      <VerificationPanel report={report} />

      <AiSummaryPanel reportId={report.id} />

      <div className="no-print">
        <AttachmentsPanel reportId={report.id} disabled />
      </div>

      {report.state !== "locked" && (
        <div className="no-print">
          <TemplateImport reportId={report.id} />
        </div>
      )}

      <fieldset className="review__filter no-print" aria-describedby={filterId}>
        <legend>{t("reports.review.commentFilter")}</legend>
        <p id={filterId} className="field__help">
          {t("reports.review.commentFilterHelp")}
        </p>
        {commentTypes.map((type) => (
          <label key={type} className="choice">
            <input type="checkbox" checked={shown.has(type)} onChange={() => toggle(type)} />
            {t(`reports.comments.types.${type}`)}
          </label>
        ))}
      </fieldset>

      {sections.map((section) => {
        const inSection = items.filter((item) => item.section === section)
        if (inSection.length === 0) return null
        const tally = report.completeness.sections[section]
        return (
          <section key={section} className="review__section" aria-labelledby={`review-${section}`}>
            <h2 id={`review-${section}`}>
              {t(`reports.sections.${section}`)}{" "}
              <span className={`chip chip--state-${tally.state}`}>{t(`reports.state.${tally.state}`)}</span>
            </h2>
            <dl className="review__answers">
              {reviewGroups(report, inSection, (id) => byQuestion.has(id)).map((group) =>
                group.kind === "collapsed" ? (
                  <CollapsedDisclosure key={group.disclosure} group={group} locale={locale} />
                ) : (
                  group.items.map((item) => (
                    <ReviewAnswer
                      key={item.id}
                      item={item}
                      report={report}
                      locale={locale}
                      currency={currency}
                      comments={byQuestion.get(item.id) ?? []}
                    />
                  ))
                ),
              )}
            </dl>
          </section>
        )
      })}
    </article>
  )
}
