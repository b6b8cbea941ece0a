import { isCountryCode, legalFormOfYrmu, naceFromTol, vatNumberOf, type BusinessId } from "@vsme/core"
import type { RegisterCompany } from "@vsme/sdk"
import type { PrhAddress, PrhCompany } from "./prhAnswer.js"

/** Language codes of `descriptions[]` and `postOffices[]`: 1 Finnish, 2 Swedish, 3 English. */
const finnish = "1"
const swedish = "2"
const english = "3"

const describe = (
  descriptions: ReadonlyArray<{ languageCode: string; description: string }> | undefined,
  language: string,
) => descriptions?.find((d) => d.languageCode === language)?.description ?? descriptions?.[0]?.description

/** The description in exactly that language, or null (no fallback: a name is shown in its language). */
const describeIn = (
  descriptions: ReadonlyArray<{ languageCode: string; description: string }> | undefined,
  language: string,
) => descriptions?.find((d) => d.languageCode === language)?.description.trim() || null

const text = (value: string | null | undefined) => (value ?? "").trim()

/** "ESPOO" → "Espoo", "NOKIA GROUP" → "Nokia Group", "PORI-ULVILA" → "Pori-Ulvila". */
const titleCase = (value: string) =>
  value
    .toLowerCase()
    .replace(/(^|[\s-])(\p{L})/gu, (_, gap: string, letter: string) => gap + letter.toUpperCase())

/** The street line: street, house number, entrance and apartment (`Karakaari 7 A 12b`), or a PO box. */
const streetLine = (address: PrhAddress): string | null => {
  const apartment = `${text(address.apartmentNumber)}${text(address.apartmentIdSuffix)}`
  const parts = [text(address.street), text(address.buildingNumber), text(address.entrance), apartment]
  const street = parts.filter(Boolean).join(" ")
  if (text(address.street)) return street
  if (text(address.postOfficeBox)) return `PL ${text(address.postOfficeBox)}`
  return text(address.freeAddressLine) || null
}

/**
 * The register's address as ours: the street address (type 1) when it has a street, otherwise the
 * postal address (type 2, often a PO box). City in Finnish where given (`ESPOO`, not `ESBO`).
 */
export const mapAddress = (addresses: ReadonlyArray<PrhAddress>): RegisterCompany["address"] => {
  const street = addresses.find((a) => a.type === 1 && text(a.street))
  const chosen = street ?? addresses.find((a) => a.type === 2) ?? addresses[0]
  if (!chosen) return { street: null, street2: null, zip: null, city: null, country: "FI" }
  const offices = chosen.postOffices ?? []
  const city = (offices.find((o) => o.languageCode === finnish) ?? offices[0])?.city
  const country = text(chosen.country).toUpperCase()
  return {
    street: streetLine(chosen),
    street2: text(chosen.co) ? `c/o ${text(chosen.co)}` : null,
    zip: text(chosen.postCode) || null,
    city: city ? titleCase(city.trim()) : null,
    country: isCountryCode(country) ? country : "FI",
  }
}

/**
 * Maps one company of the register to the fields of a company account: the current company name
 * (type 1 without an end date), the legal form from the current YRMU code, NACE from the main line of
 * business, the address, and the VAT number when the company is in the VAT register (register 6).
 */
export const mapCompany = (company: PrhCompany, businessId: BusinessId): RegisterCompany => {
  const tradeNames = company.names.filter((n) => n.type === "1")
  const current = tradeNames.find((n) => !n.endDate) ?? tradeNames[0] ?? company.names[0]
  const form = company.companyForms?.find((f) => !f.endDate) ?? company.companyForms?.[0]
  const legalForm = form ? legalFormOfYrmu(form.type) : null
  const line = company.mainBusinessLine ?? null
  const nace = line ? naceFromTol(line.type, line.typeCodeSet ?? "") : null
  const vatRegistered = (company.registeredEntries ?? []).some((e) => e.register === "6" && !e.endDate)
  return {
    businessId,
    name: current?.name.trim() ?? "",
    legalForm,
    legalFormOther: legalForm === "other" ? (describe(form?.descriptions, finnish)?.trim() ?? null) : null,
    naceCodes: nace?.entry ? [nace.entry.code] : [],
    mainBusinessLine: line
      ? {
          code: line.type,
          codeSet: line.typeCodeSet ?? "",
          descriptions: {
            fi: describeIn(line.descriptions, finnish),
            sv: describeIn(line.descriptions, swedish),
            en: describeIn(line.descriptions, english),
          },
        }
      : null,
    address: mapAddress(company.addresses ?? []),
    vatNumber: vatRegistered ? vatNumberOf(businessId) : null,
    endDate: company.endDate ?? null,
    lastModified: company.lastModified ?? null,
  }
}
