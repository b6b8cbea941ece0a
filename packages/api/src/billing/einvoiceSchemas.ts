import { existsSync, readFileSync } from "node:fs"
import path from "node:path"
import { XmlDocument, XmlLibError, XsdValidator } from "libxml2-wasm"
import { xmlRegisterFsInputProviders } from "libxml2-wasm/lib/nodejs.mjs"
import { workspaceRoot } from "../config.js"

/**
 * XML Schema validation of the e-invoice messages against the official schemas in
 * fixtures/einvoice/ (their provenance is in its README), with libxml2 compiled to WebAssembly. Each
 * schema is compiled once per process, on first use; that cache is process memory, but only of
 * files that never change while the process runs.
 */

const fixtures = path.join(workspaceRoot, "fixtures", "einvoice")

export const einvoiceSchemaFiles = {
  finvoice: path.join(fixtures, "finvoice-3.0", "Finvoice3.0.xsd"),
  peppol: path.join(fixtures, "ubl-2.1", "xsdrt", "maindoc", "UBL-Invoice-2.1.xsd"),
} as const

export type EinvoiceFormat = keyof typeof einvoiceSchemaFiles

let fsProvidersRegistered = false
const compiled = new Map<EinvoiceFormat, XsdValidator>()

const validatorFor = (format: EinvoiceFormat): XsdValidator => {
  const cached = compiled.get(format)
  if (cached) return cached
  // The UBL schema imports its common modules by relative path: libxml2 reads them from disk.
  if (!fsProvidersRegistered) fsProvidersRegistered = xmlRegisterFsInputProviders()
  const file = einvoiceSchemaFiles[format]
  const schema = XmlDocument.fromBuffer(readFileSync(file), { url: file })
  const validator = XsdValidator.fromDoc(schema)
  compiled.set(format, validator)
  return validator
}

/** Whether the official schema of `format` is present (the UBL one may be missing; see the README). */
export const hasSchema = (format: EinvoiceFormat) => existsSync(einvoiceSchemaFiles[format])

/**
 * The schema violations of a message, as libxml2 words them with their line numbers; empty when the
 * message is valid. A message that is not even well-formed XML is reported the same way.
 */
export const schemaViolations = (format: EinvoiceFormat, xml: string): string[] => {
  const validator = validatorFor(format)
  let doc: XmlDocument | undefined
  try {
    doc = XmlDocument.fromString(xml)
    validator.validate(doc)
    return []
  } catch (error) {
    if (error instanceof XmlLibError) return error.details.map((d) => `line ${d.line}: ${d.message.trim()}`)
    throw error
  } finally {
    doc?.dispose()
  }
}
