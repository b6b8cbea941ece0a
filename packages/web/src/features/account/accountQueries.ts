import { queryOptions, useQuery } from "@tanstack/react-query"
import { accountChildren, accountGet, inviteList, memberList } from "@vsme/sdk"
import { apiClient } from "../../api/apiClient.js"

/**
 * Query options of the active account, keyed by procedure name (STYLE.md) so that a mutation
 * invalidates by name. Switching accounts drops them all (switchAccount.ts).
 */
export const accountQueries = {
  current: () =>
    queryOptions({
      queryKey: ["account.get", null] as const,
      queryFn: () => apiClient.call(accountGet, null),
    }),
  members: () =>
    queryOptions({
      queryKey: ["member.list", null] as const,
      queryFn: () => apiClient.call(memberList, null),
    }),
  invites: () =>
    queryOptions({
      queryKey: ["invite.list", null] as const,
      queryFn: () => apiClient.call(inviteList, null),
    }),
  children: () =>
    queryOptions({
      queryKey: ["account.children", null] as const,
      queryFn: () => apiClient.call(accountChildren, null),
    }),
}

export const useAccount = () => useQuery(accountQueries.current())
