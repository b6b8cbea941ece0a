import { createWriteStream } from "node:fs"
import { access, mkdir, rename, rm } from "node:fs/promises"
import path from "node:path"
import { Readable } from "node:stream"
import { pipeline } from "node:stream/promises"
import type { ReadableStream as WebReadableStream } from "node:stream/web"
import { filePath, isRpcError, type ReportSummary } from "@vsme/sdk"
import type { CliClient } from "../sdkClient.js"
import type { ExportFormat, ExportOptions } from "./exportFormats.js"
import { asAccount, type ScopedAccount } from "./reportScope.js"

export type FileState = "pending" | "running" | "exported" | "skipped" | "failed"

/** One file of a bulk export and how far it got. */
export interface ExportItem {
  readonly account: ScopedAccount
  readonly report: Pick<ReportSummary, "id" | "title" | "endDate">
  readonly format: ExportFormat
  /** Where the file goes (exportPath). */
  readonly path: string
  readonly state: FileState
  /** Why it failed, translated. */
  readonly error?: string
  /** Why it failed, as a stable code for scripts: the error's tag (`PaymentRequired`, …). */
  readonly errorCode?: string
}

const exists = async (file: string) =>
  access(file).then(
    () => true,
    () => false,
  )

/**
 * Downloads one export to `item.path`: into `<path>.part` first and renamed when complete, so an
 * interrupted run never leaves a file that the next run would take for finished and skip.
 */
const download = async (
  client: CliClient,
  item: ExportItem,
  options: ExportOptions,
  signal?: AbortSignal,
) => {
  const response = await asAccount(client, item.account.id, (scoped) =>
    scoped.requestFile({
      path: filePath(item.format.route, { reportId: item.report.id }),
      query: item.format.query(options),
      ...(signal ? { signal } : {}),
    }),
  )
  await mkdir(path.dirname(item.path), { recursive: true })
  const part = `${item.path}.part`
  try {
    const body = response.body ? Readable.fromWeb(response.body as WebReadableStream) : Readable.from([])
    await pipeline(body, createWriteStream(part), ...(signal ? [{ signal }] : []))
    await rename(part, item.path)
  } catch (error) {
    await rm(part, { force: true })
    throw error
  }
}

/**
 * Runs a bulk export one file after another (kind to the server, and the progress reads in order).
 * A file that exists is skipped unless `force`; a failed file is recorded with its reason and the
 * others go on. `onChange` sees every state change; the answer is the final list. When `signal`
 * aborts (Ctrl-C), the file being downloaded is dropped (its `.part` removed) and it and the rest
 * stay pending, for the next run to pick up.
 */
export const runExport = async (deps: {
  readonly client: CliClient
  readonly items: ReadonlyArray<ExportItem>
  readonly options: ExportOptions
  readonly force: boolean
  readonly describeError: (error: unknown) => string
  readonly onChange: (items: ReadonlyArray<ExportItem>) => void
  readonly signal?: AbortSignal
}): Promise<ReadonlyArray<ExportItem>> => {
  const items = [...deps.items]
  const set = (i: number, change: Pick<ExportItem, "state" | "error" | "errorCode">) => {
    items[i] = { ...items[i]!, ...change }
    deps.onChange(items)
  }
  for (let i = 0; i < items.length && !deps.signal?.aborted; i++) {
    const item = items[i]!
    if (!deps.force && (await exists(item.path))) {
      set(i, { state: "skipped" })
      continue
    }
    set(i, { state: "running" })
    try {
      await download(deps.client, item, deps.options, deps.signal)
      set(i, { state: "exported" })
    } catch (error) {
      if (deps.signal?.aborted) set(i, { state: "pending" })
      else
        set(i, {
          state: "failed",
          error: deps.describeError(error),
          errorCode: isRpcError(error) ? error.tag : "Error",
        })
    }
  }
  return items
}

/** How many files are in each state. */
export const tallyExport = (items: ReadonlyArray<ExportItem>) => {
  const count = (state: FileState) => items.filter((i) => i.state === state).length
  return {
    total: items.length,
    exported: count("exported"),
    skipped: count("skipped"),
    failed: count("failed"),
    done: items.filter((i) => i.state !== "pending" && i.state !== "running").length,
  }
}
