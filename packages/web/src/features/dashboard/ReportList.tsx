import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import { reportCopy, reportDelete, reportRename, type ReportSummary } from "@vsme/sdk"
import { useId, useState, type FormEvent } from "react"
import { useTranslation } from "react-i18next"
import { sections } from "@vsme/core"
import { Button, Menu, MenuItem, MenuTrigger, Popover } from "react-aria-components"
import { Link, useNavigate } from "react-router-dom"
import { apiClient } from "../../api/apiClient.js"
import { useErrorMessage } from "../../i18n/errorMessage.js"
import { Dialog } from "../../shell/Dialog.js"
import { ProgressFigure } from "../../shell/controls/ProgressFigure.js"
import { LoadingIndicator } from "../../shell/LoadingIndicator.js"
import { TextField } from "../account/TextField.js"
import { reportQueries } from "../reports/reportQueries.js"
import { CreateReportDialog } from "./CreateReportDialog.js"

type Action = { kind: "rename" | "copy" | "delete"; report: ReportSummary }

/**
 * The report list of the dashboard (spec §2): each report a card with its state, its progress overall
 * and per section (core's done / asked, decision 022), the next step, one primary action (continue
 * the form, or review a finished or locked report) and the rest in a menu: open the form or review,
 * go to the final step, rename, copy, delete (confirmed). With no reports, a guide to the first one.
 */
export const ReportList = () => {
  const { t } = useTranslation()
  const reports = useQuery(reportQueries.list())
  const [action, setAction] = useState<Action | null>(null)
  const [creating, setCreating] = useState(false)
  const [status, setStatus] = useState<string | null>(null)
  const headingId = useId()
  const done = (message: string) => {
    setAction(null)
    setStatus(message)
  }
  // With no reports, the guide's button is the primary action and the heading's a quiet one.
  const empty = reports.isSuccess && reports.data.length === 0

  return (
    <section aria-labelledby={headingId} className="report-list">
      <div className="section-heading">
        <h2 id={headingId}>{t("dashboard.reportsTitle")}</h2>
        <button
          type="button"
          className={empty ? "button" : "button button--primary"}
          onClick={() => setCreating(true)}
        >
          {t("dashboard.reports.create")}
        </button>
      </div>
      <div aria-live="polite">{status && <p className="notice notice--success">{status}</p>}</div>
      {reports.isPending ? (
        <LoadingIndicator />
      ) : reports.isError ? (
        <p className="alert alert--error">{t("common.technicalIssue")}</p>
      ) : empty ? (
        <FirstReportGuide onCreate={() => setCreating(true)} />
      ) : (
        <ul className="report-cards">
          {reports.data.map((report) => (
            <ReportCard key={report.id} report={report} onAction={(kind) => setAction({ kind, report })} />
          ))}
        </ul>
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

/** The empty dashboard teaches the first step: what a report asks, in three steps, and the button. */
const FirstReportGuide = ({ onCreate }: { onCreate: () => void }) => {
  const { t } = useTranslation()
  const titleId = useId()
  return (
    <section className="card first-report" aria-labelledby={titleId}>
      <h3 id={titleId}>{t("home.empty.title")}</h3>
      <p>{t("dashboard.reports.empty")}</p>
      <p className="muted">{t("home.empty.lead")}</p>
      <ol className="first-report__steps">
        {(["create", "answer", "review"] as const).map((step) => (
          <li key={step}>{t(`home.empty.steps.${step}`)}</li>
        ))}
      </ol>
      <button type="button" className="button button--primary" onClick={onCreate}>
        {t("home.empty.create")}
      </button>
    </section>
  )
}

const ReportCard = ({
  report,
  onAction,
}: {
  report: ReportSummary
  onAction: (kind: Action["kind"]) => void
}) => {
  const { t, i18n } = useTranslation()
  const navigate = useNavigate()
  const titleId = useId()
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: "short", timeStyle: "short" })
  const { overall } = report.completeness
  const locked = report.state === "locked"
  // Nothing blocking is left (core's state): optional questions may still be open.
  const answered = overall.state !== "incomplete"
  // One primary action: a report still being written is continued, a finished or locked one reviewed.
  const primary = locked || answered ? "review" : "continue"
  const formUrl = `/reports/${report.id}`
  const reviewUrl = `/reports/${report.id}/review`
  const openSection = sections.find((s) => report.completeness.sections[s].state === "incomplete")
  const next = locked
    ? t("home.next.locked")
    : report.state === "ready"
      ? t("home.next.ready")
      : openSection
        ? t("home.next.section", { section: t(`reports.sections.${openSection}`) })
        : t("home.next.review")
  const menuItems = [
    primary === "review"
      ? { id: "form", label: t("home.openForm"), run: () => void navigate(formUrl) }
      : { id: "review", label: t("dashboard.reports.review"), run: () => void navigate(reviewUrl) },
    { id: "final", label: t("dashboard.reports.final"), run: () => void navigate(`${formUrl}?step=final`) },
    { id: "rename", label: t("dashboard.reports.rename"), run: () => onAction("rename") },
    { id: "copy", label: t("dashboard.reports.copy"), run: () => onAction("copy") },
    { id: "delete", label: t("dashboard.reports.delete"), run: () => onAction("delete") },
  ]
  return (
    <li className="report-card">
      <div className="report-card__head">
        <h3 id={titleId} className="report-card__title">
          <Link to={formUrl}>{report.title}</Link>
        </h3>
        <span className={`chip chip--report-${report.state}`}>
          {t(`reports.reportState.${report.state}`)}
        </span>
      </div>
      <p className="report-card__meta muted">
        {report.startDate} – {report.endDate} ·{" "}
        {report.comprehensive ? t("dashboard.reports.basicAndComprehensive") : t("dashboard.reports.basic")} ·{" "}
        {t("home.edited", { when: when.format(new Date(report.updatedAt)) })}
      </p>
      <ProgressFigure label={t("home.progress")} done={overall.done} asked={overall.asked} />
      <ul className="report-card__sections" aria-label={t("home.sectionProgress")}>
        {sections.map((section) => {
          const tally = report.completeness.sections[section]
          return (
            <li key={section}>
              <ProgressFigure
                label={t(`reports.sections.${section}`)}
                done={tally.done}
                asked={tally.asked}
              />
            </li>
          )
        })}
      </ul>
      <p className="report-card__next">{next}</p>
      <div className="report-card__actions">
        <Link className="button button--primary" to={primary === "review" ? reviewUrl : formUrl}>
          {t(`home.${primary}`)}
          <span className="visually-hidden">: {report.title}</span>
        </Link>
        <MenuTrigger>
          <Button className="button" aria-label={t("home.moreFor", { title: report.title })}>
            {t("home.more")} <span className="button__chevron" aria-hidden="true" />
          </Button>
          <Popover className="menu-popover" placement="bottom end">
            <Menu
              className="menu"
              disabledKeys={locked ? ["rename", "delete"] : []}
              onAction={(key) => menuItems.find((item) => item.id === key)?.run()}
            >
              {menuItems.map((item) => (
                <MenuItem
                  key={item.id}
                  id={item.id}
                  className={`menu__item${item.id === "delete" ? " menu__item--danger" : ""}`}
                >
                  {item.label}
                </MenuItem>
              ))}
            </Menu>
          </Popover>
        </MenuTrigger>
      </div>
    </li>
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
