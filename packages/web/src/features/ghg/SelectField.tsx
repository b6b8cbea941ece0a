import { useId, type ReactNode, type SelectHTMLAttributes } from "react"
import { describedBy, FieldError } from "../../shell/FieldMessage.js"
import { useTranslateKey } from "../account/TextField.js"

/** One labelled select with its help and error lines (errors are catalogue keys), like TextField. */
export const SelectField = ({
  label,
  value,
  onChange,
  error,
  help,
  children,
  ...select
}: {
  label: string
  value: string
  onChange: (value: string) => void
  error?: string | undefined
  help?: string
  children: ReactNode
} & Omit<SelectHTMLAttributes<HTMLSelectElement>, "value" | "onChange" | "id">) => {
  const translate = useTranslateKey()
  const ids = { select: useId(), help: useId(), error: useId() }
  return (
    <div className="field">
      <label htmlFor={ids.select}>{label}</label>
      <select
        id={ids.select}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(help && ids.help, ids.error)}
        {...select}
      >
        {children}
      </select>
      {help && (
        <p className="field__help" id={ids.help}>
          {help}
        </p>
      )}
      <FieldError id={ids.error}>{error ? <p>{translate(error)}</p> : null}</FieldError>
    </div>
  )
}
