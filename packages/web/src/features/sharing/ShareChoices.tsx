import { useId, type ReactNode } from "react"
import { describedBy, FieldError, useTranslateKey } from "../../shell/FieldMessage.js"

/** A radio choice with its help line under it, read with it. */
export const Choice = ({
  name,
  checked,
  onChange,
  label,
  help,
}: {
  name: string
  checked: boolean
  onChange: () => void
  label: string
  help?: string
}) => {
  const ids = { input: useId(), help: useId() }
  return (
    <div className="share-choice">
      <input
        id={ids.input}
        type="radio"
        name={name}
        checked={checked}
        onChange={onChange}
        aria-describedby={help ? ids.help : undefined}
      />
      <label htmlFor={ids.input}>{label}</label>
      {help && (
        <p id={ids.help} className="field__help">
          {help}
        </p>
      )}
    </div>
  )
}

export const Checkbox = ({
  checked,
  onChange,
  children,
  help,
  error,
}: {
  checked: boolean
  onChange: (checked: boolean) => void
  children: ReactNode
  help?: string
  error?: string | undefined
}) => {
  const translate = useTranslateKey()
  const ids = { input: useId(), help: useId(), error: useId() }
  return (
    <div className="share-choice">
      <input
        id={ids.input}
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(help && ids.help, error !== undefined && ids.error)}
      />
      <label htmlFor={ids.input}>{children}</label>
      {help && (
        <p id={ids.help} className="field__help">
          {help}
        </p>
      )}
      {error !== undefined && (
        <FieldError id={ids.error}>{error ? <p>{translate(error)}</p> : null}</FieldError>
      )}
    </div>
  )
}
