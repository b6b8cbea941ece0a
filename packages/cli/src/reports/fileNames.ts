import path from "node:path"
import type { Locale } from "@vsme/core"
import type { ReportSummary } from "@vsme/sdk"
import { extensionOf, type ExportFormat, type ExportOptions } from "./exportFormats.js"
import type { ScopedAccount } from "./reportScope.js"

/** A name part without what Windows, macOS or Linux refuse in a file name, and not hidden. */
const safe = (text: string) =>
  text
    .replace(/[\\/:*?"<>|\p{Cc}]/gu, " ")
    .replace(/\s+/g, " ")
    .trim()
    .replace(/^\.+/, "")
    .slice(0, 80)
    .trim() || "_"

/**
 * Where a report's export goes below the output folder: a folder per company, named and short-id'd
 * (two clients may share a name), and a file per report, language and format:
 * `Asiakas A Oy (1a2b3c4d)/2025 Vastuullisuusraportti 2025 (9f8e7d6c).fi.xlsx`. The same report,
 * language and format always land on the same path: that is what lets a re-run skip it.
 */
export const exportPath = (
  outDir: string,
  account: ScopedAccount,
  report: Pick<ReportSummary, "id" | "title" | "endDate">,
  options: ExportOptions & { readonly lang: Locale },
  format: ExportFormat,
) =>
  path.join(
    outDir,
    `${safe(account.name)} (${account.id.slice(0, 8)})`,
    `${report.endDate.slice(0, 4)} ${safe(report.title)} (${report.id.slice(0, 8)}).${options.lang}.${extensionOf(format, options)}`,
  )
