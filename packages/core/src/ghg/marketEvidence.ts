import type { RowFactor, RowType } from "./EmissionFactor.js"

/**
 * Whether a row's market-based figure rests on the company's own evidence (issue 19, decision 026):
 * an electricity row whose market-based factor is the user's own (guarantees of origin at 0 g/kWh, or
 * the supplier's published factor) or a supplier-specific library factor, i.e. anything but the
 * residual mix. Such a row may keep an evidence file (a certificate, a cancellation statement, the
 * supplier's disclosure).
 */
export const takesMarketEvidence = (row: {
  readonly type: RowType
  readonly marketBasedFactor: RowFactor | null
}): boolean =>
  row.type === "electricity" &&
  row.marketBasedFactor !== null &&
  (row.marketBasedFactor.kind === "custom" || !/residual mix/i.test(row.marketBasedFactor.factor.name))
