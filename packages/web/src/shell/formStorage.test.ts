import { describe, expect, it } from "vitest"
import { clearFormStorage } from "./formStorage.js"

const memoryStorage = (entries: Record<string, string>) => {
  const map = new Map(Object.entries(entries))
  return {
    get length() {
      return map.size
    },
    key: (i: number) => [...map.keys()][i] ?? null,
    removeItem: (key: string) => void map.delete(key),
    keys: () => [...map.keys()],
  }
}

describe("clearFormStorage", () => {
  it("removes every vsme.form.* key and keeps the others", () => {
    const storage = memoryStorage({
      "vsme.form.report-1": "{}",
      locale: "fi",
      "vsme.form.report-2": "{}",
      "vsme.formish": "x",
      activeAccountId: "a",
    })
    clearFormStorage(storage)
    expect(storage.keys().sort()).toEqual(["activeAccountId", "locale", "vsme.formish"])
  })
})
