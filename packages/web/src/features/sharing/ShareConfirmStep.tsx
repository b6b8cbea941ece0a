import { useMutation, useQueryClient } from "@tanstack/react-query"
import { shareCreate, type ReportDetail, type ShareSummary } from "@vsme/sdk"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { apiClient } from "../../api/apiClient.js"
import { useErrorMessage } from "../../i18n/errorMessage.js"
import { serverFieldErrors } from "../account/formIssues.js"
import { draftRecipientName, type ShareDraft, type ShareInput } from "./shareDraft.js"
import { scopeText, useShareDates } from "./shareFormat.js"
import { expiryIn, ShareConfirmation } from "./ShareConfirmation.js"
import { shareQueries } from "./shareQueries.js"

/**
 * The second step of sharing: what the share will be, in a few lines; a warning when the report is a
 * draft, with its completeness; then the confirmation and the preview (ShareConfirmation).
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
  const [expiresAt] = useState(() => expiryIn(input.expiresInDays))
  const create = useMutation({
    mutationFn: (value: ShareInput) => apiClient.call(shareCreate, value),
    onSuccess: async (share) => {
      await queryClient.invalidateQueries({ queryKey: shareQueries.list().queryKey })
      onCreated(share)
    },
  })
  const overall = report.completeness.overall
  const name = draftRecipientName(draft)
  const recipient =
    input.recipient.kind === "link"
      ? input.passcode !== null
        ? t("sharing.recipient.linkWithPasscode")
        : t("sharing.recipient.link")
      : name
        ? t("sharing.recipient.organisationNamed", { name, businessId: input.recipient.businessId })
        : input.recipient.businessId
  const failure = create.isError
    ? serverFieldErrors(create.error)
      ? t("common.formFieldsError")
      : errorText(create.error)
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
      <ShareConfirmation
        preview={{ reportId: report.id, scope: input.scope, includeAttachments: input.includeAttachments }}
        expiresAt={expiresAt}
        previewIntro={{ title: t("sharing.flow.previewTitle"), help: t("sharing.flow.previewHelp") }}
        confirmLabel={t("sharing.flow.confirm")}
        submitLabel={create.isPending ? t("sharing.flow.creating") : t("sharing.flow.create")}
        pending={create.isPending}
        failure={failure}
        onConfirmed={() => create.mutate({ ...input, onBehalfOfCompany: true })}
        onBack={onBack}
      />
    </>
  )
}
