import { existsSync, readFileSync } from "node:fs"
import path from "node:path"
import { gunzipSync } from "node:zlib"
import { XmlDocument, XmlLibError, XsdValidator } from "libxml2-wasm"
import { xmlRegisterFsInputProviders } from "libxml2-wasm/lib/nodejs.mjs"
import SaxonJS from "saxon-js"
import type { EinvoiceCheck, EinvoiceFinding, EinvoiceMessages } from "./einvoiceFindings.js"

/**
 * Checks an invoice's two e-invoice messages the way the receiving side does (fixtures/einvoice has
 * the files, their sources and licences): Finvoice 3.0 against Finance Finland's XSD; Peppol BIS
 * Billing 3.0 against the OASIS UBL 2.1 XSD and then the CEN EN 16931 and the PEPPOL Schematron rule
 * sets (precompiled for SaxonJS). A message is refused when its XSD fails or any rule with
 * flag="fatal" fails.
 *
 * This file runs inside a worker thread (einvoiceValidator.ts starts it) as well as in tests, so it
 * imports only packages and types (never the project's modules at run time) and uses only type syntax
 * Node can strip: the worker loads the TypeScript source directly in development and the bundled copy
 * in dist/. The main thread never loads it, nor SaxonJS.
 */

export interface EinvoiceRules {
  readonly check: (messages: EinvoiceMessages) => EinvoiceFinding[]
  readonly checkFinvoice: (xml: string) => EinvoiceFinding[]
  readonly checkPeppol: (xml: string) => EinvoiceFinding[]
}

/** The files under fixtures/einvoice that the checks use. */
export const einvoiceFiles = (fixturesDir: string) => ({
  finvoiceXsd: path.join(fixturesDir, "finvoice-3.0", "Finvoice3.0.xsd"),
  ublInvoiceXsd: path.join(fixturesDir, "ubl-2.1", "xsdrt", "maindoc", "UBL-Invoice-2.1.xsd"),
  ublCreditNoteXsd: path.join(fixturesDir, "ubl-2.1", "xsdrt", "maindoc", "UBL-CreditNote-2.1.xsd"),
  cenRules: path.join(fixturesDir, "sef", "saxon-js-2.7.0", "CEN-EN16931-UBL.sef.json.gz"),
  peppolRules: path.join(fixturesDir, "sef", "saxon-js-2.7.0", "PEPPOL-EN16931-UBL.sef.json.gz"),
})

let fsProvidersRegistered = false

const compileXsd = (file: string): XsdValidator => {
  // The UBL root schema imports its common modules by relative path: libxml2 reads them from disk.
  if (!fsProvidersRegistered) fsProvidersRegistered = xmlRegisterFsInputProviders()
  const schema = XmlDocument.fromBuffer(readFileSync(file), { url: file })
  try {
    return XsdValidator.fromDoc(schema)
  } finally {
    schema.dispose()
  }
}

const xsdFindings = (check: EinvoiceCheck, validator: XsdValidator, xml: string): EinvoiceFinding[] => {
  let doc: XmlDocument | undefined
  try {
    doc = XmlDocument.fromString(xml)
    validator.validate(doc)
    return []
  } catch (error) {
    if (error instanceof XmlLibError)
      return error.details.map((d) => ({
        check,
        id: "XSD",
        flag: "fatal" as const,
        location: `line ${d.line}`,
        text: d.message.trim(),
      }))
    throw error
  } finally {
    doc?.dispose()
  }
}

const svrl = "http://purl.oclc.org/dsdl/svrl"
const failedAsserts =
  "//svrl:failed-assert ! map{'id': string(@id), 'flag': string(@flag), 'location': string(@location), " +
  "'text': normalize-space(svrl:text)}"

/** A compiled rule set, parsed once: SaxonJS is much faster on a stylesheet object it has seen. */
const loadRuleSet = (file: string): unknown => JSON.parse(gunzipSync(readFileSync(file)).toString("utf8"))

const ruleFindings = (check: EinvoiceCheck, sef: unknown, xml: string): EinvoiceFinding[] => {
  const result = SaxonJS.transform(
    { stylesheetInternal: sef, sourceText: xml, destination: "document" },
    "sync",
  ) as { principalResult: unknown }
  const asserts = SaxonJS.XPath.evaluate(failedAsserts, result.principalResult, {
    namespaceContext: { svrl },
    resultForm: "array",
  }) as Array<{ id: string; flag: string; location: string; text: string }>
  return asserts.map((a) => ({
    check,
    id: a.id,
    flag: a.flag === "fatal" ? "fatal" : "warning",
    location: a.location,
    text: a.text,
  }))
}

/**
 * Compiles the schemas and parses the rule sets (about a second on a small machine, hence the worker
 * thread) and answers the checks. `fixturesDir` is fixtures/einvoice.
 */
export const loadEinvoiceRules = (fixturesDir: string): EinvoiceRules => {
  const files = einvoiceFiles(fixturesDir)
  for (const file of Object.values(files))
    if (!existsSync(file)) throw new Error(`e-invoice validation file missing: ${file}`)
  const finvoice = compileXsd(files.finvoiceXsd)
  const ublInvoice = compileXsd(files.ublInvoiceXsd)
  const ublCreditNote = compileXsd(files.ublCreditNoteXsd)
  const cen = loadRuleSet(files.cenRules)
  const peppol = loadRuleSet(files.peppolRules)
  const checkFinvoice = (xml: string) => xsdFindings("finvoice-xsd", finvoice, xml)
  const checkPeppol = (xml: string) => {
    // The UBL schema is chosen by the root element; the rule sets handle both documents.
    const creditNote = /<(?:\w+:)?CreditNote[\s>]/.test(xml.slice(0, 2000))
    const schema = xsdFindings("ubl-xsd", creditNote ? ublCreditNote : ublInvoice, xml)
    // The rules assume a schema-valid document; a broken one is refused on the schema alone.
    if (schema.length > 0) return schema
    return [...ruleFindings("EN16931", cen, xml), ...ruleFindings("PEPPOL", peppol, xml)]
  }
  return {
    checkFinvoice,
    checkPeppol,
    check: (messages) => [...checkFinvoice(messages.finvoiceXml), ...checkPeppol(messages.peppolXml)],
  }
}

// ---------------------------------------------------------------------------------------------------
// The worker thread's side: load lazily on the first request, answer each request by its id.

interface WorkerRequest {
  readonly id: number
  readonly messages: EinvoiceMessages
}

const serveAsWorker = async () => {
  const { isMainThread, parentPort, workerData } = await import("node:worker_threads")
  const data = workerData as { role?: string; fixturesDir?: string } | null
  if (isMainThread || !parentPort || data?.role !== "einvoice-validation" || !data.fixturesDir) return
  const fixturesDir = data.fixturesDir
  let rules: EinvoiceRules | null = null
  const port = parentPort
  port.on("message", (request: WorkerRequest) => {
    try {
      rules ??= loadEinvoiceRules(fixturesDir)
      port.postMessage({ id: request.id, findings: rules.check(request.messages) })
    } catch (error) {
      port.postMessage({ id: request.id, error: error instanceof Error ? error.message : String(error) })
    }
  })
  port.postMessage({ ready: true })
}

await serveAsWorker()
