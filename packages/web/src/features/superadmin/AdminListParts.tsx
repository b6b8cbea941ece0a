import { useState, type FormEvent, type ReactNode } from "react"
import { useTranslation } from "react-i18next"
import { useErrorMessage } from "../../i18n/errorMessage.js"
import { LoadingIndicator } from "../../shell/LoadingIndicator.js"
import { TextField } from "../account/TextField.js"

/** The outcome of the last action on a list, announced politely; nothing while there is none. */
export type ActionStatus = { readonly kind: "info" | "error"; readonly text: string } | null

export const StatusLine = ({ status }: { status: ActionStatus }) => (
  <p
    role="status"
    className={status?.kind === "error" ? "alert alert--error" : "notice notice--success"}
    hidden={!status}
  >
    {status?.text}
  </p>
)

/** A list query's loading indicator or error; the list itself once it has data. */
export const ListQuery = <T,>({
  query,
  children,
}: {
  query: {
    readonly isPending: boolean
    readonly isError: boolean
    readonly error: unknown
    readonly data: T | undefined
  }
  children: (data: T) => ReactNode
}) => {
  const errorText = useErrorMessage()
  if (query.isPending) return <LoadingIndicator />
  if (query.isError) return <p className="alert alert--error">{errorText(query.error)}</p>
  return query.data === undefined ? null : <>{children(query.data)}</>
}

/** Previous / next page of a list, shown only when there is more than one page. */
export const Pager = ({
  page,
  total,
  pageSize,
  onPage,
}: {
  page: number
  total: number
  pageSize: number
  onPage: (page: number) => void
}) => {
  const { t } = useTranslation()
  const pages = Math.max(1, Math.ceil(total / pageSize))
  if (pages <= 1) return null
  return (
    <div className="button-row">
      <button type="button" className="button" disabled={page === 0} onClick={() => onPage(page - 1)}>
        {t("billing.admin.previous")}
      </button>
      <span>{t("billing.admin.page", { page: page + 1, pages })}</span>
      <button type="button" className="button" disabled={page + 1 >= pages} onClick={() => onPage(page + 1)}>
        {t("billing.admin.next")}
      </button>
    </div>
  )
}

/** One search field with its Show button; the search applies when the form is sent. */
export const SearchForm = ({ help, onSearch }: { help: string; onSearch: (search: string) => void }) => {
  const { t } = useTranslation()
  const [draft, setDraft] = useState("")
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    onSearch(draft.trim())
  }
  return (
    <form className="admin-filters" onSubmit={onSubmit} role="search">
      <TextField
        label={t("billing.admin.search")}
        help={help}
        value={draft}
        onChange={setDraft}
        maxLength={100}
      />
      <button type="submit" className="button">
        {t("billing.admin.apply")}
      </button>
    </form>
  )
}

/** A list's sort: the column's sort name and the direction, and how to change them. */
export interface Sorting<S extends string = string> {
  readonly sort: S
  readonly direction: "asc" | "desc"
  readonly onSort: (sort: S, direction: "asc" | "desc") => void
}

/** A column; one with `sort` is sortable by its header (a button; `aria-sort` tells the state). */
export interface AdminColumn<S extends string = string> {
  readonly label: string
  readonly numeric?: boolean
  readonly sort?: S
  /** The direction a first click sorts in (largest or newest first for figures and dates). */
  readonly firstDirection?: "asc" | "desc"
}

/** The sort, direction and page of a list, kept together so a new sort goes back to page one. */
export const useSorting = <S extends string>(initial: S, direction: "asc" | "desc" = "asc") => {
  const [state, setState] = useState({ sort: initial, direction, page: 0 })
  const sorting: Sorting<S> = {
    sort: state.sort,
    direction: state.direction,
    onSort: (sort, next) => setState({ sort, direction: next, page: 0 }),
  }
  return {
    sorting,
    page: state.page,
    setPage: (page: number) => setState((s) => ({ ...s, page })),
  }
}

const SortableHeader = <S extends string>({
  column,
  sorting,
}: {
  column: AdminColumn<S> & { readonly sort: S }
  sorting: Sorting<S>
}) => {
  const { t } = useTranslation()
  const active = sorting.sort === column.sort
  const next = active
    ? sorting.direction === "asc"
      ? "desc"
      : "asc"
    : (column.firstDirection ?? (column.numeric ? "desc" : "asc"))
  return (
    <th
      scope="col"
      className={column.numeric ? "num" : undefined}
      aria-sort={active ? (sorting.direction === "asc" ? "ascending" : "descending") : "none"}
    >
      <button
        type="button"
        className="sort-button"
        title={t("adminTables.sortBy", { column: column.label })}
        onClick={() => sorting.onSort(column.sort, next)}
      >
        {column.label}
        <span className="sort-button__icon" aria-hidden="true">
          {active ? (sorting.direction === "asc" ? "▲" : "▼") : "↕"}
        </span>
      </button>
    </th>
  )
}

/** A list's count line, then its rows in a table under the given column headings, or `empty`. */
export const AdminTable = <S extends string = string>({
  summary,
  empty,
  rows,
  columns,
  sorting,
  children,
}: {
  summary: string
  empty: string
  rows: number
  columns: ReadonlyArray<AdminColumn<S>>
  sorting?: Sorting<S>
  children: ReactNode
}) => (
  <>
    <p className="muted">{summary}</p>
    {rows === 0 ? (
      <p>{empty}</p>
    ) : (
      <div className="table-wrap">
        <table className="table admin-table">
          <thead>
            <tr>
              {columns.map((column) =>
                sorting && column.sort !== undefined ? (
                  <SortableHeader
                    key={column.label}
                    column={column as AdminColumn<S> & { readonly sort: S }}
                    sorting={sorting}
                  />
                ) : (
                  <th key={column.label} scope="col" className={column.numeric ? "num" : undefined}>
                    {column.label}
                  </th>
                ),
              )}
            </tr>
          </thead>
          <tbody>{children}</tbody>
        </table>
      </div>
    )}
  </>
)
