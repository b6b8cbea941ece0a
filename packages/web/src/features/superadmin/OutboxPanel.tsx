import { queryOptions, useQuery } from "@tanstack/react-query"
import { adminOutbox, isRpcError } from "@vsme/sdk"
import { useId, useState } from "react"
import { useTranslation } from "react-i18next"
import { apiClient } from "../../api/apiClient.js"
import { useErrorMessage } from "../../i18n/errorMessage.js"

const outboxQuery = (to: string) =>
  queryOptions({
    queryKey: ["admin.outbox", { to }] as const,
    queryFn: () => apiClient.call(adminOutbox, to ? { to } : {}),
  })

/**
 * The development outbox (APP_ENV=dev without SMTP_URL): the only place to read verification and
 * invitation mails there. Anywhere else the API refuses the view (queued mail may hold live links),
 * and the panel is not shown at all.
 */
export const OutboxPanel = () => {
  const { t, i18n } = useTranslation()
  const errorMessage = useErrorMessage()
  const filterId = useId()
  const [filter, setFilter] = useState("")
  const [applied, setApplied] = useState("")
  const mails = useQuery(outboxQuery(applied))

  if (isRpcError(mails.error) && mails.error.tag === "Forbidden") return null
  return (
    <section aria-labelledby={`${filterId}-heading`} className="outbox">
      <h2 id={`${filterId}-heading`}>{t("superadmin.outboxTitle")}</h2>
      <p>{t("superadmin.outboxDescription")}</p>
      <form
        className="outbox__filter"
        onSubmit={(event) => {
          event.preventDefault()
          setApplied(filter.trim())
        }}
      >
        <label htmlFor={filterId}>{t("superadmin.outboxFilter")}</label>
        <input id={filterId} type="email" value={filter} onChange={(e) => setFilter(e.target.value)} />
        <button type="submit">{t("superadmin.outboxApply")}</button>
      </form>
      {mails.isPending && <p role="status">{t("common.loading")}</p>}
      {mails.isError && <p role="alert">{errorMessage(mails.error)}</p>}
      {mails.data && mails.data.length === 0 && <p>{t("superadmin.outboxEmpty")}</p>}
      {mails.data && mails.data.length > 0 && (
        <ul className="outbox__list">
          {mails.data.map((mail) => (
            <li key={mail.id}>
              <details>
                <summary>
                  <span>{new Date(mail.createdAt).toLocaleString(i18n.language)}</span> ·{" "}
                  <span>{mail.to}</span> · <strong>{mail.subject}</strong>
                </summary>
                <p>
                  {t("superadmin.outboxState", {
                    transport: mail.transport,
                    state: mail.error
                      ? mail.error
                      : mail.sentAt
                        ? t("superadmin.outboxSent")
                        : t("superadmin.outboxQueued"),
                  })}
                </p>
                <pre className="outbox__text">{mail.text}</pre>
              </details>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
