import {
  rowTypes,
  scope3Categories,
  type CarbonMassUnit,
  type EmissionFactor,
  type RowType,
  type RowUnit,
} from "@vsme/core"
import { factorAdminCreate } from "@vsme/sdk"
import { useId, useState, type FormEvent } from "react"
import { useTranslation } from "react-i18next"
import { useErrorMessage } from "../../i18n/errorMessage.js"
import { SelectField } from "../../shell/controls/SelectField.js"
import { describedBy, FieldError } from "../../shell/FieldMessage.js"
import { serverFieldErrors } from "../account/formIssues.js"
import { TextField, useTranslateKey } from "../account/TextField.js"
import { parseDecimal, parseYear } from "../ghg/format.js"
import { carbonMassUnitOptions, useRowUnitOptions } from "../ghg/UnitOptions.js"
import { useBlurValidation } from "../ghg/useBlurValidation.js"

/** A factor as typed in the form: numbers and years stay text until decoded. */
export interface FactorDraft {
  readonly id: string
  readonly name: string
  readonly rowType: RowType | ""
  readonly scope3Category: string
  readonly scope2Basis: "" | "location" | "market"
  readonly value: string
  readonly massUnit: CarbonMassUnit
  readonly denominatorUnit: RowUnit
  readonly validFrom: string
  readonly validTo: string
  readonly country: string
  readonly sourceName: string
  readonly sourceUrl: string
  readonly sourceNotes: string
  /** Finnish and Swedish names, publisher and method (decision 026): shown to companies. */
  readonly nameFi: string
  readonly nameSv: string
  readonly publisher: string
  readonly method: string
  /** Kept as the factor has them (the factor file sets them); not edited here. */
  readonly kept: Pick<EmissionFactor, "sourceKind" | "gases" | "biogenicCO2">
}

export const emptyFactorDraft: FactorDraft = {
  id: "",
  name: "",
  rowType: "",
  scope3Category: "",
  scope2Basis: "",
  value: "",
  massUnit: "kgCO2e",
  denominatorUnit: "kWh",
  validFrom: String(new Date().getFullYear()),
  validTo: String(new Date().getFullYear()),
  country: "FI",
  sourceName: "",
  sourceUrl: "",
  sourceNotes: "",
  nameFi: "",
  nameSv: "",
  publisher: "",
  method: "",
  kept: {},
}

export const draftOfFactor = (f: EmissionFactor): FactorDraft => ({
  id: f.id,
  name: f.name,
  rowType: f.rowType,
  scope3Category: f.scope3Category === null ? "" : String(f.scope3Category),
  scope2Basis: f.scope2Basis ?? "",
  value: String(f.value),
  massUnit: f.massUnit,
  denominatorUnit: f.denominatorUnit,
  validFrom: String(f.validFor.from),
  validTo: f.validFor.to === null ? "" : String(f.validFor.to),
  country: f.country,
  sourceName: f.sourceName,
  sourceUrl: f.sourceUrl,
  sourceNotes: f.sourceNotes,
  nameFi: f.names?.fi ?? "",
  nameSv: f.names?.sv ?? "",
  publisher: f.publisher ?? "",
  method: f.method ?? "",
  kept: {
    ...(f.sourceKind !== undefined ? { sourceKind: f.sourceKind } : {}),
    ...(f.gases !== undefined ? { gases: f.gases } : {}),
    ...(f.biogenicCO2 !== undefined ? { biogenicCO2: f.biogenicCO2 } : {}),
  },
})

/** The factor as the contract takes it; the category and basis only where the row type has them. */
const factorInputOf = (d: FactorDraft) => ({
  id: d.id,
  name: d.name,
  rowType: d.rowType,
  scope3Category: d.rowType === "other" && d.scope3Category !== "" ? Number(d.scope3Category) : null,
  scope2Basis: d.rowType === "electricity" && d.scope2Basis !== "" ? d.scope2Basis : null,
  value: parseDecimal(d.value),
  massUnit: d.massUnit,
  denominatorUnit: d.denominatorUnit,
  validFor: { from: parseYear(d.validFrom), to: parseYear(d.validTo) },
  country: d.country,
  sourceName: d.sourceName,
  sourceUrl: d.sourceUrl,
  sourceNotes: d.sourceNotes,
  ...(d.nameFi.trim() !== "" || d.nameSv.trim() !== "" ? { names: { fi: d.nameFi, sv: d.nameSv } } : {}),
  ...(d.publisher.trim() !== "" ? { publisher: d.publisher } : {}),
  ...(d.method.trim() !== "" ? { method: d.method } : {}),
  ...d.kept,
})

/**
 * Create or edit one library factor (issue 5): checked on blur with core's EmissionFactor Schema,
 * the same the server decodes with; the server's refusals (a taken id, an overlapping version) are
 * shown at their field.
 */
export const GhgFactorForm = ({
  initial,
  idEditable,
  onSubmit,
}: {
  initial: FactorDraft
  idEditable: boolean
  onSubmit: (factor: EmissionFactor) => Promise<unknown>
}) => {
  const { t } = useTranslation()
  const errorText = useErrorMessage()
  const translate = useTranslateKey()
  const rowUnitOptions = useRowUnitOptions()
  const notesIds = { input: useId(), error: useId() }
  const [draft, setDraft] = useState(initial)
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const validation = useBlurValidation(factorAdminCreate.input, { factor: factorInputOf(draft) })
  const errorAt = (field: string) => validation.errorAt(`factor.${field}`)
  const set = (key: Exclude<keyof FactorDraft, "kept">) => (value: string) => {
    validation.clearServerErrors()
    setDraft((d) => ({ ...d, [key]: value }))
  }
  const text = (key: Exclude<keyof FactorDraft, "kept">) => ({
    value: draft[key],
    onChange: set(key),
    onBlur: () => validation.touch(`factor.${key}`),
    error: errorAt(key),
  })
  const touchValidity = () => {
    for (const path of ["factor.validFor", "factor.validFor.from", "factor.validFor.to"])
      validation.touch(path)
  }

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setFailure(null)
    const decoded = validation.submit()
    if (!decoded) return
    setBusy(true)
    try {
      await onSubmit(decoded.factor)
    } catch (error) {
      const errors = serverFieldErrors(error)
      if (errors) validation.setServerErrors(errors)
      else setFailure(errorText(error))
    } finally {
      setBusy(false)
    }
  }

  return (
    <form className="form ghg-factor-form" noValidate onSubmit={(e) => void submit(e)}>
      <TextField
        label={t("ghgFactors.fields.id")}
        help={t("ghgFactors.fields.idHelp")}
        readOnly={!idEditable}
        maxLength={120}
        {...text("id")}
      />
      <TextField label={t("ghgFactors.fields.name")} maxLength={300} {...text("name")} />
      <div className="field-row">
        <TextField
          label={t("ghgFactors.fields.nameFi")}
          maxLength={300}
          {...text("nameFi")}
          error={errorAt("names.fi")}
        />
        <TextField
          label={t("ghgFactors.fields.nameSv")}
          maxLength={300}
          {...text("nameSv")}
          error={errorAt("names.sv")}
        />
      </div>
      <div className="field-row">
        <SelectField
          label={t("ghgFactors.fields.rowType")}
          value={draft.rowType}
          options={[
            { value: "" as const, label: t("ghgFactors.fields.choose") },
            ...rowTypes.map((type) => ({ value: type, label: t(`ghg.rowTypes.${type}`) })),
          ]}
          onChange={set("rowType")}
          onBlur={() => validation.touch("factor.rowType")}
          error={errorAt("rowType")}
        />
        {draft.rowType === "other" && (
          <SelectField
            label={t("ghgFactors.fields.scope3Category")}
            value={draft.scope3Category}
            options={[
              { value: "", label: t("ghgFactors.fields.choose") },
              ...scope3Categories.map((c) => ({
                value: String(c),
                label: t(`ghg.scope3Categories.${String(c) as "1"}`),
              })),
            ]}
            onChange={set("scope3Category")}
            onBlur={() => validation.touch("factor.scope3Category")}
            error={errorAt("scope3Category")}
          />
        )}
        {draft.rowType === "electricity" && (
          <SelectField
            label={t("ghgFactors.fields.scope2Basis")}
            value={draft.scope2Basis}
            options={[
              { value: "" as const, label: t("ghgFactors.fields.choose") },
              { value: "location" as const, label: t("ghgFactors.fields.basis.location") },
              { value: "market" as const, label: t("ghgFactors.fields.basis.market") },
            ]}
            onChange={set("scope2Basis")}
            onBlur={() => validation.touch("factor.scope2Basis")}
            error={errorAt("scope2Basis")}
          />
        )}
      </div>
      <div className="field-row">
        <TextField label={t("ghgFactors.fields.value")} inputMode="decimal" {...text("value")} />
        <SelectField
          label={t("ghgFactors.fields.massUnit")}
          value={draft.massUnit}
          options={carbonMassUnitOptions}
          onChange={set("massUnit")}
          error={errorAt("massUnit")}
        />
        <SelectField
          label={t("ghgFactors.fields.denominatorUnit")}
          value={draft.denominatorUnit}
          options={rowUnitOptions}
          onChange={set("denominatorUnit")}
          error={errorAt("denominatorUnit")}
        />
      </div>
      <div className="field-row">
        <TextField
          label={t("ghgFactors.fields.validFrom")}
          inputMode="numeric"
          maxLength={4}
          value={draft.validFrom}
          onChange={set("validFrom")}
          onBlur={touchValidity}
          error={errorAt("validFor.from") ?? errorAt("validFor")}
        />
        <TextField
          label={t("ghgFactors.fields.validTo")}
          help={t("ghgFactors.fields.validToHelp")}
          inputMode="numeric"
          maxLength={4}
          value={draft.validTo}
          onChange={set("validTo")}
          onBlur={touchValidity}
          error={errorAt("validFor.to")}
        />
        <TextField
          label={t("ghgFactors.fields.country")}
          help={t("ghgFactors.fields.countryHelp")}
          maxLength={6}
          {...text("country")}
        />
      </div>
      <TextField label={t("ghgFactors.fields.publisher")} maxLength={300} {...text("publisher")} />
      <TextField label={t("ghgFactors.fields.method")} maxLength={1000} {...text("method")} />
      <TextField label={t("ghgFactors.fields.sourceName")} maxLength={300} {...text("sourceName")} />
      <TextField
        label={t("ghgFactors.fields.sourceUrl")}
        type="url"
        maxLength={2000}
        {...text("sourceUrl")}
      />
      <div className="field">
        <label htmlFor={notesIds.input}>{t("ghgFactors.fields.sourceNotes")}</label>
        <textarea
          id={notesIds.input}
          rows={4}
          maxLength={4000}
          value={draft.sourceNotes}
          aria-describedby={describedBy(notesIds.error)}
          onChange={(e) => set("sourceNotes")(e.target.value)}
          onBlur={() => validation.touch("factor.sourceNotes")}
        />
        <FieldError id={notesIds.error}>
          {errorAt("sourceNotes") ? <p>{translate(errorAt("sourceNotes"))}</p> : null}
        </FieldError>
      </div>
      {failure && (
        <p className="alert alert--error" role="alert">
          {failure}
        </p>
      )}
      <div className="button-row">
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? t("ghgFactors.saving") : t("ghgFactors.save")}
        </button>
      </div>
    </form>
  )
}
