import {
  activate,
  cancelRenewal,
  disable,
  helsinkiDate,
  resumeRenewal,
  runDue,
  SubscriptionChangeRefused,
  type BillingSeller,
  type SubscriptionChange,
} from "@vsme/core"
import { AccountExists, InvoicingDetailsMissing, NotFound } from "@vsme/sdk"
import { Either } from "effect"
import { recordAudit } from "../accounts/audit.js"
import { isUniqueViolation } from "../accounts/rows.js"
import type { DbOrTrx } from "../db/database.js"
import { issueInvoice, type InvoiceRow } from "./invoiceRepo.js"
import { deliveryChannel } from "./parties.js"
import { lockSubscription, saveSubscriptionChange, type LockedAccount } from "./subscriptionStore.js"

/** What a superadmin can do to a subscription (the renewal job's steps are in renewalJob.ts). */
export type AdminSubscriptionAction = "activate" | "disable" | "cancelRenewal" | "resumeRenewal"

export interface SubscriptionOutcome {
  readonly change: SubscriptionChange
  readonly invoice: InvoiceRow | null
}

/** A disabled account's Business ID may have been taken by a new live account in the meantime. */
const ensureBusinessIdFree = async (trx: DbOrTrx, account: LockedAccount) => {
  const other = await trx("accounts")
    .where({ business_id_type: account.business_id_type, business_id: account.business_id })
    .whereNot("state", "disabled")
    .whereNot("id", account.id)
    .first("id")
  if (other) throw new AccountExists({ businessId: account.business_id })
}

/**
 * Applies a superadmin's action in the caller's transaction: decides it with core's state machine
 * (a forbidden transition throws SubscriptionChangeRefused), issues the year's invoice on activation,
 * records the change with its author, and audits it.
 */
export const changeSubscription = async (
  trx: DbOrTrx,
  input: {
    readonly accountId: string
    readonly action: AdminSubscriptionAction
    readonly actorUserId: string
    readonly seller: BillingSeller
    readonly now: Date
    /**
     * Who acts: a superadmin (audited `admin.<action>`) or the company's owner ordering the
     * subscription (`billing.order`). The decision, invoice and records are the same.
     */
    readonly origin?: "superadmin" | "owner"
  },
): Promise<SubscriptionOutcome> => {
  const locked = await lockSubscription(trx, input.accountId)
  if (!locked) throw new NotFound()
  const { account, subscription } = locked
  const today = helsinkiDate(input.now)
  const decided = {
    activate: () => activate(subscription, today),
    disable: () => disable(subscription),
    cancelRenewal: () => cancelRenewal(subscription),
    resumeRenewal: () => resumeRenewal(subscription),
  }[input.action]()
  if (Either.isLeft(decided)) throw decided.left
  const change = decided.right
  if (change.before.state === "disabled" && change.after.state !== "disabled")
    await ensureBusinessIdFree(trx, account)
  let invoice: InvoiceRow | null = null
  if (change.invoicePeriod) {
    if (deliveryChannel(account) === "none") throw new InvoicingDetailsMissing()
    try {
      invoice = (
        await issueInvoice(trx, {
          account,
          period: change.invoicePeriod,
          kind: "activation",
          seller: input.seller,
          now: input.now,
          createdBy: input.actorUserId,
        })
      ).row
    } catch (error) {
      // The year is invoiced already: a concurrent activation won (the account lock normally
      // serialises them; the unique index is the last word). A clear 409, never a 500.
      if (isUniqueViolation(error, "invoices_account_id_period_start"))
        throw new SubscriptionChangeRefused({ state: "active", action: input.action })
      throw error
    }
  }
  try {
    await saveSubscriptionChange(trx, {
      accountId: account.id,
      change,
      actorUserId: input.actorUserId,
      invoiceId: invoice?.id ?? null,
      now: input.now,
    })
  } catch (error) {
    if (isUniqueViolation(error, "accounts_business_id_live"))
      throw new AccountExists({ businessId: account.business_id })
    throw error
  }
  await recordAudit(trx, {
    actorUserId: input.actorUserId,
    accountId: account.id,
    action: input.origin === "owner" ? "billing.order" : `admin.${input.action}`,
    details: {
      from: change.before.state,
      to: change.after.state,
      period: change.after.period,
      renews: change.after.renews,
      ...(invoice ? { invoiceNumber: invoice.number } : {}),
    },
  })
  return { change, invoice }
}

/**
 * The renewal job's step for one account, in the caller's transaction: renew (and invoice) or let a
 * cancelled subscription expire. Refused when the subscription is no longer due, which is what makes
 * a repeated or concurrent run harmless.
 */
export const renewOrExpire = async (
  trx: DbOrTrx,
  input: { readonly accountId: string; readonly seller: BillingSeller; readonly now: Date },
): Promise<SubscriptionOutcome | null> => {
  const locked = await lockSubscription(trx, input.accountId)
  if (!locked) return null
  const decided = runDue(locked.subscription, helsinkiDate(input.now))
  if (Either.isLeft(decided)) return null
  const change = decided.right
  const invoice = change.invoicePeriod
    ? (
        await issueInvoice(trx, {
          account: locked.account,
          period: change.invoicePeriod,
          kind: "renewal",
          seller: input.seller,
          now: input.now,
          createdBy: null,
        })
      ).row
    : null
  await saveSubscriptionChange(trx, {
    accountId: locked.account.id,
    change,
    actorUserId: null,
    invoiceId: invoice?.id ?? null,
    now: input.now,
  })
  return { change, invoice }
}
