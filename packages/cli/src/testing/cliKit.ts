import { spawn, type ChildProcess } from "node:child_process"
import { createHash, randomBytes } from "node:crypto"
import path from "node:path"
import { PassThrough } from "node:stream"
import { fileURLToPath } from "node:url"
import type { TestServer } from "@vsme/api/testing"
import { runCli } from "../program.js"

/**
 * Test support for the CLI: personal API tokens stored as the API stores them (hashed), and `vsme`
 * run in-process with captured output, optionally on a fake terminal.
 */
export const insertApiToken = async (
  db: TestServer["database"]["db"],
  userId: string,
  name = "cli test",
  options: { readonly secondFactor?: boolean } = {},
) => {
  const token = `vsme_pat_${randomBytes(18).toString("hex")}`
  await db("api_tokens").insert({
    user_id: userId,
    name,
    prefix: token.slice(0, 13),
    token_hash: createHash("sha256").update(token).digest("hex"),
    // A superadmin's token made in a session that used the second factor (issue 15).
    ...(options.secondFactor ? { second_factor: true } : {}),
  })
  return token
}

export interface CliRun {
  readonly code: number
  readonly out: string
  readonly err: string
}

/** Runs `vsme args…` with `env`; `tty` makes standard output a 100-column terminal. */
export const runVsme = async (
  args: ReadonlyArray<string>,
  env: NodeJS.ProcessEnv,
  options: { readonly tty?: boolean; readonly onInterrupt?: (handler: () => void) => () => void } = {},
): Promise<CliRun> => {
  const stdout = Object.assign(new PassThrough(), options.tty ? { isTTY: true, columns: 100, rows: 40 } : {})
  const stderr = new PassThrough()
  let out = ""
  let err = ""
  stdout.on("data", (c: Buffer) => (out += c.toString()))
  stderr.on("data", (c: Buffer) => (err += c.toString()))
  const code = await runCli(args, {
    stdout,
    stderr,
    env,
    ...(options.onInterrupt ? { onInterrupt: options.onInterrupt } : {}),
  })
  return { code, out, err }
}

/** packages/api: tsx resolves from there, as for the API's own child processes. */
const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../api")
/** The CLI's entry point, run from its TypeScript sources like the tests. */
export const cliMain = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../main.ts")

/**
 * What a child `vsme` needs in its environment: tsx reads the CLI's tsconfig (its JSX runtime), not
 * that of the working directory.
 */
export const vsmeChildEnv = {
  // A child process finds node, bash and its home as the test runner does; nothing else is passed on.
  // eslint-disable-next-line no-restricted-properties
  PATH: process.env.PATH,
  // eslint-disable-next-line no-restricted-properties
  HOME: process.env.HOME,
  TSX_TSCONFIG_PATH: path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../tsconfig.json"),
}
/** The working directory of a child `vsme` (where tsx resolves from). */
export const vsmeChildCwd = apiRoot

/** The command that runs the real `vsme` as a child process: node with tsx, from the sources. */
export const vsmeCommand = (args: ReadonlyArray<string>): [string, string[]] => [
  process.execPath,
  ["--conditions=vsme-source", "--import", "tsx", cliMain, ...args],
]

/** A shell word, for commands that go through `sh -c`. */
export const shellQuote = (word: string) => `'${word.replace(/'/g, "'\\''")}'`

/** A running `vsme` child process: its output so far, and its end (exit code or signal). */
export interface VsmeProcess {
  readonly child: ChildProcess
  readonly out: () => string
  readonly err: () => string
  /** Resolves once stdout holds text matching `pattern`. */
  readonly waitForOutput: (pattern: RegExp, timeoutMs?: number) => Promise<void>
  readonly exited: Promise<{ readonly code: number | null; readonly signal: NodeJS.Signals | null }>
}

/** Starts the real `vsme args…` as a child process with exactly `env` (plus PATH and HOME). */
export const spawnVsme = (args: ReadonlyArray<string>, env: NodeJS.ProcessEnv): VsmeProcess => {
  const [command, argv] = vsmeCommand(args)
  const child = spawn(command, argv, {
    cwd: apiRoot,
    env: { ...vsmeChildEnv, ...env },
    stdio: ["pipe", "pipe", "pipe"],
  })
  let out = ""
  let err = ""
  const waiters: Array<() => void> = []
  child.stdout!.on("data", (c: Buffer) => {
    out += c.toString()
    waiters.forEach((w) => w())
  })
  child.stderr!.on("data", (c: Buffer) => (err += c.toString()))
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once("close", (code, signal) => resolve({ code, signal })),
  )
  const waitForOutput = (pattern: RegExp, timeoutMs = 60_000) =>
    new Promise<void>((resolve, reject) => {
      const check = () => {
        if (pattern.test(out)) {
          clearTimeout(timer)
          resolve()
        }
      }
      const timer = setTimeout(() => reject(new Error(`no ${pattern} in:\n${out}\n${err}`)), timeoutMs)
      waiters.push(check)
      check()
    })
  return { child, out: () => out, err: () => err, waitForOutput, exited }
}
