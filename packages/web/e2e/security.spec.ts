import { expect, test } from "@playwright/test"
import { expectNoSeriousA11yViolations } from "./axe.js"
import { fakeApi, storeActiveAccount } from "./fakeApi.js"

// The state "off" is seen against the real server in onboarding.spec.ts; "on" needs an authenticator
// app's code, so the profile says so here.
test("with two-factor authentication on, the Security tab offers to turn it off or to set up a new app", async ({
  page,
}) => {
  await fakeApi(page, { signedIn: { totpEnabled: true } })
  await storeActiveAccount(page)
  await page.goto("/account?tab=security")
  const panel = page.getByRole("tabpanel", { name: "Security" })
  await expect(panel.getByText("Two-factor authentication is on")).toBeVisible()
  await expect(panel.getByRole("button", { name: "Turn off two-factor authentication" })).toBeVisible()
  await expect(panel.getByRole("button", { name: "Set up two-factor authentication" })).toHaveCount(0)
  await expect(panel.getByText("only when you confirm a code from the new app")).toBeVisible()
  await expectNoSeriousA11yViolations(page)

  await panel.getByRole("button", { name: "Set up a new authenticator app" }).click()
  await expect(panel.getByLabel("Current password")).toBeVisible()
  await expect(panel.getByRole("heading", { name: "Two-factor authentication" })).toBeFocused()
  await panel.getByRole("button", { name: "Cancel" }).click()
  await expect(panel.getByRole("button", { name: "Turn off two-factor authentication" })).toBeVisible()
})
