import { memberLabel, unitsOf, type AnswerType, type Locale } from "@vsme/core"
import { useId, useMemo } from "react"
import { useTranslation } from "react-i18next"
import type { Draft } from "./answerDrafts.js"
import { CodePicker } from "../../shell/codePicker/CodePicker.js"
import { SelectField } from "../../shell/controls/SelectField.js"
import { countryOptions, naceOptions, wasteOptions } from "./codeLists.js"

export interface TypeInputProps {
  readonly type: AnswerType
  readonly draft: Draft
  readonly onChange: (draft: Draft) => void
  readonly onBlur: () => void
  /** The accessible name of the control (the question's or the column's label). */
  readonly label: string
  /** Shows the label on screen; table cells keep it for screen readers only. */
  readonly showLabel?: boolean
  readonly describedBy?: string | undefined
  /** Catalogue keys of problems by path inside this value ("" for the value itself). */
  readonly errors?: Readonly<Record<string, string>>
  readonly disabled?: boolean
  /** The report currency, shown next to money amounts. */
  readonly currency?: string
}

const unitLabels: Record<string, string> = { m3: "m³", m2: "m²", km2: "km²", l: "l" }
export const unitLabel = (unit: string) => unitLabels[unit] ?? unit

/** The input of one answer type (answers.ts `AnswerType`): a number, a unit amount, a choice, a text… */
export const TypeInput = (props: TypeInputProps) => {
  const { t, i18n } = useTranslation()
  const locale = i18n.language as Locale
  const id = useId()
  const { type, draft, onChange, onBlur, label, describedBy, errors = {}, disabled } = props
  const invalid = (path = "") => (errors[path] ? true : undefined)
  const labelElement = (
    <label htmlFor={id} className={props.showLabel === false ? "visually-hidden" : "field__label"}>
      {label}
    </label>
  )
  const common = { id, onBlur, disabled, "aria-describedby": describedBy }

  switch (type.kind) {
    case "amount":
    case "money":
    case "number":
    case "percentage":
    case "year": {
      const suffix =
        type.kind === "percentage"
          ? "%"
          : type.kind === "money"
            ? props.currency
            : type.kind === "number" && type.unit === "hours"
              ? t("reports.units.hours")
              : undefined
      return (
        <div className="type-input">
          {labelElement}
          <span className="type-input__with-unit">
            <input
              {...common}
              type="text"
              inputMode={type.kind === "year" ? "numeric" : "decimal"}
              value={String(draft ?? "")}
              aria-invalid={invalid()}
              onChange={(e) => onChange(e.target.value)}
              className={type.kind === "year" ? "input--short" : "input--number"}
            />
            {suffix && <span className="type-input__unit">{suffix}</span>}
          </span>
        </div>
      )
    }
    case "quantity": {
      const value = (draft ?? { amount: "", unit: "" }) as { amount: string; unit: string }
      return (
        <div className="type-input">
          {labelElement}
          <span className="type-input__with-unit">
            <input
              {...common}
              type="text"
              inputMode="decimal"
              value={value.amount}
              aria-invalid={invalid("amount") ?? invalid()}
              onChange={(e) => onChange({ ...value, amount: e.target.value })}
              className="input--number"
            />
            <SelectField
              label={t("reports.form.unitOf", { label })}
              showLabel={false}
              variant="inline"
              value={value.unit}
              disabled={disabled}
              onBlur={onBlur}
              onChange={(unit) => onChange({ ...value, unit })}
              options={unitsOf(type.quantity).map((unit) => ({ value: unit, label: unitLabel(unit) }))}
            />
          </span>
        </div>
      )
    }
    case "date":
      return (
        <div className="type-input">
          {labelElement}
          <input
            {...common}
            type="date"
            value={String(draft ?? "")}
            aria-invalid={invalid()}
            onChange={(e) => onChange(e.target.value)}
          />
        </div>
      )
    case "boolean":
      return (
        <fieldset className="type-input choice-group" aria-describedby={describedBy} onBlur={onBlur}>
          <legend className={props.showLabel === false ? "visually-hidden" : "field__label"}>{label}</legend>
          {[true, false].map((option) => (
            <label key={String(option)} className="choice">
              <input
                type="radio"
                name={id}
                checked={draft === option}
                disabled={disabled}
                onChange={() => onChange(option)}
              />
              {option ? t("reports.form.yes") : t("reports.form.no")}
            </label>
          ))}
        </fieldset>
      )
    case "enum":
      return (
        <div className="type-input">
          <SelectField
            id={id}
            label={label}
            showLabel={props.showLabel !== false}
            value={String(draft ?? "")}
            onBlur={onBlur}
            disabled={disabled}
            describedBy={describedBy}
            invalid={invalid()}
            onChange={onChange}
            options={[
              { value: "", label: t("reports.form.choose") },
              ...type.members.map((member) => ({ value: member, label: memberLabel(member, locale) })),
            ]}
          />
        </div>
      )
    case "enumSet": {
      const chosen = new Set((draft ?? []) as ReadonlyArray<string>)
      const toggle = (member: string) =>
        onChange(type.members.filter((m) => (m === member ? !chosen.has(m) : chosen.has(m))))
      return (
        <fieldset className="type-input choice-group" aria-describedby={describedBy} onBlur={onBlur}>
          <legend className={props.showLabel === false ? "visually-hidden" : "field__label"}>{label}</legend>
          {type.members.map((member) => (
            <label key={member} className="choice">
              <input
                type="checkbox"
                checked={chosen.has(member)}
                disabled={disabled}
                onChange={() => toggle(member)}
              />
              {memberLabel(member, locale)}
            </label>
          ))}
        </fieldset>
      )
    }
    case "codeList":
      return <CodeListInput {...props} list={type.list} multiple={type.multiple} />
    case "text":
      return (
        <div className="type-input">
          {labelElement}
          <input
            {...common}
            type={type.format === "url" ? "url" : "text"}
            maxLength={type.maxLength}
            value={String(draft ?? "")}
            aria-invalid={invalid()}
            onChange={(e) => onChange(e.target.value)}
          />
        </div>
      )
    case "narrative":
      return (
        <div className="type-input">
          {labelElement}
          <textarea
            {...common}
            rows={props.showLabel === false ? 2 : 6}
            maxLength={type.maxLength}
            value={String(draft ?? "")}
            aria-invalid={invalid()}
            onChange={(e) => onChange(e.target.value)}
          />
        </div>
      )
    case "coordinates": {
      const value = (draft ?? { latitude: "", longitude: "" }) as { latitude: string; longitude: string }
      return (
        <fieldset className="type-input coordinates" aria-describedby={describedBy}>
          <legend className={props.showLabel === false ? "visually-hidden" : "field__label"}>{label}</legend>
          {(["latitude", "longitude"] as const).map((part) => (
            <label key={part} className="coordinates__part">
              <span>{t(`reports.form.${part}`)}</span>
              <input
                type="text"
                inputMode="decimal"
                value={value[part]}
                disabled={disabled}
                aria-invalid={invalid(part) ?? invalid()}
                onBlur={onBlur}
                onChange={(e) => onChange({ ...value, [part]: e.target.value })}
                className="input--number"
              />
            </label>
          ))}
        </fieldset>
      )
    }
    case "derived":
      return null
  }
}

/** A choice from a long code list: countries, NACE codes or waste types, searchable in the UI language. */
const CodeListInput = (
  props: TypeInputProps & {
    list: "country" | "nace" | "waste"
    multiple: boolean
  },
) => {
  const { i18n } = useTranslation()
  const locale = i18n.language as Locale
  const options = useMemo(
    () =>
      props.list === "country"
        ? countryOptions(locale)
        : props.list === "nace"
          ? naceOptions(locale)
          : wasteOptions(locale),
    [props.list, locale],
  )
  const common = {
    label: props.label,
    showLabel: props.showLabel !== false,
    options,
    describedBy: props.describedBy,
    invalid: props.errors?.[""] ? true : undefined,
    disabled: props.disabled,
    onBlur: props.onBlur,
  }
  return (
    <div className="type-input">
      {props.multiple ? (
        <CodePicker
          {...common}
          multiple
          value={(props.draft ?? []) as ReadonlyArray<string>}
          onChange={(codes) => props.onChange([...codes])}
        />
      ) : (
        <CodePicker
          {...common}
          multiple={false}
          value={props.draft ? String(props.draft) : null}
          onChange={(code) => props.onChange(code ?? "")}
        />
      )}
    </div>
  )
}
