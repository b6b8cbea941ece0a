import { createWriteStream } from "node:fs"
import { access, mkdir, readFile, rename, rm, stat } from "node:fs/promises"
import path from "node:path"
import { Readable } from "node:stream"
import { pipeline } from "node:stream/promises"
import type { ReadableStream as WebReadableStream } from "node:stream/web"
import { Option, type Command } from "commander"
import { Either, Schema } from "effect"
import { translate, type Locale } from "@vsme/core"
import {
  DataRequestId,
  RecipientImportResult,
  RequestDraft,
  decodeInput,
  isRpcError,
  profileGet,
  requestCreate,
  requestFiles,
  requestGet,
  requestList,
  requestPortfolio,
  requestPreview,
  requestRemind,
  requestSend,
  type PortfolioFormat,
  requestStatusNames,
} from "@vsme/sdk"
import { issueText } from "../errorText.js"
import { EXIT, type ExitCode } from "../exitCodes.js"
import type { Io, Output } from "../output.js"
import { describeError } from "../reports/reportCommands.js"
import type { CliClient } from "../sdkClient.js"
import { requestCliText, type RequestMessageKey } from "./requestMessages.js"

/**
 * `vsme requests send|list|status|export|remind` (issue 32): a requester scripts its data requests
 * through the typed sdk (procedures, and `requestFiles` for the file routes). Sending is never
 * implicit: `send` creates a draft, uploads the file and shows the preview; only `--yes` sends, with
 * the number of companies the preview showed (the server refuses another).
 */

export interface RequestCommandDeps {
  readonly client: CliClient
  readonly locale: Locale
  readonly output: Output
  readonly io: Io
  readonly json: boolean
}

const statusNames = requestStatusNames

const text =
  (deps: { readonly locale: Locale }) => (key: RequestMessageKey, values?: Record<string, string | number>) =>
    requestCliText(deps.locale, key, values)

/**
 * The client acting for `--account`, else for the caller's only company (every request procedure acts
 * for one company); null, with the reason printed, when the caller has several and named none.
 */
const requesterClient = async (deps: RequestCommandDeps, account: string | undefined) => {
  if (account) return deps.client.forAccount(account)
  const { accounts } = await deps.client.call(profileGet, null)
  if (accounts.length === 1) return deps.client.forAccount(accounts[0]!.id)
  deps.output.error(text(deps)("accountNeeded"))
  return null
}

const decodeRequestId = (deps: RequestCommandDeps, raw: string): DataRequestId | null => {
  const decoded = Schema.decodeUnknownEither(DataRequestId)(raw)
  if (Either.isRight(decoded)) return decoded.right
  deps.output.error(text(deps)("invalidRequestId", { id: raw }))
  return null
}

/** `"Name <e-mail>"` as the contact's parts, or null when it is not of that form. */
const parseContact = (raw: string) => {
  const match = /^\s*(.+?)\s*<\s*([^<>\s]+)\s*>\s*$/.exec(raw)
  return match ? { name: match[1]!, email: match[2]! } : null
}

export interface SendOptions {
  readonly account?: string
  readonly file: string
  readonly preset: string
  readonly period: string
  readonly due: string
  readonly title: string
  readonly message?: string
  readonly contact?: string
  readonly yes?: boolean
}

/**
 * `vsme requests send --file F --preset P --period Y --due D --title T [--message M] [--contact C]
 * [--yes]`. The draft is checked with the contract's RequestDraft before anything is sent to the
 * server; then it is created, the file uploaded (the server reads it, so its line numbers are the
 * file's), the preview shown, and the request sent only with --yes and only when every row was taken.
 */
export const runRequestsSend = async (deps: RequestCommandDeps, options: SendOptions): Promise<ExitCode> => {
  const t = text(deps)
  const client = await requesterClient(deps, options.account)
  if (!client) return EXIT.usage
  let bytes: Buffer
  try {
    bytes = await readFile(options.file)
  } catch (error) {
    deps.output.error(t("fileMissing", { path: options.file, detail: (error as Error).message }))
    return EXIT.usage
  }
  const contact = options.contact === undefined ? null : parseContact(options.contact)
  if (options.contact !== undefined && contact === null) {
    deps.output.error(t("invalidContact"))
    return EXIT.usage
  }
  const me = contact ?? (await client.call(profileGet, null)).userProfile
  const contactPerson = "displayName" in me ? { name: me.displayName, email: me.email } : me
  const draft = decodeInput(RequestDraft, {
    title: options.title,
    ...(options.message !== undefined ? { message: options.message } : {}),
    periodYear: Number(options.period),
    dueDate: options.due,
    contact: contactPerson,
    selection: { preset: options.preset },
    language: deps.locale,
  })
  if (Either.isLeft(draft)) {
    deps.output.error(t("invalidDraft"))
    for (const issue of draft.left.issues) deps.output.error(`  ${issueText(deps.locale, issue)}`)
    return EXIT.usage
  }
  const created = await client.call(requestCreate, { draft: draft.right })
  const requestId = created.id
  deps.output.line(t("draftCreated", { id: requestId }))
  const response = await client.requestFile(
    requestFiles.recipientsUpload(requestId, {
      bytes: new Uint8Array(bytes),
      fileName: path.basename(options.file),
    }),
  )
  const imported = Schema.decodeUnknownSync(RecipientImportResult)(await response.json())
  const preview = await client.call(requestPreview, { requestId })
  const problems = imported.problems.map((p) => ({ ...p, text: translate(deps.locale, p.message) }))
  const send = Boolean(options.yes) && problems.length === 0 && preview.recipients > 0
  const sent = send ? await client.call(requestSend, { requestId, recipients: preview.recipients }) : null
  if (deps.json) {
    deps.output.json({
      requestId,
      recipients: preview.recipients,
      added: imported.added,
      merged: imported.merged,
      problems: problems.map((p) => ({ line: p.line, column: p.column, code: p.message, message: p.text })),
      email: preview.email,
      sent: sent !== null,
    })
  } else {
    deps.output.line(t("previewTitle", { count: preview.recipients }))
    if (problems.length > 0) {
      deps.output.line(t("previewProblems", { count: problems.length }))
      for (const p of problems)
        deps.output.line(`  ${t("problemLine", { line: p.line, column: p.column, message: p.text })}`)
    }
    deps.output.line("")
    deps.output.line(t("previewMail"))
    deps.output.line(`  ${preview.email.subject}`)
    for (const line of preview.email.text.split("\n")) deps.output.line(`  ${line}`)
    deps.output.line("")
    if (sent) deps.output.line(t("sent", { count: preview.recipients, id: requestId }))
    else if (problems.length > 0) deps.output.error(t("notSentProblems", { id: requestId }))
    else deps.output.line(t("notSentConfirm", { count: preview.recipients }))
  }
  // Rows left out are a failure of the run, whatever else happened: a script must not take it as sent.
  return problems.length > 0 ? EXIT.failure : EXIT.ok
}

/** `vsme requests list`: the account's requests, newest first. */
export const runRequestsList = async (deps: RequestCommandDeps, options: { readonly account?: string }) => {
  const t = text(deps)
  const client = await requesterClient(deps, options.account)
  if (!client) return EXIT.usage
  const requests = await client.call(requestList, null)
  if (deps.json) {
    deps.output.json(requests)
    return EXIT.ok
  }
  if (requests.length === 0) deps.output.line(t("noRequests"))
  for (const r of requests)
    deps.output.line(
      t("requestLine", {
        id: r.id,
        title: r.title,
        period: r.periodYear,
        due: r.dueDate,
        state: statusNames[deps.locale][r.state],
        shared: r.counts.shared,
        total: r.recipients,
      }),
    )
  return EXIT.ok
}

/** `vsme requests status ID`: the counts per status and every company, a page at a time. */
export const runRequestsStatus = async (
  deps: RequestCommandDeps,
  rawId: string,
  options: { readonly account?: string },
) => {
  const t = text(deps)
  const requestId = decodeRequestId(deps, rawId)
  if (!requestId) return EXIT.usage
  const client = await requesterClient(deps, options.account)
  if (!client) return EXIT.usage
  const detail = await client.call(requestGet, { requestId })
  const rows = []
  for (let page = 1; ; page++) {
    const { rows: found, total } = await client.call(requestPortfolio, {
      requestId,
      sort: "name",
      descending: false,
      page,
      pageSize: 100,
    })
    rows.push(...found)
    if (found.length === 0 || rows.length >= total) break
  }
  if (deps.json) {
    const { draft: _draft, items: _items, ...summary } = detail
    deps.output.json({ ...summary, companies: rows })
    return EXIT.ok
  }
  deps.output.line(
    t("statusHeader", {
      title: detail.title,
      period: detail.periodYear,
      due: detail.dueDate,
      state: statusNames[deps.locale][detail.state],
      total: detail.recipients,
    }),
  )
  deps.output.line(t("statusCounts", { ...detail.counts, queued: detail.queued }))
  for (const row of rows)
    deps.output.line(
      `  ${t("companyLine", {
        businessId: row.businessId,
        name: row.name ?? "",
        status: statusNames[deps.locale][row.status],
        lastChange: row.lastChangeAt.slice(0, 10),
      })}`,
    )
  return EXIT.ok
}

/** `vsme requests remind ID`: every company that has not answered, skipping those reminded within a day. */
export const runRequestsRemind = async (
  deps: RequestCommandDeps,
  rawId: string,
  options: { readonly account?: string },
) => {
  const requestId = decodeRequestId(deps, rawId)
  if (!requestId) return EXIT.usage
  const client = await requesterClient(deps, options.account)
  if (!client) return EXIT.usage
  const result = await client.call(requestRemind, { requestId })
  if (deps.json) deps.output.json(result)
  else deps.output.line(text(deps)("reminded", result))
  return EXIT.ok
}

const formatsByName: Record<string, PortfolioFormat> = { xlsx: "xlsx", csv: "csv", "xbrl-json": "xbrlJson" }
const extensions: Record<PortfolioFormat, string> = { xlsx: "xlsx", csv: "csv", xbrlJson: "xbrl.zip" }

/** Where a request's download goes: the same request, language and format always land on one path. */
export const portfolioPath = (outDir: string, requestId: string, lang: Locale, format: PortfolioFormat) =>
  path.join(outDir, `portfolio-${requestId.slice(0, 8)}.${lang}.${extensions[format]}`)

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  )

const sizeText = (bytes: number) =>
  bytes < 1024
    ? `${bytes} B`
    : bytes < 1024 * 1024
      ? `${(bytes / 1024).toFixed(0)} kB`
      : `${(bytes / 1024 / 1024).toFixed(1)} MB`

/**
 * `vsme requests export ID --format xlsx,csv,xbrl-json --out DIR [--force]`: each download into a
 * `.part` file renamed when complete, so an interrupted run never leaves a file the next run would
 * skip as done; a file already there is skipped unless --force. Progress (bytes so far) on a
 * terminal, a line per file otherwise, one JSON document with --json. Ctrl-C drops the file being
 * downloaded and exits 130.
 */
export const runRequestsExport = async (
  deps: RequestCommandDeps,
  rawId: string,
  options: {
    readonly account?: string
    readonly format?: string
    readonly out?: string
    readonly force?: boolean
  },
): Promise<ExitCode> => {
  const t = text(deps)
  const requestId = decodeRequestId(deps, rawId)
  if (!requestId) return EXIT.usage
  const names = (options.format ?? "xlsx").split(",").map((f) => f.trim())
  const formats = names.map((n) => formatsByName[n])
  if (formats.length === 0 || formats.some((f) => f === undefined)) {
    deps.output.error(t("invalidFormat"))
    return EXIT.usage
  }
  const client = await requesterClient(deps, options.account)
  if (!client) return EXIT.usage
  const outDir = path.resolve(options.out ?? ".")
  // The request is looked up first: an id of another company fails before any file is made.
  await client.call(requestGet, { requestId })
  await mkdir(outDir, { recursive: true })
  const stop = new AbortController()
  const unsubscribe = deps.io.onInterrupt?.(() => stop.abort()) ?? (() => {})
  const results: Array<{
    format: string
    path: string
    state: "exported" | "skipped" | "failed"
    error?: string
    errorCode?: string
  }> = []
  try {
    for (const format of [...new Set(formats as PortfolioFormat[])]) {
      if (stop.signal.aborted) break
      const file = portfolioPath(outDir, requestId, deps.locale, format)
      const shown = file
      if (!options.force && (await exists(file))) {
        results.push({ format, path: file, state: "skipped" })
        deps.output.line(t("skipped", { file: shown }))
        continue
      }
      const part = `${file}.part`
      try {
        const response = await client.requestFile(
          requestFiles.portfolio(requestId, format, deps.locale, stop.signal),
        )
        const body = response.body ? Readable.fromWeb(response.body as WebReadableStream) : Readable.from([])
        let received = 0
        body.on("data", (chunk: Buffer) => {
          received += chunk.length
          if (deps.output.interactive)
            deps.io.stderr.write(`\r${t("downloading", { file: shown, size: sizeText(received) })}`)
        })
        await pipeline(body, createWriteStream(part), { signal: stop.signal })
        await rename(part, file)
        if (deps.output.interactive) deps.io.stderr.write("\n")
        results.push({ format, path: file, state: "exported" })
        deps.output.line(t("downloaded", { file: shown, size: sizeText((await stat(file)).size) }))
      } catch (error) {
        await rm(part, { force: true })
        if (stop.signal.aborted) break
        const message = describeError(deps.locale)(error)
        results.push({
          format,
          path: file,
          state: "failed",
          error: message,
          errorCode: isRpcError(error) ? error.tag : "Error",
        })
        deps.output.error(t("exportFailed", { file: shown, message }))
      }
    }
  } finally {
    unsubscribe()
  }
  if (deps.json) deps.output.json({ requestId, outDir, files: results, interrupted: stop.signal.aborted })
  if (stop.signal.aborted) {
    deps.output.error(t("interrupted"))
    return EXIT.interrupted
  }
  return results.some((r) => r.state === "failed") ? EXIT.failure : EXIT.ok
}

/** Adds `vsme requests …` to the program; `context` is the program's (null after a usage or sign-in error). */
export const registerRequestCommands = (
  program: Command,
  deps: {
    readonly locale: Locale
    readonly io: Io
    readonly context: () => {
      readonly client: CliClient
      readonly output: Output
      readonly flags: { readonly json?: boolean }
    } | null
    readonly setExitCode: (code: ExitCode) => void
  },
) => {
  const t = (key: RequestMessageKey) => requestCliText(deps.locale, key)
  const run = (command: (commandDeps: RequestCommandDeps) => Promise<ExitCode>) => async () => {
    const c = deps.context()
    if (!c) return
    deps.setExitCode(
      await command({
        client: c.client,
        locale: deps.locale,
        output: c.output,
        io: deps.io,
        json: Boolean(c.flags.json),
      }),
    )
  }
  const account = () => new Option("--account <id>", t("optAccount"))
  const requests = program.command("requests").description(t("cmdRequests"))
  requests
    .command("send")
    .description(t("cmdSend"))
    .addOption(account())
    .addOption(new Option("--file <file>", t("optFile")).makeOptionMandatory())
    .addOption(
      new Option("--preset <preset>", t("optPreset"))
        .choices(["basic", "basicAndComprehensive", "climateEnergy", "bank"])
        .makeOptionMandatory(),
    )
    .addOption(new Option("--period <year>", t("optPeriod")).makeOptionMandatory())
    .addOption(new Option("--due <date>", t("optDue")).makeOptionMandatory())
    .addOption(new Option("--title <title>", t("optTitle")).makeOptionMandatory())
    .addOption(new Option("--message <text>", t("optMessage")))
    .addOption(new Option("--contact <contact>", t("optContact")))
    .addOption(new Option("--yes", t("optYes")))
    .action((options: SendOptions) => run((d) => runRequestsSend(d, options))())
  requests
    .command("list")
    .description(t("cmdList"))
    .addOption(account())
    .action((options: { account?: string }) => run((d) => runRequestsList(d, options))())
  requests
    .command("status")
    .description(t("cmdStatus"))
    .argument("<requestId>", t("argRequestId"))
    .addOption(account())
    .action((id: string, options: { account?: string }) => run((d) => runRequestsStatus(d, id, options))())
  requests
    .command("export")
    .description(t("cmdExport"))
    .argument("<requestId>", t("argRequestId"))
    .addOption(account())
    .addOption(new Option("--format <formats>", t("optRequestFormat")))
    .addOption(new Option("--out <dir>", t("optOut")).default("."))
    .addOption(new Option("--force", t("optForce")))
    .action((id: string, options: { account?: string; format?: string; out?: string; force?: boolean }) =>
      run((d) => runRequestsExport(d, id, options))(),
    )
  requests
    .command("remind")
    .description(t("cmdRemind"))
    .argument("<requestId>", t("argRequestId"))
    .addOption(account())
    .action((id: string, options: { account?: string }) => run((d) => runRequestsRemind(d, id, options))())
}
