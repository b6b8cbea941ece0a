import { Schema } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { BusinessId } from "@vsme/core"
import { prhFixture, startFakePrh } from "../../testing/fakePrh.js"
import { mapCompany } from "./mapCompany.js"
import { createPrhClient, PrhUnavailable } from "./prhClient.js"

const id = (raw: string) => Schema.decodeUnknownSync(BusinessId)(raw)
let prh: Awaited<ReturnType<typeof startFakePrh>>
beforeAll(async () => {
  prh = await startFakePrh()
})
afterAll(() => prh.close())

const client = (timeoutMs = 2000) => createPrhClient({ baseUrl: prh.url, timeoutMs })
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error,
  )

describe("the business register client (Opendata YTJ v3, against recorded answers)", () => {
  it("asks GET {base}/companies?businessId=… and maps Nokia's real answer to our company fields", async () => {
    const result = await client().lookup(id("0112038-9"))
    expect(prh.requests.at(-1)).toBe("GET /opendata-ytj-api/v3/companies?businessId=0112038-9")
    expect(result.kind).toBe("found")
    if (result.kind !== "found") return
    expect(result.raw).toEqual(JSON.parse(prhFixture("companies-0112038-9")))
    expect(mapCompany(result.company, id("0112038-9"))).toEqual({
      businessId: "0112038-9",
      // The current company name (type 1 without an end date), not "Oy Nokia Ab" nor a parallel name.
      name: "Nokia Oyj",
      legalForm: "public-limited-liability",
      legalFormOther: null,
      naceCodes: ["70.10"],
      mainBusinessLine: {
        code: "70100",
        codeSet: "TOIMI4",
        descriptions: {
          fi: "Pääkonttorien toiminta",
          sv: "Verksamheter som utövas av huvudkontor",
          en: "Activities of head offices",
        },
      },
      // Street address (type 1) over the PO box, city in Finnish rather than Swedish.
      address: { street: "Karakaari 7", street2: null, zip: "02610", city: "Espoo", country: "FI" },
      vatNumber: "FI01120389",
      endDate: null,
      lastModified: "2026-08-19T10:04:06",
    })
  })

  it("answers notFound for the register's empty answer", async () => {
    const result = await client().lookup(id("2646674-9"))
    expect(result).toMatchObject({ kind: "notFound", raw: { totalResults: 0, companies: [] } })
  })

  it.each([
    [429, "Too many requests", "rateLimited"],
    [500, "{}", "serverError"],
    [503, "down for maintenance", "serverError"],
    [400, '{"timestamp":"2026-11-22","message":"bad"}', "invalidAnswer"],
  ] as const)("reports HTTP %i as %s", async (status, body, reason) => {
    prh.answer("1852302-9", { status, body })
    const error = await failure(client().lookup(id("1852302-9")))
    expect(error).toBeInstanceOf(PrhUnavailable)
    expect((error as PrhUnavailable).reason).toBe(reason)
  })

  it("refuses malformed JSON and JSON of another shape", async () => {
    prh.answer("1852302-9", { status: 200, body: "<html>maintenance</html>", contentType: "text/html" })
    expect(await failure(client().lookup(id("1852302-9")))).toMatchObject({ reason: "invalidAnswer" })
    prh.answer("1852302-9", { status: 200, body: '{"totalResults":1,"companies":[{"names":"Neste"}]}' })
    expect(await failure(client().lookup(id("1852302-9")))).toMatchObject({ reason: "invalidAnswer" })
  })

  it("gives up after the timeout", async () => {
    prh.answer("1979903-5", { hang: true })
    const started = Date.now()
    expect(await failure(client(200).lookup(id("1979903-5")))).toMatchObject({ reason: "timeout" })
    expect(Date.now() - started).toBeLessThan(2000)
  })

  it("reports an unreachable register", async () => {
    const closed = createPrhClient({ baseUrl: "http://127.0.0.1:1", timeoutMs: 1000 })
    expect(await failure(closed.lookup(id("0112038-9")))).toMatchObject({ reason: "unreachable" })
  })
})

describe("mapping a register company", () => {
  const nokia = () => JSON.parse(prhFixture("companies-0112038-9")).companies[0]

  it("keeps the Finnish name of an unmapped company form as the 'other' text", () => {
    const company = nokia()
    company.companyForms = [
      {
        type: "2",
        descriptions: [
          { languageCode: "3", description: "Housing company" },
          { languageCode: "1", description: "Asunto-osakeyhtiö" },
        ],
      },
    ]
    expect(mapCompany(company, id("0112038-9"))).toMatchObject({
      legalForm: "other",
      legalFormOther: "Asunto-osakeyhtiö",
    })
  })

  it("uses the postal address (PO box) when there is no street address, and the c/o line", () => {
    const company = nokia()
    company.addresses = company.addresses.filter((a: { type: number }) => a.type === 2)
    company.addresses[0].co = "Tilitoimisto Oy"
    expect(mapCompany(company, id("0112038-9")).address).toEqual({
      street: "PL 226",
      street2: "c/o Tilitoimisto Oy",
      zip: "00045",
      city: "Nokia Group",
      country: "FI",
    })
  })

  it("joins entrance and apartment to the street, and leaves out the VAT number when not VAT-registered", () => {
    const company = nokia()
    Object.assign(company.addresses[0], { entrance: "B", apartmentNumber: "12", apartmentIdSuffix: "a" })
    company.registeredEntries = company.registeredEntries.filter(
      (e: { register: string }) => e.register !== "6",
    )
    const mapped = mapCompany(company, id("0112038-9"))
    expect(mapped.address.street).toBe("Karakaari 7 B 12a")
    expect(mapped.vatNumber).toBeNull()
  })

  it("does not read a TOL 2008 code as a NACE Rev. 2.1 code", () => {
    const company = nokia()
    company.mainBusinessLine = { type: "47910", typeCodeSet: "TOIMI3", descriptions: [] }
    expect(mapCompany(company, id("0112038-9"))).toMatchObject({
      naceCodes: [],
      mainBusinessLine: { code: "47910", codeSet: "TOIMI3", descriptions: { fi: null, sv: null, en: null } },
    })
  })
})
