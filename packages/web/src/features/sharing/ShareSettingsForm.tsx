import {
  BusinessId,
  disclosures,
  disclosureTitles,
  isLocale,
  normaliseBusinessId,
  type Disclosure,
} from "@vsme/core"
import { registerLookup, shareLimits } from "@vsme/sdk"
import { Schema } from "effect"
import { useId, useState, type FormEvent, type ReactNode } from "react"
import { useTranslation } from "react-i18next"
import { apiClient } from "../../api/apiClient.js"
import { describedBy, FieldError, useTranslateKey } from "../../shell/FieldMessage.js"
import type { FieldErrors } from "../account/formIssues.js"
import { TextField } from "../account/TextField.js"
import { useProofSupply } from "../auth/useProofSupply.js"
import { draftExpiresAt, type ShareDraft } from "./shareDraft.js"
import { Checkbox, Choice } from "./ShareChoices.js"
import { useShareDates } from "./shareFormat.js"

type Lookup =
  | { readonly kind: "idle" }
  | { readonly kind: "busy" }
  | { readonly kind: "found"; readonly name: string }
  | { readonly kind: "notFound" }
  | { readonly kind: "unavailable" }

/**
 * The first step of sharing: the recipient (a link, or an organisation by its Business ID with the
 * register's name), what to share (whole report, Basic module, chosen disclosures), attachments, the
 * expiry and a passcode. Checked with share.create's Schema when the person asks for the preview.
 */
export const ShareSettingsForm = ({
  draft,
  onChange,
  errors,
  comprehensive,
  onPreview,
  secondary,
}: {
  draft: ShareDraft
  onChange: (draft: ShareDraft) => void
  errors: FieldErrors
  comprehensive: boolean
  onPreview: () => void
  /** Beside the preview button (the way back to the review). */
  secondary?: ReactNode
}) => {
  const { t, i18n } = useTranslation()
  const translate = useTranslateKey()
  const dates = useShareDates()
  const locale = isLocale(i18n.language) ? i18n.language : "en"
  const proofs = useProofSupply()
  const [lookup, setLookup] = useState<Lookup>({ kind: "idle" })
  const [idError, setIdError] = useState<string | undefined>(undefined)
  const [openedAt] = useState(() => new Date())
  const ids = {
    recipient: useId(),
    lookupStatus: useId(),
    scope: useId(),
    scopeError: useId(),
    passcode: useId(),
  }
  const set = (change: Partial<ShareDraft>) => onChange({ ...draft, ...change })
  const expiresAt = draftExpiresAt(draft, openedAt)
  const shown = disclosures.filter((d) => comprehensive || !d.startsWith("C"))

  const onLookup = async () => {
    const id = normaliseBusinessId(draft.businessId)
    const decoded = Schema.decodeUnknownEither(BusinessId)(id)
    if (decoded._tag === "Left") {
      setIdError("validation.invalidBusinessId")
      return
    }
    setLookup({ kind: "busy" })
    try {
      const result = await apiClient.call(registerLookup, {
        businessId: decoded.right,
        proof: await proofs.take(),
      })
      if (result.status === "found") {
        onChange({ ...draft, businessId: id, registerName: { businessId: id, name: result.company.name } })
        setLookup({ kind: "found", name: result.company.name })
      } else setLookup(result.status === "notFound" ? { kind: "notFound" } : { kind: "unavailable" })
    } catch {
      setLookup({ kind: "unavailable" })
    }
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    onPreview()
  }

  const toggleDisclosure = (d: Disclosure, on: boolean) => {
    const next = new Set(draft.disclosures)
    if (on) next.add(d)
    else next.delete(d)
    set({ disclosures: next })
  }

  return (
    <form
      className="form share-settings"
      noValidate
      onSubmit={submit}
      onFocusCapture={() => proofs.prepare()}
    >
      <fieldset className="share-fieldset">
        <legend>{t("sharing.flow.recipient")}</legend>
        <Choice
          name={ids.recipient}
          checked={draft.recipient === "link"}
          onChange={() => set({ recipient: "link" })}
          label={t("sharing.flow.recipientLink")}
          help={t("sharing.flow.recipientLinkHelp")}
        />
        <Choice
          name={ids.recipient}
          checked={draft.recipient === "organisation"}
          onChange={() => set({ recipient: "organisation" })}
          label={t("sharing.flow.recipientOrganisation")}
          help={t("sharing.flow.recipientOrganisationHelp")}
        />
        {draft.recipient === "organisation" && (
          <div className="share-fieldset__more">
            <div className="field-row field-row--action">
              <TextField
                label={t("sharing.flow.businessId")}
                help={t("company.fields.businessIdHelp")}
                value={draft.businessId}
                onChange={(businessId) => {
                  set({ businessId })
                  setLookup({ kind: "idle" })
                  setIdError(undefined)
                }}
                error={idError ?? errors["recipient.businessId"] ?? errors.recipient}
                inputMode="numeric"
                autoComplete="off"
                maxLength={12}
                required
              />
              <button
                type="button"
                className="button"
                disabled={lookup.kind === "busy"}
                aria-describedby={ids.lookupStatus}
                onClick={() => void onLookup()}
              >
                {lookup.kind === "busy" ? t("sharing.flow.lookingUp") : t("sharing.flow.lookup")}
              </button>
            </div>
            <div id={ids.lookupStatus} aria-live="polite">
              {lookup.kind === "found" && (
                <p className="notice notice--success">
                  {t("sharing.flow.lookupFound", { name: lookup.name })}
                </p>
              )}
              {lookup.kind === "notFound" && (
                <p className="alert share-note--info">{t("sharing.flow.lookupNotFound")}</p>
              )}
              {lookup.kind === "unavailable" && (
                <p className="alert share-note--info">{t("sharing.flow.lookupUnavailable")}</p>
              )}
            </div>
          </div>
        )}
      </fieldset>

      <fieldset className="share-fieldset" aria-describedby={describedBy(ids.scopeError)}>
        <legend>{t("sharing.flow.scope")}</legend>
        <Choice
          name={ids.scope}
          checked={draft.scope === "whole"}
          onChange={() => set({ scope: "whole" })}
          label={t("sharing.scope.whole")}
        />
        {comprehensive && (
          <Choice
            name={ids.scope}
            checked={draft.scope === "basic"}
            onChange={() => set({ scope: "basic" })}
            label={t("sharing.scope.basic")}
          />
        )}
        <Choice
          name={ids.scope}
          checked={draft.scope === "disclosures"}
          onChange={() => set({ scope: "disclosures" })}
          label={t("sharing.flow.scopeDisclosures")}
          help={t("sharing.flow.scopeDisclosuresHelp")}
        />
        {draft.scope === "disclosures" && (
          <div className="share-fieldset__more share-disclosures">
            {(["basic", "comprehensive"] as const)
              .filter((m) => m === "basic" || comprehensive)
              .map((m) => (
                <fieldset key={m} className="share-fieldset share-fieldset--plain">
                  <legend>{t(`sharing.view.modules.${m}`)}</legend>
                  {shown
                    .filter((d) => (m === "comprehensive") === d.startsWith("C"))
                    .map((d) => (
                      <Checkbox
                        key={d}
                        checked={draft.disclosures.has(d)}
                        onChange={(on) => toggleDisclosure(d, on)}
                      >
                        {d !== "other" && <span className="review__code">{d}</span>}{" "}
                        {disclosureTitles[d][locale]}
                      </Checkbox>
                    ))}
                </fieldset>
              ))}
          </div>
        )}
        <FieldError id={ids.scopeError}>
          {errors["scope.disclosures"] ? <p>{translate(errors["scope.disclosures"])}</p> : null}
        </FieldError>
      </fieldset>

      <fieldset className="share-fieldset">
        <legend>{t("sharing.flow.attachments")}</legend>
        <Checkbox
          checked={draft.includeAttachments}
          onChange={(includeAttachments) => set({ includeAttachments })}
          help={t("sharing.flow.includeAttachmentsHelp")}
        >
          {t("sharing.flow.includeAttachments")}
        </Checkbox>
      </fieldset>

      <fieldset className="share-fieldset">
        <legend>{t("sharing.flow.validity")}</legend>
        <TextField
          label={t("sharing.flow.expiryDays")}
          help={
            expiresAt
              ? t("sharing.flow.expiryHelpUntil", {
                  max: shareLimits.maxExpiryDays,
                  date: dates.date(expiresAt.toISOString()),
                })
              : t("sharing.flow.expiryHelp", { max: shareLimits.maxExpiryDays })
          }
          value={draft.expiryDays}
          onChange={(expiryDays) => set({ expiryDays })}
          error={errors.expiresInDays}
          inputMode="numeric"
          className="input--short"
          maxLength={3}
          required
        />
        {draft.recipient === "link" && (
          <>
            <Checkbox
              checked={draft.usePasscode}
              onChange={(usePasscode) => set({ usePasscode })}
              help={t("sharing.flow.usePasscodeHelp")}
            >
              {t("sharing.flow.usePasscode")}
            </Checkbox>
            {draft.usePasscode && (
              <TextField
                label={t("sharing.flow.passcode")}
                help={t("sharing.flow.passcodeHelp", {
                  min: shareLimits.passcodeMinLength,
                  max: shareLimits.passcodeMaxLength,
                })}
                value={draft.passcode}
                onChange={(passcode) => set({ passcode })}
                error={errors.passcode}
                autoComplete="off"
                spellCheck={false}
                maxLength={shareLimits.passcodeMaxLength}
                required
              />
            )}
          </>
        )}
      </fieldset>

      <div className="button-row">
        <button type="submit" className="button button--primary">
          {t("sharing.flow.toPreview")}
        </button>
        {secondary}
      </div>
    </form>
  )
}
