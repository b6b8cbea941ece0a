import type { Readable, Writable } from "node:stream"

/**
 * Where the CLI reads and writes. The only module that touches the process's streams and signals,
 * so commands stay testable and `--json` output is never mixed with human text.
 */
export interface Io {
  readonly stdout: Writable & { isTTY?: boolean; columns?: number }
  readonly stderr: Writable
  readonly env: NodeJS.ProcessEnv
  /** For `vsme login`: the prompt on a terminal, or the token piped in with `--with-token`. */
  readonly stdin?: Readable & { isTTY?: boolean; setRawMode?: (raw: boolean) => unknown }
  /** Calls `handler` on Ctrl-C (SIGINT) until the returned function is called. */
  readonly onInterrupt?: (handler: () => void) => () => void
}

export const processIo = (): Io => ({
  stdout: process.stdout,
  stderr: process.stderr,
  env: process.env,
  stdin: process.stdin,
  // The first Ctrl-C asks the command to stop cleanly; a second one ends the program at once.
  onInterrupt: (handler) => {
    let count = 0
    const listener = () => (++count > 1 ? process.exit(130) : handler())
    process.on("SIGINT", listener)
    return () => process.off("SIGINT", listener)
  },
})

/** Colours unless NO_COLOR is set to anything (no-color.org) or `--no-color` is given. */
export const wantsColor = (env: NodeJS.ProcessEnv, flag: boolean) => flag && !env.NO_COLOR

export const createOutput = (
  io: Io,
  options: { readonly json: boolean; readonly quiet?: boolean; readonly color?: boolean },
) => ({
  /** A line for a person; suppressed in --json mode and with --quiet. */
  line: (text: string) => {
    if (!options.json && !options.quiet) io.stdout.write(`${text}\n`)
  },
  /** The one JSON document of a --json run. */
  json: (value: unknown) => io.stdout.write(`${JSON.stringify(value, null, 2)}\n`),
  error: (text: string) => io.stderr.write(`${text}\n`),
  /** Whether to draw ink views: a terminal, and neither --json nor --quiet. */
  interactive: Boolean(io.stdout.isTTY) && !options.json && !options.quiet,
  color: options.color ?? true,
})
export type Output = ReturnType<typeof createOutput>
