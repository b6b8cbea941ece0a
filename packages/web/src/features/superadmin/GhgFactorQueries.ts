import { queryOptions } from "@tanstack/react-query"
import { factorAdminGet, factorAdminList, type InputOf } from "@vsme/sdk"
import { apiClient } from "../../api/apiClient.js"

/** Query options of the factor administration, keyed by procedure name (STYLE.md). */
export const ghgFactorQueries = {
  list: (input: InputOf<typeof factorAdminList>) =>
    queryOptions({
      queryKey: ["factorAdmin.list", input] as const,
      queryFn: () => apiClient.call(factorAdminList, input),
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: ["factorAdmin.get", { id }] as const,
      queryFn: () => apiClient.call(factorAdminGet, { id }),
    }),
}

/** Every factor query: a change to one factor can move it in any list. */
export const factorAdminKeys = [["factorAdmin.list"], ["factorAdmin.get"], ["factor.list"]] as const
