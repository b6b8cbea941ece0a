import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import {
  adminInvoiceCopy,
  adminInvoiceMessage,
  adminResendInvoice,
  type AdminInvoice,
  type InputOf,
  type InvoiceSort,
  type adminInvoices,
} from "@vsme/sdk"
import { useId, useState } from "react"
import { useTranslation } from "react-i18next"
import { apiClient } from "../../api/apiClient.js"
import { useErrorMessage } from "../../i18n/errorMessage.js"
import { currentLocale } from "../../i18n/setup.js"
import { adminQueries } from "../billing/billingQueries.js"
import { downloadText, useBillingFormat } from "../billing/format.js"
import { InvoiceCopyDialog } from "../billing/InvoiceCopyDialog.js"
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
 * All invoices, newest first (issue 9): number, company, dates, total, and how delivery went (an
 * operator's refusal is shown). Each opens as a readable copy or downloads as Finvoice 3.0 or Peppol
 * BIS Billing 3.0, exactly as issued. A failed delivery can be sent again, as issued.
 */
export const InvoicesPanel = () => {
  const { t } = useTranslation()
  const errorText = useErrorMessage()
  const format = useBillingFormat()
  const headingId = useId()
  const [search, setSearch] = useState("")
  const { sorting, page, setPage } = useSorting<InvoiceSort>("number", "desc")
  const [open, setOpen] = useState<AdminInvoice | null>(null)
  const [downloadError, setDownloadError] = useState<string | null>(null)
  const [resendStatus, setResendStatus] = useState<ActionStatus>(null)
  const queryClient = useQueryClient()
  const input: InputOf<typeof adminInvoices> = {
    ...(search ? { search } : {}),
    sort: sorting.sort,
    direction: sorting.direction,
    offset: page * pageSize,
    limit: pageSize,
  }
  const list = useQuery({ ...adminQueries.invoices(input), placeholderData: keepPreviousData })
  const locale = currentLocale()

  const resend = useMutation({
    mutationFn: (invoice: AdminInvoice) => apiClient.call(adminResendInvoice, { invoiceId: invoice.id }),
    onMutate: () => setResendStatus(null),
    onSuccess: (_, invoice) => {
      setResendStatus({ kind: "info", text: t("billing.admin.resent", { number: invoice.number }) })
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: ["admin.invoices"] }),
        queryClient.invalidateQueries({ queryKey: ["admin.auditLog"] }),
      ])
    },
    onError: (error) => setResendStatus({ kind: "error", text: errorText(error) }),
  })

  const download = async (invoice: AdminInvoice, format: "finvoice" | "peppol") => {
    setDownloadError(null)
    try {
      const message = await apiClient.call(adminInvoiceMessage, { invoiceId: invoice.id, format })
      downloadText(message.fileName, message.xml, "application/xml")
    } catch (error) {
      setDownloadError(errorText(error))
    }
  }

  return (
    <section className="admin-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t("billing.admin.invoicesTitle")}</h2>
      <SearchForm
        help={t("billing.admin.invoiceSearchHelp")}
        onSearch={(text) => {
          setPage(0)
          setSearch(text)
        }}
      />
      {downloadError && (
        <p className="alert alert--error" role="alert">
          {downloadError}
        </p>
      )}
      <StatusLine status={resendStatus} />
      <ListQuery query={list}>
        {(data) => (
          <>
            <AdminTable
              summary={t("billing.admin.invoiceCount", { count: data.total })}
              empty={t("billing.admin.noInvoices")}
              rows={data.invoices.length}
              sorting={sorting}
              columns={[
                { label: t("billing.invoices.number"), sort: "number", firstDirection: "desc" },
                { label: t("billing.admin.company"), sort: "company" },
                { label: t("billing.invoices.date"), sort: "issueDate", firstDirection: "desc" },
                { label: t("billing.invoices.dueDate"), sort: "dueDate", firstDirection: "desc" },
                { label: t("billing.invoices.total"), numeric: true, sort: "total" },
                { label: t("billing.invoices.delivery"), sort: "delivery" },
                { label: t("billing.admin.actions") },
              ]}
            >
              {data.invoices.map((invoice) => (
                <tr key={invoice.id}>
                  <th scope="row">
                    {invoice.number}
                    <br />
                    <span className="muted">{t(`billing.invoices.kind.${invoice.kind}`)}</span>
                  </th>
                  <td>
                    {invoice.accountName}
                    <br />
                    <span className="muted">{invoice.businessId}</span>
                  </td>
                  <td>{format.date(invoice.issueDate)}</td>
                  <td>{format.date(invoice.dueDate)}</td>
                  <td className="num">{format.money(invoice.totalCents, invoice.currency)}</td>
                  <td>
                    {t(`billing.invoices.channel.${invoice.channel}`)} ·{" "}
                    <span className={invoice.delivery === "failed" ? "admin-failed" : undefined}>
                      {t(`billing.invoices.deliveryState.${invoice.delivery}`)}
                    </span>
                    {invoice.deliveryError && (
                      <>
                        <br />
                        <span className="muted">{invoice.deliveryError}</span>
                      </>
                    )}
                  </td>
                  <td>
                    <div className="button-row button-row--tight">
                      <button
                        type="button"
                        className="button button--small"
                        aria-label={t("billing.invoices.openLabel", { number: invoice.number })}
                        onClick={() => setOpen(invoice)}
                      >
                        {t("billing.invoices.open")}
                      </button>
                      {invoice.delivery === "failed" && (
                        <button
                          type="button"
                          className="button button--small"
                          aria-label={t("billing.admin.resendLabel", { number: invoice.number })}
                          disabled={resend.isPending}
                          onClick={() => resend.mutate(invoice)}
                        >
                          {t("billing.admin.resend")}
                        </button>
                      )}
                      <button
                        type="button"
                        className="button button--small button--quiet"
                        aria-label={t("billing.admin.finvoiceLabel", { number: invoice.number })}
                        onClick={() => void download(invoice, "finvoice")}
                      >
                        {t("billing.admin.finvoice")}
                      </button>
                      <button
                        type="button"
                        className="button button--small button--quiet"
                        aria-label={t("billing.admin.peppolLabel", { number: invoice.number })}
                        onClick={() => void download(invoice, "peppol")}
                      >
                        {t("billing.admin.peppol")}
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
      {open && (
        <InvoiceCopyDialog
          number={open.number}
          queryKey={["admin.invoiceCopy", { invoiceId: open.id, locale }]}
          load={() => apiClient.call(adminInvoiceCopy, { invoiceId: open.id, locale })}
          onClose={() => setOpen(null)}
        />
      )}
    </section>
  )
}
