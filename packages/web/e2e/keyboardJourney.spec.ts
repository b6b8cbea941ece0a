import { expect, type Locator, type Page } from "@playwright/test"
import { expectNoSeriousA11yViolations } from "./axe.js"
import { test } from "./support/clientAddress.js"
import { signUpWithCompany } from "./support/companyUser.js"
import { selectButton } from "./support/controls.js"

/**
 * A whole report with the keyboard only (docs/decisions/029): from the empty dashboard's guide to
 * the report, every step of the form with "Save and next", a choice in a select, a skip with its
 * reason, the question list's groups, the final step's refusal and its links, the dashboard's menu;
 * then the same screens at 200 % zoom scroll only downwards. No mouse event is sent after sign-up.
 */

/**
 * Presses Tab (Shift+Tab backwards) until `target` has focus; fails after `max` presses. The target is
 * found once, by its role and name, and then compared with the focused element after every press:
 * finding it by role again before each press (the accessible names of every button of a form with a
 * hundred questions) was most of this journey's time. Found again only when React replaced it.
 */
const tabTo = async (page: Page, target: Locator, { max = 60, backwards = false } = {}) => {
  let element = await target.elementHandle({ timeout: 10_000 })
  for (let i = 0; i < max; i += 1) {
    const state = await element.evaluate((el) =>
      !el.isConnected ? "replaced" : el === document.activeElement ? "focused" : "elsewhere",
    )
    if (state === "focused") return
    if (state === "replaced") {
      await element.dispose()
      element = await target.elementHandle({ timeout: 10_000 })
      continue
    }
    await page.keyboard.press(backwards ? "Shift+Tab" : "Tab")
  }
  await element.dispose()
  await expect(target, `reached with ${max} Tab presses`).toBeFocused({ timeout: 1 })
}

/** The document is no wider than the window: nothing to scroll sideways. */
const expectNoSidewaysScroll = async (page: Page, where: string) => {
  const { scrollWidth, innerWidth, wide } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
    wide: [...document.body.querySelectorAll("*")]
      .filter((e) => e.getBoundingClientRect().right > window.innerWidth + 0.5)
      .slice(-5)
      .map((e) => `${e.tagName.toLowerCase()}.${e.className}`),
  }))
  expect(scrollWidth, `${where} at 200 % zoom: ${wide.join(", ")}`).toBeLessThanOrEqual(innerWidth)
}

test("a whole report with the keyboard only, and its screens at 200 % zoom", async ({ page }) => {
  test.setTimeout(600_000) // 4.5 min seen in CI beside the unit tests on 2 cores
  await signUpWithCompany(page, "keyboard")
  const title = "Keyboard report 2025"
  let reportUrl = ""

  await test.step("the empty dashboard's guide creates the first report", async () => {
    await expect(page.getByRole("heading", { name: "Getting started" })).toBeVisible()
    await tabTo(page, page.getByRole("button", { name: "Create your first report" }))
    await page.keyboard.press("Enter")
    const dialog = page.getByRole("dialog", { name: "Create new report" })
    const titleField = dialog.getByLabel("Title")
    await tabTo(page, titleField)
    await page.keyboard.press("ControlOrMeta+A")
    await page.keyboard.type(title)
    await tabTo(page, dialog.getByRole("button", { name: "Create report" }))
    await page.keyboard.press("Enter")
    await expect(page).toHaveURL(/\/reports\/[0-9a-f-]{36}$/)
    reportUrl = page.url()
  })

  const next = page.getByRole("button", { name: /^Save and (next|go to final)$/ })
  const place = page.locator(".report-form__place")

  await test.step("the skip link, a yes/no answer and a choice from a select", async () => {
    await expect(place).toContainText("B1", { timeout: 30_000 })
    await tabTo(page, page.getByRole("link", { name: "Skip to the question" }))
    await page.keyboard.press("Enter")
    // The first question is a yes/no screening: arrows move between the radio buttons.
    await expect(page.getByRole("radio", { name: "Yes" })).toBeFocused()
    await page.keyboard.press("ArrowDown")
    await expect(page.getByRole("radio", { name: "No" })).toBeChecked()
    await tabTo(page, next)
    await page.keyboard.press("Enter")
    // "Reporting option": React Aria's select opens with the arrow key and takes Enter.
    const option = selectButton(page, "Reporting option")
    await tabTo(page, option)
    await page.keyboard.press("ArrowDown")
    await expect(page.getByRole("listbox")).toBeVisible()
    await page.keyboard.press("ArrowDown")
    await page.keyboard.press("Enter")
    await expect(page.getByRole("listbox")).toBeHidden()
    await expect(option).not.toHaveText("Choose…")
    await expect(option).toBeFocused()
    await tabTo(page, next)
    await page.keyboard.press("Enter")
    await expect(page.getByText("Saved.")).toBeVisible()
  })

  await test.step("a skip with its reason, chosen with the keyboard", async () => {
    const reason = selectButton(page, "Reason for skipping")
    await tabTo(page, reason)
    await page.keyboard.press("Enter")
    await page.keyboard.press("End")
    await page.keyboard.press("Enter")
    await expect(reason).toContainText("Classified")
    await tabTo(page, page.getByRole("button", { name: "Skip question" }))
    await page.keyboard.press("Enter")
    await expect(page.getByText(/^Skipped: /)).toBeVisible()
  })

  await test.step("every step of the form with Save and next, to the final step", async () => {
    for (let step = 0; step < 120; step += 1) {
      if ((await place.textContent()) === "Final step") break
      const before = await place.textContent()
      await tabTo(page, next)
      await page.keyboard.press("Enter")
      await expect(place).not.toHaveText(before ?? "")
    }
    await expect(place).toHaveText("Final step")
    await expectNoSeriousA11yViolations(page)
  })

  await test.step("Mark ready is refused with links to what is open; a link opens its question", async () => {
    await tabTo(page, page.getByRole("button", { name: "Mark ready" }), { max: 250 })
    await page.keyboard.press("Enter")
    const refusal = page.locator(".report-state .alert")
    await expect(refusal).toContainText("The report cannot be marked ready yet.")
    const firstOpen = refusal.getByRole("link").first()
    await tabTo(page, firstOpen)
    await page.keyboard.press("Enter")
    await expect(place).not.toHaveText("Final step")
    await expect(page.getByRole("heading", { level: 2 }).last()).toBeVisible()
  })

  await test.step("the question list's groups fold and unfold with Enter", async () => {
    const group = page.getByRole("button", { name: /^B2 / })
    await tabTo(page, group, { max: 200, backwards: true })
    await expect(group).toHaveAttribute("aria-expanded", "true")
    await page.keyboard.press("Enter")
    await expect(group).toHaveAttribute("aria-expanded", "false")
    await page.keyboard.press("Enter")
    await expect(group).toHaveAttribute("aria-expanded", "true")
  })

  await test.step("the dashboard's menu: open, move, Escape returns focus", async () => {
    await tabTo(page, page.getByRole("link", { name: "Dashboard" }).first(), { max: 250, backwards: true })
    await page.keyboard.press("Enter")
    const more = page.getByRole("button", { name: `More actions: ${title}` })
    await tabTo(page, more)
    await page.keyboard.press("Enter")
    const menu = page.getByRole("menu")
    await expect(menu).toBeVisible()
    await expect(menu.getByRole("menuitem").first()).toBeFocused()
    await page.keyboard.press("ArrowDown")
    await page.keyboard.press("ArrowDown")
    await expect(menu.getByRole("menuitem", { name: "Rename" })).toBeFocused()
    await page.keyboard.press("Enter")
    const dialog = page.getByRole("dialog", { name: "Rename report" })
    await expect(dialog).toBeVisible()
    await page.keyboard.press("Escape")
    await expect(dialog).toBeHidden()
    await tabTo(page, page.getByRole("link", { name: new RegExp(`^Continue\\W+${title}$`) }), {
      max: 5,
      backwards: true,
    })
    await page.keyboard.press("Enter")
    await expect(page).toHaveURL(reportUrl)
  })

  await test.step("200 % zoom: a 1280 × 800 window shows 640 × 400 CSS pixels", async () => {
    await page.setViewportSize({ width: 640, height: 400 })
    await page.goto("/")
    await expect(page.locator(".report-card")).toBeVisible()
    await expectNoSidewaysScroll(page, "the dashboard")
    await page.goto(reportUrl)
    await expect(place).toBeVisible({ timeout: 30_000 })
    await expectNoSidewaysScroll(page, "the report form")
    const toggle = page.locator(".question-list__toggle")
    await expect(toggle).toBeVisible()
    await toggle.focus()
    await page.keyboard.press("Enter")
    await expect(page.getByRole("button", { name: "Close the question list" })).toBeVisible()
    await expectNoSidewaysScroll(page, "the question list")
    await page.keyboard.press("Escape")
    await expect(toggle).toBeFocused()
    await page.goto(`${reportUrl}/review`)
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible({ timeout: 30_000 })
    await expectNoSidewaysScroll(page, "the review")
  })
})
