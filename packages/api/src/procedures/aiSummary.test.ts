import { afterAll, beforeEach, describe, expect, it, vi } from "vitest"
import type { AccountId } from "@vsme/core"
import {
  aiSummaryGet,
  aiSummaryKeyFigures,
  aiSummaryRequest,
  aiSummaryView,
  commentAdd,
  reportCreate,
  reportSaveAnswer,
  type AiSummaryStatus,
} from "@vsme/sdk"
import {
  dropMidway,
  empty,
  failWith,
  garbage,
  hold,
  reply,
  startFakeChatModel,
  type FakeChatModel,
} from "../testing/fakeChatModel.js"
import type { TestUser } from "../testing/index.js"
import { companyWithOwner, useTestServer, type Call, type KitServer } from "../testing/apiKit.js"

/**
 * AI summaries end to end over HTTP: the real `openai` client against a local server that speaks the
 * chat-completions protocol (testing/fakeChatModel.ts), the real worker, on PGlite and PostgreSQL.
 */

// Generations run in the background: allow for a machine busy with other test runs.
vi.setConfig({ testTimeout: 90_000, hookTimeout: 120_000 })

const model: FakeChatModel = await startFakeChatModel()
/** An address where no model answers: a fake model's, closed again. */
const unreachableModelUrl = await (async () => {
  const closed = await startFakeChatModel()
  await closed.close()
  return closed.url
})()

const aiEnv = (extra: Record<string, string> = {}) => ({
  AI_BASE_URL: model.url,
  AI_API_KEY: "sk-test",
  AI_MODEL: "fake-model",
  AI_TIMEOUT_MS: "8000",
  AI_DAILY_LIMIT: "3",
  ...extra,
})

// After hooks run in reverse order: a held request is let go before the servers stop, and the model
// closes after them.
afterAll(() => model.close())
/** Streams (the default). */
const server = useTestServer({ env: aiEnv() })
afterAll(() => model.releaseHeld())

const missing = "00000000-0000-4000-8000-000000000000"

interface Company {
  readonly owner: TestUser
  readonly accountId: AccountId
  readonly call: Call
}

/** A company with an owner on `on`; active unless it is to stay in trial. */
const company = async (on: KitServer, state: "active" | "trial" = "active"): Promise<Company> => {
  const { owner, company: accountId } = await companyWithOwner(on.database.db, {
    name: "Puutarha Oy",
    ownerName: "Olga Owner",
  })
  await on.database.db("accounts").where({ id: accountId }).update({ state })
  return { owner, accountId, call: on.as(owner, accountId) }
}

const answered = (value: unknown) => ({ status: "answered", value })

/** A report with a few answers of each kind: figures in two units, a choice, a yes/no, a skip. */
const sampleReport = async (c: Company) => {
  const created = await c.call(reportCreate, {
    title: "Sustainability report 2025",
    startDate: "2025-01-01",
    endDate: "2025-12-31",
    comprehensive: false,
  })
  expect(created.status).toBe(200)
  const reportId = (created.result as { id: string }).id
  const answers: Record<string, unknown> = {
    NumberOfEmployees: answered(42),
    Turnover: answered(3_200_000),
    UndertakingsLegalForm: answered("PrivateLimitedLiabilityUndertakingMember"),
    GrossScope1GreenhouseGasEmissions: answered({ amount: 12.5, unit: "tCO2e" }),
    GrossLocationBasedScope2GreenhouseGasEmissions: answered({ amount: 8340, unit: "kgCO2e" }),
    UndertakingAppliesCircularEconomyPrinciples: answered(true),
    TotalAmountOfWaterWithdrawnFromAllSites: { status: "skipped", reason: "notAvailable" },
  }
  for (const [questionId, answer] of Object.entries(answers)) {
    const saved = await c.call(reportSaveAnswer, { reportId, questionId, basedOnVersion: 0, answer })
    expect(saved.status, JSON.stringify(saved.error)).toBe(200)
  }
  return reportId
}

const statusOf = async (c: Company, reportId: string) => {
  const res = await c.call(aiSummaryGet, { reportId })
  expect(res.status, JSON.stringify(res.error)).toBe(200)
  return res.result as AiSummaryStatus
}

/** Polls aiSummary.get (as the panel does) until `done` holds; every answer seen is kept. */
const waitFor = async (
  c: Company,
  reportId: string,
  done: (s: AiSummaryStatus) => boolean,
  seen: AiSummaryStatus[] = [],
  timeoutMs = 45_000,
) => {
  const until = Date.now() + timeoutMs
  for (;;) {
    const status = await statusOf(c, reportId)
    seen.push(status)
    if (done(status)) return status
    if (Date.now() > until) throw new Error(`timed out; last state ${JSON.stringify(status).slice(0, 400)}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}
const settled = (s: AiSummaryStatus) => s.state === "done" || s.state === "error"

const request = async (c: Company, reportId: string, language?: string) => {
  const res = await c.call(aiSummaryRequest, { reportId, ...(language ? { language } : {}) })
  expect(res.status, JSON.stringify(res.error)).toBe(200)
  return res.result as AiSummaryStatus
}

const lastPrompt = () => model.requests.at(-1)!.body

describe("aiSummary tenant isolation", () => {
  let a: Company
  let b: Company
  let reportId: string
  beforeEach(async () => {
    a = await company(server)
    b = await company(server)
    reportId = await sampleReport(a)
  })

  it("answers NotFound for another company's report, and starts nothing", async () => {
    for (const [procedure, input] of [
      [aiSummaryGet, { reportId }],
      [aiSummaryRequest, { reportId }],
      [aiSummaryKeyFigures, { reportId, language: "en" }],
    ] as const) {
      const res = await b.call(procedure, input)
      expect(res).toMatchObject({ status: 404, error: { _tag: "NotFound" } })
      expect(JSON.stringify(res)).not.toContain("Puutarha")
    }
    expect(await server.database.db("ai_summaries").where({ report_id: reportId })).toEqual([])
  })

  it("answers NotFound for another company's summary", async () => {
    model.script(reply(["Overview\nFine.\n"]))
    const { current } = await request(a, reportId)
    await waitFor(a, reportId, settled)
    const res = await b.call(aiSummaryView, { summaryId: current!.id })
    expect(res).toMatchObject({ status: 404, error: { _tag: "NotFound" } })
  })
})

describe("aiSummary subscription", () => {
  it("refuses a trial account with SubscriptionRequired, for every procedure", async () => {
    const trial = await company(server, "trial")
    const reportId = await sampleReport(trial)
    for (const [procedure, input] of [
      [aiSummaryGet, { reportId }],
      [aiSummaryRequest, { reportId }],
      [aiSummaryView, { summaryId: missing }],
      [aiSummaryKeyFigures, { reportId, language: "fi" }],
    ] as const) {
      const res = await trial.call(procedure, input)
      expect(res).toMatchObject({
        status: 403,
        error: { _tag: "SubscriptionRequired", feature: "aiSummary" },
      })
    }
    expect(await server.database.db("ai_summaries").where({ report_id: reportId })).toEqual([])
  })
})

describe("aiSummary input", () => {
  it("rejects a malformed report id and an unknown language with their paths", async () => {
    const c = await company(server)
    const bad = await c.call(aiSummaryRequest, { reportId: "nope", language: "de" })
    expect(bad.status).toBe(400)
    const paths = new Set((bad.error!.issues as Array<{ path: unknown[] }>).map((i) => i.path[0]))
    expect([...paths].sort()).toEqual(["language", "reportId"])
    const view = await c.call(aiSummaryView, { summaryId: 42 })
    expect(view.status).toBe(400)
  })
})

describe("aiSummary streaming", () => {
  it("goes pending → generating → done, with the text appearing as it streams", async () => {
    const c = await company(server)
    const reportId = await sampleReport(c)
    const pieces = [
      "Overview\n",
      "Puutarha Oy has 42 employees.\n",
      "Key figures\n",
      "- Scope 1 emissions: 12.5 tCO2e\n",
      "- Scope 1 and 2 total: 20.84 tCO2e\n",
      "Next steps\n- Measure water withdrawal.",
    ]
    model.script(reply(pieces, { delayMs: 350 }))
    const asked = await request(c, reportId, "en")
    expect(asked.state).toBe("pending")
    expect(asked.current).toMatchObject({ state: "pending", text: "", language: "en", model: "fake-model" })
    expect(asked.current!.requestedBy).toMatchObject({ userId: c.owner.id, displayName: "Olga Owner" })

    const seen: AiSummaryStatus[] = []
    const done = await waitFor(c, reportId, settled, seen)
    const whole = pieces.join("")
    expect(done.state).toBe("done")
    expect(done.current).toMatchObject({ text: whole, errorKind: null, outOfDate: false, mismatches: [] })
    expect(done.current!.finishedAt).not.toBeNull()
    // Somewhere along the way the panel saw part of the text while it was still generating.
    const partial = seen.filter((s) => s.state === "generating" && s.current!.text.length > 0)
    expect(partial.length).toBeGreaterThan(0)
    for (const s of partial) expect(whole.startsWith(s.current!.text)).toBe(true)
    expect(partial.some((s) => s.current!.text.length < whole.length)).toBe(true)

    const prompt = lastPrompt()
    expect(prompt).toMatchObject({ model: "fake-model", stream: true })
    expect(model.requests.at(-1)!.authorization).toBe("Bearer sk-test")
    expect(prompt.messages[0]).toMatchObject({ role: "system" })
    expect(prompt.messages[0]!.content).toContain("Use only the report data")
    expect(prompt.messages[0]!.content).toContain("Write in English")
    const data = prompt.messages[1]!.content
    expect(data).toContain("REPORT DATA START")
    expect(data).toContain("- Company: Puutarha Oy")
    expect(data).toContain("- B1 Number of employees: 42")
    expect(data).toContain("- B3 Scope 2 emissions (location-based): 8,340 kgCO2e (8.34 tCO2e)")
    expect(data).toContain("- B3 Scope 1 and 2 total (location-based): 20.84 tCO2e")
    expect(data).toContain("- B6 Total water withdrawal: information not available")
    expect(data).toContain("Required information still missing")
  })

  it("builds the prompt in the report's language: Finnish and Swedish", async () => {
    const c = await company(server)
    const reportId = await sampleReport(c)
    await request(c, reportId, "fi")
    await waitFor(c, reportId, settled)
    const fi = lastPrompt()
    expect(fi.messages[0]!.content).toContain("Kirjoita suomeksi")
    expect(fi.messages[0]!.content).toContain("Käytä vain raportin tietoja")
    expect(fi.messages[1]!.content).toContain("- B1 Liikevaihto: 3\u00a0200\u00a0000 EUR")
    expect(fi.messages[1]!.content).toContain("- B3 Scope 1 -päästöt: 12,5 tCO2e")
    expect(fi.messages[1]!.content).toContain("Raportointikausi: 1.1.2025 – 31.12.2025")

    await request(c, reportId, "sv")
    await waitFor(c, reportId, (s) => settled(s) && s.current!.language === "sv")
    const sv = lastPrompt()
    expect(sv.messages[0]!.content).toContain("Skriv på svenska")
    expect(sv.messages[1]!.content).toContain("- B3 Scope 1-utsläpp: 12,5 tCO2e")
    expect(sv.messages[1]!.content).toContain("uppgiften finns inte tillgänglig")
  })

  it("writes in the requester's own language when none is named", async () => {
    const c = await company(server)
    await server.database.db("users").where({ id: c.owner.id }).update({ locale: "sv" })
    const reportId = await sampleReport(c)
    const asked = await request(c, reportId)
    expect(asked.current!.language).toBe("sv")
    await waitFor(c, reportId, settled)
  })

  it("lets a second request join the running one", async () => {
    const c = await company(server)
    const reportId = await sampleReport(c)
    const before = model.requests.length
    model.script(reply(["Overview\n", "Joined."], { delayMs: 300 }))
    const [first, second] = await Promise.all([request(c, reportId), request(c, reportId)])
    expect(second.current!.id).toBe(first.current!.id)
    const third = await request(c, reportId)
    expect(third.current!.id).toBe(first.current!.id)
    await waitFor(c, reportId, settled)
    expect(model.requests.length - before).toBe(1)
    expect(await server.database.db("ai_summaries").where({ report_id: reportId })).toHaveLength(1)
    expect((await statusOf(c, reportId)).usage).toEqual({ used: 1, limit: 3 })
  })

  it("flags figures of the answer that are not in the data", async () => {
    const c = await company(server)
    const reportId = await sampleReport(c)
    const text = "Overview\nThe company has 42 employees and emitted 99 tCO2e."
    model.script(reply([text]))
    await request(c, reportId)
    const done = await waitFor(c, reportId, settled)
    expect(done.current!.mismatches).toEqual([
      { figure: "99", start: text.indexOf("99"), end: text.indexOf("99") + 2 },
    ])
  })
})

describe("aiSummary failures", () => {
  /** A server whose model cannot be reached. */
  const unreachable = useTestServer({ env: aiEnv({ AI_BASE_URL: unreachableModelUrl }) })
  const failing = [
    ["a rate limit (429)", () => failWith(429), "rateLimited"],
    ["a server error (500)", () => failWith(500), "modelError"],
    ["a garbled event stream", () => garbage, "malformed"],
    ["an empty answer", () => empty, "empty"],
    [
      "an answer cut off at the length limit",
      () => reply(["Overview\nThe compa"], { finishReason: "length" }),
      "malformed",
    ],
    ["a connection cut midway", () => dropMidway, "network"],
    ["control characters in the text", () => reply(["Overview\n\u0000\u0007garbled"]), "malformed"],
  ] as const

  for (const [what, behaviour, kind] of failing) {
    it(`ends in error (${kind}) on ${what}, shows no text, and can be retried`, async () => {
      const c = await company(server)
      const reportId = await sampleReport(c)
      model.script(behaviour())
      await request(c, reportId)
      const failed = await waitFor(c, reportId, settled)
      expect(failed.state).toBe("error")
      expect(failed.current).toMatchObject({ state: "error", errorKind: kind, text: "", mismatches: [] })
      const row = (await server.database.db("ai_summaries").where({ id: failed.current!.id }).first()) as {
        text: string
        worker_id: string | null
      }
      expect(row).toMatchObject({ text: "", worker_id: null })

      model.script(reply(["Overview\nRetried."]))
      const retried = await request(c, reportId)
      expect(retried.current!.id).not.toBe(failed.current!.id)
      const done = await waitFor(c, reportId, settled)
      expect(done.current).toMatchObject({ state: "done", text: "Overview\nRetried." })
    })
  }

  it("ends in error (timeout) when the model is too slow", async () => {
    const c = await company(server)
    const reportId = await sampleReport(c)
    model.script(reply(["Overview\n", "slowly", " and more"], { delayMs: 6000 }))
    await request(c, reportId)
    const failed = await waitFor(c, reportId, settled)
    expect(failed.current).toMatchObject({ state: "error", errorKind: "timeout", text: "" })
  })

  it("ends in error (network) when the model cannot be reached", async () => {
    const c = await company(unreachable)
    const reportId = await sampleReport(c)
    await request(c, reportId)
    const failed = await waitFor(c, reportId, settled)
    expect(failed.current).toMatchObject({ state: "error", errorKind: "network" })
  })
})

describe("aiSummary whole completions (AI_STREAM=off)", () => {
  const wholeServer = useTestServer({ env: aiEnv({ AI_STREAM: "off" }) })

  it("stores the whole answer at once", async () => {
    const c = await company(wholeServer)
    const reportId = await sampleReport(c)
    model.script(reply(["Overview\n", "All in one go."]))
    await request(c, reportId, "fi")
    const done = await waitFor(c, reportId, settled)
    expect(done.current).toMatchObject({ state: "done", text: "Overview\nAll in one go." })
    expect(lastPrompt().stream).not.toBe(true)
    expect(lastPrompt().messages[0]!.content).toContain("Kirjoita suomeksi")
  })

  for (const [what, behaviour, kind] of [
    ["an HTML page", garbage, "malformed"],
    ["a 429", failWith(429), "rateLimited"],
    ["a 500", failWith(500), "modelError"],
    ["an empty message", empty, "empty"],
  ] as const) {
    it(`ends in error (${kind}) on ${what}`, async () => {
      const c = await company(wholeServer)
      const reportId = await sampleReport(c)
      model.script(behaviour)
      await request(c, reportId)
      const failed = await waitFor(c, reportId, settled)
      expect(failed.current).toMatchObject({ state: "error", errorKind: kind, text: "" })
    })
  }
})

describe("aiSummary versions", () => {
  it("is out of date after an answer changes, stays current after a comment, and keeps earlier ones", async () => {
    const c = await company(server)
    const reportId = await sampleReport(c)
    model.script(reply(["Overview\nFirst."]))
    const first = (await request(c, reportId)).current!
    await waitFor(c, reportId, settled)

    const comment = await c.call(commentAdd, {
      reportId,
      questionId: "NumberOfEmployees",
      type: "note",
      text: "From payroll",
    })
    expect(comment.status).toBe(200)
    expect((await statusOf(c, reportId)).current!.outOfDate).toBe(false)

    const saved = await c.call(reportSaveAnswer, {
      reportId,
      questionId: "NumberOfEmployees",
      basedOnVersion: 1,
      answer: answered(45),
    })
    expect(saved.status).toBe(200)
    const stale = await statusOf(c, reportId)
    expect(stale.current).toMatchObject({ id: first.id, state: "done", outOfDate: true })

    model.script(reply(["Overview\nSecond, with 45 employees."]))
    await request(c, reportId)
    const fresh = await waitFor(c, reportId, (s) => settled(s) && s.current!.id !== first.id)
    expect(fresh.current).toMatchObject({
      state: "done",
      outOfDate: false,
      text: "Overview\nSecond, with 45 employees.",
    })
    expect(fresh.current!.madeFromReportUpdatedAt >= first.madeFromReportUpdatedAt).toBe(true)
    expect(fresh.earlier).toEqual([expect.objectContaining({ id: first.id, outOfDate: true })])

    const earlier = await c.call(aiSummaryView, { summaryId: first.id })
    expect(earlier.result).toMatchObject({ id: first.id, text: "Overview\nFirst.", outOfDate: true })
  })

  it("refuses more generations than the daily limit", async () => {
    const c = await company(server)
    const reportId = await sampleReport(c)
    for (let i = 0; i < 3; i++) {
      await request(c, reportId)
      await waitFor(c, reportId, (s) => settled(s) && s.usage.used === i + 1)
    }
    const refused = await c.call(aiSummaryRequest, { reportId })
    expect(refused).toMatchObject({ status: 429, error: { _tag: "AiSummaryLimitReached", limit: 3 } })
  })
})

describe("aiSummary without a model", () => {
  const bareServer = useTestServer()

  it("says no model is configured and offers the automatic key-figures summary", async () => {
    const c = await company(bareServer)
    const reportId = await sampleReport(c)
    const status = await statusOf(c, reportId)
    expect(status).toMatchObject({ state: "none", current: null, earlier: [], modelConfigured: false })
    const refused = await c.call(aiSummaryRequest, { reportId })
    expect(refused).toMatchObject({ status: 409, error: { _tag: "AiSummaryNotConfigured" } })

    const figures = await c.call(aiSummaryKeyFigures, { reportId, language: "fi" })
    expect(figures.status).toBe(200)
    const text = (figures.result as { text: string }).text
    expect(text).toContain("ei tekoälyn kirjoittama")
    expect(text).toContain("- B3 Scope 1 ja 2 yhteensä (sijaintiperusteinen): 20,84 tCO2e")
  })
})

describe("aiSummary hold", () => {
  it("keeps the job generating while the model is silent", async () => {
    const c = await company(server)
    const reportId = await sampleReport(c)
    model.script(hold(model, reply(["Overview\nLate but fine."])))
    await request(c, reportId)
    await waitFor(c, reportId, (s) => s.state === "generating")
    // "generating" means a worker claimed it; release only once the request is with the model.
    await vi.waitFor(() => expect(model.held.size).toBe(1), { timeout: 20_000, interval: 50 })
    model.releaseHeld()
    const done = await waitFor(c, reportId, settled)
    expect(done.current).toMatchObject({ state: "done", text: "Overview\nLate but fine." })
  })
})
