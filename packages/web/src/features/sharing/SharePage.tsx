import { isRpcError, shareLimits, shareOpen, type ShareView } from "@vsme/sdk"
import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from "react"
import { I18nProvider } from "react-aria-components"
import { useTranslation } from "react-i18next"
import { useParams } from "react-router-dom"
import { apiClient } from "../../api/apiClient.js"
import { useErrorMessage } from "../../i18n/errorMessage.js"
import { LoadingIndicator } from "../../shell/LoadingIndicator.js"
import { usePageTitle } from "../../shell/usePageTitle.js"
import { TextField } from "../account/TextField.js"
import { downloadLinkShareFile } from "./shareFiles.js"
import { useShareDates } from "./shareFormat.js"
import { SharedReport, type ShareFile } from "./SharedReport.js"

type Shown =
  | { readonly kind: "opening" }
  | { readonly kind: "passcode"; readonly wrong: boolean; readonly retryAt: Date | null }
  | { readonly kind: "open"; readonly view: ShareView }
  | { readonly kind: "gone" }
  | { readonly kind: "notFound" }
  | { readonly kind: "failed"; readonly error: unknown }

/** What a refused open (or download) means for the page; null when the page stays as it is. */
const refusal = (error: unknown, now: number): Shown | null => {
  if (!isRpcError(error)) return null
  switch (error.tag) {
    case "ShareGone":
      return { kind: "gone" }
    case "ShareNotFound":
    case "InvalidInput":
      return { kind: "notFound" }
    case "SharePasscodeRequired":
      return { kind: "passcode", wrong: error.error.wrong === true, retryAt: null }
    case "RateLimited": {
      const seconds = Number(error.error.retryAfterSeconds)
      return {
        kind: "passcode",
        wrong: false,
        retryAt: new Date(now + (Number.isFinite(seconds) ? seconds : 60) * 1000),
      }
    }
    default:
      return null
  }
}

/**
 * The public page of a link share, `/s/{token}` (issue 31): outside the signed-in shell, no account
 * needed (the app's proof of work vouches for the browser, as on /login). A passcode form first when
 * the link has one; then the report as it was shared, a version at a time. A link withdrawn or expired
 * while the page is open says so at the next step (a version, a download). The server answers a dead
 * link's first load itself with 410 (or 404), before this page is sent.
 */
export const SharePage = () => {
  const { t, i18n } = useTranslation()
  usePageTitle(t("sharing.page.title"))
  const { token = "" } = useParams()
  return (
    <I18nProvider locale={i18n.language}>
      <LinkShare token={token} />
    </I18nProvider>
  )
}

const LinkShare = ({ token }: { token: string }) => {
  const [shown, setShown] = useState<Shown>({ kind: "opening" })
  const [busy, setBusy] = useState(false)
  // Kept in memory only, for the versions and downloads that follow: never stored, never in a URL.
  const passcode = useRef<string | undefined>(undefined)
  const started = useRef(false)

  const open = useCallback(
    async (version?: number, code?: string) => {
      setBusy(true)
      try {
        const view = await apiClient.call(shareOpen, {
          token,
          ...(version !== undefined ? { version } : {}),
          ...(code !== undefined ? { passcode: code } : {}),
        })
        passcode.current = code
        setShown({ kind: "open", view })
      } catch (error) {
        setShown(
          (current) =>
            refusal(error, Date.now()) ?? (current.kind === "open" ? current : { kind: "failed", error }),
        )
      } finally {
        setBusy(false)
      }
    },
    [token],
  )

  useEffect(() => {
    // Opening is logged in the share's access log: once per visit, also under StrictMode.
    if (started.current) return
    started.current = true
    void open()
  }, [open])

  const download = async (view: ShareView, file: ShareFile) => {
    try {
      return await downloadLinkShareFile(token, view.version, passcode.current, file)
    } catch (error) {
      const next = refusal(error, Date.now())
      if (next?.kind === "gone" || next?.kind === "notFound") setShown(next)
      throw error
    }
  }

  switch (shown.kind) {
    case "opening":
      return <LoadingIndicator />
    case "passcode":
      return (
        <PasscodeForm
          wrong={shown.wrong}
          retryAt={shown.retryAt}
          busy={busy}
          onSubmit={(code) => void open(undefined, code)}
        />
      )
    case "gone":
      return <DeadLink kind="gone" />
    case "notFound":
      return <DeadLink kind="notFound" />
    case "failed":
      return <Failed error={shown.error} onRetry={() => void open()} />
    case "open":
      return (
        <div className="share-page">
          <SharedReport
            view={shown.view}
            actions={{
              busy,
              chooseVersion: (version) => void open(version, passcode.current),
              download: (file) => download(shown.view, file),
            }}
          />
        </div>
      )
  }
}

const PasscodeForm = ({
  wrong,
  retryAt,
  busy,
  onSubmit,
}: {
  wrong: boolean
  retryAt: Date | null
  busy: boolean
  onSubmit: (passcode: string) => void
}) => {
  const { t } = useTranslation()
  const dates = useShareDates()
  const titleId = useId()
  const [code, setCode] = useState("")
  const [empty, setEmpty] = useState(false)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (code === "") {
      setEmpty(true)
      return
    }
    setEmpty(false)
    onSubmit(code)
  }
  return (
    <section className="card card--narrow share-passcode" aria-labelledby={titleId}>
      <h1 id={titleId}>{t("sharing.page.passcodeTitle")}</h1>
      <p>{t("errors.SharePasscodeRequired")}</p>
      <form className="form" onSubmit={submit} noValidate>
        <TextField
          label={t("sharing.page.passcode")}
          value={code}
          onChange={setCode}
          type="password"
          autoComplete="off"
          maxLength={shareLimits.passcodeMaxLength}
          error={empty ? "validation.requiredField" : wrong ? "sharing.page.wrongPasscode" : undefined}
          required
        />
        <div aria-live="polite">
          {retryAt && (
            <p role="alert" className="alert alert--error">
              {t("sharing.page.tooManyTries", { time: dates.time(retryAt) })}
            </p>
          )}
        </div>
        <div className="button-row">
          <button type="submit" className="button button--primary" disabled={busy}>
            {busy ? t("sharing.page.opening") : t("sharing.page.open")}
          </button>
        </div>
      </form>
    </section>
  )
}

/** A link that leads nowhere (any more): what the server's own 410 and 404 pages say, and nothing else. */
const DeadLink = ({ kind }: { kind: "gone" | "notFound" }) => {
  const { t } = useTranslation()
  const heading = useRef<HTMLHeadingElement>(null)
  // It replaces the report under the reader's focus (a version or a download refused): say so first.
  useEffect(() => heading.current?.focus(), [])
  return (
    <section className="card card--narrow share-dead" aria-labelledby="share-dead-title">
      <h1 id="share-dead-title" ref={heading} tabIndex={-1}>
        {kind === "gone" ? t("errors.ShareGone") : t("sharing.page.notFoundTitle")}
      </h1>
      <p>{kind === "gone" ? t("sharing.page.goneHelp") : t("errors.ShareNotFound")}</p>
    </section>
  )
}

const Failed = ({ error, onRetry }: { error: unknown; onRetry: () => void }) => {
  const { t } = useTranslation()
  const errorText = useErrorMessage()
  return (
    <section className="card card--narrow" aria-labelledby="share-failed-title">
      <h1 id="share-failed-title">{t("sharing.page.failedTitle")}</h1>
      <p role="alert" className="alert alert--error">
        {errorText(error)}
      </p>
      <div className="button-row">
        <button type="button" className="button" onClick={onRetry}>
          {t("common.tryAgain")}
        </button>
      </div>
    </section>
  )
}
