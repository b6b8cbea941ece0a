import ExcelJS from "exceljs"
import {
  currentName,
  defaultMemberOf,
  expandedName,
  findXbrlConcept,
  naceMemberOf,
  quantityKindOf,
  taxonomyConcepts,
  unitFromUtr,
  type GateId,
  type ImportHints,
  type QuantityKind,
  type SourceFact,
  type UnreadReason,
  type XbrlConcept,
} from "@vsme/core"
import {
  address,
  cellFormula,
  cellValue,
  checkbox,
  contains,
  numberText as cellNumberText,
  parseRange,
  rowCells,
  yesNo,
  type CellValue,
  type Range,
} from "./workbookCells.js"
import {
  conceptOfLabel,
  countryCodeOfLabel,
  countryKey,
  naceCodeOfLabel,
  utrOfUnitText,
  vsmeMemberOfLabel,
  wasteCodesOfList,
  wasteMemberOfLabel,
} from "./templateLabels.js"

/**
 * Reads a filled EFRAG VSME digital template (versions 1.0–1.3) into facts, the way EFRAG's converter
 * does: every input cell is a named range named after its taxonomy concept (`Turnover`), a table is a
 * range named after its hypercube holding the ranges of its columns and axes, `Concept_Member` fixes a
 * dimension and `Concept_unit` holds the unit. Values the service computes itself (totals, rates) are
 * read too; the import keeps the inputs behind them where the template has them (helper cells found by
 * their `template_label_…` labels) and computes the rest.
 */

export type TemplateRefusal = { readonly reason: "notAWorkbook" } | { readonly reason: "notATemplate" }

/** A cell that holds something the import could not use, with where it is. */
export interface UnreadCell {
  readonly sheet: string
  readonly cell: string
  readonly concept: string | null
  readonly value: string | null
  readonly reason: UnreadReason
}

export interface TemplateFootnote {
  readonly fact: Pick<SourceFact, "concept" | "dimensions">
  readonly text: string
}

export interface TemplateContent {
  /** The version the workbook says it is (Introduction!C1), known or not. */
  readonly version: string
  /** One of the versions this import was built and tested for (1.0.0–1.3.0). */
  readonly versionKnown: boolean
  readonly facts: ReadonlyArray<SourceFact>
  readonly unread: ReadonlyArray<UnreadCell>
  readonly hints: ImportHints
  readonly footnotes: ReadonlyArray<TemplateFootnote>
  readonly currency: string | null
  readonly period: { readonly start: string; readonly end: string } | null
  /** The identifier the file names the company by (its scheme as the template lists it: "LEI"…). */
  readonly entity: FileEntity | null
}

export interface FileEntity {
  readonly scheme: string | null
  readonly identifier: string
}

/**
 * Template versions the import was built and tested for (fixtures/efrag/filled). Any other version is
 * read all the same by its named ranges, and the preview says which version it found.
 */
export const knownTemplateVersions = ["1.0.0", "1.0.1", "1.1.0", "1.1.1", "1.2.0", "1.3.0"]
const vsmeEntryPoint = /xbrl\.efrag\.org\/taxonomy\/vsme\/\d{4}-\d{2}-\d{2}\/vsme-all\.xsd/

/** The inputs of derived values and the template labels of the helper cells holding them. */
const helperInputs: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  EmployeeTurnoverRate: {
    leavers: "template_label_number_of_employees_who_left_during_the_reporting_period",
    employeesAtStart: "template_label_number_of_employees_at_the_beginning_of_the_reporting_period",
    employeesAtEnd: "template_label_number_of_employees_at_the_end_of_the_reporting_period",
  },
  RateOfRecordableWorkRelatedAccidentsInTheReportingPeriod: {
    totalHoursWorked:
      "template_label_total_number_of_hours_worked_in_a_year_by_all_employees_in_the_reporting_period",
  },
  PercentageGapInPayBetweenFemaleAndMaleEmployees: {
    averageHourlyPayMale: "template_label_average_gross_hourly_pay_level_of_male_employees",
    averageHourlyPayFemale: "template_label_average_gross_hourly_pay_level_of_female_employees",
  },
  PercentageOfEmployeesCoveredByCollectiveBargainingAgreements: {
    employeesCovered: "template_label_number_of_employees_covered_by_collective_bargaining_agreements",
  },
  FemaleToMaleRatioAtManagementLevelForTheReportingPeriod: {
    femaleManagers: "template_label_number_of_female_employees_at_management_level",
    maleManagers: "template_label_number_of_male_employees_at_management_level",
  },
  GenderDiversityRatioInGovernanceBody: {
    femaleMembers: "template_label_number_of_female_board_members_at_the_end_of_the_reporting_period",
    maleMembers: "template_label_number_of_male_board_members_at_the_end_of_the_reporting_period",
  },
}

/** The template's yes/no screening questions (no concept of their own) and our gates. */
const gateLabels: ReadonlyArray<readonly [GateId, string]> = [
  [
    "gate.hasCertifications",
    "template_label_has_the_undertaking_obtained_any_sustainability_related_certification",
  ],
  [
    "gate.hasPracticesPolicies",
    "template_label_has_the_undertaking_put_in_place_specific_practices_policies",
  ],
  ["gate.strategyHasSustainabilityElements", "template_label_has_the_strategy_key_elements_that_relate_to"],
  [
    "gate.hasEnergyBreakdown",
    "template_label_has_the_undertaking_obtained_the_necessary_information_to_provide_an_energy",
  ],
  ["gate.hasGhgTargets", "template_label_has_the_undertaking_has_established_ghg_emission_reduction_targets"],
  ["gate.reportsPollutants", "template_label_required_by_law_or_other_national_regulations_to_report"],
  [
    "gate.hasSitesNearSensitiveAreas",
    "template_label_does_the_undertaking_have_sites_that_are_located_in_or_near",
  ],
  [
    "gate.hasWaterIntensiveProcesses",
    "template_label_does_the_undertaking_have_production_processes_in_place",
  ],
  [
    "gate.hasSignificantMaterialFlows",
    "template_label_does_the_undertaking_operate_in_a_sector_using_significant",
  ],
  ["gate.hasClimateHazards", "template_label_has_the_undertaking_identified_climate_related_hazards"],
  ["gate.operatesInSeveralCountries", "template_label_undertaking_operating_in_more_than_one_country"],
  ["gate.hasConvictionsOrFines", "template_label_has_the_undertaking_incurred_in_convictions"],
  ["gate.hasRevenueFromListedSectors", "template_label_is_the_undertaking_deriving_revenues_from_one_of"],
  ["gate.hasGovernanceBody", "template_label_does_the_undertaking_have_a_governance_body"],
]

/** Tables whose mass unit the company chose in the template's total row (it converts the rows into it). */
const tableUnitSources: ReadonlyArray<readonly [string, QuantityKind, string]> = [
  ["WasteGeneratedTable", "mass", "TotalHazardousWasteGeneratedMass_unit"],
  [
    "BreakdownOfAnnualMassFlowOfRelevantMaterialsUsedByTheUndertakingHypercube",
    "mass",
    "TotalMassOfMaterialUsed_unit",
  ],
]

/** Units the template leaves implicit, per data type (EFRAG's converter: dataTypesToUnits). */
const defaultUnits: Partial<Record<XbrlConcept["kind"], string>> = {
  energy: "utr:MWh",
  ghgEmissions: "utr:tCO2e",
  mass: "utr:t",
  volume: "utr:m3",
  area: "utr:ha",
  decimal: "xbrli:pure",
  percent: "xbrli:pure",
}

// The 1.x templates name the biodiversity sites' key after the table; the taxonomy's axis is the sites'.
const axisRenames: Readonly<Record<string, string>> = {
  IdentifierOfSitesInBiodiversitySensitiveAreasTypedAxis: "IdentifierOfSiteTypedAxis",
}

interface TableShape {
  readonly typedAxes: ReadonlyArray<string>
  readonly explicitAxes: ReadonlyArray<string>
}
const tableShapes = new Map<string, TableShape>()
for (const concept of taxonomyConcepts)
  for (const placement of concept.placements)
    if (placement.table)
      tableShapes.set(placement.table.name, {
        typedAxes: placement.table.typedAxes,
        explicitAxes: placement.table.explicitAxes.map((a) => a.axis),
      })
const allAxes = new Set([...tableShapes.values()].flatMap((s) => [...s.typedAxes, ...s.explicitAxes]))

/** The axis of a concept that has this member (or has it as its default). */
const axisOfMember = (concept: string, member: string): string | null => {
  const placements = taxonomyConcepts.find((c) => c.name === concept)?.placements ?? []
  for (const p of placements)
    for (const axis of p.table?.explicitAxes ?? [])
      if (axis.members.includes(member) || axis.default === member) return axis.axis
  return null
}

const domainOf = (concept: string) => taxonomyConcepts.find((c) => c.name === concept)?.domain ?? null

interface NamedRanges {
  readonly items: Map<string, { concept: string; range: Range; preset: Record<string, string> }>
  readonly units: Map<string, Range>
  readonly tables: Array<{ name: string; range: Range }>
  readonly axes: Array<{ axis: string; range: Range }>
  readonly other: Map<string, Range>
  /** Names that are neither a concept, a table, an axis nor one of the template's own. */
  readonly unknown: Array<{ name: string; range: Range }>
}

const classifyNames = (workbook: ExcelJS.Workbook): NamedRanges => {
  const named: NamedRanges = {
    items: new Map(),
    units: new Map(),
    tables: [],
    axes: [],
    other: new Map(),
    unknown: [],
  }
  for (const { name, ranges } of workbook.model.definedNames ?? []) {
    if (ranges.length !== 1) continue
    const range = parseRange(ranges[0]!)
    if (!range) continue
    if (/^(enum_|template_|footnote_|_xlnm)/.test(name)) {
      named.other.set(name, range)
      continue
    }
    const local = axisRenames[name] ?? currentName(name)
    if (findXbrlConcept(local)) named.items.set(name, { concept: local, range, preset: {} })
    else if (tableShapes.has(local) || local === "WasteTable")
      named.tables.push({ name: local === "WasteTable" ? "WasteGeneratedTable" : local, range })
    else if (allAxes.has(local)) named.axes.push({ axis: local, range })
    else if (name.includes("_")) {
      const [conceptPart, suffix] = [name.slice(0, name.indexOf("_")), name.slice(name.indexOf("_") + 1)]
      const concept = currentName(conceptPart)
      if (!findXbrlConcept(concept)) {
        named.unknown.push({ name, range })
        continue
      }
      if (suffix === "unit") named.units.set(concept, range)
      else {
        const member = currentName(suffix)
        const axis = axisOfMember(concept, member)
        if (!axis) {
          named.unknown.push({ name, range })
          continue
        }
        const preset = defaultMemberOf(axis) === member ? {} : { [`vsme:${axis}`]: `vsme:${member}` }
        named.items.set(name, { concept, range, preset })
      }
    } else named.unknown.push({ name, range })
  }
  return named
}

/** Every `template_label_…` a formula names, with where it is (label cells are formulas). */
const labelIndex = (workbook: ExcelJS.Workbook) => {
  const index = new Map<string, Array<{ sheet: ExcelJS.Worksheet; row: number; column: number }>>()
  for (const sheet of workbook.worksheets) {
    if (!/Information|Disclosures/.test(sheet.name)) continue
    sheet.eachRow((row, rowNumber) =>
      row.eachCell((cell, column) => {
        if (cell.isMerged && cell.master.address !== cell.address) return
        const formula = cellFormula(cell)
        // 1.0.x writes its labels as text (or a formula of text): "Number of employees who left…"
        // stands for template_label_number_of_employees_who_left…, the name later versions give it.
        const references = formula ? [...formula.matchAll(/template_label_[a-z0-9_]+/g)].map((m) => m[0]) : []
        const value = references.length > 0 ? null : cellValue(cell)
        const names =
          references.length > 0
            ? references
            : typeof value === "string" && value.trim().length >= 8
              ? [labelName(value)]
              : []
        for (const label of names) {
          const at = index.get(label) ?? []
          if (!at.some((p) => p.sheet === sheet && p.row === rowNumber))
            at.push({ sheet, row: rowNumber, column })
          index.set(label, at)
        }
      }),
    )
  }
  return index
}

/** The `template_label_…` name of a label's English text. */
const labelName = (text: string) =>
  `template_label_${text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "_")
    .replace(/^_+|_+$/g, "")}`

const monthNames = [
  "january",
  "february",
  "march",
  "april",
  "may",
  "june",
  "july",
  "august",
  "september",
  "october",
  "november",
  "december",
]

const validDate = (year: number, month: number, day: number) => {
  const date = new Date(Date.UTC(year, month - 1, day))
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
    ? date.toISOString().slice(0, 10)
    : null
}

/**
 * A date cell: a date, a formula's text result ("2026-01-01" from 1.1 on, "01/01/2026" in 1.0.x, also
 * with dots), or a day's serial number in a cell not formatted as a date.
 */
const isoDate = (value: CellValue | null): string | null => {
  if (value instanceof Date) return value.toISOString().slice(0, 10)
  // Serial numbers of 1990–2100 only: a year typed into a date cell (2027) is no date of 1905.
  if (typeof value === "number" && Number.isInteger(value) && value >= 32_874 && value <= 73_051)
    return new Date(Math.round((value - 25569) * 86_400_000)).toISOString().slice(0, 10)
  if (typeof value !== "string") return null
  const trimmed = value.trim()
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:$|[T ])/.exec(trimmed)
  if (iso) return validDate(Number(iso[1]), Number(iso[2]), Number(iso[3]))
  const european = /^(\d{1,2})[/.](\d{1,2})[/.](\d{4})$/.exec(trimmed)
  if (european) return validDate(Number(european[3]), Number(european[2]), Number(european[1]))
  return null
}

const text = (value: CellValue | null): string | null =>
  value === null ? null : value instanceof Date ? value.toISOString().slice(0, 10) : String(value)

/** Worksheet parts the reader never looks at: skipping them halves the time a template takes to load. */
const ignoreNodes = [
  "dataValidations",
  "conditionalFormatting",
  "hyperlinks",
  "sheetPr",
  "printOptions",
  "pageMargins",
  "pageSetup",
  "headerFooter",
  "rowBreaks",
  "colBreaks",
  "drawing",
  "picture",
  "tableParts",
  "extLst",
  "sheetProtection",
  "autoFilter",
]

/** Reads the template, or says why the file is not one this import reads. */
export const readTemplate = async (bytes: Uint8Array): Promise<TemplateContent | TemplateRefusal> => {
  const workbook = new ExcelJS.Workbook()
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer, { ignoreNodes })
  } catch {
    return { reason: "notAWorkbook" }
  }
  const named = classifyNames(workbook)
  const sheet = (range: Range) => workbook.getWorksheet(range.sheet)
  const first = (range: Range | undefined): CellValue | null => {
    if (!range) return null
    const ws = sheet(range)
    return ws ? cellValue(ws.getCell(range.top, range.left)) : null
  }
  const version = text(first(named.other.get("template_reporting_template_version")))
  const entryPoint = text(first(named.other.get("template_reporting_schemaRef")))
  if (version === null || entryPoint === null || !vsmeEntryPoint.test(entryPoint))
    return { reason: "notATemplate" }
  const versionKnown = knownTemplateVersions.includes(version.trim())

  const facts: SourceFact[] = []
  const unread: UnreadCell[] = []
  const identifier =
    text(first(named.other.get("template_reporting_entity_identifier")))
      ?.trim()
      .slice(0, 100) || null
  const identifierScheme =
    text(first(named.other.get("template_reporting_entity_identifier_scheme")))
      ?.trim()
      .slice(0, 100) || null
  const currency =
    text(first(named.other.get("template_currency")))
      ?.trim()
      .toUpperCase() ?? null

  // The template's own country list (names as it shows them → ISO codes).
  const countries = new Map<string, string>()
  const names = named.other.get("enum_ListCountriesName")
  const codes = named.other.get("enum_ListCountiesCode") ?? named.other.get("enum_ListCountriesCode")
  if (names && codes && sheet(names) && sheet(codes))
    for (let i = 0; i <= names.bottom - names.top; i++) {
      const name = text(cellValue(sheet(names)!.getCell(names.top + i, names.left)))
      const code = text(cellValue(sheet(codes)!.getCell(codes.top + i, codes.left)))
      if (name && code && /^[A-Z]{2}$/.test(code.trim())) countries.set(countryKey(name), code.trim())
    }

  // The file's own list of wastes (1.0.x: the 1994 catalogue), for codes the current list replaced.
  const wasteList = named.other.get("enum_ListTypeOfWastes")
  const wasteListCodes = wasteCodesOfList(
    wasteList && sheet(wasteList)
      ? Array.from({ length: wasteList.bottom - wasteList.top + 1 }, (_, i) =>
          text(cellValue(sheet(wasteList)!.getCell(wasteList.top + i, wasteList.left))),
        ).filter((entry): entry is string => entry !== null)
      : [],
  )

  const skip = (
    ws: ExcelJS.Worksheet,
    row: number,
    column: number,
    concept: string | null,
    value: CellValue | null,
    reason: UnreadReason,
  ) => unread.push({ sheet: ws.name, cell: address(row, column), concept, value: text(value), reason })

  /** A member of an explicit axis from the label a table cell shows. */
  const memberOfAxis = (axis: string, label: string): string | null => {
    if (axis === "TypeOfWasteAxis") {
      const member = wasteMemberOfLabel(label, wasteListCodes)
      return member && `waste:${member}`
    }
    if (axis === "CountryOfEmploymentContractAxis") {
      const code = countryCodeOfLabel(label, countries)
      return code && `country:${code}`
    }
    const member = vsmeMemberOfLabel(label)
    return member && `vsme:${member}`
  }

  /** A cell's value as the concept's lexical value, or why it cannot be one. */
  const lexical = (concept: XbrlConcept, value: CellValue): string | UnreadReason => {
    if (concept.numeric) return cellNumberText(value) ?? "invalidValue"
    switch (concept.kind) {
      case "boolean": {
        const answer = yesNo(value)
        return answer === null ? "invalidValue" : String(answer)
      }
      case "date":
        return isoDate(value) ?? "invalidValue"
      case "year":
        return typeof value === "number" && Number.isInteger(value)
          ? String(value)
          : typeof value === "string" && /^\d{4}$/.test(value.trim())
            ? value.trim()
            : "invalidValue"
      case "enumeration": {
        const label = text(value)!
        const domain = domainOf(concept.name)
        if (domain && "codeList" in domain && domain.codeList === "country") {
          const code = countryCodeOfLabel(label, countries)
          return code ? expandedName("country", code) : "unknownMember"
        }
        const member = vsmeMemberOfLabel(label)
        return member ? expandedName("vsme", member) : "unknownMember"
      }
      default:
        // Texts as typed, without the blanks and line breaks a cell often ends with.
        return text(value)!.trim()
    }
  }

  /** The unit of a numeric fact: its `_unit` cell (per row in tables), the currency, or the type's default. */
  const unitFor = (concept: XbrlConcept, row: number): { unit: string } | { skip: true } | UnreadReason => {
    if (!concept.numeric) return { unit: "" }
    if (concept.kind === "monetary") return currency ? { unit: `iso4217:${currency}` } : "unknownUnit"
    if (concept.kind === "ghgEmissionsPerMonetary")
      return currency ? { unit: `utr:tCO2e/iso4217:${currency}` } : "unknownUnit"
    const unitRange = named.units.get(concept.name)
    const kind = quantityKindOf[concept.kind]
    if (!unitRange || !kind) {
      const fallback =
        concept.guidanceUnits.length === 1 ? concept.guidanceUnits[0] : defaultUnits[concept.kind]
      return fallback ? { unit: fallback } : "unknownUnit"
    }
    const ws = sheet(unitRange)!
    const unitRow = unitRange.top === unitRange.bottom ? unitRange.top : row
    const unitText = text(cellValue(ws.getCell(unitRow, unitRange.left)))
    const utr = unitText ? utrOfUnitText(unitText) : null
    if (utr && unitFromUtr(kind, utr) !== null) return { unit: utr }
    // A unit range shared by a mass and a volume column: the row belongs to the other one.
    const shared = [...named.units.entries()].some(
      ([other, r]) =>
        other !== concept.name &&
        r.sheet === unitRange.sheet &&
        r.top === unitRange.top &&
        r.left === unitRange.left,
    )
    return shared && utr !== null ? { skip: true } : "unknownUnit"
  }

  const push = (
    ws: ExcelJS.Worksheet,
    row: number,
    column: number,
    concept: XbrlConcept,
    value: CellValue,
    dimensions: Record<string, string>,
  ) => {
    const lexicalValue = lexical(concept, value)
    if (lexicalValue === "invalidValue" || lexicalValue === "unknownMember")
      return skip(ws, row, column, concept.name, value, lexicalValue)
    const unit = unitFor(concept, row)
    if (typeof unit === "string") return skip(ws, row, column, concept.name, value, unit)
    if ("skip" in unit) return
    facts.push({
      concept: concept.name,
      value: lexicalValue,
      ...(unit.unit ? { unit: unit.unit } : {}),
      dimensions,
      source: { sheet: ws.name, cell: address(row, column) },
    })
  }

  // ---- enumeration sets: checkboxes named by the cell beside them, or lists of labels ----
  const readSet = (concept: XbrlConcept, range: Range) => {
    const ws = sheet(range)
    if (!ws) return
    const domain = domainOf(concept.name)
    const domainMembers = domain && "members" in domain ? domain.members : []
    const horizontal = range.top === range.bottom && range.right > range.left
    const members: string[] = []
    let placeholderNone = false
    let index = 0
    for (let row = range.top; row <= range.bottom; row++)
      for (const { cell, column } of rowCells(ws, range, row)) {
        const value = cellValue(cell)
        const position = index++
        // A checkbox ticks TRUE or FALSE; a cell typed (or saved by another program) as the text
        // "TRUE"/"FALSE" says the same.
        const ticked = checkbox(value)
        if (value === null || ticked === false) continue
        if (ticked === true) {
          const labelCell = horizontal ? ws.getCell(range.top - 1, column) : ws.getCell(row, range.left - 1)
          const label = text(cellValue(labelCell))
          const byLabel = label ? vsmeMemberOfLabel(label) : null
          const member = byLabel && domainMembers.includes(byLabel) ? byLabel : domainMembers[position]
          if (member) members.push(expandedName("vsme", member))
          else skip(ws, row, column, concept.name, value, "unknownMember")
          continue
        }
        const label = text(value)!
        if (label.trim() === "None") {
          placeholderNone = true
          continue
        }
        if (domain && "codeList" in domain && domain.codeList === "nace") {
          const code = naceCodeOfLabel(label)
          const member = code ? naceMemberOf(code) : null
          if (member) members.push(expandedName("nace", member))
          else skip(ws, row, column, concept.name, value, "unknownMember")
          continue
        }
        const member = vsmeMemberOfLabel(label)
        if (member && domainMembers.includes(member)) members.push(expandedName("vsme", member))
        else skip(ws, row, column, concept.name, value, "unknownMember")
      }
    if (members.length === 0 && !placeholderNone) return
    facts.push({
      concept: concept.name,
      value: [...new Set(members)].sort().join(" "),
      dimensions: {},
      source: { sheet: ws.name, cell: address(range.top, range.left) },
    })
  }

  // ---- tables: one fact per filled row of each column, dimensions from the axis columns ----
  const inTable = new Set<string>()
  for (const table of named.tables) {
    const ws = sheet(table.range)
    const shape = tableShapes.get(table.name)
    if (!ws || !shape) continue
    const axes = named.axes.filter(
      (a) => contains(table.range, a.range) && [...shape.typedAxes, ...shape.explicitAxes].includes(a.axis),
    )
    for (const [name, item] of named.items) {
      if (Object.keys(item.preset).length > 0 || !contains(table.range, item.range)) continue
      const concept = findXbrlConcept(item.concept)!
      inTable.add(name)
      for (let row = item.range.top; row <= item.range.bottom; row++) {
        const values = rowCells(ws, item.range, row).flatMap(({ cell, column }) => {
          const value = cellValue(cell)
          return value === null ? [] : [{ value, column }]
        })
        if (values.length === 0) continue
        const { value, column } = values[0]!
        if (new Set(values.map((v) => text(v.value))).size > 1) {
          skip(ws, row, column, concept.name, value, "invalidValue")
          continue
        }
        const dimensions: Record<string, string> = {}
        let placed = true
        for (const axis of axes) {
          const key = cellValue(ws.getCell(row, axis.range.left))
          if (key === null) {
            placed = false
            break
          }
          if (shape.typedAxes.includes(axis.axis)) dimensions[`vsme:${axis.axis}`] = text(key)!.trim()
          else {
            const member = memberOfAxis(axis.axis, text(key)!)
            if (member === null) {
              skip(ws, row, axis.range.left, concept.name, key, "unknownMember")
              placed = false
              break
            }
            dimensions[`vsme:${axis.axis}`] = member
          }
        }
        // A row without its key holds nothing unless a value was typed there (checkboxes default to no).
        if (!placed) {
          if (
            value !== false &&
            value !== 0 &&
            axes.every((a) => cellValue(ws.getCell(row, a.range.left)) === null)
          )
            skip(ws, row, column, concept.name, value, "notInForm")
          continue
        }
        push(ws, row, column, concept, value, dimensions)
      }
    }
  }

  // ---- everything else: one cell (or a set) per named range, dimensions fixed by `Concept_Member` ----
  for (const [name, item] of named.items) {
    if (inTable.has(name)) continue
    const concept = findXbrlConcept(item.concept)!
    const ws = sheet(item.range)
    if (!ws) continue
    if (concept.kind === "enumerationSet") {
      readSet(concept, item.range)
      continue
    }
    let found: { value: CellValue; row: number; column: number } | null = null
    for (let row = item.range.top; row <= item.range.bottom && !found; row++)
      for (const { cell, column } of rowCells(ws, item.range, row)) {
        const value = cellValue(cell)
        if (value !== null) {
          found = { value, row, column }
          break
        }
      }
    if (found) push(ws, found.row, found.column, concept, found.value, item.preset)
  }

  // ---- helper cells: the inputs of derived values ----
  const labels = labelIndex(workbook)
  const inputs: Record<string, Record<string, number>> = {}
  for (const [questionId, fields] of Object.entries(helperInputs)) {
    const derived = named.items.get(questionId)
    if (!derived) continue
    const found: Record<string, number> = {}
    for (const [inputId, label] of Object.entries(fields)) {
      // A 1.0.x label may say more than the name ("… of male employees (in EUR)").
      const places = [...labels.entries()].flatMap(([name, at]) =>
        name === label || name.startsWith(`${label}_`) ? at : [],
      )
      const at = places.find(
        (p) =>
          p.sheet.name === derived.range.sheet &&
          p.row < derived.range.top &&
          derived.range.top - p.row <= 15,
      )
      const value = at ? cellNumberText(cellValue(at.sheet.getCell(at.row, derived.range.left))) : null
      if (value !== null) found[inputId] = Number(value)
    }
    if (Object.keys(found).length === Object.keys(fields).length) inputs[questionId] = found
  }

  // ---- gates: the yes/no cell beside (or below) each screening question ----
  const gates: Partial<Record<GateId, boolean>> = {}
  for (const [gate, prefix] of gateLabels) {
    const label = [...labels.keys()].find((l) => l.startsWith(prefix))
    const at = label ? labels.get(label)![0] : undefined
    if (!at) continue
    let answer: boolean | null = null
    for (let column = at.column + 1; column <= at.column + 12 && answer === null; column++)
      answer = yesNo(cellValue(at.sheet.getCell(at.row, column)))
    for (let row = at.row + 1; row <= at.row + 2 && answer === null; row++)
      answer = yesNo(cellValue(at.sheet.getCell(row, at.column)))
    if (answer !== null) gates[gate] = answer
  }

  // ---- the unit the company chose for table totals ----
  const tableUnits: Record<string, Partial<Record<QuantityKind, string>>> = {}
  for (const [table, kind, name] of tableUnitSources) {
    const unitText = text(first(named.units.get(name.replace(/_unit$/, "")) ?? named.other.get(name)))
    const utr = unitText ? utrOfUnitText(unitText) : null
    const unit = utr ? unitFromUtr(kind, utr) : null
    if (unit) tableUnits[table] = { [kind]: unit }
  }

  // ---- footnotes (template 1.3): a text and the concepts (with a dimension) it annotates ----
  const footnotes: TemplateFootnote[] = []
  const refs = named.other.get("footnote_ref_concept")
  const texts = named.other.get("footnote_text")
  const dimensionRefs = named.other.get("footnote_ref_dimension")
  if (refs && texts && sheet(refs)) {
    const ws = sheet(refs)!
    for (let row = refs.top; row <= refs.bottom; row++) {
      const conceptLabel = text(cellValue(ws.getCell(row, refs.left)))
      const note = text(cellValue(ws.getCell(row, texts.left)))
      if (!conceptLabel || !note) continue
      const concept = conceptOfLabel(conceptLabel)
      if (!concept) {
        skip(ws, row, refs.left, null, conceptLabel, "unknownConcept")
        continue
      }
      const dimensionLabel = dimensionRefs ? text(cellValue(ws.getCell(row, dimensionRefs.left))) : null
      const member = dimensionLabel ? vsmeMemberOfLabel(dimensionLabel) : null
      const axis = member ? axisOfMember(concept, member) : null
      const dimensions =
        axis && member && defaultMemberOf(axis) !== member ? { [`vsme:${axis}`]: `vsme:${member}` } : {}
      footnotes.push({ fact: { concept, dimensions }, text: note.trim() })
    }
  }

  /**
   * The period's dates: the date cell (a formula's result), else the year, month and day cells the
   * template has above it (a month by number from 1.1 on, by English name in 1.0.x), for a file whose
   * formulas were never calculated.
   */
  const periodDate = (name: string) => {
    const range = named.other.get(name)
    const cached = isoDate(first(range))
    if (cached || !range || !sheet(range)) return cached
    const ws = sheet(range)!
    const [year, month, day] = [3, 2, 1].map((above) => cellValue(ws.getCell(range.top - above, range.left)))
    const monthNumber =
      typeof month === "number"
        ? month
        : typeof month === "string"
          ? monthNames.indexOf(month.trim().toLowerCase()) + 1
          : 0
    return typeof year === "number" && typeof day === "number" && monthNumber > 0
      ? validDate(year, monthNumber, day)
      : null
  }
  const start = periodDate("template_reporting_period_startdate")
  const end = periodDate("template_reporting_period_enddate")

  if (!versionKnown) {
    // Say which version was found, and list every named cell with a value that gave nothing.
    const at = named.other.get("template_reporting_template_version")!
    unread.unshift({
      sheet: at.sheet,
      cell: address(at.top, at.left),
      concept: null,
      value: version.trim(),
      reason: "unknownVersion",
    })
  }
  // Names of cells the read names cover too (1.x names C3's base year cell BaselineYearMember as well).
  const readRanges = [
    ...[...named.items.values()].map((i) => i.range),
    ...named.units.values(),
    ...named.tables.map((t) => t.range),
    ...named.other.values(),
  ]
  const isRead = (sheetName: string, row: number, column: number) =>
    readRanges.some((r) =>
      contains(r, { sheet: sheetName, top: row, bottom: row, left: column, right: column }),
    )
  for (const { name, range } of named.unknown) {
    const ws = sheet(range)
    if (!ws) continue
    for (let row = range.top; row <= range.bottom; row++)
      for (const { cell, column } of rowCells(ws, range, row)) {
        const value = cellValue(cell)
        if (value === null || value === false || cellFormula(cell) !== null) continue
        if (isRead(range.sheet, row, column)) continue
        // Whole numbers down a list are the row numbers a template prefills, not answers.
        if (range.bottom - range.top > 0 && typeof value === "number" && Number.isInteger(value)) continue
        skip(ws, row, column, name, value, "unknownConcept")
      }
  }

  return {
    version: version.trim(),
    versionKnown,
    facts,
    unread,
    hints: { inputs, gates, tableUnits },
    footnotes,
    currency,
    period: start && end ? { start, end } : null,
    entity: identifier ? { scheme: identifierScheme, identifier } : null,
  }
}
