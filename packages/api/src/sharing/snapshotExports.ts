import type { Locale, XbrlReport } from "@vsme/core"
import type { ExportedComment, ShareSnapshot } from "@vsme/sdk"
import type { SheetSource } from "../exports/reportSheets.js"
import { checkedFacts, xbrlDocumentOf } from "../xbrl/reportXbrl.js"

/**
 * The exporters' input from a share's snapshot (issue 31: the existing exporters, with the snapshot as
 * their input). Items outside the scope have no question state, so the workbook has no row for them.
 */
export const snapshotSheetSource = (snapshot: ShareSnapshot): SheetSource => {
  const comments = new Map<string, ExportedComment[]>()
  for (const c of snapshot.comments) {
    comments.set(c.questionId, [
      ...(comments.get(c.questionId) ?? []),
      { questionId: c.questionId, type: "public", text: c.text, author: null, createdAt: c.createdAt },
    ])
  }
  return {
    company: snapshot.company,
    report: { ...snapshot.report, questionStates: snapshot.questionStates },
    answers: snapshot.answers,
    comments,
    commentTypes: snapshot.comments.length > 0 ? ["public"] : [],
  }
}

/**
 * The XBRL document of a snapshot: its facts from the shared answers, and no fact of an item outside
 * the scope whatever a derivation would otherwise add.
 */
export const snapshotXbrlReport = (snapshot: ShareSnapshot, language: Locale): XbrlReport => {
  const company = { comprehensive: snapshot.report.comprehensive, naceCodes: snapshot.company.naceCodes }
  const checked = checkedFacts({
    answers: snapshot.answers,
    company,
    period: { start: snapshot.report.startDate, end: snapshot.report.endDate },
    currency: snapshot.company.currency,
    language,
    publicComments: snapshot.comments,
    derivedValues: Object.fromEntries(
      Object.entries(snapshot.questionStates).map(([id, state]) => [id, state.derivedValue]),
    ),
  })
  const shown = new Set(snapshot.items)
  const document = xbrlDocumentOf(
    {
      account: snapshot.company,
      title: snapshot.report.title,
      period: { start: snapshot.report.startDate, end: snapshot.report.endDate },
    },
    checked,
    language,
  )
  const facts = document.facts.filter((fact) => shown.has(fact.questionId))
  const kept = new Set(facts.flatMap((fact) => fact.footnotes))
  return { ...document, facts, footnotes: document.footnotes.filter((f) => kept.has(f.id)) }
}
