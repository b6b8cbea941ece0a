import { EXIT } from "./exitCodes.js"
import { processIo } from "./output.js"
import { runCli } from "./program.js"

/**
 * A reader that stops early (`vsme reports list | head -3`) closes the pipe: the next write fails
 * with EPIPE. That is the reader's choice, not an error of ours: end at once and quietly, with
 * 128 + SIGPIPE like other command-line tools, instead of an unhandled 'error' and a stack trace.
 */
for (const stream of [process.stdout, process.stderr]) {
  stream.on("error", (error: NodeJS.ErrnoException) => {
    if (error.code === "EPIPE") process.exit(EXIT.brokenPipe)
    throw error
  })
}

runCli(process.argv.slice(2), processIo()).then(
  (code) => {
    process.exitCode = code
  },
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`)
    process.exitCode = 1
  },
)
