import {
  addDays,
  finnishGeneralVatRate,
  helsinkiDate,
  invoiceCopyFileName,
  invoiceCopyHtml,
  subscriptionPrice,
  vatOf,
  type AccountState,
} from "@vsme/core"
import { NotFound, type billingProcedures } from "@vsme/sdk"
import {
  dateText,
  findInvoice,
  invoiceColumns,
  toInvoiceSummary,
  type InvoiceRow,
} from "../billing/invoiceRepo.js"
import type { Handler } from "./handler.js"

type P = typeof billingProcedures

const subscription: Handler<P["billingSubscription"]> = async ({ caller, db, services }) => {
  const row = (await db("accounts as a")
    .leftJoin("subscriptions as s", "s.account_id", "a.id")
    .where("a.id", caller.account.id)
    .first(
      "a.state",
      dateText(db, "s.period_start", "period_start"),
      dateText(db, "s.period_end", "period_end"),
      "s.renews",
    )) as
    | { state: AccountState; period_start: string | null; period_end: string | null; renews: boolean | null }
    | undefined
  if (!row) throw new NotFound()
  const period = row.period_start && row.period_end ? { start: row.period_start, end: row.period_end } : null
  const renews = row.state === "active" && (row.renews ?? false)
  const vatRate = finnishGeneralVatRate(helsinkiDate(services.now()))
  const vatCents = vatOf(subscriptionPrice.net, vatRate)
  return {
    state: row.state,
    period,
    renews,
    nextRenewal: renews && period ? addDays(period.end, 1) : null,
    price: {
      currency: subscriptionPrice.currency,
      netCents: subscriptionPrice.net,
      vatRate,
      vatCents,
      totalCents: subscriptionPrice.net + vatCents,
    },
  }
}

const invoices: Handler<P["billingInvoices"]> = async ({ caller, db }) => {
  const rows = (await db("invoices as i")
    .where("i.account_id", caller.account.id)
    .orderBy("i.number", "desc")
    .select(invoiceColumns(db))) as InvoiceRow[]
  return rows.map(toInvoiceSummary)
}

/** Another account's invoice answers NotFound, like a missing one. */
const invoiceCopy: Handler<P["billingInvoiceCopy"]> = async ({ input, caller, db }) => {
  const invoice = await findInvoice(db, input.invoiceId, caller.account.id)
  if (!invoice) throw new NotFound()
  return {
    fileName: invoiceCopyFileName(invoice.document, input.locale),
    html: invoiceCopyHtml(invoice.document, input.locale),
  }
}

export const billingHandlers = {
  "billing.subscription": subscription,
  "billing.invoices": invoices,
  "billing.invoiceCopy": invoiceCopy,
}
