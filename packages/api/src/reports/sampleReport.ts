import { readFileSync } from "node:fs"
import path from "node:path"
import { Schema } from "effect"
import {
  Answer,
  ClimatePolicyRow,
  ClimateRiskRow,
  CodeOfConductPolicies,
  EnergyTable,
  GhgTarget,
  HumanRightsIncidents,
  IsoDate,
  SiteAddress,
  WasteAmounts,
  type AccountId,
  type UserId,
} from "@vsme/core"
import { CommentType, QuestionId, ReportTitle } from "@vsme/sdk"
import { workspaceRoot } from "../config.js"
import type { DbOrTrx } from "../db/database.js"
import { validateAnswer } from "./answerValidation.js"
import { answerColumns, refreshCompleteness } from "./reportRepo.js"

/** Where the demo company's sample report lives (fixtures/README.md describes it). */
export const sampleReportFile = path.join(workspaceRoot, "fixtures", "reports", "demo-report.json")

/**
 * The spec §3 structures that the form models on top of the catalogue's datapoints (sites, waste
 * buckets, policy rows, energy table, GHG targets, climate risks, code of conduct, incidents): the
 * same facts as the answers, for screens and tests that work with those shapes.
 */
const SampleStructures = Schema.Struct({
  sites: Schema.Array(SiteAddress),
  wasteAmounts: WasteAmounts,
  climatePolicies: Schema.Array(ClimatePolicyRow),
  energy: EnergyTable,
  ghgTargets: Schema.Array(GhgTarget),
  climateRisks: Schema.Array(ClimateRiskRow),
  codeOfConduct: CodeOfConductPolicies,
  humanRightsIncidents: HumanRightsIncidents,
})

/** The file's shape: the report's details, answers keyed by question id (stored form) and comments. */
export const SampleReport = Schema.Struct({
  title: ReportTitle,
  startDate: IsoDate,
  endDate: IsoDate,
  comprehensive: Schema.Boolean,
  answers: Schema.Record({ key: QuestionId, value: Answer }),
  comments: Schema.Array(
    Schema.Struct({ questionId: QuestionId, type: CommentType, text: Schema.NonEmptyTrimmedString }),
  ),
  structured: SampleStructures,
})
export type SampleReport = typeof SampleReport.Type

/**
 * Demo Oy's fully answered 2025 report (Basic and Comprehensive), read and decoded afresh on every
 * call so that callers may change their copy freely. A malformed file is a bug: it throws.
 */
export const sampleReport = (): SampleReport =>
  Schema.decodeUnknownSync(SampleReport, { onExcessProperty: "error" })(
    JSON.parse(readFileSync(sampleReportFile, "utf8")),
  )

/**
 * Inserts the sample report into an account as a draft: every answer checked and normalised exactly
 * as `report.saveAnswer` would store it (version 1, saved by `userId`), and its comments by `userId`.
 * Answers the new report's id. Run it inside the caller's transaction.
 */
export const insertSampleReport = async (
  db: DbOrTrx,
  accountId: AccountId | string,
  userId: UserId | string,
  options: { readonly title?: string; readonly now?: Date } = {},
): Promise<string> => {
  const sample = sampleReport()
  const now = options.now ?? new Date()
  const [row] = (await db("reports")
    .insert({
      account_id: accountId,
      title: options.title ?? sample.title,
      start_date: sample.startDate,
      end_date: sample.endDate,
      comprehensive: sample.comprehensive,
      created_by: userId,
      created_at: now,
      updated_at: now,
    })
    .returning("id")) as Array<{ id: string }>
  const reportId = row!.id
  const answers = Object.entries(sample.answers).map(([questionId, answer]) => ({
    report_id: reportId,
    question_id: questionId,
    ...answerColumns(validateAnswer(questionId, answer, sample.comprehensive)),
    version: 1,
    updated_by: userId,
    updated_at: now,
  }))
  await db("report_answers").insert(answers)
  // Stored with the answers, as every save does (decision 027).
  await refreshCompleteness(db, accountId as AccountId, { id: reportId, comprehensive: sample.comprehensive })
  if (sample.comments.length > 0) {
    await db("report_comments").insert(
      sample.comments.map((comment) => ({
        report_id: reportId,
        question_id: comment.questionId,
        type: comment.type,
        text: comment.text,
        author_id: userId,
        created_at: now,
        updated_at: now,
      })),
    )
  }
  return reportId
}
