import { maxNaceCodesPerAccount, naceTitle, searchNaceCodes } from "@vsme/core"
import { useId, useState } from "react"
import { useTranslation } from "react-i18next"
import { describedBy, FieldError } from "../../shell/FieldMessage.js"
import { currentLocale } from "../../i18n/setup.js"

/**
 * Chooses an account's NACE codes from the list (EFRAG's NACE Rev. 2.1 codes): a search field over
 * codes and titles, the matching codes with an add button each, and the chosen codes with remove
 * buttons. Only listed codes can be chosen, so the server's `unknownNaceCode` never fires from here.
 */
export const NacePicker = ({
  value,
  onChange,
  disabled,
  error,
}: {
  value: ReadonlyArray<string>
  onChange: (codes: ReadonlyArray<string>) => void
  disabled?: boolean
  error?: string | undefined
}) => {
  const { t } = useTranslation()
  const locale = currentLocale()
  const [query, setQuery] = useState("")
  const ids = { label: useId(), search: useId(), help: useId(), results: useId(), error: useId() }
  const full = value.length >= maxNaceCodesPerAccount
  const results =
    query.trim() === ""
      ? []
      : searchNaceCodes(query, 12, locale).filter((entry) => !value.includes(entry.code))

  return (
    <fieldset className="nace-picker" aria-describedby={describedBy(ids.help, error && ids.error)}>
      <legend>{t("company.fields.naceCodes")}</legend>
      <p className="field__help" id={ids.help}>
        {t("company.fields.naceHelp")}
      </p>
      {value.length === 0 ? (
        <p className="muted">{t("company.fields.naceNone")}</p>
      ) : (
        <ul className="nace-picker__chosen" aria-label={t("company.fields.naceSelected")}>
          {value.map((code) => (
            <li key={code} className="chip">
              <span>
                <strong>{code}</strong> {naceTitle(code, locale) ?? ""}
              </span>
              {!disabled && (
                <button
                  type="button"
                  className="button button--quiet button--small"
                  aria-label={t("company.fields.naceRemove", { code })}
                  onClick={() => onChange(value.filter((c) => c !== code))}
                >
                  ×
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {!disabled && (
        <div className="field">
          <label htmlFor={ids.search}>{t("company.fields.naceSearch")}</label>
          <input
            id={ids.search}
            type="search"
            value={query}
            disabled={full}
            autoComplete="off"
            aria-controls={ids.results}
            onChange={(event) => setQuery(event.target.value)}
          />
        </div>
      )}
      {/* Always in the page while the search is: the field's aria-controls must name an element that
          exists, and a live region announces only changes made after it appeared. */}
      {!disabled && (
        <div id={ids.results} role="region" aria-live="polite" aria-label={t("company.fields.naceResults")}>
          {query.trim() === "" ? null : results.length === 0 ? (
            <p className="muted">{t("company.fields.naceNoResults")}</p>
          ) : (
            <ul className="nace-picker__results">
              {results.map((entry) => (
                <li key={entry.code}>
                  <span>
                    <strong>{entry.code}</strong> {entry.titles[locale]}
                  </span>
                  <button
                    type="button"
                    className="button button--small"
                    disabled={full}
                    aria-label={`${t("company.fields.naceAdd")} ${entry.code} ${entry.titles[locale]}`}
                    onClick={() => {
                      onChange([...value, entry.code])
                      setQuery("")
                    }}
                  >
                    {t("company.fields.naceAdd")}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      <FieldError id={ids.error}>{error ? <p>{error}</p> : null}</FieldError>
    </fieldset>
  )
}
