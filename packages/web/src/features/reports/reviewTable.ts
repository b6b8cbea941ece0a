import { memberLabel, type Locale, type TableQuestion } from "@vsme/core"
import { countryName } from "./codeLists.js"

/** A table row's key as a person reads it: the member's or country's name, or the typed identifier. */
export const memberOrTypedKey = (q: TableQuestion, key: string, locale: Locale): string => {
  if (q.rowKey.kind === "typed") return key
  const members = q.rowKey.members
  if (!Array.isArray(members) && (members as { codeList: string }).codeList === "country")
    return countryName(key, locale)
  return memberLabel(key, locale)
}
