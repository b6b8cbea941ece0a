import { legalForms } from "@vsme/core"
import { useId } from "react"
import { useTranslation } from "react-i18next"
import { SelectField } from "../../shell/controls/SelectField.js"
import { describedBy, FieldError } from "../../shell/FieldMessage.js"
import type { CompanyFormState } from "./companyForm.js"
import type { FieldErrors } from "./formIssues.js"
import { NacePicker } from "./NacePicker.js"
import { TextField, useTranslateKey } from "./TextField.js"

/**
 * Every company field of spec §3 (name, contact, legal form with "other" free text, NACE codes,
 * address), shared by /create-account and the Company Details tab. `errors` are keyed by the
 * contract's paths below `company` (`contact.email`, `address.zip`); `readOnly` shows the values to
 * members who may not edit them. `withXbrlIdentifier` adds the LEI and the choice of the identifier
 * XBRL reports name the company by (Company Details only: a new account starts with its Business ID).
 */
export const CompanyFields = ({
  value,
  onChange,
  errors,
  readOnly = false,
  withXbrlIdentifier = false,
}: {
  value: CompanyFormState
  onChange: (next: CompanyFormState) => void
  errors: FieldErrors
  readOnly?: boolean
  withXbrlIdentifier?: boolean
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
        <SelectField
          id={ids.legalForm}
          label={t("company.fields.legalForm")}
          value={value.legalForm}
          disabled={readOnly}
          onChange={set("legalForm")}
          invalid={errors.legalForm ? true : undefined}
          describedBy={describedBy(ids.legalFormError)}
          options={[
            { value: "" as const, label: t("company.fields.legalFormNone") },
            ...legalForms.map((form) => ({ value: form, label: t(`company.legalForm.${form}`) })),
          ]}
        />
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
      {withXbrlIdentifier && (
        <fieldset>
          <legend>{t("company.fields.xbrlTitle")}</legend>
          <TextField
            label={t("company.fields.lei")}
            value={value.lei}
            onChange={set("lei")}
            error={errors.lei}
            help={t("company.fields.leiHelp")}
            autoComplete="off"
            spellCheck={false}
            optional
            maxLength={40}
            {...common}
          />
          <fieldset className="radio-group">
            <legend>{t("company.fields.xbrlIdentifier")}</legend>
            {(["businessId", "lei"] as const).map((choice) => (
              <label key={choice}>
                <input
                  type="radio"
                  name="xbrlIdentifier"
                  value={choice}
                  checked={(value.lei.trim() === "" ? "businessId" : value.xbrlIdentifier) === choice}
                  disabled={readOnly || (choice === "lei" && value.lei.trim() === "")}
                  onChange={() => set("xbrlIdentifier")(choice)}
                />
                {t(`company.fields.xbrlIdentifierChoice.${choice}`)}
              </label>
            ))}
          </fieldset>
        </fieldset>
      )}
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
