/**
 * `/__crash-test` throws while rendering, on purpose. The browser tests and operators use it to check
 * that a crash shows the crash screen and that the report reaches the server log (POST /api/log).
 */
export const CrashTestPage = (): never => {
  throw new Error("Crash test: this page fails on purpose to check crash reporting")
}
