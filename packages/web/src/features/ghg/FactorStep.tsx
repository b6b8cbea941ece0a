import { useQuery } from "@tanstack/react-query"
import { scope3Categories, type RowType } from "@vsme/core"
import { useId, useState } from "react"
import { useTranslation } from "react-i18next"
import { SelectField } from "../../shell/controls/SelectField.js"
import { describedBy, FieldError } from "../../shell/FieldMessage.js"
import { LoadingIndicator } from "../../shell/LoadingIndicator.js"
import { useErrorMessage } from "../../i18n/errorMessage.js"
import { useTranslateKey } from "../account/TextField.js"
import { countryName } from "../reports/codeLists.js"
import { CustomFactorFields, type CustomFactorDraft } from "./CustomFactorFields.js"
import { FactorFacts, useFactorName } from "./FactorFacts.js"
import { useGhgFormat } from "./format.js"
import { ghgQueries } from "./ghgQueries.js"
import type { FactorPick } from "./rowDraft.js"

const pageSize = 50

/**
 * Step 2 of the add-row wizard (spec §2): the library factors for the row type, each in its version
 * for the calculation's year or the latest available earlier one (decision 026), for the company's
 * country and global ones (or every country on request, the company's first), searchable in the UI
 * language, `other` rows by scope 3 category; or a factor of one's own. Each factor shows its name
 * in the UI language, year, publisher, method and source. Electricity rows pick their
 * location-based factor here. The filters are the company's factor library (issue 19): country (the
 * company's, or all countries with the company's first), year (the calculation's with the latest
 * available fallback, or every version of every year), scope 3 category and the search.
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
  const { t, i18n } = useTranslation()
  const format = useGhgFormat()
  const errorText = useErrorMessage()
  const translate = useTranslateKey()
  const nameOf = useFactorName()
  const ids = {
    search: useId(),
    searchHelp: useId(),
    scope: useId(),
    error: useId(),
  }
  const [search, setSearch] = useState("")
  const [category, setCategory] = useState("")
  const [allCountries, setAllCountries] = useState(country === null)
  const [allYears, setAllYears] = useState(false)
  const [limit, setLimit] = useState(pageSize)
  const language = i18n.language === "fi" || i18n.language === "sv" ? i18n.language : "en"
  const countryLabel = country === null ? "" : countryName(country, language)
  const factors = useQuery({
    ...ghgQueries.factors({
      rowType: type,
      ...(allYears ? {} : { year }),
      language,
      ...(allCountries || country === null ? {} : { country }),
      ...(allCountries && country !== null ? { preferCountry: country } : {}),
      ...(type === "other" && category !== "" ? { scope3Category: Number(category) } : {}),
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
      </div>
      <div className="field-row ghg-factor-filters">
        <SelectField
          label={t("ghg.wizard.countryFilter")}
          value={allCountries || country === null ? "all" : "own"}
          options={[
            ...(country === null
              ? []
              : [{ value: "own" as const, label: t("ghg.wizard.ownCountry", { country: countryLabel }) }]),
            { value: "all" as const, label: t("ghg.wizard.allCountries") },
          ]}
          onChange={(value) => {
            setAllCountries(value === "all")
            setLimit(pageSize)
          }}
        />
        <SelectField
          label={t("ghg.wizard.yearFilter")}
          value={allYears ? "all" : "year"}
          options={[
            { value: "year" as const, label: t("ghg.wizard.yearLatest", { year }) },
            { value: "all" as const, label: t("ghg.wizard.allYears") },
          ]}
          onChange={(value) => {
            setAllYears(value === "all")
            setLimit(pageSize)
          }}
        />
        {type === "other" && (
          <SelectField
            label={t("ghg.wizard.categoryFilter")}
            value={category}
            options={[
              { value: "", label: t("ghg.wizard.allCategories") },
              ...scope3Categories.map((c) => ({
                value: String(c),
                label: t(`ghg.scope3Categories.${String(c) as "1"}`),
              })),
            ]}
            onChange={(value) => {
              setCategory(value)
              setLimit(pageSize)
            }}
          />
        )}
      </div>
      <p className="muted" id={ids.scope}>
        {allYears
          ? allCountries || country === null
            ? t("ghg.wizard.filteredToAllAllYears", { type: typeName })
            : t("ghg.wizard.filteredToAllYears", { type: typeName, country: countryLabel })
          : allCountries || country === null
            ? t("ghg.wizard.filteredToAll", { type: typeName, year })
            : t("ghg.wizard.filteredTo", { type: typeName, year, country: countryLabel })}
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
                  <span className="ghg-factor-option__name">{nameOf(factor)}</span>
                  <span className="ghg-factor-option__value">
                    {t("ghg.wizard.factorValue", {
                      value: format.number(factor.value),
                      massUnit: factor.massUnit,
                      denominatorUnit: format.unit(factor.denominatorUnit),
                    })}
                  </span>
                  <span className="ghg-factor-option__meta">
                    <FactorFacts factor={factor} year={year} />
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
