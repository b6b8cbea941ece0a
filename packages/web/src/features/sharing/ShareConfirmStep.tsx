import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import { shareCreate, type ReportDetail, type ShareSummary, type ShareView } from "@vsme/sdk"
import { useState, type FormEvent } from "react"
import { useTranslation } from "react-i18next"
import { apiClient } from "../../api/apiClient.js"
import { useErrorMessage } from "../../i18n/errorMessage.js"
import { LoadingIndicator } from "../../shell/LoadingIndicator.js"
import { serverFieldErrors } from "../account/formIssues.js"
import { Checkbox } from "./ShareChoices.js"
import { draftRecipientName, type ShareDraft, type ShareInput } from "./shareDraft.js"
import { scopeText, useShareDates } from "./shareFormat.js"
import { SharedReport } from "./SharedReport.js"
import { shareQueries } from "./shareQueries.js"

/**
 * The second step of sharing: what the share will be, in a few lines; a warning when the report is a
 * draft, with its completeness; the confirmation that the person may share on the company's behalf
 * and the Share button; then the preview, rendered by the very component the recipient's page uses,
 * from share.preview (the snapshot share.create would take now).
 */
export const ShareConfirmStep = ({
  report,
  draft,
  input,
  onBack,
  onCreated,
}: {
  report: ReportDetail
  draft: ShareDraft
  input: ShareInput
  onBack: () => void
  onCreated: (share: ShareSummary) => void
}) => {
  const { t } = useTranslation()
  const errorText = useErrorMessage()
  const dates = useShareDates()
  const queryClient = useQueryClient()
  const preview = useQuery(shareQueries.preview(report.id, input.scope, input.includeAttachments))
  const [confirmed, setConfirmed] = useState(false)
  const [confirmError, setConfirmError] = useState<string | undefined>(undefined)
  const [previewedAt] = useState(() => new Date())
  const create = useMutation({
    mutationFn: (value: ShareInput) => apiClient.call(shareCreate, value),
    onSuccess: async (share) => {
      await queryClient.invalidateQueries({ queryKey: shareQueries.list().queryKey })
      onCreated(share)
    },
  })
  const overall = report.completeness.overall
  const expiresAt = new Date(previewedAt.getTime() + input.expiresInDays * 24 * 3600 * 1000).toISOString()
  const name = draftRecipientName(draft)
  const recipient =
    input.recipient.kind === "link"
      ? input.passcode !== null
        ? t("sharing.recipient.linkWithPasscode")
        : t("sharing.recipient.link")
      : name
        ? t("sharing.recipient.organisationNamed", { name, businessId: input.recipient.businessId })
        : input.recipient.businessId

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!confirmed) {
      setConfirmError("validation.shareConfirmationRequired")
      return
    }
    setConfirmError(undefined)
    create.mutate({ ...input, onBehalfOfCompany: true })
  }

  const failure = create.isError
    ? serverFieldErrors(create.error)
      ? t("common.formFieldsError")
      : errorText(create.error)
    : null
  const view: ShareView | null = preview.data
    ? {
        version: 1,
        publishedAt: previewedAt.toISOString(),
        versions: [{ version: 1, publishedAt: previewedAt.toISOString() }],
        expiresAt,
        snapshot: preview.data,
      }
    : null

  return (
    <>
      <dl className="facts">
        <div>
          <dt>{t("sharing.flow.recipient")}</dt>
          <dd>{recipient}</dd>
        </div>
        <div>
          <dt>{t("sharing.flow.scope")}</dt>
          <dd>{scopeText(input.scope, t)}</dd>
        </div>
        <div>
          <dt>{t("sharing.flow.attachments")}</dt>
          <dd>
            {input.includeAttachments
              ? t("sharing.flow.attachmentsIncluded")
              : t("sharing.flow.attachmentsLeftOut")}
          </dd>
        </div>
        <div>
          <dt>{t("sharing.view.validUntil")}</dt>
          <dd>{dates.date(expiresAt)}</dd>
        </div>
      </dl>
      {report.state === "draft" && (
        <div className="alert alert--warning" role="note">
          <p className="alert__title">{t("sharing.flow.draftTitle")}</p>
          <p>
            {t("sharing.flow.draftWarning", {
              done: overall.done,
              asked: overall.asked,
              incomplete: overall.incomplete,
            })}
          </p>
        </div>
      )}
      <form className="form" noValidate onSubmit={submit}>
        <Checkbox
          checked={confirmed}
          onChange={(on) => {
            setConfirmed(on)
            if (on) setConfirmError(undefined)
          }}
          error={confirmError ?? ""}
        >
          {t("sharing.flow.confirm")}
        </Checkbox>
        <div aria-live="polite">
          {failure && (
            <p role="alert" className="alert alert--error">
              {failure}
            </p>
          )}
        </div>
        <div className="button-row">
          <button type="submit" className="button button--primary" disabled={create.isPending || !view}>
            {create.isPending ? t("sharing.flow.creating") : t("sharing.flow.create")}
          </button>
          <button type="button" className="button" onClick={onBack} disabled={create.isPending}>
            {t("sharing.flow.backToSettings")}
          </button>
        </div>
      </form>

      <section className="share-preview" aria-labelledby="share-preview-title">
        <h2 id="share-preview-title" className="share-preview__title">
          {t("sharing.flow.previewTitle")}
        </h2>
        <p className="muted">{t("sharing.flow.previewHelp")}</p>
        {preview.isPending && <LoadingIndicator />}
        {preview.isError && (
          <p role="alert" className="alert alert--error">
            {errorText(preview.error)}
          </p>
        )}
        {view && (
          <div className="share-preview__frame">
            <SharedReport view={view} actions={null} level={3} />
          </div>
        )}
      </section>
    </>
  )
}
