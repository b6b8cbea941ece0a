import { execFileSync, spawn } from "node:child_process"
import { readFileSync, statSync, readdirSync } from "node:fs"
import path from "node:path"
import { fileURLToPath } from "node:url"
import { sourceExecArgv } from "../childProcess.js"
import { processRssMb } from "../measure.js"
import { requestsServerEnv, type RequestsServerPlace } from "./serverConfig.js"

const apiRoot = new URL("../../../packages/api/", import.meta.url)

/** The newest modification time of the files below `dir`, in ms. */
const newest = (dir: string): number =>
  readdirSync(dir, { withFileTypes: true }).reduce((latest, entry) => {
    const full = path.join(dir, entry.name)
    return Math.max(latest, entry.isDirectory() ? newest(full) : statSync(full).mtimeMs)
  }, 0)

/** Whether the API's build is there and newer than every source it bundles (api, sdk, core). */
const currentBuild = () => {
  try {
    const built = statSync(fileURLToPath(new URL("dist/main.js", apiRoot))).mtimeMs
    return ["api", "sdk", "core"].every((p) => newest(fileURLToPath(new URL(`../${p}/src`, apiRoot))) < built)
  } catch {
    return false
  }
}

let ticksPerSecond: number | undefined
/** CPU time a process has used (user + system, from /proc/<pid>/stat), in ms. */
const cpuMsOf = (pid: number) => {
  ticksPerSecond ??= Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim()) || 100
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ")
  return ((Number(fields[11]) + Number(fields[12])) / ticksPerSecond) * 1000
}

export interface ProductionServer {
  readonly url: string
  readonly pid: number
  readonly from: "dist" | "sources"
  /** The process's resident memory once it answered, in MiB. */
  readonly startRssMb: number
  readonly cpuMs: () => Promise<number>
  /** SIGTERM, the server's graceful shutdown, and its exit. */
  readonly stop: () => Promise<void>
}

/**
 * The API server as production runs it: `node packages/api/dist/main.js` with its configuration in
 * the environment (and nothing else of the bench's), logging at info; from its sources through tsx
 * when the build is missing or older than a source. Ready when it prints its address.
 */
export const startProductionServer = async (place: RequestsServerPlace): Promise<ProductionServer> => {
  const from = currentBuild() ? ("dist" as const) : ("sources" as const)
  const args =
    from === "dist"
      ? [fileURLToPath(new URL("dist/main.js", apiRoot))]
      : [...sourceExecArgv, fileURLToPath(new URL("src/main.ts", apiRoot))]
  const child = spawn(process.execPath, args, {
    cwd: fileURLToPath(apiRoot),
    env: { PATH: process.env.PATH ?? "", ...requestsServerEnv(place, process.env.BENCH_LOG_LEVEL ?? "info") },
    stdio: ["ignore", "pipe", "inherit"],
  })
  const exited = new Promise<number | null>((resolve) => child.once("exit", resolve))
  const url = await new Promise<string>((resolve, reject) => {
    let seen = ""
    const onData = (chunk: string) => {
      seen = (seen + chunk).slice(-10_000)
      const match = /VSME is running at (http:\/\/\S+)/.exec(seen)
      if (!match) return
      child.stdout.off("data", onData)
      // Its log goes on being read (and dropped), so the server never blocks on a full pipe.
      child.stdout.resume()
      resolve(match[1]!)
    }
    child.stdout.setEncoding("utf8").on("data", onData)
    void exited.then((code) => reject(new Error(`the API server exited with ${code} before it was ready`)))
  })
  const pid = child.pid!
  return {
    url,
    pid,
    from,
    startRssMb: processRssMb(pid),
    cpuMs: async () => cpuMsOf(pid),
    stop: async () => {
      if (child.exitCode === null) child.kill("SIGTERM")
      await exited
    },
  }
}
