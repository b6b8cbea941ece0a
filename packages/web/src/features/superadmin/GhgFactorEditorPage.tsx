import { useQuery, useQueryClient } from "@tanstack/react-query"
import { nextVersionOf, type EmissionFactor } from "@vsme/core"
import {
  factorAdminCreate,
  factorAdminDelete,
  factorAdminReinstate,
  factorAdminRetire,
  factorAdminUpdate,
  type AdminFactor,
} from "@vsme/sdk"
import { useId, useState, type ReactNode } from "react"
import { useTranslation } from "react-i18next"
import { Link, useLocation, useNavigate, useParams, useSearchParams } from "react-router-dom"
import { apiClient } from "../../api/apiClient.js"
import { errorTagOf, useErrorMessage } from "../../i18n/errorMessage.js"
import { LoadingIndicator } from "../../shell/LoadingIndicator.js"
import { usePageTitle } from "../../shell/usePageTitle.js"
import { draftOfFactor, emptyFactorDraft, GhgFactorForm, type FactorDraft } from "./GhgFactorForm.js"
import { factorAdminKeys, ghgFactorQueries } from "./GhgFactorQueries.js"

/** After a change: every factor list and detail may show it. */
const useFactorChanged = () => {
  const queryClient = useQueryClient()
  return async (changed?: AdminFactor) => {
    if (changed) queryClient.setQueryData(ghgFactorQueries.detail(changed.factor.id).queryKey, changed)
    for (const queryKey of factorAdminKeys)
      await queryClient.invalidateQueries({ queryKey, refetchType: "none" })
  }
}

/** /superadmin/ghg-factors/new and /superadmin/ghg-factors/:id — create or edit a factor (issue 5). */
export const GhgFactorEditorPage = ({ mode }: { mode: "new" | "edit" }) => {
  const { id = "" } = useParams()
  return mode === "new" ? <NewFactor /> : <EditFactor key={id} id={id} />
}

const Frame = ({
  title,
  description,
  children,
}: {
  title: string
  description: string
  children: ReactNode
}) => {
  const { t } = useTranslation()
  usePageTitle(title)
  return (
    <article className="page-content ghg-factors">
      <p>
        <Link to="/superadmin/ghg-factors">{t("ghgFactors.backToList")}</Link>
      </p>
      <h1>{title}</h1>
      <p className="lead">{description}</p>
      {children}
    </article>
  )
}

/** A new factor, empty or (`?from=<id>`) the next version of an existing one. */
const NewFactor = () => {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const changed = useFactorChanged()
  const [params] = useSearchParams()
  const from = params.get("from")
  const source = useQuery({ ...ghgFactorQueries.detail(from ?? ""), enabled: from !== null })
  const frame = (children: ReactNode) => (
    <Frame title={t("superadmin.newFactorTitle")} description={t("superadmin.newFactorDescription")}>
      {children}
    </Frame>
  )
  if (from !== null && source.isPending) return frame(<LoadingIndicator />)
  const initial: FactorDraft = (() => {
    if (!source.data) return emptyFactorDraft
    const base = draftOfFactor(source.data.factor)
    const next = nextVersionOf(source.data.factor)
    return next === null
      ? base
      : { ...base, id: next.id, validFrom: String(next.validFor.from), validTo: String(next.validFor.to) }
  })()
  return frame(
    <GhgFactorForm
      initial={initial}
      idEditable
      onSubmit={async (factor) => {
        const created = await apiClient.call(factorAdminCreate, { factor })
        await changed(created)
        void navigate(`/superadmin/ghg-factors/${encodeURIComponent(created.factor.id)}`, {
          state: { created: true },
        })
      }}
    />,
  )
}

const EditFactor = ({ id }: { id: string }) => {
  const { t } = useTranslation()
  const errorText = useErrorMessage()
  const location = useLocation()
  const detail = useQuery(ghgFactorQueries.detail(id))
  const frame = (children: ReactNode) => (
    <Frame title={t("superadmin.editFactorTitle")} description={t("superadmin.editFactorDescription")}>
      {children}
    </Frame>
  )
  if (detail.isPending) return frame(<LoadingIndicator />)
  if (detail.isError) return frame(<p className="alert alert--error">{errorText(detail.error)}</p>)
  const created = (location.state as { created?: boolean } | null)?.created === true
  return frame(<FactorAdmin factor={detail.data} created={created} />)
}

type Message = { readonly kind: "info" | "error"; readonly text: string; readonly stale?: boolean }

/** The form of a stored factor with its usage, and retire / offer again / delete / next version. */
const FactorAdmin = ({ factor, created }: { factor: AdminFactor; created: boolean }) => {
  const { t } = useTranslation()
  const errorText = useErrorMessage()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const changed = useFactorChanged()
  const [message, setMessage] = useState<Message | null>(
    created ? { kind: "info", text: t("ghgFactors.created") } : null,
  )
  const [busy, setBusy] = useState(false)
  const [confirmingDelete, setConfirmingDelete] = useState(false)
  const retireHelpId = useId()
  const id = factor.factor.id
  const retired = factor.retiredAt !== null

  const failed = (error: unknown) =>
    setMessage({
      kind: "error",
      text: errorText(error),
      stale: errorTagOf(error) === "FactorVersionConflict",
    })
  const reload = () => queryClient.invalidateQueries({ queryKey: ghgFactorQueries.detail(id).queryKey })
  const act = async (action: () => Promise<AdminFactor>) => {
    setBusy(true)
    setMessage(null)
    try {
      await changed(await action())
      setMessage({ kind: "info", text: t("ghgFactors.saved") })
    } catch (error) {
      failed(error)
    } finally {
      setBusy(false)
    }
  }
  const remove = async () => {
    setBusy(true)
    try {
      await apiClient.call(factorAdminDelete, { id, version: factor.version })
      queryClient.removeQueries({ queryKey: ghgFactorQueries.detail(id).queryKey })
      await changed()
      void navigate("/superadmin/ghg-factors", { state: { deleted: id } })
    } catch (error) {
      setConfirmingDelete(false)
      failed(error)
      setBusy(false)
    }
  }
  const next = nextVersionOf(factor.factor)

  return (
    <>
      <p className="notice">{t("ghgFactors.usage", { count: factor.usageCount })}</p>
      {retired && <p className="notice">{t("ghgFactors.retiredNote")}</p>}
      <div aria-live="polite">
        {message && (
          <div className={message.kind === "error" ? "alert alert--error" : "notice notice--success"}>
            <p>{message.text}</p>
            {message.stale && (
              <button type="button" className="button button--small" onClick={() => void reload()}>
                {t("ghgFactors.reload")}
              </button>
            )}
          </div>
        )}
      </div>
      <GhgFactorForm
        key={factor.version}
        initial={draftOfFactor(factor.factor)}
        idEditable={false}
        onSubmit={async (edited: EmissionFactor) => {
          setMessage(null)
          try {
            await changed(
              await apiClient.call(factorAdminUpdate, { version: factor.version, factor: edited }),
            )
            setMessage({ kind: "info", text: t("ghgFactors.saved") })
          } catch (error) {
            if (errorTagOf(error) === "FactorVersionConflict") {
              failed(error)
              return
            }
            throw error
          }
        }}
      />
      <section className="ghg-factor-actions">
        <div className="button-row">
          {retired ? (
            <button
              type="button"
              className="button"
              disabled={busy}
              onClick={() =>
                void act(() => apiClient.call(factorAdminReinstate, { id, version: factor.version }))
              }
            >
              {t("ghgFactors.reinstate")}
            </button>
          ) : (
            <button
              type="button"
              className="button"
              disabled={busy}
              aria-describedby={retireHelpId}
              onClick={() =>
                void act(() => apiClient.call(factorAdminRetire, { id, version: factor.version }))
              }
            >
              {t("ghgFactors.retire")}
            </button>
          )}
          {next && (
            <Link className="button" to={`/superadmin/ghg-factors/new?from=${encodeURIComponent(id)}`}>
              {t("ghgFactors.newVersion")}
            </Link>
          )}
          {factor.usageCount === 0 && !confirmingDelete && (
            <button type="button" className="button button--danger" onClick={() => setConfirmingDelete(true)}>
              {t("ghgFactors.delete")}
            </button>
          )}
        </div>
        {!retired && (
          <p className="field__help" id={retireHelpId}>
            {t("ghgFactors.retireHelp")}
          </p>
        )}
        {confirmingDelete && (
          <div className="confirm" role="group" aria-label={t("ghgFactors.delete")}>
            <p>{t("ghgFactors.deleteConfirm", { id })}</p>
            <div className="button-row">
              <button
                type="button"
                className="button button--danger"
                disabled={busy}
                onClick={() => void remove()}
              >
                {t("ghgFactors.confirmDelete")}
              </button>
              <button type="button" className="button" onClick={() => setConfirmingDelete(false)}>
                {t("ghgFactors.cancel")}
              </button>
            </div>
          </div>
        )}
      </section>
    </>
  )
}
