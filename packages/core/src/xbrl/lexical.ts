import { findNaceCode } from "../account/NaceCode.js"
import { divide, type Exact, exact, multiply, toDecimalString } from "../units/exact.js"
import { type QuantityKind, unitSizes } from "../units/units.js"
import { xbrlNamespaces } from "./xbrlTaxonomy.generated.js"

/**
 * Lexical forms of fact values and units: our stored values ↔ what an XBRL document holds. Pure
 * string work, shared by the export (answers → facts) and the import (facts → answers).
 */

/** An exact value as a decimal string without exponent or trailing zeros ("0.000001", "1500"). */
export const decimalText = (value: Exact): string => toDecimalString(value, 30)

/** A stored number as a decimal string. */
export const numberText = (value: number): string => decimalText(exact(value))

/** A percentage stored as 0–100 as the fraction `percentItemType` holds (answers.ts: divide by 100). */
export const percentText = (value: number): string => decimalText(divide(exact(value), exact(100)))

/** A fraction read from a document as the stored 0–100 percentage. */
export const percentFromText = (text: string): number =>
  Number(decimalText(multiply(exact(text), exact(100))))

export type Prefix = keyof typeof xbrlNamespaces

/** `vsme:AlachlorMember` → `https://…/vsme#AlachlorMember`, the Extensible Enumerations 2.0 value form. */
export const expandedName = (prefix: Prefix, local: string) => `${xbrlNamespaces[prefix]}#${local}`

const prefixByNamespace = new Map(Object.entries(xbrlNamespaces).map(([p, ns]) => [ns as string, p]))

/**
 * A QName (`vsme:X`) or an expanded name (`https://…/vsme#X`) as prefix and local name, or null.
 * Expanded names of another version of an EFRAG namespace (`…/vsme/2025-07-30/vsme#X`) are accepted:
 * the names did not change between versions (reference §1.6 lists the only renames, of 2024-12-17).
 */
export const splitName = (text: string): { prefix: string; local: string } | null => {
  const hash = text.lastIndexOf("#")
  if (hash > 0) {
    const namespace = text.slice(0, hash)
    const local = text.slice(hash + 1)
    const prefix =
      prefixByNamespace.get(namespace) ??
      (/xbrl\.efrag\.org\/taxonomy\/(vsme|nace|waste)\//.exec(namespace)?.[1] as string | undefined) ??
      (/iso3166/.test(namespace) ? "country" : undefined)
    return prefix && local ? { prefix, local } : null
  }
  const match = /^([A-Za-z][\w-]*):([\w.-]+)$/.exec(text)
  return match ? { prefix: match[1]!, local: match[2]! } : null
}

/** A NACE code of ours (`47.21`) as the taxonomy's member name (`NACE_G4721`). */
export const naceMemberOf = (code: string): string | null => {
  const section = findNaceCode(code)?.section
  return section ? `NACE_${section}${code.replace(".", "")}` : null
}

/** A `nace:` member name (`NACE_G4721`) as our code (`47.21`), or null for sections and unknowns. */
export const naceCodeOf = (member: string): string | null => {
  const digits = /^NACE_[A-Z](\d{2,4})$/.exec(member)?.[1]
  if (!digits) return null
  const code = digits.length <= 2 ? digits : `${digits.slice(0, 2)}.${digits.slice(2)}`
  return findNaceCode(code) ? code : null
}

/** Our unit names as UTR unit ids; quantities in units the UTR may lack are converted first. */
const utrIds: Readonly<Record<QuantityKind, Readonly<Record<string, string>>>> = {
  energy: { MWh: "MWh", kWh: "kWh", GWh: "GWh" },
  // The taxonomy's measurement guidance for every GHG concept is tCO2e: kgCO2e is converted.
  ghgEmissions: { tCO2e: "tCO2e" },
  mass: { kg: "kg", t: "t" },
  // The guidance is m³ for every volume concept: litres are converted.
  volume: { m3: "m3" },
  area: { m2: "sqm", ha: "ha", km2: "sqkm" },
}

/** The unit a quantity is exported in: its own when the UTR has it, else the kind's base unit. */
export const exportUnitOf = (kind: QuantityKind, unit: string): string =>
  utrIds[kind][unit] !== undefined ? unit : Object.keys(unitSizes[kind])[0]!

/** The UTR QName of one of our units (`m2` → `utr:sqm`), after exportUnitOf. */
export const utrUnit = (kind: QuantityKind, unit: string): string => `utr:${utrIds[kind][unit]}`

/** A UTR QName (`utr:sqm`, `utr:t`) as our unit name for the kind, or null when we have no such unit. */
export const unitFromUtr = (kind: QuantityKind, qname: string): string | null => {
  const id = splitName(qname)
  if (!id || id.prefix !== "utr") return null
  const entry = Object.entries(utrIds[kind]).find(([, utr]) => utr === id.local)
  if (entry) return entry[0]
  // Units we convert on export but still read (a document may carry kgCO2e or litres).
  return id.local in unitSizes[kind] ? id.local : null
}

/** `amount` in `from` expressed in `to`, exactly. */
export const convertQuantityExact = (kind: QuantityKind, amount: Exact, from: string, to: string): Exact => {
  const sizes = unitSizes[kind] as Readonly<Record<string, string>>
  return divide(multiply(amount, exact(sizes[from]!)), exact(sizes[to]!))
}

/** "lat,lon" (GPSLocationOfSite) as coordinates, or null when it is not two numbers. */
export const coordinatesFromText = (text: string): { latitude: number; longitude: number } | null => {
  const match = /^\s*([+-]?\d+(?:\.\d+)?)\s*,\s*([+-]?\d+(?:\.\d+)?)\s*$/.exec(text)
  return match ? { latitude: Number(match[1]), longitude: Number(match[2]) } : null
}

/** Line breaks as XML keeps them: a document must give back exactly the text it was given. */
export const normaliseText = (text: string) => text.replace(/\r\n?/g, "\n")
