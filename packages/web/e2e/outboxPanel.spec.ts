import { expect } from "@playwright/test"
import { expectNoSeriousA11yViolations } from "./axe.js"
import { signIn, startDemoApi, type DemoApi } from "./ghgDemoApi.js"
import { clientAddress, test } from "./support/clientAddress.js"
import { ports } from "./support/ports.js"

/**
 * The mail outbox on /superadmin is the development outbox only (issue 15): against an API that
 * sends mail over SMTP, the API refuses the view (queued mail may hold live links) and the page shows
 * no outbox panel. billing.spec.ts sees the panel on an API without SMTP.
 */

let demo: DemoApi
test.beforeAll(async () => {
  test.setTimeout(90_000)
  demo = await startDemoApi(ports.app + 13, { SMTP_URL: `smtp://127.0.0.1:${ports.smtp}` })
})
test.afterAll(async () => {
  await demo?.stop()
})

test("a superadmin sees no mail outbox when the service sends mail over SMTP", async ({ browser }) => {
  const context = await browser.newContext({
    locale: "en-US",
    extraHTTPHeaders: { "x-forwarded-for": clientAddress() },
  })
  const page = await context.newPage()
  await signIn(page, demo, demo.superadmin)
  await page.goto(`${demo.url}/superadmin`)
  await expect(page.getByRole("heading", { level: 1, name: "Admin dashboard" })).toBeVisible()
  await expect(page.getByRole("region", { name: "Companies" })).toBeVisible()
  await expect(page.getByRole("heading", { name: "Mail outbox" })).toHaveCount(0)
  await expect(page.getByRole("tab", { name: "Audit" })).toBeVisible()
  await expect(page.getByRole("tab", { name: "Outbox" })).toHaveCount(0)
  // Asked for by its URL, the missing tab falls back to the companies.
  await page.goto(`${demo.url}/superadmin?tab=outbox`)
  await expect(page.getByRole("region", { name: "Companies" })).toBeVisible()
  await expectNoSeriousA11yViolations(page)
  await context.close()
})
