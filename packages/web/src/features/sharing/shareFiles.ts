import {
  filePath,
  receivedShareRoutes,
  shareFileErrors,
  shareHeaders,
  sharePublicPath,
  shareRoutes,
  type FileRequest,
} from "@vsme/sdk"
import { downloadFile } from "../../api/fileTransfer.js"
import type { ShareFile } from "./SharedReport.js"

const routeOf = {
  xlsx: "xlsx",
  xbrlJson: "xbrlJson",
  inlineXbrl: "inlineXbrl",
  attachment: "attachment",
} as const satisfies Record<ShareFile["format"], keyof typeof shareRoutes & keyof typeof receivedShareRoutes>

const fallbackNames = {
  xlsx: "report.xlsx",
  xbrlJson: "report.xbrl.json",
  inlineXbrl: "report.xhtml",
} as const

/** A route template with its parameters filled in (as sdk `filePath` does for `/api/files`). */
const fill = (template: string, params: Readonly<Record<string, string>>) =>
  template.replace(/:([A-Za-z]+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ""))

const attachmentParam = (file: ShareFile) =>
  file.format === "attachment" ? { attachmentId: file.attachment.id } : {}

const fallbackName = (file: ShareFile) =>
  file.format === "attachment" ? file.attachment.fileName : fallbackNames[file.format]

/** Attachments come as they were uploaded; the report formats in the language chosen. */
const queryOf = (file: ShareFile) => ({
  download: "1",
  ...(file.format === "attachment" ? {} : { lang: file.lang }),
})

/**
 * A file of a link share (`/api/s/{token}/v/{version}/…`): the token is the credential, the passcode
 * travels in its header, never in the URL. Fetched like every download of the app (fileTransfer.ts).
 */
export const downloadLinkShareFile = (
  token: string,
  version: number,
  passcode: string | undefined,
  file: ShareFile,
) => {
  const request: FileRequest = {
    path:
      sharePublicPath +
      fill(shareRoutes[routeOf[file.format]], { token, version: String(version), ...attachmentParam(file) }),
    query: queryOf(file),
    ...(passcode !== undefined ? { headers: { [shareHeaders.passcode]: passcode } } : {}),
    errors: shareFileErrors,
  }
  return downloadFile(request, fallbackName(file))
}

/** A file of a report shared with the active company, with the account's own credentials. */
export const downloadReceivedShareFile = (shareId: string, version: number, file: ShareFile) =>
  downloadFile(
    {
      path: filePath(receivedShareRoutes[routeOf[file.format]], {
        shareId,
        version: String(version),
        ...attachmentParam(file),
      }),
      query: queryOf(file),
      errors: shareFileErrors,
    },
    fallbackName(file),
  )
