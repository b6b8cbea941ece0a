import { createHash } from "node:crypto"
import { readFileSync } from "node:fs"
import path from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { Schema } from "effect"
import {
  electronicAddressOf,
  PeppolParticipantId,
  toFinvoice,
  toPeppolUbl,
  type Invoice,
  type InvoiceParty,
} from "@vsme/core"
import { isRefused, type EinvoiceFinding } from "./einvoiceFindings.js"
import { loadEinvoiceRules, type EinvoiceRules } from "./einvoiceRules.js"
import { createEinvoiceValidator, einvoiceFixturesDir } from "./einvoiceValidator.js"
import { sampleTestInvoice, testBuyer } from "../testing/sampleInvoice.js"

/**
 * The invoices the product writes pass the checks a receiver runs (fixtures/einvoice: Finvoice 3.0
 * XSD; UBL 2.1 XSD + CEN EN 16931 + PEPPOL BIS 3.0 rules), and the checks themselves catch what they
 * should: the official broken examples and a deliberately broken invoice of ours, by rule id.
 */

let rules: EinvoiceRules
beforeAll(() => {
  rules = loadEinvoiceRules(einvoiceFixturesDir)
}, 60_000)

const messagesOf = (invoice: Invoice) => ({
  finvoiceXml: toFinvoice(invoice, {
    messageId: `VSME-INVOICE-${invoice.number}`,
    timestamp: "2026-11-23T10:00:00.000Z",
  }),
  peppolXml: toPeppolUbl(invoice),
})
const summary = (findings: EinvoiceFinding[]) =>
  findings.map((f) => `${f.check} ${f.flag} ${f.id}: ${f.text}`)
const fatal = (findings: EinvoiceFinding[]) => summary(findings.filter((f) => f.flag === "fatal"))
const withBuyer = (invoice: Invoice, buyer: Partial<InvoiceParty>): Invoice => ({
  ...invoice,
  buyer: { ...invoice.buyer, ...buyer },
})
const fixture = (...parts: string[]) => readFileSync(path.join(einvoiceFixturesDir, ...parts), "utf8")

const matrix: Array<[string, Invoice]> = [
  ["a buyer with an e-invoice address and operator", sampleTestInvoice(1)],
  [
    "a buyer with a Peppol ID only (ISO 6523 0216, no Finnish routing)",
    withBuyer(sampleTestInvoice(2), {
      routing: null,
      electronicAddress: { scheme: "0216", value: "003787654321" },
    }),
  ],
  [
    "a buyer with an invoicing e-mail only (default OVT code as endpoint)",
    withBuyer(sampleTestInvoice(3), {
      routing: null,
      electronicAddress: electronicAddressOf(testBuyer.businessId, null),
      email: "laskut@example.com",
    }),
  ],
  [
    "a buyer whose name and address hold & < > \" and '",
    withBuyer(sampleTestInvoice(4), {
      name: `Ostaja & "Poika" <Testi> Ab's Oy`,
      address: { ...testBuyer.address, street: `Katu "1" & <2>`, additionalStreet: "C/O 'Toinen' & Co" },
    }),
  ],
  [
    "a buyer with very long names and addresses",
    withBuyer(sampleTestInvoice(5), {
      name: `${"Pitkänimisen Yrityksen ".repeat(9)}Oy`,
      address: {
        street: `${"Pitkäosoitteisen kadun ".repeat(6)}12 B 34`,
        additionalStreet: `${"Lisäosoiterivi ".repeat(8)}`.trim(),
        city: `${"Kaupunki".repeat(6)}`,
        postCode: "02100",
        countryCode: "FI",
      },
    }),
  ],
  ["a buyer without a VAT number", withBuyer(sampleTestInvoice(6), { vatNumber: null })],
  ["a renewal invoice for the next year", sampleTestInvoice(7, "2027-11-23")],
  ["an invoice under the 24 % rate of before September 2024", sampleTestInvoice(8, "2024-03-01")],
  [
    "a buyer with a Peppol ID of another scheme (0192)",
    withBuyer(sampleTestInvoice(9), {
      routing: null,
      electronicAddress: electronicAddressOf(
        testBuyer.businessId,
        null,
        Schema.decodeUnknownSync(PeppolParticipantId)("0192: 974 760 673"),
      ),
    }),
  ],
]

describe("the validation kit in fixtures/einvoice", () => {
  it("is the kit as copied: every file matches its SHA-256 in SHA256SUMS.kit", () => {
    const sums = fixture("SHA256SUMS.kit").trim().split("\n")
    expect(sums.length).toBeGreaterThan(30)
    for (const line of sums) {
      const [sum, file] = line.split(/\s+\*?/, 2) as [string, string]
      const digest = createHash("sha256")
        .update(readFileSync(path.join(einvoiceFixturesDir, file)))
        .digest("hex")
      expect(`${digest} ${file}`).toBe(`${sum} ${file}`)
    }
  })
})

describe("every invoice the product writes passes the XSDs and both rule sets", () => {
  it.each(matrix)("%s", (_, invoice) => {
    const messages = messagesOf(invoice)
    expect(summary(rules.checkFinvoice(messages.finvoiceXml))).toEqual([])
    const peppol = rules.checkPeppol(messages.peppolXml)
    // Zero failed rules: not only no fatal ones, no warnings either.
    expect(summary(peppol)).toEqual([])
  })

  it("writes each message in its language: Finnish texts and the Finnish language code", () => {
    const { finvoiceXml, peppolXml } = messagesOf(sampleTestInvoice())
    expect(finvoiceXml).toContain("<InvoiceRecipientLanguageCode>FI</InvoiceRecipientLanguageCode>")
    expect(finvoiceXml).toContain("<ArticleName>VSME-raportointipalvelu, vuositilaus</ArticleName>")
    expect(peppolXml).toContain("<cbc:Note>14 päivää netto</cbc:Note>")
  })
})

describe("the checks refuse what a receiver would refuse, naming the rule", () => {
  it("passes Peppol's own example and refuses its broken copies with their rule ids", () => {
    expect(fatal(rules.checkPeppol(fixture("peppol-bis-3.0.19", "examples", "base-example.xml")))).toEqual([])
    const broken = rules.checkPeppol(fixture("test-inputs", "base-example-broken-rules.xml"))
    expect(broken.filter((f) => f.flag === "fatal").map((f) => `${f.check} ${f.id}`)).toEqual(
      expect.arrayContaining(["EN16931 BR-CO-14", "EN16931 BR-CO-15", "PEPPOL PEPPOL-EN16931-R003"]),
    )
    const unknownElement = rules.checkPeppol(fixture("test-inputs", "base-example-broken-xsd.xml"))
    expect(fatal(unknownElement).join("\n")).toMatch(/ubl-xsd fatal XSD: .*NotAnElement.*not expected/)
  })

  it("checks a credit note against the CreditNote schema", () => {
    expect(
      fatal(rules.checkPeppol(fixture("peppol-bis-3.0.19", "examples", "base-creditnote-correction.xml"))),
    ).toEqual([])
  })

  it("refuses our invoice with a wrong VAT total (BR-CO-14/15) and without a buyer reference (R003)", () => {
    const invoice = sampleTestInvoice()
    const xml = toPeppolUbl({ ...invoice, buyerReference: "" })
      .replace(/<cbc:BuyerReference>[^<]*<\/cbc:BuyerReference>\n?/, "")
      .replace(
        /(<cac:TaxTotal>\s*<cbc:TaxAmount currencyID="EUR">)198\.90/,
        (_, head: string) => `${head}100.00`,
      )
    const ids = rules
      .checkPeppol(xml)
      .filter((f) => f.flag === "fatal")
      .map((f) => f.id)
    expect(ids).toEqual(expect.arrayContaining(["BR-CO-14", "BR-CO-15", "PEPPOL-EN16931-R003"]))
  })

  it("refuses a Finvoice without its payment block or with a decimal point in an amount", () => {
    const { finvoiceXml } = messagesOf(sampleTestInvoice())
    const noEpi = finvoiceXml.replace(/<EpiDetails>[\s\S]*<\/EpiDetails>\n/, "")
    expect(fatal(rules.checkFinvoice(noEpi)).join("\n")).toMatch(/Missing child element\(s\).*EpiDetails/)
    const dotted = finvoiceXml.replace(">978,90<", ">978.90<")
    expect(fatal(rules.checkFinvoice(dotted)).join("\n")).toMatch(/InvoiceTotalVatIncludedAmount/)
    expect(isRefused(rules.checkFinvoice("<Finvoice"))).toBe(true)
  })
})

describe("the validator worker", () => {
  const validator = createEinvoiceValidator()
  afterAll(() => validator.close())

  it("answers in a worker thread: the main thread keeps serving while the rules load", async () => {
    let ticks = 0
    const timer = setInterval(() => ticks++, 5)
    const started = Date.now()
    const findings = await validator.validate(messagesOf(sampleTestInvoice()))
    clearInterval(timer)
    expect(summary(findings)).toEqual([])
    // The cold start (schemas, rule sets, first transform) took long; the event loop ran meanwhile.
    expect(ticks).toBeGreaterThan((Date.now() - started) / 5 / 4)
    const broken = await validator.validate({
      ...messagesOf(sampleTestInvoice()),
      peppolXml: fixture("test-inputs", "base-example-broken-rules.xml"),
    })
    expect(isRefused(broken)).toBe(true)
  }, 60_000)
})
