import { readFileSync } from "node:fs"
import { describe, expect, it } from "vitest"
import { toFinvoice, toPeppolUbl } from "@vsme/core"
import { einvoiceSchemaFiles, hasSchema, schemaViolations } from "./einvoiceSchemas.js"
import { sampleTestInvoice } from "./sampleInvoice.testing.js"

/** The messages validate against the official schemas shipped in fixtures/einvoice (see its README). */

const finvoice = (invoice = sampleTestInvoice()) =>
  toFinvoice(invoice, { messageId: "VSME-INVOICE-1", timestamp: "2026-11-23T10:00:00.000Z" })

describe("Finvoice 3.0 schema (Finance Finland's Finvoice3.0.xsd)", () => {
  it("is the official file: 1,690 lines, the 30.11.2020 revision", () => {
    const xsd = readFileSync(einvoiceSchemaFiles.finvoice, "utf8")
    expect(xsd.split("\r\n")).toHaveLength(1691)
    expect(xsd).toContain("<!-- Modified 30.11.2020 -->")
  })

  it("accepts the subscription invoice, with and without the routing block", () => {
    expect(schemaViolations("finvoice", finvoice())).toEqual([])
    const unrouted = sampleTestInvoice()
    expect(
      schemaViolations("finvoice", finvoice({ ...unrouted, buyer: { ...unrouted.buyer, routing: null } })),
    ).toEqual([])
  })

  it("accepts a buyer without a postal address and with a very long name", () => {
    const invoice = sampleTestInvoice()
    const buyer = {
      ...invoice.buyer,
      name: `${"Pitkänimisen Yrityksen ".repeat(8)}Oy`,
      address: { street: null, additionalStreet: null, city: null, postCode: null, countryCode: "FI" },
    }
    expect(schemaViolations("finvoice", finvoice({ ...invoice, buyer }))).toEqual([])
  })

  it("refuses a message without the mandatory payment block, naming the element", () => {
    const broken = finvoice().replace(/<EpiDetails>[\s\S]*<\/EpiDetails>\n/, "")
    const violations = schemaViolations("finvoice", broken)
    expect(violations.join("\n")).toMatch(/Finvoice.*Missing child element\(s\).*EpiDetails/)
  })

  it("refuses amounts with a decimal point and text that is not XML at all", () => {
    const dotted = finvoice().replace(">978,90<", ">978.90<")
    expect(schemaViolations("finvoice", dotted).join("\n")).toMatch(/InvoiceTotalVatIncludedAmount/)
    expect(schemaViolations("finvoice", "<Finvoice")).not.toEqual([])
  })
})

// The OASIS UBL 2.1 schemas are not in fixtures/ yet (fixtures/einvoice/README.md says why and how
// to add them); this runs as soon as they are.
describe.runIf(hasSchema("peppol"))("UBL 2.1 schema (OASIS xsdrt, for Peppol BIS Billing 3.0)", () => {
  it("accepts the subscription invoice and refuses one without its monetary total", () => {
    const xml = toPeppolUbl(sampleTestInvoice())
    expect(schemaViolations("peppol", xml)).toEqual([])
    const broken = xml.replace(/<cac:LegalMonetaryTotal>[\s\S]*<\/cac:LegalMonetaryTotal>\n/, "")
    expect(schemaViolations("peppol", broken)).not.toEqual([])
  })
})
