import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { createLogger, loadConfig, startServer } from "@vsme/api"
import { insertAccount, insertApiToken, insertSampleReport, insertUser } from "@vsme/api/testing"
import { headers, reportSaveAnswer, rpcPath } from "@vsme/sdk"
import { announceFailure, announceReady } from "../childProcess.js"
import { benchSession } from "../api/seed.js"

export interface ExportServerReady {
  readonly url: string
  readonly pid: number
  readonly headers: Readonly<Record<string, string>>
  readonly reportId: string
  readonly tableRows: Readonly<Record<string, number>>
  readonly comments: number
  /** A company with BENCH_CLI_REPORTS full reports and a personal API token, for `vsme reports export`. */
  readonly cli: { readonly accountId: string; readonly token: string; readonly reports: number }
}

/** The identifier-keyed tables of the sample report, filled up to their 100-row limit. */
const largeTables = [
  "ListOfSitesTable",
  "ListOfSubsidiaryTable",
  "BreakdownOfAnnualMassFlowOfRelevantMaterialsUsedByTheUndertakingHypercube",
]
const commentCount = 1000

/**
 * A real API server on PGlite with one active company and its full Comprehensive report, grown for
 * the export benchmark: large tables (saved through report.saveAnswer, so they are valid) and 1,000
 * comments of every type. A second company has BENCH_CLI_REPORTS (200) full reports for the CLI.
 */
const main = async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "vsme-bench-export-"))
  const config = loadConfig({
    PORT: "0",
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    DEMO_DATA: "off",
    BILLING_JOBS: "off",
    PRH_BASE_URL: "http://127.0.0.1:9",
    AI_BASE_URL: "http://127.0.0.1:9",
  })
  const running = await startServer({ config, logger: createLogger(config.logLevel) })
  const { db, services } = running
  const now = services.now()
  const owner = await insertUser(db, { displayName: "Export Bench" })
  const accountId = await insertAccount(db, { name: "Export Bench Oy", members: [[owner, "owner"]] })
  await db("accounts").where({ id: accountId }).update({ state: "active" })
  const reportId = await insertSampleReport(db, accountId, owner.id, { now })
  const credentials = {
    [headers.authorization]: `Bearer ${await benchSession(db, services, owner.id, now)}`,
    [headers.attestation]: (await services.attestation.issueToken(now)).token,
    [headers.accountId]: accountId,
  }
  const tableRows: Record<string, number> = {}
  for (const questionId of largeTables) {
    const stored = (await db("report_answers")
      .where({ report_id: reportId, question_id: questionId })
      .first()) as {
      value: { units: object; rows: Array<{ key: string; values: object }> }
      version: number
    }
    const template = stored.value.rows
    const rows = Array.from({ length: 100 }, (_, i) => ({
      ...template[i % template.length]!,
      key: `${template[i % template.length]!.key} ${i + 1}`,
    }))
    const response = await fetch(`${running.url}${rpcPath}/${reportSaveAnswer.name}`, {
      method: "POST",
      headers: { ...credentials, "content-type": "application/json" },
      body: JSON.stringify([
        {
          reportId,
          questionId,
          basedOnVersion: stored.version,
          answer: { status: "answered", value: { units: stored.value.units, rows } },
        },
      ]),
    })
    if (response.status !== 200) throw new Error(`${questionId}: ${response.status} ${await response.text()}`)
    tableRows[questionId] = rows.length
  }
  const questionIds = (await db("report_answers")
    .where({ report_id: reportId })
    .pluck("question_id")) as string[]
  const types = ["note", "audit", "public"] as const
  await db.batchInsert(
    "report_comments",
    Array.from({ length: commentCount }, (_, i) => ({
      report_id: reportId,
      question_id: questionIds[i % questionIds.length]!,
      type: types[i % types.length]!,
      text: `Comment ${i + 1}: ${"the figure comes from the bookkeeping of the year and was checked by the auditor. ".repeat(3)}`,
      author_id: owner.id,
      created_at: now,
      updated_at: now,
    })),
    200,
  )
  const cliReports = Number(process.env.BENCH_CLI_REPORTS ?? 200)
  const cliOwner = await insertUser(db, { displayName: "CLI Bench" })
  const cliAccount = await insertAccount(db, { name: "CLI Bench Oy", members: [[cliOwner, "owner"]] })
  await db("accounts").where({ id: cliAccount }).update({ state: "active" })
  await db.transaction(async (trx) => {
    for (let i = 0; i < cliReports; i++)
      await insertSampleReport(trx, cliAccount, cliOwner.id, {
        title: `Report ${String(i + 1).padStart(3, "0")}`,
        now,
      })
  })
  const cli = { accountId: cliAccount, token: await insertApiToken(db, cliOwner.id), reports: cliReports }
  announceReady<ExportServerReady>(
    {
      url: running.url,
      pid: process.pid,
      headers: credentials,
      reportId,
      tableRows,
      comments: commentCount,
      cli,
    },
    async () => {
      await running.close()
      rmSync(dataDir, { recursive: true, force: true })
    },
  )
}

main().catch(announceFailure)
