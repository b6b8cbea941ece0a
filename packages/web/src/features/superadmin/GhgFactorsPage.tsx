import { keepPreviousData, useQuery } from "@tanstack/react-query"
import { rowTypes, type RowType } from "@vsme/core"
import type { AdminFactor, FactorState, InputOf, factorAdminList } from "@vsme/sdk"
import { useId, useState, type FormEvent } from "react"
import { useTranslation } from "react-i18next"
import { Link, useLocation, useSearchParams } from "react-router-dom"
import { useErrorMessage } from "../../i18n/errorMessage.js"
import { SelectField } from "../../shell/controls/SelectField.js"
import { LoadingIndicator } from "../../shell/LoadingIndicator.js"
import { usePageTitle } from "../../shell/usePageTitle.js"
import { TextField } from "../account/TextField.js"
import { useGhgFormat } from "../ghg/format.js"
import { ghgFactorQueries } from "./GhgFactorQueries.js"

const pageSize = 25
const states: ReadonlyArray<FactorState> = ["all", "active", "retired"]

/** The filters as they stand in the address (so a filtered list can be linked and gone back to). */
const filtersOf = (params: URLSearchParams) => ({
  search: params.get("q") ?? "",
  rowType: params.get("type") ?? "",
  country: params.get("country") ?? "",
  year: params.get("year") ?? "",
  source: params.get("source") ?? "",
  state: (states as ReadonlyArray<string>).includes(params.get("state") ?? "")
    ? (params.get("state") as FactorState)
    : "all",
  page: Math.max(1, Number(params.get("page")) || 1),
})
type Filters = ReturnType<typeof filtersOf>

const inputOf = (f: Filters): InputOf<typeof factorAdminList> => ({
  ...(f.search.trim() ? { search: f.search.trim() } : {}),
  ...((rowTypes as ReadonlyArray<string>).includes(f.rowType) ? { rowType: f.rowType as RowType } : {}),
  ...(f.country ? { country: f.country } : {}),
  ...(/^\d{4}$/.test(f.year) ? { year: Number(f.year) } : {}),
  ...(f.source ? { source: f.source } : {}),
  state: f.state,
  offset: (f.page - 1) * pageSize,
  limit: pageSize,
})

/** /superadmin/ghg-factors: the factor library with search, filters (type, country, year, source) and paging. */
export const GhgFactorsPage = () => {
  const { t } = useTranslation()
  usePageTitle(t("superadmin.factorsTitle"))
  const errorText = useErrorMessage()
  const location = useLocation()
  const deleted = (location.state as { deleted?: string } | null)?.deleted
  const [params, setParams] = useSearchParams()
  const applied = filtersOf(params)
  const [filters, setFilters] = useState(applied)
  // Back and forward change the address: the form follows it.
  const [seen, setSeen] = useState(params.toString())
  if (params.toString() !== seen) {
    setSeen(params.toString())
    setFilters(applied)
  }
  const list = useQuery({ ...ghgFactorQueries.list(inputOf(applied)), placeholderData: keepPreviousData })
  const ids = { filters: useId() }

  const apply = (f: Filters) => {
    const next = new URLSearchParams()
    if (f.search.trim()) next.set("q", f.search.trim())
    if (f.rowType) next.set("type", f.rowType)
    if (f.country) next.set("country", f.country)
    if (f.year.trim()) next.set("year", f.year.trim())
    if (f.source) next.set("source", f.source)
    if (f.state !== "all") next.set("state", f.state)
    if (f.page > 1) next.set("page", String(f.page))
    setParams(next)
  }
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    apply({ ...filters, page: 1 })
  }
  const set = (key: keyof Filters) => (value: string) => setFilters((f) => ({ ...f, [key]: value }))
  // "Any" first, then the values the library has; a value from the address stays choosable while the
  // list loads (or when it no longer occurs), so the select never shows an empty button.
  const anyOr = (values: ReadonlyArray<string>, current: string) => [
    { value: "", label: t("ghgFactors.any") },
    ...(current === "" || values.includes(current) ? values : [current, ...values]).map((value) => ({
      value,
      label: value,
    })),
  ]

  return (
    <article className="page-content ghg-factors">
      <p>
        <Link to="/superadmin">{t("nav.back")}</Link>
      </p>
      <h1>{t("superadmin.factorsTitle")}</h1>
      <p className="lead">{t("superadmin.factorsDescription")}</p>
      <p>
        <Link className="button button--primary" to="/superadmin/ghg-factors/new">
          {t("ghgFactors.create")}
        </Link>
      </p>
      {deleted && <p className="notice notice--success">{t("ghgFactors.deleted", { id: deleted })}</p>}
      <form
        className="form ghg-factors__filters"
        noValidate
        onSubmit={onSubmit}
        aria-labelledby={ids.filters}
      >
        <h2 id={ids.filters}>{t("ghgFactors.filters")}</h2>
        <div className="field-row">
          <TextField
            label={t("ghgFactors.search")}
            help={t("ghgFactors.searchHelp")}
            type="search"
            value={filters.search}
            onChange={set("search")}
          />
          <SelectField
            label={t("ghgFactors.rowType")}
            value={filters.rowType}
            options={[
              { value: "", label: t("ghgFactors.any") },
              ...rowTypes.map((type) => ({ value: type as string, label: t(`ghg.rowTypes.${type}`) })),
            ]}
            onChange={set("rowType")}
          />
          <SelectField
            label={t("ghgFactors.country")}
            value={filters.country}
            options={anyOr(list.data?.countries ?? [], filters.country)}
            onChange={set("country")}
          />
          <TextField
            label={t("ghgFactors.year")}
            inputMode="numeric"
            maxLength={4}
            value={filters.year}
            onChange={set("year")}
          />
          <SelectField
            label={t("ghgFactors.source")}
            value={filters.source}
            options={anyOr(list.data?.sources ?? [], filters.source)}
            onChange={set("source")}
          />
          <SelectField
            label={t("ghgFactors.state")}
            value={filters.state}
            options={states.map((s) => ({ value: s, label: t(`ghgFactors.states.${s}`) }))}
            onChange={set("state")}
          />
        </div>
        <div className="button-row">
          <button type="submit" className="button button--primary">
            {t("ghgFactors.apply")}
          </button>
          <button
            type="button"
            className="button"
            onClick={() => {
              const cleared = filtersOf(new URLSearchParams())
              setFilters(cleared)
              apply(cleared)
            }}
          >
            {t("ghgFactors.clear")}
          </button>
        </div>
      </form>
      {list.isPending ? (
        <LoadingIndicator />
      ) : list.isError ? (
        <p className="alert alert--error">{errorText(list.error)}</p>
      ) : list.data.items.length === 0 ? (
        <p className="muted">{t("ghgFactors.none")}</p>
      ) : (
        <FactorTable
          items={list.data.items}
          total={list.data.total}
          page={applied.page}
          onPage={(page) => apply({ ...applied, page })}
        />
      )}
    </article>
  )
}

const FactorTable = ({
  items,
  total,
  page,
  onPage,
}: {
  items: ReadonlyArray<AdminFactor>
  total: number
  page: number
  onPage: (page: number) => void
}) => {
  const { t } = useTranslation()
  const format = useGhgFormat()
  const pages = Math.max(1, Math.ceil(total / pageSize))
  const from = (page - 1) * pageSize + 1
  return (
    <>
      <div className="table-wrap">
        <table className="table ghg-factors__table">
          <caption>{t("ghgFactors.caption", { from, to: from + items.length - 1, total })}</caption>
          <thead>
            <tr>
              <th scope="col">{t("ghgFactors.columns.name")}</th>
              <th scope="col">{t("ghgFactors.columns.rowType")}</th>
              <th scope="col" className="numeric">
                {t("ghgFactors.columns.value")}
              </th>
              <th scope="col">{t("ghgFactors.columns.validFor")}</th>
              <th scope="col">{t("ghgFactors.columns.country")}</th>
              <th scope="col">{t("ghgFactors.columns.source")}</th>
              <th scope="col" className="numeric">
                {t("ghgFactors.columns.usage")}
              </th>
              <th scope="col">{t("ghgFactors.columns.state")}</th>
            </tr>
          </thead>
          <tbody>
            {items.map(({ factor, usageCount, retiredAt }) => (
              <tr key={factor.id}>
                <th scope="row">
                  <Link to={`/superadmin/ghg-factors/${factor.id}`}>{factor.name}</Link>
                  <code className="ghg-factors__id">{factor.id}</code>
                </th>
                <td>{t(`ghg.rowTypes.${factor.rowType}`)}</td>
                <td className="numeric">
                  {format.number(factor.value)} {factor.massUnit}/{format.unit(factor.denominatorUnit)}
                </td>
                <td>
                  {factor.validFor.to === null
                    ? t("ghgFactors.openEnded", { from: factor.validFor.from })
                    : factor.validFor.to === factor.validFor.from
                      ? factor.validFor.from
                      : `${factor.validFor.from}–${factor.validFor.to}`}
                </td>
                <td>{factor.country}</td>
                <td>{factor.sourceName}</td>
                <td className="numeric">{usageCount}</td>
                <td>{retiredAt === null ? t("ghgFactors.active") : t("ghgFactors.retired")}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <nav className="button-row ghg-factors__paging" aria-label={t("ghgFactors.page", { page, pages })}>
        <button type="button" className="button" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          {t("ghgFactors.previousPage")}
        </button>
        <span>{t("ghgFactors.page", { page, pages })}</span>
        <button type="button" className="button" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          {t("ghgFactors.nextPage")}
        </button>
      </nav>
    </>
  )
}
