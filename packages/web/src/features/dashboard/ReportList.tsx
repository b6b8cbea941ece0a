import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import { reportCopy, reportDelete, reportRename, type ReportSummary } from "@vsme/sdk"
import { useId, useState, type FormEvent } from "react"
import { useTranslation } from "react-i18next"
import { Link } from "react-router-dom"
import { apiClient } from "../../api/apiClient.js"
import { useErrorMessage } from "../../i18n/errorMessage.js"
import { Dialog } from "../../shell/Dialog.js"
import { LoadingIndicator } from "../../shell/LoadingIndicator.js"
import { TextField } from "../account/TextField.js"
import { reportQueries } from "../reports/reportQueries.js"
import { CreateReportDialog } from "./CreateReportDialog.js"

type Action = { kind: "rename" | "copy" | "delete"; report: ReportSummary }

/**
 * The report list of the dashboard (spec §2): edited time, module, state and completeness, with
 * create new, rename, copy, delete (confirmed), review and go to final.
 */
export const ReportList = () => {
  const { t, i18n } = useTranslation()
  const reports = useQuery(reportQueries.list())
  const [action, setAction] = useState<Action | null>(null)
  const [creating, setCreating] = useState(false)
  const [status, setStatus] = useState<string | null>(null)
  const headingId = useId()
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: "short", timeStyle: "short" })
  const done = (message: string) => {
    setAction(null)
    setStatus(message)
  }

  return (
    <section aria-labelledby={headingId} className="report-list">
      <div className="section-heading">
        <h2 id={headingId}>{t("dashboard.reportsTitle")}</h2>
        <button type="button" className="button button--primary" onClick={() => setCreating(true)}>
          {t("dashboard.reports.create")}
        </button>
      </div>
      <div aria-live="polite">{status && <p className="notice notice--success">{status}</p>}</div>
      {reports.isPending ? (
        <LoadingIndicator />
      ) : reports.isError ? (
        <p className="alert alert--error">{t("common.technicalIssue")}</p>
      ) : reports.data.length === 0 ? (
        <p className="muted">{t("dashboard.reports.empty")}</p>
      ) : (
        <div className="table-wrap">
          <table className="table table--stack">
            <caption className="visually-hidden">{t("dashboard.reportsTitle")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("dashboard.reports.title")}</th>
                <th scope="col">{t("dashboard.reports.period")}</th>
                <th scope="col">{t("dashboard.reports.module")}</th>
                <th scope="col">{t("dashboard.reports.state")}</th>
                <th scope="col">{t("dashboard.reports.completeness")}</th>
                <th scope="col">{t("dashboard.reports.edited")}</th>
                <th scope="col">
                  <span className="visually-hidden">{t("dashboard.reports.actions")}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {reports.data.map((report) => {
                const overall = report.completeness.overall
                // Core's progress: what is asked and answered or skipped with a reason (form, review, CLI agree).
                const done = overall.done
                return (
                  <tr key={report.id}>
                    <th scope="row">
                      <Link to={`/reports/${report.id}`}>{report.title}</Link>
                    </th>
                    <td data-label={t("dashboard.reports.period")}>
                      {report.startDate} – {report.endDate}
                    </td>
                    <td data-label={t("dashboard.reports.module")}>
                      {report.comprehensive
                        ? t("dashboard.reports.basicAndComprehensive")
                        : t("dashboard.reports.basic")}
                    </td>
                    <td data-label={t("dashboard.reports.state")}>
                      {t(`reports.reportState.${report.state}`)}
                    </td>
                    <td data-label={t("dashboard.reports.completeness")}>
                      <span className={`chip chip--state-${overall.state}`}>
                        {t(`reports.state.${overall.state}`)}
                      </span>{" "}
                      {t("dashboard.reports.progress", { done, total: overall.asked })}
                    </td>
                    <td data-label={t("dashboard.reports.edited")}>
                      {when.format(new Date(report.updatedAt))}
                    </td>
                    <td className="table--stack__actions">
                      <div className="button-row button-row--tight">
                        <Link className="button button--small" to={`/reports/${report.id}/review`}>
                          {t("dashboard.reports.review")}
                          <span className="visually-hidden">: {report.title}</span>
                        </Link>
                        <Link className="button button--small" to={`/reports/${report.id}?step=final`}>
                          {t("dashboard.reports.final")}
                          <span className="visually-hidden">: {report.title}</span>
                        </Link>
                        {(["rename", "copy", "delete"] as const).map((kind) => (
                          <button
                            key={kind}
                            type="button"
                            className={`button button--small${kind === "delete" ? " button--danger" : ""}`}
                            disabled={kind !== "copy" && report.state === "locked"}
                            onClick={() => setAction({ kind, report })}
                          >
                            {t(`dashboard.reports.${kind}`)}
                            <span className="visually-hidden">: {report.title}</span>
                          </button>
                        ))}
                      </div>
                    </td>
                  </tr>
                )
              })}
            </tbody>
          </table>
        </div>
      )}
      {creating && <CreateReportDialog reports={reports.data ?? []} onClose={() => setCreating(false)} />}
      {action?.kind === "rename" && (
        <RenameDialog
          report={action.report}
          onClose={() => setAction(null)}
          onDone={() => done(t("dashboard.reports.renamed"))}
        />
      )}
      {action?.kind === "copy" && (
        <CopyDialog
          report={action.report}
          onClose={() => setAction(null)}
          onDone={() => done(t("dashboard.reports.copied"))}
        />
      )}
      {action?.kind === "delete" && (
        <DeleteDialog
          report={action.report}
          onClose={() => setAction(null)}
          onDone={() => done(t("dashboard.reports.deleted"))}
        />
      )}
    </section>
  )
}

interface DialogProps {
  readonly report: ReportSummary
  readonly onClose: () => void
  readonly onDone: () => void
}

const useRefreshReports = () => {
  const queryClient = useQueryClient()
  return () => queryClient.invalidateQueries({ queryKey: reportQueries.list().queryKey })
}

const RenameDialog = ({ report, onClose, onDone }: DialogProps) => {
  const { t } = useTranslation()
  const errorText = useErrorMessage()
  const refresh = useRefreshReports()
  const [title, setTitle] = useState(report.title)
  const [error, setError] = useState<string | undefined>()
  const rename = useMutation({
    mutationFn: () => apiClient.call(reportRename, { reportId: report.id, title, version: report.version }),
    onSuccess: async () => {
      await refresh()
      onDone()
    },
    onError: (e) => setError(errorText(e)),
  })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (title.trim() === "") return setError("validation.cannotBeEmpty")
    rename.mutate()
  }
  return (
    <Dialog title={t("dashboard.reports.renameTitle")} onClose={onClose}>
      <form className="form" onSubmit={submit} noValidate>
        <TextField
          label={t("dashboard.reports.title")}
          value={title}
          onChange={setTitle}
          error={error}
          maxLength={200}
        />
        <div className="button-row">
          <button type="submit" className="button button--primary" disabled={rename.isPending}>
            {t("dashboard.reports.rename")}
          </button>
          <button type="button" className="button" onClick={onClose}>
            {t("common.cancel")}
          </button>
        </div>
      </form>
    </Dialog>
  )
}

const CopyDialog = ({ report, onClose, onDone }: DialogProps) => {
  const { t } = useTranslation()
  const errorText = useErrorMessage()
  const refresh = useRefreshReports()
  const [title, setTitle] = useState(t("dashboard.reports.copyOf", { title: report.title }).slice(0, 200))
  const [withComments, setWithComments] = useState(false)
  const [withAttachments, setWithAttachments] = useState(false)
  const [error, setError] = useState<string | undefined>()
  const ids = { comments: useId(), attachments: useId() }
  const copy = useMutation({
    mutationFn: () =>
      apiClient.call(reportCopy, { reportId: report.id, title, withComments, withAttachments }),
    onSuccess: async () => {
      await refresh()
      onDone()
    },
    onError: (e) => setError(errorText(e)),
  })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (title.trim() === "") return setError("validation.cannotBeEmpty")
    copy.mutate()
  }
  return (
    <Dialog title={t("dashboard.reports.copyTitle")} onClose={onClose}>
      <p>{t("dashboard.reports.copyDescription")}</p>
      <form className="form" onSubmit={submit} noValidate>
        <TextField
          label={t("dashboard.reports.title")}
          value={title}
          onChange={setTitle}
          error={error}
          maxLength={200}
        />
        <div className="checkbox-field">
          <input
            id={ids.comments}
            type="checkbox"
            checked={withComments}
            onChange={(e) => setWithComments(e.target.checked)}
          />
          <label htmlFor={ids.comments}>{t("dashboard.reports.copyComments")}</label>
        </div>
        <div className="checkbox-field">
          <input
            id={ids.attachments}
            type="checkbox"
            checked={withAttachments}
            onChange={(e) => setWithAttachments(e.target.checked)}
          />
          <label htmlFor={ids.attachments}>{t("dashboard.reports.copyAttachments")}</label>
        </div>
        <div className="button-row">
          <button type="submit" className="button button--primary" disabled={copy.isPending}>
            {t("dashboard.reports.copy")}
          </button>
          <button type="button" className="button" onClick={onClose}>
            {t("common.cancel")}
          </button>
        </div>
      </form>
    </Dialog>
  )
}

const DeleteDialog = ({ report, onClose, onDone }: DialogProps) => {
  const { t } = useTranslation()
  const errorText = useErrorMessage()
  const refresh = useRefreshReports()
  const [error, setError] = useState<string | null>(null)
  const remove = useMutation({
    mutationFn: () => apiClient.call(reportDelete, { reportId: report.id }),
    onSuccess: async () => {
      await refresh()
      onDone()
    },
    onError: (e) => setError(errorText(e)),
  })
  return (
    <Dialog title={t("dashboard.reports.deleteTitle")} onClose={onClose}>
      <p>{t("dashboard.reports.deleteConfirm", { title: report.title })}</p>
      <div aria-live="polite">{error && <p className="alert alert--error">{error}</p>}</div>
      <div className="button-row">
        <button
          type="button"
          className="button button--danger"
          disabled={remove.isPending}
          onClick={() => remove.mutate()}
        >
          {t("dashboard.reports.delete")}
        </button>
        <button type="button" className="button" onClick={onClose}>
          {t("common.cancel")}
        </button>
      </div>
    </Dialog>
  )
}
