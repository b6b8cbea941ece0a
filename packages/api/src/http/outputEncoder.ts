import { isDeepStrictEqual } from "node:util"
import { Either, Option, type ParseResult, Schema, SchemaAST as AST } from "effect"

/**
 * A procedure's answer encoded with its output Schema, fast (decision 035): the Schema's
 * syntax tree compiled once into plain functions that do what Effect's encoder does for the shapes
 * our answers are made of (structs, records, arrays and tuples, unions, literals, primitives,
 * refinements): check every value, keep only the fields the contract names, copy. Anything else (a
 * transformation, a declaration, a recursive Schema) is handed to Effect's own encoder for that part.
 * Effect's encoder walks the same tree through its general machinery on every call; for report.get's
 * 50 kB answer that took longer than `JSON.stringify` of it.
 *
 * On a value the Schema refuses, the compiled function answers `refused` and the caller asks Effect
 * for the error message. The API tests run both encoders on every answer and fail on any difference
 * (`compareOutputEncodersWithEffect`).
 */
const refused: unique symbol = Symbol("refused")
type Encode = (input: unknown) => unknown

const isRecord = (input: unknown): input is Record<string, unknown> =>
  typeof input === "object" && input !== null && !Array.isArray(input)

const viaEffect = (ast: AST.AST): Encode => {
  const encode = Schema.encodeUnknownEither(Schema.make(ast))
  return (input) => {
    const result = encode(input)
    return Either.isRight(result) ? result.right : refused
  }
}

const check =
  (predicate: (input: unknown) => boolean): Encode =>
  (input) =>
    predicate(input) ? input : refused

const compileTypeLiteral = (ast: AST.TypeLiteral): Encode => {
  if (ast.propertySignatures.length === 0 && ast.indexSignatures.length === 0) {
    return check((input) => input !== null && input !== undefined)
  }
  if (ast.propertySignatures.some((ps) => typeof ps.name !== "string")) return viaEffect(ast)
  if (ast.indexSignatures.some((is) => !isStringKey(is.parameter))) return viaEffect(ast)
  const properties = ast.propertySignatures.map(
    (ps) => [ps.name as string, ps.isOptional, compile(ps.type)] as const,
  )
  const declared = new Set(properties.map(([name]) => name))
  const indexes = ast.indexSignatures.map((is) => [compile(is.parameter), compile(is.type)] as const)
  return (input) => {
    if (!isRecord(input)) return refused
    const output: Record<string, unknown> = {}
    for (const [name, isOptional, encode] of properties) {
      const hasKey = Object.prototype.hasOwnProperty.call(input, name)
      if (!hasKey && isOptional) continue
      const value = encode(input[name])
      if (value === refused) return refused
      output[name] = value
    }
    for (const [encodeKey, encode] of indexes) {
      for (const key of Object.keys(input)) {
        // As Effect does: a key the index does not accept is left out, not refused.
        if (encodeKey(key) === refused) continue
        const value = encode(input[key])
        if (value === refused) return refused
        if (!declared.has(key)) output[key] = value
      }
    }
    return output
  }
}

/** Index keys read with `Object.keys`: strings, possibly refined. */
const isStringKey = (parameter: AST.AST): boolean =>
  parameter._tag === "StringKeyword" || (parameter._tag === "Refinement" && isStringKey(parameter.from))

const compileTuple = (ast: AST.TupleType): Encode => {
  if (ast.rest.length > 1) return viaEffect(ast)
  const elements = ast.elements.map((element) => [element.isOptional, compile(element.type)] as const)
  const rest = ast.rest.length === 1 ? compile(ast.rest[0]!.type) : null
  return (input) => {
    if (!Array.isArray(input)) return refused
    if (!rest && input.length > elements.length) return refused
    const output: unknown[] = []
    for (let i = 0; i < elements.length; i++) {
      const [isOptional, encode] = elements[i]!
      if (i >= input.length) {
        if (isOptional) continue
        return refused
      }
      const value = encode(input[i])
      if (value === refused) return refused
      output.push(value)
    }
    if (rest) {
      for (let i = elements.length; i < input.length; i++) {
        const value = rest(input[i])
        if (value === refused) return refused
        output.push(value)
      }
    }
    return output
  }
}

const compileUnion = (ast: AST.Union): Encode => {
  const members = ast.types.map(compile)
  return (input) => {
    for (const encode of members) {
      const value = encode(input)
      if (value !== refused) return value
    }
    return refused
  }
}

const compileRefinement = (ast: AST.Refinement): Encode => {
  const from = compile(ast.from)
  return (input) => {
    const value = from(input)
    if (value === refused) return refused
    return Option.isNone(ast.filter(input, AST.defaultParseOption, ast)) ? value : refused
  }
}

const compiled = new WeakMap<AST.AST, Encode>()

const compile = (ast: AST.AST): Encode => {
  const known = compiled.get(ast)
  if (known) return known
  const encode = compileNode(ast)
  compiled.set(ast, encode)
  return encode
}

const compileNode = (ast: AST.AST): Encode => {
  switch (ast._tag) {
    case "Literal": {
      const literal = ast.literal
      return check((input) => input === literal)
    }
    case "StringKeyword":
      return check((input) => typeof input === "string")
    case "NumberKeyword":
      return check((input) => typeof input === "number")
    case "BooleanKeyword":
      return check((input) => typeof input === "boolean")
    case "UndefinedKeyword":
    case "VoidKeyword":
      return check((input) => input === undefined)
    case "UnknownKeyword":
    case "AnyKeyword":
      return (input) => input
    case "TypeLiteral":
      return compileTypeLiteral(ast)
    case "TupleType":
      return compileTuple(ast)
    case "Union":
      return compileUnion(ast)
    case "Refinement":
      return compileRefinement(ast)
    default:
      return viaEffect(ast)
  }
}

/**
 * Encodes `output` with `schema`: the encoded value, or Effect's error when the Schema refuses it
 * (the slow path, only for answers that break the contract). Where the comparison is on (the API
 * tests), Effect encodes every answer too and a difference throws.
 */
export const encodeOutput = <A, I>(
  schema: Schema.Schema<A, I, never>,
  output: unknown,
): Either.Either<unknown, ParseResult.ParseError> => {
  const value = compile(schema.ast)(output)
  if (comparingWithEffect) compareWithEffect(schema, output, value)
  return value === refused ? Schema.encodeUnknownEither(schema)(output) : Either.right(value)
}

let comparingWithEffect = false

/**
 * From now on, every answer is also encoded by Effect and a difference fails the call: the API
 * tests' setup turns this on, so the whole test suite checks the compiled encoder on real answers.
 */
export const compareOutputEncodersWithEffect = () => {
  comparingWithEffect = true
}

export const isComparingOutputEncoders = () => comparingWithEffect

const compareWithEffect = <A, I>(schema: Schema.Schema<A, I, never>, output: unknown, value: unknown) => {
  const effect = Schema.encodeUnknownEither(schema)(output)
  const same = Either.isRight(effect) ? isDeepStrictEqual(value, effect.right) : value === refused
  if (!same) {
    throw new Error(
      `the compiled output encoder differs from Effect's (${Either.isRight(effect) ? "Effect accepts" : "Effect refuses"} the answer)`,
    )
  }
}
