import { mkdtempSync, readFileSync, readdirSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { beforeEach, describe, expect, it } from "vitest"
import type { AccountId } from "@vsme/core"
import {
  accountGet,
  adminActivate,
  adminAuditLog,
  adminCancelRenewal,
  adminCompanies,
  adminDisable,
  adminInvoiceCopy,
  adminInvoiceMessage,
  adminInvoices,
  adminOutbox,
  adminResendInvoice,
  adminResumeRenewal,
  adminSetSuperadmin,
  adminUpdateInvoicing,
  adminUsers,
  billingInvoices,
} from "@vsme/sdk"
import { runDueRenewals } from "../billing/renewalJob.js"
import { loadEinvoiceRules, type EinvoiceRules } from "../billing/einvoiceRules.js"
import { einvoiceFixturesDir } from "../billing/einvoiceValidator.js"
import { insertAccount, insertUser, type TestUser } from "../testing/index.js"
import { superadmin, twoCompanies, useTestServer, type Call } from "../testing/apiKit.js"

let loadedRules: EinvoiceRules | undefined
/** The official e-invoice checks, loaded once for this file (about a second). */
const einvoiceRules = () => (loadedRules ??= loadEinvoiceRules(einvoiceFixturesDir))

/** The superadmin area (issue 9): companies, subscriptions, invoices, users, audit. */

let clock = new Date("2026-11-23T10:00:00Z")
const dataDir = mkdtempSync(path.join(tmpdir(), "vsme-admin-test-"))
const server = useTestServer({
  now: () => clock,
  // The jobs are run by hand here, at the moments the tests choose.
  env: { DATA_DIR: dataDir, BILLING_JOBS: "off" },
})

const db = () => server.database.db
const missing = "00000000-0000-4000-8000-000000000000"

let admin: TestUser
let owner: TestUser
let member: TestUser
let company: AccountId
beforeEach(async () => {
  clock = new Date("2026-11-23T10:00:00Z")
  admin = await superadmin(db())
  // Company A is the company here, with a name of its own for the search by name; B is not used.
  const name = `Kokeilu ${Math.random().toString(36).slice(2, 8)} Oy`
  ;({
    alice: owner,
    bob: member,
    companyA: company,
  } = await twoCompanies(db(), { names: [name, "Toinen Oy"] }))
})

const asAdmin: Call = (procedure, input) => server.call(admin, procedure, input)
const withInvoicingEmail = (accountId: string, email = "laskut@example.com") =>
  db()("accounts").where({ id: accountId }).update({ invoicing_email: email })
const withEinvoice = (accountId: string) =>
  db()("accounts").where({ id: accountId }).update({
    einvoice_address: "003712345671",
    einvoice_operator: "003721291126",
    street: "Kuja 1",
    zip: "00100",
    city: "Helsinki",
  })
const count = async (table: string, where: Record<string, unknown> = {}) =>
  Number(((await db()(table).where(where).count("* as n").first()) as { n: string | number }).n)

describe("superadmin only", () => {
  it("refuses every admin procedure to owners and members with Forbidden, and writes nothing", async () => {
    await withInvoicingEmail(company)
    for (const [procedure, input] of [
      [adminActivate, { accountId: company }],
      [adminDisable, { accountId: company }],
      [adminCompanies, {}],
      [adminInvoices, {}],
      [adminUsers, {}],
      [adminUsers, { search: "a", sort: "createdAt", direction: "desc", limit: 5 }],
      [adminInvoices, { search: "Oy", sort: "total", offset: 0, limit: 5 }],
      [adminAuditLog, { search: "admin", sort: "action", limit: 5 }],
      [adminOutbox, { search: "@", sort: "subject", limit: 5 }],
      [adminSetSuperadmin, { userId: owner.id, superadmin: true }],
      [adminResendInvoice, { invoiceId: missing }],
    ] as const) {
      expect(await server.call(owner, procedure, input, company)).toMatchObject({
        status: 403,
        error: { _tag: "Forbidden" },
      })
      expect(await server.call(member, procedure, input, company)).toMatchObject({ status: 403 })
    }
    expect(await db()("accounts").where({ id: company }).first("state")).toEqual({ state: "trial" })
    expect((await db()("users").where({ id: owner.id }).first("role")).role).toBe("user")
  })
})

describe("admin.activate", () => {
  it("answers NotFound for an account that does not exist and 400 for a malformed id", async () => {
    expect(await asAdmin(adminActivate, { accountId: missing })).toMatchObject({ status: 404 })
    expect(await asAdmin(adminActivate, { accountId: "x" })).toMatchObject({
      status: 400,
      error: { _tag: "InvalidInput", issues: [{ path: ["accountId"] }] },
    })
  })

  it("refuses an account without any invoicing address and leaves it in trial, without an invoice", async () => {
    const before = await count("invoices")
    expect(await asAdmin(adminActivate, { accountId: company })).toMatchObject({
      status: 409,
      error: { _tag: "InvoicingDetailsMissing" },
    })
    expect(await db()("accounts").where({ id: company }).first("state")).toEqual({ state: "trial" })
    expect(await count("invoices")).toBe(before)
    expect(await count("subscription_events", { account_id: company })).toBe(0)
  })

  it("activates for a year from today, invoices 780,00 + 198,90 = 978,90 EUR, and records who did it", async () => {
    await withInvoicingEmail(company)
    const res = await asAdmin(adminActivate, { accountId: company })
    expect(res.status).toBe(200)
    expect(res.result.company).toMatchObject({
      id: company,
      state: "active",
      subscription: { period: { start: "2026-11-23", end: "2027-11-22" }, renews: true },
    })
    expect(res.result.invoice).toMatchObject({
      kind: "activation",
      issueDate: "2026-11-23",
      dueDate: "2026-12-07",
      period: { start: "2026-11-23", end: "2027-11-22" },
      netCents: 78_000,
      vatRate: 2550,
      vatCents: 19_890,
      totalCents: 97_890,
      channel: "email",
    })
    const event = await db()("subscription_events").where({ account_id: company }).first()
    expect(event).toMatchObject({
      action: "activate",
      from_state: "trial",
      to_state: "active",
      actor_user_id: admin.id,
    })
    const audit = await db()("audit_events").where({ account_id: company, action: "admin.activate" }).first()
    expect(audit).toMatchObject({ actor_user_id: admin.id })
    // The owner sees it at once: the state is read from the database on every call.
    expect((await server.call(owner, accountGet, null, company)).result.state).toBe("active")
  })

  it("refuses to activate an active account (409) and issues no second invoice", async () => {
    await withInvoicingEmail(company)
    await asAdmin(adminActivate, { accountId: company })
    const invoices = await count("invoices", { account_id: company })
    expect(await asAdmin(adminActivate, { accountId: company })).toMatchObject({
      status: 409,
      error: { _tag: "SubscriptionChangeRefused", state: "active", action: "activate" },
    })
    expect(await count("invoices", { account_id: company })).toBe(invoices)
  })

  it("numbers invoices one after another without gaps, also around a refused activation", async () => {
    const others = await Promise.all([1, 2, 3].map(() => insertAccount(db())))
    await withInvoicingEmail(others[0]!)
    await withInvoicingEmail(others[2]!)
    const first = await asAdmin(adminActivate, { accountId: others[0] })
    expect(await asAdmin(adminActivate, { accountId: others[1] })).toMatchObject({ status: 409 })
    const third = await asAdmin(adminActivate, { accountId: others[2] })
    expect(Number(third.result.invoice.number)).toBe(Number(first.result.invoice.number) + 1)
    const numbers = (
      (await db()("invoices").orderBy("number").select("number")) as Array<{ number: number }>
    ).map((r) => r.number)
    expect(numbers).toEqual(numbers.map((_, i) => i + 1))
  })

  it("delivers an e-invoice to the outbox folder after the commit, both messages valid", async () => {
    await withEinvoice(company)
    const res = await asAdmin(adminActivate, { accountId: company })
    const number = res.result.invoice.number as string
    const folder = path.join(dataDir, "einvoice-outbox")
    await expect.poll(() => readdirSync(folder).includes(`${number}.finvoice.xml`)).toBe(true)
    const finvoice = readFileSync(path.join(folder, `${number}.finvoice.xml`), "utf8")
    expect(einvoiceRules().checkFinvoice(finvoice)).toEqual([])
    const peppol = readFileSync(path.join(folder, `${number}.peppol.xml`), "utf8")
    expect(einvoiceRules().checkPeppol(peppol)).toEqual([])
    expect(finvoice).toContain('<ToIdentifier SchemeID="0216">003712345671</ToIdentifier>')
    await expect
      .poll(async () => (await db()("invoices").where({ number }).first("delivery_state")).delivery_state)
      .toBe("sent")
  })
})

describe("admin.disable", () => {
  it("takes the account away from its members but not from superadmins, and keeps its data", async () => {
    const res = await asAdmin(adminDisable, { accountId: company })
    expect(res).toMatchObject({ status: 200, result: { company: { state: "disabled" } } })
    expect(await server.call(owner, accountGet, null, company)).toMatchObject({ status: 403 })
    expect(await server.call(member, accountGet, null, company)).toMatchObject({ status: 403 })
    expect(await server.call(admin, accountGet, null, company)).toMatchObject({ status: 200 })
    expect(await count("memberships", { account_id: company })).toBe(2)
    expect(await asAdmin(adminDisable, { accountId: company })).toMatchObject({
      status: 409,
      error: { _tag: "SubscriptionChangeRefused", action: "disable" },
    })
  })

  it("gives the paid year back without a new invoice when reactivated within it", async () => {
    await withInvoicingEmail(company)
    await asAdmin(adminActivate, { accountId: company })
    await asAdmin(adminDisable, { accountId: company })
    clock = new Date("2027-02-01T10:00:00Z")
    const res = await asAdmin(adminActivate, { accountId: company })
    expect(res).toMatchObject({
      status: 200,
      result: {
        invoice: null,
        company: { state: "active", subscription: { period: { start: "2026-11-23", end: "2027-11-22" } } },
      },
    })
    expect(await count("invoices", { account_id: company })).toBe(1)
    expect((await server.call(owner, accountGet, null, company)).status).toBe(200)
  })
})

describe("admin.cancelRenewal and the renewal job", () => {
  it("stops the next renewal: at the end of the year the account goes back to trial mode, uninvoiced", async () => {
    await withInvoicingEmail(company)
    await asAdmin(adminActivate, { accountId: company })
    const res = await asAdmin(adminCancelRenewal, { accountId: company })
    expect(res.result.company.subscription).toMatchObject({ renews: false })
    expect(await asAdmin(adminCancelRenewal, { accountId: company })).toMatchObject({ status: 409 })
    clock = new Date("2027-11-23T10:00:00Z")
    await runDueRenewals(db(), {
      seller: server.config.billing.seller,
      now: () => clock,
      logger: silentLogger,
    })
    expect(await db()("accounts").where({ id: company }).first("state")).toEqual({ state: "trial" })
    expect(await count("invoices", { account_id: company })).toBe(1)
    const expiry = await db()("subscription_events").where({ account_id: company, action: "expire" }).first()
    expect(expiry).toMatchObject({ from_state: "active", to_state: "trial", actor_user_id: null })
  })

  it("resumes a cancelled renewal, which then renews and invoices the next year", async () => {
    await withInvoicingEmail(company)
    await asAdmin(adminActivate, { accountId: company })
    await asAdmin(adminCancelRenewal, { accountId: company })
    expect(
      (await asAdmin(adminResumeRenewal, { accountId: company })).result.company.subscription.renews,
    ).toBe(true)
    expect(await asAdmin(adminResumeRenewal, { accountId: company })).toMatchObject({ status: 409 })
    clock = new Date("2027-11-23T10:00:00Z")
    await runDueRenewals(db(), {
      seller: server.config.billing.seller,
      now: () => clock,
      logger: silentLogger,
    })
    const invoices = (await server.call(owner, billingInvoices, null, company)).result as Array<{
      kind: string
      period: { start: string }
    }>
    expect(invoices.map((i) => [i.kind, i.period.start])).toEqual([
      ["renewal", "2027-11-23"],
      ["activation", "2026-11-23"],
    ])
  })
})

describe("admin.updateInvoicing", () => {
  it("answers NotFound for a missing account and 400 with the field's path for a bad VAT number", async () => {
    const invoicing = { vatNumber: null, invoicingEmail: null, einvoiceAddress: null, einvoiceOperator: null }
    expect(await asAdmin(adminUpdateInvoicing, { accountId: missing, invoicing })).toMatchObject({
      status: 404,
    })
    expect(
      await asAdmin(adminUpdateInvoicing, {
        accountId: company,
        invoicing: { ...invoicing, vatNumber: "FI1" },
      }),
    ).toMatchObject({
      status: 400,
      error: { issues: [{ path: ["invoicing", "vatNumber"], message: "validation.invalidVatNumber" }] },
    })
  })

  it("saves the details, bumps the version and audits the change", async () => {
    const before = (await db()("accounts").where({ id: company }).first("version")).version as number
    const res = await asAdmin(adminUpdateInvoicing, {
      accountId: company,
      invoicing: {
        vatNumber: "FI 1234 5671",
        invoicingEmail: "Laskut@Example.com",
        einvoiceAddress: "003712345671",
        einvoiceOperator: "003721291126",
        peppolId: "0192: 974 760 673",
      },
    })
    expect(res.result.company.invoicing).toEqual({
      vatNumber: "FI12345671",
      invoicingEmail: "laskut@example.com",
      einvoiceAddress: "003712345671",
      einvoiceOperator: "003721291126",
      peppolId: "0192:974760673",
    })
    expect((await db()("accounts").where({ id: company }).first("peppol_id")).peppol_id).toBe(
      "0192:974760673",
    )
    expect((await db()("accounts").where({ id: company }).first("version")).version).toBe(before + 1)
    const log = await asAdmin(adminAuditLog, { accountId: company })
    expect(log.result.entries[0]).toMatchObject({ action: "admin.updateInvoicing", actorEmail: admin.email })
  })
})

describe("admin.companies", () => {
  it("searches by name or Business ID, filters by state and parent, counts members and reports", async () => {
    const parent = await insertAccount(db(), { name: "Reseller Partners Oy", mode: "reseller" })
    const child = await insertAccount(db(), { name: "Zeta Asiakas Oy", parentAccountId: parent })
    const name = (await db()("accounts").where({ id: company }).first("name")).name as string
    const found = await asAdmin(adminCompanies, { search: name.slice(0, 12) })
    expect(found.result.companies).toEqual([
      expect.objectContaining({ id: company, state: "trial", users: 2, reports: 0, subscription: null }),
    ])
    const byParent = await asAdmin(adminCompanies, { parentId: parent })
    expect(byParent.result).toMatchObject({ total: 1, companies: [{ id: child, parent: { id: parent } }] })
    expect(byParent.result.parents).toEqual(
      expect.arrayContaining([{ id: parent, name: "Reseller Partners Oy" }]),
    )
    await withInvoicingEmail(child)
    await asAdmin(adminActivate, { accountId: child })
    const active = await asAdmin(adminCompanies, { state: "active", sort: "subscriptionEnd" })
    expect(active.result.companies.every((c: { state: string }) => c.state === "active")).toBe(true)
    expect(active.result.companies.map((c: { id: string }) => c.id)).toContain(child)
    // LIKE wildcards in a search are text, not patterns.
    expect((await asAdmin(adminCompanies, { search: "%" })).result.total).toBe(0)
  })

  it("sorts by member count, largest first, and pages", async () => {
    const page = await asAdmin(adminCompanies, { sort: "users", direction: "desc", limit: 2, offset: 0 })
    expect(page.result.companies).toHaveLength(2)
    expect(page.result.companies[0].users).toBeGreaterThanOrEqual(page.result.companies[1].users)
    expect(page.result.total).toBeGreaterThan(2)
    expect(await asAdmin(adminCompanies, { limit: 0 })).toMatchObject({ status: 400 })
  })
})

describe("admin.invoices, invoiceCopy and invoiceMessage", () => {
  it("lists invoices with their company, shows the copy and the messages, and answers NotFound for others", async () => {
    await withEinvoice(company)
    const activation = await asAdmin(adminActivate, { accountId: company })
    const invoiceId = activation.result.invoice.id as string
    const list = await asAdmin(adminInvoices, { accountId: company })
    expect(list.result).toMatchObject({
      total: 1,
      invoices: [{ id: invoiceId, accountId: company, channel: "einvoice" }],
    })
    const copy = await asAdmin(adminInvoiceCopy, { invoiceId, locale: "sv" })
    expect(copy.result.html).toContain("978,90 EUR")
    expect(copy.result.fileName).toMatch(/^faktura-\d+\.html$/)
    const finvoice = await asAdmin(adminInvoiceMessage, { invoiceId, format: "finvoice" })
    expect(einvoiceRules().checkFinvoice(finvoice.result.xml)).toEqual([])
    const peppol = await asAdmin(adminInvoiceMessage, { invoiceId, format: "peppol" })
    expect(peppol.result.xml).toContain('<cbc:PayableAmount currencyID="EUR">978.90</cbc:PayableAmount>')
    expect(await asAdmin(adminInvoiceCopy, { invoiceId: missing, locale: "fi" })).toMatchObject({
      status: 404,
    })
    expect(await asAdmin(adminInvoiceMessage, { invoiceId, format: "pdf" })).toMatchObject({ status: 400 })
  })
})

describe("admin.users and admin.setSuperadmin", () => {
  it("finds people by e-mail and toggles the superadmin flag, audited", async () => {
    const found = await asAdmin(adminUsers, { search: owner.email.slice(0, 14) })
    expect(found.result.users).toEqual([
      expect.objectContaining({ id: owner.id, role: "user", companies: 1 }),
    ])
    // Promotion waits for the person's own two-factor enrolment (issue 15).
    expect(await asAdmin(adminSetSuperadmin, { userId: owner.id, superadmin: true })).toMatchObject({
      status: 409,
      error: { _tag: "SuperadminNeedsTotp" },
    })
    expect(await db()("users").where({ id: owner.id }).first("role")).toEqual({ role: "user" })
    await db()("users")
      .where({ id: owner.id })
      .update({ totp_secret: "JBSWY3DPEHPK3PXP", totp_enabled_at: new Date() })
    const granted = await asAdmin(adminSetSuperadmin, { userId: owner.id, superadmin: true })
    expect(granted.result).toMatchObject({ id: owner.id, role: "superadmin", totpEnabled: true })
    const revoked = await asAdmin(adminSetSuperadmin, { userId: owner.id, superadmin: false })
    expect(revoked.result.role).toBe("user")
    const actions = await db()("audit_events")
      .where({ action: "admin.setSuperadmin", actor_user_id: admin.id })
      .count("* as n")
    expect(Number((actions[0] as { n: string | number }).n)).toBe(2)
    expect(await asAdmin(adminSetSuperadmin, { userId: missing, superadmin: true })).toMatchObject({
      status: 404,
    })
  })

  it("refuses to remove the last superadmin", async () => {
    await db()("users").whereNot({ id: admin.id }).where({ role: "superadmin" }).update({ role: "user" })
    expect(await asAdmin(adminSetSuperadmin, { userId: admin.id, superadmin: false })).toMatchObject({
      status: 409,
      error: { _tag: "LastSuperadmin" },
    })
    expect((await db()("users").where({ id: admin.id }).first("role")).role).toBe("superadmin")
  })
})

const silentLogger = {
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined,
  debug: () => undefined,
} as unknown as Parameters<typeof runDueRenewals>[1]["logger"]

describe("search, sort and pages on every superadmin list", () => {
  const tag = () => Math.random().toString(36).slice(2, 8)

  it("sorts and pages people, with the total of matches", async () => {
    const run = tag()
    for (const name of ["b", "a", "c"])
      await insertUser(db(), { email: `${name}-${run}@lists.example`, displayName: `Person ${name}` })
    const search = `${run}@lists`
    const byEmail = await asAdmin(adminUsers, { search, sort: "email", direction: "desc" })
    expect(byEmail.result.users.map((u: { email: string }) => u.email[0])).toEqual(["c", "b", "a"])
    const second = await asAdmin(adminUsers, { search, sort: "name", limit: 1, offset: 1 })
    expect(second.result).toMatchObject({ total: 3, users: [{ displayName: "Person b" }] })
  })

  it("searches, sorts and pages the audit log", async () => {
    const run = tag()
    for (const action of ["b", "a", "c"])
      await db()("audit_events").insert({
        actor_user_id: admin.id,
        account_id: company,
        action: `test.${run}.${action}`,
        details: "{}",
      })
    const page = await asAdmin(adminAuditLog, { search: `test.${run}`, sort: "action", limit: 2 })
    expect(page.result.total).toBe(3)
    expect(page.result.entries.map((e: { action: string }) => e.action)).toEqual([
      `test.${run}.a`,
      `test.${run}.b`,
    ])
    const last = await asAdmin(adminAuditLog, { search: `test.${run}`, sort: "action", limit: 2, offset: 2 })
    expect(last.result.entries).toHaveLength(1)
    // The search is text, never a pattern: "%" finds nothing here.
    expect((await asAdmin(adminAuditLog, { search: "%" })).result.total).toBe(0)
  })

  it("searches, sorts and pages the mail outbox", async () => {
    const run = tag()
    for (const subject of ["Beta", "Alpha", "Gamma"])
      await db()("mail_outbox").insert({
        to_address: `${run}@outbox.example`,
        subject: `${subject} ${run}`,
        text_body: "",
        html_body: "",
        kind: "verify",
        locale: "en",
        transport: "outbox",
      })
    const page = await asAdmin(adminOutbox, { search: run, sort: "subject", direction: "desc", limit: 2 })
    expect(page.result.total).toBe(3)
    expect(page.result.mails.map((m: { subject: string }) => m.subject)).toEqual([
      `Gamma ${run}`,
      `Beta ${run}`,
    ])
    expect((await asAdmin(adminOutbox, { to: `${run}@outbox.example` })).result.total).toBe(3)
  })

  it("sorts invoices by company and total", async () => {
    await withInvoicingEmail(company)
    await asAdmin(adminActivate, { accountId: company })
    const list = await asAdmin(adminInvoices, { sort: "company", direction: "asc", limit: 200 })
    const names = list.result.invoices.map((i: { accountName: string }) => i.accountName.toLowerCase())
    expect(names).toEqual([...names].sort())
    const byTotal = await asAdmin(adminInvoices, { sort: "total", direction: "desc", limit: 1 })
    expect(byTotal.result.invoices).toHaveLength(1)
    expect(byTotal.result.total).toBeGreaterThanOrEqual(1)
  })

  it("refuses an unknown sort column, a bad direction and pages out of bounds with 400", async () => {
    for (const [procedure, input] of [
      [adminUsers, { sort: "password_hash" }],
      [adminInvoices, { sort: "i.number; drop table invoices" }],
      [adminAuditLog, { direction: "sideways" }],
      [adminOutbox, { limit: 201 }],
      [adminAuditLog, { offset: -1 }],
      [adminUsers, { search: "x".repeat(101) }],
    ] as const) {
      expect(await asAdmin(procedure, input)).toMatchObject({ status: 400, error: { _tag: "InvalidInput" } })
    }
  })
})

describe("admin.resendInvoice", () => {
  it("sends a failed invoice again as issued, records it, and never sends a delivered one twice", async () => {
    await withInvoicingEmail(company)
    const activated = await asAdmin(adminActivate, { accountId: company })
    const invoiceId = activated.result.invoice.id as string
    const delivery = async () =>
      (await db()("invoices")
        .where({ id: invoiceId })
        .first("delivery_state", "delivery_error", "document")) as {
        delivery_state: string
        delivery_error: string | null
        document: unknown
      }
    expect((await delivery()).delivery_state).toBe("sent")
    const issued = (await delivery()).document
    const mailsBefore = await count("mail_outbox", { kind: "invoice" })

    // A delivered invoice is answered as it is: nothing is sent, nothing recorded.
    const untouched = await asAdmin(adminResendInvoice, { invoiceId })
    expect(untouched.result).toMatchObject({ id: invoiceId, delivery: "sent" })
    expect(await count("mail_outbox", { kind: "invoice" })).toBe(mailsBefore)
    expect(await count("audit_events", { action: "admin.resendInvoice" })).toBe(0)

    await db()("invoices")
      .where({ id: invoiceId })
      .update({ delivery_state: "failed", delivery_error: "operator: mailbox full" })
    const resent = await asAdmin(adminResendInvoice, { invoiceId })
    expect(resent.status).toBe(200)
    expect(resent.result).toMatchObject({ id: invoiceId, delivery: "pending", deliveryError: null })
    // The delivery job ran after the commit: sent again, by mail, with the invoice as issued.
    expect(await delivery()).toMatchObject({ delivery_state: "sent", delivery_error: null, document: issued })
    expect(await count("mail_outbox", { kind: "invoice" })).toBe(mailsBefore + 1)
    const audit = await db()("audit_events").where({ action: "admin.resendInvoice" }).first()
    expect(audit).toMatchObject({ actor_user_id: admin.id, account_id: company })
    expect(audit.details).toMatchObject({ previousError: "operator: mailbox full" })
  })

  it("answers NotFound for an unknown invoice", async () => {
    expect(await asAdmin(adminResendInvoice, { invoiceId: missing })).toMatchObject({
      status: 404,
      error: { _tag: "NotFound" },
    })
  })
})
