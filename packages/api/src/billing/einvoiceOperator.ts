import { mkdir, rename, writeFile } from "node:fs/promises"
import path from "node:path"

/** One invoice handed to an e-invoice operator: both messages and where the buyer receives. */
export interface EinvoiceMessage {
  readonly invoiceNumber: string
  /** Finvoice 3.0: what Finnish operators take natively. */
  readonly finvoiceXml: string
  /** Peppol BIS Billing 3.0 UBL: for operators that route it over Peppol. */
  readonly peppolXml: string
  /** The Finvoice route (e-invoice address and operator); null for a buyer reached only over Peppol. */
  readonly recipient: { readonly address: string; readonly operator: string } | null
  /** The buyer's Peppol endpoint (BT-49), as in the UBL message's `cbc:EndpointID`. */
  readonly peppolRecipient: { readonly scheme: string; readonly value: string }
}

/**
 * The seam to an e-invoice operator (Apix, Maventa, a bank, …). An implementation sends the message
 * and answers the operator's reference for it; it throws when the operator refuses or cannot be
 * reached, and the invoice is then marked failed with the reason. Sending the same invoice again
 * must be harmless (an operator contract names its idempotency key; here: the invoice number).
 */
export interface EinvoiceOperator {
  readonly name: string
  readonly send: (message: EinvoiceMessage) => Promise<{ readonly reference: string }>
}

/**
 * The embedded default: no operator contract, so each message is written to
 * `DATA_DIR/einvoice-outbox/` as `<number>.finvoice.xml` and `<number>.peppol.xml`, for a person (or
 * a later integration) to hand on. Written to a temporary name and renamed, so a reader never sees
 * half a file; writing the same invoice twice replaces it with identical content.
 */
export const outboxOperator = (dataDir: string): EinvoiceOperator => {
  const folder = path.join(dataDir, "einvoice-outbox")
  const put = async (name: string, content: string) => {
    const target = path.join(folder, name)
    const temporary = `${target}.${process.pid}.tmp`
    await writeFile(temporary, content, "utf8")
    await rename(temporary, target)
  }
  return {
    name: "outbox",
    send: async (message) => {
      if (!/^\d+$/.test(message.invoiceNumber))
        throw new Error(`not an invoice number: ${message.invoiceNumber}`)
      await mkdir(folder, { recursive: true })
      await put(`${message.invoiceNumber}.finvoice.xml`, message.finvoiceXml)
      await put(`${message.invoiceNumber}.peppol.xml`, message.peppolXml)
      return { reference: path.join("einvoice-outbox", `${message.invoiceNumber}.finvoice.xml`) }
    },
  }
}
