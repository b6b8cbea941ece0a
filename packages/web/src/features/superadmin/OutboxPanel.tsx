import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query"
import { adminOutbox, isRpcError, type InputOf, type OutboxSort, type OutputOf } from "@vsme/sdk"
import { useId, useState } from "react"
import { useTranslation } from "react-i18next"
import { apiClient } from "../../api/apiClient.js"
import { useBillingFormat } from "../billing/format.js"
import { AdminTable, ListQuery, Pager, SearchForm, useSorting } from "./AdminListParts.js"

const pageSize = 25

const outboxQuery = (input: InputOf<typeof adminOutbox>) =>
  queryOptions({
    queryKey: ["admin.outbox", input] as const,
    queryFn: () => apiClient.call(adminOutbox, input),
    // Forbidden (SMTP configured, or not APP_ENV=dev) is an answer, not a hiccup to retry.
    retry: (count, error) => !(isRpcError(error) && error.tag === "Forbidden") && count < 1,
  })

/**
 * Whether this installation has a development outbox to show (APP_ENV=dev without SMTP_URL): the
 * API answers Forbidden anywhere else, and the dashboard then shows no Outbox tab.
 */
export const useOutboxAvailable = () => {
  const probe = useQuery(outboxQuery({ limit: 1 }))
  return !(isRpcError(probe.error) && probe.error.tag === "Forbidden")
}

/**
 * The development outbox: the only place to read verification and invitation mails there; searched by
 * recipient or subject, sorted by any column (newest first by default) and paged on the server. Each
 * mail's text opens under its row. Anywhere else the API refuses the view and the panel shows nothing.
 */
export const OutboxPanel = () => {
  const { t } = useTranslation()
  const format = useBillingFormat()
  const headingId = useId()
  const [search, setSearch] = useState("")
  const [open, setOpen] = useState<string | null>(null)
  const { sorting, page, setPage } = useSorting<OutboxSort>("createdAt", "desc")
  const mails = useQuery({
    ...outboxQuery({
      ...(search ? { search } : {}),
      sort: sorting.sort,
      direction: sorting.direction,
      offset: page * pageSize,
      limit: pageSize,
    }),
    placeholderData: keepPreviousData,
  })

  if (isRpcError(mails.error) && mails.error.tag === "Forbidden") return null
  return (
    <section aria-labelledby={headingId} className="admin-section outbox">
      <h2 id={headingId}>{t("superadmin.outboxTitle")}</h2>
      <p>{t("superadmin.outboxDescription")}</p>
      <SearchForm
        help={t("adminTables.outboxSearchHelp")}
        onSearch={(text) => {
          setPage(0)
          setSearch(text)
        }}
      />
      <ListQuery query={mails}>
        {(data) => (
          <>
            <AdminTable
              summary={t("adminTables.outboxCount", { count: data.total })}
              empty={t("superadmin.outboxEmpty")}
              rows={data.mails.length}
              sorting={sorting}
              columns={[
                { label: t("adminTables.outboxWhen"), sort: "createdAt", firstDirection: "desc" },
                { label: t("adminTables.outboxTo"), sort: "to" },
                { label: t("adminTables.outboxSubject"), sort: "subject" },
                { label: t("adminTables.outboxKind"), sort: "kind" },
                { label: t("adminTables.outboxStateColumn") },
              ]}
            >
              {data.mails.map((mail) => (
                <OutboxRow
                  key={mail.id}
                  mail={mail}
                  when={format.dateTime(mail.createdAt)}
                  open={open === mail.id}
                  onToggle={() => setOpen(open === mail.id ? null : mail.id)}
                />
              ))}
            </AdminTable>
            <Pager page={page} total={data.total} pageSize={pageSize} onPage={setPage} />
          </>
        )}
      </ListQuery>
    </section>
  )
}

type Mail = OutputOf<typeof adminOutbox>["mails"][number]

const OutboxRow = ({
  mail,
  when,
  open,
  onToggle,
}: {
  mail: Mail
  when: string
  open: boolean
  onToggle: () => void
}) => {
  const { t } = useTranslation()
  const textId = useId()
  const state = t("superadmin.outboxState", {
    transport: mail.transport,
    state: mail.error ? mail.error : mail.sentAt ? t("superadmin.outboxSent") : t("superadmin.outboxQueued"),
  })
  return (
    <>
      <tr>
        <td>{when}</td>
        <td>{mail.to}</td>
        <th scope="row">
          <button
            type="button"
            className="button button--small button--quiet"
            aria-expanded={open}
            aria-controls={textId}
            title={open ? t("adminTables.outboxHide") : t("adminTables.outboxShow")}
            onClick={onToggle}
          >
            {mail.subject}
          </button>
        </th>
        <td>
          <code>{mail.kind}</code>
        </td>
        <td>{state}</td>
      </tr>
      <tr id={textId} hidden={!open}>
        <td colSpan={5}>{open && <pre className="outbox__text">{mail.text}</pre>}</td>
      </tr>
    </>
  )
}
