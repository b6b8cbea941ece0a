import { queryOptions, useQuery } from "@tanstack/react-query"
import { apiTokenList } from "@vsme/sdk"
import { apiClient } from "../../api/apiClient.js"

/** Query options keyed by the procedure name, so a mutation can invalidate `["apiToken.list"]`. */
export const securityQueries = {
  apiTokens: () =>
    queryOptions({
      queryKey: ["apiToken.list", null] as const,
      queryFn: () => apiClient.call(apiTokenList, null),
    }),
}

export const useApiTokens = () => useQuery(securityQueries.apiTokens())
