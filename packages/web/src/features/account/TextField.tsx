import { useId, type InputHTMLAttributes, type Ref } from "react"
import { useTranslation } from "react-i18next"
import { describedBy, FieldError, useTranslateKey } from "../../shell/FieldMessage.js"

// Kept here too: the account forms and others import it from their text field.
export { useTranslateKey }

/** One labelled text input with its help and error lines (errors are catalogue keys). */
export const TextField = ({
  label,
  value,
  onChange,
  error,
  help,
  optional,
  inputRef,
  ...input
}: {
  label: string
  value: string
  onChange: (value: string) => void
  error?: string | undefined
  help?: string
  optional?: boolean
  inputRef?: Ref<HTMLInputElement>
} & Omit<InputHTMLAttributes<HTMLInputElement>, "value" | "onChange" | "id">) => {
  const { t } = useTranslation()
  const translate = useTranslateKey()
  const ids = { input: useId(), help: useId(), error: useId() }
  return (
    <div className="field">
      <label htmlFor={ids.input}>
        {label}
        {optional && <span className="field__optional"> ({t("company.fields.optional")})</span>}
      </label>
      <input
        ref={inputRef}
        id={ids.input}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(help && ids.help, ids.error)}
        {...input}
      />
      {help && (
        <p className="field__help" id={ids.help}>
          {help}
        </p>
      )}
      <FieldError id={ids.error}>{error ? <p>{translate(error)}</p> : null}</FieldError>
    </div>
  )
}
