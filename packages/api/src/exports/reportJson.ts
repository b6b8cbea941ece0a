import { vsmeGates, vsmeQuestions, type Locale } from "@vsme/core"
import { ReportExportJson, type ExportedQuestion } from "@vsme/sdk"
import { Schema } from "effect"
import { exportText } from "./exportTexts.js"
import type { ReportExportData } from "./reportExportData.js"

/**
 * The JSON export (sdk `ReportExportJson`): the report as `report.get` answers it, the comments of the
 * requested types, and the catalogue entries of every gate and question the report holds, labelled in
 * `locale`, so the answers can be read without core.
 */
export const reportJson = (data: ReportExportData, locale: Locale, generatedAt: Date): ReportExportJson => {
  const inReport = (id: string) => data.report.questionStates[id] !== undefined
  const catalogue: ExportedQuestion[] = [
    ...vsmeGates
      .filter((g) => inReport(g.id))
      .map((g): ExportedQuestion => ({
        id: g.id,
        kind: "gate",
        disclosure: g.disclosure,
        section: g.section,
        module: g.module,
        concept: null,
        label: g.label[locale],
        answerType: null,
        fields: [],
      })),
    ...vsmeQuestions
      .filter((q) => inReport(q.id))
      .map((q): ExportedQuestion => ({
        id: q.id,
        kind: q.kind,
        disclosure: q.disclosure,
        section: q.section,
        module: q.module,
        concept: q.kind === "scalar" ? q.concept : null,
        label: q.label[locale],
        answerType:
          q.kind === "scalar"
            ? {
                ...q.answer,
                ...(q.inputs
                  ? {
                      inputs: q.inputs.map((i) => ({
                        id: i.id,
                        label: i.label[locale],
                        answerType: i.answer,
                      })),
                    }
                  : {}),
              }
            : null,
        fields:
          q.kind === "table"
            ? q.fields
                .filter((f) => f.module !== "comprehensive" || data.report.comprehensive)
                .map((f) => ({ id: f.id, concept: f.concept, label: f.label[locale], answerType: f.answer }))
            : [],
      })),
  ]
  return {
    format: "vsme-report",
    formatVersion: 1,
    generatedAt: generatedAt.toISOString(),
    language: locale,
    standard: exportText(locale, "standardValue"),
    company: data.company,
    report: data.report,
    comments: [...data.comments.values()].flat(),
    catalogue,
  }
}

/** The JSON export's text: encoded with its Schema, so it is exactly what the contract says. */
export const reportJsonText = (value: ReportExportJson) =>
  `${JSON.stringify(Schema.encodeSync(ReportExportJson)(value), null, 2)}\n`
