import { keepPreviousData, queryOptions } from "@tanstack/react-query"
import {
  requestGet,
  requestInbox,
  requestList,
  requestOpen,
  requestPortfolio,
  requestPreview,
  type DataRequestId,
  type PortfolioSort,
  type RecipientId,
  type RecipientStatus,
} from "@vsme/sdk"
import { apiClient } from "../../api/apiClient.js"

export interface PortfolioQuery {
  readonly search: string
  readonly status: RecipientStatus | ""
  readonly sort: PortfolioSort
  readonly descending: boolean
  readonly page: number
  readonly pageSize: number
}

/** Query options of the data request screens, keyed by procedure name (STYLE.md). */
export const requestQueries = {
  list: () =>
    queryOptions({
      queryKey: ["request.list", null] as const,
      queryFn: () => apiClient.call(requestList, null),
    }),
  detail: (requestId: DataRequestId) =>
    queryOptions({
      queryKey: ["request.get", requestId] as const,
      queryFn: () => apiClient.call(requestGet, { requestId }),
    }),
  portfolio: (requestId: DataRequestId, q: PortfolioQuery) =>
    queryOptions({
      queryKey: ["request.portfolio", requestId, q] as const,
      queryFn: () =>
        apiClient.call(requestPortfolio, {
          requestId,
          sort: q.sort,
          descending: q.descending,
          page: q.page,
          pageSize: q.pageSize,
          ...(q.search.trim() !== "" ? { search: q.search.trim() } : {}),
          ...(q.status !== "" ? { status: q.status } : {}),
        }),
      // The page stays on screen while the next one (or the next search) loads.
      placeholderData: keepPreviousData,
    }),
  preview: (requestId: DataRequestId) =>
    queryOptions({
      queryKey: ["request.preview", requestId] as const,
      queryFn: () => apiClient.call(requestPreview, { requestId }),
      // What would be sent now: taken again each time it is shown.
      staleTime: 0,
      gcTime: 0,
    }),
  inbox: () =>
    queryOptions({
      queryKey: ["request.inbox", null] as const,
      queryFn: () => apiClient.call(requestInbox, null),
    }),
  /**
   * A request to the company, read with request.open: opening is what marks it "opened" for the
   * requester, and opening again changes nothing, so the page reads it the way it opens it.
   */
  incoming: (recipientId: RecipientId) =>
    queryOptions({
      queryKey: ["request.open", recipientId] as const,
      queryFn: () => apiClient.call(requestOpen, { recipientId }),
    }),
}
