import { keepPreviousData, useQuery } from "@tanstack/react-query"
import type { AuditSort, InputOf, adminAuditLog } from "@vsme/sdk"
import { useId, useState } from "react"
import { useTranslation } from "react-i18next"
import { adminQueries } from "../billing/billingQueries.js"
import { useBillingFormat } from "../billing/format.js"
import { AdminTable, ListQuery, Pager, SearchForm, useSorting } from "./AdminListParts.js"

const pageSize = 25

/**
 * The audit log: who did what to which company, and when (every superadmin action is one); searched
 * by action, person or company, sorted by any column (newest first by default) and paged on the server.
 */
export const AuditPanel = () => {
  const { t } = useTranslation()
  const format = useBillingFormat()
  const headingId = useId()
  const [search, setSearch] = useState("")
  const { sorting, page, setPage } = useSorting<AuditSort>("at", "desc")
  const input: InputOf<typeof adminAuditLog> = {
    ...(search ? { search } : {}),
    sort: sorting.sort,
    direction: sorting.direction,
    offset: page * pageSize,
    limit: pageSize,
  }
  const audit = useQuery({ ...adminQueries.audit(input), placeholderData: keepPreviousData })
  return (
    <section className="admin-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t("billing.admin.auditTitle")}</h2>
      <SearchForm
        help={t("adminTables.auditSearchHelp")}
        onSearch={(text) => {
          setPage(0)
          setSearch(text)
        }}
      />
      <ListQuery query={audit}>
        {(data) => (
          <>
            <AdminTable
              summary={t("adminTables.auditCount", { count: data.total })}
              empty={t("billing.admin.noAudit")}
              rows={data.entries.length}
              sorting={sorting}
              columns={[
                { label: t("billing.admin.auditWhen"), sort: "at", firstDirection: "desc" },
                { label: t("billing.admin.auditWho"), sort: "actor" },
                { label: t("billing.admin.auditAction"), sort: "action" },
                { label: t("billing.admin.auditCompany"), sort: "company" },
                { label: t("billing.admin.auditDetails") },
              ]}
            >
              {data.entries.map((entry) => (
                <tr key={entry.id}>
                  <td>{format.dateTime(entry.at)}</td>
                  <td>{entry.actorEmail ?? t("billing.admin.system")}</td>
                  <td>
                    <code>{entry.action}</code>
                  </td>
                  <td>{entry.account?.name ?? "–"}</td>
                  <td>
                    <code className="admin-audit__details">{entry.details}</code>
                  </td>
                </tr>
              ))}
            </AdminTable>
            <Pager page={page} total={data.total} pageSize={pageSize} onPage={setPage} />
          </>
        )}
      </ListQuery>
    </section>
  )
}
