import autocannon from "autocannon"
import {
  commentList,
  headers,
  profileGet,
  reportGet,
  reportList,
  reportSaveAnswer,
  reportStateHistory,
  rpcPath,
  type AnyProcedure,
} from "@vsme/sdk"
import type { LoadFigure } from "./loadFigure.js"
import type { BenchEditor } from "./seed.js"

/** What the editing mix measured, besides the load figures. */
export interface EditingMixFigure extends LoadFigure {
  readonly saves: number
  readonly loads: number
  /** Saves refused although their editor was the only one editing that answer: must be 0. */
  readonly refusedSaves: number
  /** Form loads that showed an older version of the editor's answer than its last save: must be 0. */
  readonly staleReads: number
}

const credentials = (editor: BenchEditor) => ({
  [headers.authorization]: `Bearer ${editor.accessToken}`,
  [headers.attestation]: editor.attestation,
  [headers.accountId]: editor.accountId,
})

/** The report form's load: the batch of five queries the web client sends (bench scenario batch5). */
const formLoad = (editor: BenchEditor): autocannon.Request => {
  const calls: ReadonlyArray<readonly [AnyProcedure, unknown]> = [
    [profileGet, null],
    [reportList, null],
    [reportGet, { reportId: editor.reportId }],
    [commentList, { reportId: editor.reportId }],
    [reportStateHistory, { reportId: editor.reportId }],
  ]
  return {
    method: "GET",
    path: `${rpcPath}/${calls.map(([p]) => p.name).join(",")}?input=${encodeURIComponent(
      JSON.stringify(calls.map(([, input]) => input)),
    )}`,
    headers: credentials(editor),
  }
}

const save = (editor: BenchEditor, version: number, value: number): autocannon.Request => ({
  method: "POST",
  path: `${rpcPath}/${reportSaveAnswer.name}`,
  headers: { ...credentials(editor), "content-type": "application/json" },
  body: JSON.stringify([
    {
      reportId: editor.reportId,
      questionId: editor.questionId,
      basedOnVersion: version,
      answer: { status: "answered", value },
    },
  ]),
})

/**
 * The current version of every editor's answer (0: never answered), read as the form reads it: before
 * a run, and after one whose last requests may have been stored after it ended.
 */
export const editorVersions = async (url: string, editors: ReadonlyArray<BenchEditor>) => {
  const versions = new Map<string, number>()
  for (const editor of editors) {
    const response = await fetch(
      `${url}${rpcPath}/${reportGet.name}?input=${encodeURIComponent(JSON.stringify([{ reportId: editor.reportId }]))}`,
      { headers: credentials(editor) },
    )
    const [answer] = (await response.json()) as Array<{
      result?: { answers?: Record<string, { version?: number }> }
    }>
    versions.set(
      `${editor.reportId}:${editor.questionId}`,
      answer?.result?.answers?.[editor.questionId]?.version ?? 0,
    )
  }
  return versions
}

/**
 * The editing mix of issue 33: `editors.length` people at once (one connection each), four per
 * company on one shared report, each saving its own number question as the form's autosave does,
 * and every tenth step loading the whole form again. After a save the web client shows the saved
 * answer from the save's own answer (useReportForm.ts patches its cache), so a step is the save
 * alone. Every load checks read-your-writes: the editor's answer is at least at its last saved
 * version; every save must be accepted (nobody else edits that answer).
 */
export const runEditingMix = async (
  url: string,
  editors: ReadonlyArray<BenchEditor>,
  seconds: number,
  versions: Map<string, number>,
): Promise<EditingMixFigure> => {
  const free = [...editors]
  let saves = 0
  let loads = 0
  let refusedSaves = 0
  let staleReads = 0
  type Context = { editor?: BenchEditor }
  const keyOf = (editor: BenchEditor) => `${editor.reportId}:${editor.questionId}`
  // autocannon runs a connection through `requests` in order and starts each round with a fresh
  // context: a round is one editor's ten steps, the editor taken from the free ones at its start and
  // given back at its end, so no two connections ever act for one editor.
  const saveStep = (first: boolean): autocannon.Request => ({
    setupRequest: (_request, raw) => {
      const context = raw as Context
      if (first || !context.editor) context.editor = free.shift() ?? editors[0]!
      const editor = context.editor
      const version = versions.get(keyOf(editor)) ?? 0
      return save(editor, version, 10 + (version % 90))
    },
    onResponse: (status: number, body: string, raw: object) => {
      const editor = (raw as Context).editor!
      saves++
      const [answer] = JSON.parse(body) as Array<{
        result?: { saved?: { version?: number } }
        error?: { currentVersion?: number }
      }>
      const version = answer?.result?.saved?.version
      if (status === 200 && typeof version === "number") versions.set(keyOf(editor), version)
      else {
        refusedSaves++
        const current = answer?.error?.currentVersion
        if (typeof current === "number") versions.set(keyOf(editor), current)
      }
    },
  })
  const loadStep: autocannon.Request = {
    setupRequest: (_request, raw) => formLoad((raw as Context).editor!),
    onResponse: (_status: number, body: string, raw: object) => {
      const editor = (raw as Context).editor!
      loads++
      const answers = JSON.parse(body) as Array<{
        result?: { answers?: Record<string, { version?: number }> }
      }>
      const shown = answers[2]?.result?.answers?.[editor.questionId]?.version ?? 0
      if (shown < (versions.get(keyOf(editor)) ?? 0)) staleReads++
      free.push(editor)
    },
  }
  const result = await autocannon({
    url,
    connections: editors.length,
    duration: seconds,
    requests: [saveStep(true), ...Array.from({ length: 8 }, () => saveStep(false)), loadStep],
  })
  return {
    rps: result["2xx"] / result.duration,
    cpuMsPerRequest: Number.NaN,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    failures: result.non2xx + result.errors,
    saves,
    loads,
    refusedSaves,
    staleReads,
  }
}
