import { beforeEach, describe, expect, it } from "vitest"
import type { AccountId } from "@vsme/core"
import {
  reportSetEstimate,
  reportSetVerification,
  requestAddRecipients,
  requestAnswer,
  requestBegin,
  requestCreate,
  requestDecline,
  requestGet,
  requestInbox,
  requestOpen,
  requestPortfolio,
  requestPreview,
  requestRecipientHistory,
  requestRemind,
  requestSend,
  shareOpenReceived,
  shareReceivedList,
  shareRevoke,
} from "@vsme/sdk"
import { insertSampleReport, uniqueBusinessId, type TestUser } from "../testing/index.js"
import { bankAndSupplier, useTestServer } from "../testing/apiKit.js"

let clock = new Date("2027-01-10T10:00:00Z")
const server = useTestServer({ now: () => clock })
const db = () => server.database.db

/** The bank, its supplier and a stranger (the kit's bankAndSupplier), fresh for every test. */
let bankOwner: TestUser
let bankUser: TestUser
let supplierOwner: TestUser
let supplierUser: TestUser
let stranger: TestUser
let bank: AccountId
let supplier: AccountId
let strangerAccount: AccountId
let supplierBusinessId: string
let supplierReport: string

beforeEach(async () => {
  clock = new Date("2027-01-10T10:00:00Z")
  // Each test reads the mails it caused.
  await db()("mail_outbox").delete()
  // The sample report covers 2025.
  ;({
    bankOwner,
    bankUser,
    bank,
    supplierOwner,
    supplierUser,
    supplier,
    supplierBusinessId,
    supplierReport,
    stranger,
    strangerAccount,
  } = await bankAndSupplier(db()))
})

const draft = (overrides: Record<string, unknown> = {}) => ({
  title: "Rahoituksen vastuullisuustiedot 2025",
  message: "Pyydämme tiedot luottopäätöstä varten.",
  periodYear: 2025,
  dueDate: "2027-03-31",
  contact: { name: "Pertti Pankki", email: "esg@pankki.example" },
  selection: { preset: "bank" },
  extraQuestions: [
    { id: "x1", kind: "yesNo", question: "Onko yrityksellä ympäristösertifikaatti?" },
    { id: "x2", kind: "number", question: "Kuljetuskilometrit vuodessa", unit: "km" },
  ],
  language: "fi",
  ...overrides,
})

/** A request of the bank to the supplier and one company new to the product, sent and mailed. */
const sentRequest = async () => {
  const created = await server.call(bankOwner, requestCreate, { draft: draft() }, bank)
  expect(created.status, JSON.stringify(created)).toBe(200)
  const requestId = created.result.id as string
  const newcomer = uniqueBusinessId()
  const added = await server.call(
    bankOwner,
    requestAddRecipients,
    {
      requestId,
      recipients: [
        { businessId: supplierBusinessId, email: "talous@toimittaja.example", name: "Toimittaja" },
        { businessId: newcomer, email: "info@uusi.example" },
        { businessId: supplierBusinessId, email: "Talous@Toimittaja.example" },
      ],
    },
    bank,
  )
  expect(added.result).toEqual({ added: 2, merged: 1, recipients: 2 })
  expect((await server.call(bankOwner, requestSend, { requestId, recipients: 2 }, bank)).status).toBe(200)
  await server.services.requestJobs.runSending()
  const rows = (await db()("data_request_recipients").where({ request_id: requestId })) as Array<{
    id: string
    business_id: string
  }>
  const supplierRow = rows.find((r) => r.business_id === supplierBusinessId)!.id
  return { requestId, newcomer, supplierRow }
}

/** The supplier's owner answers with its sample report, both extra questions answered. */
const answerAsSupplier = (supplierRow: string) =>
  server.call(
    supplierOwner,
    requestAnswer,
    {
      recipientId: supplierRow,
      reportId: supplierReport,
      extraAnswers: [
        { id: "x1", answer: false },
        { id: "x2", answer: 10 },
      ],
      onBehalfOfCompany: true,
    },
    supplier,
  )

const portfolio = async (requestId: string, extra: Record<string, unknown> = {}) =>
  (await server.call(bankOwner, requestPortfolio, { requestId, ...extra }, bank)).result as {
    rows: Array<{
      id: string
      businessId: string
      name: string | null
      status: string
      keyFigures: any
      declined: any
      shareId: string | null
    }>
    total: number
  }

describe("data requests: who sees what", () => {
  it("keeps a request with its requester: another company finds nothing of it, however it asks", async () => {
    const { requestId, supplierRow } = await sentRequest()
    for (const [procedure, input] of [
      [requestGet, { requestId }],
      [requestPortfolio, { requestId }],
      [requestPreview, { requestId }],
      [requestRecipientHistory, { requestId, recipientId: supplierRow }],
    ] as const) {
      const answer = await server.call(stranger, procedure, input, strangerAccount)
      expect(answer, procedure.name).toMatchObject({ status: 404, error: { _tag: "RequestNotFound" } })
    }
    // A company is reached by its Business ID only: another company cannot open or answer it.
    expect(
      (await server.call(stranger, requestOpen, { recipientId: supplierRow }, strangerAccount)).status,
    ).toBe(404)
    expect((await server.call(stranger, requestInbox, null, strangerAccount)).result).toEqual({
      requests: [],
      open: 0,
    })
    const answer = await server.call(
      stranger,
      requestAnswer,
      { recipientId: supplierRow, reportId: supplierReport, extraAnswers: [], onBehalfOfCompany: true },
      strangerAccount,
    )
    expect(answer.status).toBe(404)
  })

  it("lets a plain user follow but not send, nor answer for the company", async () => {
    const created = await server.call(bankUser, requestCreate, { draft: draft() }, bank)
    expect(created.status).toBe(403)
    const { requestId, supplierRow } = await sentRequest()
    expect((await server.call(bankUser, requestPortfolio, { requestId }, bank)).status).toBe(200)
    expect(
      (await server.call(supplierUser, requestOpen, { recipientId: supplierRow }, supplier)).status,
    ).toBe(200)
    const declined = await server.call(
      supplierUser,
      requestDecline,
      { recipientId: supplierRow, reason: "other" },
      supplier,
    )
    expect(declined.status).toBe(403)
  })

  it("refuses a malformed draft with every issue and its path", async () => {
    const answer = await server.call(
      bankOwner,
      requestCreate,
      {
        draft: draft({
          title: "",
          dueDate: "2027-02-30",
          contact: { name: "P", email: "not an address" },
          extraQuestions: Array.from({ length: 21 }, (_, i) => ({
            id: `x${i + 1}`,
            kind: "text",
            question: "?",
          })),
        }),
      },
      bank,
    )
    expect(answer.status).toBe(400)
    const paths = (answer.error as unknown as { issues: Array<{ path: unknown[] }> }).issues.map((i) =>
      i.path.join("."),
    )
    expect(paths).toEqual(
      expect.arrayContaining(["draft.title", "draft.dueDate", "draft.contact.email", "draft.extraQuestions"]),
    )
  })
})

describe("sending", () => {
  it("previews, refuses a stale confirmation, sends in the background, and mails alike whether or not the company uses the product", async () => {
    const created = await server.call(bankOwner, requestCreate, { draft: draft() }, bank)
    const requestId = created.result.id as string
    const newcomer = uniqueBusinessId()
    await server.call(
      bankOwner,
      requestAddRecipients,
      {
        requestId,
        recipients: [
          { businessId: supplierBusinessId, email: "talous@toimittaja.example" },
          { businessId: newcomer, email: "info@uusi.example" },
        ],
      },
      bank,
    )
    const preview = await server.call(bankOwner, requestPreview, { requestId }, bank)
    expect(preview.result.recipients).toBe(2)
    expect(preview.result.email.subject).toBe(
      "Pankki Oyj pyytää vastuullisuustietoja: Rahoituksen vastuullisuustiedot 2025",
    )
    expect(preview.result.email.text).toContain("31.3.2027")
    expect(await server.call(bankOwner, requestSend, { requestId, recipients: 3 }, bank)).toMatchObject({
      status: 409,
      error: { _tag: "RequestRecipientsChanged", recipients: 2 },
    })
    const sent = await server.call(bankOwner, requestSend, { requestId, recipients: 2 }, bank)
    expect(sent.result).toMatchObject({ state: "sending", queued: 2 })
    await server.services.requestJobs.runSending()
    const detail = await server.call(bankOwner, requestGet, { requestId }, bank)
    expect(detail.result).toMatchObject({ state: "sent", queued: 0, counts: { sent: 2 } })
    // Both companies are "sent" to the requester; the two contacts' mails differ only in the link.
    const rows = (await portfolio(requestId)).rows
    expect(rows.map((r) => r.status)).toEqual(["sent", "sent"])
    const mails = (await db()("mail_outbox").where({ kind: "request" }).orderBy("created_at")) as Array<{
      to_address: string
      subject: string
      text_body: string
    }>
    const toContacts = mails.filter((m) => m.to_address.endsWith(".example"))
    expect(toContacts).toHaveLength(2)
    const [a, b] = toContacts.map((m) =>
      m.text_body.replace(/\/requests\/incoming\/\S+/, "LINK").replace(/\d{7}-\d/g, "BID"),
    )
    expect(a).toBe(b)
    expect(toContacts[0]!.subject).toBe(toContacts[1]!.subject)
    // The supplier's owner is told too (the requester never sees that mail).
    expect(mails.map((m) => m.to_address)).toContain(supplierOwner.email)
    // A sent request does not change any more.
    expect(
      (await server.call(bankOwner, requestAddRecipients, { requestId, recipients: [] }, bank)).error?._tag,
    ).toBe("RequestAlreadySent")
  })

  it("lets a trial account ask three companies in all", async () => {
    await db()("accounts").where({ id: bank }).update({ state: "trial" })
    const created = await server.call(bankOwner, requestCreate, { draft: draft() }, bank)
    const requestId = created.result.id as string
    const recipients = Array.from({ length: 4 }, (_, i) => ({
      businessId: uniqueBusinessId(),
      email: `c${i}@example.com`,
    }))
    await server.call(bankOwner, requestAddRecipients, { requestId, recipients }, bank)
    expect(await server.call(bankOwner, requestSend, { requestId, recipients: 4 }, bank)).toMatchObject({
      status: 403,
      error: { _tag: "RequestTrialLimit", limit: 3 },
    })
  })

  it("refuses more than 5,000 companies and writes none of the batch", async () => {
    const created = await server.call(bankOwner, requestCreate, { draft: draft() }, bank)
    const requestId = created.result.id as string
    const recipients = Array.from({ length: 5001 }, (_, i) => ({
      businessId: uniqueBusinessId(),
      email: `c${i}@example.com`,
    }))
    const answer = await server.call(bankOwner, requestAddRecipients, { requestId, recipients }, bank)
    expect(answer.status).toBe(400)
    expect(await db()("data_request_recipients").where({ request_id: requestId })).toHaveLength(0)
  })
})

describe("answering", () => {
  it("follows the company from opened to shared, with the asked items only, the extra answers and the figures' quality", async () => {
    const { requestId, supplierRow } = await sentRequest()
    const inbox = await server.call(supplierUser, requestInbox, null, supplier)
    expect(inbox.result).toMatchObject({
      open: 1,
      requests: [{ id: supplierRow, requesterName: "Pankki Oyj" }],
    })
    const opened = await server.call(supplierOwner, requestOpen, { recipientId: supplierRow }, supplier)
    expect(opened.result).toMatchObject({ status: "opened", extraQuestions: [{ id: "x1" }, { id: "x2" }] })
    expect(opened.result.items).toContain("GrossScope1GreenhouseGasEmissions")
    expect((await portfolio(requestId)).rows.find((r) => r.id === supplierRow)!.status).toBe("opened")

    const other = await insertSampleReport(db(), supplier, supplierOwner.id)
    await db()("reports").where({ id: other }).update({ start_date: "2023-01-01", end_date: "2023-12-31" })
    expect(
      (
        await server.call(
          supplierOwner,
          requestBegin,
          { recipientId: supplierRow, reportId: other },
          supplier,
        )
      ).error?._tag,
    ).toBe("RequestReportMismatch")
    const begun = await server.call(
      supplierOwner,
      requestBegin,
      { recipientId: supplierRow, reportId: supplierReport },
      supplier,
    )
    expect(begun.result.status).toBe("inProgress")

    await server.call(
      supplierOwner,
      reportSetEstimate,
      {
        reportId: supplierReport,
        questionId: "GrossScope3GreenhouseGasEmissions",
        estimated: true,
        methodNote: "Hankintojen euromäärät × kertoimet",
      },
      supplier,
    )
    const missing = await server.call(
      supplierOwner,
      requestAnswer,
      {
        recipientId: supplierRow,
        reportId: supplierReport,
        extraAnswers: [{ id: "x1", answer: true }],
        onBehalfOfCompany: true,
      },
      supplier,
    )
    expect(missing.status).toBe(400)
    const answered = await server.call(
      supplierOwner,
      requestAnswer,
      {
        recipientId: supplierRow,
        reportId: supplierReport,
        extraAnswers: [
          { id: "x1", answer: true },
          { id: "x2", declined: "beyondVsme", text: "Emme seuraa tätä." },
        ],
        declinedItems: [{ id: "ListOfSitesTable", reason: "notAvailable" }],
        onBehalfOfCompany: true,
      },
      supplier,
    )
    expect(answered.status, JSON.stringify(answered)).toBe(200)
    expect(answered.result.status).toBe("shared")
    const row = (await portfolio(requestId)).rows.find((r) => r.id === supplierRow)!
    expect(row.status).toBe("shared")
    expect(row.keyFigures.scope1).toEqual({ value: expect.any(Number), quality: "reported" })
    expect(row.keyFigures.scope3.quality).toBe("estimated")
    expect(row.keyFigures.employees.value).toBeGreaterThan(0)

    // The requester opens the answer as a received report: the asked items, nothing else.
    const received = await server.call(bankUser, shareReceivedList, null, bank)
    expect(received.result.map((r: { id: string }) => r.id)).toEqual([row.shareId])
    const view = (await server.call(bankUser, shareOpenReceived, { shareId: row.shareId }, bank)).result
    expect(view.snapshot.answers.GrossScope1GreenhouseGasEmissions).toBeDefined()
    expect(view.snapshot.answers.ListOfSitesTable).toBeUndefined()
    expect(view.snapshot.answers.EmployeeTurnoverRate).toBeUndefined()
    expect(view.snapshot.quality.answers.GrossScope3GreenhouseGasEmissions).toEqual({
      basis: "estimated",
      methodNote: "Hankintojen euromäärät × kertoimet",
    })
    expect(view.snapshot.request.extraAnswers).toEqual([
      expect.objectContaining({ id: "x1", answer: true, declined: null }),
      expect.objectContaining({
        id: "x2",
        answer: null,
        declined: { reason: "beyondVsme", text: "Emme seuraa tätä." },
      }),
    ])
    const history = await server.call(
      bankOwner,
      requestRecipientHistory,
      { requestId, recipientId: supplierRow },
      bank,
    )
    expect(history.result.map((e: { kind: string }) => e.kind)).toEqual(["sent", "opened", "shared"])

    // A verification makes every figure "verified"; answering again is the share's next version.
    const summary = (await db()("reports").where({ id: supplierReport }).first("version")) as {
      version: number
    }
    await server.call(
      supplierOwner,
      reportSetVerification,
      {
        reportId: supplierReport,
        verification: { verifiedBy: "Tilintarkastus Oy", verifiedOn: "2027-01-05" },
        version: summary.version,
      },
      supplier,
    )
    const again = await server.call(
      supplierOwner,
      requestAnswer,
      {
        recipientId: supplierRow,
        reportId: supplierReport,
        extraAnswers: [
          { id: "x1", answer: true },
          { id: "x2", answer: 120000 },
        ],
        onBehalfOfCompany: true,
      },
      supplier,
    )
    expect(again.result.answer.versions).toBe(2)
    expect(
      (await portfolio(requestId)).rows.find((r) => r.id === supplierRow)!.keyFigures.scope1.quality,
    ).toBe("verified")
  })

  it("opens the row again, without figures, when the company withdraws its answer", async () => {
    const { requestId, supplierRow } = await sentRequest()
    const answered = await answerAsSupplier(supplierRow)
    // The company's page keeps its answers, for an update to start from.
    expect(answered.result.extraAnswers).toMatchObject([
      { id: "x1", answer: false, declined: null },
      { id: "x2", answer: 10, declined: null },
    ])
    const shareId = answered.result.answer.shareId as string
    expect((await server.call(supplierOwner, shareRevoke, { shareId }, supplier)).status).toBe(200)
    const row = (await portfolio(requestId)).rows.find((r) => r.id === supplierRow)!
    expect(row).toMatchObject({ status: "inProgress", shareId: null, keyFigures: null })
    expect((await server.call(bankUser, shareReceivedList, null, bank)).result).toEqual([])
    const history = await server.call(
      bankOwner,
      requestRecipientHistory,
      { requestId, recipientId: supplierRow },
      bank,
    )
    expect(history.result.map((e: { kind: string }) => e.kind)).toEqual(["sent", "shared", "withdrawn"])
  })

  it("names a row by the company's own account once it has shared, by the requester's name before and after a withdrawal", async () => {
    const { requestId, newcomer, supplierRow } = await sentRequest()
    const names = async () =>
      Object.fromEntries((await portfolio(requestId)).rows.map((r) => [r.businessId, r.name]))
    expect(await names()).toEqual({ [supplierBusinessId]: "Toimittaja", [newcomer]: null })
    const answered = await answerAsSupplier(supplierRow)
    expect(answered.status, JSON.stringify(answered)).toBe(200)
    expect(await names()).toEqual({ [supplierBusinessId]: "Toimittaja Oy", [newcomer]: null })
    // Search and sort go by the name shown.
    expect((await portfolio(requestId, { search: "toimittaja oy" })).rows.map((r) => r.id)).toEqual([
      supplierRow,
    ])
    expect(
      (await portfolio(requestId, { sort: "name", descending: true })).rows.map((r) => r.businessId),
    ).toEqual([supplierBusinessId, newcomer])
    const shareId = answered.result.answer.shareId as string
    expect((await server.call(supplierOwner, shareRevoke, { shareId }, supplier)).status).toBe(200)
    expect(await names()).toEqual({ [supplierBusinessId]: "Toimittaja", [newcomer]: null })
  })

  it("declines a whole request with a reason the requester sees", async () => {
    const { requestId, supplierRow } = await sentRequest()
    const declined = await server.call(
      supplierOwner,
      requestDecline,
      { recipientId: supplierRow, reason: "notApplicable", text: "Emme ole asiakkaanne." },
      supplier,
    )
    expect(declined.result.status).toBe("declined")
    const row = (await portfolio(requestId)).rows.find((r) => r.id === supplierRow)!
    expect(row).toMatchObject({
      status: "declined",
      declined: { reason: "notApplicable", text: "Emme ole asiakkaanne." },
    })
    expect(
      (
        await server.call(
          supplierOwner,
          requestDecline,
          { recipientId: supplierRow, reason: "other" },
          supplier,
        )
      ).error?._tag,
    ).toBe("RequestAlreadyAnswered")
  })
})

describe("reminders and the portfolio", () => {
  it("reminds now at most once a day per company, and automatically a week before the due date", async () => {
    const { requestId, supplierRow } = await sentRequest()
    const first = await server.call(bankOwner, requestRemind, { requestId }, bank)
    expect(first.result).toEqual({ reminded: 2, skipped: 0 })
    const again = await server.call(bankOwner, requestRemind, { requestId, recipientId: supplierRow }, bank)
    expect(again.result).toEqual({ reminded: 0, skipped: 1 })
    // Due 31.3.2027: the first automatic reminder goes on 24.3.
    const automatic = () =>
      db()("data_request_events as e")
        .join("data_request_recipients as t", "t.id", "e.recipient_id")
        .where({ "t.request_id": requestId, "e.kind": "reminded", "e.detail": "automatic" })
    clock = new Date("2027-03-23T10:00:00Z")
    await server.services.requestJobs.runReminders()
    expect(await automatic()).toHaveLength(0)
    clock = new Date("2027-03-24T07:00:00Z")
    await server.services.requestJobs.runReminders()
    await server.services.requestJobs.runReminders()
    expect(await automatic()).toHaveLength(2)
    // This request's reminders (other tests' requests remind in other languages), in its language.
    const reminders = (await db()("mail_outbox")
      .where({ kind: "request-reminder" })
      .whereIn(
        "to_address",
        db()("data_request_recipients").where({ request_id: requestId }).select("email"),
      )) as Array<{ subject: string }>
    expect(reminders.length).toBeGreaterThanOrEqual(2)
    for (const reminder of reminders) expect(reminder.subject).toMatch(/^Muistutus: /)
    // After the due date the companies that have not answered show as overdue.
    clock = new Date("2027-04-01T10:00:00Z")
    expect((await portfolio(requestId)).rows.map((r) => r.status)).toEqual(["overdue", "overdue"])
  })

  it("searches, filters, sorts and pages on the server", async () => {
    const created = await server.call(bankOwner, requestCreate, { draft: draft() }, bank)
    const requestId = created.result.id as string
    const recipients = Array.from({ length: 12 }, (_, i) => ({
      businessId: uniqueBusinessId(),
      email: `c${i}@example.com`,
      name: `Yritys ${String(i).padStart(2, "0")}`,
    }))
    await server.call(bankOwner, requestAddRecipients, { requestId, recipients }, bank)
    const page2 = await portfolio(requestId, { sort: "name", page: 2, pageSize: 5 })
    expect(page2.total).toBe(12)
    expect(page2.rows.map((r) => r.businessId)).toEqual(recipients.slice(5, 10).map((r) => r.businessId))
    const found = await portfolio(requestId, { search: "yritys 07" })
    expect(found.rows.map((r) => r.businessId)).toEqual([recipients[7]!.businessId])
    expect((await portfolio(requestId, { status: "shared" })).total).toBe(0)
    expect((await portfolio(requestId, { status: "draft" })).total).toBe(12)
  })
})
