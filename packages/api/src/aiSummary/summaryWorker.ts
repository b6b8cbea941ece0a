import { randomUUID } from "node:crypto"
import { hostname } from "node:os"
import type { Config } from "../config.js"
import type { Db } from "../db/database.js"
import type { Logger } from "../log.js"
import { createModelClient, failureKind, type ModelClient } from "./modelClient.js"
import {
  claimNextJob,
  failJob,
  finishJob,
  recoverStaleJobs,
  releaseJob,
  saveProgress,
  touchHeartbeat,
  type ClaimedJob,
} from "./summaryJobs.js"

/** How often the worker looks for work and writes; all on the database, nothing shared in memory. */
export interface WorkerTiming {
  /** Looking for pending jobs when idle. */
  readonly pollMs: number
  /** Proving a running job alive even while the model is silent. */
  readonly heartbeatMs: number
  /** A generating job without a heartbeat for this long belongs to a dead process. */
  readonly staleAfterMs: number
  /** At most one write of the streamed text per this interval (the browser polls every 700 ms). */
  readonly flushMs: number
  /** Looking for stale jobs. */
  readonly recoverEveryMs: number
}

export const defaultWorkerTiming: WorkerTiming = {
  pollMs: 1000,
  heartbeatMs: 3000,
  staleAfterMs: 30_000,
  flushMs: 250,
  recoverEveryMs: 10_000,
}

/** A job started this often without finishing (its process died each time) fails as interrupted. */
export const maxAttempts = 3
/** Generations one API process runs at once; the rest wait pending for this or another process. */
export const concurrency = 3

export interface SummaryWorker {
  readonly id: string
  /** Stops taking jobs, gives running ones back to the queue, and resolves when they are back. */
  readonly stop: () => Promise<void>
}

const stopReason = new Error("the API process is stopping")
const timeoutReason = new Error("the generation took too long")
const lostReason = new Error("the job was taken over after a missed heartbeat")

/** Writes the streamed text at most once per `flushMs`, one write at a time and in order. */
const createProgressWriter = (options: {
  readonly db: Db
  readonly jobId: string
  readonly workerId: string
  readonly flushMs: number
  readonly onLost: () => void
  readonly logger: Logger
}) => {
  let text = ""
  let written = ""
  let lastWrite = 0
  let timer: NodeJS.Timeout | undefined
  let chain: Promise<void> = Promise.resolve()
  const enqueue = (write: () => Promise<boolean>) => {
    chain = chain
      .then(async () => {
        if (!(await write())) options.onLost()
      })
      .catch((error: unknown) => options.logger.warn({ err: error }, "saving the summary's progress failed"))
  }
  const flush = () => {
    timer = undefined
    lastWrite = Date.now()
    enqueue(async () => {
      if (text === written) return true
      const snapshot = text
      const held = await saveProgress(options.db, options.jobId, options.workerId, snapshot)
      written = snapshot
      return held
    })
  }
  return {
    append: (delta: string) => {
      text += delta
      if (timer === undefined)
        timer = setTimeout(flush, Math.max(0, lastWrite + options.flushMs - Date.now()))
    },
    heartbeat: () => enqueue(() => touchHeartbeat(options.db, options.jobId, options.workerId)),
    /** Drops a pending write and waits for the ones under way. */
    settle: async () => {
      clearTimeout(timer)
      timer = undefined
      await chain
    },
  }
}

/**
 * The background worker of AI summaries (issue 8), one per API process: claims pending jobs with
 * `FOR UPDATE SKIP LOCKED`, streams the model's answer into the job row (throttled), and ends each
 * job done or in error. It recovers jobs that a dead process left generating, and on a graceful stop
 * gives its running jobs back to the queue, so a restart never leaves a job stuck.
 */
export const startSummaryWorker = (options: {
  readonly db: Db
  readonly logger: Logger
  readonly config: Config["aiSummary"]
  readonly timing?: Partial<WorkerTiming>
  /** Replaces the openai client (never in production; the tests use the real one). */
  readonly model?: ModelClient | null
}): SummaryWorker => {
  const { db, config } = options
  const timing = { ...defaultWorkerTiming, ...options.timing }
  const id = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`
  const logger = options.logger.child({ worker: "aiSummary", workerId: id })
  const model =
    options.model !== undefined
      ? options.model
      : config.model
        ? createModelClient(config.model, { timeoutMs: config.timeoutMs, stream: config.stream, logger })
        : null
  const running = new Map<string, { readonly controller: AbortController; readonly done: Promise<void> }>()
  let stopping = false
  let timer: NodeJS.Timeout | undefined
  let ticking: Promise<void> | null = null
  let lastRecovery = Number.NEGATIVE_INFINITY

  const generate = async (job: ClaimedJob, controller: AbortController) => {
    const log = logger.child({ aiSummaryId: job.id })
    if (model === null) {
      // Requested while a model was configured, and this process has none: fail it, do not strand it.
      log.warn("no language model is configured; the summary fails")
      await failJob(db, job.id, id, "modelError")
      return
    }
    const progress = createProgressWriter({
      db,
      jobId: job.id,
      workerId: id,
      flushMs: timing.flushMs,
      onLost: () => controller.abort(lostReason),
      logger: log,
    })
    const heartbeat = setInterval(progress.heartbeat, timing.heartbeatMs)
    const deadline = setTimeout(() => controller.abort(timeoutReason), config.timeoutMs)
    try {
      const text = await model.generate(job.messages, {
        signal: controller.signal,
        onText: progress.append,
      })
      controller.signal.throwIfAborted()
      await progress.settle()
      await finishJob(db, job.id, id, text)
      log.info({ characters: text.length }, "AI summary done")
    } catch (error) {
      await progress.settle()
      const reason: unknown = controller.signal.aborted ? controller.signal.reason : null
      if (reason === stopReason) {
        await releaseJob(db, job.id, id)
        log.info("AI summary given back to the queue at shutdown")
      } else if (reason === lostReason) {
        log.warn("AI summary was taken over by another worker after a missed heartbeat")
      } else {
        const kind = reason === timeoutReason ? "timeout" : failureKind(error)
        log.warn({ err: error, kind }, "AI summary failed")
        await failJob(db, job.id, id, kind)
      }
    } finally {
      clearInterval(heartbeat)
      clearTimeout(deadline)
    }
  }

  const schedule = (delayMs: number) => {
    if (stopping) return
    clearTimeout(timer)
    timer = setTimeout(() => void tick(), delayMs)
    timer.unref()
  }

  const start = (job: ClaimedJob) => {
    const controller = new AbortController()
    const done = generate(job, controller)
      .catch((error: unknown) => logger.error({ err: error, aiSummaryId: job.id }, "AI summary job crashed"))
      .finally(() => {
        running.delete(job.id)
        schedule(0)
      })
    running.set(job.id, { controller, done })
  }

  const tick = () =>
    (ticking ??= (async () => {
      try {
        if (Date.now() - lastRecovery >= timing.recoverEveryMs) {
          lastRecovery = Date.now()
          const recovered = await recoverStaleJobs(db, timing.staleAfterMs, maxAttempts)
          if (recovered.length > 0) logger.warn({ recovered }, "recovered AI summaries of a stopped process")
        }
        while (!stopping && running.size < concurrency) {
          const job = await claimNextJob(db, id, config.model?.name ?? null)
          if (job === null) break
          start(job)
        }
      } catch (error) {
        // The database may be restarting; the next tick tries again.
        logger.error({ err: error }, "AI summary worker could not reach the database")
      } finally {
        ticking = null
        schedule(timing.pollMs)
      }
    })())

  schedule(0)

  return {
    id,
    stop: async () => {
      stopping = true
      clearTimeout(timer)
      await ticking
      const jobs = [...running.values()]
      for (const job of jobs) job.controller.abort(stopReason)
      await Promise.allSettled(jobs.map((job) => job.done))
    },
  }
}
