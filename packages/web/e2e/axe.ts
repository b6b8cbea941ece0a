import AxeBuilder from "@axe-core/playwright"
import { expect, type Page } from "@playwright/test"

/**
 * Scans the page as it is now; fails on any serious or critical accessibility violation.
 *
 * Legacy mode runs axe inside the page itself. The default mode opens a second, blank page after every
 * scan to merge the results of cross-origin frames; the app has none, and that extra page cost about
 * a second per scan, of which the browser tests make a few hundred (decision 031, addendum 3).
 */
export const expectNoSeriousA11yViolations = async (page: Page) => {
  const results = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
    .analyze()
  const serious = results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)
  expect(serious, `accessibility violations on ${page.url()}`).toEqual([])
}
