import { queryOptions } from "@tanstack/react-query"
import { commentList, reportGet, reportList } from "@vsme/sdk"
import { apiClient } from "../../api/apiClient.js"

/** Query options of reports and their comments, keyed by procedure name (STYLE.md). */
export const reportQueries = {
  list: () =>
    queryOptions({
      queryKey: ["report.list", null] as const,
      queryFn: () => apiClient.call(reportList, null),
    }),
  detail: (reportId: string) =>
    queryOptions({
      queryKey: ["report.get", reportId] as const,
      queryFn: () => apiClient.call(reportGet, { reportId: reportId as never }),
    }),
  comments: (reportId: string) =>
    queryOptions({
      queryKey: ["comment.list", reportId] as const,
      queryFn: () => apiClient.call(commentList, { reportId: reportId as never }),
    }),
}
