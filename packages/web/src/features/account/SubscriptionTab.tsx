import { useQuery } from "@tanstack/react-query"
import { Invoicing, type AccountMode } from "@vsme/core"
import { billingInvoiceCopy, type InvoiceSummary } from "@vsme/sdk"
import { useId, useState, type FormEvent } from "react"
import { useTranslation } from "react-i18next"
import { SelectField } from "../../shell/controls/SelectField.js"
import { apiClient } from "../../api/apiClient.js"
import { useErrorMessage } from "../../i18n/errorMessage.js"
import { currentLocale } from "../../i18n/setup.js"
import { LoadingIndicator } from "../../shell/LoadingIndicator.js"
import { billingQueries } from "../billing/billingQueries.js"
import { useBillingFormat } from "../billing/format.js"
import { InvoiceCopyDialog } from "../billing/InvoiceCopyDialog.js"
import { fieldMaxLength } from "../billing/invoicingFieldLimits.js"
import { OrderSubscription } from "../billing/OrderSubscription.js"
import { CustomerServiceContact, SubscriptionRequiredNotice } from "../billing/SubscriptionRequiredNotice.js"
import { decodeForm, errorsUnder } from "./formIssues.js"
import { SaveStatus } from "./SaveStatus.js"
import { TextField } from "./TextField.js"
import { useAccountSave, type Account } from "./useAccountSave.js"

type InvoicingForm = { [K in keyof Account["invoicing"]]: string }
const invoicingFormOf = (account: Account): InvoicingForm => ({
  vatNumber: account.invoicing.vatNumber ?? "",
  invoicingEmail: account.invoicing.invoicingEmail ?? "",
  einvoiceAddress: account.invoicing.einvoiceAddress ?? "",
  einvoiceOperator: account.invoicing.einvoiceOperator ?? "",
  peppolId: account.invoicing.peppolId ?? "",
})
const invoicingFields = [
  "vatNumber",
  "invoicingEmail",
  "einvoiceAddress",
  "einvoiceOperator",
  "peppolId",
] as const

/**
 * The subscription's state, paid year and renewal (spec §1, §4) and its price, 780 EUR a year VAT
 * extra (spec §9). Every member sees it; the state comes from `billing.subscription`.
 */
const SubscriptionStatus = ({ account }: { account: Account }) => {
  const { t } = useTranslation()
  const errorText = useErrorMessage()
  const format = useBillingFormat()
  const status = useQuery(billingQueries.subscription())
  const headingId = useId()
  const state = status.data?.state ?? account.state
  return (
    <section className="settings-section" aria-labelledby={headingId}>
      <h3 id={headingId}>{t("company.subscription.stateTitle")}</h3>
      {status.isPending && <LoadingIndicator />}
      {status.isError && <p className="alert alert--error">{errorText(status.error)}</p>}
      <dl className="facts">
        <div>
          <dt>{t("company.subscription.state")}</dt>
          <dd>
            <span className={state === "active" ? "chip" : "chip chip--trial"}>
              {t(`billing.state.${state}`)}
            </span>
          </dd>
        </div>
        {status.data && (
          <>
            {(status.data.period || status.data.state !== "active") && (
              <div>
                <dt>{t("billing.subscription.period")}</dt>
                <dd>
                  {status.data.period
                    ? t("billing.subscription.periodValue", {
                        start: format.date(status.data.period.start),
                        end: format.date(status.data.period.end),
                      })
                    : t("billing.subscription.noPeriod")}
                </dd>
              </div>
            )}
            {status.data.state === "active" && status.data.period && (
              <div>
                <dt>{t("billing.subscription.renewal")}</dt>
                <dd>
                  {status.data.nextRenewal
                    ? t("billing.subscription.renewsOn", { date: format.date(status.data.nextRenewal) })
                    : t("billing.subscription.endsOn", { date: format.date(status.data.period.end) })}
                </dd>
              </div>
            )}
            <div>
              <dt>{t("billing.subscription.priceTitle")}</dt>
              <dd>
                {t("createAccount.priceInfo")}{" "}
                {t("billing.subscription.priceBreakdown", {
                  net: format.money(status.data.price.netCents, status.data.price.currency),
                  rate: format.rate(status.data.price.vatRate),
                  vat: format.money(status.data.price.vatCents, status.data.price.currency),
                  total: format.money(status.data.price.totalCents, status.data.price.currency),
                })}
              </dd>
            </div>
          </>
        )}
      </dl>
      <p className="muted">
        {state === "active"
          ? t("company.subscription.activeNote")
          : state === "disabled"
            ? t("billing.subscription.disabledNote")
            : t("company.subscription.trialNote")}
      </p>
      {status.data && state !== "trial" && <CustomerServiceContact contact={status.data.customerService} />}
    </section>
  )
}

/**
 * In trial mode: the owner orders here; a user sees whom to ask (the main users) instead.
 */
const TrialOrder = ({ account }: { account: Account }) => {
  const status = useQuery(billingQueries.subscription())
  if (!status.data || status.data.state !== "trial") return null
  if (account.viewer.role === "owner") return <OrderSubscription account={account} status={status.data} />
  return <SubscriptionRequiredNotice />
}

/** The company's invoices, newest first, with their readable copies. Owners only (spec §6). */
const InvoiceList = () => {
  const { t } = useTranslation()
  const errorText = useErrorMessage()
  const format = useBillingFormat()
  const invoices = useQuery(billingQueries.invoices())
  const [open, setOpen] = useState<InvoiceSummary | null>(null)
  if (invoices.isPending) return <LoadingIndicator />
  if (invoices.isError) return <p className="alert alert--error">{errorText(invoices.error)}</p>
  if (invoices.data.length === 0) return <p className="muted">{t("billing.invoices.none")}</p>
  const locale = currentLocale()
  return (
    <div className="table-wrap">
      <table className="table">
        <thead>
          <tr>
            <th scope="col">{t("billing.invoices.number")}</th>
            <th scope="col">{t("billing.invoices.date")}</th>
            <th scope="col">{t("billing.invoices.period")}</th>
            <th scope="col">{t("billing.invoices.dueDate")}</th>
            <th scope="col" className="num">
              {t("billing.invoices.total")}
            </th>
            <th scope="col">{t("billing.invoices.reference")}</th>
            <th scope="col">
              <span className="visually-hidden">{t("billing.invoices.open")}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {invoices.data.map((invoice) => (
            <tr key={invoice.id}>
              <th scope="row">
                {invoice.number} <span className="muted">({t(`billing.invoices.kind.${invoice.kind}`)})</span>
              </th>
              <td>{format.date(invoice.issueDate)}</td>
              <td>
                {format.date(invoice.period.start)} – {format.date(invoice.period.end)}
              </td>
              <td>{format.date(invoice.dueDate)}</td>
              <td className="num">{format.money(invoice.totalCents, invoice.currency)}</td>
              <td>{invoice.reference}</td>
              <td>
                <button
                  type="button"
                  className="button button--small"
                  aria-label={t("billing.invoices.openLabel", { number: invoice.number })}
                  onClick={() => setOpen(invoice)}
                >
                  {t("billing.invoices.open")}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {open && (
        <InvoiceCopyDialog
          number={open.number}
          queryKey={["billing.invoiceCopy", { invoiceId: open.id, locale }]}
          load={() => apiClient.call(billingInvoiceCopy, { invoiceId: open.id, locale })}
          onClose={() => setOpen(null)}
        />
      )}
    </div>
  )
}

/**
 * Subscription (spec §1, §4, §9): the state, the paid year and its renewal, the price of 780 EUR a
 * year VAT extra, the invoices for owners, and the invoicing details, which users only read
 * (spec §6); superadmins edit them and the management mode.
 */
export const SubscriptionTab = ({ account }: { account: Account }) => {
  const { t } = useTranslation()
  const canEdit = account.viewer.canEditInvoicing
  const [form, setForm] = useState(() => invoicingFormOf(account))
  const [mode, setMode] = useState<AccountMode | "">(account.mode ?? "")
  const [version, setVersion] = useState(account.version)
  if (account.version !== version) {
    setVersion(account.version)
    setForm(invoicingFormOf(account))
    setMode(account.mode ?? "")
  }
  const { state, setState, save, reload } = useAccountSave()
  const errors = errorsUnder(state.kind === "invalid" ? state.errors : {}, "invoicing")
  const ids = { invoices: useId(), invoicing: useId(), mode: useId() }

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const decoded = decodeForm(Invoicing, form)
    if (!decoded.ok) {
      setState({
        kind: "invalid",
        errors: Object.fromEntries(Object.entries(decoded.errors).map(([k, v]) => [`invoicing.${k}`, v])),
      })
      return
    }
    await save({ version: account.version, invoicing: decoded.value, mode: mode === "" ? null : mode })
  }

  return (
    <>
      <SubscriptionStatus account={account} />
      <TrialOrder account={account} />
      <section className="settings-section" aria-labelledby={ids.invoices}>
        <h3 id={ids.invoices}>{t("billing.invoices.title")}</h3>
        {account.viewer.role === "owner" ? (
          <InvoiceList />
        ) : (
          <p className="muted">{t("billing.invoices.ownersOnly")}</p>
        )}
      </section>
      <section className="settings-section" aria-labelledby={ids.invoicing}>
        <h3 id={ids.invoicing}>{t("company.subscription.invoicingTitle")}</h3>
        {canEdit ? (
          <form className="form form--narrow" noValidate onSubmit={(e) => void onSubmit(e)}>
            {invoicingFields.map((field) => (
              <TextField
                key={field}
                label={t(`company.subscription.${field}`)}
                value={form[field]}
                onChange={(value) => setForm({ ...form, [field]: value })}
                error={errors[field]}
                type={field === "invoicingEmail" ? "email" : "text"}
                optional
                maxLength={fieldMaxLength[field]}
                {...(field === "peppolId" ? { help: t("company.subscription.peppolIdHelp") } : {})}
              />
            ))}
            <SelectField
              id={ids.mode}
              label={t("company.subscription.modeTitle")}
              value={mode}
              onChange={setMode}
              options={[
                { value: "" as const, label: t("company.subscription.modeNone") },
                { value: "reseller" as const, label: t("company.subscription.modeReseller") },
                { value: "service-provider" as const, label: t("company.subscription.modeServiceProvider") },
              ]}
            />
            <SaveStatus state={state} onReload={() => void reload()} />
            <button type="submit" className="button button--primary" disabled={state.kind === "saving"}>
              {state.kind === "saving" ? t("company.saving") : t("company.save")}
            </button>
          </form>
        ) : (
          <>
            <p className="muted">{t("company.subscription.invoicingReadOnly")}</p>
            <dl className="facts">
              {invoicingFields.map((field) => (
                <div key={field}>
                  <dt>{t(`company.subscription.${field}`)}</dt>
                  <dd>{account.invoicing[field] ?? t("company.subscription.notGiven")}</dd>
                </div>
              ))}
            </dl>
          </>
        )}
      </section>
    </>
  )
}
