import { expect, type Page } from "@playwright/test"

/** Text a person must never see: a missing translation or a value that was never filled in. */
export const expectNoBrokenText = async (page: Page) => {
  const text = await page.locator("body").innerText()
  expect(text).not.toMatch(/\bundefined\b|\[object Object\]|\bNaN\b/)
  // Raw catalogue keys look like "reports.form.saveNext": dotted lower-camel words, no spaces.
  expect(text).not.toMatch(/(^|\s)[a-z][a-zA-Z]+\.[a-z][a-zA-Z]+\.[a-z][a-zA-Z.]+(\s|$)/)
}
