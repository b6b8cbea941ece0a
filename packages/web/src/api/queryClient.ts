import { QueryClient } from "@tanstack/react-query"
import { shouldRetryQuery } from "./retryPolicy.js"

/** Spec §7 and §9: 60 s stale time, no refetch on window focus; retries only transient failures. */
export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        retry: shouldRetryQuery,
      },
      mutations: { retry: false },
    },
  })

/** The app's one cache; logout and account switches clear it. */
export const queryClient = createQueryClient()
