import { BillingSeller } from "@vsme/core"
import { Either, ParseResult, Schema } from "effect"

/**
 * The seller on every subscription invoice, from `BILLING_SELLER` (JSON of core's BillingSeller).
 * Outside production an unset variable means a clearly fictitious demo seller, so a developer's
 * installation can activate accounts; production refuses to start without the real one, since an
 * invoice with the wrong bank account or Business ID would be worse than none.
 */
export const demoBillingSeller: BillingSeller = Schema.decodeUnknownSync(BillingSeller)({
  name: "VSME Demo Palvelut Oy",
  businessId: "2345678-0",
  vatNumber: "FI23456780",
  street: "Esimerkkikatu 1",
  postCode: "00100",
  city: "Helsinki",
  countryCode: "FI",
  email: "laskutus@demo.example",
  iban: "FI2112345600000785",
  bic: "NDEAFIHH",
  einvoiceAddress: "003723456780",
  einvoiceOperator: "003723327487",
})

export type BillingSellerSetting = { ok: true; seller: BillingSeller } | { ok: false; problem: string }

export const billingSellerFrom = (
  raw: string | undefined,
  appEnv: "dev" | "staging" | "production",
): BillingSellerSetting => {
  if (raw === undefined) {
    return appEnv === "production"
      ? { ok: false, problem: "BILLING_SELLER: required in production (the seller of subscription invoices)" }
      : { ok: true, seller: demoBillingSeller }
  }
  let json: unknown
  try {
    json = JSON.parse(raw)
  } catch {
    return { ok: false, problem: "BILLING_SELLER: not valid JSON" }
  }
  const decoded = Schema.decodeUnknownEither(BillingSeller, { errors: "all", onExcessProperty: "error" })(
    json,
  )
  if (Either.isRight(decoded)) return { ok: true, seller: decoded.right }
  const issues = ParseResult.ArrayFormatter.formatErrorSync(decoded.left)
    .map((issue) => `${issue.path.join(".") || "(root)"} ${issue.message}`)
    .join("; ")
  return { ok: false, problem: `BILLING_SELLER: ${issues}` }
}
