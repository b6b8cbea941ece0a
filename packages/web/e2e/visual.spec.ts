import { expect, type Page } from "@playwright/test"
import { startDemoApi, type DemoApi } from "./ghgDemoApi.js"
import { test } from "./support/clientAddress.js"
import { dynamicText, openDashboard, openReportForm, settle, signInInFinnish } from "./support/demoScreens.js"
import { ports } from "./support/ports.js"

/**
 * Visual checks of the main screens (docs/decisions/029): the dashboard and the report form in
 * Finnish on the demo data, at 1280 and 390 px, compared with the committed images in
 * visual.spec.ts-snapshots/ with a tolerance for anti-aliasing. Times and the build id are masked.
 * After an intended change: `pnpm exec playwright test visual --update-snapshots`, then look at them.
 */
let demo: DemoApi
test.beforeAll(async () => {
  test.setTimeout(150_000)
  demo = await startDemoApi(ports.app + 17, {}, 120_000)
})
test.afterAll(async () => {
  await demo?.stop()
})

test.use({ locale: "fi-FI", reducedMotion: "reduce" })
// Same fonts, same pixels: the images are the system Chromium's on Linux (the CI machine's too).
test.skip(process.platform !== "linux", "the committed images are rendered on Linux")

const expectScreen = async (page: Page, name: string) => {
  await settle(page)
  await expect(page).toHaveScreenshot(name, {
    fullPage: true,
    mask: dynamicText.map((selector) => page.locator(selector)),
    maxDiffPixelRatio: 0.02,
    animations: "disabled",
    caret: "hide",
  })
}

test("the dashboard and the report form look as they did, at 1280 and 390 px", async ({ page }) => {
  test.setTimeout(90_000)
  await signInInFinnish(page, demo, demo.owner)
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(viewport)
    await openDashboard(page, demo)
    await expectScreen(page, `dashboard-${viewport.width}.png`)
    await openReportForm(page)
    await expectScreen(page, `report-form-${viewport.width}.png`)
  }
})
