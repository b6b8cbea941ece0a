import { getAccessToken } from "../../features/auth/session.js"
import { getActiveAccountId } from "../activeAccount.js"
import { buildId } from "../buildInfo.js"
import { createCrashReporter } from "./reportCrash.js"

/** Crash reports of this page, with its session and active account. */
export const reportCrash = createCrashReporter({
  fetch: (input, init) => window.fetch(input, init),
  getAccessToken,
  getAccountId: getActiveAccountId,
  buildId,
})
