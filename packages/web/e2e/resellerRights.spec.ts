import { expect, type Browser, type Page } from "@playwright/test"
import { expectNoSeriousA11yViolations } from "./axe.js"
import { openCompany, signIn, startDemoApi, type DemoApi } from "./ghgDemoApi.js"
import { clientAddress, test } from "./support/clientAddress.js"
import { ports } from "./support/ports.js"
import { chooseOption } from "./support/controls.js"

/**
 * Who creates a reseller's client accounts (issue 15, decision 015), in Chromium against the real
 * API: a superadmin makes Demo Oy a reseller; its owner is offered to create client accounts, its
 * user is not (the Clients tab says who does, and the create form has no "for a client" choice),
 * while both still see the reseller's clients tab. Demo data is the only way to a superadmin, so this
 * runs on an API of its own (ghgDemoApi.ts).
 */

let demo: DemoApi
test.beforeAll(async () => {
  test.setTimeout(90_000)
  demo = await startDemoApi(ports.app + 10)
})
test.afterAll(async () => {
  await demo?.stop()
})

const visitor = async (browser: Browser, activeAccountId?: string): Promise<Page> => {
  const context = await browser.newContext({
    locale: "en-US",
    extraHTTPHeaders: { "x-forwarded-for": clientAddress() },
  })
  const page = await context.newPage()
  if (activeAccountId)
    await page.addInitScript((id) => window.localStorage.setItem("activeAccountId", id), activeAccountId)
  return page
}

const clientsTab = async (page: Page) => {
  await page.goto(`${demo.url}/account?tab=clients`)
  const panel = page.getByRole("tabpanel", { name: "Clients" })
  await expect(panel).toBeVisible()
  return panel
}

test("only a reseller's owners are offered to create client accounts; its users are not", async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000)

  await signIn(page, demo, demo.owner)
  await openCompany(page, /Demo Oy/)
  const demoOy = await page.evaluate(() => window.localStorage.getItem("activeAccountId"))
  expect(demoOy).toBeTruthy()

  await test.step("a superadmin makes Demo Oy a reseller", async () => {
    const admin = await visitor(browser, demoOy!)
    await signIn(admin, demo, demo.superadmin)
    await admin.goto(`${demo.url}/account?tab=subscription`)
    const subscription = admin.getByRole("tabpanel", { name: "Subscription" })
    await chooseOption(subscription, "Management account", "Reseller")
    await subscription.getByRole("button", { name: "Save" }).click()
    await expect(subscription.getByText("Changes saved.")).toBeVisible()
  })

  await test.step("its owner is offered to create a client account", async () => {
    const panel = await clientsTab(page)
    await expect(panel.getByRole("link", { name: "Create a client account" })).toBeVisible()
    await expectNoSeriousA11yViolations(page)
    await page.goto(`${demo.url}/create-account`)
    await expect(page.getByLabel("Create this account for a client of my management account")).toBeVisible()
  })

  await test.step("its user sees the clients but is told who creates them, and the form does not offer it", async () => {
    const user = await visitor(browser)
    await signIn(user, demo, demo.user)
    await openCompany(user, /Demo Oy/)
    const panel = await clientsTab(user)
    await expect(panel.getByText("Only this account's administrators create client accounts.")).toBeVisible()
    await expect(panel.getByRole("link", { name: "Create a client account" })).toHaveCount(0)
    await expectNoSeriousA11yViolations(user)
    await user.goto(`${demo.url}/create-account`)
    await expect(user.getByRole("heading", { level: 1 })).toBeVisible()
    await expect(user.getByLabel("Create this account for a client of my management account")).toHaveCount(0)
    await expectNoSeriousA11yViolations(user)
  })
})
