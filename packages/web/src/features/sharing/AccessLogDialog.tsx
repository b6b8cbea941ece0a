import { useInfiniteQuery } from "@tanstack/react-query"
import type { ShareAccessEntry, ShareSummary } from "@vsme/sdk"
import { useTranslation } from "react-i18next"
import { useErrorMessage } from "../../i18n/errorMessage.js"
import { Dialog } from "../../shell/Dialog.js"
import { LoadingIndicator } from "../../shell/LoadingIndicator.js"
import { formatName, useRecipientText, useShareDates } from "./shareFormat.js"
import { shareQueries } from "./shareQueries.js"

/**
 * A share's access log (issue 31), newest first, a hundred lines at a time: every open, download,
 * machine fetch and wrong passcode, with who it was (a person of the receiving organisation, or
 * someone holding the link: the address cut to its network and the browser family).
 */
export const AccessLogDialog = ({ share, onClose }: { share: ShareSummary; onClose: () => void }) => {
  const { t } = useTranslation()
  const errorText = useErrorMessage()
  const dates = useShareDates()
  const recipient = useRecipientText()(share)
  const log = useInfiniteQuery(shareQueries.accessLog(share.id))
  const entries = log.data?.pages.flatMap((page) => page.entries) ?? []

  const what = (entry: ShareAccessEntry) => {
    switch (entry.action) {
      case "open":
        return t("sharing.log.open")
      case "download":
        return t("sharing.log.download", { format: entry.format ? formatName(entry.format, t) : "" })
      case "fetch":
        return t("sharing.log.fetch", { format: entry.format ? formatName(entry.format, t) : "" })
      case "passcodeFailed":
        return t("sharing.log.passcodeFailed")
    }
  }
  const who = (entry: ShareAccessEntry) =>
    entry.viewer.kind === "person"
      ? t("sharing.log.person", {
          name: entry.viewer.displayName || entry.viewer.email,
          email: entry.viewer.email,
          organisation: entry.viewer.organisation,
        })
      : t("sharing.log.linkHolder", { address: entry.viewer.address, browser: entry.viewer.browser })

  return (
    <Dialog
      title={t("sharing.log.title", { recipient })}
      onClose={onClose}
      className="dialog--wide access-log"
    >
      <p className="muted">{t("sharing.log.help")}</p>
      {log.isPending && <LoadingIndicator />}
      {log.isError && (
        <p role="alert" className="alert alert--error">
          {errorText(log.error)}
        </p>
      )}
      {log.isSuccess && entries.length === 0 && <p>{t("sharing.log.empty")}</p>}
      {entries.length > 0 && (
        <div className="table-wrap" role="region" aria-label={t("sharing.log.caption")} tabIndex={0}>
          <table className="table table--compact table--stack">
            <caption className="visually-hidden">{t("sharing.log.caption")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("sharing.log.at")}</th>
                <th scope="col">{t("sharing.log.what")}</th>
                <th scope="col">{t("sharing.log.version")}</th>
                <th scope="col">{t("sharing.log.who")}</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.id}>
                  <td data-label={t("sharing.log.at")}>{dates.moment(entry.at)}</td>
                  <td data-label={t("sharing.log.what")}>{what(entry)}</td>
                  <td data-label={t("sharing.log.version")}>{entry.version ?? "–"}</td>
                  <td data-label={t("sharing.log.who")}>{who(entry)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <div className="button-row dialog__footer">
        {log.hasNextPage && (
          <button
            type="button"
            className="button"
            disabled={log.isFetchingNextPage}
            onClick={() => void log.fetchNextPage()}
          >
            {log.isFetchingNextPage ? t("common.loading") : t("sharing.log.more")}
          </button>
        )}
        <button type="button" className="button button--primary" onClick={onClose}>
          {t("sharing.log.close")}
        </button>
      </div>
    </Dialog>
  )
}
