/** Exit codes of `vsme`, by kind of failure, so scripts can tell a typo from an outage. */
export const EXIT = {
  ok: 0,
  /** The command ran and something failed (a call was refused, an export failed). */
  failure: 1,
  /** Bad arguments or configuration. */
  usage: 2,
  /** Not signed in, or the token was refused or revoked. */
  auth: 3,
  /** The server could not be reached or is unavailable. */
  unavailable: 4,
} as const
export type ExitCode = (typeof EXIT)[keyof typeof EXIT]

/** The exit code for an HTTP status class. */
export const exitCodeForStatus = (status: number): ExitCode =>
  status === 401 || status === 403
    ? EXIT.auth
    : status === 0 || status >= 500
      ? EXIT.unavailable
      : status >= 400
        ? EXIT.failure
        : EXIT.ok
