import { Option } from "effect"
import { beforeAll, describe, expect, it } from "vitest"
import { toDecimalString } from "../units/exact.js"
import { biogenicCO2Kg } from "./biogenic.js"
import type { CalculationRowFields } from "./CalculationRow.js"
import { copyFactor, type EmissionFactor, factorName, latestAvailableYear } from "./EmissionFactor.js"
import { calculate } from "./engine.js"
import { decodeFactorCsv } from "./factorCsv.js"
import { decodeFactorTranslations, supersededByFinnishSet, translateFactor } from "./factorTranslations.js"
import { overlappingVersions } from "./factorVersions.js"
import { readFixture } from "../testing/readFixture.js"
import { factorsFor, selectFactor } from "./selection.js"

let finnish: ReadonlyArray<EmissionFactor>
let library: ReadonlyArray<EmissionFactor>
beforeAll(async () => {
  const shipped = decodeFactorCsv(await readFixture("ghg/emission-factors.csv"))
  const fi = decodeFactorCsv(await readFixture("ghg/fi-emission-factors.csv"))
  const translations = decodeFactorTranslations(await readFixture("ghg/factor-translations.csv"))
  expect(shipped.errors).toEqual([])
  expect(fi.errors).toEqual([])
  expect(translations.errors).toEqual([])
  const byId = new Map(translations.translations.map((t) => [t.id, t]))
  // Every factor shipped before has its translation.
  expect(shipped.factors.filter((f) => !byId.has(f.id)).map((f) => f.id)).toEqual([])
  finnish = fi.factors
  library = [
    ...shipped.factors
      .filter((f) => !supersededByFinnishSet.includes(f.id))
      .map((f) => translateFactor(f, byId.get(f.id)!)),
    ...finnish,
  ]
})

const byId = (id: string) => library.find((f) => f.id === id) as EmissionFactor
const offered = (year: number, rowType: EmissionFactor["rowType"]) =>
  factorsFor(library, { year, country: "FI", rowType })

describe("the Finnish factor set", () => {
  it("names, publishes, dates and sources every factor, and marks secondary and CO2-only ones", () => {
    expect(finnish.length).toBeGreaterThan(60)
    for (const f of library) {
      expect(f.names?.fi, f.id).toBeTruthy()
      expect(f.names?.sv, f.id).toBeTruthy()
      expect(f.publisher, f.id).toBeTruthy()
      expect(f.method, f.id).toBeTruthy()
      expect(f.sourceUrl, f.id).toMatch(/^https?:\/\//)
      expect(["primary", "secondary"]).toContain(f.sourceKind)
      expect(["CO2e", "CO2"]).toContain(f.gases)
    }
    expect(byId("fi-energiavirasto-2023-residual-mix")).toMatchObject({ sourceKind: "primary", gases: "CO2" })
    expect(byId("fi-aib-2024-residual-mix")).toMatchObject({ sourceKind: "secondary", gases: "CO2" })
    expect(factorName(byId("fi-statfi-2015-light-fuel-oil-liters"), "fi")).toBe(
      "Kevyt polttoöljy (lämmitysöljy), litra",
    )
    expect(factorName(byId("desnz-2024-gas-oil-liters"), "sv")).toMatch(/^Lätt brännolja/)
  })

  it("has no two versions of one factor valid in the same year", () => {
    const clashes = library.filter((f) => overlappingVersions(f, library).length > 0).map((f) => f.id)
    expect(clashes).toEqual([])
  })

  it("takes the residual mix of the year, else the latest earlier one, never a later one", () => {
    const mix = byId("fi-energiavirasto-2023-residual-mix")
    const pick = (year: number) =>
      Option.getOrNull(Option.map(selectFactor(library, mix, { year, country: "FI" }), (f) => f.id))
    expect(pick(2023)).toBe("fi-energiavirasto-2023-residual-mix")
    expect(pick(2024)).toBe("fi-aib-2024-residual-mix")
    expect(pick(2025)).toBe("aib-2025-residual-mix-fi")
    expect(pick(2026)).toBe("aib-2025-residual-mix-fi")
    // 2020 is not sourced: the 2019 figure is the latest available.
    expect(pick(2020)).toBe("fi-energiavirasto-2019-residual-mix")
    expect(pick(2015)).toBeNull()
    expect(latestAvailableYear(byId("fi-energiavirasto-2019-residual-mix").validFor, 2020)).toBe(2019)
  })

  it("offers a Finnish SME in 2025 electricity, district heat, heating oil, diesel and petrol", () => {
    const electricity = offered(2025, "electricity")
    const location = electricity.filter((f) => f.scope2Basis === "location")
    const market = electricity.filter((f) => f.scope2Basis === "market")
    expect(location.map((f) => f.id)).toContain("eea-2024-electricity-fi-location")
    expect(location.map((f) => f.id)).toContain("motiva-2014-district-heat-fi-chp")
    expect(market.map((f) => f.id)).toEqual(
      expect.arrayContaining(["aib-2025-residual-mix-fi", "fi-helen-2023-district-heat-sold"]),
    )
    // One version per factor: no older residual mix beside the 2025 one.
    expect(market.filter((f) => f.name.startsWith("Electricity residual mix, Finland"))).toHaveLength(1)
    const fuels = offered(2025, "fuel").map((f) => factorName(f, "fi"))
    for (const word of ["Kevyt polttoöljy", "Dieselöljy", "Moottoribensiini", "Pakettiauto, diesel"])
      expect(
        fuels.some((name) => name.startsWith(word)),
        word,
      ).toBe(true)
    const other = offered(2025, "other")
    for (const category of [1, 3, 4, 5, 6, 7])
      expect(
        other.some((f) => f.scope3Category === category),
        `category ${category}`,
      ).toBe(true)
  })

  it("computes scope 2 location- and market-based, with and without guarantees of origin", () => {
    const row = (marketBasedFactor: CalculationRowFields["marketBasedFactor"]): CalculationRowFields => ({
      type: "electricity",
      title: "Office electricity",
      amount: 120,
      unit: "MWh",
      notes: "",
      factor: copyFactor(byId("eea-2024-electricity-fi-location")),
      marketBasedFactor,
      scope3Category: null,
    })
    const residual = calculate({
      rows: [row(copyFactor(byId("aib-2025-residual-mix-fi")))],
      carbonUnit: "kgCO2e",
    })
    // 120 000 kWh × 27 g = 3 240 kg location-based; × 352.45 g = 42 294 kg market-based.
    expect(residual.totals.scope2LocationBased).toBe(3240)
    expect(residual.totals.scope2MarketBased).toBe(42294)
    const guarantees = calculate({
      rows: [
        row({
          kind: "custom",
          value: 0,
          massUnit: "gCO2e",
          denominatorUnit: "kWh",
          sourceNote: "GO certificate",
        }),
      ],
      carbonUnit: "kgCO2e",
    })
    expect(guarantees.totals.scope2LocationBased).toBe(3240)
    expect(guarantees.totals.scope2MarketBased).toBe(0)
  })

  it("keeps the biogenic CO2 of wood out of scope 1 and reports it beside", () => {
    const pellets: CalculationRowFields = {
      type: "fuel",
      title: "Pellet boiler",
      amount: 10,
      unit: "GJ",
      notes: "",
      factor: copyFactor(byId("ipcc-2006-wood-pellets-gj")),
      marketBasedFactor: null,
      scope3Category: null,
    }
    expect(calculate({ rows: [pellets] }).totals.scope1).toBe(0)
    expect(toDecimalString(biogenicCO2Kg([pellets]), 3)).toBe("1120")
  })
})
