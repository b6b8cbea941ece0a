import { describe, expect, it } from "vitest"
import { findQuestion } from "@vsme/core"
import { rememberedValidity } from "./answerValidity.js"
import type { AnswerRow } from "./reportRepo.js"

const row = (version: number, updatedAt: string): AnswerRow => ({
  report_id: "00000000-0000-4000-8000-000000000001",
  question_id: "NumberOfEmployees",
  status: "answered",
  value: 5,
  skip_reason: null,
  version,
  updated_by: null,
  updated_at: updatedAt,
})

describe("rememberedValidity", () => {
  it("decodes a stored answer once per version and time of writing, and again when either changes", () => {
    const q = findQuestion("NumberOfEmployees")!
    let decodes = 0
    const decode = () => {
      decodes++
      return true
    }
    const first = row(3, "2026-12-01T10:00:00.000Z")
    expect(rememberedValidity([first], true)(q, 5, decode)).toBe(true)
    expect(rememberedValidity([first], true)(q, 5, decode)).toBe(true)
    expect(decodes).toBe(1)
    rememberedValidity([row(4, "2026-12-01T10:00:00.000Z")], true)(q, 5, decode)
    // Cleared and saved again: version 3 anew, but written at another time.
    rememberedValidity([row(3, "2026-12-01T11:00:00.000Z")], true)(q, 5, decode)
    rememberedValidity([first], false)(q, 5, decode)
    expect(decodes).toBe(4)
    // The same row object again (a kept answer), in either module: remembered, not decoded again.
    rememberedValidity([first], false)(q, 5, decode)
    rememberedValidity([first], true)(q, 5, decode)
    expect(decodes).toBe(4)
  })
})
