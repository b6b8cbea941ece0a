import {
  reportFacts,
  validateFacts,
  xbrlEntityOf,
  type AccountId,
  type CompanyFacts,
  type Locale,
  type ReportFacts,
  type XbrlEntityIdentifier,
  type XbrlProblem,
  type XbrlReport,
} from "@vsme/core"
import type { DbOrTrx } from "../db/database.js"
import { answerRows, answersOf, findReport, type ReportRow } from "../reports/reportRepo.js"

/** What the XBRL of a report is made from, read in one go (the caller decides the transaction). */
export interface ReportXbrlSource {
  readonly report: ReportRow
  readonly account: {
    readonly name: string
    readonly businessId: string
    readonly lei: string | null
    readonly xbrlIdentifier: XbrlEntityIdentifier
    readonly currency: string
  }
  readonly company: CompanyFacts
  readonly facts: ReportFacts
  /** The check before download: values that could not become facts, then the facts' and the report's. */
  readonly problems: ReadonlyArray<XbrlProblem>
}

/**
 * Reads a report of the account (NotFound for another company's: existence does not leak), its
 * answers, the company's details and its public comments (notes and audit comments never leave the
 * service), turns them into facts and checks them.
 */
export const reportXbrlSource = async (
  db: DbOrTrx,
  accountId: AccountId,
  reportId: string,
  language: Locale,
): Promise<ReportXbrlSource> => {
  const report = await findReport(db, accountId, reportId)
  const account = (await db("accounts")
    .where({ id: accountId })
    .first("name", "business_id", "lei", "xbrl_identifier", "currency", "nace_codes")) as {
    name: string
    business_id: string
    lei: string | null
    xbrl_identifier: XbrlEntityIdentifier
    currency: string
    nace_codes: string[] | null
  }
  const answers = answersOf(await answerRows(db, [report.id]))
  const comments = (await db("report_comments")
    .where({ report_id: report.id, type: "public" })
    .orderBy([
      { column: "created_at", order: "asc" },
      { column: "id", order: "asc" },
    ])
    .select("question_id", "text")) as Array<{ question_id: string; text: string }>
  const company: CompanyFacts = { comprehensive: report.comprehensive, naceCodes: account.nace_codes ?? [] }
  const { facts, problems } = checkedFacts({
    answers,
    company,
    period: { start: report.start_date, end: report.end_date },
    currency: account.currency,
    language,
    publicComments: comments.map((c) => ({ questionId: c.question_id, text: c.text })),
  })
  return {
    report,
    account: {
      name: account.name,
      businessId: account.business_id,
      lei: account.lei,
      xbrlIdentifier: account.xbrl_identifier,
      currency: account.currency,
    },
    company,
    facts,
    problems,
  }
}

/** Facts of a report's answers, then the check before download: what could not become a fact, then the facts' own problems. */
export const checkedFacts = (input: Parameters<typeof reportFacts>[0]) => {
  const facts = reportFacts(input)
  return {
    facts,
    problems: [
      ...facts.problems,
      ...validateFacts(facts.facts, { answers: input.answers, facts: input.company }),
    ],
  }
}

/** What a document names besides its facts: the company and the report's title and period. */
export interface XbrlDocumentHead {
  readonly account: Pick<
    ReportXbrlSource["account"],
    "name" | "businessId" | "lei" | "xbrlIdentifier" | "currency"
  >
  readonly title: string
  readonly period: { readonly start: string; readonly end: string }
}

/**
 * A document from its head and checked facts. Facts with an error are left out, so every document is
 * valid XBRL; the check before download lists them.
 */
export const xbrlDocumentOf = (
  head: XbrlDocumentHead,
  checked: Pick<ReportXbrlSource, "facts" | "problems">,
  language: Locale,
): XbrlReport => {
  const invalid = checked.problems.filter((p) => p.severity === "error")
  return {
    // The Business ID, or the LEI when the company chose it on its Company Details tab (decision 024).
    entity: { ...xbrlEntityOf(head.account), name: head.account.name },
    title: head.title,
    period: head.period,
    currency: head.account.currency,
    language,
    facts: checked.facts.facts.filter(
      (fact) => !invalid.some((p) => p.questionId === fact.questionId && p.concept === fact.concept),
    ),
    footnotes: checked.facts.footnotes,
  }
}

/**
 * The report as the document builders take it. Facts with an error are left out, so every document is
 * valid XBRL; the check before download lists them.
 */
export const xbrlReportOf = (source: ReportXbrlSource, language: Locale): XbrlReport =>
  xbrlDocumentOf(
    {
      account: source.account,
      title: source.report.title,
      period: { start: source.report.start_date, end: source.report.end_date },
    },
    source,
    language,
  )
