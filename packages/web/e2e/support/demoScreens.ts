import { expect, type Page } from "@playwright/test"
import { unusedTotpCode, type DemoApi } from "../ghgDemoApi.js"

/**
 * The main screens on the demo API's data (Demo Oy and its fully answered sample report), in Finnish:
 * shared by the committed screenshots (docScreenshots.shots.ts, `pnpm screenshots`) and the visual
 * checks (visual.spec.ts), so both show the same screens in the same state.
 */

/** Everything that changes from run to run: times, the build id. Masked in visual checks. */
export const dynamicText = [
  ".site-footer__build",
  ".report-card__meta",
  ".report-form__meta [aria-live]",
  ".review__meta",
  "time",
] as const

/** Signs in on /login in Finnish (with the authenticator code when asked), and stays in Finnish. */
export const signInInFinnish = async (
  page: Page,
  demo: DemoApi,
  who: { readonly email: string; readonly password: string; readonly totpSecret?: string },
) => {
  await page.goto(`${demo.url}/login?lng=fi`)
  await page.getByLabel("Sähköposti").fill(who.email)
  await page.getByLabel("Salasana").fill(who.password)
  await page.getByRole("button", { name: "Kirjaudu sisään", exact: true }).click()
  if (who.totpSecret) {
    const code = page.getByLabel("Tunnistautumiskoodi")
    await expect(code).toBeVisible({ timeout: 30_000 })
    await code.fill(await unusedTotpCode(who.totpSecret))
    await page.getByRole("button", { name: "Vahvista" }).click()
  }
  await expect(page).not.toHaveURL(/\/login(\?|$)/, { timeout: 30_000 })
}

/** The dashboard of Demo Oy with its report card, settled. */
export const openDashboard = async (page: Page, demo: DemoApi) => {
  await page.goto(`${demo.url}/`)
  const landing = page.getByRole("heading", { level: 1, name: /^(Etusivu|Valitse yritys)$/ })
  await expect(landing).toBeVisible({ timeout: 30_000 })
  if ((await landing.textContent()) === "Valitse yritys")
    await page.getByRole("button", { name: /Demo Oy/ }).click()
  await expect(page.getByRole("heading", { level: 1, name: "Etusivu" })).toBeVisible()
  await expect(page.locator(".report-card").first()).toBeVisible()
  await settle(page)
}

/** The demo report's form at a question of B3 (energy and emissions), settled. */
export const openReportForm = async (page: Page) => {
  await page.locator(".report-card__title a").first().click()
  await expect(page).toHaveURL(/\/reports\/[0-9a-f-]{36}$/)
  const url = page.url()
  await page.goto(`${url}?question=gate.hasEnergyBreakdown`)
  await expect(page.getByRole("heading", { level: 2 }).first()).toBeVisible({ timeout: 30_000 })
  await expect(page.locator(".report-form__place")).toContainText("B3")
  await settle(page)
  return url
}

/** Waits until fonts are loaded and nothing is loading or animating. */
export const settle = async (page: Page) => {
  await page.evaluate(() => document.fonts.ready.then(() => true))
  await expect(page.locator(".loading")).toHaveCount(0)
  await page.mouse.move(0, 0)
}
