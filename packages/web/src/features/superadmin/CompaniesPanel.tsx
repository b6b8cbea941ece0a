import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import { AccountState, type AccountId } from "@vsme/core"
import {
  adminActivate,
  adminCancelRenewal,
  adminDisable,
  adminResumeRenewal,
  type AdminCompany,
  type CompanySort,
  type InputOf,
  type adminCompanies,
} from "@vsme/sdk"
import { useId, useState, type FormEvent } from "react"
import { useTranslation } from "react-i18next"
import { apiClient } from "../../api/apiClient.js"
import { useErrorMessage } from "../../i18n/errorMessage.js"
import { SelectField } from "../../shell/controls/SelectField.js"
import { Dialog } from "../../shell/Dialog.js"
import { TextField } from "../account/TextField.js"
import { adminQueries, subscriptionChangeKeys } from "../billing/billingQueries.js"
import { useBillingFormat } from "../billing/format.js"
import { AdminTable, ListQuery, Pager, StatusLine, type ActionStatus } from "./AdminListParts.js"
import { InvoicingDialog } from "./InvoicingDialog.js"

const pageSize = 25
const sorts: ReadonlyArray<CompanySort> = [
  "name",
  "state",
  "users",
  "reports",
  "lastActivity",
  "subscriptionEnd",
  "created",
]
type Action = "activate" | "disable" | "cancelRenewal" | "resumeRenewal"

const procedures = {
  activate: adminActivate,
  disable: adminDisable,
  cancelRenewal: adminCancelRenewal,
  resumeRenewal: adminResumeRenewal,
} as const

const confirmKeys = {
  activate: "billing.admin.confirmActivate",
  disable: "billing.admin.confirmDisable",
  cancelRenewal: "billing.admin.confirmCancelRenewal",
  resumeRenewal: "billing.admin.confirmResumeRenewal",
} as const

/** What a superadmin can do to a company in its state (the API refuses the rest anyway). */
const actionsFor = (company: AdminCompany): ReadonlyArray<Action> => {
  if (company.state === "trial") return ["activate", "disable"]
  if (company.state === "disabled") return ["activate"]
  // Active without a paid period (the demo data's company): nothing to renew or cancel.
  if (!company.subscription) return ["disable"]
  return company.subscription.renews ? ["cancelRenewal", "disable"] : ["resumeRenewal", "disable"]
}

interface Filters {
  search: string
  state: AccountState | ""
  parentId: string
  sort: CompanySort
  direction: "asc" | "desc"
}
const initialFilters: Filters = { search: "", state: "", parentId: "", sort: "name", direction: "asc" }

const inputOf = (filters: Filters, page: number): InputOf<typeof adminCompanies> => ({
  ...(filters.search.trim() ? { search: filters.search.trim() } : {}),
  ...(filters.state ? { state: filters.state } : {}),
  ...(filters.parentId ? { parentId: filters.parentId as AccountId } : {}),
  sort: filters.sort,
  direction: filters.direction,
  offset: page * pageSize,
  limit: pageSize,
})

/**
 * Companies (issue 9): search by name or Business ID, filter by state and management account, sort;
 * each with its state, users, reports, last activity and subscription end, and the subscription
 * actions and invoicing details. Every action is confirmed first and audited by the API.
 */
export const CompaniesPanel = () => {
  const { t } = useTranslation()
  const errorText = useErrorMessage()
  const format = useBillingFormat()
  const queryClient = useQueryClient()
  const headingId = useId()
  const [draft, setDraft] = useState<Filters>(initialFilters)
  const [filters, setFilters] = useState<Filters>(initialFilters)
  const [page, setPage] = useState(0)
  const [pending, setPending] = useState<{ action: Action; company: AdminCompany } | null>(null)
  const [editing, setEditing] = useState<AdminCompany | null>(null)
  const [status, setStatus] = useState<ActionStatus>(null)
  const list = useQuery({
    ...adminQueries.companies(inputOf(filters, page)),
    placeholderData: keepPreviousData,
  })

  const refresh = () =>
    Promise.all(subscriptionChangeKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey })))

  const act = useMutation({
    mutationFn: ({ action, company }: { action: Action; company: AdminCompany }) =>
      apiClient.call(procedures[action], { accountId: company.id }),
    onSuccess: (result, { action, company }) => {
      const invoice =
        action === "activate" ? (result as { invoice: { number: string } | null }).invoice : null
      setStatus({
        kind: "info",
        text:
          action === "activate"
            ? invoice
              ? t("billing.admin.activated", { name: company.name, number: invoice.number })
              : t("billing.admin.reactivated", { name: company.name })
            : t("billing.admin.changed", { name: company.name }),
      })
      return refresh()
    },
    onError: (error) => setStatus({ kind: "error", text: errorText(error) }),
    onSettled: () => setPending(null),
  })

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setPage(0)
    setFilters(draft)
  }

  return (
    <section className="admin-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t("billing.admin.companiesTitle")}</h2>
      <form className="admin-filters" onSubmit={onSubmit} role="search">
        <TextField
          label={t("billing.admin.search")}
          help={t("billing.admin.searchHelp")}
          value={draft.search}
          onChange={(search) => setDraft({ ...draft, search })}
          maxLength={100}
        />
        <SelectField
          label={t("billing.admin.stateFilter")}
          value={draft.state}
          options={[
            { value: "" as const, label: t("billing.admin.all") },
            ...AccountState.literals.map((state) => ({ value: state, label: t(`billing.state.${state}`) })),
          ]}
          onChange={(state) => setDraft({ ...draft, state })}
        />
        <SelectField
          label={t("billing.admin.parentFilter")}
          value={draft.parentId}
          options={[
            { value: "", label: t("billing.admin.all") },
            ...(list.data?.parents ?? []).map((parent) => ({
              value: parent.id as string,
              label: parent.name,
            })),
          ]}
          onChange={(parentId) => setDraft({ ...draft, parentId })}
        />
        <SelectField
          label={t("billing.admin.sort")}
          value={draft.sort}
          options={sorts.map((sort) => ({ value: sort, label: t(`billing.admin.sortBy.${sort}`) }))}
          onChange={(sort) => setDraft({ ...draft, sort })}
        />
        <SelectField
          label={t("billing.admin.direction")}
          value={draft.direction}
          options={[
            { value: "asc" as const, label: t("billing.admin.ascending") },
            { value: "desc" as const, label: t("billing.admin.descending") },
          ]}
          onChange={(direction) => setDraft({ ...draft, direction })}
        />
        <button type="submit" className="button">
          {t("billing.admin.apply")}
        </button>
      </form>
      <StatusLine status={status} />
      <ListQuery query={list}>
        {(data) => (
          <>
            <AdminTable
              summary={t("billing.admin.results", { count: data.total })}
              empty={t("billing.admin.none")}
              rows={data.companies.length}
              sorting={{
                sort: filters.sort,
                direction: filters.direction,
                // A header click sorts at once, and the sort fields above follow it.
                onSort: (sort, direction) => {
                  setPage(0)
                  setDraft({ ...draft, sort, direction })
                  setFilters({ ...filters, sort, direction })
                },
              }}
              columns={[
                { label: t("billing.admin.company"), sort: "name" },
                { label: t("billing.admin.stateFilter"), sort: "state" },
                { label: t("billing.admin.users"), numeric: true, sort: "users" },
                { label: t("billing.admin.reports"), numeric: true, sort: "reports" },
                { label: t("billing.admin.lastActivity"), sort: "lastActivity", firstDirection: "desc" },
                { label: t("billing.admin.subscriptionEnd"), sort: "subscriptionEnd" },
                { label: t("billing.admin.actions") },
              ]}
            >
              {data.companies.map((company) => (
                <tr key={company.id}>
                  <th scope="row">
                    {company.name}
                    <br />
                    <span className="muted">
                      {company.businessId}
                      {company.parent ? ` · ${company.parent.name}` : ""}
                    </span>
                  </th>
                  <td>
                    <span className={company.state === "active" ? "chip" : "chip chip--trial"}>
                      {t(`billing.state.${company.state}`)}
                    </span>
                  </td>
                  <td className="num">{company.users}</td>
                  <td className="num">{company.reports}</td>
                  <td>{company.lastActivityAt ? format.dateTime(company.lastActivityAt) : "–"}</td>
                  <td>
                    {company.subscription ? format.date(company.subscription.period.end) : "–"}
                    {company.state === "active" && company.subscription && !company.subscription.renews && (
                      <>
                        <br />
                        <span className="muted">{t("billing.admin.renewalCancelled")}</span>
                      </>
                    )}
                  </td>
                  <td>
                    <div className="button-row button-row--tight">
                      {actionsFor(company).map((action) => (
                        <button
                          key={action}
                          type="button"
                          className={
                            action === "disable"
                              ? "button button--small button--danger"
                              : "button button--small"
                          }
                          aria-label={t(`billing.admin.${action}Label`, { name: company.name })}
                          disabled={act.isPending}
                          onClick={() => {
                            setStatus(null)
                            setPending({ action, company })
                          }}
                        >
                          {t(`billing.admin.${action}`)}
                        </button>
                      ))}
                      <button
                        type="button"
                        className="button button--small button--quiet"
                        aria-label={t("billing.admin.invoicingLabel", { name: company.name })}
                        onClick={() => {
                          setStatus(null)
                          setEditing(company)
                        }}
                      >
                        {t("billing.admin.invoicing")}
                      </button>
                    </div>
                  </td>
                </tr>
              ))}
            </AdminTable>
            <Pager page={page} total={data.total} pageSize={pageSize} onPage={setPage} />
          </>
        )}
      </ListQuery>
      {pending && (
        <Dialog title={t(`billing.admin.${pending.action}`)} onClose={() => setPending(null)}>
          <p>{t(confirmKeys[pending.action], { name: pending.company.name })}</p>
          <div className="button-row dialog__footer">
            <button type="button" className="button" onClick={() => setPending(null)}>
              {t("billing.admin.cancel")}
            </button>
            <button
              type="button"
              className="button button--primary"
              disabled={act.isPending}
              onClick={() => act.mutate(pending)}
            >
              {t("billing.admin.confirm")}
            </button>
          </div>
        </Dialog>
      )}
      {editing && (
        <InvoicingDialog
          company={editing}
          onClose={() => setEditing(null)}
          onSaved={(company) => {
            setEditing(null)
            setStatus({ kind: "info", text: t("billing.admin.changed", { name: company.name }) })
            void refresh()
          }}
        />
      )}
    </section>
  )
}
