import { maxPasswordLength, minPasswordLength, passwordStrength, passwordStrengthPercent } from "@vsme/core"
import { useId, useState, type ReactNode, type Ref } from "react"
import { useTranslation } from "react-i18next"
import { describedBy, FieldError } from "../../shell/FieldMessage.js"

interface NewPasswordFieldProps {
  readonly id: string
  readonly label: string
  readonly value: string
  readonly onChange: (value: string) => void
  /** Shown under the field and announced; null when there is nothing wrong. */
  readonly error: ReactNode
  readonly inputRef?: Ref<HTMLInputElement>
}

/**
 * A new password (sign-up, password reset): a show/hide toggle, and after the field first gets focus
 * (spec §4) the strength bar (length / 14, capped at 100 %) and the help text of spec §5: the length
 * with the current count, a lowercase letter, an uppercase letter, or ok.
 */
export const NewPasswordField = ({ id, label, value, onChange, error, inputRef }: NewPasswordFieldProps) => {
  const { t } = useTranslation()
  const [visible, setVisible] = useState(false)
  const [focusedOnce, setFocusedOnce] = useState(false)
  const helpId = useId()
  const errorId = useId()
  const state = passwordStrength(value)
  const percent = passwordStrengthPercent(value)
  const length = [...value].length

  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <div className="password-input">
        <input
          ref={inputRef}
          id={id}
          name="password"
          type={visible ? "text" : "password"}
          autoComplete="new-password"
          spellCheck={false}
          maxLength={maxPasswordLength}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          onFocus={() => setFocusedOnce(true)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(focusedOnce && helpId, errorId)}
        />
        <button
          type="button"
          className="password-input__toggle"
          aria-controls={id}
          onClick={() => setVisible((v) => !v)}
        >
          {visible ? t("password.hide") : t("password.show")}
        </button>
      </div>
      {focusedOnce && (
        <div className="strength">
          <div
            role="progressbar"
            aria-label={t("password.strength")}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            aria-valuetext={t("password.strengthValue", { length, min: minPasswordLength })}
            className={`strength__bar${state === "ok" ? " strength__bar--ok" : ""}`}
          >
            <span className="strength__fill" style={{ width: `${percent}%` }} />
          </div>
          {/* Announced when the state changes, not at every keystroke: the count is for the eye (the
              bar's value gives it to screen readers). */}
          <p id={helpId} className="field__help" aria-live="polite">
            {t(`password.help.${state}`, { min: minPasswordLength })}
            {state === "too_short" && <span aria-hidden="true"> {t("password.lengthNow", { length })}</span>}
          </p>
        </div>
      )}
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  )
}
