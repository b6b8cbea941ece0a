import { appendFileSync } from "node:fs"
import axe from "axe-core"
import { expect, test, type Frame, type Page } from "@playwright/test"

/** The rules every scan applies: WCAG 2.0–2.2 A and AA, and axe's best practices. */
const tags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"]

type AxeWindow = { axe?: typeof axe }

const injection = `${axe.source}
;axe.configure({ allowedOrigins: ["<same_origin>"], branding: { application: "playwright" } })`

/**
 * Puts axe into a frame unless it is there already. A single-page app keeps its document from one
 * screen to the next, so a journey that scans ten screens injects axe's 650 kB once, not ten times
 * (`@axe-core/playwright` evaluated it twice per scan: 150–1,000 ms each on a busy machine; decision
 * 031, addendum 5). A full page load gives a new document and so a new injection.
 */
const ensureAxe = async (frame: Frame) => {
  const present = await frame.evaluate(() => typeof (window as AxeWindow).axe?.run === "function")
  if (!present) await frame.evaluate(injection)
  return !present
}

type Violation = { id: string; impact: string | null; help: string; targets: string[] }

/**
 * Scans the page (or the part `include` selects) as it is now, with axe.run in the page itself, and
 * brings back only the violations: the passes and inapplicable rules, which nobody reads here, were
 * most of what crossed to the test on a large page. Same-origin frames (an invoice copy) are scanned
 * with it, as axe does when they have axe too.
 */
const scan = async (page: Page, include?: string): Promise<Violation[]> => {
  const started = Date.now()
  const injected = await ensureAxe(page.mainFrame())
  for (const frame of page.frames().slice(1)) await ensureAxe(frame).catch(() => false)
  const violations = await page.evaluate(
    async ({ include, tags }) => {
      const found = await (window as AxeWindow).axe!.run(include ? { include: [include] } : document, {
        runOnly: { type: "tag", values: tags },
      })
      return found.violations.map((v) => ({
        id: v.id,
        impact: v.impact ?? null,
        help: v.help,
        targets: v.nodes.map((n) => n.target.join(" ")),
      }))
    },
    { include, tags },
  )
  logScan(page, Date.now() - started, injected)
  return violations
}

/** With VSME_AXE_LOG set, one JSON line per scan, to see what the scans cost and where they repeat. */
const logScan = (page: Page, milliseconds: number, injected: boolean) => {
  const file = process.env.VSME_AXE_LOG
  if (!file) return
  const line = { test: test.info().titlePath.join(" › "), url: page.url(), milliseconds, injected }
  appendFileSync(file, `${JSON.stringify(line)}\n`)
}

const describeSerious = (violations: Violation[]) =>
  violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.targets.join(", ")}`)

/** Scans the page as it is now; fails on any serious or critical accessibility violation. */
export const expectNoSeriousA11yViolations = async (page: Page) => {
  expect(describeSerious(await scan(page)), `accessibility violations on ${page.url()}`).toEqual([])
}

/** The same, for the part of the page that `selector` selects (a section a spec adds to a scanned page). */
export const expectNoSeriousA11yViolationsIn = async (page: Page, selector: string) => {
  expect(
    describeSerious(await scan(page, selector)),
    `accessibility violations in ${selector} on ${page.url()}`,
  ).toEqual([])
}
