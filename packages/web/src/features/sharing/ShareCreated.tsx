import { shareHeaders, sharePublicPath, shareRoutes, type ShareSummary } from "@vsme/sdk"
import { useId } from "react"
import { useTranslation } from "react-i18next"
import { Link } from "react-router-dom"
import { CopyButton } from "../../shell/CopyButton.js"
import { useShareDates } from "./shareFormat.js"

/** The address a bank's system fetches a link share's newest xBRL-JSON from (the link alone suffices). */
export const machineFetchUrl = (link: string) => {
  const url = new URL(link)
  const token = url.pathname.split("/").at(-1) ?? ""
  return `${url.origin}${sharePublicPath}${shareRoutes.xbrlJsonLatest.replace(":token", token)}`
}

/**
 * The last step of sharing: the link with a copy button and what to send (the link and the passcode
 * apart), or, for an organisation, where it now finds the report.
 */
export const ShareCreated = ({
  share,
  passcode,
  reportId,
}: {
  share: ShareSummary
  passcode: string | null
  reportId: string
}) => {
  const { t } = useTranslation()
  const dates = useShareDates()
  const linkId = useId()
  const until = dates.date(share.expiresAt)
  return (
    <div className="share-created">
      <p className="notice notice--success" role="status">
        {t("sharing.created.done", { date: until })}
      </p>
      {share.recipient.kind === "link" && share.link !== null && (
        <>
          <div className="share-created__link-row">
            <div className="field">
              <label htmlFor={linkId}>{t("sharing.created.link")}</label>
              <input
                id={linkId}
                readOnly
                value={share.link}
                className="share-created__link"
                onFocus={(e) => e.target.select()}
              />
            </div>
            <CopyButton text={share.link} label={t("sharing.created.copyLink")} />
          </div>
          <h3>{t("sharing.created.whatToSend")}</h3>
          {passcode !== null ? (
            <>
              <p>{t("sharing.created.sendApart")}</p>
              <p>
                {t("sharing.created.passcode")}: <code className="secret">{passcode}</code>
              </p>
            </>
          ) : (
            <p>{t("sharing.created.sendLinkOnly", { date: until })}</p>
          )}
          <details className="share-created__machine">
            <summary>{t("sharing.created.machineTitle")}</summary>
            <p>{t("sharing.created.machineHelp")}</p>
            <p>
              <code className="secret">{machineFetchUrl(share.link)}</code>
            </p>
            {passcode !== null && (
              <p>{t("sharing.created.machinePasscode", { header: shareHeaders.passcode })}</p>
            )}
          </details>
        </>
      )}
      {share.recipient.kind === "organisation" && (
        <p>
          {t("sharing.created.organisation", {
            name: share.recipient.name ?? share.recipient.businessId,
            businessId: share.recipient.businessId,
          })}
        </p>
      )}
      <div className="button-row">
        <Link className="button" to="/account?tab=sharing">
          {t("sharing.created.manage")}
        </Link>
        <Link className="button button--quiet" to={`/reports/${reportId}/review`}>
          {t("sharing.flow.backToReview")}
        </Link>
      </div>
    </div>
  )
}
