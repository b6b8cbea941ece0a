import { isLei, type XbrlEntityIdentifier } from "../account/lei.js"
import { businessIdScheme } from "./XbrlFact.js"

export { isLei }

/** The LEI scheme of an XBRL entity identifier (ISO 17442, as ESEF and EFRAG's converter write it). */
export const leiScheme = "http://standards.iso.org/iso/17442"

/**
 * The entity of a company's XBRL report: its LEI when it chose the LEI and has a valid one, else its
 * Finnish Business ID under the YTJ register's scheme (decision 024).
 */
export const xbrlEntityOf = (company: {
  readonly businessId: string
  readonly lei: string | null
  readonly xbrlIdentifier: XbrlEntityIdentifier
}): { readonly scheme: string; readonly identifier: string } =>
  company.xbrlIdentifier === "lei" && company.lei !== null && isLei(company.lei)
    ? { scheme: leiScheme, identifier: company.lei }
    : { scheme: businessIdScheme, identifier: company.businessId }
