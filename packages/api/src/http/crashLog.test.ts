import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startTestServer, type TestServer } from "../testing/index.js"

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.stop())

const postLog = (body: string) =>
  fetch(`${server.url}/api/log`, { method: "POST", body, headers: { "content-type": "application/json" } })

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
