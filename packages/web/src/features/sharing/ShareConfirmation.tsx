import { useQuery } from "@tanstack/react-query"
import type { ShareScope } from "@vsme/core"
import type { ShareView } from "@vsme/sdk"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { useErrorMessage } from "../../i18n/errorMessage.js"
import { LoadingIndicator } from "../../shell/LoadingIndicator.js"
import { Checkbox } from "./ShareChoices.js"
import { SharedReport } from "./SharedReport.js"
import { shareQueries } from "./shareQueries.js"
import { useConfirmation } from "./useConfirmation.js"

/** What is about to be shared: the report, the scope and whether its attachments go along. */
export interface SharePreviewInput {
  readonly reportId: string
  readonly scope: ShareScope
  readonly includeAttachments: boolean
}

/**
 * The end of every sharing flow (a share of a report, an answer to a data request): the box the
 * person ticks to say they may share on the company's behalf, the Share and Back buttons, then the
 * preview from share.preview (the snapshot the share would take now), rendered by the very
 * component the recipient's page uses. `onConfirmed` runs only with the box ticked.
 */
export const ShareConfirmation = ({
  preview: input,
  expiresAt,
  previewIntro,
  confirmLabel,
  submitLabel,
  pending,
  failure,
  onConfirmed,
  onBack,
}: {
  preview: SharePreviewInput
  /** When the share would end, shown in the preview. */
  expiresAt: string
  /** A heading and a line over the preview; without it the preview stands under the buttons alone. */
  previewIntro?: { readonly title: string; readonly help: string }
  confirmLabel: string
  /** The Share button's text (its text while sharing when `pending`). */
  submitLabel: string
  pending: boolean
  failure: string | null
  onConfirmed: () => void
  onBack: () => void
}) => {
  const { t } = useTranslation()
  const errorText = useErrorMessage()
  const preview = useQuery(shareQueries.preview(input.reportId, input.scope, input.includeAttachments))
  const confirmation = useConfirmation("validation.shareConfirmationRequired")
  const [previewedAt] = useState(() => new Date().toISOString())
  const view: ShareView | null = preview.data
    ? {
        version: 1,
        publishedAt: previewedAt,
        versions: [{ version: 1, publishedAt: previewedAt }],
        expiresAt,
        snapshot: preview.data,
      }
    : null
  const shown = (
    <>
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
    </>
  )
  return (
    <>
      <form className="form" noValidate onSubmit={confirmation.onSubmit(onConfirmed)}>
        <Checkbox {...confirmation.checkbox}>{confirmLabel}</Checkbox>
        <div aria-live="polite">
          {failure && (
            <p role="alert" className="alert alert--error">
              {failure}
            </p>
          )}
        </div>
        <div className="button-row">
          <button type="submit" className="button button--primary" disabled={pending || !view}>
            {submitLabel}
          </button>
          <button type="button" className="button" onClick={onBack} disabled={pending}>
            {t("sharing.flow.backToSettings")}
          </button>
        </div>
      </form>
      {previewIntro ? (
        <section className="share-preview" aria-labelledby="share-preview-title">
          <h2 id="share-preview-title" className="share-preview__title">
            {previewIntro.title}
          </h2>
          <p className="muted">{previewIntro.help}</p>
          {shown}
        </section>
      ) : (
        <div className="share-preview">{shown}</div>
      )}
    </>
  )
}

/** The moment `days` days from now, as the server would set a share's end if shared now. */
export const expiryIn = (days: number) => new Date(Date.now() + days * 24 * 3600 * 1000).toISOString()
