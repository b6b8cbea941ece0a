import { describe, expect, it } from "vitest"
import { taxonomyWasteTypes } from "./taxonomyConcepts.generated.js"
import { wasteCodesWithOwnNames, wasteTypeLabels } from "./wasteNames.js"

describe("wasteTypeLabels", () => {
  it("names only codes the taxonomy has", () => {
    const codes = new Set(taxonomyWasteTypes.map(([, code]) => code))
    expect(wasteCodesWithOwnNames.filter((code) => !codes.has(code))).toEqual([])
  })

  it("says in the interface language whether a waste is hazardous, and names common wastes in it", () => {
    const fi = new Map(wasteTypeLabels("fi").map((w) => [w.code, w]))
    expect(fi.get("150101")).toMatchObject({
      label: "15 01 01 · Tavanomainen jäte · Paperi- ja kartonkipakkaukset",
      nameLanguage: "fi",
    })
    expect(fi.get("200121")?.label).toBe(
      "20 01 21 · Vaarallinen jäte · Loisteputket ja muu elohopeaa sisältävä jäte",
    )
    const sv = new Map(wasteTypeLabels("sv").map((w) => [w.code, w]))
    expect(sv.get("200301")?.label).toBe("20 03 01 · Icke-farligt avfall · Blandat kommunalt avfall")
    const en = new Map(wasteTypeLabels("en").map((w) => [w.code, w]))
    expect(en.get("150101")?.label).toBe("15 01 01 · Non-hazardous · Paper and cardboard packaging")
  })

  it("keeps the English name, marked as English, where no Finnish one is at hand", () => {
    const uncommon = wasteTypeLabels("fi").find((w) => w.code === "010101")
    expect(uncommon).toMatchObject({ nameLanguage: "en" })
    expect(uncommon?.label).toMatch(
      /^01 01 01 · Tavanomainen jäte · Wastes from mineral metalliferous excavation$/,
    )
    expect(wasteTypeLabels("fi")).toHaveLength(taxonomyWasteTypes.length)
  })
})
