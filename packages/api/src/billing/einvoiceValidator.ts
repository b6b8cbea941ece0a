import { existsSync } from "node:fs"
import path from "node:path"
import { fileURLToPath } from "node:url"
import { Worker } from "node:worker_threads"
import { workspaceRoot } from "../config.js"
import type { EinvoiceFinding, EinvoiceMessages } from "./einvoiceFindings.js"

/**
 * The official e-invoice checks (einvoiceRules.ts) in a worker thread of their own: compiling the
 * schemas and rule sets takes about a second and each Peppol message some 60 ms of CPU, which on the
 * main thread would stall every request of the process. The worker starts on the first invoice to
 * check (processes that never deliver invoices never pay for it) and is reused after that.
 */
export interface EinvoiceValidator {
  /** The findings for one invoice's messages; refuse it when `isRefused(findings)`. */
  readonly validate: (messages: EinvoiceMessages) => Promise<EinvoiceFinding[]>
  readonly close: () => Promise<void>
}

export const einvoiceFixturesDir = path.join(workspaceRoot, "fixtures", "einvoice")

/** The worker's module: the TypeScript source beside this file, or its bundled copy in dist/. */
const workerModule = () => {
  const here = path.dirname(fileURLToPath(import.meta.url))
  const source = path.join(here, "einvoiceRules.ts")
  return existsSync(source) ? source : path.join(here, "einvoiceRules.js")
}

type Reply = { id: number; findings: EinvoiceFinding[] } | { id: number; error: string } | { ready: true }

export const createEinvoiceValidator = (fixturesDir = einvoiceFixturesDir): EinvoiceValidator => {
  let worker: Worker | null = null
  let nextId = 1
  const pending = new Map<number, { resolve: (f: EinvoiceFinding[]) => void; reject: (e: Error) => void }>()

  const failAll = (error: Error) => {
    for (const waiter of pending.values()) waiter.reject(error)
    pending.clear()
  }

  const start = () => {
    const started = new Worker(workerModule(), {
      workerData: { role: "einvoice-validation", fixturesDir },
    })
    started.unref()
    started.on("message", (reply: Reply) => {
      if ("ready" in reply) return
      const waiter = pending.get(reply.id)
      if (!waiter) return
      pending.delete(reply.id)
      if ("error" in reply) waiter.reject(new Error(`e-invoice validation: ${reply.error}`))
      else waiter.resolve(reply.findings)
    })
    started.on("error", (error) => {
      failAll(error)
      worker = null
    })
    started.on("exit", (code) => {
      // A crashed worker is replaced on the next request; nothing waits for it forever.
      failAll(new Error(`e-invoice validation worker stopped (exit code ${code})`))
      if (worker === started) worker = null
    })
    return started
  }

  return {
    validate: (messages) =>
      new Promise<EinvoiceFinding[]>((resolve, reject) => {
        worker ??= start()
        const id = nextId++
        pending.set(id, { resolve, reject })
        // Keep the process alive only while an answer is awaited.
        if (pending.size === 1) worker.ref()
        worker.postMessage({ id, messages })
      }).finally(() => {
        if (pending.size === 0) worker?.unref()
      }),
    close: async () => {
      const running = worker
      worker = null
      if (running) await running.terminate()
    },
  }
}

let shared: EinvoiceValidator | null = null

/**
 * The process's validator, started on first use: one worker however many deliveries run. Its only
 * state is the compiled schemas and rule sets, which never change while the process runs.
 */
export const sharedEinvoiceValidator = (): EinvoiceValidator => (shared ??= createEinvoiceValidator())
