import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { finnishGeneralVatRate } from "./finnishVat.js"
import { formatCents, formatVatRate, vatOf } from "./money.js"

describe("invoice arithmetic", () => {
  it("computes the subscription's VAT exactly: 780,00 + VAT 25.5 % 198,90 = 978,90 EUR", () => {
    const net = 78_000
    const vat = vatOf(net, finnishGeneralVatRate("2026-11-23"))
    expect(vat).toBe(19_890)
    expect(formatCents(net)).toBe("780,00")
    expect(formatCents(vat)).toBe("198,90")
    expect(formatCents(net + vat)).toBe("978,90")
    expect(formatCents(net + vat, ".")).toBe("978.90")
  })

  it("uses 24 % for supplies before 1 September 2024 and 25.5 % from that day", () => {
    expect(finnishGeneralVatRate("2024-08-31")).toBe(2400)
    expect(finnishGeneralVatRate("2024-09-01")).toBe(2550)
    expect(vatOf(78_000, 2400)).toBe(18_720)
  })

  it("rounds half a cent away from zero", () => {
    // 0,02 × 25.5 % = 0,0051 → 0,01; 0,01 × 25 % = 0,0025 → 0,00; 0,02 × 25 % = 0,005 → 0,01
    expect(vatOf(2, 2550)).toBe(1)
    expect(vatOf(1, 2500)).toBe(0)
    expect(vatOf(2, 2500)).toBe(1)
    expect(vatOf(-2, 2500)).toBe(-1)
  })

  it("never differs from the exact product by more than half a cent", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 12 }), fc.integer({ min: 0, max: 10_000 }), (net, rate) => {
        const exactTimesTenThousand = BigInt(net) * BigInt(rate)
        const diff = BigInt(vatOf(net, rate)) * 10_000n - exactTimesTenThousand
        expect(diff <= 5_000n && diff >= -5_000n).toBe(true)
      }),
    )
  })

  it("formats rates in their shortest exact form", () => {
    expect(formatVatRate(2550)).toBe("25,5")
    expect(formatVatRate(2550, ".")).toBe("25.5")
    expect(formatVatRate(2400)).toBe("24")
    expect(formatVatRate(1350)).toBe("13,5")
    expect(formatVatRate(1005)).toBe("10,05")
  })

  it("refuses fractions of a cent", () => {
    expect(() => formatCents(1.5)).toThrow(RangeError)
    expect(() => vatOf(0.5, 2550)).toThrow(RangeError)
  })
})
