import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query"
import type { Locale } from "@vsme/core"
import {
  aiSummaryGet,
  aiSummaryKeyFigures,
  aiSummaryRequest,
  aiSummaryView,
  type AiSummaryId,
  type AiSummaryState,
  type ReportId,
} from "@vsme/sdk"
import { apiClient } from "../../api/apiClient.js"

/** How often the panel asks for news while a summary is pending or generating (issue 8). */
export const pollIntervalMs = 700

/** Whether a summary is on its way: the panel then polls for the text streamed so far. */
export const isRunning = (state: AiSummaryState | undefined) => state === "pending" || state === "generating"

/**
 * Query options of the AI summary, keyed by procedure name (STYLE.md). The state is always fetched
 * afresh when the panel mounts, since report edits elsewhere may have made the summary out of date;
 * while a job runs it is polled, as the job may run on any API process.
 */
export const aiSummaryQueries = {
  status: (reportId: string) =>
    queryOptions({
      queryKey: ["aiSummary.get", reportId] as const,
      queryFn: () => apiClient.call(aiSummaryGet, { reportId: reportId as ReportId }),
      staleTime: 0,
      refetchInterval: (query) => (isRunning(query.state.data?.state) ? pollIntervalMs : false),
    }),
  view: (summaryId: string) =>
    queryOptions({
      queryKey: ["aiSummary.view", summaryId] as const,
      queryFn: () => apiClient.call(aiSummaryView, { summaryId: summaryId as AiSummaryId }),
    }),
  keyFigures: (reportId: string, language: Locale) =>
    queryOptions({
      queryKey: ["aiSummary.keyFigures", reportId, language] as const,
      queryFn: () => apiClient.call(aiSummaryKeyFigures, { reportId: reportId as ReportId, language }),
      staleTime: 0,
    }),
}

/** Asks for a summary (or joins the running one); its answer is the panel's new state. */
export const useRequestSummary = (reportId: string) => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (language: Locale) =>
      apiClient.call(aiSummaryRequest, { reportId: reportId as ReportId, language }),
    onSuccess: (status) => queryClient.setQueryData(aiSummaryQueries.status(reportId).queryKey, status),
  })
}
