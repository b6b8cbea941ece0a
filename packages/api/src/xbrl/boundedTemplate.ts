import { runBoundedWorker, type WorkerBounds } from "../files/boundedWorker.js"
import { officeZipLimits, readBoundedZip, ZipRefused, type ZipLimits } from "../files/boundedZip.js"
import type { TemplateContent, TemplateRefusal } from "./templateReader.js"

/** What the template worker is given: the entries of the upload, inflated within the limits. */
export interface TemplateWorkerInput {
  readonly entries: ReadonlyMap<string, Uint8Array>
}

export interface TemplateReadLimits extends WorkerBounds {
  readonly zip: ZipLimits
}

/**
 * Limits of reading one template (decision 018). EFRAG's filled sample 1.3.0 takes about 60 MB of heap
 * and a second or two; the inflated entries (at most 32 MiB) are buffers outside the heap.
 */
export const templateReadLimits: TemplateReadLimits = {
  zip: officeZipLimits,
  resourceLimits: { maxOldGenerationSizeMb: 256, maxYoungGenerationSizeMb: 32, stackSizeMb: 4 },
  timeoutMs: 10_000,
  startupTimeoutMs: 60_000,
}

export type BoundedTemplateRefusal =
  /** Inflates past a limit, fills the worker's heap or takes longer than the deadline. */
  | { readonly reason: "tooLarge"; readonly detail: string }
  /** A broken zip, or one whose declared sizes do not match its data. */
  | { readonly reason: "damaged"; readonly detail: string }

// The build has the worker as templateWorker.js beside main.js (tsup.config.ts); the sources as .ts.
const workerEntry = import.meta.url.endsWith(".ts")
  ? new URL("./templateWorker.ts", import.meta.url)
  : new URL("./templateWorker.js", import.meta.url)

/**
 * Reads an uploaded digital template within `limits`: the zip is inflated here, entry by entry within
 * the zip limits, and exceljs reads the entries in a worker thread. Answers the template's content, why
 * it is not a template the import reads, or why it was not read at all.
 */
export const readTemplateBounded = async (
  bytes: Uint8Array,
  limits: TemplateReadLimits = templateReadLimits,
): Promise<TemplateContent | TemplateRefusal | BoundedTemplateRefusal> => {
  let entries: Map<string, Uint8Array>
  try {
    entries = await readBoundedZip(bytes, limits.zip)
  } catch (error) {
    if (!(error instanceof ZipRefused)) throw error
    const { refusal } = error
    return refusal.reason === "tooLarge"
      ? { reason: "tooLarge", detail: refusal.limit }
      : { reason: "damaged", detail: refusal.detail }
  }
  const input: TemplateWorkerInput = { entries }
  const moved = [...entries.values()].map((content) => content.buffer as ArrayBuffer)
  const outcome = await runBoundedWorker<TemplateContent | TemplateRefusal>(workerEntry, input, moved, limits)
  switch (outcome.kind) {
    case "outOfMemory":
      return { reason: "tooLarge", detail: "worker heap" }
    case "timedOut":
      return { reason: "tooLarge", detail: "worker time" }
    case "done":
      return outcome.value
  }
}
