import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import { adminSetSuperadmin, type AdminUser, type InputOf, type UserSort, type adminUsers } from "@vsme/sdk"
import { useId, useState } from "react"
import { useTranslation } from "react-i18next"
import { apiClient } from "../../api/apiClient.js"
import { useErrorMessage } from "../../i18n/errorMessage.js"
import { adminQueries } from "../billing/billingQueries.js"
import { useBillingFormat } from "../billing/format.js"
import {
  AdminTable,
  ListQuery,
  Pager,
  SearchForm,
  StatusLine,
  useSorting,
  type ActionStatus,
} from "./AdminListParts.js"

const pageSize = 25

/**
 * People (issue 9): search by e-mail or name, with their companies and two-factor status, and the
 * superadmin role granted or removed (the API keeps at least one superadmin, and audits each change).
 */
export const UsersPanel = () => {
  const { t } = useTranslation()
  const errorText = useErrorMessage()
  const format = useBillingFormat()
  const queryClient = useQueryClient()
  const headingId = useId()
  const [search, setSearch] = useState("")
  const { sorting, page, setPage } = useSorting<UserSort>("email")
  const [status, setStatus] = useState<ActionStatus>(null)
  const input: InputOf<typeof adminUsers> = {
    ...(search ? { search } : {}),
    sort: sorting.sort,
    direction: sorting.direction,
    offset: page * pageSize,
    limit: pageSize,
  }
  const list = useQuery({ ...adminQueries.users(input), placeholderData: keepPreviousData })
  const toggle = useMutation({
    mutationFn: (user: AdminUser) =>
      apiClient.call(adminSetSuperadmin, { userId: user.id, superadmin: user.role !== "superadmin" }),
    onSuccess: (user) => {
      setStatus({
        kind: "info",
        text: `${user.email}: ${t(`billing.admin.${user.role === "superadmin" ? "superadmin" : "user"}`)}`,
      })
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: ["admin.users"] }),
        queryClient.invalidateQueries({ queryKey: ["admin.auditLog"] }),
      ])
    },
    onError: (error) => setStatus({ kind: "error", text: errorText(error) }),
  })

  return (
    <section className="admin-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t("billing.admin.usersTitle")}</h2>
      <SearchForm
        help={t("billing.admin.userSearchHelp")}
        onSearch={(text) => {
          setPage(0)
          setSearch(text)
        }}
      />
      <StatusLine status={status} />
      <ListQuery query={list}>
        {(data) => (
          <>
            <AdminTable
              summary={t("billing.admin.userCount", { count: data.total })}
              empty={t("billing.admin.noUsers")}
              rows={data.users.length}
              sorting={sorting}
              columns={[
                { label: t("billing.admin.email"), sort: "email" },
                { label: t("billing.admin.name"), sort: "name" },
                { label: t("billing.admin.companies"), numeric: true, sort: "companies" },
                { label: t("billing.admin.twoFactor") },
                { label: t("billing.admin.role"), sort: "role" },
                { label: t("billing.admin.actions") },
              ]}
            >
              {data.users.map((user) => (
                <tr key={user.id}>
                  <th scope="row">
                    {user.email}
                    <br />
                    <span className="muted">{format.dateTime(user.createdAt)}</span>
                  </th>
                  <td>{user.displayName}</td>
                  <td className="num">{user.companies}</td>
                  <td>{user.totpEnabled ? t("billing.admin.on") : t("billing.admin.off")}</td>
                  <td>{t(`billing.admin.${user.role === "superadmin" ? "superadmin" : "user"}`)}</td>
                  <td>
                    <button
                      type="button"
                      className="button button--small"
                      disabled={toggle.isPending}
                      aria-label={t(
                        user.role === "superadmin"
                          ? "billing.admin.removeSuperadminLabel"
                          : "billing.admin.makeSuperadminLabel",
                        { email: user.email },
                      )}
                      onClick={() => {
                        setStatus(null)
                        toggle.mutate(user)
                      }}
                    >
                      {t(
                        user.role === "superadmin"
                          ? "billing.admin.removeSuperadmin"
                          : "billing.admin.makeSuperadmin",
                      )}
                    </button>
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
