import AxeBuilder from "@axe-core/playwright"
import { expect, type Page } from "@playwright/test"

/** Scans the page as it is now; fails on any serious or critical accessibility violation. */
export const expectNoSeriousA11yViolations = async (page: Page) => {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
    .analyze()
  const serious = results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)
  expect(serious, `accessibility violations on ${page.url()}`).toEqual([])
}
