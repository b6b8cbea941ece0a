import { describe, expect, it } from "vitest"
import { answerCell, text, type CellContext } from "./cells.js"

const ctx: CellContext = { locale: "fi", currency: "EUR", tableUnits: { mass: "t" } }

describe("answerCell", () => {
  it("types dates as dates, shares as percentages, years and counts as whole numbers", () => {
    expect(answerCell({ kind: "date" }, "2026-03-31", ctx).cell).toEqual({
      kind: "date",
      value: new Date(Date.UTC(2026, 2, 31)),
      format: "yyyy-mm-dd",
    })
    expect(answerCell({ kind: "percentage" }, 42.5, ctx)).toEqual({
      cell: { kind: "number", value: 0.425, format: "0.0#%" },
      unit: "%",
    })
    expect(answerCell({ kind: "year" }, 2030, ctx).cell).toMatchObject({ value: 2030, format: "0" })
    expect(answerCell({ kind: "number", unit: "count", integer: true }, 3, ctx)).toEqual({
      cell: { kind: "number", value: 3, format: "0" },
      unit: "kpl",
    })
  })

  it("gives amounts the table's unit and quantities their own, written as people write them", () => {
    expect(answerCell({ kind: "amount", quantity: "mass" }, 1.5, ctx).unit).toBe("t")
    expect(answerCell({ kind: "quantity", quantity: "volume" }, { amount: 3400, unit: "m3" }, ctx)).toEqual({
      cell: { kind: "number", value: 3400 },
      unit: "m³",
    })
  })

  it("labels members in the export's language and keeps codes", () => {
    expect(answerCell({ kind: "enum", members: ["HeadcountMember"] }, "HeadcountMember", ctx).cell).toEqual({
      kind: "text",
      value: "Henkilömäärä",
    })
    expect(
      answerCell({ kind: "codeList", list: "country", multiple: true }, ["FI", "EE"], ctx).cell,
    ).toMatchObject({ value: "FI; EE" })
    expect(answerCell({ kind: "coordinates" }, { latitude: -33.9, longitude: 18.4 }, ctx).cell).toMatchObject(
      {
        // As entered: no decimals added or rounded away.
        value: "'-33.9,18.4",
      },
    )
  })

  it("shows a value of the wrong shape as text rather than failing the export", () => {
    expect(answerCell({ kind: "quantity", quantity: "energy" }, 12, ctx).cell).toEqual({
      kind: "text",
      value: "12",
    })
    expect(answerCell({ kind: "boolean" }, null, ctx)).toEqual({ cell: null, unit: "" })
  })
})

describe("text", () => {
  it.each(["=1+1", "+358 40 123", "-5 %", "@SUM(A1)", "\tcmd", "\rcmd"])("neutralises %j", (value) => {
    expect(text(value)).toMatchObject({ value: `'${value}` })
  })
  it("leaves ordinary text alone and wraps multi-line text", () => {
    expect(text("Helsinki 1 = 1")).toEqual({ kind: "text", value: "Helsinki 1 = 1" })
    expect(text("a\nb")).toEqual({ kind: "text", value: "a\nb", wrap: true })
  })
})
