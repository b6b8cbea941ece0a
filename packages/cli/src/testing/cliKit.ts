import { createHash, randomBytes } from "node:crypto"
import { PassThrough } from "node:stream"
import type { TestServer } from "@vsme/api/testing"
import { runCli } from "../program.js"

/**
 * Test support for the CLI: personal API tokens stored as the API stores them (hashed), and `vsme`
 * run in-process with captured output, optionally on a fake terminal.
 */
export const insertApiToken = async (db: TestServer["database"]["db"], userId: string, name = "cli test") => {
  const token = `vsme_pat_${randomBytes(18).toString("hex")}`
  await db("api_tokens").insert({
    user_id: userId,
    name,
    prefix: token.slice(0, 13),
    token_hash: createHash("sha256").update(token).digest("hex"),
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
  options: { readonly tty?: boolean } = {},
): Promise<CliRun> => {
  const stdout = Object.assign(new PassThrough(), options.tty ? { isTTY: true, columns: 100, rows: 40 } : {})
  const stderr = new PassThrough()
  let out = ""
  let err = ""
  stdout.on("data", (c: Buffer) => (out += c.toString()))
  stderr.on("data", (c: Buffer) => (err += c.toString()))
  const code = await runCli(args, { stdout, stderr, env })
  return { code, out, err }
}
