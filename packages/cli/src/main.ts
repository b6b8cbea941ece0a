import { processIo } from "./output.js"
import { runCli } from "./program.js"

runCli(process.argv.slice(2), processIo()).then(
  (code) => {
    process.exitCode = code
  },
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`)
    process.exitCode = 1
  },
)
