import type { Locale } from "../i18n/Locale.js"
import { formatNumber } from "./formatFigure.js"
import { summaryData, type SummaryInput } from "./summaryData.js"
import { summaryTexts } from "./summaryTexts.js"

/**
 * The automatic key-figures summary (issue 8: used when no language model is configured): the
 * report's figures with units, its completeness, and what is left out or missing, written from the
 * data by rule. Labelled as automatic, not AI, in its own first lines.
 */
export const keyFiguresSummary = (input: SummaryInput, locale: Locale): string => {
  const t = summaryTexts[locale]
  const data = summaryData(input, locale)
  const count = (n: number) => formatNumber(n, locale)
  const about = data.about.map((l) => `${l.label}: ${l.value}`)
  const figures =
    data.keyFigures.length > 0
      ? data.keyFigures.map((l) => `- ${l.label}: ${l.value}`)
      : [t.automatic.noFigures]
  const sections = [
    [t.automatic.title, t.automatic.note],
    about,
    [t.sections.keyFigures, ...figures],
    [
      t.sections.completeness,
      t.completenessLine({
        answered: count(data.counts.answered),
        leftOut: count(data.counts.leftOut),
        missing: count(data.counts.missing),
      }),
    ],
    ...(data.skipped.length > 0
      ? [
          [
            t.automatic.skippedTitle,
            ...data.skipped.map(
              (s) => `- ${s.code === "other" ? "" : `${s.code} `}${s.label}: ${t.skipReasons[s.reason]}`,
            ),
          ],
        ]
      : []),
    ...(data.missing.length > 0
      ? [
          [
            t.automatic.missingTitle,
            ...data.missing.map(
              (m) => `- ${m.code === "other" ? "" : `${m.code} `}${m.title}: ${m.labels.join("; ")}`,
            ),
          ],
        ]
      : []),
  ]
  return sections.map((s) => s.join("\n")).join("\n\n")
}
