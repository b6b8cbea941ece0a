/** What the official e-invoice checks (einvoiceRules.ts, in a worker thread) answer. */

/** Where a finding comes from: a schema, or one of the two rule sets. */
export type EinvoiceCheck = "finvoice-xsd" | "ubl-xsd" | "EN16931" | "PEPPOL"

export interface EinvoiceFinding {
  readonly check: EinvoiceCheck
  /** The rule id (`BR-CO-15`, `PEPPOL-EN16931-R003`) or, for a schema, `XSD`. */
  readonly id: string
  readonly flag: "fatal" | "warning"
  readonly location: string
  readonly text: string
}

export interface EinvoiceMessages {
  readonly finvoiceXml: string
  readonly peppolXml: string
}

/** Whether the findings refuse the message: any schema error or fatal rule. */
export const isRefused = (findings: ReadonlyArray<EinvoiceFinding>) =>
  findings.some((f) => f.flag === "fatal")
