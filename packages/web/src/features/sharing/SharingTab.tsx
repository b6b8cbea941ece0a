import { useQuery } from "@tanstack/react-query"
import type { Account, ShareSummary } from "@vsme/sdk"
import { useRef, useState } from "react"
import { useTranslation } from "react-i18next"
import { Link } from "react-router-dom"
import { useErrorMessage } from "../../i18n/errorMessage.js"
import { CopyButton } from "../../shell/CopyButton.js"
import { type Fact } from "../../shell/FactList.js"
import { LoadingIndicator } from "../../shell/LoadingIndicator.js"
import { useProfile } from "../profile/ProfileContext.js"
import { AccessLogDialog } from "./AccessLogDialog.js"
import { PublishUpdateDialog, RevokeShareDialog } from "./ShareActionDialogs.js"
import { ShareCard } from "./ShareCard.js"
import { scopeText, useRecipientText, useShareDates } from "./shareFormat.js"
import { mayManageShares, shareQueries } from "./shareQueries.js"

type Open = { readonly kind: "log" | "publish" | "revoke"; readonly share: ShareSummary } | null

/**
 * Account settings → Sharing (issue 31): every share of the company, newest first, with its
 * recipient, report, scope, dates, versions, opens and state; its access log for every member; the
 * copy of the link, publishing the report's current answers as a new version and withdrawing it for
 * those who may (owners, and the owners of the management parent).
 */
export const SharingTab = ({ account }: { account: Account }) => {
  const { t } = useTranslation()
  const errorText = useErrorMessage()
  const profile = useProfile()
  const shares = useQuery(shareQueries.list())
  const [open, setOpen] = useState<Open>(null)
  const [said, setSaid] = useState<string | null>(null)
  const statusRef = useRef<HTMLDivElement>(null)
  const manager = mayManageShares(account, profile)

  if (shares.isPending) return <LoadingIndicator />
  if (shares.isError)
    return (
      <p role="alert" className="alert alert--error">
        {errorText(shares.error)}
      </p>
    )

  const done = (text: string) => {
    setOpen(null)
    setSaid(text)
    // The dialog's button is gone with it: the focus goes to what happened instead of being lost.
    statusRef.current?.focus()
  }

  return (
    <div className="sharing-tab">
      {!manager && <p className="muted">{t("sharing.tab.usersSee")}</p>}
      <div role="status" ref={statusRef} tabIndex={-1} className="sharing-tab__status">
        {said !== null && <p className="notice notice--success">{said}</p>}
      </div>
      {shares.data.length === 0 ? (
        <p>{t("sharing.tab.empty")}</p>
      ) : (
        <ul className="share-list">
          {shares.data.map((share) => (
            <li key={share.id}>
              <OwnShareCard share={share} manager={manager} onOpen={(kind) => setOpen({ kind, share })} />
            </li>
          ))}
        </ul>
      )}
      {open?.kind === "log" && <AccessLogDialog share={open.share} onClose={() => setOpen(null)} />}
      {open?.kind === "publish" && (
        <PublishUpdateDialog
          share={open.share}
          onClose={() => setOpen(null)}
          onDone={(share) => done(t("sharing.tab.published", { version: share.versions[0]?.version ?? 1 }))}
        />
      )}
      {open?.kind === "revoke" && (
        <RevokeShareDialog
          share={open.share}
          onClose={() => setOpen(null)}
          onDone={() => done(t("sharing.tab.revoked"))}
        />
      )}
    </div>
  )
}

/** A share the company made: a card with the log, and publishing and withdrawing for managers. */
const OwnShareCard = ({
  share,
  manager,
  onOpen,
}: {
  share: ShareSummary
  manager: boolean
  onOpen: (kind: "log" | "publish" | "revoke") => void
}) => {
  const { t } = useTranslation()
  const dates = useShareDates()
  const recipientText = useRecipientText()
  const recipient = recipientText(share)
  const latest = share.versions[0]
  const facts: ReadonlyArray<Fact> = [
    [
      t("sharing.tab.report"),
      share.reportId !== null ? (
        <Link to={`/reports/${share.reportId}/review`}>{share.reportTitle}</Link>
      ) : (
        `${share.reportTitle} (${t("sharing.tab.reportDeleted")})`
      ),
    ],
    [t("sharing.flow.scope"), scopeText(share.scope, t)],
    [
      t("sharing.flow.attachments"),
      share.includeAttachments ? t("sharing.flow.attachmentsIncluded") : t("sharing.flow.attachmentsLeftOut"),
    ],
    [
      t("sharing.tab.created"),
      share.createdBy
        ? t("sharing.tab.createdBy", {
            date: dates.moment(share.createdAt),
            name: share.createdBy.displayName || share.createdBy.email,
          })
        : dates.moment(share.createdAt),
    ],
    [
      share.state === "expired" ? t("sharing.tab.expired") : t("sharing.tab.expires"),
      dates.date(share.expiresAt),
    ],
    ...(share.revokedAt ? [[t("sharing.tab.revokedAt"), dates.moment(share.revokedAt)] as const] : []),
    [
      t("sharing.tab.versions"),
      latest
        ? t("sharing.tab.versionsValue", {
            count: share.versions.length,
            date: dates.moment(latest.publishedAt),
          })
        : "–",
    ],
    [t("sharing.tab.opens"), String(share.opens)],
    [
      t("sharing.tab.lastOpened"),
      share.lastOpenedAt ? dates.moment(share.lastOpenedAt) : t("sharing.tab.never"),
    ],
  ]
  return (
    <ShareCard
      title={recipient}
      headingLevel={3}
      chip={<span className={`chip chip--share-${share.state}`}>{t(`sharing.state.${share.state}`)}</span>}
      facts={facts}
      actions={(titleId) => (
        <div className="button-row share-card__actions">
          {share.link !== null && share.state !== "revoked" && (
            <CopyButton text={share.link} label={t("sharing.created.copyLink")} />
          )}
          <button type="button" className="button" onClick={() => onOpen("log")} aria-describedby={titleId}>
            {t("sharing.tab.log")}
          </button>
          {manager && share.state !== "revoked" && share.reportId !== null && (
            <button
              type="button"
              className="button"
              onClick={() => onOpen("publish")}
              aria-describedby={titleId}
            >
              {t("sharing.tab.publish")}
            </button>
          )}
          {manager && share.state !== "revoked" && (
            <button
              type="button"
              className="button button--danger"
              onClick={() => onOpen("revoke")}
              aria-describedby={titleId}
            >
              {t("sharing.tab.revoke")}
            </button>
          )}
        </div>
      )}
    />
  )
}
