import { isRpcError, shareOpenReceived, type ShareView } from "@vsme/sdk"
import { useCallback, useEffect, useRef, useState } from "react"
import { useTranslation } from "react-i18next"
import { Link, useParams } from "react-router-dom"
import { apiClient } from "../../api/apiClient.js"
import { useErrorMessage } from "../../i18n/errorMessage.js"
import { LoadingIndicator } from "../../shell/LoadingIndicator.js"
import { usePageTitle } from "../../shell/usePageTitle.js"
import { downloadReceivedShareFile } from "./shareFiles.js"
import { SharedReport } from "./SharedReport.js"

type Shown =
  | { readonly kind: "opening" }
  | { readonly kind: "open"; readonly view: ShareView }
  | { readonly kind: "unavailable" }
  | { readonly kind: "failed"; readonly error: unknown }

/** Expired, withdrawn (then the share is not found for this company any more) or never there. */
const unavailable = (error: unknown): Shown | null =>
  isRpcError(error) && ["ShareGone", "ShareNotFound", "NotFound", "InvalidInput"].includes(error.tag)
    ? { kind: "unavailable" }
    : null

/**
 * /received/{shareId}: a report shared with the active company, the same page a link's recipient
 * sees, inside the signed-in shell. Each open is logged with the person who opened it; downloads go
 * through the received routes with the account's credentials.
 */
export const ReceivedReportPage = () => {
  const { shareId = "" } = useParams()
  const { t } = useTranslation()
  const errorText = useErrorMessage()
  const [shown, setShown] = useState<Shown>({ kind: "opening" })
  const [busy, setBusy] = useState(false)
  const started = useRef<string | null>(null)
  usePageTitle(
    shown.kind === "open"
      ? `${shown.view.snapshot.company.name}: ${shown.view.snapshot.report.title}`
      : t("sharing.received.title"),
  )

  const open = useCallback(
    async (version?: number) => {
      setBusy(true)
      try {
        const view = await apiClient.call(shareOpenReceived, {
          shareId: shareId as never,
          ...(version !== undefined ? { version } : {}),
        })
        setShown({ kind: "open", view })
      } catch (error) {
        setShown(
          (current) => unavailable(error) ?? (current.kind === "open" ? current : { kind: "failed", error }),
        )
      } finally {
        setBusy(false)
      }
    },
    [shareId],
  )

  useEffect(() => {
    // An open is logged: once per share shown, also under StrictMode.
    if (started.current === shareId) return
    started.current = shareId
    void open()
  }, [open, shareId])

  const back = (
    <div className="button-row no-print">
      <Link to="/received" className="button button--quiet">
        {t("sharing.received.back")}
      </Link>
    </div>
  )

  switch (shown.kind) {
    case "opening":
      return <LoadingIndicator />
    case "unavailable":
      return (
        <article className="page-content">
          <h1>{t("errors.ShareGone")}</h1>
          <p>{t("sharing.page.goneHelp")}</p>
          {back}
        </article>
      )
    case "failed":
      return (
        <article className="page-content">
          <h1>{t("sharing.page.failedTitle")}</h1>
          <p role="alert" className="alert alert--error">
            {errorText(shown.error)}
          </p>
          {back}
        </article>
      )
    case "open":
      return (
        <div className="page-content">
          {back}
          <SharedReport
            view={shown.view}
            actions={{
              busy,
              chooseVersion: (version) => void open(version),
              download: async (file) => {
                try {
                  return await downloadReceivedShareFile(shareId, shown.view.version, file)
                } catch (error) {
                  const next = unavailable(error)
                  if (next) setShown(next)
                  throw error
                }
              },
            }}
          />
        </div>
      )
  }
}
