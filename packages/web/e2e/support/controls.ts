import { expect, type Locator, type Page } from "@playwright/test"

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")

/**
 * The button of a React Aria select (shell/controls/SelectField) by its label. Its accessible name is
 * the chosen value followed by the label ("kWh Yksikkö: …"), so the label is matched at the end.
 */
export const selectButton = (scope: Page | Locator, label: string) =>
  scope.getByRole("button", { name: new RegExp(`(^|\\s)${escape(label)}$`) })

/** Opens a React Aria select by its label and chooses an option by its visible text. */
export const chooseOption = async (scope: Page | Locator, label: string, option: string | RegExp) => {
  const page = "page" in scope ? scope.page() : scope
  await selectButton(scope, label).click()
  const listbox = page.getByRole("listbox")
  await expect(listbox).toBeVisible()
  await listbox.getByRole("option", { name: option, exact: typeof option === "string" }).click()
  await expect(listbox).toBeHidden()
}

/** The file input of a file picker (shell/controls/FilePicker), hidden behind its button. */
export const fileInput = (scope: Page | Locator, label: string) =>
  scope.locator(`input[type=file][aria-label="${label.replace(/"/g, '\\"')}"]`)

/**
 * On a phone (and at 200 % zoom) the report form's question list is a drawer behind one button:
 * opens it when that button is shown and the list is closed. Nothing to do on a desktop.
 */
export const showQuestionList = async (page: Page) => {
  const toggle = page.locator(".question-list__toggle")
  if ((await toggle.isVisible()) && (await toggle.getAttribute("aria-expanded")) === "false")
    await toggle.click()
}

/**
 * From the dashboard to the first report's review: its primary action when the report is answered
 * ("Review"), else the card's menu ("More" → "Review"). English interface.
 */
export const reviewFirstReport = async (page: Page) => {
  const card = page.locator(".report-card").first()
  await expect(card).toBeVisible({ timeout: 30_000 })
  const primary = card.getByRole("link", { name: /^Review\b/ })
  if (await primary.isVisible()) return primary.click()
  await card.getByRole("button", { name: /^More actions: / }).click()
  await page.getByRole("menuitem", { name: "Review", exact: true }).click()
}
