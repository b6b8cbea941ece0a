import { execFileSync } from "node:child_process"
import os from "node:os"

export interface Machine {
  readonly cpu: string
  readonly cores: number
  readonly memoryGb: number
  readonly os: string
  readonly node: string
  readonly postgres: string | null
  readonly chromium: string | null
  /** The 1-minute load average when the run started: other work on the machine skews absolute figures. */
  readonly loadAverageAtStart: number
}

const versionOf = (command: string, args: ReadonlyArray<string>) => {
  try {
    return execFileSync(command, args, {
      encoding: "utf8",
      timeout: 10_000,
      stdio: ["ignore", "pipe", "ignore"],
    }).trim()
  } catch {
    return null
  }
}

/** What the figures were measured on, written beside them. */
export const describeMachine = (): Machine => ({
  cpu: os.cpus()[0]?.model.trim() ?? "unknown",
  cores: os.cpus().length,
  memoryGb: Math.round(os.totalmem() / 2 ** 30),
  os: `${os.type()} ${os.release()} ${os.arch()}`,
  node: process.version,
  postgres: process.env.DATABASE_URL
    ? versionOf("psql", [process.env.DATABASE_URL, "-Atc", "show server_version"])
    : null,
  chromium: versionOf("/usr/bin/chromium", ["--version"]),
  loadAverageAtStart: Math.round(os.loadavg()[0]! * 100) / 100,
})
