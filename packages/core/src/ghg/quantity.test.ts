import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { exact, toDecimalString } from "../units/exact.js"
import {
  carbonMassUnits,
  convertExact,
  dimensionOf,
  dimensions,
  formatCarbon,
  quantitiesEqual,
  rowQuantity,
  RowUnitSchema,
  roundCarbon,
  rowUnits,
  unitsOfDimension,
  toKgCO2e,
  fromKgCO2e,
} from "./quantity.js"
import { Schema } from "effect"

/** A decimal with up to 6 decimals, as people type amounts: exact, negative ones too. */
const decimal = fc
  .tuple(fc.bigInt({ min: -(10n ** 15n), max: 10n ** 15n }), fc.integer({ min: 0, max: 6 }))
  .map(([digits, decimals]) => exact(`${digits}e-${decimals}`))

const sameDimensionPair = fc
  .constantFrom(...dimensions)
  .chain((d) => fc.tuple(fc.constantFrom(...unitsOfDimension(d)), fc.constantFrom(...unitsOfDimension(d))))

describe("row units", () => {
  it("convert exactly where binary floating point would show", () => {
    // 2 GJ = 2000 MJ ÷ 3.6 MJ/kWh = 5000/9 kWh = 555.555… kWh: kept as a fraction, rounded only when shown.
    expect(convertExact(exact(2), "GJ", "kWh")).toEqual({ n: 5000n, d: 9n })
    expect(toDecimalString(convertExact(exact(2), "GJ", "kWh"), 3)).toBe("555.556")
    // 0.1 MWh + 0.2 MWh in kWh: 300, not 300.00000000000006.
    expect(toDecimalString(convertExact(exact("0.3"), "MWh", "kWh"))).toBe("300")
    expect(toDecimalString(convertExact(exact(1234.5), "liters", "m3"))).toBe("1.2345")
    expect(toDecimalString(convertExact(exact("2.5"), "M€", "k€"))).toBe("2500")
    expect(toDecimalString(convertExact(exact(3200), "kg", "t"))).toBe("3.2")
    expect(() => convertExact(exact(1), "km", "passenger-km")).toThrow(RangeError)
    expect(quantitiesEqual(rowQuantity(1, "MWh"), rowQuantity(1000, "kWh"))).toBe(true)
    expect(quantitiesEqual(rowQuantity(1, "km"), rowQuantity(1, "passenger-km"))).toBe(false)
  })

  it("round-trip exactly between any two units of a dimension (property)", () => {
    fc.assert(
      fc.property(decimal, sameDimensionPair, (amount, [a, b]) => {
        expect(convertExact(convertExact(amount, a, b), b, a)).toEqual(amount)
      }),
    )
  })

  it("convert transitively: a → b → c equals a → c (property)", () => {
    const triple = fc.constantFrom(...dimensions).chain((d) => {
      const unit = fc.constantFrom(...unitsOfDimension(d))
      return fc.tuple(unit, unit, unit)
    })
    fc.assert(
      fc.property(decimal, triple, (amount, [a, b, c]) => {
        expect(convertExact(convertExact(amount, a, b), b, c)).toEqual(convertExact(amount, a, c))
      }),
    )
  })

  it("carbon masses round-trip between g, kg and t (property)", () => {
    fc.assert(
      fc.property(decimal, fc.constantFrom(...carbonMassUnits), (kg, unit) => {
        expect(toKgCO2e(fromKgCO2e(kg, unit), unit)).toEqual(kg)
      }),
    )
  })

  it("round emissions once, to the gram, half away from zero", () => {
    expect(formatCarbon(exact("3102.039255"), "kgCO2e")).toBe("3102.039")
    expect(formatCarbon(exact("3102.039255"), "tCO2e")).toBe("3.102039")
    expect(roundCarbon(exact("0.0005"), "kgCO2e")).toBe(0.001)
    expect(roundCarbon(exact("-0.0005"), "kgCO2e")).toBe(-0.001)
    expect(formatCarbon(exact("412.5"), "gCO2e")).toBe("412500")
  })

  it("every unit has one dimension, and the Schema reads the publishers' spellings", () => {
    for (const unit of rowUnits) expect(unitsOfDimension(dimensionOf(unit))).toContain(unit)
    const decode = Schema.decodeUnknownSync(RowUnitSchema)
    expect(decode("litres")).toBe("liters")
    expect(decode(" passenger.km ")).toBe("passenger-km")
    expect(decode("tonnes")).toBe("t")
    expect(() => decode("gallons")).toThrow()
  })
})
