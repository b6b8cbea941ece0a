import type { Writable } from "node:stream"

/**
 * Where the CLI writes. The only module that touches stdout/stderr, so commands stay testable and
 * `--json` output is never mixed with human text.
 */
export interface Io {
  readonly stdout: Writable & { isTTY?: boolean; columns?: number }
  readonly stderr: Writable
  readonly env: NodeJS.ProcessEnv
}

export const processIo = (): Io => ({ stdout: process.stdout, stderr: process.stderr, env: process.env })

export const createOutput = (io: Io, options: { json: boolean }) => ({
  /** A line for a person; suppressed in --json mode. */
  line: (text: string) => {
    if (!options.json) io.stdout.write(`${text}\n`)
  },
  /** The one JSON document of a --json run. */
  json: (value: unknown) => io.stdout.write(`${JSON.stringify(value, null, 2)}\n`),
  error: (text: string) => io.stderr.write(`${text}\n`),
  /** Whether to draw ink views: a terminal, and not --json. */
  interactive: Boolean(io.stdout.isTTY) && !options.json,
})
export type Output = ReturnType<typeof createOutput>
