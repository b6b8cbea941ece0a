import { createRequire } from "node:module"
import { pathToFileURL } from "node:url"
import { Worker, type ResourceLimits } from "node:worker_threads"
import { ServiceUnavailable } from "@vsme/sdk"

/**
 * Running the parse of an uploaded file in a worker thread: its heap has a ceiling, a wall clock ends
 * it, and the server's event loop (health checks, every other request) never waits for it. At most a
 * few run at once; more wait their turn, and when too many wait the upload answers ServiceUnavailable.
 */

export interface WorkerBounds {
  readonly resourceLimits: ResourceLimits
  /** Milliseconds from the worker's `{ ready: true }` (its modules loaded) until it is terminated. */
  readonly timeoutMs: number
  /**
   * Milliseconds the worker may take to load its modules. No file can make that longer, only a busy
   * machine (or tsx compiling the sources in tests), so it is far longer than `timeoutMs`.
   */
  readonly startupTimeoutMs: number
}

/** What a worker posts: `{ ready: true }` once its modules are loaded, then `{ answer }`. */
export type WorkerMessage<T> = { readonly ready: true } | { readonly answer: T }

export type WorkerOutcome<T> =
  | { readonly kind: "done"; readonly value: T }
  /** The worker reached its heap ceiling. */
  | { readonly kind: "outOfMemory" }
  /** The worker was still working at the deadline and was terminated. */
  | { readonly kind: "timedOut" }

/** How many parses run at once (the service has a couple of cores) and how many may wait. */
const concurrency = { running: 2, waiting: 16 }
let running = 0
const queue: Array<() => void> = []

const takeTurn = async () => {
  if (running < concurrency.running) {
    running++
    return
  }
  if (queue.length >= concurrency.waiting) throw new ServiceUnavailable()
  // The slot is handed over by `endTurn`, so `running` stays counted.
  await new Promise<void>((resolve) => queue.push(resolve))
}
const endTurn = () => {
  const next = queue.shift()
  if (next) next()
  else running--
}

/**
 * Under the TypeScript sources (tests, `tsx src/main.ts`) a worker entry is a `.ts` file and needs tsx's
 * loader and the `vsme-source` condition like its parent; the build has it as plain JavaScript beside main.js.
 */
const execArgvFor = (entry: URL) =>
  entry.pathname.endsWith(".ts")
    ? [
        "--conditions=vsme-source",
        "--import",
        pathToFileURL(createRequire(import.meta.url).resolve("tsx")).href,
      ]
    : []

/**
 * Runs `entry` with `workerData` (its `transfer` buffers moved, not copied) and answers its answer
 * (WorkerMessage). A worker that fails otherwise (an exception, an exit without an answer) rejects:
 * that is a defect of the worker, not of the file.
 */
export const runBoundedWorker = async <T>(
  entry: URL,
  workerData: unknown,
  transfer: ReadonlyArray<ArrayBuffer>,
  bounds: WorkerBounds,
): Promise<WorkerOutcome<T>> => {
  await takeTurn()
  try {
    return await new Promise<WorkerOutcome<T>>((resolve, reject) => {
      const worker = new Worker(entry, {
        workerData,
        transferList: [...transfer],
        resourceLimits: bounds.resourceLimits,
        execArgv: execArgvFor(entry),
        stdout: false,
        stderr: false,
      })
      let settled = false
      const settle = (outcome: WorkerOutcome<T> | Error) => {
        if (settled) return
        settled = true
        clearTimeout(timer)
        // Terminated either way (a worker that answered has nothing left to do), and only then is the
        // turn given to the next upload, so the memory of at most `concurrency.running` is in use.
        const answer = () => (outcome instanceof Error ? reject(outcome) : resolve(outcome))
        void worker.terminate().then(answer, answer)
      }
      let timer = setTimeout(() => settle({ kind: "timedOut" }), bounds.startupTimeoutMs)
      worker.on("message", (message: WorkerMessage<T>) => {
        if ("answer" in message) return settle({ kind: "done", value: message.answer })
        clearTimeout(timer)
        timer = setTimeout(() => settle({ kind: "timedOut" }), bounds.timeoutMs)
      })
      worker.once("error", (error: Error & { code?: string }) =>
        settle(error.code === "ERR_WORKER_OUT_OF_MEMORY" ? { kind: "outOfMemory" } : error),
      )
      worker.once("exit", (code) =>
        settle(new Error(`worker ${entry.pathname} exited (${code}) without an answer`)),
      )
    })
  } finally {
    endTurn()
  }
}
