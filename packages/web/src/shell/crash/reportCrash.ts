import { headers, logPath, type CrashReport } from "@vsme/sdk"

export interface CrashDetails {
  readonly error: unknown
  readonly errorBoundaryId: string
  readonly currentPath: string
  readonly componentStack?: string | null | undefined
}

export interface CrashReporterDeps {
  readonly fetch: typeof fetch
  readonly getAccessToken: () => string | null
  readonly getAccountId: () => string | null
  readonly buildId: string
}

// The server refuses longer fields (sdk CrashReport); a truncated report beats a rejected one.
const limits = { error: 4000, errorBoundaryId: 200, currentPath: 2000, componentStack: 8000, buildId: 100 }
const clip = (text: string, max: number) => (text.length > max ? text.slice(0, max) : text)

const describeError = (error: unknown): string => {
  if (error instanceof Error) {
    const stack = error.stack ?? ""
    // V8 stacks start with "Name: message"; other engines' stacks do not.
    return stack.includes(error.message) ? stack : `${error.name}: ${error.message}\n${stack}`
  }
  try {
    return typeof error === "string" ? error : JSON.stringify(error)
  } catch {
    return String(error)
  }
}

/** The spec §7 payload: `{ level: 'error', data: { error, errorBoundaryId, currentPath, componentStack } }`. */
export const crashReportOf = (details: CrashDetails, buildId: string): CrashReport => ({
  level: "error",
  data: {
    error: clip(describeError(details.error), limits.error),
    errorBoundaryId: clip(details.errorBoundaryId, limits.errorBoundaryId),
    currentPath: clip(details.currentPath, limits.currentPath),
    ...(details.componentStack
      ? { componentStack: clip(details.componentStack, limits.componentStack) }
      : {}),
    buildId: clip(buildId, limits.buildId),
  },
})

/**
 * Sends a crash report to /api/log with the bearer token and account id when there are some.
 * Never throws: a failing report must not break the crash screen that sends it.
 */
export const createCrashReporter =
  (deps: CrashReporterDeps) =>
  async (details: CrashDetails): Promise<void> => {
    try {
      const requestHeaders: Record<string, string> = { "content-type": "application/json" }
      const token = deps.getAccessToken()
      if (token) requestHeaders[headers.authorization] = `Bearer ${token}`
      const accountId = deps.getAccountId()
      if (accountId) requestHeaders[headers.accountId] = accountId
      await deps.fetch(logPath, {
        method: "POST",
        headers: requestHeaders,
        body: JSON.stringify(crashReportOf(details, deps.buildId)),
        keepalive: true, // the user may press Reload right away
      })
    } catch {
      // Nowhere left to report to.
    }
  }
