import { helsinkiDate, type BillingSeller } from "@vsme/core"
import type { Db } from "../db/database.js"
import type { Logger } from "../log.js"
import type { InvoiceDelivery } from "./invoiceDelivery.js"
import { renewOrExpire } from "./subscriptionService.js"

/** How often each API process looks for subscriptions to renew and invoices to deliver. */
export const billingJobIntervalMs = 60 * 60 * 1000

/**
 * Renews (and invoices) every active subscription whose year has ended, and lets cancelled ones
 * expire. Each account in a transaction of its own, claimed with FOR UPDATE SKIP LOCKED: processes
 * running at the same moment take different accounts, and a renewed year is no longer due, so a
 * second run does nothing. (The invoices' unique account-and-period index would stop a duplicate
 * even then.) A row core refuses is skipped for the rest of the run. Answers what was done.
 */
export const runDueRenewals = async (
  db: Db,
  deps: {
    readonly seller: BillingSeller
    readonly now: () => Date
    readonly logger: Logger
    /** The step for one account; tests inject a refusing one. */
    readonly renew?: typeof renewOrExpire
  },
): Promise<{ renewed: number; expired: number; skipped: number }> => {
  const counts = { renewed: 0, expired: 0, skipped: 0 }
  // A due row that core refuses stays due; without remembering it, the loop would claim it forever
  // (and, on PGlite's one connection, starve every request). It waits for the next run instead.
  const refused: string[] = []
  for (;;) {
    const outcome = await db.transaction(async (trx) => {
      const now = deps.now()
      const due = (await trx("subscriptions as s")
        .join("accounts as a", "a.id", "s.account_id")
        .where("a.state", "active")
        .where("s.period_end", "<", helsinkiDate(now))
        .modify((q) => {
          if (refused.length > 0) q.whereNotIn("s.account_id", refused)
        })
        .orderBy("s.period_end")
        .forUpdate()
        .skipLocked()
        .first("s.account_id")) as { account_id: string } | undefined
      if (!due) return "none" as const
      const result = await (deps.renew ?? renewOrExpire)(trx, {
        accountId: due.account_id,
        seller: deps.seller,
        now,
      })
      if (!result) {
        refused.push(due.account_id)
        deps.logger.warn({ accountId: due.account_id }, "subscription renewal skipped: refused")
        return "skipped" as const
      }
      deps.logger.info(
        { accountId: due.account_id, action: result.change.action, invoice: result.invoice?.number },
        "subscription renewal job",
      )
      return result.change.action === "renew" ? ("renewed" as const) : ("expired" as const)
    })
    if (outcome === "none") break
    if (outcome === "renewed") counts.renewed++
    if (outcome === "expired") counts.expired++
    if (outcome === "skipped") counts.skipped++
  }
  return counts
}

export interface BillingJobsResult {
  readonly renewed: number
  readonly expired: number
  readonly skipped: number
  /** Invoices handed on (sent or refused) by delivery. */
  readonly delivered: number
}

/**
 * One run of the billing jobs: renewals, then delivery of pending invoices. What the hourly schedule,
 * the superadmin's "run billing jobs now" and the CLI all call; safe beside other processes' runs.
 */
export const runBillingJobs = async (deps: {
  readonly db: Db
  readonly seller: BillingSeller
  readonly invoices: InvoiceDelivery
  readonly logger: Logger
  readonly now: () => Date
}): Promise<BillingJobsResult> => {
  const renewals = await runDueRenewals(deps.db, deps)
  const delivered = await deps.invoices.deliverPending()
  return { ...renewals, delivered }
}

/**
 * Starts the hourly billing job of this process: renewals, then delivery of pending invoices. The
 * first run is at once (catching up after downtime). `stop` ends the schedule and waits for a run in
 * progress, so the database is not closed under it.
 */
export const startBillingJobs = (deps: {
  readonly db: Db
  readonly seller: BillingSeller
  readonly invoices: InvoiceDelivery
  readonly logger: Logger
  readonly now: () => Date
  readonly intervalMs?: number
}) => {
  let running: Promise<BillingJobsResult | null> | null = null
  const run = () => {
    running ??= (async () => {
      try {
        return await runBillingJobs(deps)
      } catch (error) {
        deps.logger.error({ err: error }, "billing job failed")
        return null
      } finally {
        running = null
      }
    })()
    return running
  }
  void run()
  const timer = setInterval(() => void run(), deps.intervalMs ?? billingJobIntervalMs)
  timer.unref()
  return {
    run,
    stop: async () => {
      clearInterval(timer)
      await running
    },
  }
}
