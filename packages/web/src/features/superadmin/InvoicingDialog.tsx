import { useMutation } from "@tanstack/react-query"
import { Invoicing } from "@vsme/core"
import { adminUpdateInvoicing, type AdminCompany } from "@vsme/sdk"
import { useState, type FormEvent } from "react"
import { useTranslation } from "react-i18next"
import { apiClient } from "../../api/apiClient.js"
import { useErrorMessage } from "../../i18n/errorMessage.js"
import { Dialog } from "../../shell/Dialog.js"
import { decodeForm, serverFieldErrors, type FieldErrors } from "../account/formIssues.js"
import { TextField } from "../account/TextField.js"
import { fieldMaxLength } from "../billing/invoicingFieldLimits.js"

const fields = ["vatNumber", "invoicingEmail", "einvoiceAddress", "einvoiceOperator", "peppolId"] as const
type Form = Record<(typeof fields)[number], string>

/**
 * A company's invoicing details (spec §3: VAT number, invoicing e-mail, e-invoice address and
 * operator), edited by a superadmin (spec §6: not by the company's users). Checked with the
 * contract's Schema before it is sent, and again by the API.
 */
export const InvoicingDialog = ({
  company,
  onClose,
  onSaved,
}: {
  company: AdminCompany
  onClose: () => void
  onSaved: (company: AdminCompany) => void
}) => {
  const { t } = useTranslation()
  const errorText = useErrorMessage()
  const [form, setForm] = useState<Form>({
    vatNumber: company.invoicing.vatNumber ?? "",
    invoicingEmail: company.invoicing.invoicingEmail ?? "",
    einvoiceAddress: company.invoicing.einvoiceAddress ?? "",
    einvoiceOperator: company.invoicing.einvoiceOperator ?? "",
    peppolId: company.invoicing.peppolId ?? "",
  })
  const [errors, setErrors] = useState<FieldErrors>({})
  const save = useMutation({
    mutationFn: (invoicing: Invoicing) =>
      apiClient.call(adminUpdateInvoicing, { accountId: company.id, invoicing }),
    onSuccess: (result) => onSaved(result.company),
    onError: (error) => {
      const fieldErrors = serverFieldErrors(error)
      if (fieldErrors)
        setErrors(
          Object.fromEntries(Object.entries(fieldErrors).map(([k, v]) => [k.replace(/^invoicing\./, ""), v])),
        )
    },
  })

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const decoded = decodeForm(Invoicing, form)
    if (!decoded.ok) {
      setErrors(decoded.errors)
      return
    }
    setErrors({})
    save.mutate(decoded.value)
  }

  return (
    <Dialog title={t("billing.admin.invoicingTitle", { name: company.name })} onClose={onClose}>
      <form className="form" noValidate onSubmit={onSubmit}>
        {fields.map((field) => (
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
        {save.isError && !serverFieldErrors(save.error) && (
          <p className="alert alert--error" role="alert">
            {errorText(save.error)}
          </p>
        )}
        <div className="button-row dialog__footer">
          <button type="button" className="button" onClick={onClose}>
            {t("billing.admin.cancel")}
          </button>
          <button type="submit" className="button button--primary" disabled={save.isPending}>
            {save.isPending ? t("billing.admin.saving") : t("billing.admin.save")}
          </button>
        </div>
      </form>
    </Dialog>
  )
}
