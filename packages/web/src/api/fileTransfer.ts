import { dispositionFileName, type FileRequest } from "@vsme/sdk"
import { apiClient } from "./apiClient.js"

/**
 * Downloads a file route's answer and hands it to the browser as a file, named as the server named
 * it (Content-Disposition) or `fallbackName`. Fetched with the API credentials rather than opened as
 * a link: the access token and attestation travel in headers, never in a URL that logs would keep.
 */
export const downloadFile = async (request: FileRequest, fallbackName: string) => {
  const response = await apiClient.requestFile(request)
  const name = dispositionFileName(response.headers.get("content-disposition")) ?? fallbackName
  const blob = await response.blob()
  const url = URL.createObjectURL(blob)
  try {
    const link = document.createElement("a")
    link.href = url
    link.download = name
    link.rel = "noopener"
    document.body.append(link)
    link.click()
    link.remove()
  } finally {
    // Revoked on the next tick: the click has started the download by then.
    setTimeout(() => URL.revokeObjectURL(url), 0)
  }
  return { name, size: blob.size }
}

/** Uploads a file to a file route and returns the decoded JSON answer. */
export const uploadFile = async <A = unknown>(request: FileRequest & { readonly body: Blob }) => {
  const response = await apiClient.requestFile(request)
  return (await response.json()) as A
}
