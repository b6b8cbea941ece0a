import { peppolParticipantMaxLength, type Invoicing } from "@vsme/core"

/**
 * The longest text each invoicing-details input takes. A little above the schemas' limits where
 * people type spaces that the schema drops (`0192: 974 760 673`); the schema has the last word.
 */
export const fieldMaxLength: Record<keyof Invoicing, number> = {
  vatNumber: 40,
  invoicingEmail: 254,
  einvoiceAddress: 40,
  einvoiceOperator: 40,
  peppolId: peppolParticipantMaxLength + 10,
}
