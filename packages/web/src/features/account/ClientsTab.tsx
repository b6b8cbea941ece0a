import { useQuery, useQueryClient } from "@tanstack/react-query"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { Link, useNavigate } from "react-router-dom"
import { useErrorMessage } from "../../i18n/errorMessage.js"
import { LoadingIndicator } from "../../shell/LoadingIndicator.js"
import { accountQueries } from "./accountQueries.js"
import { mayCreateClientsOf } from "./clientAccounts.js"
import { switchActiveAccount } from "./switchAccount.js"
import type { Account } from "./useAccountSave.js"

/**
 * The client accounts of a management (reseller or service-provider) account: open one (members of
 * the management account act in it as users) or, for its owners, create a new one under this
 * account (decision 015: its users do not create clients).
 */
export const ClientsTab = ({ account }: { account: Account }) => {
  const { t } = useTranslation()
  const errorText = useErrorMessage()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const children = useQuery(accountQueries.children())
  const [opening, setOpening] = useState<string | null>(null)

  const open = async (id: string) => {
    setOpening(id)
    await switchActiveAccount(queryClient, id)
    void navigate("/")
  }

  return (
    <>
      {mayCreateClientsOf({ role: account.viewer.role, state: account.state, mode: account.mode }) ? (
        <p>
          <Link to={`/create-account?parent=${account.id}`} className="button button--primary">
            {t("company.clients.create")}
          </Link>
        </p>
      ) : (
        <p className="muted">{t("company.clients.ownersCreate")}</p>
      )}
      {children.isPending ? (
        <LoadingIndicator />
      ) : children.isError ? (
        <p className="alert alert--error">{errorText(children.error)}</p>
      ) : children.data.length === 0 ? (
        <p className="muted">{t("company.clients.none")}</p>
      ) : (
        <div className="table-wrap">
          <table className="table">
            <thead>
              <tr>
                <th scope="col">{t("company.fields.name")}</th>
                <th scope="col">{t("company.fields.businessId")}</th>
                <th scope="col">{t("company.subscription.state")}</th>
                <th scope="col">{t("company.members.actions")}</th>
              </tr>
            </thead>
            <tbody>
              {children.data.map((child) => (
                <tr key={child.id}>
                  <th scope="row">{child.name}</th>
                  <td>{child.businessId}</td>
                  <td>{t(`company.state.${child.state}`)}</td>
                  <td>
                    <button
                      type="button"
                      className="button button--small"
                      disabled={opening !== null}
                      aria-label={t("company.clients.openLabel", { name: child.name })}
                      onClick={() => void open(child.id)}
                    >
                      {t("company.clients.open")}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  )
}
