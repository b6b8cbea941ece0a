import { mkdtempSync, readFileSync, readdirSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest"
import type { AccountId } from "@vsme/core"
import { createLogger } from "../log.js"
import { createMailer } from "../mail/mailer.js"
import { createTestDatabase, insertAccount, insertUser, type TestDatabase } from "../testing/index.js"
import { demoBillingSeller } from "./billingConfig.js"
import { outboxOperator, type EinvoiceOperator, type EinvoiceMessage } from "./einvoiceOperator.js"
import { deliverPendingInvoices } from "./invoiceDelivery.js"
import { changeSubscription } from "./subscriptionService.js"

/** Delivery of issued invoices: operator, e-mail copy, or a failure a superadmin can see. */

let database: TestDatabase
beforeAll(async () => {
  database = await createTestDatabase()
})
afterAll(() => database.destroy())

const db = () => database.db
const logger = createLogger("silent")
const now = new Date("2026-11-23T10:00:00Z")
const mailer = () => createMailer({ db: db(), smtpUrl: undefined, from: "VSME <no-reply@localhost>", logger })

/** An operator that remembers what it was given, or refuses everything. */
const recordingOperator = (refuse?: string) => {
  const sent: EinvoiceMessage[] = []
  const operator: EinvoiceOperator = {
    name: "test-operator",
    send: async (message) => {
      if (refuse) throw new Error(refuse)
      sent.push(message)
      return { reference: `msg-${message.invoiceNumber}` }
    },
  }
  return { operator, sent }
}

let account: AccountId
beforeEach(async () => {
  // Earlier tests' invoices are settled, so each test delivers only its own.
  await db()("invoices").where({ delivery_state: "pending" }).update({ delivery_state: "failed" })
  account = await insertAccount(db())
})

const activate = async (invoicing: Record<string, string | null>) => {
  const admin = await insertUser(db(), { role: "superadmin" })
  await db()("accounts").where({ id: account }).update(invoicing)
  const outcome = await db().transaction((trx) =>
    changeSubscription(trx, {
      accountId: account,
      action: "activate",
      actorUserId: admin.id,
      seller: demoBillingSeller,
      now,
    }),
  )
  return outcome.invoice!
}
const stateOf = (id: string) =>
  db()("invoices")
    .where({ id })
    .first("delivery_state", "delivery_error", "delivery_reference", "delivered_at")

describe("deliverPendingInvoices", () => {
  it("hands an e-invoice to the operator with both messages and the buyer's route, once", async () => {
    const invoice = await activate({ einvoice_address: "003712345671", einvoice_operator: "003721291126" })
    const { operator, sent } = recordingOperator()
    expect(await deliverPendingInvoices(db(), { operator, mailer: mailer(), logger, now: () => now })).toBe(1)
    expect(sent).toHaveLength(1)
    expect(sent[0]).toMatchObject({
      invoiceNumber: String(invoice.number),
      recipient: { address: "003712345671", operator: "003721291126" },
    })
    expect(sent[0]!.finvoiceXml).toContain("<Finvoice")
    expect(sent[0]!.peppolXml).toContain("urn:oasis:names:specification:ubl:schema:xsd:Invoice-2")
    expect(await stateOf(invoice.id)).toMatchObject({
      delivery_state: "sent",
      delivery_reference: `test-operator:msg-${invoice.number}`,
    })
    expect(await deliverPendingInvoices(db(), { operator, mailer: mailer(), logger, now: () => now })).toBe(0)
    expect(sent).toHaveLength(1)
  })

  it("marks the invoice failed, with the operator's reason, when the operator refuses", async () => {
    const invoice = await activate({ einvoice_address: "003712345671", einvoice_operator: "003721291126" })
    const { operator } = recordingOperator("receiver unknown")
    await deliverPendingInvoices(db(), { operator, mailer: mailer(), logger, now: () => now })
    expect(await stateOf(invoice.id)).toMatchObject({
      delivery_state: "failed",
      delivery_error: "test-operator: receiver unknown",
      delivered_at: null,
    })
  })

  it("sends a company without an e-invoice address the readable copy by e-mail", async () => {
    const invoice = await activate({ invoicing_email: "laskut@example.com" })
    const { operator, sent } = recordingOperator()
    await deliverPendingInvoices(db(), { operator, mailer: mailer(), logger, now: () => now })
    expect(sent).toHaveLength(0)
    const mail = await db()("mail_outbox")
      .where({ to_address: "laskut@example.com", kind: "invoice" })
      .first()
    expect(mail.html_body).toContain("978,90 EUR")
    expect(mail.text_body).toContain("978,90 EUR")
    expect(await stateOf(invoice.id)).toMatchObject({ delivery_state: "sent" })
  })

  it("never sends a message that breaks its schema", async () => {
    const invoice = await activate({ einvoice_address: "003712345671", einvoice_operator: "003721291126" })
    await db()("invoices")
      .where({ id: invoice.id })
      .update({ finvoice_xml: db().raw("replace(finvoice_xml, '<EpiDetails>', '<EpiBroken>')") })
    const { operator, sent } = recordingOperator()
    await deliverPendingInvoices(db(), { operator, mailer: mailer(), logger, now: () => now })
    expect(sent).toHaveLength(0)
    expect((await stateOf(invoice.id)).delivery_error).toMatch(
      /^refused by the e-invoice checks: finvoice-xsd XSD: .*EpiBroken/,
    )
  })

  it("never sends a Peppol message that breaks a fatal EN 16931 rule, and names the rule", async () => {
    const invoice = await activate({ einvoice_address: "003712345671", einvoice_operator: "003721291126" })
    // The payable amount no longer equals the total with VAT: BR-CO-16 in the CEN rules.
    await db()("invoices")
      .where({ id: invoice.id })
      .update({
        peppol_xml: db().raw(
          "replace(peppol_xml, '<cbc:PayableAmount currencyID=\"EUR\">978.90<', '<cbc:PayableAmount currencyID=\"EUR\">900.00<')",
        ),
      })
    const { operator, sent } = recordingOperator()
    await deliverPendingInvoices(db(), { operator, mailer: mailer(), logger, now: () => now })
    expect(sent).toHaveLength(0)
    const state = await stateOf(invoice.id)
    expect(state.delivery_state).toBe("failed")
    expect(state.delivery_error).toMatch(/EN16931 BR-CO-16/)
  })

  it("writes both messages to DATA_DIR/einvoice-outbox with the embedded operator", async () => {
    const invoice = await activate({ einvoice_address: "003712345671", einvoice_operator: "003721291126" })
    const dataDir = mkdtempSync(path.join(tmpdir(), "vsme-outbox-test-"))
    await deliverPendingInvoices(db(), {
      operator: outboxOperator(dataDir),
      mailer: mailer(),
      logger,
      now: () => now,
    })
    const folder = path.join(dataDir, "einvoice-outbox")
    expect(readdirSync(folder).sort()).toEqual([
      `${invoice.number}.finvoice.xml`,
      `${invoice.number}.peppol.xml`,
    ])
    expect(readFileSync(path.join(folder, `${invoice.number}.finvoice.xml`), "utf8")).toContain(
      `<InvoiceNumber>${invoice.number}</InvoiceNumber>`,
    )
    expect(await stateOf(invoice.id)).toMatchObject({
      delivery_state: "sent",
      delivery_reference: `outbox:einvoice-outbox/${invoice.number}.finvoice.xml`,
    })
  })
})
