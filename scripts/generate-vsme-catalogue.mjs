// Generates packages/core/src/vsme/taxonomyConcepts.generated.ts: the 143 non-abstract `vsme:` concepts of
// EFRAG's VSME taxonomy (fixtures/efrag/vsme-2026-05-01.json) with data type, period type, unit kind,
// balance, English label, standard reference, the disclosures (presentation roles) that show them in
// order, the dimensional tables they are reported in (typed axes and explicit axes with their members),
// the enumeration domains, the English labels of the `vsme:` members used, and the European Waste
// Catalogue leaves of the waste axis. The taxonomy stays outside the repository; the derived module is
// committed so the app never reads it at run time.
//
//   node scripts/generate-vsme-catalogue.mjs           write the module
//   node scripts/generate-vsme-catalogue.mjs --check   exit 1 when the committed module is stale
import { readFileSync, writeFileSync } from "node:fs"
import { fileURLToPath } from "node:url"
import * as prettier from "prettier"

const taxonomyUrl = new URL("../fixtures/efrag/vsme-2026-05-01.json", import.meta.url)
const targetUrl = new URL("../packages/core/src/vsme/taxonomyConcepts.generated.ts", import.meta.url)
const labelRole = "http://www.xbrl.org/2003/role/label"

const taxonomy = JSON.parse(readFileSync(taxonomyUrl, "utf8"))
const { concepts, presentation, dimensions } = taxonomy

const local = (qname) => qname.replace(/^vsme:/, "")
const englishLabel = (qname) => concepts[qname]?.labels?.en?.[labelRole] ?? null

const unitKinds = {
  "xbrli:monetaryItemType": "monetary",
  "dtr-types:energyItemType": "energy",
  "dtr-types:ghgEmissionsItemType": "ghgEmissions",
  "dtr-types:ghgEmissionsPerMonetaryItemType": "ghgEmissionsPerMonetary",
  "dtr-types:massItemType": "mass",
  "dtr-types:volumeItemType": "volume",
  "dtr-types:areaItemType": "area",
  "dtr-types:percentItemType": "percent",
  "xbrli:decimalItemType": "pure",
}

/** Code lists too long to inline: an axis or a domain over them names the list instead. */
const codeListOf = (members) => {
  if (members.length === 0) return null
  const prefixes = new Set(members.map((m) => m.split(":")[0]))
  if (prefixes.has("country")) return "country"
  if (prefixes.has("nace")) return "nace"
  if (prefixes.has("waste")) return "waste"
  return null
}

/** `[1010] B1 - General information - …` → B1; the four "other information" roles → "other". */
const disclosureOf = (definition) => /^\[\d+\] ([BC]\d{1,2}) - /.exec(definition)?.[1] ?? "other"
const sortKeyOf = (definition) => Number(/^\[(\d+)\]/.exec(definition)[1])

const roles = Object.entries(presentation)
  .map(([uri, role]) => ({
    id: uri.split("/").pop(),
    disclosure: disclosureOf(role.definition),
    sortKey: sortKeyOf(role.definition),
    definition: role.definition.replace(/^\[\d+\] /, ""),
    rows: role.rows,
  }))
  .sort((a, b) => a.sortKey - b.sortKey)

/** Tables by role: the hypercube, its typed axes and explicit axes (members inline or a code list). */
const tablesByRole = new Map()
for (const [uri, tables] of Object.entries(dimensions)) {
  if (uri === "_defaults") continue
  const roleId = uri.split("/").pop()
  for (const [table, spec] of Object.entries(tables)) {
    const explicitAxes = Object.entries(spec.explicitDimensions ?? {}).map(([axis, members]) => {
      const codeList = codeListOf(members)
      return {
        axis: local(axis),
        default: dimensions._defaults[axis] ? local(dimensions._defaults[axis]) : null,
        codeList,
        members: codeList === null ? members.map(local) : [],
      }
    })
    const entry = {
      table: local(table),
      typedAxes: (spec.typedDimensions ?? []).map(local),
      explicitAxes,
      items: new Set(spec.primaryItems.map(([, item]) => item)),
    }
    tablesByRole.set(roleId, [...(tablesByRole.get(roleId) ?? []), entry])
  }
}

const nonAbstract = Object.entries(concepts)
  .filter(([name, concept]) => name.startsWith("vsme:") && !concept.abstract)
  .map(([name]) => name)

const placementsOf = (qname) =>
  roles.flatMap((role) => {
    const items = role.rows.filter(([, item]) => concepts[item] && !concepts[item].abstract)
    const order = items.findIndex(([, item]) => item === qname)
    if (order < 0) return []
    const table = (tablesByRole.get(role.id) ?? []).find((t) => t.items.has(qname)) ?? null
    return [
      {
        role: role.id,
        disclosure: role.disclosure,
        order,
        table: table && { name: table.table, typedAxes: table.typedAxes, explicitAxes: table.explicitAxes },
      },
    ]
  })

const referenceOf = (concept) => {
  const parts = concept.references?.[0]?.parts ?? []
  const get = (key) => parts.find(([k]) => k === key)?.[1]
  const number = get("ref:Number")
  const paragraph = get("ref:Paragraph")
  if (!number && !paragraph) return null
  return [number, paragraph && `§${paragraph}`, get("ref:Subparagraph"), get("ref:Clause")]
    .filter(Boolean)
    .join(" ")
}

const usedMembers = new Set()
const entries = nonAbstract
  .map((qname) => {
    const concept = concepts[qname]
    const domain = concept.other?.ee20DomainMembers ?? null
    const codeList = domain && codeListOf(domain)
    const placements = placementsOf(qname)
    if (placements.length === 0) throw new Error(`${qname} is in no presentation role`)
    if (domain && codeList === null) domain.forEach((m) => usedMembers.add(m))
    for (const p of placements)
      for (const axis of p.table?.explicitAxes ?? [])
        axis.members.forEach((m) => usedMembers.add(`vsme:${m}`))
    return {
      name: local(qname),
      dataType: concept.dataType,
      periodType: concept.periodType,
      unitKind: unitKinds[concept.dataType] ?? null,
      balance: concept.balance ?? null,
      label: englishLabel(qname),
      reference: referenceOf(concept),
      domain: domain === null ? null : codeList ? { codeList } : { members: domain.map(local) },
      placements,
    }
  })
  .sort((a, b) => {
    const ra = roles.findIndex((r) => r.id === a.placements[0].role)
    const rb = roles.findIndex((r) => r.id === b.placements[0].role)
    return ra - rb || a.placements[0].order - b.placements[0].order
  })

const memberLabels = Object.fromEntries(
  [...usedMembers].sort().map((m) => [local(m), (englishLabel(m) ?? m).replace(/ \[member\]$/, "")]),
)

/** `waste:W-200101-Non-Hazardous-PaperAndCardboardMember` → ["W-200101-…Member", "200101", false, label]. */
const wasteTypes = Object.keys(concepts)
  .map((name) => /^waste:(W-(\d{6})-(Hazardous|Non-Hazardous)-.+Member)$/.exec(name))
  .filter((match) => match !== null)
  .map(([qname, member, code, hazard]) => [
    member,
    code,
    hazard === "Hazardous",
    englishLabel(qname) ?? member,
  ])
  .sort((a, b) => a[1].localeCompare(b[1]))

const roleRows = roles.map(({ id, disclosure, definition }) => ({ id, disclosure, definition }))

const unformatted = `// Generated by scripts/generate-vsme-catalogue.mjs from EFRAG's VSME taxonomy (vsme-2026-05-01.json, see
// fixtures/efrag/README.md). Do not edit by hand: run the script again.

/** Where a concept is presented: the disclosure's role, its position there and the table it is reported in. */
export interface ConceptPlacement {
  readonly role: string
  readonly disclosure: string
  readonly order: number
  readonly table: {
    readonly name: string
    readonly typedAxes: ReadonlyArray<string>
    readonly explicitAxes: ReadonlyArray<{
      readonly axis: string
      readonly default: string | null
      readonly codeList: "country" | "nace" | "waste" | null
      readonly members: ReadonlyArray<string>
    }>
  } | null
}

/** One non-abstract \`vsme:\` concept of the taxonomy. */
export interface TaxonomyConcept {
  readonly name: string
  readonly dataType: string
  readonly periodType: "instant" | "duration"
  readonly unitKind: "monetary" | "energy" | "ghgEmissions" | "ghgEmissionsPerMonetary" | "mass" | "volume" | "area" | "percent" | "pure" | null
  readonly balance: "debit" | "credit" | null
  readonly label: string
  readonly reference: string | null
  readonly domain: { readonly members: ReadonlyArray<string> } | { readonly codeList: "country" | "nace" | "waste" } | null
  readonly placements: ReadonlyArray<ConceptPlacement>
}

/** The presentation roles (one per disclosure block) in the taxonomy's order. */
export const taxonomyRoles: ReadonlyArray<{ readonly id: string; readonly disclosure: string; readonly definition: string }> = ${JSON.stringify(roleRows)}

/** The ${entries.length} non-abstract \`vsme:\` concepts, in presentation order. */
export const taxonomyConcepts: ReadonlyArray<TaxonomyConcept> = ${JSON.stringify(entries)}

/** English taxonomy labels of the \`vsme:\` members used by enumerations and explicit axes. */
export const taxonomyMemberLabels: Readonly<Record<string, string>> = ${JSON.stringify(memberLabels)}

/** European Waste Catalogue leaves of the waste axis: member, six-digit code, hazardous, English label. */
export const taxonomyWasteTypes: ReadonlyArray<readonly [string, string, boolean, string]> = ${JSON.stringify(wasteTypes)}
`

const targetPath = fileURLToPath(targetUrl)
const source = await prettier.format(unformatted, {
  ...(await prettier.resolveConfig(targetPath)),
  filepath: targetPath,
})

if (process.argv.includes("--check")) {
  let current = ""
  try {
    current = readFileSync(targetUrl, "utf8")
  } catch {
    // missing counts as stale
  }
  if (current !== source) {
    console.error("taxonomyConcepts.generated.ts is stale: run node scripts/generate-vsme-catalogue.mjs")
    process.exit(1)
  }
  console.log(`taxonomyConcepts.generated.ts is up to date (${entries.length} concepts)`)
} else {
  writeFileSync(targetUrl, source)
  console.log(
    `wrote ${entries.length} concepts, ${Object.keys(memberLabels).length} member labels, ${wasteTypes.length} waste types`,
  )
}
