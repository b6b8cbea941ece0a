import type { Locale } from "../i18n/Locale.js"
import { formatNumber } from "./formatFigure.js"
import { summaryData, type SummaryData, type SummaryInput, type SummaryLine } from "./summaryData.js"
import { summaryTexts } from "./summaryTexts.js"

/** The lines around the data in the prompt; the instructions name them. */
export const dataStart = "REPORT DATA START"
export const dataEnd = "REPORT DATA END"

const line = (l: SummaryLine) => `- ${l.label}: ${l.value}`
const heading = (text: string) => `== ${text} ==`

/**
 * The summary data as plain text in its language: the block the model reads, and the text that the
 * figures of its answer are checked against (figureCheck.ts).
 */
export const renderSummaryData = (data: SummaryData): string => {
  const t = summaryTexts[data.locale]
  const count = (n: number) => formatNumber(n, data.locale)
  const blocks: string[][] = [
    [heading(t.sections.about), ...data.about.map(line)],
    [
      heading(t.sections.keyFigures),
      ...(data.keyFigures.length > 0 ? data.keyFigures.map(line) : [`- ${t.nothing}`]),
    ],
    [
      heading(t.sections.answers),
      ...data.disclosures.flatMap((d) => [
        `${d.code === "other" ? "" : `${d.code} `}${d.title}:`,
        ...d.lines.map(line),
      ]),
    ],
    [
      heading(t.sections.skipped),
      ...(data.skipped.length > 0
        ? data.skipped.map(
            (s) => `- ${s.code === "other" ? "" : `${s.code} `}${s.label}: ${t.skipReasons[s.reason]}`,
          )
        : [`- ${t.nothing}`]),
    ],
    [
      heading(t.sections.missing),
      ...(data.missing.length > 0
        ? data.missing.map(
            (m) => `- ${m.code === "other" ? "" : `${m.code} `}${m.title}: ${m.labels.join("; ")}`,
          )
        : [`- ${t.nothing}`]),
    ],
    [
      heading(t.sections.completeness),
      t.completenessLine({
        answered: count(data.counts.answered),
        leftOut: count(data.counts.leftOut),
        missing: count(data.counts.missing),
      }),
    ],
  ]
  return blocks.map((b) => b.join("\n")).join("\n\n")
}

/** A chat message of the OpenAI chat-completions protocol. */
export interface PromptMessage {
  readonly role: "system" | "user"
  readonly content: string
}

/** What a summary job sends to the model, and the data its answer is checked against. */
export interface SummaryPrompt {
  readonly locale: Locale
  readonly messages: ReadonlyArray<PromptMessage>
  /** The rendered report data (the part between the markers). */
  readonly data: string
}

/**
 * The prompt for an AI summary of a report in `locale` (issue 8): instructions to use only the given
 * data and to copy figures as written, the headings to use (overview, key figures, strengths, gaps,
 * next steps), and the report's data between two marker lines.
 */
export const buildSummaryPrompt = (input: SummaryInput, locale: Locale): SummaryPrompt => {
  const t = summaryTexts[locale]
  const data = renderSummaryData(summaryData(input, locale))
  return {
    locale,
    data,
    messages: [
      { role: "system", content: t.system(t.headings) },
      { role: "user", content: `${dataStart}\n${data}\n${dataEnd}\n\n${t.request}` },
    ],
  }
}

const sortKeys = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(sortKeys)
    : typeof value === "object" && value !== null
      ? Object.fromEntries(
          Object.keys(value)
            .sort()
            .map((key) => [key, sortKeys((value as Record<string, unknown>)[key])]),
        )
      : value

/**
 * The summary input as canonical JSON (keys sorted at every level): equal exactly when the content a
 * summary is made from is equal. The API hashes it to tell whether a summary is out of date; edits
 * that do not reach the summary (comments) and undone edits leave it unchanged.
 */
export const summarySourceKey = (input: SummaryInput): string => JSON.stringify(sortKeys(input))
