import { Either, ParseResult, Schema } from "effect"
import {
  type EmissionFactor,
  FactorGases,
  FactorId,
  FactorNames,
  FactorSourceKind,
} from "./EmissionFactor.js"
import { parseCsv } from "./factorCsv.js"

/**
 * What `fixtures/ghg/factor-translations.csv` adds to a factor shipped before names were
 * translated (the DESNZ, EPA, IPCC, EEA, AIB and Motiva rows): its Finnish and Swedish names,
 * publisher, method, primary or secondary, and whether it is CO2 only.
 */
export const FactorTranslation = Schema.Struct({
  id: FactorId,
  names: FactorNames,
  publisher: Schema.Trim.pipe(Schema.minLength(1), Schema.maxLength(300)),
  method: Schema.Trim.pipe(Schema.minLength(1), Schema.maxLength(1000)),
  sourceKind: FactorSourceKind,
  gases: FactorGases,
})
export type FactorTranslation = typeof FactorTranslation.Type

/**
 * The translations file (columns id, nameFi, nameSv, publisher, method, sourceKind, gases), each row
 * checked; a row that does not decode is named with its line.
 */
export const decodeFactorTranslations = (
  text: string,
): { readonly translations: ReadonlyArray<FactorTranslation>; readonly errors: ReadonlyArray<string> } => {
  const decode = Schema.decodeUnknownEither(FactorTranslation)
  const translations: FactorTranslation[] = []
  const errors: string[] = []
  for (const { line, values } of parseCsv(text).records) {
    const result = decode({
      id: values.id,
      names: { fi: values.nameFi, sv: values.nameSv },
      publisher: values.publisher,
      method: values.method,
      sourceKind: values.sourceKind,
      gases: values.gases,
    })
    if (Either.isRight(result)) translations.push(result.right)
    else errors.push(`line ${line}: ${ParseResult.TreeFormatter.formatErrorSync(result.left)}`)
  }
  return { translations, errors }
}

/** A factor with its translation applied (names, publisher, method, kind, gases). */
export const translateFactor = (factor: EmissionFactor, translation: FactorTranslation): EmissionFactor => {
  const { id: _id, ...fields } = translation
  return { ...factor, ...fields }
}

/**
 * Shipped factors the Finnish set replaces: AIB's Finnish residual mix 2023 is a secondary copy where
 * the Energy Authority's own 2023 figure (primary) exists; the two would be overlapping versions of
 * one factor. They are retired (rows that copied them keep their copies).
 */
export const supersededByFinnishSet: ReadonlyArray<string> = ["aib-2023-residual-mix-fi"]
