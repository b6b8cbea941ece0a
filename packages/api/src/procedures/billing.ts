import {
  addDays,
  finnishGeneralVatRate,
  helsinkiDate,
  invoiceCopyFileName,
  invoiceCopyHtml,
  subscriptionPrice,
  SubscriptionChangeRefused,
  vatOf,
  type AccountState,
} from "@vsme/core"
import { NotFound, type billingProcedures, type SubscriptionStatus } from "@vsme/sdk"
import { invoicingColumns } from "../accounts/accountRepo.js"
import type { Config } from "../config.js"
import type { DbOrTrx } from "../db/database.js"
import type { Services } from "../services.js"
import { changeSubscription } from "../billing/subscriptionService.js"
import {
  dateText,
  findInvoice,
  invoiceColumns,
  toInvoiceSummary,
  type InvoiceRow,
} from "../billing/invoiceRepo.js"
import type { Handler } from "./handler.js"

type P = typeof billingProcedures

/** The company's owners, whom a user asks to order the subscription (spec §6 "the main user"). */
const mainUsersOf = async (db: DbOrTrx, accountId: string) =>
  (
    (await db("memberships as m")
      .join("users as u", "u.id", "m.user_id")
      .where({ "m.account_id": accountId, "m.role": "owner" })
      .orderByRaw("lower(u.email)")
      .limit(10)
      .select("u.display_name", "u.email")) as Array<{ display_name: string; email: string }>
  ).map((row) => ({ name: row.display_name, email: row.email }))

const subscriptionStatus = async (
  db: DbOrTrx,
  accountId: string,
  deps: { readonly services: Services; readonly config: Config },
): Promise<SubscriptionStatus> => {
  const row = (await db("accounts as a")
    .leftJoin("subscriptions as s", "s.account_id", "a.id")
    .where("a.id", accountId)
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
  const vatRate = finnishGeneralVatRate(helsinkiDate(deps.services.now()))
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
    mainUsers: await mainUsersOf(db, accountId),
    customerService: deps.config.billing.customerService,
  }
}

const subscription: Handler<P["billingSubscription"]> = async ({ caller, db, services, config }) =>
  subscriptionStatus(db, caller.account.id, { services, config })

/**
 * An owner orders the subscription. The invoicing details are written first, on the account row
 * that changeSubscription then locks: a second order waits for the first and is refused (409) as
 * activating an active account; the invoices' unique year is the backstop. Only a trial account
 * may order: the details are the owner's to give once, a superadmin's to change afterwards.
 */
const order: Handler<P["billingOrder"]> = async (ctx) => {
  const { input, caller, db, services, config } = ctx
  const accountId = caller.account.id
  const now = services.now()
  // Lock first, so the state read and the details written belong to the order that wins.
  const current = (await db("accounts").where({ id: accountId }).forUpdate().first("state")) as
    { state: AccountState } | undefined
  if (!current) throw new NotFound()
  if (current.state !== "trial")
    throw new SubscriptionChangeRefused({ state: current.state, action: "activate" })
  await db("accounts")
    .where({ id: accountId })
    .update({ ...invoicingColumns(input.invoicing), updated_at: now })
  const outcome = await changeSubscription(db, {
    accountId,
    action: "activate",
    actorUserId: caller.user.id,
    seller: config.billing.seller,
    now,
    origin: caller.account.via === "superadmin" ? "superadmin" : "owner",
  })
  if (outcome.invoice) ctx.afterCommit(async () => void (await services.invoices.deliverPending()))
  return {
    subscription: await subscriptionStatus(db, accountId, { services, config }),
    invoice: outcome.invoice ? toInvoiceSummary(outcome.invoice) : null,
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
  "billing.order": order,
}
