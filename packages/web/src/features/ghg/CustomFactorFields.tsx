import type { CarbonMassUnit, RowUnit } from "@vsme/core"
import { useTranslation } from "react-i18next"
import { TextField } from "../account/TextField.js"
import { SelectField } from "../../shell/controls/SelectField.js"
import { carbonMassUnitOptions, useRowUnitOptions } from "./UnitOptions.js"

/** A custom factor as typed: the value stays text until it is decoded (so "2,5" can be corrected). */
export interface CustomFactorDraft {
  readonly value: string
  readonly massUnit: CarbonMassUnit
  readonly denominatorUnit: RowUnit
  readonly sourceNote: string
}

export const emptyCustomFactor = (denominatorUnit: RowUnit = "kWh"): CustomFactorDraft => ({
  value: "",
  massUnit: "kgCO2e",
  denominatorUnit,
  sourceNote: "",
})

/**
 * The fields of a factor the user enters for one row (issue 5: value, mass unit gCO2e / kgCO2e /
 * tCO2e, denominator unit, source note). `errorAt` gives the problem at a field under `prefix`.
 */
export const CustomFactorFields = ({
  draft,
  onChange,
  errorAt,
  onBlurField,
}: {
  draft: CustomFactorDraft
  onChange: (draft: CustomFactorDraft) => void
  errorAt: (field: keyof CustomFactorDraft) => string | undefined
  onBlurField: (field: keyof CustomFactorDraft) => void
}) => {
  const { t } = useTranslation()
  const rowUnitOptions = useRowUnitOptions()
  return (
    <div className="ghg-custom-factor">
      <div className="field-row">
        <TextField
          label={t("ghg.wizard.customValue")}
          inputMode="decimal"
          value={draft.value}
          onChange={(value) => onChange({ ...draft, value })}
          onBlur={() => onBlurField("value")}
          error={errorAt("value")}
        />
        <SelectField
          label={t("ghg.wizard.customMassUnit")}
          value={draft.massUnit}
          options={carbonMassUnitOptions}
          onChange={(massUnit) => onChange({ ...draft, massUnit })}
          onBlur={() => onBlurField("massUnit")}
          error={errorAt("massUnit")}
        />
        <SelectField
          label={t("ghg.wizard.customDenominatorUnit")}
          value={draft.denominatorUnit}
          options={rowUnitOptions}
          onChange={(denominatorUnit) => onChange({ ...draft, denominatorUnit })}
          onBlur={() => onBlurField("denominatorUnit")}
          error={errorAt("denominatorUnit")}
        />
      </div>
      <TextField
        label={t("ghg.wizard.customSource")}
        help={t("ghg.wizard.customSourceHelp")}
        maxLength={1000}
        value={draft.sourceNote}
        onChange={(sourceNote) => onChange({ ...draft, sourceNote })}
        onBlur={() => onBlurField("sourceNote")}
        error={errorAt("sourceNote")}
      />
    </div>
  )
}
