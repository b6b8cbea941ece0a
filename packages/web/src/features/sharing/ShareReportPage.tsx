import { useQuery } from "@tanstack/react-query"
import { isRpcError, type ReportDetail, type ShareSummary } from "@vsme/sdk"
import { useEffect, useRef, useState } from "react"
import { useTranslation } from "react-i18next"
import { Link, useParams } from "react-router-dom"
import { LoadingIndicator } from "../../shell/LoadingIndicator.js"
import { usePageTitle } from "../../shell/usePageTitle.js"
import { useAccount } from "../account/accountQueries.js"
import type { FieldErrors } from "../account/formIssues.js"
import { useProfile } from "../profile/ProfileContext.js"
import { ReportNotFound } from "../reports/ReportNotFound.js"
import { reportQueries } from "../reports/reportQueries.js"
import { ShareConfirmStep } from "./ShareConfirmStep.js"
import { ShareCreated } from "./ShareCreated.js"
import { checkShareDraft, emptyShareDraft, type ShareDraft, type ShareInput } from "./shareDraft.js"
import { mayManageShares } from "./shareQueries.js"
import { ShareSettingsForm } from "./ShareSettingsForm.js"

const steps = ["settings", "preview", "done"] as const
type Step = (typeof steps)[number]

/**
 * /reports/{id}/share (issue 31): the review page's Share action. Three steps, each a heading that
 * takes the focus: the settings; a preview of exactly what the recipient will see, with a warning
 * when the report is a draft and the confirmation that the person may share on the company's
 * behalf; then the link to send (or where the organisation finds the report) and what to send.
 * Only owners (and owners of the management parent) share; others are told who does.
 */
export const ShareReportPage = () => {
  const { id = "" } = useParams()
  const { t } = useTranslation()
  const report = useQuery(reportQueries.detail(id))
  usePageTitle(report.data ? `${t("sharing.flow.title")}: ${report.data.title}` : t("sharing.flow.title"))
  if (report.isPending) return <LoadingIndicator />
  if (report.isError)
    return isRpcError(report.error) && ["NotFound", "InvalidInput"].includes(report.error.tag) ? (
      <ReportNotFound />
    ) : (
      <p className="alert alert--error">{t("common.technicalIssue")}</p>
    )
  return <ShareFlow report={report.data} />
}

const ShareFlow = ({ report }: { report: ReportDetail }) => {
  const { t } = useTranslation()
  const profile = useProfile()
  const account = useAccount()
  const [step, setStep] = useState<Step>("settings")
  const [draft, setDraft] = useState<ShareDraft>(emptyShareDraft)
  const [errors, setErrors] = useState<FieldErrors>({})
  const [checked, setChecked] = useState<ShareInput | null>(null)
  const [created, setCreated] = useState<{ share: ShareSummary; passcode: string | null } | null>(null)
  const heading = useRef<HTMLHeadingElement>(null)
  const firstRender = useRef(true)

  useEffect(() => {
    // Each new step is announced by moving the focus to its heading (not on the page's first render).
    if (firstRender.current) {
      firstRender.current = false
      return
    }
    heading.current?.focus()
    heading.current?.scrollIntoView({ block: "start" })
  }, [step])

  if (account.isPending) return <LoadingIndicator />
  const stepTitles: Record<Step, string> = {
    settings: t("sharing.flow.steps.settings"),
    preview: t("sharing.flow.steps.preview"),
    done: t("sharing.flow.steps.done"),
  }
  const back = (
    <Link className="button button--quiet" to={`/reports/${report.id}/review`}>
      {t("sharing.flow.backToReview")}
    </Link>
  )

  if (account.isError || !mayManageShares(account.data, profile))
    return (
      <article className="page-content share-flow">
        <h1>{t("sharing.flow.title")}</h1>
        <p className="alert share-note--info">{t("sharing.flow.ownersOnly")}</p>
        <div className="button-row">{back}</div>
      </article>
    )

  const toPreview = () => {
    const result = checkShareDraft(report.id, draft, true)
    if (!result.ok) {
      setErrors(result.errors)
      return
    }
    setErrors({})
    setChecked(result.value)
    setStep("preview")
  }

  return (
    <article className="page-content share-flow">
      <p className="muted">{report.title}</p>
      <h1>{t("sharing.flow.title")}</h1>
      <p className="lead">{t("sharing.flow.lead")}</p>
      <nav aria-label={t("sharing.flow.stepsLabel")}>
        <ol className="ghg-steps share-steps">
          {steps.map((s, index) => (
            <li
              key={s}
              aria-current={s === step ? "step" : undefined}
              className={index < steps.indexOf(step) ? "ghg-steps__done" : undefined}
            >
              {stepTitles[s]}
            </li>
          ))}
        </ol>
      </nav>
      <h2 ref={heading} tabIndex={-1} className="share-flow__step">
        {t("sharing.flow.stepOf", { step: steps.indexOf(step) + 1, count: steps.length })}: {stepTitles[step]}
      </h2>
      {step === "settings" && (
        <>
          {Object.keys(errors).length > 0 && (
            <div role="alert" className="alert alert--error">
              <p>{t("common.formFieldsError")}</p>
            </div>
          )}
          <ShareSettingsForm
            draft={draft}
            onChange={setDraft}
            errors={errors}
            comprehensive={report.comprehensive}
            onPreview={toPreview}
            secondary={back}
          />
        </>
      )}
      {step === "preview" && checked && (
        <ShareConfirmStep
          report={report}
          draft={draft}
          input={checked}
          onBack={() => setStep("settings")}
          onCreated={(share) => {
            setCreated({ share, passcode: checked.passcode })
            setStep("done")
          }}
        />
      )}
      {step === "done" && created && (
        <ShareCreated share={created.share} passcode={created.passcode} reportId={report.id} />
      )}
    </article>
  )
}
