import { Invoicing, type AccountMode } from "@vsme/core"
import { useId, useState, type FormEvent } from "react"
import { useTranslation } from "react-i18next"
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
})
const invoicingFields = ["vatNumber", "invoicingEmail", "einvoiceAddress", "einvoiceOperator"] as const

/**
 * Subscription (spec §1, §4, §9): the state, the price of 780 EUR a year VAT extra, and the invoicing
 * details, which users only read (spec §6); superadmins edit them and the management mode.
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
  const ids = { state: useId(), invoicing: useId(), mode: useId() }

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
      <section className="settings-section" aria-labelledby={ids.state}>
        <h3 id={ids.state}>{t("company.subscription.stateTitle")}</h3>
        <dl className="facts">
          <dt>{t("company.subscription.state")}</dt>
          <dd>
            <span className={account.state === "active" ? "chip" : "chip chip--trial"}>
              {t(`company.state.${account.state}`)}
            </span>
          </dd>
        </dl>
        <p>{t("createAccount.priceInfo")}</p>
        <p className="muted">
          {account.state === "active"
            ? t("company.subscription.activeNote")
            : t("company.subscription.trialNote")}
        </p>
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
                maxLength={field === "invoicingEmail" ? 254 : 40}
              />
            ))}
            <div className="field">
              <label htmlFor={ids.mode}>{t("company.subscription.modeTitle")}</label>
              <select
                id={ids.mode}
                value={mode}
                onChange={(e) => setMode(e.target.value as AccountMode | "")}
              >
                <option value="">{t("company.subscription.modeNone")}</option>
                <option value="reseller">{t("company.subscription.modeReseller")}</option>
                <option value="service-provider">{t("company.subscription.modeServiceProvider")}</option>
              </select>
            </div>
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
