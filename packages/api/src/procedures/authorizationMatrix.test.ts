import { beforeAll, describe, expect, it } from "vitest"
import type { AccountId } from "@vsme/core"
import { contract, type AnyProcedure } from "@vsme/sdk"
import { insertUser, type TestUser } from "../testing/index.js"
import { companyWithOwner, resellerWithClient, superadmin, useTestServer } from "../testing/apiKit.js"

/**
 * The authorization matrix of the identity issue: every procedure of the contract, called by each
 * kind of caller against company A, is allowed or refused as its access level says, and no caller
 * outside company A ever receives A's data. A procedure added to the contract without a probe here
 * fails the completeness test.
 */
type Role =
  | "anonymous"
  | "otherCompany"
  | "user"
  | "owner"
  | "parentMember"
  | "superadmin"
  /** A superadmin signed in without the second factor: an ordinary user with no company (issue 15). */
  | "superadminWithoutSecondFactor"
const roles: ReadonlyArray<Role> = [
  "anonymous",
  "otherCompany",
  "user",
  "owner",
  "parentMember",
  "superadmin",
  "superadminWithoutSecondFactor",
]

const allowedBy: Record<AnyProcedure["access"], ReadonlyArray<Role>> = {
  public: roles,
  signedIn: ["otherCompany", "user", "owner", "parentMember", "superadmin", "superadminWithoutSecondFactor"],
  accountMember: ["user", "owner", "parentMember", "superadmin"],
  accountOwner: ["owner", "superadmin"],
  superadmin: ["superadmin"],
}

/**
 * Answers that mean the caller was refused. A public procedure's own 401 (auth.refresh without a
 * cookie) is its answer, not a refusal.
 */
const isRefusal = (procedure: AnyProcedure, tag: string | undefined) =>
  tag === "Forbidden" ||
  tag === "TotpEnrolmentRequired" ||
  tag === "SecondFactorRequired" ||
  (tag === "Unauthorized" && procedure.access !== "public")

/**
 * Where a handler narrows its access level further. member.remove is open to every member so that
 * a user can leave, but only owners remove someone else (the probe names someone else).
 */
const narrowedBy: Record<string, ReadonlyArray<Role>> = {
  "member.remove": ["owner", "superadmin"],
  // Only a browser session, never a token, makes tokens and re-authenticates (issue 15); the test
  // authenticator's callers hold no session (auth.test.ts covers real sessions).
  "apiToken.create": [],
  "auth.reauthenticate": [],
  // Sharing is for the company's owners and its parent's owners acting for it (decision 037).
  "share.create": ["owner", "parentMember", "superadmin"],
  "share.publishUpdate": ["owner", "parentMember", "superadmin"],
  "share.revoke": ["owner", "parentMember", "superadmin"],
  // So are sending data requests and answering them (decision 038).
  ...Object.fromEntries(
    [
      "request.create",
      "request.update",
      "request.addRecipients",
      "request.removeRecipient",
      "request.send",
      "request.setReminders",
      "request.remind",
      "request.begin",
      "request.answer",
      "request.decline",
    ].map((name) => [name, ["owner", "parentMember", "superadmin"] as const]),
  ),
}

const server = useTestServer()
let callers: Record<Role, TestUser | null>
let companyA: AccountId
let companyB: AccountId
let aInviteId: string
let aSecretText: string

beforeAll(async () => {
  const db = server.database.db
  const owner = await insertUser(db)
  const user = await insertUser(db)
  aSecretText = `Secret Company ${Date.now()}`
  // Company A is a client of a reseller, whose owner is the parent member.
  const { partner: parentMember, client } = await resellerWithClient(db, {
    clientName: aSecretText,
    clientMembers: [
      [owner, "owner"],
      [user, "user"],
    ],
  })
  companyA = client
  const { owner: otherCompany, company } = await companyWithOwner(db)
  companyB = company
  const admin = await superadmin(db)
  const [invite] = (await db("invites")
    .insert({
      account_id: companyA,
      email: "pending@example.com",
      role: "user",
      locale: "fi",
      token_hash: `hash-${Date.now()}`,
      expires_at: new Date(Date.now() + 86400000),
    })
    .returning("id")) as Array<{ id: string }>
  aInviteId = invite!.id
  callers = {
    anonymous: null,
    otherCompany,
    user,
    owner,
    parentMember,
    superadmin: admin,
    superadminWithoutSecondFactor: { ...admin, token: `${admin.token}:no-second-factor` },
  }
})

const requestDraft = {
  title: "Matrix request",
  message: "",
  periodYear: 2025,
  dueDate: "2027-03-31",
  contact: { name: "Matti Matriisi", email: "matti@example.com" },
  selection: { preset: "bank" },
  language: "fi",
}

/** A well-formed input for each procedure: the matrix is about access, not validation. */
const probeInput = (name: string): unknown => {
  const uuid = "00000000-0000-4000-8000-000000000000"
  const inputs: Record<string, unknown> = {
    "auth.signUp": {
      email: "matrix@example.com",
      password: "Correct horse battery 42",
      locale: "en",
      proof: "eA==",
    },
    "auth.signIn": { email: "matrix@example.com", password: "Correct horse battery 42", proof: "eA==" },
    "auth.verifyEmail": { token: "x".repeat(43) },
    "auth.requestPasswordReset": { email: "matrix@example.com", locale: "en", proof: "eA==" },
    "auth.resetPassword": { token: "x".repeat(43), password: "Correct horse battery 42" },
    "auth.totpBegin": { password: "Correct horse battery 42" },
    "auth.totpConfirm": { code: "123456" },
    "auth.totpDisable": { password: "Correct horse battery 42" },
    "auth.reauthenticate": { password: "Correct horse battery 42" },
    "apiToken.create": { name: "matrix" },
    "apiToken.revoke": { id: uuid },
    "attestation.redeem": { proof: "eA==" },
    "register.lookup": { businessId: "0112038-9", proof: "eA==" },
    "account.create": {
      businessId: "1234567-1",
      company: {
        name: "Matrix Oy",
        contact: { name: "Maija Matriisi", email: "maija@example.com", phone: "+358 40 123 4567" },
        legalForm: "private-limited-liability",
        legalFormOther: null,
        naceCodes: ["62.10"],
        address: { street: "Testikatu 1", street2: null, zip: "00100", city: "Helsinki", country: "FI" },
      },
      referredByPartner: false,
      referral: null,
      forClient: false,
      parentAccountId: null,
      termsAccepted: true,
      authorityConfirmed: true,
    },
    "account.update": { version: 999 },
    "member.changeRole": { userId: uuid, role: "user" },
    "member.remove": { userId: uuid },
    "invite.create": { email: "new.person@example.com", role: "user", locale: "fi" },
    "invite.revoke": { inviteId: uuid },
    "invite.accept": { inviteId: uuid },
    "invite.decline": { inviteId: uuid },
    "invite.preview": { token: "x".repeat(43) },
    "admin.outbox": {},
    "admin.companies": { search: "Matrix", sort: "lastActivity" },
    "admin.activate": { accountId: uuid },
    "admin.disable": { accountId: uuid },
    "admin.cancelRenewal": { accountId: uuid },
    "admin.resumeRenewal": { accountId: uuid },
    "admin.updateInvoicing": {
      accountId: uuid,
      invoicing: { vatNumber: null, invoicingEmail: null, einvoiceAddress: null, einvoiceOperator: null },
    },
    "admin.invoices": {},
    "admin.invoiceCopy": { invoiceId: uuid, locale: "fi" },
    "admin.invoiceMessage": { invoiceId: uuid, format: "finvoice" },
    "admin.resendInvoice": { invoiceId: uuid },
    "admin.users": { search: "matrix" },
    "admin.setSuperadmin": { userId: uuid, superadmin: true },
    "admin.auditLog": {},
    "billing.invoiceCopy": { invoiceId: uuid, locale: "fi" },
    // No details: an allowed caller is answered InvoicingDetailsMissing and nothing changes.
    "billing.order": {
      invoicing: { vatNumber: null, invoicingEmail: null, einvoiceAddress: null, einvoiceOperator: null },
      acceptTerms: true,
    },
    "report.create": {
      title: "Matrix report",
      startDate: "2025-01-01",
      endDate: "2025-12-31",
      comprehensive: false,
    },
    "report.rename": { reportId: uuid, title: "Renamed", version: 1 },
    "report.copy": { reportId: uuid },
    "report.delete": { reportId: uuid },
    "report.get": { reportId: uuid },
    "report.saveAnswer": {
      reportId: uuid,
      questionId: "NumberOfEmployees",
      basedOnVersion: 0,
      answer: { status: "answered", value: 5 },
    },
    "report.setComprehensive": { reportId: uuid, comprehensive: true, version: 1 },
    "report.clearAnswer": { reportId: uuid, questionId: "NumberOfEmployees", basedOnVersion: 0 },
    "report.setState": { reportId: uuid, to: "ready", version: 1 },
    "report.stateHistory": { reportId: uuid },
    "report.previous": { reportId: uuid },
    "attachment.list": { reportId: uuid, questionId: "NumberOfEmployees" },
    "attachment.delete": { attachmentId: uuid },
    "xbrl.validate": { reportId: uuid },
    "xbrl.importPreview": { importId: uuid },
    "xbrl.importApply": { importId: uuid },
    "xbrl.importDiscard": { importId: uuid },
    "comment.list": { reportId: uuid },
    "comment.add": { reportId: uuid, questionId: "NumberOfEmployees", type: "note", text: "Matrix" },
    "comment.edit": { commentId: uuid, text: "Matrix" },
    "comment.delete": { commentId: uuid },
    "factor.list": { rowType: "fuel", year: 2024 },
    "ghg.create": { title: "Matrix calculation", period: { start: "2024-01-01", end: "2024-12-31" } },
    "ghg.get": { calculationId: uuid },
    "ghg.update": {
      calculationId: uuid,
      version: 1,
      title: "Matrix calculation",
      period: { start: "2024-01-01", end: "2024-12-31" },
      excludedScopes: [],
    },
    "ghg.delete": { calculationId: uuid },
    "ghg.addRow": {
      calculationId: uuid,
      type: "fuel",
      title: "Diesel",
      amount: 100,
      unit: "liters",
      factor: { kind: "library", id: "desnz-2024-diesel-avg-biofuel-liters" },
    },
    "ghg.updateRow": {
      rowId: uuid,
      type: "fuel",
      title: "Diesel",
      amount: 100,
      unit: "liters",
      factor: { kind: "library", id: "desnz-2024-diesel-avg-biofuel-liters" },
    },
    "ghg.deleteRow": { rowId: uuid },
    "ghg.setStatus": { calculationId: uuid, status: "draft" },
    "aiSummary.get": { reportId: uuid },
    "aiSummary.request": { reportId: uuid, language: "fi" },
    "aiSummary.view": { summaryId: uuid },
    "aiSummary.keyFigures": { reportId: uuid, language: "en" },
    "ghg.fillReport": { calculationId: uuid, reportId: uuid },
    "ghg.reportLink": { reportId: uuid },
    "factorAdmin.list": { search: "diesel" },
    "factorAdmin.get": { id: "desnz-2024-diesel-avg-biofuel-liters" },
    "factorAdmin.create": {
      factor: {
        id: "matrix-probe-factor",
        name: "Matrix probe factor",
        rowType: "fuel",
        scope3Category: null,
        scope2Basis: null,
        value: 1,
        massUnit: "kgCO2e",
        denominatorUnit: "liters",
        validFor: { from: 2024, to: 2024 },
        country: "FI",
        sourceName: "Matrix",
        sourceUrl: "https://example.com/matrix",
        sourceNotes: "",
      },
    },
    // Stale versions: an allowed caller gets FactorVersionConflict, and nothing changes.
    "factorAdmin.update": {
      version: 999,
      factor: {
        id: "desnz-2024-diesel-avg-biofuel-liters",
        name: "Matrix",
        rowType: "fuel",
        scope3Category: null,
        scope2Basis: null,
        value: 1,
        massUnit: "kgCO2e",
        denominatorUnit: "liters",
        validFor: { from: 2024, to: 2024 },
        country: "GB",
        sourceName: "Matrix",
        sourceUrl: "https://example.com/matrix",
        sourceNotes: "",
      },
    },
    "factorAdmin.retire": { id: "desnz-2024-diesel-avg-biofuel-liters", version: 999 },
    "factorAdmin.reinstate": { id: "desnz-2024-diesel-avg-biofuel-liters", version: 999 },
    "factorAdmin.delete": { id: "desnz-2024-diesel-avg-biofuel-liters", version: 999 },
    "share.preview": { reportId: uuid, scope: { kind: "whole" }, includeAttachments: false },
    "share.create": {
      reportId: uuid,
      scope: { kind: "whole" },
      includeAttachments: false,
      recipient: { kind: "link" },
      onBehalfOfCompany: true,
    },
    "share.list": null,
    "share.accessLog": { shareId: uuid },
    "share.publishUpdate": { shareId: uuid },
    "share.revoke": { shareId: uuid },
    "share.open": { token: "x".repeat(43) },
    "share.receivedList": null,
    "share.openReceived": { shareId: uuid },
    "report.setEstimate": { reportId: uuid, questionId: "NumberOfEmployees", estimated: true },
    "report.setVerification": { reportId: uuid, verification: null, version: 1 },
    "request.create": { draft: requestDraft },
    "request.update": { requestId: uuid, draft: requestDraft },
    "request.addRecipients": { requestId: uuid, recipients: [] },
    "request.removeRecipient": { requestId: uuid, recipientId: uuid },
    "request.preview": { requestId: uuid },
    "request.send": { requestId: uuid, recipients: 1 },
    "request.list": null,
    "request.get": { requestId: uuid },
    "request.portfolio": { requestId: uuid },
    "request.recipientHistory": { requestId: uuid, recipientId: uuid },
    "request.setReminders": { requestId: uuid, enabled: false },
    "request.remind": { requestId: uuid },
    "request.inbox": null,
    "request.open": { recipientId: uuid },
    "request.begin": { recipientId: uuid, reportId: uuid },
    "request.answer": { recipientId: uuid, reportId: uuid, extraAnswers: [], onBehalfOfCompany: true },
    "request.decline": { recipientId: uuid, reason: "other" },
  }
  return name in inputs ? inputs[name] : null
}

const procedures = Object.values(contract) as ReadonlyArray<AnyProcedure>

describe("authorization matrix", () => {
  it("has a well-formed probe for every procedure of the contract", async () => {
    for (const procedure of procedures) {
      const answer = await server.call(callers.superadmin, procedure, probeInput(procedure.name), companyA)
      expect(answer.error?._tag, `${procedure.name} probe input must decode`).not.toBe("InvalidInput")
    }
  })

  for (const procedure of procedures) {
    it(`${procedure.name} (${procedure.access})`, async () => {
      for (const role of roles) {
        // Everyone names company A; each caller's own relation to it decides.
        const answer = await server.call(callers[role], procedure, probeInput(procedure.name), companyA)
        const refused = isRefusal(procedure, answer.error?._tag)
        const expected = (narrowedBy[procedure.name] ?? allowedBy[procedure.access]).includes(role)
        expect(refused, `${role} calling ${procedure.name}: ${JSON.stringify(answer).slice(0, 300)}`).toBe(
          !expected,
        )
        if (role === "anonymous" || role === "otherCompany" || role === "superadminWithoutSecondFactor") {
          expect(JSON.stringify(answer), `${role} must not see company A`).not.toContain(aSecretText)
          expect(JSON.stringify(answer)).not.toContain(companyA)
        }
      }
    })
  }

  it("answers NotFound, not the record, when a caller names another company's records from their own", async () => {
    const stranger = callers.otherCompany!
    const revoke = await server.call(stranger, contract.inviteRevoke, { inviteId: aInviteId }, companyB)
    expect(revoke.error?._tag).toBe("NotFound")
    const demote = await server.call(
      stranger,
      contract.memberChangeRole,
      { userId: callers.owner!.id, role: "user" },
      companyB,
    )
    expect(demote.error?._tag).toBe("NotFound")
    const remove = await server.call(stranger, contract.memberRemove, { userId: callers.user!.id }, companyB)
    expect(remove.error?._tag).toBe("NotFound")
    const accept = await server.call(stranger, contract.inviteAccept, { inviteId: aInviteId }, companyB)
    expect(accept.error?._tag).toBe("NotFound")
    const invite = (await server.database.db("invites").where({ id: aInviteId }).first()) as {
      revoked_at: Date | null
      accepted_at: Date | null
    }
    expect(invite).toMatchObject({ revoked_at: null, accepted_at: null })
    const members = await server.database.db("memberships").where({ account_id: companyA }).orderBy("role")
    expect(members.map((m: { role: string }) => m.role)).toEqual(["owner", "user"])
  })
})
