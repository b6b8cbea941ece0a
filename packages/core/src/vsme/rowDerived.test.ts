import { describe, expect, it } from "vitest"
import type { TableQuestion } from "./Question.js"
import { findQuestion } from "./questions.js"
import { derivedRowValues } from "./rowDerived.js"

const table = (id: string) => findQuestion(id) as TableQuestion

describe("derivedRowValues", () => {
  it("totals a waste row by mass and by volume, a missing part counting as none", () => {
    const waste = table("WasteGeneratedTable")
    expect(
      derivedRowValues(waste, {
        key: "x",
        values: { WasteDivertedToRecycleOrReuseMass: 0.1, WasteDirectedToDisposalMass: 0.2 },
      }),
    ).toEqual({
      TotalWasteRecycledReusedAndDirectedToDisposalMass: 0.3,
      TotalWasteRecycledReusedAndDirectedToDisposalVolume: null,
    })
    expect(
      derivedRowValues(waste, { key: "x", values: { WasteDirectedToDisposalVolume: 4 } })
        .TotalWasteRecycledReusedAndDirectedToDisposalVolume,
    ).toBe(4)
  })

  it("totals a GHG target row like B3 does, market-based and scope 3 totals only with their parts", () => {
    const targets = table("GreenhouseGasEmissionReductionTargetsAbstract")
    const values = {
      GrossScope1GreenhouseGasEmissions: 10.5,
      GrossLocationBasedScope2GreenhouseGasEmissions: 4.25,
    }
    expect(derivedRowValues(targets, { key: "BaselineYearMember", values })).toEqual({
      TotalGrossLocationBasedScope1AndScope2GHGEmissions: 14.75,
      TotalGrossMarketBasedScope1AndScope2GHGEmissions: null,
      TotalGrossLocationBasedGHGEmissions: null,
      TotalGrossMarketBasedGHGEmissions: null,
    })
    expect(
      derivedRowValues(targets, {
        key: "TargetYearMember",
        values: {
          ...values,
          GrossMarketBasedScope2GreenhouseGasEmissions: 1,
          GrossScope3GreenhouseGasEmissions: 100,
        },
      }),
    ).toEqual({
      TotalGrossLocationBasedScope1AndScope2GHGEmissions: 14.75,
      TotalGrossMarketBasedScope1AndScope2GHGEmissions: 11.5,
      TotalGrossLocationBasedGHGEmissions: 114.75,
      TotalGrossMarketBasedGHGEmissions: 111.5,
    })
    expect(derivedRowValues(targets, { key: "TargetYearMember", values: {} })).toMatchObject({
      TotalGrossLocationBasedScope1AndScope2GHGEmissions: null,
    })
  })

  it("sums the location-based parts given, as EFRAG's template does (G25, G46), a missing one as none", () => {
    const targets = table("GreenhouseGasEmissionReductionTargetsAbstract")
    const onlyScope1 = { GrossScope1GreenhouseGasEmissions: 75, GrossScope3GreenhouseGasEmissions: 100 }
    expect(derivedRowValues(targets, { key: "TargetYearMember", values: onlyScope1 })).toEqual({
      TotalGrossLocationBasedScope1AndScope2GHGEmissions: 75,
      TotalGrossMarketBasedScope1AndScope2GHGEmissions: null,
      TotalGrossLocationBasedGHGEmissions: 175,
      TotalGrossMarketBasedGHGEmissions: null,
    })
  })
})
