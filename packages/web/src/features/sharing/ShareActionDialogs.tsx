import { useMutation, useQueryClient } from "@tanstack/react-query"
import { sharePublishUpdate, shareLimits, shareRevoke, type ShareSummary } from "@vsme/sdk"
import { useState, type FormEvent } from "react"
import { useTranslation } from "react-i18next"
import { apiClient } from "../../api/apiClient.js"
import { useErrorMessage } from "../../i18n/errorMessage.js"
import { Dialog } from "../../shell/Dialog.js"
import { decodeForm, type FieldErrors } from "../account/formIssues.js"
import { TextField } from "../account/TextField.js"
import { Checkbox } from "./ShareChoices.js"
import { useRecipientText, useShareDates } from "./shareFormat.js"
import { shareQueries } from "./shareQueries.js"

/** After a change the list and the access logs are read again (a log shows the new version). */
const useRefreshShares = () => {
  const queryClient = useQueryClient()
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: shareQueries.list().queryKey }),
      queryClient.invalidateQueries({ queryKey: ["share.accessLog"] }),
    ])
}

/**
 * Publishes the report's current answers as the share's next version. An expired share needs a new
 * expiry to come back; an active one may get one (days from now).
 */
export const PublishUpdateDialog = ({
  share,
  onClose,
  onDone,
}: {
  share: ShareSummary
  onClose: () => void
  onDone: (share: ShareSummary) => void
}) => {
  const { t } = useTranslation()
  const errorText = useErrorMessage()
  const dates = useShareDates()
  const refresh = useRefreshShares()
  const recipient = useRecipientText()(share)
  const expired = share.state === "expired"
  const [extend, setExtend] = useState(expired)
  const [days, setDays] = useState(String(shareLimits.defaultExpiryDays))
  const [errors, setErrors] = useState<FieldErrors>({})
  const next = (share.versions[0]?.version ?? 0) + 1
  const publish = useMutation({
    mutationFn: (input: typeof sharePublishUpdate.input.Type) => apiClient.call(sharePublishUpdate, input),
    onSuccess: async (updated) => {
      await refresh()
      onDone(updated)
    },
  })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const trimmed = days.trim()
    const result = decodeForm(sharePublishUpdate.input, {
      shareId: share.id,
      ...(extend ? { expiresInDays: /^\d{1,4}$/.test(trimmed) ? Number(trimmed) : Number.NaN } : {}),
    })
    if (!result.ok) {
      setErrors(result.errors)
      return
    }
    setErrors({})
    publish.mutate(result.value)
  }
  return (
    <Dialog title={t("sharing.publish.title")} onClose={onClose}>
      <form className="form" noValidate onSubmit={submit}>
        <p>{t("sharing.publish.what", { recipient, version: next })}</p>
        <p className="muted">{t("sharing.publish.sameScope")}</p>
        {expired ? (
          <p className="notice">{t("sharing.publish.expired", { date: dates.date(share.expiresAt) })}</p>
        ) : (
          <Checkbox checked={extend} onChange={setExtend}>
            {t("sharing.publish.extend", { date: dates.date(share.expiresAt) })}
          </Checkbox>
        )}
        {extend && (
          <TextField
            label={t("sharing.flow.expiryDays")}
            help={t("sharing.flow.expiryHelp", { max: shareLimits.maxExpiryDays })}
            value={days}
            onChange={setDays}
            error={errors.expiresInDays}
            inputMode="numeric"
            className="input--short"
            maxLength={3}
            required
          />
        )}
        <div aria-live="polite">
          {publish.isError && (
            <p role="alert" className="alert alert--error">
              {errorText(publish.error)}
            </p>
          )}
        </div>
        <div className="button-row dialog__footer">
          <button type="submit" className="button button--primary" disabled={publish.isPending}>
            {publish.isPending ? t("sharing.publish.publishing") : t("sharing.publish.submit")}
          </button>
          <button type="button" className="button" onClick={onClose}>
            {t("common.cancel")}
          </button>
        </div>
      </form>
    </Dialog>
  )
}

/** Withdraws a share, after saying what that does: the link and the received copy stop at once. */
export const RevokeShareDialog = ({
  share,
  onClose,
  onDone,
}: {
  share: ShareSummary
  onClose: () => void
  onDone: () => void
}) => {
  const { t } = useTranslation()
  const errorText = useErrorMessage()
  const refresh = useRefreshShares()
  const recipient = useRecipientText()(share)
  const revoke = useMutation({
    mutationFn: () => apiClient.call(shareRevoke, { shareId: share.id }),
    onSuccess: async () => {
      await refresh()
      onDone()
    },
  })
  return (
    <Dialog title={t("sharing.revoke.title")} onClose={onClose}>
      <p>
        {share.recipient.kind === "link"
          ? t("sharing.revoke.whatLink", { report: share.reportTitle })
          : t("sharing.revoke.whatOrganisation", { recipient, report: share.reportTitle })}
      </p>
      <p>{t("sharing.revoke.final")}</p>
      <div aria-live="polite">
        {revoke.isError && (
          <p role="alert" className="alert alert--error">
            {errorText(revoke.error)}
          </p>
        )}
      </div>
      <div className="button-row dialog__footer">
        <button
          type="button"
          className="button button--danger"
          disabled={revoke.isPending}
          onClick={() => revoke.mutate()}
        >
          {revoke.isPending ? t("sharing.revoke.revoking") : t("sharing.revoke.submit")}
        </button>
        <button type="button" className="button" onClick={onClose}>
          {t("sharing.revoke.keep")}
        </button>
      </div>
    </Dialog>
  )
}
