import { errorMessageValues, localeOfTag, fallbackLocale } from "@vsme/core"
import { isRpcError } from "@vsme/sdk"
import type { i18n as I18n, TFunction } from "i18next"
import { useTranslation } from "react-i18next"

/** The error tag of a failed call (`UnknownError` for anything that is not an RpcError). */
export const errorTagOf = (error: unknown): string => (isRpcError(error) ? error.tag : "UnknownError")

/**
 * The user-facing message of a failed call: `errors.<Tag>` of the shared catalogue with the error's
 * fields as interpolation values (STYLE.md) and what core derives from them (RateLimited's wait in
 * words), or the generic unknown-error text for a tag it lacks.
 */
export const errorMessage = (t: TFunction, i18n: I18n, error: unknown): string => {
  const key = `errors.${errorTagOf(error)}`
  if (!i18n.exists(key)) return t("common.unknownError")
  const locale = localeOfTag(i18n.language) ?? fallbackLocale
  const values = isRpcError(error) ? errorMessageValues(locale, error.error) : {}
  // The key is built at run time; exists() above made sure it is in the catalogue.
  return (t as unknown as (key: string, values: object) => string)(key, values)
}

/** errorMessage bound to the current language. */
export const useErrorMessage = () => {
  const { t, i18n } = useTranslation()
  return (error: unknown) => errorMessage(t, i18n, error)
}
