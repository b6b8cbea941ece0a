import type { PageFigures } from "./pageFigures.js"

type Pages = {
  readonly login: PageFigures
  readonly dashboard: PageFigures
  readonly reportForm: PageFigures
}

export interface Budget {
  readonly page: keyof Pages
  readonly measure: "jsGzipBytes" | "usableMs"
  /** The largest value that meets the budget (bytes, or ms). */
  readonly limit: number
  readonly why: string
}

export interface BudgetResult extends Budget {
  readonly actual: number
  readonly met: boolean
}

const kB = 1024

/**
 * What the web pages may cost (docs/decisions/028). Bytes are the sum of each JavaScript file
 * gzip-compressed at level 9, the yardstick of the issue; times are medians on the bench machine,
 * so they are looser and read against the machine's load average at the start.
 */
export const budgets: ReadonlyArray<Budget> = [
  { page: "login", measure: "jsGzipBytes", limit: 150 * kB, why: "the goal of the issue Speed" },
  // Before the split every page loaded the whole app, 483 kB gzip (2026-11-26): never more again.
  { page: "dashboard", measure: "jsGzipBytes", limit: 420 * kB, why: "less than the whole app" },
  { page: "reportForm", measure: "jsGzipBytes", limit: 480 * kB, why: "less than the whole app" },
  { page: "login", measure: "usableMs", limit: 1500, why: "usable soon in a cold browser" },
  { page: "reportForm", measure: "usableMs", limit: 3000, why: "usable soon in a cold browser" },
]

export const checkBudgets = (pages: Pages): BudgetResult[] =>
  budgets.map((budget) => {
    const actual = pages[budget.page][budget.measure]
    return { ...budget, actual, met: actual <= budget.limit }
  })
