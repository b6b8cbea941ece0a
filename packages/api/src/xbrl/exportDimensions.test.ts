import { beforeAll, describe, expect, it } from "vitest"
import { checkInstance, leiScheme, xbrlJsonInstance, type AccountId } from "@vsme/core"
import { accountGet, accountUpdate, filePath, xbrlRoutes } from "@vsme/sdk"
import { insertSampleReport, type TestUser } from "../testing/index.js"
import { subscribedCompany, useTestServer, type Call } from "../testing/apiKit.js"
import { inlineXbrlInstance, inlineXbrlProblems, vsmeDimensionalTaxonomy } from "../testing/xbrlInstance.js"

/**
 * Decision 024: the inline XBRL (and xBRL-JSON) of the demo report passes the XBRL Dimensions check
 * against EFRAG's taxonomy (dimensions in the scenario, members in their domains, contexts and units
 * unique and used, decimals that fit the values); the same file with its dimensions moved into the
 * segment fails it. And the company's LEI, when chosen, is the entity identifier.
 */
const server = useTestServer()
const db = () => server.database.db
const lei = "529900T8BM49AURSDO55"

/** Alice owns the subscribed Demo Oy, with its sample report. */
let alice: TestUser
let company: AccountId
let reportId: string
const asAlice: Call = (procedure, input) => server.call(alice, procedure, input, company)
beforeAll(async () => {
  ;({ owner: alice, company } = await subscribedCompany(db(), { name: "Demo Oy" }))
  reportId = await insertSampleReport(db(), company, alice.id)
})

const download = async (template: string, query?: Record<string, string>) => {
  const answer = await server.file(alice, filePath(template, { reportId }), {
    accountId: company,
    ...(query ? { query } : {}),
  })
  expect(answer.status).toBe(200)
  return answer.bytes.toString("utf8")
}

/** The document with every context's dimensions moved from its scenario into its segment. */
const inSegment = (xhtml: string) =>
  xhtml.replace(
    /<\/xbrli:identifier><\/xbrli:entity>(<xbrli:period>(?:<xbrli:[a-zA-Z]+>[^<]*<\/xbrli:[a-zA-Z]+>)+<\/xbrli:period>)<xbrli:scenario>(.*?)<\/xbrli:scenario>/g,
    "</xbrli:identifier><xbrli:segment>$2</xbrli:segment></xbrli:entity>$1",
  )

describe("the demo report's XBRL", () => {
  it("passes the dimensional check as inline XBRL in every language, and as xBRL-JSON", async () => {
    for (const lang of ["fi", "sv", "en"]) {
      const xhtml = await download(xbrlRoutes.exportXhtml, { lang })
      expect(inlineXbrlProblems(xhtml)).toEqual([])
      const instance = inlineXbrlInstance(xhtml)
      expect(instance.facts.length).toBeGreaterThan(150)
      expect(instance.contexts.filter((c) => c.scenario.length > 0).length).toBeGreaterThan(10)
      expect(instance.contexts.every((c) => c.segment.length === 0)).toBe(true)
    }
    const json = JSON.parse(await download(xbrlRoutes.exportJson))
    expect(checkInstance(xbrlJsonInstance(json), vsmeDimensionalTaxonomy())).toEqual([])
  })

  it("fails the check when its dimensions are put in the segment", async () => {
    const xhtml = await download(xbrlRoutes.exportXhtml, { lang: "fi" })
    const moved = inSegment(xhtml)
    expect(moved).not.toBe(xhtml)
    expect(moved).not.toContain("<xbrli:scenario>")
    const codes = new Set(inlineXbrlProblems(moved).map((p) => p.code))
    expect([...codes].sort()).toEqual(["dimensionInWrongContextElement", "missingDimension"])
  })
})

describe("the LEI as the entity identifier", () => {
  it("is the company's choice on Company Details, checked, and then in every context", async () => {
    const before = await asAlice(accountGet, null)
    expect(before.result).toMatchObject({ lei: null, xbrlIdentifier: "businessId" })
    const details = (extra: Record<string, unknown>) => ({
      name: before.result.name,
      contact: before.result.contact,
      legalForm: before.result.legalForm,
      legalFormOther: before.result.legalFormOther,
      naceCodes: before.result.naceCodes,
      address: before.result.address,
      ...extra,
    })
    const wrong = await asAlice(accountUpdate, {
      version: before.result.version,
      company: details({ lei: "529900T8BM49AURSDO56", xbrlIdentifier: "lei" }),
    })
    expect(wrong.status).toBe(400)
    expect(wrong.error!.issues).toEqual([{ path: ["company", "lei"], message: "validation.invalidLei" }])

    const saved = await asAlice(accountUpdate, {
      version: before.result.version,
      company: details({ lei: lei.toLowerCase(), xbrlIdentifier: "lei" }),
    })
    expect(saved.status).toBe(200)
    const after = await asAlice(accountGet, null)
    expect(after.result).toMatchObject({ lei, xbrlIdentifier: "lei" })

    const xhtml = await download(xbrlRoutes.exportXhtml, { lang: "fi" })
    expect(inlineXbrlProblems(xhtml)).toEqual([])
    const instance = inlineXbrlInstance(xhtml)
    expect(new Set(instance.contexts.map((c) => JSON.stringify(c.entity)))).toEqual(
      new Set([JSON.stringify({ scheme: leiScheme, identifier: lei })]),
    )
    expect(xhtml).toContain(`<p>LEI: ${lei}</p>`)
    const json = JSON.parse(await download(xbrlRoutes.exportJson))
    expect(json.documentInfo.namespaces.lei).toBe(leiScheme)
    const turnover = Object.values(json.facts as Record<string, { dimensions: Record<string, string> }>).find(
      (f) => f.dimensions.concept === "vsme:Turnover",
    )!
    expect(turnover.dimensions.entity).toBe(`lei:${lei}`)

    // Back to the Business ID: the LEI stays on the account, the files name the Business ID.
    await asAlice(accountUpdate, {
      version: after.result.version,
      company: details({ lei, xbrlIdentifier: "businessId" }),
    })
    const again = inlineXbrlInstance(await download(xbrlRoutes.exportXhtml, { lang: "fi" }))
    expect(again.contexts[0]!.entity).toEqual({
      scheme: "http://www.ytj.fi",
      identifier: before.result.businessId,
    })
  })

  it("cannot be chosen without an LEI, in the API or the database", async () => {
    const account = await asAlice(accountGet, null)
    const answer = await asAlice(accountUpdate, {
      version: account.result.version,
      company: {
        name: account.result.name,
        contact: account.result.contact,
        legalForm: account.result.legalForm,
        legalFormOther: account.result.legalFormOther,
        naceCodes: account.result.naceCodes,
        address: account.result.address,
        lei: "",
        xbrlIdentifier: "lei",
      },
    })
    expect(answer.status).toBe(400)
    expect(answer.error!.issues).toEqual([{ path: ["company", "lei"], message: "validation.requiredField" }])
    await expect(
      db()("accounts").where({ id: company }).update({ lei: null, xbrl_identifier: "lei" }),
    ).rejects.toThrow(/accounts_xbrl_identifier/)
    await expect(db()("accounts").where({ id: company }).update({ lei: "not an lei" })).rejects.toThrow(
      /accounts_lei_format/,
    )
  })
})
