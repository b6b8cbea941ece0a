import { disclosures, normaliseBusinessId, type Disclosure, type ShareScope } from "@vsme/core"
import { shareCreate, shareLimits } from "@vsme/sdk"
import { decodeForm, type FieldErrors } from "../account/formIssues.js"

/** The share dialog's choices as typed, before they are checked (core and sdk bound them). */
export interface ShareDraft {
  readonly recipient: "link" | "organisation"
  readonly businessId: string
  /** The name the business register gave for `businessId`, when it was looked up and found. */
  readonly registerName: { readonly businessId: string; readonly name: string } | null
  /** The owner chooses among these; "items" is a data request's answer (issue 32), never chosen here. */
  readonly scope: Exclude<ShareScope["kind"], "items">
  readonly disclosures: ReadonlySet<Disclosure>
  readonly includeAttachments: boolean
  readonly expiryDays: string
  readonly usePasscode: boolean
  readonly passcode: string
}

export const emptyShareDraft: ShareDraft = {
  recipient: "link",
  businessId: "",
  registerName: null,
  scope: "whole",
  disclosures: new Set(),
  includeAttachments: false,
  expiryDays: String(shareLimits.defaultExpiryDays),
  usePasscode: false,
  passcode: "",
}

export type ShareInput = typeof shareCreate.input.Type

/** The scope the draft names; chosen disclosures in the standard's order, whatever order they were ticked in. */
export const draftScope = (draft: ShareDraft): ShareScope =>
  draft.scope === "disclosures"
    ? { kind: "disclosures", disclosures: disclosures.filter((d) => draft.disclosures.has(d)) }
    : { kind: draft.scope }

/** The register's name, when it was looked up for the Business ID now in the field. */
export const draftRecipientName = (draft: ShareDraft): string | null =>
  draft.registerName !== null && draft.registerName.businessId === normaliseBusinessId(draft.businessId)
    ? draft.registerName.name
    : null

/**
 * Checks the draft with share.create's own Schema (the server refuses the same input the same way):
 * the input to send, or every problem by field path (`recipient.businessId`, `scope.disclosures`,
 * `expiresInDays`, `passcode`, `onBehalfOfCompany`).
 */
export const checkShareDraft = (
  reportId: string,
  draft: ShareDraft,
  onBehalfOfCompany: boolean,
):
  | { readonly ok: true; readonly value: ShareInput }
  | { readonly ok: false; readonly errors: FieldErrors } => {
  const days = draft.expiryDays.trim()
  const result = decodeForm(shareCreate.input, {
    reportId,
    scope: draftScope(draft),
    includeAttachments: draft.includeAttachments,
    recipient:
      draft.recipient === "link"
        ? { kind: "link" }
        : { kind: "organisation", businessId: draft.businessId.trim() },
    recipientName: draft.recipient === "organisation" ? draftRecipientName(draft) : null,
    // Not a number at all is out of range too (the same message as 0 or 400).
    expiresInDays: /^\d{1,4}$/.test(days) ? Number(days) : Number.NaN,
    passcode: draft.recipient === "link" && draft.usePasscode ? draft.passcode : null,
    onBehalfOfCompany,
  })
  // "Required field" says little under a list of checkboxes: say what is missing.
  if (!result.ok && draft.scope === "disclosures" && draft.disclosures.size === 0)
    return { ok: false, errors: { ...result.errors, "scope.disclosures": "sharing.flow.chooseDisclosures" } }
  return result
}

/** When a share made now with the draft's expiry would end (null while the days are not valid). */
export const draftExpiresAt = (draft: ShareDraft, now: Date): Date | null => {
  const days = Number(draft.expiryDays.trim())
  return Number.isInteger(days) && days >= 1 && days <= shareLimits.maxExpiryDays
    ? new Date(now.getTime() + days * 24 * 3600 * 1000)
    : null
}
