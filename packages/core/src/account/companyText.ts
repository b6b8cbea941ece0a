import { ParseResult, Schema } from "effect"
import { withMessage } from "../validation/messages.js"

/**
 * C0 and C1 control characters, zero-width and bidirectional-override characters: invisible in a
 * form, yet they break exports and can make a name display as something else ("trojan source").
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const invisible = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2060-\u2064\ufeff]/

/** Whether text is free of control and invisible formatting characters. */
export const hasNoControlCharacters = (text: string) => !invisible.test(text)

/**
 * Something that looks like HTML: `<` followed by anything but white space, or a character reference
 * (`&amp;`, `&#60;`). Any character after `<`, not only letters: parsers of XML-ish dialects take
 * `<_:script` or `<:svg` as elements too, and a list of tag-name characters is one more thing to get
 * wrong (issue 15). "Smith & Sons", "A < B" and a closing "<" pass; names and answers are shown in
 * e-mails, spreadsheets and reports, where markup would be a way to inject content. Outputs escape
 * anyway: this is defence in depth.
 */
const markup = /<\S|&#?[a-z0-9]+;/i

/** Whether text contains no HTML markup. */
export const hasNoMarkup = (text: string) => !markup.test(text)

/**
 * One line of text as people type it: trimmed, at most `max` characters, without control characters
 * or HTML markup. Refusals carry the catalogue keys `validation.tooLong`, `validation.controlCharacters`
 * and `validation.htmlNotAllowed`.
 */
export const singleLineText = (max: number) =>
  Schema.Trim.pipe(
    Schema.maxLength(max, withMessage("validation.tooLong")),
    Schema.filter(hasNoControlCharacters, withMessage("validation.controlCharacters")),
    Schema.filter(hasNoMarkup, withMessage("validation.htmlNotAllowed")),
  )

/** Like `singleLineText`, and not blank ("Cannot be empty", spec §5). */
export const requiredText = (max: number) =>
  singleLineText(max).pipe(Schema.minLength(1, withMessage("validation.cannotBeEmpty")))

const NullOrString = Schema.NullOr(Schema.String).annotations({
  message: () => ({ message: "validation.invalidValue", override: true }),
})

/**
 * An optional field: null, or an empty or blank string (what an empty form field sends), is null;
 * anything else must pass `schema`, and its refusal is reported as is (not as "expected null").
 */
export const optionalField = <A, I extends string>(schema: Schema.Schema<A, I, never>) =>
  Schema.transformOrFail(NullOrString, Schema.NullOr(Schema.typeSchema(schema)), {
    strict: true,
    decode: (text, options) =>
      text === null || text.trim() === ""
        ? ParseResult.succeed(null)
        : ParseResult.decodeUnknown(schema)(text, options),
    encode: (value, options) =>
      value === null ? ParseResult.succeed(null) : ParseResult.encodeUnknown(schema)(value, options),
  })
