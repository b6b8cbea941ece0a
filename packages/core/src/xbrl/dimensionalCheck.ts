import { isLei, leiScheme } from "./entityIdentifier.js"
import type { DimensionValue, InstanceContext, XbrlInstance } from "./xbrlInstance.js"

/**
 * An XBRL Dimensions 1.0 check of an instance against the hypercubes of a taxonomy, with the instance
 * checks an XBRL processor makes of contexts, units and decimals: small enough to write, because the
 * VSME taxonomy's JSON (fixtures/efrag) lists per role each table's primary items, explicit axes with
 * their usable members, typed axes, `xbrldt:closed` and `xbrldt:contextElement`.
 *
 * As XBRL Dimensions 1.0 (§3.1.4, §5): a fact is valid when, in some role (base set) that has its
 * concept as a primary item, every hypercube of that role accepts its context: each dimension of the
 * hypercube has a member of its domain in the hypercube's context element (an explicit dimension may
 * be left out when its default is in the domain; a default may not be written), and a closed hypercube
 * allows no other dimension there. Stricter than the specification in two ways, so that a processor's
 * reading cannot differ from ours: a dimension in the other context element is an error, and a fact
 * whose concept is in no hypercube may carry no dimension.
 */

export interface Hypercube {
  readonly role: string
  readonly table: string
  readonly primaryItems: ReadonlySet<string>
  /** Explicit axes and their usable members (QNames). */
  readonly explicit: ReadonlyMap<string, ReadonlySet<string>>
  readonly typed: ReadonlySet<string>
  readonly closed: boolean
  readonly contextElement: "segment" | "scenario"
}

/** The typed domain of a typed axis: its element and the lexical space of the element's type. */
export interface TypedDomain {
  readonly element: string
  readonly type: string
  readonly accepts: (text: string) => boolean
}

export interface DimensionalTaxonomy {
  readonly hypercubes: ReadonlyArray<Hypercube>
  /** The default member of an explicit axis, where it has one. */
  readonly defaults: ReadonlyMap<string, string>
  readonly typedDomains: ReadonlyMap<string, TypedDomain>
  /** Every concept of the taxonomy (QNames), and which of them are numeric. */
  readonly concepts: ReadonlySet<string>
  readonly numeric: ReadonlySet<string>
}

/** xs:string: any text (the document's well-formedness already excludes what XML cannot hold). */
const xsString: TypedDomain["accepts"] = () => true

interface TaxonomyJson {
  readonly concepts: Readonly<
    Record<
      string,
      {
        readonly numeric?: boolean
        readonly dimension?: boolean
        readonly other?: { readonly typedElement?: string }
      }
    >
  >
  readonly dimensions: Readonly<Record<string, unknown>>
}

interface CubeJson {
  readonly primaryItems?: ReadonlyArray<readonly [number, string]>
  readonly explicitDimensions?: Readonly<Record<string, ReadonlyArray<string>>>
  readonly typedDimensions?: ReadonlyArray<string>
  readonly "xbrldt:closed"?: boolean
  readonly "xbrldt:contextElement"?: "segment" | "scenario"
}

/**
 * The dimensional part of EFRAG's taxonomy JSON. The JSON names each typed axis's domain element
 * (`vsme:TYP`) but not its type: `typedTypes` gives it (xs:string unless told otherwise, as EFRAG's
 * converter reads `vsme:TYP`; its sample writes row numbers in it, we write the rows' keys).
 */
export const dimensionalTaxonomyFromJson = (
  json: TaxonomyJson,
  typedTypes: Readonly<Record<string, { type: string; accepts: TypedDomain["accepts"] }>> = {},
): DimensionalTaxonomy => {
  const { _defaults: defaults = {}, ...roles } = json.dimensions as Record<string, unknown>
  const hypercubes = Object.entries(roles as Record<string, Record<string, CubeJson>>).flatMap(
    ([role, tables]) =>
      Object.entries(tables).map(([table, cube]): Hypercube => ({
        role,
        table,
        primaryItems: new Set((cube.primaryItems ?? []).map(([, concept]) => concept)),
        explicit: new Map(
          Object.entries(cube.explicitDimensions ?? {}).map(([axis, members]) => [axis, new Set(members)]),
        ),
        typed: new Set(cube.typedDimensions ?? []),
        closed: cube["xbrldt:closed"] === true,
        contextElement: cube["xbrldt:contextElement"] ?? "segment",
      })),
  )
  const typedDomains = new Map(
    Object.entries(json.concepts).flatMap(([name, concept]) => {
      const element = concept.dimension ? concept.other?.typedElement : undefined
      if (!element) return []
      const type = typedTypes[element] ?? { type: "xs:string", accepts: xsString }
      return [[name, { element, ...type }] as const]
    }),
  )
  return {
    hypercubes,
    defaults: new Map(Object.entries(defaults as Record<string, string>)),
    typedDomains,
    concepts: new Set(Object.keys(json.concepts)),
    numeric: new Set(
      Object.entries(json.concepts).flatMap(([name, concept]) => (concept.numeric ? [name] : [])),
    ),
  }
}

export type InstanceProblemCode =
  // dimensions
  | "dimensionInWrongContextElement"
  | "dimensionNotInHypercube"
  | "dimensionWithoutHypercube"
  | "memberNotInDomain"
  | "defaultMemberWritten"
  | "missingDimension"
  | "typedValueWrongType"
  | "explicitTypedMismatch"
  | "repeatedDimension"
  // contexts and units
  | "duplicateContextId"
  | "duplicateContext"
  | "unusedContext"
  | "missingContext"
  | "duplicateUnitId"
  | "duplicateUnit"
  | "unusedUnit"
  | "missingUnit"
  | "unitOnNonNumeric"
  | "invalidLei"
  // facts
  | "unknownConcept"
  | "decimalsMissing"
  | "decimalsOnNonNumeric"
  | "decimalsInvalid"

export interface InstanceProblem {
  readonly code: InstanceProblemCode
  /** The fact, context or unit the problem is about. */
  readonly at: string
  /** What exactly: the dimension, member, value… */
  readonly detail?: string
}

const otherElement = { segment: "scenario", scenario: "segment" } as const

/** The problems a hypercube finds with a context (empty: the hypercube accepts it). */
const cubeProblems = (
  taxonomy: DimensionalTaxonomy,
  cube: Hypercube,
  factId: string,
  context: InstanceContext,
): InstanceProblem[] => {
  const problems: InstanceProblem[] = []
  const here = context[cube.contextElement]
  for (const value of context[otherElement[cube.contextElement]])
    problems.push({
      code: "dimensionInWrongContextElement",
      at: factId,
      detail: `${value.dimension} in ${otherElement[cube.contextElement]}, ${cube.table} wants ${cube.contextElement}`,
    })
  const given = new Map(here.map((value) => [value.dimension, value]))
  for (const value of here) {
    const members = cube.explicit.get(value.dimension)
    if (members) {
      if (!("member" in value))
        problems.push({ code: "explicitTypedMismatch", at: factId, detail: value.dimension })
      else if (value.member === taxonomy.defaults.get(value.dimension))
        problems.push({
          code: "defaultMemberWritten",
          at: factId,
          detail: `${value.dimension}=${value.member}`,
        })
      else if (!members.has(value.member))
        problems.push({ code: "memberNotInDomain", at: factId, detail: `${value.dimension}=${value.member}` })
    } else if (cube.typed.has(value.dimension)) {
      const domain = taxonomy.typedDomains.get(value.dimension)
      if (!("typed" in value))
        problems.push({ code: "explicitTypedMismatch", at: factId, detail: value.dimension })
      else if (!domain || value.typed.element !== domain.element || !domain.accepts(value.typed.value))
        problems.push({
          code: "typedValueWrongType",
          at: factId,
          detail: `${value.dimension}: <${value.typed.element}>${value.typed.value}, wants ${domain?.element ?? "?"} (${domain?.type ?? "?"})`,
        })
    } else if (cube.closed)
      problems.push({
        code: "dimensionNotInHypercube",
        at: factId,
        detail: `${value.dimension} in ${cube.table}`,
      })
  }
  for (const [axis, members] of cube.explicit) {
    if (given.has(axis)) continue
    const fallback = taxonomy.defaults.get(axis)
    if (fallback === undefined || !members.has(fallback))
      problems.push({ code: "missingDimension", at: factId, detail: `${axis} of ${cube.table}` })
  }
  for (const axis of cube.typed)
    if (!given.has(axis))
      problems.push({ code: "missingDimension", at: factId, detail: `${axis} of ${cube.table}` })
  return problems
}

/** The problems of a fact's dimensions: none when some role's hypercubes all accept its context. */
const factDimensionProblems = (
  taxonomy: DimensionalTaxonomy,
  factId: string,
  concept: string,
  context: InstanceContext,
): InstanceProblem[] => {
  const cubes = taxonomy.hypercubes.filter((cube) => cube.primaryItems.has(concept))
  if (cubes.length === 0)
    return [...context.segment, ...context.scenario].map((value) => ({
      code: "dimensionWithoutHypercube" as const,
      at: factId,
      detail: `${value.dimension} on ${concept}`,
    }))
  const roles = [...new Set(cubes.map((cube) => cube.role))]
  const byRole = roles.map((role) =>
    cubes
      .filter((cube) => cube.role === role)
      .flatMap((cube) => cubeProblems(taxonomy, cube, factId, context)),
  )
  if (byRole.some((problems) => problems.length === 0)) return []
  // Invalid in every role: say why in the role that came closest.
  return byRole.reduce((best, problems) => (problems.length < best.length ? problems : best))
}

const dimensionKey = (value: DimensionValue) =>
  "member" in value
    ? `${value.dimension}=${value.member}`
    : `${value.dimension}=<${value.typed.element}>${value.typed.value}`

const contextKey = (context: InstanceContext) =>
  JSON.stringify([
    context.entity.scheme,
    context.entity.identifier,
    context.period,
    context.segment.map(dimensionKey).sort(),
    context.scenario.map(dimensionKey).sort(),
  ])

/**
 * Whether `decimals` is a lexical value XBRL 2.1 takes (§4.6.5: an integer or INF). Decimals state the
 * accuracy of a value, not its digits: "10.03334136" with decimals 2 is a valid fact (accurate to two
 * places, exact as written), which is how EFRAG's converter reports its template's cells.
 */
export const validDecimals = (decimals: string) => decimals === "INF" || /^-?\d{1,3}$/.test(decimals)

/**
 * Every dimensional, context, unit and decimals problem of an instance (empty when an XBRL processor
 * would find none of these).
 */
export const checkInstance = (instance: XbrlInstance, taxonomy: DimensionalTaxonomy): InstanceProblem[] => {
  const problems: InstanceProblem[] = []
  const contexts = new Map<string, InstanceContext>()
  const seenContexts = new Map<string, string>()
  for (const context of instance.contexts) {
    if (contexts.has(context.id)) problems.push({ code: "duplicateContextId", at: context.id })
    contexts.set(context.id, context)
    const key = contextKey(context)
    const same = seenContexts.get(key)
    if (same !== undefined)
      problems.push({ code: "duplicateContext", at: context.id, detail: `same as ${same}` })
    else seenContexts.set(key, context.id)
    const axes = [...context.segment, ...context.scenario].map((value) => value.dimension)
    for (const axis of new Set(axes.filter((axis, i) => axes.indexOf(axis) !== i)))
      problems.push({ code: "repeatedDimension", at: context.id, detail: axis })
    if (context.entity.scheme === leiScheme && !isLei(context.entity.identifier))
      problems.push({ code: "invalidLei", at: context.id, detail: context.entity.identifier })
  }
  const units = new Set<string>()
  const seenUnits = new Map<string, string>()
  for (const unit of instance.units) {
    if (units.has(unit.id)) problems.push({ code: "duplicateUnitId", at: unit.id })
    units.add(unit.id)
    const key = JSON.stringify([[...unit.numerator].sort(), [...unit.denominator].sort()])
    const same = seenUnits.get(key)
    if (same !== undefined) problems.push({ code: "duplicateUnit", at: unit.id, detail: `same as ${same}` })
    else seenUnits.set(key, unit.id)
  }
  const usedContexts = new Set<string>()
  const usedUnits = new Set<string>()
  for (const fact of instance.facts) {
    usedContexts.add(fact.contextRef)
    if (fact.unitRef !== undefined) usedUnits.add(fact.unitRef)
    if (!taxonomy.concepts.has(fact.concept)) {
      problems.push({ code: "unknownConcept", at: fact.id, detail: fact.concept })
      continue
    }
    const numeric = taxonomy.numeric.has(fact.concept)
    if (numeric && (fact.unitRef === undefined || !units.has(fact.unitRef)))
      problems.push({ code: "missingUnit", at: fact.id, detail: fact.unitRef ?? "" })
    if (!numeric && fact.unitRef !== undefined) problems.push({ code: "unitOnNonNumeric", at: fact.id })
    if (numeric && fact.decimals === undefined) problems.push({ code: "decimalsMissing", at: fact.id })
    if (!numeric && fact.decimals !== undefined) problems.push({ code: "decimalsOnNonNumeric", at: fact.id })
    if (numeric && fact.decimals !== undefined && !validDecimals(fact.decimals))
      problems.push({ code: "decimalsInvalid", at: fact.id, detail: fact.decimals })
    const context = contexts.get(fact.contextRef)
    if (!context) {
      problems.push({ code: "missingContext", at: fact.id, detail: fact.contextRef })
      continue
    }
    problems.push(...factDimensionProblems(taxonomy, fact.id, fact.concept, context))
  }
  for (const id of contexts.keys())
    if (!usedContexts.has(id)) problems.push({ code: "unusedContext", at: id })
  for (const id of units) if (!usedUnits.has(id)) problems.push({ code: "unusedUnit", at: id })
  return problems
}
