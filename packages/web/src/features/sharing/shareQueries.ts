import { infiniteQueryOptions, queryOptions } from "@tanstack/react-query"
import type { ShareScope } from "@vsme/core"
import {
  shareAccessLog,
  shareList,
  sharePreview,
  shareReceivedList,
  type Account,
  type Profile,
  type ShareId,
} from "@vsme/sdk"
import { apiClient } from "../../api/apiClient.js"

/** Query options of the sharing screens, keyed by procedure name (STYLE.md). */
export const shareQueries = {
  list: () =>
    queryOptions({
      queryKey: ["share.list", null] as const,
      queryFn: () => apiClient.call(shareList, null),
    }),
  received: () =>
    queryOptions({
      queryKey: ["share.receivedList", null] as const,
      queryFn: () => apiClient.call(shareReceivedList, null),
    }),
  preview: (reportId: string, scope: ShareScope, includeAttachments: boolean) =>
    queryOptions({
      queryKey: ["share.preview", { reportId, scope, includeAttachments }] as const,
      queryFn: () => apiClient.call(sharePreview, { reportId: reportId as never, scope, includeAttachments }),
      // A preview is of the answers as they are now: taken again each time it is shown.
      staleTime: 0,
      gcTime: 0,
    }),
  /** A share's access log, newest first, a page at a time (`before`: the last id of the page before). */
  accessLog: (shareId: ShareId) =>
    infiniteQueryOptions({
      queryKey: ["share.accessLog", shareId] as const,
      queryFn: ({ pageParam }) =>
        apiClient.call(shareAccessLog, {
          shareId,
          ...(pageParam !== undefined ? { before: pageParam } : {}),
        }),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (last) => (last.more ? last.entries.at(-1)?.id : undefined),
      staleTime: 0,
    }),
}

/**
 * Whether the signed-in person may share the active company's reports, publish updates and withdraw
 * shares (issue 31): its owners, and the owners of its management parent acting for their client
 * (who reach the client as users, decision 015). The server decides the same (api shareAuthority.ts).
 */
export const mayManageShares = (account: Account, profile: Profile) =>
  account.viewer.role === "owner" ||
  (account.viewer.via === "parent" &&
    account.parentAccount !== null &&
    profile.accounts.some((a) => a.id === account.parentAccount?.id && a.role === "owner"))
