import type { VatRate } from "./money.js"

/**
 * The Finnish general VAT rate on a supply date: 25.5 % from 1 September 2024, 24 % before
 * (fixtures/reference/e-invoicing.md §6). A software subscription is taxed at the general rate.
 */
export const finnishGeneralVatRate = (supplyDate: string): VatRate =>
  supplyDate >= "2024-09-01" ? 2550 : 2400
