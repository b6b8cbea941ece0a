import type { BudgetResult } from "./budgets.js"
import type { PageFigures } from "./pageFigures.js"
import type { WebBenchResult } from "./webBench.js"

const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} kB`
const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(0) : "–")

const pageNames: Record<BudgetResult["page"], string> = {
  login: "/login",
  dashboard: "/dashboard (/)",
  reportForm: "report form",
}

const pageRow = (name: string, p: PageFigures) =>
  `| ${name} | ${p.scripts} | ${kb(p.jsBytes)} | ${kb(p.jsGzipBytes)} | ${kb(p.jsTransferredBytes)} | ` +
  `${ms(p.firstContentfulPaintMs)} | ${ms(p.domContentLoadedMs)} | ${ms(p.usableMs)} |`

const budgetValue = (b: Pick<BudgetResult, "measure">, value: number) =>
  b.measure === "jsGzipBytes" ? `${kb(value)} gzip` : `${ms(value)} ms usable`

/** The web app's section of results/latest.md and the READMEs: pages, then budgets. */
export const webSection = (web: WebBenchResult): string[] => {
  const lines = [
    "### Web app in Chromium",
    "",
    "Each page in a browser with nothing cached (signed-in pages with the person's session cookie):",
    "",
    "| page | JS files | JS | JS gzip | JS transferred | first paint ms | DOM ready ms | usable ms |",
    "|---|---:|---:|---:|---:|---:|---:|---:|",
    pageRow("/login", web.login),
  ]
  if (web.dashboard) lines.push(pageRow("/dashboard (/)", web.dashboard))
  lines.push(pageRow("report form", web.reportForm), "")
  if (web.budgets && web.budgets.length > 0) {
    lines.push("| budget | limit | measured | |", "|---|---:|---:|---|")
    for (const b of web.budgets)
      lines.push(
        `| ${pageNames[b.page]}: ${b.why} | ${budgetValue(b, b.limit)} | ${budgetValue(b, b.actual)} | ${b.met ? "met" : "**NOT met**"} |`,
      )
    lines.push("")
  }
  return lines
}

/** One line per page and budget for the console. */
export const webSummary = (web: WebBenchResult): string[] => {
  const pages: Array<[string, PageFigures | undefined]> = [
    ["/login", web.login],
    ["/dashboard", web.dashboard],
    ["report form", web.reportForm],
  ]
  const lines: string[] = []
  for (const [name, p] of pages)
    if (p)
      lines.push(
        `  ${name}: ${p.scripts} JS files, ${kb(p.jsBytes)} raw, ${kb(p.jsGzipBytes)} gzip, ` +
          `${kb(p.jsTransferredBytes)} transferred; usable after ${ms(p.usableMs)} ms`,
      )
  for (const b of web.budgets ?? [])
    lines.push(
      `  budget ${pageNames[b.page]} ≤ ${budgetValue(b, b.limit)}: ${budgetValue(b, b.actual)}, ${b.met ? "met" : "NOT met"}`,
    )
  return lines
}
