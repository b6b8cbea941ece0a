import { queryOptions, useQuery } from "@tanstack/react-query"
import { profileGet } from "@vsme/sdk"
import { apiClient } from "../../api/apiClient.js"

/** Query options keyed by the procedure name, so a mutation can invalidate `["profile.get"]`. */
export const profileQueries = {
  me: () =>
    queryOptions({
      queryKey: ["profile.get", null] as const,
      queryFn: () => apiClient.call(profileGet, null),
    }),
}

export const useProfileQuery = () => useQuery(profileQueries.me())
