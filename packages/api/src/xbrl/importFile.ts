import { Either } from "effect"
import { readXbrlJson, type ImportHints, type SourceFact } from "@vsme/core"
import { XbrlForeignTaxonomy, XbrlImportDamaged, XbrlImportNotReadable, XbrlImportTooLarge } from "@vsme/sdk"
import { readTemplateBounded } from "./boundedTemplate.js"
import type { FileEntity, UnreadCell } from "./templateReader.js"

/** An uploaded file read into facts, whichever of the two formats it was. */
export interface ImportSource {
  readonly kind: "template" | "xbrlJson"
  readonly templateVersion: string | null
  readonly facts: ReadonlyArray<SourceFact>
  readonly hints: ImportHints
  readonly unread: ReadonlyArray<UnreadCell>
  readonly footnotes: ReadonlyArray<{
    readonly fact: Pick<SourceFact, "concept" | "dimensions">
    readonly text: string
  }>
  readonly period: { readonly start: string; readonly end: string } | null
  readonly currency: string | null
  /** The template's identifier of the company (xBRL-JSON files: not read, null). */
  readonly entity: FileEntity | null
}

const isZip = (bytes: Uint8Array) =>
  bytes.length > 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04

const jsonOf = (bytes: Uint8Array): unknown => {
  try {
    return JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes).replace(/^\uFEFF/, ""))
  } catch {
    return undefined
  }
}

/**
 * Reads an upload by its content, never its name: a zip is taken for an EFRAG digital template, anything
 * else must be an xBRL-JSON document of the VSME taxonomy (such as our own export). Refuses with the
 * upload's errors (sdk xbrlFileErrors) when it is neither, or too large or damaged to be read.
 */
export const readImportFile = async (bytes: Uint8Array): Promise<ImportSource> => {
  if (isZip(bytes)) {
    // Never in this thread: a workbook is inflated within limits and read in a worker (decision 018).
    const template = await readTemplateBounded(bytes)
    if ("reason" in template) {
      if (template.reason === "tooLarge") throw new XbrlImportTooLarge()
      if (template.reason === "damaged") throw new XbrlImportDamaged()
      throw new XbrlImportNotReadable()
    }
    return {
      kind: "template",
      templateVersion: template.version,
      facts: template.facts,
      hints: template.hints,
      unread: template.unread,
      footnotes: template.footnotes,
      period: template.period,
      currency: template.currency,
      entity: template.entity,
    }
  }
  const json = jsonOf(bytes)
  if (json === undefined) throw new XbrlImportNotReadable()
  const read = readXbrlJson(json)
  if (Either.isLeft(read)) {
    if (read.left === "foreignTaxonomy") throw new XbrlForeignTaxonomy()
    throw new XbrlImportNotReadable()
  }
  const content = read.right
  const currencies = new Set(
    content.facts.flatMap((f) => (f.unit?.startsWith("iso4217:") ? [f.unit.slice("iso4217:".length)] : [])),
  )
  return {
    kind: "xbrlJson",
    templateVersion: null,
    facts: content.facts,
    hints: {},
    unread: [],
    footnotes: content.footnotes,
    period: content.period,
    currency: currencies.size === 1 ? [...currencies][0]! : null,
    entity: null,
  }
}
