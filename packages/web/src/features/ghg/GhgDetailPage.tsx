import { useQuery, useQueryClient } from "@tanstack/react-query"
import { activateScope, excludeScope, type Scope } from "@vsme/core"
import {
  ghgDelete,
  ghgSetStatus,
  ghgUpdate,
  isRpcError,
  type CalculationDetail,
  type CalculationId,
} from "@vsme/sdk"
import { useId, useState } from "react"
import { useTranslation } from "react-i18next"
import { Link, useNavigate } from "react-router-dom"
import { apiClient } from "../../api/apiClient.js"
import { errorTagOf, useErrorMessage } from "../../i18n/errorMessage.js"
import { LoadingIndicator } from "../../shell/LoadingIndicator.js"
import { usePageTitle } from "../../shell/usePageTitle.js"
import { useTranslateKey } from "../account/TextField.js"
import { CalculationDetailsForm, detailsOf } from "./CalculationDetailsForm.js"
import { CalculationNotFound } from "./CalculationNotFound.js"
import { CategoryChart } from "./charts/CategoryChart.js"
import { ScopeCards } from "./charts/ScopeCards.js"
import { FillReportPanel } from "./FillReportPanel.js"
import { useGhgFormat } from "./format.js"
import { ghgQueries, useCalculationUpdated } from "./ghgQueries.js"
import { ScopeSection } from "./ScopeSection.js"
import { StatusChip } from "./StatusChip.js"
import { TotalsTable } from "./TotalsTable.js"

/** /ghg/{calcId}: one calculation; an unknown or another company's id is the not-found page (spec §8). */
export const GhgDetailPage = ({ calculationId }: { calculationId: CalculationId }) => {
  const detail = useQuery(ghgQueries.detail(calculationId))
  const errorText = useErrorMessage()
  if (detail.isPending) return <LoadingIndicator />
  if (detail.isError)
    return errorTagOf(detail.error) === "NotFound" ? (
      <CalculationNotFound />
    ) : (
      <p className="alert alert--error">{errorText(detail.error)}</p>
    )
  return <CalculationView detail={detail.data} />
}

type Issue = { readonly path: ReadonlyArray<string | number>; readonly message: string }

const issuesOf = (error: unknown): ReadonlyArray<Issue> | null =>
  isRpcError(error) && error.tag === "InvalidInput"
    ? ((error.error as { issues?: ReadonlyArray<Issue> }).issues ?? null)
    : null

const CalculationView = ({ detail }: { detail: CalculationDetail }) => {
  const { t } = useTranslation()
  usePageTitle(detail.title)
  const format = useGhgFormat()
  const translateKey = useTranslateKey()
  const errorText = useErrorMessage()
  const updated = useCalculationUpdated()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const ids = { status: useId() }
  const [busy, setBusy] = useState(false)
  const [editing, setEditing] = useState(false)
  const [confirmingDelete, setConfirmingDelete] = useState(false)
  const [message, setMessage] = useState<{ kind: "error" | "info"; text: string } | null>(null)
  const [statusIssues, setStatusIssues] = useState<ReadonlyArray<Issue>>([])
  const editable = detail.status === "draft"

  const refresh = () => queryClient.invalidateQueries({ queryKey: ghgQueries.detail(detail.id).queryKey })
  const failed = async (error: unknown) => {
    setMessage({ kind: "error", text: errorText(error) })
    // A conflict or a ready calculation means ours is stale: show the stored one.
    if (["CalculationVersionConflict", "CalculationReady", "NotFound"].includes(errorTagOf(error)))
      await refresh()
  }
  const run = async (action: () => Promise<CalculationDetail>, info?: string) => {
    setBusy(true)
    setMessage(null)
    try {
      await updated(await action())
      if (info) setMessage({ kind: "info", text: info })
      return true
    } catch (error) {
      await failed(error)
      return false
    } finally {
      setBusy(false)
    }
  }

  const setStatus = async (status: "draft" | "ready") => {
    setStatusIssues([])
    setBusy(true)
    setMessage(null)
    try {
      await updated(await apiClient.call(ghgSetStatus, { calculationId: detail.id, status }))
    } catch (error) {
      const issues = issuesOf(error)
      if (issues) setStatusIssues(issues)
      else await failed(error)
    } finally {
      setBusy(false)
    }
  }

  const toggleScope = (scope: Scope) =>
    void run(() =>
      apiClient.call(ghgUpdate, {
        calculationId: detail.id,
        version: detail.version,
        title: detail.title,
        site: detail.site,
        organizationalUnit: detail.organizationalUnit,
        period: detail.period,
        excludedScopes: detail.excludedScopes.includes(scope)
          ? activateScope(detail.excludedScopes, scope)
          : excludeScope(detail.excludedScopes, scope),
      }),
    )

  const remove = async () => {
    setBusy(true)
    try {
      await apiClient.call(ghgDelete, { calculationId: detail.id })
      queryClient.removeQueries({ queryKey: ghgQueries.detail(detail.id).queryKey })
      await queryClient.invalidateQueries({ queryKey: ["ghg.list"] })
      void navigate("/ghg")
    } catch (error) {
      setConfirmingDelete(false)
      await failed(error)
    } finally {
      setBusy(false)
    }
  }

  const issueText = (issue: Issue) =>
    issue.path[0] === "rows" && typeof issue.path[1] === "number"
      ? t("ghg.detail.rowIssue", {
          row: detail.rows[issue.path[1]]?.title ?? String(issue.path[1] + 1),
          message: translateKey(issue.message) ?? issue.message,
        })
      : (translateKey(issue.message) ?? issue.message)
  const pendingIssues = editable ? (statusIssues.length > 0 ? statusIssues : detail.readinessIssues) : []

  return (
    <article className="page-content ghg">
      <p>
        <Link to="/ghg">{t("ghg.notFound.backToList")}</Link>
      </p>
      <div className="ghg-head">
        <h1>{detail.title}</h1>
        <StatusChip status={detail.status} />
      </div>
      <dl className="facts">
        {detail.site && (
          <div>
            <dt>{t("ghg.list.site")}</dt>
            <dd>{detail.site}</dd>
          </div>
        )}
        {detail.organizationalUnit && (
          <div>
            <dt>{t("ghg.list.organizationalUnit")}</dt>
            <dd>{detail.organizationalUnit}</dd>
          </div>
        )}
        <div>
          <dt>{t("ghg.list.period")}</dt>
          <dd>{format.period(detail.period)}</dd>
        </div>
        <div>
          <dt>{t("ghg.detail.rowCount")}</dt>
          <dd>{detail.rowCount}</dd>
        </div>
      </dl>

      <section className="ghg-status-panel" aria-labelledby={ids.status}>
        <h2 id={ids.status} className="visually-hidden">
          {t("ghg.list.status")}
        </h2>
        {editable ? (
          <>
            {pendingIssues.length > 0 && (
              <div className="notice">
                <p>{t("ghg.detail.notReadyYet")}</p>
                <ul>
                  {pendingIssues.map((issue, i) => (
                    <li key={i}>{issueText(issue)}</li>
                  ))}
                </ul>
              </div>
            )}
            <div className="button-row">
              <Link className="button button--primary" to={`/ghg/${detail.id}/add-row`}>
                {t("ghg.detail.addRow")}
              </Link>
              <button
                type="button"
                className="button"
                disabled={busy}
                onClick={() => void setStatus("ready")}
              >
                {t("ghg.detail.markReady")}
              </button>
              <button type="button" className="button" disabled={busy} onClick={() => setEditing((e) => !e)}>
                {t("ghg.detail.editDetails")}
              </button>
            </div>
          </>
        ) : (
          <>
            <p className="notice">{t("ghg.detail.readOnly")}</p>
            <div className="button-row">
              <button
                type="button"
                className="button"
                disabled={busy}
                onClick={() => void setStatus("draft")}
              >
                {t("ghg.detail.setDraft")}
              </button>
            </div>
          </>
        )}
        <div aria-live="polite">
          {message && (
            <p className={message.kind === "error" ? "alert alert--error" : "notice notice--success"}>
              {message.text}
            </p>
          )}
        </div>
      </section>

      {editable && editing && (
        <section className="card">
          <h2>{t("ghg.details.editTitle")}</h2>
          <CalculationDetailsForm
            initial={detailsOf(detail)}
            submitLabel={t("ghg.details.save")}
            busyLabel={t("ghg.details.saving")}
            onCancel={() => setEditing(false)}
            onSubmit={async (details) => {
              try {
                await updated(
                  await apiClient.call(ghgUpdate, {
                    calculationId: detail.id,
                    version: detail.version,
                    excludedScopes: detail.excludedScopes,
                    ...details,
                  }),
                )
              } catch (error) {
                if (errorTagOf(error) === "CalculationVersionConflict") await refresh()
                throw error
              }
              setEditing(false)
              setMessage({ kind: "info", text: t("ghg.detail.saved") })
            }}
          />
        </section>
      )}

      <ScopeCards detail={detail} />
      <div className="ghg-summary">
        <TotalsTable detail={detail} />
      </div>
      <CategoryChart detail={detail} />

      {([1, 2, 3] as const).map((scope) => (
        <ScopeSection
          key={scope}
          detail={detail}
          scope={scope}
          editable={editable}
          onToggleScope={toggleScope}
          togglingScope={busy}
          onError={(error) => void failed(error)}
        />
      ))}

      {editable ? <p className="muted">{t("ghg.fill.onlyReady")}</p> : <FillReportPanel detail={detail} />}

      {editable && (
        <section className="ghg-danger">
          {confirmingDelete ? (
            <div className="confirm" role="group" aria-label={t("ghg.detail.deleteCalculation")}>
              <p>{t("ghg.detail.deleteConfirm", { title: detail.title })}</p>
              <div className="button-row">
                <button
                  type="button"
                  className="button button--danger"
                  disabled={busy}
                  onClick={() => void remove()}
                >
                  {t("ghg.detail.confirmDelete")}
                </button>
                <button type="button" className="button" onClick={() => setConfirmingDelete(false)}>
                  {t("ghg.detail.cancel")}
                </button>
              </div>
            </div>
          ) : (
            <button type="button" className="button button--danger" onClick={() => setConfirmingDelete(true)}>
              {t("ghg.detail.deleteCalculation")}
            </button>
          )}
        </section>
      )}
    </article>
  )
}
