import { isRpcError } from "@vsme/sdk"

/** Most retries of a failed query (so at most three attempts in all). */
export const maxQueryRetries = 2

/**
 * Only failures that may pass by themselves are retried: the network (status 0) and the server's
 * own trouble (5xx). A 4xx answer will be the same next time, and 401 has its own refresh-once
 * handling in the sdk client.
 */
export const isTransientFailure = (error: unknown): boolean =>
  isRpcError(error) && (error.status === 0 || error.status >= 500)

/** TanStack Query's `retry` option: `failureCount` is 0 after the first failure. */
export const shouldRetryQuery = (failureCount: number, error: unknown): boolean =>
  failureCount < maxQueryRetries && isTransientFailure(error)
