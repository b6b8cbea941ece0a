import { mkdtempSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { beforeAll, beforeEach, describe, expect, it } from "vitest"
import type { AccountId } from "@vsme/core"
import {
  adminInvoices,
  adminRunBillingJobs,
  billingInvoiceCopy,
  billingInvoices,
  billingOrder,
  billingSubscription,
} from "@vsme/sdk"
import { requireFeature } from "../accounts/subscriptionGate.js"
import { loadEinvoiceRules, type EinvoiceRules } from "../billing/einvoiceRules.js"
import { einvoiceFixturesDir } from "../billing/einvoiceValidator.js"
import type { TestUser } from "../testing/index.js"
import { useTestServer, companyTeam } from "../testing/apiKit.js"

/**
 * From trial to paid (issue 17): an owner orders the subscription through the same activation as a
 * superadmin's, once however many clicks; a superadmin runs the billing jobs on demand; a renewal a
 * year later is invoice n+1, valid against the official checks, and a broken invoice is held back
 * with its rule id.
 */

let clock = new Date("2026-11-23T10:00:00Z")
const server = useTestServer({
  now: () => clock,
  env: {
    DATA_DIR: mkdtempSync(path.join(tmpdir(), "vsme-order-test-")),
    BILLING_JOBS: "off",
    CUSTOMER_SERVICE_EMAIL: "asiakaspalvelu@example.com",
    CUSTOMER_SERVICE_PHONE: "+358 40 123 4567",
  },
})
let rules: EinvoiceRules
beforeAll(() => {
  rules = loadEinvoiceRules(einvoiceFixturesDir)
})

const db = () => server.database.db
type Details = Record<
  "vatNumber" | "invoicingEmail" | "einvoiceAddress" | "einvoiceOperator",
  string | null
> & {
  readonly peppolId?: string | null
}
const noDetails: Details = {
  vatNumber: null,
  invoicingEmail: null,
  einvoiceAddress: null,
  einvoiceOperator: null,
}
const byEmail = { ...noDetails, invoicingEmail: "ostolaskut@example.com", vatNumber: "FI12345671" }

let admin: TestUser
let owner: TestUser
let secondOwner: TestUser
let member: TestUser
let company: AccountId
beforeEach(async () => {
  clock = new Date("2026-11-23T10:00:00Z")
  ;({ admin, owner, secondOwner, member, company } = await companyTeam(db()))
})

const order = (user: TestUser, invoicing: Details = byEmail, acceptTerms: unknown = true) =>
  server.call(user, billingOrder, { invoicing, acceptTerms }, company)

describe("billing.order", () => {
  it("activates the trial account for a year and issues the first invoice, as the owner's act", async () => {
    const res = await order(owner)
    expect(res).toMatchObject({
      status: 200,
      result: {
        subscription: { state: "active", period: { start: "2026-11-23", end: "2027-11-22" }, renews: true },
        invoice: { kind: "activation", totalCents: 97_890, channel: "email" },
      },
    })
    const account = await db()("accounts")
      .where({ id: company })
      .first("state", "invoicing_email", "vat_number")
    expect(account).toEqual({
      state: "active",
      invoicing_email: "ostolaskut@example.com",
      vat_number: "FI12345671",
    })
    expect(
      await db()("subscription_events").where({ account_id: company }).first("action", "actor_user_id"),
    ).toEqual({ action: "activate", actor_user_id: owner.id })
    expect(await db()("audit_events").where({ account_id: company }).pluck("action")).toContain(
      "billing.order",
    )
    // The spreadsheet (and every gated feature) is available at once.
    await expect(requireFeature(db(), company, "spreadsheetExport")).resolves.toBeUndefined()
    await expect
      .poll(async () => (await server.call(owner, billingInvoices, null, company)).result[0]?.delivery)
      .toBe("sent")
  })

  it("takes a Peppol ID of another scheme alone as the invoicing address and makes it the UBL buyer endpoint", async () => {
    expect(await order(owner, { ...noDetails, peppolId: "0192:987654321" })).toMatchObject({
      status: 400,
      error: { issues: [{ path: ["invoicing", "peppolId"], message: "validation.invalidPeppolId" }] },
    })
    const res = await order(owner, { ...noDetails, peppolId: "0192: 974 760 673" })
    expect(res).toMatchObject({
      status: 200,
      result: { invoice: { kind: "activation", channel: "einvoice" } },
    })
    expect(await db()("accounts").where({ id: company }).first("state", "peppol_id")).toEqual({
      state: "active",
      peppol_id: "0192:974760673",
    })
    const invoice = await db()("invoices").where({ account_id: company }).first("peppol_xml", "finvoice_xml")
    const buyer = /<cac:AccountingCustomerParty>[\s\S]*<\/cac:AccountingCustomerParty>/.exec(
      invoice.peppol_xml,
    )![0]
    expect(buyer).toContain('<cbc:EndpointID schemeID="0192">974760673</cbc:EndpointID>')
    expect(rules.checkPeppol(invoice.peppol_xml)).toEqual([])
    expect(rules.checkFinvoice(invoice.finvoice_xml)).toEqual([])
    // Handed to the e-invoice operator (the outbox), not left failed for want of a Finvoice route.
    await expect
      .poll(async () => (await server.call(owner, billingInvoices, null, company)).result[0]?.delivery)
      .toBe("sent")
  })

  it("makes one subscription and one invoice when two owners order at the same moment (the other: 409)", async () => {
    const answers = await Promise.all([order(owner), order(secondOwner), order(owner)])
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409])
    for (const refused of answers.filter((a) => a.status === 409))
      expect(refused.error).toMatchObject({ _tag: "SubscriptionChangeRefused", state: "active" })
    const rowsOf = async (table: string) =>
      Number(
        ((await db()(table).where({ account_id: company }).count({ n: "*" })) as Array<{ n: unknown }>)[0]!.n,
      )
    expect(await rowsOf("invoices")).toBe(1)
    expect(await rowsOf("subscriptions")).toBe(1)
    // The refused orders' numbers went back with their rollback: numbering stays without gaps.
    const numbers = (
      (await db()("invoices").orderBy("number").select("number")) as Array<{ number: number }>
    ).map((r) => r.number)
    expect(numbers).toEqual(numbers.map((_, i) => i + 1))
  })

  it("is refused to a plain user, and without invoicing details or accepted terms nothing changes", async () => {
    expect(await order(member)).toMatchObject({ status: 403 })
    expect(await order(owner, noDetails)).toMatchObject({
      status: 409,
      error: { _tag: "InvoicingDetailsMissing" },
    })
    expect(await order(owner, { ...noDetails, einvoiceAddress: "003712345671" })).toMatchObject({
      status: 409,
      error: { _tag: "InvoicingDetailsMissing" },
    })
    expect(await order(owner, byEmail, false)).toMatchObject({
      status: 400,
      error: { issues: [{ path: ["acceptTerms"], message: "validation.requiredField" }] },
    })
    expect(await order(owner, { ...byEmail, invoicingEmail: "not an address" })).toMatchObject({
      status: 400,
    })
    expect(await db()("accounts").where({ id: company }).first("state", "invoicing_email")).toEqual({
      state: "trial",
      invoicing_email: null,
    })
  })

  it("tells every member whom to ask: the main users and the configured customer service", async () => {
    const res = await server.call(member, billingSubscription, null, company)
    expect(res.result.mainUsers).toEqual(
      [owner, secondOwner]
        .map((u, i) => ({ name: ["Olli Omistaja", "Outi Omistaja"][i], email: u.email }))
        .sort((a, b) => a.email.localeCompare(b.email)),
    )
    expect(res.result.customerService).toEqual({
      email: "asiakaspalvelu@example.com",
      phone: "+358 40 123 4567",
    })
  })
})

describe("admin.runBillingJobs and the renewal a year later", () => {
  it("renews the ordered year as invoice n+1 for the next period, valid against the XSDs and both rule sets", async () => {
    const first = (
      await order(owner, { ...noDetails, einvoiceAddress: "003712345671", einvoiceOperator: "003721291126" })
    ).result.invoice
    // Only this company is due, so its renewal is the next number issued.
    await db()("accounts").whereNot({ id: company }).where({ state: "active" }).update({ state: "disabled" })
    clock = new Date("2027-11-23T06:00:00Z")
    const run = await server.call(admin, adminRunBillingJobs, null)
    expect(run).toMatchObject({ status: 200 })
    expect(run.result).toMatchObject({ renewed: 1, skipped: 0 })
    const renewal = await db()("invoices")
      .where({ account_id: company, kind: "renewal" })
      .first(
        "number",
        "finvoice_xml",
        "peppol_xml",
        "delivery_state",
        db().raw("to_char(period_start, 'YYYY-MM-DD') as start"),
      )
    expect(renewal.start).toBe("2027-11-23")
    expect(renewal.number).toBe(Number(first.number) + 1)
    expect(rules.checkFinvoice(renewal.finvoice_xml)).toEqual([])
    expect(rules.checkPeppol(renewal.peppol_xml)).toEqual([])
    expect(renewal.delivery_state).toBe("sent")
    expect(await server.call(owner, adminRunBillingJobs, null, company)).toMatchObject({ status: 403 })
  })

  it("holds back a broken invoice with its rule id, for the superadmin to see", async () => {
    const res = await order(owner)
    const invoiceId = res.result.invoice.id as string
    // Break the stored message before delivery reaches it: the VAT total no longer adds up.
    await db()("invoices")
      .where({ id: invoiceId })
      .update({
        delivery_state: "pending",
        peppol_xml: db().raw(
          "replace(peppol_xml, '<cbc:TaxAmount currencyID=\"EUR\">198.90<', '<cbc:TaxAmount currencyID=\"EUR\">100.00<')",
        ),
      })
    await server.call(admin, adminRunBillingJobs, null)
    const listed = await server.call(admin, adminInvoices, { accountId: company })
    const held = listed.result.invoices.find((i: { id: string }) => i.id === invoiceId)
    expect(held.delivery).toBe("failed")
    expect(held.deliveryError).toMatch(/EN16931 BR-CO-15/)
  })
})

describe("readable copies", () => {
  it("are each in one language: line text and payment terms in the reader's words", async () => {
    const invoiceId = (await order(owner)).result.invoice.id as string
    const copy = async (locale: string) =>
      (await server.call(owner, billingInvoiceCopy, { invoiceId, locale }, company)).result.html as string
    const en = await copy("en")
    expect(en).toContain("VSME reporting service, annual subscription")
    expect(en).toContain("14 days net")
    const sv = await copy("sv")
    expect(sv).toContain("VSME-rapporteringstjänst, årsabonnemang")
    expect(sv).toContain("14 dagar netto")
    for (const html of [en, sv]) expect(html).not.toMatch(/raportointipalvelu|päivää|vuositilaus/)
    expect(await copy("fi")).toContain("14 päivää netto")
  })
})
