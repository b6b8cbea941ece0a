import type { PromptMessage } from "@vsme/core"
import type { AiSummaryErrorKind } from "@vsme/sdk"
import type { Db } from "../db/database.js"

/**
 * The state changes of a summary job, each one statement. A worker only ever changes a job it holds
 * (`worker_id` is its own and the job is generating), so a worker that was presumed dead and whose
 * job was recovered can never overwrite what happened since.
 */

export interface ClaimedJob {
  readonly id: string
  readonly messages: ReadonlyArray<PromptMessage>
}

/** Claims the oldest pending job for `workerId`; SKIP LOCKED lets several processes claim at once. */
export const claimNextJob = async (
  db: Db,
  workerId: string,
  model: string | null,
): Promise<ClaimedJob | null> => {
  const result = (await db.raw(
    `update ai_summaries
        set state = 'generating', worker_id = ?, model = coalesce(?, model), attempts = attempts + 1,
            started_at = now(), heartbeat_at = now(), text = ''
      where state = 'pending'
        and id = (select id from ai_summaries where state = 'pending'
                   order by requested_at, id limit 1 for update skip locked)
      returning id, prompt`,
    [workerId, model],
  )) as { rows: Array<{ id: string; prompt: unknown }> }
  const row = result.rows[0]
  if (!row) return null
  const prompt = typeof row.prompt === "string" ? (JSON.parse(row.prompt) as unknown) : row.prompt
  return { id: row.id, messages: prompt as ReadonlyArray<PromptMessage> }
}

const held = (db: Db, jobId: string, workerId: string) =>
  db("ai_summaries").where({ id: jobId, worker_id: workerId, state: "generating" })

/** Stores the text so far and proves the worker alive; false when the job is no longer its own. */
export const saveProgress = async (db: Db, jobId: string, workerId: string, text: string) =>
  (await held(db, jobId, workerId).update({ text, heartbeat_at: db.fn.now() })) > 0

export const touchHeartbeat = async (db: Db, jobId: string, workerId: string) =>
  (await held(db, jobId, workerId).update({ heartbeat_at: db.fn.now() })) > 0

export const finishJob = (db: Db, jobId: string, workerId: string, text: string) =>
  held(db, jobId, workerId).update({
    state: "done",
    text,
    worker_id: null,
    heartbeat_at: db.fn.now(),
    finished_at: db.fn.now(),
  })

/** Ends a job in error; its partial text goes, so nothing half-written is ever shown. */
export const failJob = (db: Db, jobId: string, workerId: string, kind: AiSummaryErrorKind) =>
  held(db, jobId, workerId).update({
    state: "error",
    error_kind: kind,
    text: "",
    worker_id: null,
    heartbeat_at: db.fn.now(),
    finished_at: db.fn.now(),
  })

/**
 * Gives a job back to the queue when its process shuts down: another process (or this one after the
 * restart) generates it from the start. The interrupted attempt does not count.
 */
export const releaseJob = (db: Db, jobId: string, workerId: string) =>
  held(db, jobId, workerId).update({
    state: "pending",
    text: "",
    worker_id: null,
    heartbeat_at: null,
    started_at: null,
    attempts: db.raw("greatest(attempts - 1, 0)"),
  })

/**
 * Jobs left generating by a process that died (no heartbeat for `staleAfterMs`): back to pending, or
 * failed as interrupted once they have been started `maxAttempts` times, so that a job that kills its
 * process cannot loop forever. Either way the report can be summarised again; nothing stays stuck.
 */
export const recoverStaleJobs = async (db: Db, staleAfterMs: number, maxAttempts: number) => {
  const result = (await db.raw(
    `update ai_summaries
        set state = case when attempts >= ? then 'error' else 'pending' end,
            error_kind = case when attempts >= ? then 'interrupted' else null end,
            finished_at = case when attempts >= ? then now() else null end,
            worker_id = null, text = '', heartbeat_at = null
      where state = 'generating'
        and heartbeat_at < now() - make_interval(secs => cast(? as double precision))
      returning id, state`,
    [maxAttempts, maxAttempts, maxAttempts, staleAfterMs / 1000],
  )) as { rows: Array<{ id: string; state: string }> }
  return result.rows
}
