import { describe, expect, it } from "vitest"
import { useTestServerWithRealSignIn } from "../testing/apiKit.js"
import { uniqueClientAddress } from "../testing/rpcRequest.js"
import { crashReportLimits } from "./crashReportGate.js"

/** Keeps the limits' fixed window from turning mid-file: runs the clock into the next one instead. */
const clockOffsetMs = (() => {
  const windowMs = crashReportLimits.windowSeconds * 1000
  const intoWindow = Date.now() % windowMs
  return intoWindow > windowMs - 120_000 ? windowMs - intoWindow + 1_000 : 0
})()

// A crash report names its signed-in user as the production server knows them (its own authenticator).
const server = useTestServerWithRealSignIn({ now: () => new Date(Date.now() + clockOffsetMs) })

const postLog = (body: string, extraHeaders: Record<string, string> = {}) =>
  fetch(`${server.url}/api/log`, {
    method: "POST",
    body,
    headers: { "content-type": "application/json", ...extraHeaders },
  })

const crashLines = () => server.logLines().filter((l) => l.msg === "ui crash report")
let distinct = 0
/** A report no other test sent. */
const freshReport = (what = "crash") =>
  JSON.stringify({
    level: "error",
    data: { error: `${what} ${++distinct}`, errorBoundaryId: "app", currentPath: "/" },
  })

const crash = {
  level: "error",
  data: {
    error: "TypeError: x is undefined",
    errorBoundaryId: "app",
    currentPath: "/reports/1",
    componentStack: "at Form",
  },
}

describe("POST /api/log", () => {
  it("writes a valid crash report to the structured log and answers 204", async () => {
    const res = await postLog(JSON.stringify(crash))
    expect(res.status).toBe(204)
    const line = server.logLines().find((l) => l.msg === "ui crash report")
    expect(line).toMatchObject({
      level: 50,
      crash: crash.data,
      userId: null,
      requestId: res.headers.get("x-request-id"),
    })
  })

  it("refuses a report of the wrong shape with the field paths", async () => {
    const res = await postLog(JSON.stringify({ level: "error", data: { error: 5, errorBoundaryId: "app" } }))
    expect(res.status).toBe(400)
    const { error } = (await res.json()) as { error: { issues: Array<{ path: unknown[] }> } }
    expect(error.issues.map((i) => i.path)).toEqual(
      expect.arrayContaining([
        ["data", "error"],
        ["data", "currentPath"],
      ]),
    )
  })

  it("refuses an overlong field with the path", async () => {
    const res = await postLog(JSON.stringify({ ...crash, data: { ...crash.data, error: "x".repeat(4001) } }))
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({
      error: { issues: [{ path: ["data", "error"], message: "validation.tooLong" }] },
    })
  })

  it("refuses malformed JSON and oversized bodies", async () => {
    expect((await postLog("{")).status).toBe(400)
    expect((await postLog(JSON.stringify({ ...crash, pad: "x".repeat(20_000) }))).status).toBe(413)
  })
})

describe("POST /api/log against floods (issue 15)", () => {
  it("takes only JSON: a cross-site form or no-cors fetch (text/plain) is refused and not logged", async () => {
    const before = crashLines().length
    for (const type of [
      "text/plain",
      "application/x-www-form-urlencoded",
      "multipart/form-data; boundary=x",
    ]) {
      const res = await postLog(freshReport("form"), { "content-type": type })
      expect(res.status, type).toBe(400)
    }
    expect(crashLines().length).toBe(before)
  })

  it("takes reports from this app's own pages only: a foreign Origin is refused and not logged", async () => {
    const before = crashLines().length
    for (const origin of ["https://evil.example", "null"]) {
      const res = await postLog(freshReport("foreign"), { origin })
      expect(res.status, origin).toBe(403)
      expect(await res.json()).toEqual({ error: { _tag: "Forbidden" } })
    }
    expect(crashLines().length).toBe(before)
    expect((await postLog(freshReport("own"), { origin: server.url })).status).toBe(204)
    expect(crashLines().length).toBe(before + 1)
  })

  it("writes a report repeated within the window once", async () => {
    const before = crashLines().length
    const report = freshReport("loop")
    for (let i = 0; i < 5; i++) {
      expect((await postLog(report, { "x-forwarded-for": uniqueClientAddress() })).status).toBe(204)
    }
    expect(crashLines().length).toBe(before + 1)
  })

  it(`writes at most ${crashReportLimits.perAddress} reports per client address, then answers 429 with a wait`, async () => {
    const address = { "x-forwarded-for": uniqueClientAddress() }
    const before = crashLines().length
    const statuses: number[] = []
    for (let i = 0; i < crashReportLimits.perAddress; i++)
      statuses.push((await postLog(freshReport(), address)).status)
    expect(statuses).toEqual(Array(crashReportLimits.perAddress).fill(204))
    const refused = await postLog(freshReport(), address)
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0)
    expect(await refused.json()).toMatchObject({ error: { _tag: "RateLimited" } })
    expect(crashLines().length).toBe(before + crashReportLimits.perAddress)
    // Another address is not held back by this one.
    expect((await postLog(freshReport(), { "x-forwarded-for": uniqueClientAddress() })).status).toBe(204)
  })

  // Last: it spends the whole window's quota of the process.
  it(`writes at most ${crashReportLimits.total} reports from all addresses together in a window`, async () => {
    const statuses: number[] = []
    for (let i = 0; i < crashReportLimits.total + 5; i++) {
      statuses.push(
        (await postLog(freshReport("spread"), { "x-forwarded-for": uniqueClientAddress() })).status,
      )
    }
    expect(statuses.filter((s) => s === 204).length).toBeLessThanOrEqual(crashReportLimits.total)
    expect(statuses.slice(-5)).toEqual(Array(5).fill(429))
    expect(crashLines().length).toBeLessThanOrEqual(crashReportLimits.total)
  })
})
