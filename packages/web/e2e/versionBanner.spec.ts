import { expect, test, type Page } from "@playwright/test"
import { expectNoSeriousA11yViolations } from "./axe.js"
import { fakeApi } from "./fakeApi.js"

/**
 * Opens /login on build-1 and lets the regular 5-minute check find build-2. The page's clock stands
 * still from the first answer on (pauseAt) until the test resumes it, so the countdown reads what it
 * reads however slowly the machine runs: with a running clock it had ticked to 50 s on a busy one
 * before it was read.
 */
const openWithNewVersionNoticed = async (page: Page) => {
  await page.clock.install()
  await fakeApi(page, { error: "Unauthorized", status: 401 }, ["build-1", "build-2"])
  const firstCheck = page.waitForResponse((r) => r.url().includes("root.version"))
  await page.goto("/login")
  await firstCheck
  await page.clock.pauseAt(Date.now() + 1_000)
  const banner = page.getByRole("region", { name: "New version" })
  await expect(banner).toHaveCount(0)
  // The next check is scheduled once the first answer is handled, a moment after it arrives: until
  // the second check has gone out, five more minutes pass. The loop ends when its request is sent
  // (not answered: a slow answer must not let another five minutes run the countdown down).
  await expect(async () => {
    const secondCheck = page.waitForRequest((r) => r.url().includes("root.version"), { timeout: 2_000 })
    await page.clock.fastForward("05:01")
    await secondCheck
  }).toPass()
  await expect(banner).toBeVisible()
  return banner
}

test("a new server version shows the update banner; remind me later hides it until the next check", async ({
  page,
}) => {
  const banner = await openWithNewVersionNoticed(page)
  await expect(banner).toContainText("A new version of the service is available.")
  await expect(banner).toContainText("The page reloads automatically in 60 s.")
  // axe waits on timers of its own: the clock runs again (the countdown with it) from here on.
  await page.clock.resume()
  await expectNoSeriousA11yViolations(page)

  await banner.getByRole("button", { name: "Remind me later" }).click()
  await expect(banner).toHaveCount(0)
  await page.clock.fastForward("05:01")
  await expect(banner).toBeVisible()

  await banner.getByRole("button", { name: "Dismiss" }).click()
  await expect(banner).toHaveCount(0)
  await page.clock.fastForward("05:01")
  await expect(banner).toHaveCount(0)
})

test("the page reloads by itself when the countdown ends", async ({ page }) => {
  const banner = await openWithNewVersionNoticed(page)

  // Running again, so that the reloaded page's timers run as well.
  await page.clock.resume()
  const reloaded = page.waitForEvent("load")
  await page.clock.runFor(61_000)
  await reloaded
  // The reloaded page runs the new version: nothing more to announce.
  await expect(page.getByRole("heading", { level: 1, name: "Sign in" })).toBeVisible()
  await expect(banner).toHaveCount(0)
})
