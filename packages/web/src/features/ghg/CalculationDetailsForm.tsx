import { ghgCreate, type InputOf } from "@vsme/sdk"
import { useState, type FormEvent } from "react"
import { useTranslation } from "react-i18next"
import { useErrorMessage } from "../../i18n/errorMessage.js"
import { serverFieldErrors } from "../account/formIssues.js"
import { TextField } from "../account/TextField.js"
import { useBlurValidation } from "./useBlurValidation.js"

export type CalculationDetails = InputOf<typeof ghgCreate>

export interface DetailsValues {
  readonly title: string
  readonly site: string
  readonly organizationalUnit: string
  readonly start: string
  readonly end: string
}

/** The previous calendar year: what most small companies calculate first. */
export const defaultDetails = (now = new Date()): DetailsValues => {
  const year = now.getFullYear() - 1
  return { title: "", site: "", organizationalUnit: "", start: `${year}-01-01`, end: `${year}-12-31` }
}

export const detailsOf = (c: {
  readonly title: string
  readonly site: string | null
  readonly organizationalUnit: string | null
  readonly period: { readonly start: string; readonly end: string }
}): DetailsValues => ({
  title: c.title,
  site: c.site ?? "",
  organizationalUnit: c.organizationalUnit ?? "",
  start: c.period.start,
  end: c.period.end,
})

/**
 * Title, site, organisational unit and period of a calculation (spec §3), checked on blur with the
 * contract's Schema ("Cannot be empty", "Invalid date", "Check dates"); the same form creates a
 * calculation and edits a draft's details.
 */
export const CalculationDetailsForm = ({
  initial,
  submitLabel,
  busyLabel,
  onSubmit,
  onCancel,
}: {
  initial: DetailsValues
  submitLabel: string
  busyLabel: string
  onSubmit: (details: CalculationDetails) => Promise<unknown>
  onCancel?: () => void
}) => {
  const { t } = useTranslation()
  const errorText = useErrorMessage()
  const [values, setValues] = useState(initial)
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const form = {
    title: values.title,
    site: values.site,
    organizationalUnit: values.organizationalUnit,
    period: { start: values.start, end: values.end },
  }
  const validation = useBlurValidation(ghgCreate.input, form)
  const field = (key: keyof DetailsValues, path: string = key) => ({
    value: values[key],
    onChange: (value: string) => {
      validation.clearServerErrors()
      setValues((v) => ({ ...v, [key]: value }))
    },
    onBlur: () => validation.touch(path),
    error: validation.errorAt(path),
  })

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setFailure(null)
    const details = validation.submit()
    if (!details) return
    setBusy(true)
    try {
      await onSubmit(details)
    } catch (error) {
      const errors = serverFieldErrors(error)
      if (errors) validation.setServerErrors(errors)
      else setFailure(errorText(error))
    } finally {
      setBusy(false)
    }
  }

  return (
    <form className="form ghg-details-form" noValidate onSubmit={(e) => void submit(e)}>
      <TextField label={t("ghg.details.title")} maxLength={200} {...field("title")} />
      <div className="field-row">
        <TextField
          label={t("ghg.details.site")}
          help={t("ghg.details.siteHelp")}
          optional
          {...field("site")}
        />
        <TextField label={t("ghg.details.organizationalUnit")} optional {...field("organizationalUnit")} />
      </div>
      <div className="field-row">
        <TextField
          label={t("ghg.details.periodStart")}
          type="date"
          help={t("ghg.details.periodHelp")}
          {...field("start", "period.start")}
        />
        <TextField label={t("ghg.details.periodEnd")} type="date" {...field("end", "period.end")} />
      </div>
      {failure && (
        <p className="alert alert--error" role="alert">
          {failure}
        </p>
      )}
      <div className="button-row">
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? busyLabel : submitLabel}
        </button>
        {onCancel && (
          <button type="button" className="button" onClick={onCancel}>
            {t("ghg.details.cancel")}
          </button>
        )}
      </div>
    </form>
  )
}
