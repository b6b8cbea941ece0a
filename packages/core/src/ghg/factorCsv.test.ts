import { Either, ParseResult, Schema } from "effect"
import { describe, expect, it } from "vitest"
import { decodeFactorCsv, EmissionFactorCsvRow, factorCsvColumns, parseCsv } from "./factorCsv.js"
import { readFixture } from "../testing/readFixture.js"

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
        {
          line: 5,
          id: "x-1",
          field: "id",
          message: "validation.duplicateFactorId",
          values: { line: 2 },
        },
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

  it("reads Excel's Nordic CSV: semicolons, decimal commas, header names in any case and order", () => {
    const columns = [...factorCsvColumns].reverse().map((c, i) => (i % 2 ? c.toUpperCase() : c))
    const cells: Record<string, string> = {
      id: "x-1",
      rowType: "fuel",
      scope: "1",
      scope3Category: "",
      name: "Diesel; per liter",
      value: "2,51279",
      massUnit: "kgCO2e",
      denominatorUnit: "liters",
      validFor: "2024",
      country: "GB",
      sourceName: "DESNZ",
      sourceUrl: "https://www.gov.uk/x",
      sourceNotes: "note",
    }
    const row = [...factorCsvColumns]
      .reverse()
      .map((c) => (c === "name" ? `"${cells[c]}"` : cells[c]))
      .join(";")
    const text = `\uFEFF${columns.join(";")}\r\n${row}\r\n`
    const { factors, errors } = decodeFactorCsv(text)
    expect(errors).toEqual([])
    expect(factors[0]).toMatchObject({ id: "x-1", name: "Diesel; per liter", value: 2.51279 })
    // Told otherwise, a decimal comma is refused: nothing is guessed against the caller's word.
    expect(decodeFactorCsv(text, { decimal: "." }).errors).toEqual([
      { line: 2, id: "x-1", field: "value", message: "validation.invalidNumber" },
    ])
    // A comma-separated file never reads `1,5` as a number: there the comma separates fields.
    expect(decodeFactorCsv(text, { delimiter: "," }).errors[0]?.message).toBe(
      "validation.missingFactorColumn",
    )
  })

  it("names each missing column once, on line 1", () => {
    expect(decodeFactorCsv("ID;Name\nx;y\n").errors).toContainEqual({
      line: 1,
      id: "",
      field: "value",
      message: "validation.missingFactorColumn",
      values: { column: "value" },
    })
  })

  it("takes off the apostrophe an export puts before formula-like text", () => {
    const header = factorCsvColumns.join(",")
    const row = "x-1,fuel,1,,'=HYPERLINK(1),2.5,kgCO2e,liters,2024,GB,DESNZ,https://www.gov.uk/x,'-note"
    expect(decodeFactorCsv(`${header}\n${row}\n`).factors[0]).toMatchObject({
      name: "=HYPERLINK(1)",
      sourceNotes: "-note",
    })
  })
})
