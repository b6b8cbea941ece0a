import { Schema } from "effect"
import { describe, expect, it } from "vitest"
import type { AccountId, UserId } from "@vsme/core"
import { procedure, proceduresByName, type AnyProcedure } from "@vsme/sdk"
import { handlers } from "../procedures/index.js"
import { fakeAuthenticator } from "../testing/index.js"
import { useTestServer } from "../testing/apiKit.js"

const alice = {
  id: "5b0c3f8e-6a38-4b7a-9a59-1a1b2c3d4e5f" as UserId,
  email: "alice@example.com",
  role: "user" as const,
}
const root = {
  id: "0d9f1e62-5d5e-4f0e-8f5c-9b3a2c1d0e4f" as UserId,
  email: "root@example.com",
  role: "superadmin" as const,
}
const acme = "6f1d2c3b-4a59-4e8d-b7c6-a5b4c3d2e1f0" as AccountId
const other = "7a2e3d4c-5b6a-4f9e-8d7c-b6a5c4d3e2f1" as AccountId

// Procedures that exist only in this test, to exercise decoding and access levels with real inputs.
const Answer = Schema.Struct({
  name: Schema.String.pipe(Schema.maxLength(20, { message: () => "validation.tooLong" })),
  amount: Schema.Number.pipe(Schema.nonNegative({ message: () => "validation.mustBeZeroOrGreater" })),
  tags: Schema.Array(Schema.String),
})
const testEcho = procedure("test.echo", { kind: "mutation", access: "public", input: Answer, output: Answer })
const testMember = procedure("test.member", {
  kind: "query",
  access: "accountMember",
  input: Schema.Null,
  output: Schema.String,
})
const testOwner = procedure("test.owner", {
  kind: "query",
  access: "accountOwner",
  input: Schema.Null,
  output: Schema.String,
})
const testAdmin = procedure("test.admin", {
  kind: "query",
  access: "superadmin",
  input: Schema.Null,
  output: Schema.String,
})
const testBroken = procedure("test.broken", {
  kind: "query",
  access: "public",
  input: Schema.Null,
  output: Schema.Number,
})

const procedures = new Map<string, AnyProcedure>([
  ...proceduresByName,
  ...[testEcho, testMember, testOwner, testAdmin, testBroken].map(
    (p) => [p.name, p as AnyProcedure] as const,
  ),
])
const testHandlers = {
  ...handlers,
  "test.echo": async ({ input }: { input: unknown }) => input,
  "test.member": async ({ caller }: { caller: { account: { id: string } } }) => caller.account.id,
  "test.owner": async () => "owner",
  "test.admin": async () => "admin",
  "test.broken": async () => "not a number",
}

const server = useTestServer({
  procedures,
  handlers: testHandlers as unknown as typeof handlers,
  authenticator: fakeAuthenticator({
    tokens: { "alice-token": alice, "root-token": root },
    memberships: [
      { userId: alice.id, accountId: acme, role: "user" },
      { userId: alice.id, accountId: other, role: "owner" },
    ],
  }),
})

const get = (names: string, inputs?: unknown, headers: Record<string, string> = {}) =>
  fetch(
    `${server.url}/api/rpc/${names}${inputs === undefined ? "" : `?input=${encodeURIComponent(JSON.stringify(inputs))}`}`,
    { headers },
  )
const post = (names: string, body: string, headers: Record<string, string> = {}) =>
  fetch(`${server.url}/api/rpc/${names}`, {
    method: "POST",
    body,
    headers: { "content-type": "application/json", ...headers },
  })

describe("the batched rpc endpoint", () => {
  it("answers each call of a batch on its own: one bad, one good, with 207", async () => {
    const res = await post(
      "test.echo,test.echo",
      JSON.stringify([
        { name: "ok", amount: 1, tags: [] },
        { name: "bad", amount: "1", tags: [] },
      ]),
    )
    expect(res.status).toBe(207)
    const body = (await res.json()) as unknown[]
    expect(body[0]).toEqual({ result: { name: "ok", amount: 1, tags: [] } })
    expect(body[1]).toMatchObject({
      status: 400,
      error: { _tag: "InvalidInput", issues: [{ path: ["amount"], message: "validation.invalidValue" }] },
    })
  })

  it("answers 400 for malformed JSON in a POST body", async () => {
    const res = await post("test.echo", "[{ not json")
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({
      error: { _tag: "InvalidInput", issues: [{ path: [], message: "validation.malformedJson" }] },
    })
  })

  it("answers 400 for malformed JSON in a GET input", async () => {
    const res = await fetch(`${server.url}/api/rpc/root.version?input=%5Bnope`)
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({ error: { _tag: "InvalidInput" } })
  })

  it("lists every wrong type, range and unexpected field with its path", async () => {
    const res = await post(
      "test.echo",
      JSON.stringify([{ name: 5, amount: -1, tags: ["a", 2], extra: true }]),
    )
    expect(res.status).toBe(400)
    const [call] = (await res.json()) as [{ error: { issues: Array<{ path: unknown[]; message: string }> } }]
    const byPath = Object.fromEntries(call.error.issues.map((i) => [JSON.stringify(i.path), i.message]))
    expect(byPath).toEqual({
      '["name"]': "validation.invalidValue",
      '["amount"]': "validation.mustBeZeroOrGreater",
      '["tags",1]': "validation.invalidValue",
      '["extra"]': "validation.unexpectedField",
    })
  })

  it("answers 400 with the field path for an oversized field", async () => {
    const res = await post("test.echo", JSON.stringify([{ name: "x".repeat(21), amount: 0, tags: [] }]))
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject([
      { error: { issues: [{ path: ["name"], message: "validation.tooLong" }] } },
    ])
  })

  it("refuses a body beyond the limit with 413 before reading it all", async () => {
    const huge = JSON.stringify([
      { name: "x", amount: 0, tags: Array.from({ length: 200_000 }, () => "tag") },
    ])
    const res = await post("test.echo", huge)
    expect(res.status).toBe(413)
    expect(await res.json()).toEqual({
      error: { _tag: "PayloadTooLarge", limitBytes: server.config.rpcMaxBodyBytes },
    })
  })

  it("answers 400 when the inputs do not line up with the calls", async () => {
    expect((await post("test.echo,test.echo", JSON.stringify([{}]))).status).toBe(400)
    expect((await post("test.echo", JSON.stringify({ name: "x" }))).status).toBe(400)
  })

  it("refuses a POST from another site's page, and a body that is not declared JSON", async () => {
    const body = JSON.stringify([{ name: "x", amount: 1, tags: [] }])
    const foreign = await post("test.echo", body, { origin: "https://evil.example" })
    expect(foreign.status).toBe(403)
    const own = await post("test.echo", body, { origin: server.url })
    expect(own.status).toBe(200)
    const form = await fetch(`${server.url}/api/rpc/test.echo`, {
      method: "POST",
      body,
      headers: { "content-type": "text/plain" },
    })
    expect(form.status).toBe(400)
  })

  it("refuses a mutation sent with GET", async () => {
    const res = await get("test.echo", [{ name: "x", amount: 1, tags: [] }])
    expect(res.status).toBe(405)
    expect(await res.json()).toEqual([{ status: 405, error: { _tag: "MethodNotAllowed" } }])
  })

  it("names an unknown procedure", async () => {
    const res = await get("nope.nothing", [null])
    expect(await res.json()).toEqual([
      { status: 404, error: { _tag: "UnknownProcedure", name: "nope.nothing" } },
    ])
  })

  it("refuses more calls than a batch may carry", async () => {
    const names = Array.from({ length: 26 }, () => "root.version").join(",")
    expect((await get(names)).status).toBe(400)
  })

  it("turns a handler's wrong output into a logged 500 without detail", async () => {
    const res = await get("test.broken", [null])
    expect(res.status).toBe(500)
    const [call] = (await res.json()) as [{ error: { _tag: string; requestId: string } }]
    expect(call.error._tag).toBe("InternalError")
    expect(res.headers.get("x-request-id")).toBe(call.error.requestId)
    expect(
      server.logLines().some((l) => l.msg === "procedure failed" && l.requestId === call.error.requestId),
    ).toBe(true)
  })

  it("marks answers as not cacheable", async () => {
    expect((await get("root.version", [null])).headers.get("cache-control")).toBe("no-store")
  })
})

describe("root.version", () => {
  it("answers the build id to anyone", async () => {
    const res = await get("root.version", [null])
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual([{ result: { version: "test-build" } }])
  })
})

describe("profile.get", () => {
  it("answers 401 without a session", async () => {
    const res = await get("profile.get", [null])
    expect(res.status).toBe(401)
    expect(await res.json()).toEqual([{ status: 401, error: { _tag: "Unauthorized" } }])
  })
  it("answers 401 for an unknown token", async () => {
    expect((await get("profile.get", [null], { authorization: "Bearer forged" })).status).toBe(401)
  })
})

describe("access levels", () => {
  const as = (token: string, account?: string) => ({
    authorization: `Bearer ${token}`,
    ...(account ? { "x-account-id": account } : {}),
  })

  it("refuses account procedures without a session, without an account, and for a foreign account", async () => {
    expect((await get("test.member", [null])).status).toBe(401)
    expect((await get("test.member", [null], as("alice-token"))).status).toBe(403)
    const foreign = "8b3f4e5d-6c7b-4a0f-9e8d-c7b6a5d4e3f2"
    expect((await get("test.member", [null], as("alice-token", foreign))).status).toBe(403)
    expect((await get("test.member", [null], as("alice-token", "not-a-uuid"))).status).toBe(403)
  })

  it("lets a member act on their own account and reports which", async () => {
    const res = await get("test.member", [null], as("alice-token", acme))
    expect(await res.json()).toEqual([{ result: acme }])
  })

  it("lets only owners call owner procedures", async () => {
    expect((await get("test.owner", [null], as("alice-token", acme))).status).toBe(403)
    expect((await get("test.owner", [null], as("alice-token", other))).status).toBe(200)
  })

  it("lets only superadmins call superadmin procedures", async () => {
    expect((await get("test.admin", [null], as("alice-token"))).status).toBe(403)
    expect((await get("test.admin", [null], as("root-token"))).status).toBe(200)
  })
})
