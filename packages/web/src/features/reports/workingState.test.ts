import { describe, expect, it } from "vitest"
import { clampStep } from "./formItems.js"
import { initialWorkingState, loadWorkingState, storeWorkingState, workingStateKey } from "./workingState.js"

const memoryStorage = () => {
  const items = new Map<string, string>()
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    items,
  }
}

describe("the report form's working state", () => {
  it("survives a reload", () => {
    const storage = memoryStorage()
    const state = {
      ...initialWorkingState("r1", "fi"),
      currentQuestion: "NumberOfEmployees",
      currentStep: 7,
      answers: { NumberOfEmployees: { draft: "12", basedOnVersion: 0, dirty: true } },
      isSaving: true,
    }
    storeWorkingState(storage, state)
    // A save in flight did not finish as far as the reloaded page knows.
    expect(loadWorkingState(storage, "r1", "fi")).toEqual({ ...state, isSaving: false })
  })

  it("drops what does not decode or belongs to another report", () => {
    const storage = memoryStorage()
    storage.setItem(workingStateKey("r1"), "{not json")
    expect(loadWorkingState(storage, "r1", "en")).toEqual(initialWorkingState("r1", "en"))
    storage.setItem(
      workingStateKey("r2"),
      JSON.stringify({ ...initialWorkingState("r1", "en"), currentStep: "x" }),
    )
    expect(loadWorkingState(storage, "r2", "en")).toEqual(initialWorkingState("r2", "en"))
  })

  it("clamps the step between 0 and the last one (spec §4)", () => {
    expect(clampStep(-3, 10)).toBe(0)
    expect(clampStep(42, 10)).toBe(9)
    expect(clampStep(Number.NaN, 10)).toBe(0)
    expect(clampStep(4.7, 10)).toBe(4)
  })
})
