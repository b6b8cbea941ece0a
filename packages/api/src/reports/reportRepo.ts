import {
  accountPrefill,
  completenessBasis,
  reportCompleteness,
  type AccountId,
  type Answer,
  type Answers,
  type ReportCompleteness,
  type ReportState,
  type SkipReason,
  type UserId,
} from "@vsme/core"
import {
  AnswerVersionConflict,
  NotFound,
  ReportLocked,
  type CompletenessSummary,
  type ReportDetail,
  type ReportId,
  type ReportSummary,
  type StoredAnswer,
} from "@vsme/sdk"
import type { ReportVerification } from "@vsme/core"
import type { DbOrTrx } from "../db/database.js"
import { preparedStatement } from "../db/preparedStatement.js"
import { copyAttachments } from "../attachments/attachmentRepo.js"
import { iso } from "../accounts/rows.js"
import { rememberedValidity } from "./answerValidity.js"
import { createKeptAnswers } from "./keptAnswers.js"

export interface ReportRow {
  readonly id: string
  readonly account_id: string
  readonly title: string
  /** `YYYY-MM-DD`, formatted by the query: drivers would turn a date into a local-midnight Date. */
  readonly start_date: string
  readonly end_date: string
  readonly comprehensive: boolean
  readonly state: ReportState
  readonly version: number
  readonly copied_from: string | null
  readonly created_at: Date | string
  readonly updated_at: Date | string
}

export interface AnswerRow {
  readonly report_id: string
  readonly question_id: string
  readonly status: "answered" | "skipped"
  readonly value: unknown
  readonly skip_reason: SkipReason | null
  readonly version: number
  readonly updated_by: string | null
  readonly updated_at: Date | string
}

const reportColumns = (db: DbOrTrx) => [
  "r.id",
  "r.account_id",
  "r.title",
  db.raw("to_char(r.start_date, 'YYYY-MM-DD') as start_date"),
  db.raw("to_char(r.end_date, 'YYYY-MM-DD') as end_date"),
  "r.comprehensive",
  "r.state",
  "r.version",
  "r.copied_from",
  "r.created_at",
  "r.updated_at",
]

/**
 * The report if it belongs to the account, else NotFound: another company's report answers exactly
 * like a missing one. `forUpdate` locks the row for the rest of the transaction (saves to one report
 * are serialised, and a report cannot be locked halfway through a save).
 */
export const findReport = async (
  db: DbOrTrx,
  accountId: AccountId,
  reportId: string,
  options: { forUpdate?: boolean } = {},
): Promise<ReportRow> => {
  const query = db("reports as r")
    .where({ "r.id": reportId, "r.account_id": accountId })
    .first(reportColumns(db))
  const row = (await (options.forUpdate
    ? query.forUpdate().options(preparedStatement("report_for_update"))
    : query.options(preparedStatement("report")))) as ReportRow | undefined
  if (!row) throw new NotFound()
  return row
}

/** What a save reads before it writes: the report row (locked), its stored completeness, the sector. */
export interface ReportForSave extends ReportRow, StoredColumns {
  readonly question_states: QuestionStates | null
}

/**
 * The editable report a save writes to, in one query (decision 039): the row locked for the rest of
 * the transaction (saves to one report run one after another, and a report cannot be locked halfway
 * through a save), with the stored question states the save's changes are measured against and the
 * company's NACE codes. It also tells the answer triggers that this transaction stores the
 * completeness itself (migration 20261202010000), so they do not mark the row stale first.
 */
export const reportForSave = async (
  db: DbOrTrx,
  accountId: AccountId,
  reportId: string,
): Promise<ReportForSave> => {
  const row = (await db("reports as r")
    .join("accounts as a", "a.id", "r.account_id")
    .where({ "r.id": reportId, "r.account_id": accountId })
    .first([
      ...reportColumns(db),
      "r.question_states",
      "r.completeness_summary",
      "r.completeness_basis",
      db.raw("r.xmin::text as row_version"),
      "a.nace_codes",
      db.raw("set_config('vsme.save_stores_completeness', 'on', true) as stores_completeness"),
    ])
    .forUpdate("r")
    .options(preparedStatement("report_for_save"))) as ReportForSave | undefined
  if (!row) throw new NotFound()
  if (row.state === "locked") throw new ReportLocked({ reportId: row.id })
  return row
}

/**
 * How a save stores the question states: as a patch of the stored ones when those are current (the
 * changes were measured against them), else whole (`undefined`: stale, or older than decision 027).
 */
export const statesPatch = (report: ReportForSave, changes: ReturnType<typeof stateChanges>) =>
  report.question_states !== null && isCurrent(report, report.comprehensive) ? changes : undefined

/** Like findReport, and refuses a locked report. */
export const findEditableReport = async (db: DbOrTrx, accountId: AccountId, reportId: string) => {
  const row = await findReport(db, accountId, reportId, { forUpdate: true })
  if (row.state === "locked") throw new ReportLocked({ reportId: row.id })
  return row
}

export const listReportRows = async (db: DbOrTrx, accountId: AccountId): Promise<ReportRow[]> =>
  (await db("reports as r")
    .where("r.account_id", accountId)
    .orderBy([
      { column: "r.updated_at", order: "desc" },
      { column: "r.id", order: "asc" },
    ])
    .select(reportColumns(db))
    .options(preparedStatement("report_rows"))) as ReportRow[]

/** The columns of an answer row (named, as a prepared statement needs). */
const storedAnswerColumns = [
  "report_id",
  "question_id",
  "status",
  "value",
  "skip_reason",
  "version",
  "updated_by",
  "updated_at",
] as const satisfies ReadonlyArray<keyof AnswerRow>

/** One report's answers, by question. */
const answersOfReport = async (db: DbOrTrx, reportId: string): Promise<AnswerRow[]> =>
  (await db("report_answers")
    .where("report_id", reportId)
    .orderBy("question_id")
    .select(storedAnswerColumns)
    .options(preparedStatement("report_answers"))) as AnswerRow[]

const keptAnswers = createKeptAnswers<AnswerRow>()

/**
 * One report's answers at the row version a query of the report row saw (its `xmin`): the copy a
 * save of this process kept at that version, or read (keptAnswers.ts says why that is safe).
 */
const answersAtVersion = async (
  db: DbOrTrx,
  report: { readonly id: string; readonly row_version: string },
): Promise<ReadonlyArray<AnswerRow>> =>
  keptAnswers.at(report.id, report.row_version) ?? answersOfReport(db, report.id)

/**
 * The answers a save computes completeness with: every answer of the report as it is, its own
 * written one included. Read after the lock is held, in a statement of its own: under read committed
 * a statement that waited for the lock still reads with the snapshot it started with, which misses
 * the answer of the save it waited for; the row itself is read again at its newest version, so its
 * `xmin` names the answers as they are.
 */
export const answersForSave = async (
  db: DbOrTrx,
  report: ReportForSave,
  saved: AnswerRow,
): Promise<AnswerRow[]> => [
  ...(await answersAtVersion(db, report)).filter((row) => row.question_id !== saved.question_id),
  saved,
]

/** Keeps the answers a save stored completeness for, under the row version its update made. */
export const keepSavedAnswers = (reportId: string, rowVersion: string, rows: ReadonlyArray<AnswerRow>) =>
  keptAnswers.keep(reportId, rowVersion, rows)

/** The answers of these reports, by question; one report's through its prepared statement. */
export const answerRows = async (db: DbOrTrx, reportIds: ReadonlyArray<string>): Promise<AnswerRow[]> =>
  reportIds.length === 0
    ? []
    : reportIds.length === 1
      ? answersOfReport(db, reportIds[0]!)
      : ((await db("report_answers")
          .whereIn("report_id", reportIds)
          .orderBy("question_id")
          .select(storedAnswerColumns)) as AnswerRow[])

export const toAnswer = (row: AnswerRow): Answer =>
  row.status === "answered"
    ? { status: "answered", value: row.value }
    : { status: "skipped", reason: row.skip_reason! }

export const toStoredAnswer = (row: AnswerRow): StoredAnswer => ({
  answer: toAnswer(row),
  version: row.version,
  updatedAt: iso(row.updated_at),
  updatedBy: row.updated_by as UserId | null,
})

/** Answer columns of a row to insert or update. jsonb takes JSON text, so a string stays a string. */
export const answerColumns = (answer: Answer) =>
  answer.status === "answered"
    ? { status: "answered", value: JSON.stringify(answer.value), skip_reason: null }
    : { status: "skipped", value: null, skip_reason: answer.reason }

/** What completeness needs from the account: its NACE codes (applicability of C3). */
export const companyFacts = async (db: DbOrTrx, accountId: AccountId, comprehensive: boolean) => {
  const account = (await db("accounts")
    .where({ id: accountId })
    .first("nace_codes")
    .options(preparedStatement("company_nace_codes"))) as { nace_codes: string[] } | undefined
  return { comprehensive, naceCodes: account?.nace_codes ?? [] }
}

/**
 * The question states a change made (decision 039): each state that differs from the one stored
 * before it, and the items no longer in the report. Without stored states (a report older than
 * decision 027's summaries) every state counts as changed.
 */
export const stateChanges = (before: QuestionStates | null, after: QuestionStates) => {
  const changedStates: Record<string, QuestionStates[string]> = {}
  for (const [id, state] of Object.entries(after)) {
    const previous = before?.[id]
    if (
      !previous ||
      previous.state !== state.state ||
      previous.reason !== state.reason ||
      previous.blocking !== state.blocking ||
      previous.derivedValue !== state.derivedValue
    )
      changedStates[id] = state
  }
  const removedStates = before ? Object.keys(before).filter((id) => !(id in after)) : []
  return { changedStates, removedStates }
}

/** The stored question states and the company's NACE codes, read with the report row locked already. */
export const storedStatesAndFacts = async (db: DbOrTrx, reportId: string) => {
  const row = (await db("reports as r")
    .join("accounts as a", "a.id", "r.account_id")
    .where("r.id", reportId)
    .first("r.question_states", "a.nace_codes", "r.updated_at")
    .options(preparedStatement("report_states_and_nace"))) as {
    question_states: QuestionStates | null
    nace_codes: string[] | null
    updated_at: Date | string
  }
  return { before: row.question_states, naceCodes: row.nace_codes ?? [], updatedAt: iso(row.updated_at) }
}

export const summarise = (
  completeness: Pick<ReportCompleteness, "overall" | "sections">,
): CompletenessSummary => ({
  overall: completeness.overall,
  sections: completeness.sections,
})

/** Question states keyed by id, as the wire carries them. */
export const questionStates = (completeness: ReportCompleteness) =>
  Object.fromEntries(
    completeness.items.map((item) => [
      item.id,
      {
        state: item.state,
        blocking: item.blocking,
        ...(item.reason ? { reason: item.reason } : {}),
        ...(item.derivedValue !== undefined ? { derivedValue: item.derivedValue } : {}),
      },
    ]),
  )

export const answersOf = (rows: ReadonlyArray<AnswerRow>): Answers =>
  Object.fromEntries(rows.map((row) => [row.question_id, toAnswer(row)]))

export const completenessOf = (
  report: Pick<ReportRow, "comprehensive">,
  rows: ReadonlyArray<AnswerRow>,
  naceCodes: ReadonlyArray<string>,
) =>
  reportCompleteness(
    { answers: answersOf(rows), facts: { comprehensive: report.comprehensive, naceCodes } },
    undefined,
    undefined,
    { answerIsValid: rememberedValidity(rows, report.comprehensive) },
  )

export const toSummary = (
  row: ReportRow,
  completeness: Pick<ReportCompleteness, "overall" | "sections">,
): ReportSummary => ({
  id: row.id as ReportId,
  title: row.title,
  startDate: row.start_date,
  endDate: row.end_date,
  comprehensive: row.comprehensive,
  state: row.state,
  version: row.version,
  copiedFrom: row.copied_from as ReportId | null,
  createdAt: iso(row.created_at),
  updatedAt: iso(row.updated_at),
  completeness: summarise(completeness),
})

/** Question states keyed by id, as `questionStates` makes them and the wire carries them. */
export type QuestionStates = ReturnType<typeof questionStates>

/** The stored completeness columns of a report row (decision 027). */
interface StoredColumns {
  readonly completeness_summary: CompletenessSummary | null
  readonly completeness_basis: string | null
  /** The row's `xmin`: changes with every update of the row, the answer triggers' included. */
  readonly row_version: string
  readonly nace_codes: string[] | null
}

const storedColumns = (db: DbOrTrx) => [
  "r.completeness_summary",
  "r.completeness_basis",
  db.raw("r.xmin::text as row_version"),
  "a.nace_codes",
]

const isCurrent = (row: Omit<StoredColumns, "row_version">, comprehensive: boolean) =>
  row.completeness_summary !== null &&
  row.completeness_basis === completenessBasis({ comprehensive, naceCodes: row.nace_codes ?? [] })

const storedValues = (
  completeness: ReportCompleteness,
  facts: { readonly comprehensive: boolean; readonly naceCodes: ReadonlyArray<string> },
) => ({
  completeness_summary: JSON.stringify(summarise(completeness)),
  question_states: JSON.stringify(questionStates(completeness)),
  completeness_basis: completenessBasis(facts),
})

/**
 * Stores a report's completeness, computed from its answers as they are now in this transaction
 * (decision 027): every save stores it in its own transaction, after its answers are written (the
 * answer triggers clear `completeness_basis` whenever answers change, so a writer that does not store
 * leaves a stale summary, never a wrong one).
 */
export const storeCompleteness = async (
  db: DbOrTrx,
  reportId: string,
  completeness: ReportCompleteness,
  facts: { readonly comprehensive: boolean; readonly naceCodes: ReadonlyArray<string> },
  /** Marks the report edited at this time in the same update (a save). */
  editedAt?: Date,
  /**
   * The changes a save made to stored question states that are current (see `statesPatch`): the
   * ~15 kB column is patched with them in the database, not sent and parsed again whole.
   */
  patch?: ReturnType<typeof stateChanges>,
) => {
  const { question_states, ...summaryAndBasis } = storedValues(completeness, facts)
  const [updated] = (await db("reports")
    .where({ id: reportId })
    .update({
      ...summaryAndBasis,
      question_states: patch
        ? db.raw("(question_states - ?::text[]) || ?::jsonb", [
            patch.removedStates,
            JSON.stringify(patch.changedStates),
          ])
        : question_states,
      ...(editedAt ? { updated_at: editedAt } : {}),
    })
    .returning(db.raw("xmin::text as row_version"))) as Array<{ row_version: string }>
  /** The row's version this update made (its transaction's): what keepSavedAnswers keys by. */
  return updated?.row_version
}

/** Computes a report's completeness from its answers now and stores it (a save's last step). */
export const refreshCompleteness = async (
  db: DbOrTrx,
  accountId: AccountId,
  report: Pick<ReportRow, "id" | "comprehensive">,
  rows?: ReadonlyArray<AnswerRow>,
): Promise<ReportCompleteness> => {
  const { naceCodes } = await companyFacts(db, accountId, report.comprehensive)
  const completeness = completenessOf(report, rows ?? (await answerRows(db, [report.id])), naceCodes)
  await storeCompleteness(db, report.id, completeness, { comprehensive: report.comprehensive, naceCodes })
  return completeness
}

/**
 * Stores completeness a read computed for a stale summary, unless the row changed since the read
 * (its `xmin`): then a save or an answer trigger got there first, and this result may be older.
 */
const writeBack = (
  db: DbOrTrx,
  row: { readonly id: string; readonly row_version: string },
  completeness: ReportCompleteness,
  facts: { readonly comprehensive: boolean; readonly naceCodes: ReadonlyArray<string> },
) =>
  db("reports")
    .where({ id: row.id })
    .whereRaw("xmin::text = ?", [row.row_version])
    .update(storedValues(completeness, facts))

/**
 * Every report of the account with its completeness, as stored with the answers (decision 027): one
 * query when every summary is current. A summary whose basis (catalogue version, Comprehensive Module,
 * the company's NACE codes) is not today's, or that a change of answers cleared, is computed again
 * from the answers and stored back.
 */
export const listReports = async (db: DbOrTrx, accountId: AccountId): Promise<ReportSummary[]> => {
  const reports = (await db("reports as r")
    .join("accounts as a", "a.id", "r.account_id")
    .where("r.account_id", accountId)
    .orderBy([
      { column: "r.updated_at", order: "desc" },
      { column: "r.id", order: "asc" },
    ])
    .select([...reportColumns(db), ...storedColumns(db)])
    .options(preparedStatement("report_list"))) as Array<ReportRow & StoredColumns>
  const stale = reports.filter((report) => !isCurrent(report, report.comprehensive))
  const fresh = new Map<string, CompletenessSummary>()
  if (stale.length > 0) {
    const answers = await answerRows(
      db,
      stale.map((r) => r.id),
    )
    for (const report of stale) {
      const naceCodes = report.nace_codes ?? []
      const completeness = completenessOf(
        report,
        answers.filter((a) => a.report_id === report.id),
        naceCodes,
      )
      await writeBack(db, report, completeness, { comprehensive: report.comprehensive, naceCodes })
      fresh.set(report.id, summarise(completeness))
    }
  }
  return reports.map((report) => toSummary(report, fresh.get(report.id) ?? report.completeness_summary!))
}

type DetailRow = ReportRow &
  StoredColumns & {
    readonly question_states: QuestionStates | null
    readonly comment_counts: Readonly<Record<string, number>>
    readonly verification: ReportVerification | null
    readonly estimates: Readonly<Record<string, { methodNote: string | null }>>
  }

/**
 * The report if it belongs to the account (else NotFound), with its answers, completeness and comment
 * counts, in two queries (decision 032): the report row with its stored completeness and comment counts,
 * then the answers.
 */
export const reportDetail = async (
  db: DbOrTrx,
  accountId: AccountId,
  reportId: string,
  /** False inside a read-only transaction (exports): a stale summary is computed, not stored back. */
  options: { readonly storeBack?: boolean } = {},
): Promise<ReportDetail> => {
  // The stored row first, then the answers: an answer saved in between changes the row's xmin, so
  // a completeness computed here from older answers is never stored back.
  const report = (await db("reports as r")
    .join("accounts as a", "a.id", "r.account_id")
    .where({ "r.id": reportId, "r.account_id": accountId })
    .first([
      ...reportColumns(db),
      ...storedColumns(db),
      "r.question_states",
      db.raw(`(select coalesce(json_object_agg(counted.question_id, counted.n), '{}'::json)
        from (select question_id, count(*)::int as n from report_comments
          where report_id = r.id group by question_id) counted) as comment_counts`),
      "r.verification",
      db.raw(`(select coalesce(json_object_agg(e.question_id, json_build_object('methodNote', e.method_note)), '{}'::json)
        from report_estimates e where e.report_id = r.id) as estimates`),
    ])
    .options(preparedStatement("report_detail"))) as DetailRow | undefined
  if (!report) throw new NotFound()
  const rows = await answersAtVersion(db, report)
  let summary: CompletenessSummary
  let states: QuestionStates
  if (report.question_states !== null && isCurrent(report, report.comprehensive)) {
    summary = report.completeness_summary!
    states = report.question_states
  } else {
    const naceCodes = report.nace_codes ?? []
    const completeness = completenessOf(report, rows, naceCodes)
    if (options.storeBack !== false) {
      await writeBack(db, report, completeness, { comprehensive: report.comprehensive, naceCodes })
    }
    summary = summarise(completeness)
    states = questionStates(completeness)
  }
  return {
    ...toSummary(report, summary),
    answers: Object.fromEntries(rows.map((row) => [row.question_id, toStoredAnswer(row)])),
    questionStates: states,
    commentCounts: { ...report.comment_counts },
    estimates: { ...report.estimates },
    verification: report.verification,
  }
}

/** Marks the report edited now (answers and comments count as edits, spec §3 "edited time"). */
export const touchReport = (db: DbOrTrx, reportId: string, now: Date) =>
  db("reports").where({ id: reportId }).update({ updated_at: now })

/**
 * Stores one checked answer of an editable report (locked by the caller with findEditableReport or
 * reportForSave, so saves to one report run one after another) when `basedOnVersion` is the stored
 * version (0 for a question never answered), else AnswerVersionConflict with both versions. Answers
 * the stored row. report.saveAnswer, the GHG calculator's B3 fill and the XBRL import write answers
 * through here.
 */
export const writeAnswer = async (
  db: DbOrTrx,
  options: {
    readonly report: Pick<ReportRow, "id">
    readonly questionId: string
    /** The answer as checked by validateAnswer. */
    readonly answer: Answer
    /** The answer as the caller sent it, shown back in a conflict; the checked one when omitted. */
    readonly yours?: Answer
    readonly basedOnVersion: number
    readonly by: UserId
    readonly now: Date
    /** False when the caller marks the report edited itself, with its completeness (one row update). */
    readonly touch?: boolean
  },
): Promise<AnswerRow> => {
  const { report, questionId, now, basedOnVersion } = options
  const columns = { ...answerColumns(options.answer), updated_by: options.by, updated_at: now }
  // The version check is the write's own condition: one round trip when it holds (nearly always),
  // a second read only to describe a conflict.
  const [written] = (
    basedOnVersion === 0
      ? await db("report_answers")
          .insert({ report_id: report.id, question_id: questionId, ...columns, version: 1 })
          .onConflict(["report_id", "question_id"])
          .ignore()
          .returning(storedAnswerColumns)
          .options(preparedStatement("report_answer_insert"))
      : await db("report_answers")
          .where({ report_id: report.id, question_id: questionId, version: basedOnVersion })
          .update({ ...columns, version: basedOnVersion + 1 })
          .returning(storedAnswerColumns)
          .options(preparedStatement("report_answer_update"))
  ) as AnswerRow[]
  if (written) {
    if (options.touch !== false) await touchReport(db, report.id, now)
    return written
  }
  const stored = (await db("report_answers")
    .where({ report_id: report.id, question_id: questionId })
    .first(storedAnswerColumns)
    .options(preparedStatement("report_answer"))) as AnswerRow | undefined
  throw new AnswerVersionConflict({
    questionId,
    currentVersion: stored?.version ?? 0,
    current: stored ? toAnswer(stored) : null,
    currentUpdatedAt: stored ? toStoredAnswer(stored).updatedAt : null,
    currentUpdatedBy: stored?.updated_by ?? null,
    yours: options.yours ?? options.answer,
  })
}

/**
 * Copies every answer of one report into another (a new one): each starts again at version 1, saved
 * by `by`. Used by copy and by creating a report from last year's.
 */
export const copyAnswers = (db: DbOrTrx, fromReportId: string, toReportId: string, by: UserId, now: Date) =>
  db.raw(
    `insert into report_answers (report_id, question_id, status, value, skip_reason, version, updated_by, updated_at)
     select ?, question_id, status, value, skip_reason, 1, ?, ? from report_answers where report_id = ?`,
    [toReportId, by, now, fromReportId],
  )

/**
 * A new report's first answers from the company account (issue 16): legal form, NACE codes and
 * country, each an ordinary answer at version 1 the person may change (core `accountPrefill` keeps
 * only values the questions accept). Runs in the creating transaction: a report never exists without.
 */
export const prefillFromAccount = async (
  db: DbOrTrx,
  accountId: AccountId,
  reportId: string,
  by: UserId,
  now: Date,
) => {
  const account = (await db("accounts")
    .where({ id: accountId })
    .first("legal_form", "legal_form_other", "nace_codes", "country")) as
    | {
        legal_form: string | null
        legal_form_other: string | null
        nace_codes: string[] | null
        country: string | null
      }
    | undefined
  if (!account) return
  const answers = accountPrefill({
    legalForm: account.legal_form as Parameters<typeof accountPrefill>[0]["legalForm"],
    legalFormOther: account.legal_form_other,
    naceCodes: account.nace_codes ?? [],
    country: account.country,
  })
  const rows = Object.entries(answers).map(([questionId, answer]) => ({
    report_id: reportId,
    question_id: questionId,
    ...answerColumns(answer),
    version: 1,
    updated_by: by,
    updated_at: now,
  }))
  if (rows.length > 0) await db("report_answers").insert(rows)
}

/**
 * Copies a report into a new draft of the same account: the answers (each starting again at version
 * 1, saved by the copier), the comments with their authors and times and the attachments with their
 * uploaders when asked.
 */
export const copyReport = async (
  db: DbOrTrx,
  options: {
    readonly source: ReportRow
    readonly title: string
    readonly withComments: boolean
    readonly withAttachments?: boolean
    readonly by: UserId
    readonly now: Date
  },
): Promise<string> => {
  const { source, now } = options
  const [row] = (await db("reports")
    .insert({
      account_id: source.account_id,
      title: options.title,
      start_date: source.start_date,
      end_date: source.end_date,
      comprehensive: source.comprehensive,
      created_by: options.by,
      created_at: now,
      updated_at: now,
      copied_from: source.id,
    })
    .returning("id")) as Array<{ id: string }>
  const id = row!.id
  await copyAnswers(db, source.id, id, options.by, now)
  if (options.withAttachments === true) await copyAttachments(db, source.id, id)
  if (options.withComments) {
    await db.raw(
      `insert into report_comments (report_id, question_id, type, text, author_id, created_at, updated_at)
       select ?, question_id, type, text, author_id, created_at, updated_at from report_comments
       where report_id = ? order by created_at, id`,
      [id, source.id],
    )
  }
  return id
}
