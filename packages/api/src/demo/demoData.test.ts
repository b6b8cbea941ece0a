import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { authSignIn, profileGet } from "@vsme/sdk"
import { currentTotpCode } from "../identity/totp.js"
import { listReports } from "../reports/reportRepo.js"
import { browserAgent, sampleReport, startTestServer, type TestServer } from "../testing/index.js"
import { seedDemoData } from "./demoData.js"

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.stop())

describe("demo data", () => {
  it("creates a superadmin and a company with an owner and a user once, who can sign in", async () => {
    const [first, second] = await Promise.all([
      seedDemoData(server.db, new Date()),
      seedDemoData(server.db, new Date()),
    ])
    const created = first ?? second
    expect([first, second].filter(Boolean)).toHaveLength(1)
    expect(await seedDemoData(server.db, new Date())).toBeNull()

    const browser = browserAgent(server.url)
    const owner = await browser.call(authSignIn, {
      email: created!.owner.email,
      password: created!.owner.password,
      proof: await browser.proof(),
    })
    browser.setAccessToken(owner.accessToken)
    const profile = await browser.call(profileGet, null)
    expect(profile.user.email_verified).toBe(true)
    expect(profile.accounts).toEqual([expect.objectContaining({ name: "Demo Oy", role: "owner" })])
    const reports = await listReports(server.db, profile.accounts[0]!.id)
    expect(reports).toEqual([
      expect.objectContaining({
        title: sampleReport().title,
        comprehensive: true,
        completeness: expect.objectContaining({ overall: expect.objectContaining({ state: "complete" }) }),
      }),
    ])

    const admin = browserAgent(server.url)
    const { superadmin } = created!
    await admin.call(authSignIn, {
      email: superadmin.email,
      password: superadmin.password,
      totpCode: currentTotpCode(superadmin.totpSecret, new Date()),
      proof: await admin.proof(),
    })
  })
})
