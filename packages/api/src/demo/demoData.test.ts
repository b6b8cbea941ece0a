import { describe, expect, it } from "vitest"
import type { AccountId } from "@vsme/core"
import { authSignIn, profileGet } from "@vsme/sdk"
import { calculationDetail, findCalculation, listCalculations } from "../ghg/calculationRepo.js"
import { currentTotpCode } from "../identity/totp.js"
import { listReports } from "../reports/reportRepo.js"
import { browserAgent, sampleReport } from "../testing/index.js"
import { useTestServerWithRealSignIn } from "../testing/apiKit.js"
import { demoCalculation, seedDemoData } from "./demoData.js"

// The demo's people sign in with their passwords, as the app signs them in.
const server = useTestServerWithRealSignIn()

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

    // The CO2 calculation, with figures in every scope, computed as ghg.list and ghg.get compute them.
    const accountId = profile.accounts[0]!.id as AccountId
    const calculations = await listCalculations(server.db, accountId)
    expect(calculations).toEqual([
      expect.objectContaining({
        title: "Päästöt 2025",
        site: "Helsingin toimisto",
        status: "draft",
        period: { start: "2025-01-01", end: "2025-12-31" },
        rowCount: 5,
      }),
    ])
    const detail = await calculationDetail(
      server.db,
      accountId,
      await findCalculation(server.db, accountId, calculations[0]!.id),
    )
    expect(detail.title).toBe(demoCalculation.title)
    expect(new Set(detail.rows.map((r) => r.scope))).toEqual(new Set([1, 2, 3]))
    for (const row of detail.rows) {
      expect(row.factor.kind).toBe("library")
      expect(row.emissions).toBeGreaterThan(0)
      // Each factor is the newest one a 2025 calculation is offered: no "newer factor" notes.
      expect(row.factorUpdates).toEqual([])
    }
    expect(detail.readinessIssues).toEqual([])
    // 3 000 l diesel × 2.6924235; 40 000 kWh × 27 g + 90 MWh × 183 kg (market: 352.45 g, 162 g/kWh);
    // 24 flights × 111 kg (category 6) + 4 t waste × 506 kg (category 5).
    expect(detail.totals).toEqual({
      unit: "tCO2e",
      scope1: 8.077271,
      scope2LocationBased: 17.55,
      scope2MarketBased: 28.678,
      scope3: 4.688,
      scope3ByCategory: { 5: 2.024, 6: 2.664 },
      total: 30.315271,
      totalMarketBased: 41.443271,
    })
    expect(calculations[0]!.totals).toEqual(detail.totals)

    // The second company, whose own owner answers Demo Oy's requests and receives its shares.
    const supplier = browserAgent(server.url)
    const signedIn = await supplier.call(authSignIn, {
      email: created!.supplier.email,
      password: created!.supplier.password,
      proof: await supplier.proof(),
    })
    supplier.setAccessToken(signedIn.accessToken)
    const supplierProfile = await supplier.call(profileGet, null)
    expect(supplierProfile.accounts).toEqual([
      expect.objectContaining({ name: "Demo Toimittaja Oy", role: "owner" }),
    ])
    expect(await listReports(server.db, supplierProfile.accounts[0]!.id)).toEqual([
      expect.objectContaining({ title: "Vastuullisuusraportti 2025", comprehensive: true }),
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
