import { createWriteStream } from "node:fs"
import { access, mkdir, rename, rm } from "node:fs/promises"
import path from "node:path"
import { Readable } from "node:stream"
import { pipeline } from "node:stream/promises"
import type { ReadableStream as WebReadableStream } from "node:stream/web"
import { filePath, type ReportSummary } from "@vsme/sdk"
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
const download = async (client: CliClient, item: ExportItem, options: ExportOptions) => {
  const response = await asAccount(client, item.account.id, () =>
    client.requestFile({
      path: filePath(item.format.route, { reportId: item.report.id }),
      query: item.format.query(options),
    }),
  )
  await mkdir(path.dirname(item.path), { recursive: true })
  const part = `${item.path}.part`
  try {
    const body = response.body ? Readable.fromWeb(response.body as WebReadableStream) : Readable.from([])
    await pipeline(body, createWriteStream(part))
    await rename(part, item.path)
  } catch (error) {
    await rm(part, { force: true })
    throw error
  }
}

/**
 * Runs a bulk export one file after another (kind to the server, and the progress reads in order).
 * A file that exists is skipped unless `force`; a failed file is recorded with its reason and the
 * others go on. `onChange` sees every state change; the answer is the final list.
 */
export const runExport = async (deps: {
  readonly client: CliClient
  readonly items: ReadonlyArray<ExportItem>
  readonly options: ExportOptions
  readonly force: boolean
  readonly describeError: (error: unknown) => string
  readonly onChange: (items: ReadonlyArray<ExportItem>) => void
}): Promise<ReadonlyArray<ExportItem>> => {
  const items = [...deps.items]
  const set = (i: number, change: Pick<ExportItem, "state" | "error">) => {
    items[i] = { ...items[i]!, ...change }
    deps.onChange(items)
  }
  for (let i = 0; i < items.length; i++) {
    const item = items[i]!
    if (!deps.force && (await exists(item.path))) {
      set(i, { state: "skipped" })
      continue
    }
    set(i, { state: "running" })
    try {
      await download(deps.client, item, deps.options)
      set(i, { state: "exported" })
    } catch (error) {
      set(i, { state: "failed", error: deps.describeError(error) })
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
