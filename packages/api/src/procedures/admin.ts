import { invoiceCopyFileName, invoiceCopyHtml } from "@vsme/core"
import {
  LastSuperadmin,
  NotFound,
  SuperadminNeedsTotp,
  type adminProcedures,
  type AdminCompany,
  type OutboxSort,
} from "@vsme/sdk"
import { invoicingColumns } from "../accounts/accountRepo.js"
import { recordAudit } from "../accounts/audit.js"
import type { DbOrTrx } from "../db/database.js"
import {
  findCompany,
  findUser,
  listAudit,
  listCompanies,
  listInvoices,
  listUsers,
  likePattern,
} from "../billing/adminQueries.js"
import { findInvoice, toInvoiceSummary } from "../billing/invoiceRepo.js"
import { changeSubscription, type AdminSubscriptionAction } from "../billing/subscriptionService.js"
import { requireDevelopmentOutbox } from "../mail/outboxView.js"
import { runBillingJobs } from "../billing/renewalJob.js"
import type { Db } from "../db/database.js"
import type { Handler, HandlerContext, SelfTransactingHandler } from "./handler.js"

type P = typeof adminProcedures

interface OutboxRow {
  id: string
  to_address: string
  kind: string
  locale: string
  subject: string
  text_body: string
  created_at: Date
  transport: string
  sent_at: Date | null
  error: string | null
}

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null)

/** Outbox sort names as SQL (fixed expressions, never the caller's text). */
const outboxSorts: Record<OutboxSort, string> = {
  createdAt: "created_at",
  to: "lower(to_address)",
  subject: "lower(subject)",
  kind: "kind",
}

const outbox: Handler<P["adminOutbox"]> = async ({ db, input, config }) => {
  requireDevelopmentOutbox(config)
  const base = () =>
    db("mail_outbox").modify((q) => {
      if (input.to) q.whereRaw("lower(to_address) = lower(?)", [input.to])
      if (input.search) {
        const pattern = likePattern(input.search)
        q.where((w) => w.whereILike("to_address", pattern).orWhereILike("subject", pattern))
      }
    })
  const sort = input.sort ?? "createdAt"
  const direction = input.direction ?? (sort === "createdAt" ? "desc" : "asc")
  const rows = (await base()
    .orderByRaw(`${outboxSorts[sort]} ${direction}, id ${direction}`)
    .offset(input.offset ?? 0)
    .limit(input.limit ?? 50)) as OutboxRow[]
  const [count] = (await base().count("id as count")) as Array<{ count: string | number }>
  const mails = rows.map((r) => ({
    id: r.id,
    to: r.to_address,
    kind: r.kind,
    locale: r.locale,
    subject: r.subject,
    text: r.text_body,
    createdAt: new Date(r.created_at).toISOString(),
    transport: r.transport,
    sentAt: iso(r.sent_at),
    error: r.error,
  }))
  return { total: Number(count?.count ?? 0), mails }
}

const companies: Handler<P["adminCompanies"]> = async ({ db, input }) => listCompanies(db, input)

const companyAfterChange = async (db: DbOrTrx, accountId: string): Promise<AdminCompany> => {
  const company = await findCompany(db, accountId)
  if (!company) throw new NotFound()
  return company
}

/** What the four subscription actions need of their call: they share one input shape. */
type SubscriptionCall = Pick<
  HandlerContext<P["adminDisable"]>,
  "input" | "caller" | "db" | "services" | "config" | "afterCommit"
>

const subscriptionAction = (action: AdminSubscriptionAction) => async (ctx: SubscriptionCall) => {
  const { input, caller, db, services, config } = ctx
  const outcome = await changeSubscription(db, {
    accountId: input.accountId,
    action,
    actorUserId: caller.user.id,
    seller: config.billing.seller,
    now: services.now(),
  })
  // Delivery runs after the commit: the invoice exists for good before anything leaves.
  if (outcome.invoice) ctx.afterCommit(async () => void (await services.invoices.deliverPending()))
  return { company: await companyAfterChange(db, input.accountId), outcome }
}

const activate: Handler<P["adminActivate"]> = async (ctx) => {
  const { company, outcome } = await subscriptionAction("activate")(ctx)
  return { company, invoice: outcome.invoice ? toInvoiceSummary(outcome.invoice) : null }
}
const disable: Handler<P["adminDisable"]> = async (ctx) => ({
  company: (await subscriptionAction("disable")(ctx)).company,
})
const cancelRenewal: Handler<P["adminCancelRenewal"]> = async (ctx) => ({
  company: (await subscriptionAction("cancelRenewal")(ctx)).company,
})
const resumeRenewal: Handler<P["adminResumeRenewal"]> = async (ctx) => ({
  company: (await subscriptionAction("resumeRenewal")(ctx)).company,
})

const updateInvoicing: Handler<P["adminUpdateInvoicing"]> = async ({ input, caller, db, services }) => {
  const updated = await db("accounts")
    .where({ id: input.accountId })
    .update({
      ...invoicingColumns(input.invoicing),
      version: db.raw("version + 1"),
      updated_at: services.now(),
    })
  if (updated === 0) throw new NotFound()
  await recordAudit(db, {
    actorUserId: caller.user.id,
    accountId: input.accountId,
    action: "admin.updateInvoicing",
    details: { invoicing: input.invoicing },
  })
  return { company: await companyAfterChange(db, input.accountId) }
}

const invoices: Handler<P["adminInvoices"]> = async ({ db, input }) => listInvoices(db, input)

const invoiceCopy: Handler<P["adminInvoiceCopy"]> = async ({ db, input }) => {
  const invoice = await findInvoice(db, input.invoiceId)
  if (!invoice) throw new NotFound()
  return {
    fileName: invoiceCopyFileName(invoice.document, input.locale),
    html: invoiceCopyHtml(invoice.document, input.locale),
  }
}

const invoiceMessage: Handler<P["adminInvoiceMessage"]> = async ({ db, input }) => {
  const invoice = await findInvoice(db, input.invoiceId)
  if (!invoice) throw new NotFound()
  return input.format === "finvoice"
    ? { fileName: `invoice-${invoice.number}.finvoice.xml`, xml: invoice.finvoice_xml }
    : { fileName: `invoice-${invoice.number}.peppol.xml`, xml: invoice.peppol_xml }
}

/**
 * A failed delivery goes back to pending (only a failed one: a sent invoice is never sent twice), in
 * the request's transaction with its audit entry; the delivery job runs after the commit.
 */
const resendInvoice: Handler<P["adminResendInvoice"]> = async ({
  db,
  input,
  caller,
  afterCommit,
  services,
}) => {
  const failed = (await db("invoices")
    .where({ id: input.invoiceId, delivery_state: "failed" })
    .forUpdate()
    .first("delivery_error")) as { delivery_error: string | null } | undefined
  if (failed) {
    await db("invoices")
      .where({ id: input.invoiceId })
      .update({ delivery_state: "pending", delivery_error: null })
  }
  const [invoice] = (await listInvoices(db, { invoiceId: input.invoiceId })).invoices
  if (!invoice) throw new NotFound()
  if (failed) {
    await recordAudit(db, {
      actorUserId: caller.user.id,
      accountId: invoice.accountId,
      action: "admin.resendInvoice",
      details: { invoice: invoice.number, previousError: failed.delivery_error },
    })
    afterCommit(async () => void (await services.invoices.deliverPending()))
  }
  return invoice
}

const users: Handler<P["adminUsers"]> = async ({ db, input }) => listUsers(db, input)

/**
 * The superadmins are locked while one is demoted, so two demotions at once cannot leave none. Only a
 * person who has enrolled two-factor authentication is promoted: the role's rights need a sign-in
 * with the code anyway, and a promotion must not wait as a trap for a password-only account.
 */
const setSuperadmin: Handler<P["adminSetSuperadmin"]> = async ({ input, caller, db, services }) => {
  const target = (await db("users")
    .where({ id: input.userId })
    .forUpdate()
    .first("id", "role", "totp_enabled_at")) as
    { id: string; role: "user" | "superadmin"; totp_enabled_at: Date | null } | undefined
  if (!target) throw new NotFound()
  const role = input.superadmin ? "superadmin" : "user"
  if (target.role !== role) {
    if (role === "superadmin" && !target.totp_enabled_at) throw new SuperadminNeedsTotp()
    if (role === "user") {
      const superadmins = (await db("users")
        .where({ role: "superadmin" })
        .forUpdate()
        .select("id")) as unknown[]
      if (superadmins.length <= 1) throw new LastSuperadmin()
    }
    await db("users").where({ id: input.userId }).update({ role, updated_at: services.now() })
    await recordAudit(db, {
      actorUserId: caller.user.id,
      accountId: null,
      action: "admin.setSuperadmin",
      details: { userId: input.userId, from: target.role, to: role },
    })
  }
  const user = await findUser(db, input.userId)
  if (!user) throw new NotFound()
  return user
}

const auditLog: Handler<P["adminAuditLog"]> = async ({ db, input }) => listAudit(db, input)

/**
 * The billing jobs now, outside the request's transaction: each renewal and delivery commits on its
 * own (as in the hourly job), and PGlite's single connection is not held by the request meanwhile.
 */
const runBillingJobsNow: SelfTransactingHandler<P["adminRunBillingJobs"]> = {
  ownTransactions: true,
  handle: async ({ caller, db, services, config, log }) => {
    const result = await runBillingJobs({
      db: db as Db,
      seller: config.billing.seller,
      invoices: services.invoices,
      logger: log,
      now: services.now,
    })
    await recordAudit(db, {
      actorUserId: caller.user.id,
      accountId: null,
      action: "admin.runBillingJobs",
      details: { ...result },
    })
    return result
  },
}

export const adminHandlers = {
  "admin.outbox": outbox,
  "admin.companies": companies,
  "admin.activate": activate,
  "admin.disable": disable,
  "admin.cancelRenewal": cancelRenewal,
  "admin.resumeRenewal": resumeRenewal,
  "admin.updateInvoicing": updateInvoicing,
  "admin.invoices": invoices,
  "admin.invoiceCopy": invoiceCopy,
  "admin.invoiceMessage": invoiceMessage,
  "admin.resendInvoice": resendInvoice,
  "admin.users": users,
  "admin.setSuperadmin": setSuperadmin,
  "admin.auditLog": auditLog,
  "admin.runBillingJobs": runBillingJobsNow,
}
