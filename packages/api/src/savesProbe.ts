import { reportSaveAnswer } from "@vsme/sdk"
import { createTestDatabase, insertAccount, insertSampleReport, insertUser } from "./testing/index.js"
import { validateAnswer } from "./reports/answerValidation.js"
import {
  answerRows,
  companyFacts,
  completenessOf,
  findEditableReport,
  questionStates,
  storeCompleteness,
  summarise,
  writeAnswer,
} from "./reports/reportRepo.js"
import { encodeOutput } from "./http/outputEncoder.js"
const database = await createTestDatabase()
const db = database.db
const owner = await insertUser(db)
const company = await insertAccount(db, { members: [[owner, "owner"]] })
const reportId = await insertSampleReport(db, company, owner.id)
const t: Record<string, number> = {}
const time = async <T>(k: string, f: () => Promise<T> | T): Promise<T> => {
  const s = performance.now()
  const r = await f()
  t[k] = (t[k] ?? 0) + performance.now() - s
  return r
}
let version = 1
const n = 200
for (let i = 0; i < n; i++) {
  await time("transaction", () =>
    db.transaction(async (trx) => {
      const report = await time("findEditable", () => findEditableReport(trx, company, reportId))
      const answer = await time("validate", () =>
        validateAnswer(
          "NumberOfEmployees",
          { status: "answered", value: 10 + (i % 50) },
          report.comprehensive,
        ),
      )
      await time("write", () =>
        writeAnswer(trx, {
          report,
          questionId: "NumberOfEmployees",
          answer,
          yours: answer,
          basedOnVersion: version,
          by: owner.id,
          now: new Date(),
        }),
      )
      const rows = await time("answerRows", () => answerRows(trx, [report.id]))
      const { naceCodes } = await time("facts", () => companyFacts(trx, company, report.comprehensive))
      const completeness = await time("completeness", () => completenessOf(report, rows, naceCodes))
      await time("store", () =>
        storeCompleteness(trx, report.id, completeness, { comprehensive: report.comprehensive, naceCodes }),
      )
      const out = await time("shape", () => ({
        questionId: "NumberOfEmployees",
        saved: { answer, version: version + 1, updatedAt: new Date().toISOString(), updatedBy: null },
        questionStates: questionStates(completeness),
        completeness: summarise(completeness),
      }))
      await time("encode", () => JSON.stringify(encodeOutput(reportSaveAnswer.output, out)))
      version++
    }),
  )
}
for (const [k, v] of Object.entries(t)) console.log(k.padEnd(14), (v / n).toFixed(3), "ms")
await database.destroy()
process.exit(0)
