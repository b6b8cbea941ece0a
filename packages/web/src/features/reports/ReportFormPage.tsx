import { useQuery } from "@tanstack/react-query"
import type { Locale } from "@vsme/core"
import { useCallback, useEffect, useMemo, useRef, useState } from "react"
import { useTranslation } from "react-i18next"
import { Link, useParams, useSearchParams } from "react-router-dom"
import { isRpcError } from "@vsme/sdk"
import { LoadingIndicator } from "../../shell/LoadingIndicator.js"
import { usePageTitle } from "../../shell/usePageTitle.js"
import { useErrorMessage } from "../../i18n/errorMessage.js"
import { useAccount } from "../account/accountQueries.js"
import { EstimateControl, isFigure } from "../requests/DataQuality.js"
import { AttachmentsPanel } from "./attachments/AttachmentsPanel.js"
import { CommentsDialog } from "./CommentsDialog.js"
import { ComprehensiveSwitch } from "./ComprehensiveSwitch.js"
import { ConflictDialog } from "./ConflictDialog.js"
import { ConsistencyWarnings, useConsistencyWarnings } from "./consistency.js"
import { FinalStep } from "./FinalStep.js"
import { PreviousYear } from "./PreviousYear.js"
import { disclosureName, QuestionList } from "./QuestionList.js"
import { placeOf } from "./questionGroups.js"
import { QuestionView } from "./QuestionView.js"
import { ReportNotFound } from "./ReportNotFound.js"
import { reportQueries } from "./reportQueries.js"
import { UnsavedChangesGuard } from "./UnsavedChangesGuard.js"
import { useReportForm } from "./useReportForm.js"
import { GhgReportLink } from "../ghg/GhgReportLink.js"

/** /reports/{id}: the report form, one question at a time (spec §2, §3, §4). */
export const ReportFormPage = () => {
  const { id = "" } = useParams()
  const report = useQuery(reportQueries.detail(id))
  const { t } = useTranslation()
  usePageTitle(report.data?.title ?? t("reports.formTitle"))
  if (report.isPending) return <LoadingIndicator />
  if (report.isError)
    return isRpcError(report.error) && ["NotFound", "InvalidInput"].includes(report.error.tag) ? (
      <ReportNotFound />
    ) : (
      <p className="alert alert--error">{t("common.technicalIssue")}</p>
    )
  return <ReportForm reportId={id} />
}

const ReportForm = ({ reportId }: { reportId: string }) => {
  const { t, i18n } = useTranslation()
  const locale = i18n.language as Locale
  const errorText = useErrorMessage()
  const account = useAccount()
  const [searchParams] = useSearchParams()
  const form = useReportForm(reportId, account.data?.settings)
  const [commentsFor, setCommentsFor] = useState<string | null>(null)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const { report, steps, current, working } = form
  const currency = account.data?.settings.currency ?? "EUR"
  const warnings = useConsistencyWarnings(report)
  const questionRef = useRef<HTMLDivElement>(null)

  /** The first field of the current question (its heading when it has none, e.g. a skipped one). */
  const focusQuestion = useCallback((target: "field" | "heading") => {
    const root = questionRef.current
    if (!root) return
    const field = root.querySelector<HTMLElement>(
      ".question__input :is(input, select, textarea, button):not([disabled])",
    )
    const heading = root.querySelector<HTMLElement>("h2")
    heading?.setAttribute("tabindex", "-1")
    ;(target === "field" && field ? field : heading)?.focus()
  }, [])
  // Keyboard (issue 16): after moving to another question, focus lands on it, not on the question
  // list, so its first field is one Tab away. Not on the first render: the page keeps its own order.
  const shownId = working.isFinalStep ? "final" : (current?.id ?? null)
  const previousShown = useRef(shownId)
  useEffect(() => {
    if (previousShown.current === shownId) return
    previousShown.current = shownId
    if (shownId !== "final") focusQuestion("heading")
  }, [shownId, focusQuestion])

  // A link may name a question (validation problems, review page) or the final step.
  const requested = searchParams.get("question") ?? (searchParams.get("step") === "final" ? "final" : null)
  const goTo = form.goTo
  const followed = useRef<string | null>(null)
  useEffect(() => {
    if (!requested || followed.current === requested) return
    followed.current = requested
    void goTo(requested === "final" ? null : requested, { save: false })
  }, [requested, goTo])

  // A locked report is what was published or audited: it is read, not edited (copy it to change).
  const readOnly = report.state === "locked"
  const lastSaved = useMemo(
    () =>
      working.lastSaved
        ? new Intl.DateTimeFormat(locale, { timeStyle: "short" }).format(new Date(working.lastSaved))
        : null,
    [working.lastSaved, locale],
  )

  return (
    <article className="report-form">
      {!working.isFinalStep && current && (
        // Jumps over the header and the question list (some 70 stops) to the current question's field.
        <a
          className="skip-link"
          href="#current-question"
          onClick={(event) => {
            event.preventDefault()
            focusQuestion("field")
          }}
        >
          {t("reports.form.skipToQuestion")}
        </a>
      )}
      <header className="report-form__header">
        <div>
          <p className="muted report-form__period">
            {report.startDate} – {report.endDate} · {t(`reports.reportState.${report.state}`)}
          </p>
          <h1 ref={headingRef} tabIndex={-1}>
            {report.title}
          </h1>
          {account.data && (
            // Name and Business ID are the account's (B1 §24 a): shown as such, changed there.
            <p className="muted report-form__company">
              {t("reports.form.accountDetails", {
                name: account.data.name,
                businessId: account.data.businessId,
              })}{" "}
              {account.data.viewer.canEdit && <Link to="/account">{t("reports.form.editAccount")}</Link>}
            </p>
          )}
        </div>
        <div className="report-form__meta">
          <ComprehensiveSwitch report={report} disabled={readOnly} />
          <p className="muted" aria-live="polite">
            {working.isSaving
              ? t("reports.form.saving")
              : form.dirty
                ? t("validation.unsavedFields")
                : lastSaved
                  ? t("reports.form.savedAt", { time: lastSaved })
                  : null}
          </p>
          <p className="report-form__done">
            {t("reports.form.progress", {
              done: report.completeness.overall.done,
              total: report.completeness.overall.asked,
            })}
          </p>
          <Link className="button" to={`/reports/${reportId}/review`}>
            {t("reports.form.review")}
          </Link>
        </div>
      </header>
      {readOnly && <p className="notice">{t("reports.form.readOnly")}</p>}
      <div className="report-form__body">
        <QuestionList
          report={report}
          currentId={working.isFinalStep ? "final" : (current?.id ?? null)}
          dirtyIds={form.dirtyIds}
          busy={working.isSaving}
          onSelect={(itemId) => form.goTo(itemId === "final" ? null : itemId, { save: true })}
        />
        <div className="report-form__main">
          <WhereYouAre report={report} currentId={working.isFinalStep ? null : (current?.id ?? null)} />
          <div aria-live="polite">
            {form.error !== null && <p className="alert alert--error">{errorText(form.error)}</p>}
            {form.resaving && <p className="notice">{t("reports.form.resaving")}</p>}
            {working.showSuccess && !form.dirty && (
              <p className="notice notice--success">{t("reports.form.saved")}</p>
            )}
          </div>
          {working.isFinalStep || !current ? (
            <FinalStep
              report={report}
              warnings={warnings}
              currency={currency}
              onOpen={(itemId) => form.goTo(itemId, { save: false })}
            />
          ) : (
            <div id="current-question" ref={questionRef}>
              <QuestionView
                key={current.id}
                item={current}
                report={report}
                draft={form.draftOf(current.id)}
                errors={form.errorsOf(current.id)}
                showAllErrors={form.showAllErrors(current.id)}
                onDraftChange={(draft) => form.setDraft(current.id, draft)}
                onBlur={() => form.validate(current.id)}
                onSkip={(reason) => void form.skip(current.id, reason)}
                onUnskip={() => form.unskip(current.id)}
                readOnly={readOnly}
                currency={currency}
                onOpenComments={() => setCommentsFor(current.id)}
                account={account.data}
                notes={
                  <ConsistencyWarnings warnings={warnings} questionId={current.id} currency={currency} />
                }
                extras={
                  <>
                    {current.kind === "question" && (
                      <PreviousYear report={report} question={current.question} />
                    )}
                    {current.disclosure === "B3" && <GhgReportLink reportId={reportId} />}
                    {current.kind === "question" && isFigure(current.question) && (
                      <EstimateControl
                        key={current.id}
                        report={report}
                        questionId={current.id}
                        disabled={readOnly}
                      />
                    )}
                    <AttachmentsPanel
                      reportId={reportId}
                      questionId={current.id}
                      disabled={
                        readOnly || report.answers[current.id] === undefined || form.dirtyIds.has(current.id)
                      }
                    />
                  </>
                }
              />
            </div>
          )}
          <nav className="report-form__nav" aria-label={t("reports.form.stepNavigation")}>
            <button
              type="button"
              className="button"
              disabled={(form.stepIndex === 0 && !working.isFinalStep) || working.isSaving}
              onClick={() => void form.previous()}
            >
              {t("reports.form.previous")}
            </button>
            {!working.isFinalStep && (
              <button
                type="button"
                className="button button--primary"
                disabled={working.isSaving}
                onClick={() => void form.next()}
              >
                {form.stepIndex === steps.length - 1 ? t("reports.form.toFinal") : t("reports.form.next")}
              </button>
            )}
          </nav>
        </div>
      </div>
      {commentsFor && (
        <CommentsDialog
          reportId={reportId}
          questionId={commentsFor}
          questionLabel={form.labelOf(commentsFor)}
          readOnly={readOnly}
          onClose={() => setCommentsFor(null)}
        />
      )}
      {form.conflict && (
        <ConflictDialog
          conflict={form.conflict}
          onKeepTheirs={form.resolveConflictWithTheirs}
          onKeepMine={() => void form.resolveConflictWithMine()}
        />
      )}
      <UnsavedChangesGuard sourceId={`report:${reportId}`} dirty={form.dirty} />
    </article>
  )
}

/**
 * Where you are (issue: "B3 Energy and GHG · 4 of 9"): the section, and the question's disclosure
 * with its place among the disclosure's questions that apply; the final step by name.
 */
const WhereYouAre = ({
  report,
  currentId,
}: {
  report: Parameters<typeof placeOf>[0]
  currentId: string | null
}) => {
  const { t, i18n } = useTranslation()
  const place = placeOf(report, currentId)
  if (!place)
    return (
      <p className="report-form__progress">
        <span className="report-form__place">{t("reports.form.finalStep")}</span>
      </p>
    )
  return (
    <p className="report-form__progress">
      <span className="report-form__section">{t(`reports.sections.${place.group.section}`)}</span>
      <span className="report-form__place">
        {t("reportNav.whereYouAre", {
          disclosure: disclosureName(place.group, i18n.language as Locale),
          step: place.step,
          count: place.count,
        })}
      </span>
    </p>
  )
}
