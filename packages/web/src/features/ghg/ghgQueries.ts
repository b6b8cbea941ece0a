import { queryOptions, useQueryClient } from "@tanstack/react-query"
import {
  factorList,
  ghgGet,
  ghgList,
  ghgReportLink,
  type CalculationDetail,
  type CalculationId,
  type InputOf,
  type ReportId,
} from "@vsme/sdk"
import { apiClient } from "../../api/apiClient.js"

/**
 * Query options of the CO2 calculator, keyed by procedure name (STYLE.md) so that a mutation
 * invalidates by name.
 */
export const ghgQueries = {
  list: () =>
    queryOptions({
      queryKey: ["ghg.list", null] as const,
      queryFn: () => apiClient.call(ghgList, null),
    }),
  detail: (calculationId: CalculationId) =>
    queryOptions({
      queryKey: ["ghg.get", { calculationId }] as const,
      queryFn: () => apiClient.call(ghgGet, { calculationId }),
    }),
  factors: (input: InputOf<typeof factorList>) =>
    queryOptions({
      queryKey: ["factor.list", input] as const,
      queryFn: () => apiClient.call(factorList, input),
    }),
  reportLink: (reportId: ReportId) =>
    queryOptions({
      queryKey: ["ghg.reportLink", { reportId }] as const,
      queryFn: () => apiClient.call(ghgReportLink, { reportId }),
    }),
}

/**
 * After a change answered with the calculation's new detail: the detail is put in the cache as is,
 * and the list (whose totals and order changed) is fetched again.
 */
export const useCalculationUpdated = () => {
  const queryClient = useQueryClient()
  return async (detail: CalculationDetail) => {
    queryClient.setQueryData(ghgQueries.detail(detail.id).queryKey, detail)
    await queryClient.invalidateQueries({ queryKey: ["ghg.list"] })
  }
}
