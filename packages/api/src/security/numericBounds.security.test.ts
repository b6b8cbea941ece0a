import { Schema } from "effect"
import { beforeAll, describe, expect, it } from "vitest"
import type { AccountId } from "@vsme/core"
import { ghgAddRow, ghgCreate, ghgList, reportCreate, reportSaveAnswer } from "@vsme/sdk"
import type { TestUser } from "../testing/index.js"
import { useTestServer, companyWithOwner, type Call } from "../testing/apiKit.js"

/**
 * Numbers are bounded at the door (issue 15): a GHG row of 1e308 used to be stored, its emissions
 * became Infinity, JSON wrote them as null, and the company's calculation list no longer decoded.
 * Now such input is refused with a translated InvalidInput on the field, and the list decodes.
 */
const server = useTestServer()
let alice: TestUser
let company: AccountId
beforeAll(async () => {
  ;({ owner: alice, company } = await companyWithOwner(server.database.db))
})

const asAlice: Call = (procedure, input) => server.call(alice, procedure, input, company)

const customFactor = {
  kind: "custom",
  value: 0.1,
  massUnit: "kgCO2e",
  denominatorUnit: "kWh",
  sourceNote: "Bill",
}

describe("numeric input bounds", () => {
  it("refuses a GHG row of 1e308 on its amount, and the calculation list still decodes", async () => {
    const calc = await asAlice(ghgCreate, {
      title: "Footprint 2024",
      period: { start: "2024-01-01", end: "2024-12-31" },
      site: "Office",
    })
    expect(calc.status).toBe(200)
    const row = { calculationId: calc.result.id, type: "electricity", title: "Power", unit: "kWh" }
    for (const [amount, factor, path] of [
      [1e308, customFactor, ["amount"]],
      [1e13, customFactor, ["amount"]],
      [1000, { ...customFactor, value: 1e308 }, ["factor", "value"]],
    ] as const) {
      const refused = await asAlice(ghgAddRow, { ...row, amount, factor })
      expect(refused.status).toBe(400)
      expect(refused.error?._tag).toBe("InvalidInput")
      expect(refused.error?.issues).toContainEqual(
        expect.objectContaining({ path, message: "validation.numberTooLarge" }),
      )
    }
    const largest = await asAlice(ghgAddRow, {
      ...row,
      amount: 1e12,
      factor: { ...customFactor, value: 1e12 },
    })
    expect(largest.status).toBe(200)

    const list = await asAlice(ghgList, null)
    expect(list.status).toBe(200)
    const decoded = Schema.decodeUnknownSync(ghgList.output)(list.result)
    expect(decoded).toHaveLength(1)
    expect(Number.isFinite(decoded[0]!.totals.total)).toBe(true)
  })

  it("refuses a VSME numeric answer beyond 10¹² with the answer's path", async () => {
    const report = await asAlice(reportCreate, {
      title: "Report 2025",
      startDate: "2025-01-01",
      endDate: "2025-12-31",
      comprehensive: false,
    })
    const refused = await asAlice(reportSaveAnswer, {
      reportId: report.result.id,
      questionId: "NumberOfEmployees",
      basedOnVersion: 0,
      answer: { status: "answered", value: 1e308 },
    })
    expect(refused.status).toBe(400)
    expect(refused.error?.issues).toContainEqual(
      expect.objectContaining({ path: ["answer", "value"], message: "validation.numberTooLarge" }),
    )
  })
})
