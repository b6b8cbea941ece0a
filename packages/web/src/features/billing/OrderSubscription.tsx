import { useMutation, useQueryClient } from "@tanstack/react-query"
import { Invoicing } from "@vsme/core"
import { billingOrder, isRpcError, type Account, type SubscriptionStatus } from "@vsme/sdk"
import { useId, useState, type FormEvent } from "react"
import { useTranslation } from "react-i18next"
import { apiClient } from "../../api/apiClient.js"
import { useErrorMessage } from "../../i18n/errorMessage.js"
import { decodeForm, errorsUnder, serverFieldErrors, type FieldErrors } from "../account/formIssues.js"
import { TextField } from "../account/TextField.js"
import { subscriptionChangeKeys } from "./billingQueries.js"
import { useBillingFormat } from "./format.js"
import { fieldMaxLength } from "./invoicingFieldLimits.js"
import { CustomerServiceContact } from "./SubscriptionRequiredNotice.js"

type Form = { [K in keyof Invoicing]-?: string }
const fields = ["invoicingEmail", "einvoiceAddress", "einvoiceOperator", "peppolId", "vatNumber"] as const

/** The VAT number a Finnish company has by default: FI and its Business ID's digits. */
const defaultVatNumber = (businessId: string) => `FI${businessId.replace(/\D/g, "")}`

const formOf = (account: Account): Form => ({
  vatNumber: account.invoicing.vatNumber ?? defaultVatNumber(account.businessId),
  invoicingEmail: account.invoicing.invoicingEmail ?? "",
  einvoiceAddress: account.invoicing.einvoiceAddress ?? "",
  einvoiceOperator: account.invoicing.einvoiceOperator ?? "",
  peppolId: account.invoicing.peppolId ?? "",
})

/**
 * The order form an owner of a trial company sees in the Subscription tab (issue 17): what the
 * subscription includes, its price with VAT, the terms, the billing details (Business ID and VAT
 * number prefilled) and the order button. The server activates through the superadmin's code path
 * and answers 409 to a second order, so a double click makes one subscription.
 */
export const OrderSubscription = ({ account, status }: { account: Account; status: SubscriptionStatus }) => {
  const { t } = useTranslation()
  const errorText = useErrorMessage()
  const format = useBillingFormat()
  const queryClient = useQueryClient()
  const [form, setForm] = useState(() => formOf(account))
  const [accepted, setAccepted] = useState(false)
  const [errors, setErrors] = useState<FieldErrors>({})
  const ids = { heading: useId(), accept: useId(), details: useId() }
  const order = useMutation({
    mutationFn: (invoicing: Invoicing) => apiClient.call(billingOrder, { invoicing, acceptTerms: true }),
    onSettled: () =>
      Promise.all(subscriptionChangeKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
    onError: (error) => {
      const fromServer = serverFieldErrors(error)
      if (fromServer) setErrors(errorsUnder(fromServer, "invoicing"))
    },
  })

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (order.isPending) return
    const decoded = decodeForm(Invoicing, form)
    if (!decoded.ok) {
      setErrors(decoded.errors)
      return
    }
    setErrors({})
    order.mutate(decoded.value)
  }

  const failure = order.error
  const failureText = !failure
    ? null
    : isRpcError(failure) && failure.tag === "InvoicingDetailsMissing"
      ? t("billing.order.detailsMissing")
      : isRpcError(failure) && failure.tag === "SubscriptionChangeRefused"
        ? t("billing.order.alreadyActive")
        : serverFieldErrors(failure)
          ? null
          : errorText(failure)
  const { price } = status

  return (
    <section className="settings-section" aria-labelledby={ids.heading}>
      <h3 id={ids.heading}>{t("billing.order.title")}</h3>
      <h4>{t("billing.order.includesTitle")}</h4>
      <ul>
        {t("billing.order.includes")
          .split("\n")
          .map((line) => (
            <li key={line}>{line}</li>
          ))}
      </ul>
      <h4>{t("billing.order.priceTitle")}</h4>
      <table className="table table--compact">
        <tbody>
          <tr>
            <th scope="row">{t("billing.order.net")}</th>
            <td className="num">{format.money(price.netCents, price.currency)}</td>
          </tr>
          <tr>
            <th scope="row">{t("billing.order.vat", { rate: format.rate(price.vatRate) })}</th>
            <td className="num">{format.money(price.vatCents, price.currency)}</td>
          </tr>
          <tr>
            <th scope="row">{t("billing.order.total")}</th>
            <td className="num">
              <strong>{format.money(price.totalCents, price.currency)}</strong>
            </td>
          </tr>
        </tbody>
      </table>
      <h4>{t("billing.order.termsTitle")}</h4>
      <p>{t("billing.order.terms")}</p>
      <CustomerServiceContact contact={status.customerService} />
      <form className="form form--narrow" noValidate onSubmit={onSubmit} aria-labelledby={ids.details}>
        <h4 id={ids.details}>{t("billing.order.detailsTitle")}</h4>
        <p className="muted">{t("billing.order.detailsHelp")}</p>
        <dl className="facts">
          <div>
            <dt>{t("billing.order.businessId")}</dt>
            <dd>{account.businessId}</dd>
          </div>
        </dl>
        {fields.map((field) => (
          <TextField
            key={field}
            label={t(`company.subscription.${field}`)}
            value={form[field]}
            onChange={(value) => setForm({ ...form, [field]: value })}
            error={errors[field]}
            type={field === "invoicingEmail" ? "email" : "text"}
            autoComplete={field === "invoicingEmail" ? "email" : "off"}
            optional
            maxLength={fieldMaxLength[field]}
            {...(field === "peppolId" ? { help: t("company.subscription.peppolIdHelp") } : {})}
          />
        ))}
        <div className="checkbox">
          <input
            id={ids.accept}
            type="checkbox"
            checked={accepted}
            onChange={(e) => setAccepted(e.target.checked)}
          />
          <label htmlFor={ids.accept}>{t("billing.order.accept")}</label>
        </div>
        <div aria-live="polite">
          {failureText && (
            <p role="alert" className="alert alert--error">
              {failureText}
            </p>
          )}
          {order.isSuccess && order.data.invoice && (
            <p className="notice">{t("billing.order.ordered", { number: order.data.invoice.number })}</p>
          )}
        </div>
        <button type="submit" className="button button--primary" disabled={!accepted || order.isPending}>
          {order.isPending ? t("billing.order.submitting") : t("billing.order.submit")}
        </button>
      </form>
    </section>
  )
}
