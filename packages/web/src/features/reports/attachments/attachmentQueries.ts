import { queryOptions } from "@tanstack/react-query"
import { attachmentList } from "@vsme/sdk"
import { apiClient } from "../../../api/apiClient.js"

/**
 * Query options of a report's attachments, keyed by procedure name (STYLE.md). The whole report's list
 * is fetched once and each question's panel filters it, so moving between questions costs no request.
 */
export const attachmentQueries = {
  list: (reportId: string) =>
    queryOptions({
      queryKey: ["attachment.list", reportId] as const,
      queryFn: () => apiClient.call(attachmentList, { reportId: reportId as never }),
    }),
}
