import {
  helsinkiDate,
  invoiceReference,
  readStoredInvoice,
  subscriptionInvoice,
  toFinvoice,
  toPeppolUbl,
  type BillingSeller,
  type Invoice,
  type SubscriptionPeriod,
} from "@vsme/core"
import type { InvoiceId, InvoiceSummary } from "@vsme/sdk"
import type { Knex } from "knex"
import type { DbOrTrx } from "../db/database.js"
import { buyerParty, deliveryChannel, sellerParty, type BuyerAccountRow } from "./parties.js"

export interface InvoiceRow {
  readonly id: string
  readonly number: number
  readonly account_id: string
  readonly kind: "activation" | "renewal"
  readonly issue_date: string
  readonly due_date: string
  readonly period_start: string
  readonly period_end: string
  readonly reference: string
  readonly currency: string
  readonly net_cents: number
  readonly vat_rate: number
  readonly vat_cents: number
  readonly total_cents: number
  readonly channel: "einvoice" | "email" | "none"
  readonly delivery_state: "pending" | "sent" | "failed"
  readonly delivered_at: Date | null
  readonly delivery_error: string | null
}

/** Dates as `YYYY-MM-DD` text: drivers would turn a `date` into a local-midnight Date otherwise. */
export const dateText = (db: DbOrTrx | Knex, column: string, alias: string) =>
  db.raw(`to_char(${column}, 'YYYY-MM-DD') as ${alias}`)

/** The columns of an invoice list, dates as text; `i` is the invoices table's alias. */
export const invoiceColumns = (db: DbOrTrx) => [
  "i.id",
  "i.number",
  "i.account_id",
  "i.kind",
  dateText(db, "i.issue_date", "issue_date"),
  dateText(db, "i.due_date", "due_date"),
  dateText(db, "i.period_start", "period_start"),
  dateText(db, "i.period_end", "period_end"),
  "i.reference",
  "i.currency",
  "i.net_cents",
  "i.vat_rate",
  "i.vat_cents",
  "i.total_cents",
  "i.channel",
  "i.delivery_state",
  "i.delivered_at",
  "i.delivery_error",
]

export const toInvoiceSummary = (row: InvoiceRow): InvoiceSummary => ({
  id: row.id as InvoiceId,
  number: String(row.number),
  kind: row.kind,
  issueDate: row.issue_date,
  dueDate: row.due_date,
  period: { start: row.period_start, end: row.period_end },
  reference: row.reference,
  currency: row.currency,
  netCents: row.net_cents,
  vatRate: row.vat_rate,
  vatCents: row.vat_cents,
  totalCents: row.total_cents,
  channel: row.channel,
  delivery: row.delivery_state,
})

/**
 * The next invoice number. The counter row stays locked until the transaction ends, so numbers are
 * handed out one at a time across processes, and a rollback returns the number: no gaps.
 */
const nextInvoiceNumber = async (trx: DbOrTrx): Promise<number> => {
  const [row] = (await trx("invoice_counters")
    .where({ series: "subscription" })
    .increment("last_number", 1)
    .returning("last_number")) as Array<{ last_number: number }>
  if (!row) throw new Error("invoice counter missing: the billing migration seeds it")
  return row.last_number
}

/**
 * Issues the invoice for one subscription year inside the caller's transaction: number, reference,
 * the EN 16931 model and both e-invoice messages, stored as issued. Delivery happens after commit.
 */
export const issueInvoice = async (
  trx: DbOrTrx,
  input: {
    readonly account: BuyerAccountRow
    readonly period: SubscriptionPeriod
    readonly kind: "activation" | "renewal"
    readonly seller: BillingSeller
    readonly now: Date
    readonly createdBy: string | null
  },
): Promise<{ row: InvoiceRow; invoice: Invoice }> => {
  const number = await nextInvoiceNumber(trx)
  const issueDate = helsinkiDate(input.now)
  const invoice = subscriptionInvoice({
    number: String(number),
    issueDate,
    period: input.period,
    seller: sellerParty(input.seller),
    buyer: buyerParty(input.account),
    // The account id is the customer number: stable, and what customer service looks up.
    buyerReference: input.account.id,
    reference: invoiceReference(number),
    iban: input.seller.iban,
    bic: input.seller.bic,
  })
  const [vat] = invoice.vatBreakdown
  const [inserted] = (await trx("invoices")
    .insert({
      number,
      account_id: input.account.id,
      kind: input.kind,
      issue_date: invoice.issueDate,
      due_date: invoice.dueDate,
      period_start: invoice.period.start,
      period_end: invoice.period.end,
      reference: invoice.payment.reference,
      currency: invoice.currency,
      net_cents: invoice.totals.taxExclusive,
      vat_rate: vat.rate,
      vat_cents: invoice.totals.tax,
      total_cents: invoice.totals.payable,
      document: JSON.stringify(invoice),
      finvoice_xml: toFinvoice(invoice, {
        messageId: `VSME-INVOICE-${number}`,
        timestamp: input.now.toISOString(),
      }),
      peppol_xml: toPeppolUbl(invoice),
      channel: deliveryChannel(input.account),
      created_by: input.createdBy,
      created_at: input.now,
    })
    .returning("id")) as Array<{ id: string }>
  const row = (await trx("invoices as i")
    .where("i.id", inserted!.id)
    .first(invoiceColumns(trx))) as InvoiceRow
  return { row, invoice }
}

/** One invoice with its stored model and messages, or undefined; `accountId` limits it to one account. */
export const findInvoice = async (db: DbOrTrx, invoiceId: string, accountId?: string) => {
  const row = (await db("invoices as i")
    .where("i.id", invoiceId)
    .modify((q) => {
      if (accountId) q.where("i.account_id", accountId)
    })
    .first([...invoiceColumns(db), "i.document", "i.finvoice_xml", "i.peppol_xml"])) as
    (InvoiceRow & { document: unknown; finvoice_xml: string; peppol_xml: string }) | undefined
  return row ? { ...row, document: readStoredInvoice(row.document) } : undefined
}
