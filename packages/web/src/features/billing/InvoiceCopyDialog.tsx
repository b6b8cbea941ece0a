import type { InvoiceCopy } from "@vsme/sdk"
import { useQuery } from "@tanstack/react-query"
import { useTranslation } from "react-i18next"
import { useErrorMessage } from "../../i18n/errorMessage.js"
import { Dialog } from "../../shell/Dialog.js"
import { LoadingIndicator } from "../../shell/LoadingIndicator.js"
import { downloadText } from "./format.js"

/**
 * The readable copy of an invoice in a dialog: the server's HTML in a sandboxed frame (no scripts,
 * no access to the app), with a download of the same file.
 */
export const InvoiceCopyDialog = ({
  number,
  queryKey,
  load,
  onClose,
}: {
  number: string
  queryKey: ReadonlyArray<unknown>
  load: () => Promise<InvoiceCopy>
  onClose: () => void
}) => {
  const { t } = useTranslation()
  const errorText = useErrorMessage()
  const copy = useQuery({ queryKey, queryFn: load })
  return (
    <Dialog title={t("billing.invoices.copyTitle", { number })} onClose={onClose} className="invoice-copy">
      {copy.isPending && <LoadingIndicator />}
      {copy.isError && <p className="alert alert--error">{errorText(copy.error)}</p>}
      {copy.data && (
        <iframe
          className="invoice-copy__frame"
          title={t("billing.invoices.copyFrameTitle", { number })}
          sandbox=""
          srcDoc={copy.data.html}
        />
      )}
      <div className="button-row dialog__footer">
        <button
          type="button"
          className="button"
          disabled={!copy.data}
          onClick={() => copy.data && downloadText(copy.data.fileName, copy.data.html, "text/html")}
        >
          {t("billing.invoices.download")}
        </button>
        <button type="button" className="button button--primary" onClick={onClose}>
          {t("billing.invoices.close")}
        </button>
      </div>
    </Dialog>
  )
}
