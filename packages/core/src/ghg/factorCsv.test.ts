import { Either, ParseResult, Schema } from "effect"
import { describe, expect, it } from "vitest"
import { decodeFactorCsv, EmissionFactorCsvRow, factorCsvColumns, parseCsv } from "./factorCsv.js"
import { readFixture } from "./readFixture.testing.js"

const fixture = () => readFixture("ghg/emission-factors.csv")

describe("the factor library file", () => {
  it("decodes every row of fixtures/ghg/emission-factors.csv with the Schema", async () => {
    const text = await fixture()
    const { records } = parseCsv(text)
    expect(records.length).toBe(74)
    for (const { values } of records) {
      const result = Schema.decodeUnknownEither(EmissionFactorCsvRow, { errors: "all" })(values)
      expect(
        Either.isRight(result) ? [] : ParseResult.ArrayFormatter.formatErrorSync(result.left),
        values.id,
      ).toEqual([])
    }
    const { factors, errors } = decodeFactorCsv(text)
    expect(errors).toEqual([])
    expect(factors).toHaveLength(74)
  })

  it("keeps every factor's source, units and validity as published", async () => {
    const { factors } = decodeFactorCsv(await fixture())
    const byId = new Map(factors.map((f) => [f.id, f]))
    expect(byId.get("eea-2024-electricity-fi-location")).toMatchObject({
      rowType: "electricity",
      scope2Basis: "location",
      value: 27,
      massUnit: "gCO2e",
      denominatorUnit: "kWh",
      validFor: { from: 2024, to: 2024 },
      country: "FI",
      sourceName:
        "EEA indicator: Greenhouse gas emission intensity of electricity generation (country level)",
    })
    expect(byId.get("aib-2025-residual-mix-fi")).toMatchObject({ scope2Basis: "market", value: 352.45 })
    expect(byId.get("ipcc-ar6-gwp-r32")).toMatchObject({ validFor: { from: 2021, to: null }, value: 771 })
    expect(byId.get("desnz-2024-hgv-average-laden-tkm")).toMatchObject({
      scope3Category: 4,
      denominatorUnit: "tonne-km",
    })
    for (const f of factors) {
      expect(f.sourceUrl).toMatch(/^https:\/\//)
      expect(f.sourceNotes).not.toBe("")
    }
  })

  it("reports each refused cell with its line, column and catalogue key", () => {
    const header = factorCsvColumns.join(",")
    const good =
      'x-1,fuel,1,,"Diesel, per liter",2.5,kgCO2e,liters,2024,GB,DESNZ,https://www.gov.uk/x,"a ""quoted"" note"'
    const bad = "x-2,fuel,2,,Diesel,2.5e3,kgCO2,gallons,2024-25,Britain,DESNZ,ftp://x,note"
    const { factors, errors } = decodeFactorCsv(`${header}\r\n${good}\r\n\r\n${bad}\n${good}\n`)
    expect(factors.map((f) => f.sourceNotes)).toEqual(['a "quoted" note'])
    expect(errors).toEqual(
      expect.arrayContaining([
        { line: 4, id: "x-2", field: "value", message: "validation.invalidNumber" },
        { line: 4, id: "x-2", field: "massUnit", message: "validation.unknownUnit" },
        { line: 4, id: "x-2", field: "validFor", message: "validation.invalidValidityPeriod" },
        { line: 5, id: "x-1", field: "id", message: "validation.duplicateValue" },
      ]),
    )
    const other = decodeFactorCsv(
      `${header}\nx-3,other,3,,Bus,0.1,kgCO2e,passenger-km,2024,GB,DESNZ,https://www.gov.uk/x,n\n` +
        `x-4,fuel,1,,Gas,0.1,kgCO2e,gallons,2024,Britain,DESNZ,ftp://x,n\n` +
        `x-5,fuel,2,,Gas,0.1,kgCO2e,m3,2024,GB,DESNZ,https://www.gov.uk/x,n\n`,
    ).errors
    expect(other).toEqual(
      expect.arrayContaining([
        { line: 2, id: "x-3", field: "scope3Category", message: "validation.scope3CategoryRequired" },
        { line: 3, id: "x-4", field: "denominatorUnit", message: "validation.unknownUnit" },
        { line: 3, id: "x-4", field: "country", message: "validation.invalidFactorCountry" },
        { line: 3, id: "x-4", field: "sourceUrl", message: "validation.invalidUrl" },
        { line: 4, id: "x-5", field: "scope", message: "validation.scopeMismatch" },
      ]),
    )
  })

  it("refuses a file without a needed column", () => {
    expect(decodeFactorCsv("id,name\nx,y\n").errors.map((e) => e.field)).toContain("value")
  })

  it("writes a factor back as a file row", async () => {
    const { records } = parseCsv(await fixture())
    const row = records.find((r) => r.values.id === "desnz-2024-diesel-avg-biofuel-liters")?.values
    const factor = Schema.decodeUnknownSync(EmissionFactorCsvRow)(row)
    expect(Schema.encodeSync(EmissionFactorCsvRow)(factor)).toEqual(row)
  })
})
