import { Either, ParseResult, Schema } from "effect"
import { describe, expect, it } from "vitest"
import { Invoicing } from "./CompanyDetails.js"
import { PeppolParticipantId, peppolEndpointOf } from "./peppolParticipant.js"

const decode = Schema.decodeUnknownSync(PeppolParticipantId)
const issues = (schema: Schema.Schema.AnyNoContext, input: unknown) => {
  const result = Schema.decodeUnknownEither(schema, { errors: "all" })(input)
  if (Either.isRight(result)) return []
  return ParseResult.ArrayFormatter.formatErrorSync(result.left).map((i) => [i.path.join("."), i.message])
}

describe("PeppolParticipantId", () => {
  it("accepts the common schemes with identifiers that pass Peppol's own checks, normalised", () => {
    expect(decode("0192:974760673")).toBe("0192:974760673")
    expect(decode(" 0192: 974 760 673 ")).toBe("0192:974760673")
    expect(decode("0216:003701120389")).toBe("0216:003701120389")
    expect(decode("0216:003701120389abc")).toBe("0216:003701120389ABC")
    expect(decode("0037:01120389")).toBe("0037:01120389")
    expect(decode("0088:7300010000001")).toBe("0088:7300010000001")
    expect(decode("0184:dk12345678")).toBe("0184:DK12345678")
    expect(peppolEndpointOf(decode("0192:974760673"))).toEqual({ scheme: "0192", value: "974760673" })
  })

  it.each([
    ["no scheme", "974760673"],
    ["a scheme outside the EAS list", "0999:974760673"],
    ["a scheme with too few digits", "192:974760673"],
    ["a Norwegian number failing its mod 11 check (PEPPOL-COMMON-R041)", "0192:987654321"],
    ["a GLN failing its check digit (PEPPOL-COMMON-R040)", "0088:7300010000002"],
    ["an OVT code embedding an invalid Business ID", "0216:003712345678"],
    ["an empty identifier", "0192:"],
    ["markup", "0192:<script>"],
  ])("refuses %s", (_, input) => {
    expect(issues(PeppolParticipantId, input)).toEqual([["", "validation.invalidPeppolId"]])
  })

  it("bounds the length before any check", () => {
    expect(issues(PeppolParticipantId, `0088:${"1".repeat(100)}`)).toEqual([["", "validation.tooLong"]])
  })

  it("is an optional part of the invoicing details, reported under its field", () => {
    const details = { vatNumber: null, invoicingEmail: null, einvoiceAddress: null, einvoiceOperator: null }
    expect(Schema.decodeUnknownSync(Invoicing)({ ...details, peppolId: "0192:974760673" }).peppolId).toBe(
      "0192:974760673",
    )
    expect(Schema.decodeUnknownSync(Invoicing)({ ...details, peppolId: " " }).peppolId).toBeNull()
    expect(issues(Invoicing, { ...details, peppolId: "0192:1" })).toEqual([
      ["peppolId", "validation.invalidPeppolId"],
    ])
  })
})
