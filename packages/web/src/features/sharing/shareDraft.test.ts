import type { Account, Profile } from "@vsme/sdk"
import { describe, expect, it } from "vitest"
import { checkShareDraft, draftExpiresAt, emptyShareDraft, type ShareDraft } from "./shareDraft.js"
import { mayManageShares } from "./shareQueries.js"

const reportId = "0b6f4e8e-3f4c-4b8a-9d55-6a1f0e2c7d10"
const draft = (change: Partial<ShareDraft>): ShareDraft => ({ ...emptyShareDraft, ...change })

describe("checkShareDraft", () => {
  it("sends a link share of the whole report, 30 days, without a passcode, by default", () => {
    const result = checkShareDraft(reportId, emptyShareDraft, true)
    expect(result).toEqual({
      ok: true,
      value: expect.objectContaining({
        recipient: { kind: "link" },
        scope: { kind: "whole" },
        expiresInDays: 30,
        passcode: null,
        recipientName: null,
        onBehalfOfCompany: true,
      }),
    })
  })

  it("names every problem by its field, with share.create's own messages", () => {
    const result = checkShareDraft(
      reportId,
      draft({ usePasscode: true, passcode: "12345", expiryDays: "400", scope: "disclosures" }),
      false,
    )
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.errors).toEqual({
      passcode: "validation.sharePasscodeLength",
      expiresInDays: "validation.shareExpiryRange",
      "scope.disclosures": "sharing.flow.chooseDisclosures",
      onBehalfOfCompany: "validation.shareConfirmationRequired",
    })
    // Days that are not a number are out of the range too, not a crash or a silent default.
    const typed = checkShareDraft(reportId, draft({ expiryDays: "kuukausi" }), true)
    expect(!typed.ok && typed.errors.expiresInDays).toBe("validation.shareExpiryRange")
  })

  it("sends chosen disclosures in the standard's order, and the register's name only for the Business ID it was found for", () => {
    const chosen = draft({
      recipient: "organisation",
      businessId: "0112038-9",
      registerName: { businessId: "0112038-9", name: "Nokia Oyj" },
      scope: "disclosures",
      disclosures: new Set(["C1", "B3", "other", "B1"] as const),
      usePasscode: true,
      passcode: "never-sent",
    })
    const result = checkShareDraft(reportId, chosen, true)
    expect(result.ok && result.value).toMatchObject({
      recipient: { kind: "organisation", businessId: "0112038-9" },
      recipientName: "Nokia Oyj",
      scope: { kind: "disclosures", disclosures: ["B1", "B3", "C1", "other"] },
      // A passcode belongs to a link: an organisation's share has none.
      passcode: null,
    })
    const edited = checkShareDraft(reportId, { ...chosen, businessId: "1234567-1" }, true)
    expect(edited.ok && edited.value.recipientName).toBeNull()
    const wrong = checkShareDraft(reportId, { ...chosen, businessId: "1234567-2" }, true)
    expect(!wrong.ok && wrong.errors["recipient.businessId"]).toBe("validation.invalidBusinessId")
  })

  it("tells when a share made now would end, and nothing while the days are out of range", () => {
    const now = new Date("2026-12-01T10:00:00Z")
    expect(draftExpiresAt(emptyShareDraft, now)?.toISOString()).toBe("2026-12-31T10:00:00.000Z")
    expect(draftExpiresAt(draft({ expiryDays: "366" }), now)).toBeNull()
    expect(draftExpiresAt(draft({ expiryDays: "" }), now)).toBeNull()
  })
})

describe("mayManageShares", () => {
  const account = (viewer: Account["viewer"], parent: string | null = null) =>
    ({ viewer, parentAccount: parent ? { id: parent, name: "Tilitoimisto Oy" } : null }) as Account
  const profile = (accounts: ReadonlyArray<{ id: string; role: "owner" | "user" }>) =>
    ({ accounts }) as unknown as Profile
  const viewer = (role: "owner" | "user", via: "membership" | "parent" | "superadmin") => ({
    role,
    via,
    canEdit: role === "owner",
    canEditInvoicing: false,
  })

  it("lets the company's owners share and its users only look", () => {
    expect(mayManageShares(account(viewer("owner", "membership")), profile([]))).toBe(true)
    expect(mayManageShares(account(viewer("user", "membership")), profile([]))).toBe(false)
  })

  it("lets the owners of the management parent share for their client, not its users", () => {
    const client = account(viewer("user", "parent"), "parent-id")
    expect(mayManageShares(client, profile([{ id: "parent-id", role: "owner" }]))).toBe(true)
    expect(mayManageShares(client, profile([{ id: "parent-id", role: "user" }]))).toBe(false)
    expect(mayManageShares(client, profile([{ id: "other-id", role: "owner" }]))).toBe(false)
  })
})
