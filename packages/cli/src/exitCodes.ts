/** Exit codes of `vsme`, by kind of failure, so scripts can tell a typo from an outage. */
export const EXIT = {
  ok: 0,
  /** The command ran and something failed (a call was refused, an export failed). */
  failure: 1,
  /** Bad arguments or configuration. */
  usage: 2,
  /** Not signed in, or the token was refused or revoked. */
  auth: 3,
  /** The server could not be reached, did not answer in time, or is unavailable. */
  unavailable: 4,
  /** Signed in, but not allowed: the company or command is not yours (or not for your role). */
  forbidden: 5,
  /** Stopped with Ctrl-C (128 + SIGINT); a bulk export says how to resume. */
  interrupted: 130,
  /** Standard output was closed by the reader (`vsme … | head`): 128 + SIGPIPE, as for other tools. */
  brokenPipe: 141,
} as const
export type ExitCode = (typeof EXIT)[keyof typeof EXIT]

/** The exit code for an HTTP status class. */
export const exitCodeForStatus = (status: number): ExitCode =>
  status === 401
    ? EXIT.auth
    : status === 403
      ? EXIT.forbidden
      : status === 0 || status >= 500
        ? EXIT.unavailable
        : status >= 400
          ? EXIT.failure
          : EXIT.ok

/** The codes as `--help` and the README list them. */
export const documentedExitCodes: ReadonlyArray<readonly [ExitCode, ExitCodeName]> = [
  [EXIT.ok, "ok"],
  [EXIT.failure, "failure"],
  [EXIT.usage, "usage"],
  [EXIT.auth, "auth"],
  [EXIT.unavailable, "unavailable"],
  [EXIT.forbidden, "forbidden"],
  [EXIT.interrupted, "interrupted"],
  [EXIT.brokenPipe, "brokenPipe"],
]
export type ExitCodeName = keyof typeof EXIT
