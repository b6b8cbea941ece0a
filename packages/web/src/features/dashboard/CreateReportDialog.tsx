import { useMutation, useQueryClient } from "@tanstack/react-query"
import { reportCreate, type ReportSummary } from "@vsme/sdk"
import { useId, useState, type FormEvent } from "react"
import { useTranslation } from "react-i18next"
import { useNavigate } from "react-router-dom"
import { apiClient } from "../../api/apiClient.js"
import { useErrorMessage } from "../../i18n/errorMessage.js"
import { SelectField } from "../../shell/controls/SelectField.js"
import { Dialog } from "../../shell/Dialog.js"
import { decodeForm, serverFieldErrors, type FieldErrors } from "../account/formIssues.js"
import { TextField } from "../account/TextField.js"
import { reportQueries } from "../reports/reportQueries.js"

/** Most reports cover the last full calendar year. */
const lastYear = () => new Date().getFullYear() - 1

/**
 * Create a new report (spec §2): title, start and end date, the comprehensive flag, and optionally
 * the previous report whose answers it starts from (year over year).
 */
export const CreateReportDialog = ({
  reports,
  onClose,
}: {
  reports: ReadonlyArray<ReportSummary>
  onClose: () => void
}) => {
  const { t } = useTranslation()
  const errorText = useErrorMessage()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const year = lastYear()
  const [title, setTitle] = useState(t("dashboard.create.defaultTitle", { year }))
  const [startDate, setStartDate] = useState(`${year}-01-01`)
  const [endDate, setEndDate] = useState(`${year}-12-31`)
  const [comprehensive, setComprehensive] = useState(false)
  const [fromReportId, setFromReportId] = useState("")
  const [errors, setErrors] = useState<FieldErrors>({})
  const [failure, setFailure] = useState<string | null>(null)
  const ids = { comprehensive: useId() }
  const input = {
    title,
    startDate,
    endDate,
    comprehensive,
    // Last year's answers, or else what the company account knows (issue 16), as the starting point.
    ...(fromReportId ? { fromReportId } : { prefillFromAccount: true }),
  }
  const validate = () => {
    const result = decodeForm(reportCreate.input, input)
    setErrors(result.ok ? {} : result.errors)
    return result
  }
  const create = useMutation({
    mutationFn: (value: typeof reportCreate.input.Type) => apiClient.call(reportCreate, value),
    onSuccess: async (report) => {
      await queryClient.invalidateQueries({ queryKey: reportQueries.list().queryKey })
      onClose()
      void navigate(`/reports/${report.id}`)
    },
    onError: (e) => {
      const fields = serverFieldErrors(e)
      if (fields) setErrors(fields)
      else setFailure(errorText(e))
    },
  })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const result = validate()
    if (result.ok) create.mutate(result.value)
  }
  return (
    <Dialog title={t("dashboard.create.title")} onClose={onClose}>
      <form className="form" onSubmit={submit} noValidate>
        <TextField
          label={t("dashboard.reports.title")}
          value={title}
          onChange={setTitle}
          onBlur={validate}
          error={errors.title}
          maxLength={200}
        />
        <TextField
          label={t("dashboard.create.startDate")}
          type="date"
          value={startDate}
          onChange={setStartDate}
          onBlur={validate}
          error={errors.startDate}
        />
        <TextField
          label={t("dashboard.create.endDate")}
          type="date"
          value={endDate}
          onChange={setEndDate}
          onBlur={validate}
          error={errors.endDate}
        />
        <div className="checkbox-field">
          <input
            id={ids.comprehensive}
            type="checkbox"
            checked={comprehensive}
            onChange={(e) => setComprehensive(e.target.checked)}
          />
          <label htmlFor={ids.comprehensive}>{t("reports.comprehensive.label")}</label>
        </div>
        <p className="field__help">{t("reports.comprehensive.help")}</p>
        {reports.length > 0 && (
          <SelectField
            label={t("dashboard.create.startFrom")}
            value={fromReportId}
            onChange={setFromReportId}
            help={t("dashboard.create.startFromHelp")}
            options={[
              { value: "", label: t("dashboard.create.startEmpty") },
              ...reports.map((r) => ({
                value: r.id as string,
                label: `${r.title} (${r.startDate} – ${r.endDate})`,
              })),
            ]}
          />
        )}
        <div aria-live="polite">{failure && <p className="alert alert--error">{failure}</p>}</div>
        <div className="button-row">
          <button type="submit" className="button button--primary" disabled={create.isPending}>
            {t("dashboard.create.submit")}
          </button>
          <button type="button" className="button" onClick={onClose}>
            {t("common.cancel")}
          </button>
        </div>
      </form>
    </Dialog>
  )
}
