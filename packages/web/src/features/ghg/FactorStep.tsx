import { useQuery } from "@tanstack/react-query"
import type { EmissionFactor, RowType } from "@vsme/core"
import { useId, useState } from "react"
import { useTranslation } from "react-i18next"
import { describedBy, FieldError } from "../../shell/FieldMessage.js"
import { LoadingIndicator } from "../../shell/LoadingIndicator.js"
import { useErrorMessage } from "../../i18n/errorMessage.js"
import { useTranslateKey } from "../account/TextField.js"
import { CustomFactorFields, type CustomFactorDraft } from "./CustomFactorFields.js"
import { useGhgFormat } from "./format.js"
import { ghgQueries } from "./ghgQueries.js"
import type { FactorPick } from "./rowDraft.js"

const pageSize = 50

/** `2024`, `2021–2023`, `2021–` for a validity period. */
const validityText = (f: EmissionFactor) =>
  f.validFor.to === f.validFor.from ? String(f.validFor.from) : `${f.validFor.from}–${f.validFor.to ?? ""}`

/**
 * Step 2 of the add-row wizard (spec §2): the library factors for the row type, valid in the
 * calculation's year, for the company's country and global ones (or every country on request),
 * searchable; or a factor of one's own. Electricity rows pick their location-based factor here.
 */
export const FactorStep = ({
  type,
  year,
  country,
  pick,
  onPick,
  customDraft,
  error,
  errorAt,
  onBlurField,
}: {
  type: RowType
  year: number
  country: string | null
  pick: FactorPick
  onPick: (pick: FactorPick) => void
  customDraft: CustomFactorDraft
  error: string | undefined
  errorAt: (field: keyof CustomFactorDraft) => string | undefined
  onBlurField: (field: keyof CustomFactorDraft) => void
}) => {
  const { t } = useTranslation()
  const format = useGhgFormat()
  const errorText = useErrorMessage()
  const translate = useTranslateKey()
  const ids = { search: useId(), searchHelp: useId(), scope: useId(), error: useId(), allCountries: useId() }
  const [search, setSearch] = useState("")
  const [allCountries, setAllCountries] = useState(country === null)
  const [limit, setLimit] = useState(pageSize)
  const factors = useQuery({
    ...ghgQueries.factors({
      rowType: type,
      year,
      ...(allCountries || country === null ? {} : { country }),
      ...(type === "electricity" ? { scope2Basis: "location" as const } : {}),
      ...(search.trim() ? { search: search.trim() } : {}),
      limit,
      offset: 0,
    }),
    placeholderData: (previous) => previous,
  })
  const items = factors.data?.items ?? []
  const chosenId = pick?.kind === "library" ? pick.factor.id : null
  // A factor picked earlier (or kept by an edited row) stays choosable when the list does not show it.
  const listed =
    pick?.kind === "library" && !items.some((i) => i.factor.id === chosenId)
      ? [pick.factor, ...items.map((i) => i.factor)]
      : items.map((i) => i.factor)
  const typeName = t(`ghg.rowTypes.${type}`)

  return (
    <div className="ghg-factor-step">
      <div className="field-row field-row--action">
        <div className="field">
          <label htmlFor={ids.search}>{t("ghg.wizard.search")}</label>
          <input
            id={ids.search}
            type="search"
            value={search}
            aria-describedby={ids.searchHelp}
            onChange={(e) => {
              setSearch(e.target.value)
              setLimit(pageSize)
            }}
          />
          <p className="field__help" id={ids.searchHelp}>
            {t("ghg.wizard.searchHelp")}
          </p>
        </div>
        {country !== null && (
          <label className="checkbox" htmlFor={ids.allCountries}>
            <input
              id={ids.allCountries}
              type="checkbox"
              checked={allCountries}
              onChange={(e) => {
                setAllCountries(e.target.checked)
                setLimit(pageSize)
              }}
            />
            {t("ghg.wizard.allCountries")}
          </label>
        )}
      </div>
      <p className="muted" id={ids.scope}>
        {allCountries || country === null
          ? t("ghg.wizard.filteredToAll", { type: typeName, year })
          : t("ghg.wizard.filteredTo", { type: typeName, year, country })}
      </p>
      <fieldset className="ghg-factor-list" aria-describedby={describedBy(ids.scope, ids.error)}>
        <legend>{t("ghg.wizard.factorLegend")}</legend>
        {factors.isPending ? (
          <LoadingIndicator />
        ) : factors.isError ? (
          <p className="alert alert--error">{errorText(factors.error)}</p>
        ) : listed.length === 0 ? (
          <p className="muted">{t("ghg.wizard.noFactors")}</p>
        ) : (
          <ul>
            {listed.map((factor) => (
              <li key={factor.id}>
                <label className="ghg-factor-option">
                  <input
                    type="radio"
                    name="factor"
                    value={factor.id}
                    checked={chosenId === factor.id}
                    onChange={() => onPick({ kind: "library", factor })}
                  />
                  <span className="ghg-factor-option__name">{factor.name}</span>
                  <span className="ghg-factor-option__value">
                    {t("ghg.wizard.factorValue", {
                      value: format.number(factor.value),
                      massUnit: factor.massUnit,
                      denominatorUnit: format.unit(factor.denominatorUnit),
                    })}
                  </span>
                  <span className="ghg-factor-option__meta">
                    {t("ghg.wizard.factorMeta", {
                      country: factor.country,
                      validity: validityText(factor),
                      source: factor.sourceName,
                    })}
                  </span>
                </label>
              </li>
            ))}
          </ul>
        )}
        {factors.data && factors.data.total > items.length && limit < 200 && (
          <button
            type="button"
            className="button button--small"
            onClick={() => setLimit((l) => Math.min(l + pageSize, 200))}
          >
            {t("ghg.wizard.loadMore")}
          </button>
        )}
        <div className="ghg-factor-custom">
          <label className="ghg-factor-option">
            <input
              type="radio"
              name="factor"
              value="custom"
              checked={pick?.kind === "custom"}
              onChange={() => onPick({ kind: "custom", draft: customDraft })}
            />
            <span className="ghg-factor-option__name">{t("ghg.wizard.custom")}</span>
            <span className="ghg-factor-option__meta">{t("ghg.wizard.customHelp")}</span>
          </label>
          {pick?.kind === "custom" && (
            <CustomFactorFields
              draft={pick.draft}
              onChange={(draft) => onPick({ kind: "custom", draft })}
              errorAt={errorAt}
              onBlurField={onBlurField}
            />
          )}
        </div>
      </fieldset>
      <FieldError id={ids.error}>{error ? <p>{translate(error)}</p> : null}</FieldError>
    </div>
  )
}
