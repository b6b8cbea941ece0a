import { legalForms, type LegalForm } from "@vsme/core"
import { useId } from "react"
import { useTranslation } from "react-i18next"
import { describedBy, FieldError } from "../../shell/FieldMessage.js"
import type { CompanyFormState } from "./companyForm.js"
import type { FieldErrors } from "./formIssues.js"
import { NacePicker } from "./NacePicker.js"
import { TextField, useTranslateKey } from "./TextField.js"

/**
 * Every company field of spec §3 (name, contact, legal form with "other" free text, NACE codes,
 * address), shared by /create-account and the Company Details tab. `errors` are keyed by the
 * contract's paths below `company` (`contact.email`, `address.zip`); `readOnly` shows the values to
 * members who may not edit them.
 */
export const CompanyFields = ({
  value,
  onChange,
  errors,
  readOnly = false,
}: {
  value: CompanyFormState
  onChange: (next: CompanyFormState) => void
  errors: FieldErrors
  readOnly?: boolean
}) => {
  const { t } = useTranslation()
  const translate = useTranslateKey()
  const ids = { legalForm: useId(), legalFormError: useId() }
  const set =
    <K extends keyof CompanyFormState>(key: K) =>
    (next: CompanyFormState[K]) =>
      onChange({ ...value, [key]: next })
  const common = { readOnly }

  return (
    <>
      <TextField
        label={t("company.fields.name")}
        value={value.name}
        onChange={set("name")}
        error={errors.name}
        autoComplete="organization"
        required
        maxLength={200}
        {...common}
      />
      <fieldset>
        <legend>{t("company.fields.contactTitle")}</legend>
        <TextField
          label={t("company.fields.contactName")}
          value={value.contactName}
          onChange={set("contactName")}
          error={errors["contact.name"]}
          autoComplete="name"
          optional
          maxLength={120}
          {...common}
        />
        <TextField
          label={t("company.fields.contactEmail")}
          value={value.contactEmail}
          onChange={set("contactEmail")}
          error={errors["contact.email"]}
          type="email"
          autoComplete="email"
          optional
          {...common}
        />
        <TextField
          label={t("company.fields.contactPhone")}
          value={value.contactPhone}
          onChange={set("contactPhone")}
          error={errors["contact.phone"]}
          type="tel"
          autoComplete="tel"
          optional
          maxLength={40}
          {...common}
        />
      </fieldset>
      <div className="field">
        <label htmlFor={ids.legalForm}>{t("company.fields.legalForm")}</label>
        <select
          id={ids.legalForm}
          value={value.legalForm}
          disabled={readOnly}
          onChange={(event) => set("legalForm")(event.target.value as LegalForm | "")}
          aria-invalid={errors.legalForm ? true : undefined}
          aria-describedby={describedBy(ids.legalFormError)}
        >
          <option value="">{t("company.fields.legalFormNone")}</option>
          {legalForms.map((form) => (
            <option key={form} value={form}>
              {t(`company.legalForm.${form}`)}
            </option>
          ))}
        </select>
        <FieldError id={ids.legalFormError}>
          {errors.legalForm ? <p>{translate(errors.legalForm)}</p> : null}
        </FieldError>
      </div>
      {value.legalForm === "other" && (
        <TextField
          label={t("company.fields.legalFormOther")}
          value={value.legalFormOther}
          onChange={set("legalFormOther")}
          error={errors.legalFormOther}
          maxLength={120}
          required
          {...common}
        />
      )}
      <NacePicker
        value={value.naceCodes}
        onChange={set("naceCodes")}
        disabled={readOnly}
        error={translate(
          errors.naceCodes ?? Object.entries(errors).find(([path]) => path.startsWith("naceCodes."))?.[1],
        )}
      />
      <fieldset>
        <legend>{t("company.fields.addressTitle")}</legend>
        <TextField
          label={t("company.fields.street")}
          value={value.street}
          onChange={set("street")}
          error={errors["address.street"]}
          autoComplete="address-line1"
          optional
          maxLength={200}
          {...common}
        />
        <TextField
          label={t("company.fields.street2")}
          value={value.street2}
          onChange={set("street2")}
          error={errors["address.street2"]}
          autoComplete="address-line2"
          optional
          maxLength={200}
          {...common}
        />
        <div className="field-row">
          <TextField
            label={t("company.fields.zip")}
            value={value.zip}
            onChange={set("zip")}
            error={errors["address.zip"]}
            autoComplete="postal-code"
            optional
            maxLength={20}
            {...common}
          />
          <TextField
            label={t("company.fields.city")}
            value={value.city}
            onChange={set("city")}
            error={errors["address.city"]}
            autoComplete="address-level2"
            optional
            maxLength={100}
            {...common}
          />
          <TextField
            label={t("company.fields.country")}
            value={value.country}
            onChange={set("country")}
            error={errors["address.country"]}
            autoComplete="country"
            maxLength={2}
            size={3}
            {...common}
          />
        </div>
      </fieldset>
    </>
  )
}
