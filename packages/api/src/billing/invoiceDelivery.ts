import { formatCents, invoiceCopyHtml, readStoredInvoice, type Invoice } from "@vsme/core"
import type { Db } from "../db/database.js"
import type { Logger } from "../log.js"
import type { Mailer } from "../mail/mailer.js"
import type { EinvoiceOperator } from "./einvoiceOperator.js"
import { isRefused, type EinvoiceFinding } from "./einvoiceFindings.js"
import { sharedEinvoiceValidator, type EinvoiceValidator } from "./einvoiceValidator.js"

interface PendingRow {
  id: string
  number: number
  channel: "einvoice" | "email" | "none"
  document: Invoice | string
  finvoice_xml: string
  peppol_xml: string
}

type Result = { state: "sent"; reference: string } | { state: "failed"; error: string }

/** How a refused invoice's findings read in the superadmin's invoice list: the rule ids first. */
export const describeFindings = (findings: ReadonlyArray<EinvoiceFinding>) =>
  findings
    .filter((f) => f.flag === "fatal")
    .slice(0, 10)
    .map((f) => `${f.check} ${f.id}: ${f.text}${f.location ? ` (${f.location})` : ""}`)
    .join("; ")

/**
 * A message that breaks its schema or a fatal EN 16931 / PEPPOL rule is never sent: the receiving
 * access point would reject it, or worse, guess. The checks run in the validator's worker thread.
 */
const checkMessages = async (row: PendingRow, validator: EinvoiceValidator, logger: Logger) => {
  const findings = await validator.validate({ finvoiceXml: row.finvoice_xml, peppolXml: row.peppol_xml })
  const warnings = findings.filter((f) => f.flag !== "fatal")
  if (warnings.length > 0)
    logger.info({ invoice: row.number, warnings: warnings.map((w) => w.id) }, "e-invoice rule warnings")
  return isRefused(findings) ? `refused by the e-invoice checks: ${describeFindings(findings)}` : null
}

const invoiceMail = (invoice: Invoice) => {
  const total = `${formatCents(invoice.totals.payable)} ${invoice.currency}`
  return {
    subject: `Lasku ${invoice.number} / Invoice ${invoice.number} – VSME`,
    text: [
      `Lasku ${invoice.number} / Invoice ${invoice.number}`,
      "",
      `${invoice.seller.name} → ${invoice.buyer.name}`,
      `Yhteensä / Total: ${total}`,
      `Eräpäivä / Due date: ${invoice.dueDate}`,
      `Viitenumero / Reference: ${invoice.payment.reference}`,
      `IBAN: ${invoice.payment.iban}  BIC: ${invoice.payment.bic}`,
    ].join("\n"),
    html: invoiceCopyHtml(invoice, "fi"),
  }
}

/**
 * Delivers every invoice still pending, one at a time: claimed with FOR UPDATE SKIP LOCKED, so
 * several processes never deliver the same invoice, and marked sent or failed (with the reason, for
 * the superadmin's invoice list) in the same transaction. E-invoices go to the operator; the others
 * as a readable copy to the invoicing e-mail through the mail outbox. Answers how many were handled.
 */
export const deliverPendingInvoices = async (
  db: Db,
  deps: {
    readonly operator: EinvoiceOperator
    readonly mailer: Mailer
    readonly logger: Logger
    readonly now: () => Date
    /** The official checks; the process-wide worker when not given. */
    readonly validator?: EinvoiceValidator
  },
): Promise<number> => {
  const validator = deps.validator ?? sharedEinvoiceValidator()
  let handled = 0
  let mailQueued = false
  for (;;) {
    const row = await db.transaction(async (trx) => {
      const pending = (await trx("invoices")
        .where({ delivery_state: "pending" })
        .orderBy("number")
        .forUpdate()
        .skipLocked()
        .first("id", "number", "channel", "document", "finvoice_xml", "peppol_xml")) as PendingRow | undefined
      if (!pending) return null
      const invoice = readStoredInvoice(pending.document)
      let result: Result
      const problem = await checkMessages(pending, validator, deps.logger)
      if (problem) {
        result = { state: "failed", error: problem }
      } else if (pending.channel === "einvoice") {
        // An e-invoice buyer has a Finvoice route, or a Peppol ID that is its UBL endpoint.
        try {
          const sent = await deps.operator.send({
            invoiceNumber: String(pending.number),
            finvoiceXml: pending.finvoice_xml,
            peppolXml: pending.peppol_xml,
            recipient: invoice.buyer.routing,
            peppolRecipient: invoice.buyer.electronicAddress,
          })
          result = { state: "sent", reference: `${deps.operator.name}:${sent.reference}` }
        } catch (error) {
          result = {
            state: "failed",
            error: `${deps.operator.name}: ${(error as Error).message ?? String(error)}`,
          }
        }
      } else if (pending.channel === "email" && invoice.buyer.email) {
        const mailId = await deps.mailer.queue(trx, {
          to: invoice.buyer.email,
          locale: "fi",
          kind: "invoice",
          ...invoiceMail(invoice),
        })
        mailQueued = true
        result = { state: "sent", reference: `mail:${mailId}` }
      } else {
        result = { state: "failed", error: "no e-invoice address or invoicing e-mail" }
      }
      await trx("invoices")
        .where({ id: pending.id })
        .update(
          result.state === "sent"
            ? { delivery_state: "sent", delivered_at: deps.now(), delivery_reference: result.reference }
            : { delivery_state: "failed", delivery_error: result.error.slice(0, 1000) },
        )
      if (result.state === "failed")
        deps.logger.warn({ invoice: pending.number, error: result.error }, "invoice delivery failed")
      return pending
    })
    if (!row) break
    handled++
  }
  if (mailQueued) deps.mailer.deliverSoon()
  return handled
}

/** Invoice delivery bound to the process's database, operator and mailer (Services.invoices). */
export const createInvoiceDelivery = (deps: {
  readonly db: Db
  readonly operator: EinvoiceOperator
  readonly mailer: Mailer
  readonly logger: Logger
  readonly now: () => Date
  readonly validator?: EinvoiceValidator
}) => ({
  operator: deps.operator,
  /** Delivers what is pending; safe to call from several processes at once. */
  deliverPending: () => deliverPendingInvoices(deps.db, deps),
})
export type InvoiceDelivery = ReturnType<typeof createInvoiceDelivery>
