import { Either, ParseResult, Schema } from "effect"
import { describe, expect, it } from "vitest"
import { Narrative } from "../vsme/answers.js"
import { hasNoMarkup, singleLineText } from "./companyText.js"

const messages = (schema: Schema.Schema.AnyNoContext, input: unknown) => {
  const result = Schema.decodeUnknownEither(schema, { errors: "all" })(input)
  if (Either.isRight(result)) return []
  return ParseResult.ArrayFormatter.formatErrorSync(result.left).map((i) => i.message)
}

describe("the markup filter of plain-text answers (issue 15)", () => {
  it.each([
    "<_:script src=//evil.example>",
    "<:svg onload=alert(1)>",
    "<1img>",
    "x<-y",
    "<script>",
    "</b>",
    "<!-- note -->",
    "&lt;script&gt;",
  ])("refuses %j: '<' followed by any non-space character, or a character reference", (text) => {
    expect(hasNoMarkup(text)).toBe(false)
    expect(messages(singleLineText(200), text)).toEqual(["validation.htmlNotAllowed"])
    expect(messages(Narrative(1000), `Our policy\n${text}`)).toEqual(["validation.htmlNotAllowed"])
  })

  it.each(["a < b", "Smith & Sons < Co", "the end <", "<", "emissions fell\n< 5 %"])(
    "keeps %j, where '<' is followed by white space or nothing",
    (text) => {
      expect(hasNoMarkup(text)).toBe(true)
      expect(messages(Narrative(1000), text)).toEqual([])
    },
  )
})
