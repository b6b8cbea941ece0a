import { Schema } from "effect"
import { beforeAll, describe, expect, it } from "vitest"
import type { AccountId } from "@vsme/core"
import { NotFound, contentDisposition, dispositionFileName, filePath } from "@vsme/sdk"
import { decodeOrRefuse, fileRoute, readUpload, type FileRoute } from "./fileRoutes.js"
import type { TestUser } from "../testing/index.js"
import { twoCompanies, useTestServer } from "../testing/apiKit.js"

/** Two routes that exercise the plumbing: an account's own echo download, and a size-limited upload. */
const routes: FileRoute[] = [
  fileRoute({
    method: "GET",
    path: "/test/:name",
    access: "accountMember",
    handle: async ({ ctx, params, caller }) => {
      const { name } = decodeOrRefuse(
        Schema.Struct({ name: Schema.String.pipe(Schema.maxLength(10)) }),
        params,
      )
      if (name === "missing") throw new NotFound()
      ctx.set("content-disposition", contentDisposition(`${name} – ä.txt`))
      ctx.type = "text/plain"
      ctx.body = `${caller.account.id}:${name}`
    },
  }),
  fileRoute({
    method: "POST",
    path: "/test-upload",
    access: "accountOwner",
    handle: async ({ ctx }) => {
      const upload = await readUpload(ctx, 16)
      ctx.body = { size: upload.bytes.length, fileName: upload.fileName }
    },
  }),
]

const server = useTestServer({ fileRoutes: routes })
/** An account with its owner and a plain user; the stranger owns another. */
let owner: TestUser
let member: TestUser
let stranger: TestUser
let account: AccountId
beforeAll(async () => {
  ;({ alice: owner, bob: member, eve: stranger, companyA: account } = await twoCompanies(server.database.db))
})

describe("file routes", () => {
  it("refuse callers without a session or without access to the account", async () => {
    const path = filePath("/test/:name", { name: "a" })
    expect((await server.file(null, path, { accountId: account })).error?._tag).toBe("Unauthorized")
    const foreign = await server.file(stranger, path, { accountId: account })
    expect(foreign.status).toBe(403)
    expect(foreign.error?._tag).toBe("Forbidden")
  })

  it("serve a member with the procedure access rules, and name the file in UTF-8", async () => {
    const answer = await server.file(member, filePath("/test/:name", { name: "a" }), {
      accountId: account,
    })
    expect(answer.status).toBe(200)
    expect(answer.bytes.toString()).toBe(`${account}:a`)
    expect(answer.headers.get("cache-control")).toBe("no-store")
    expect(dispositionFileName(answer.headers.get("content-disposition"))).toBe("a – ä.txt")
  })

  it("answer tagged errors with their status, and invalid parameters with 400", async () => {
    const missing = await server.file(member, filePath("/test/:name", { name: "missing" }), {
      accountId: account,
    })
    expect([missing.status, missing.error?._tag]).toEqual([404, "NotFound"])
    const long = await server.file(member, filePath("/test/:name", { name: "x".repeat(11) }), {
      accountId: account,
    })
    expect([long.status, long.error?._tag]).toEqual([400, "InvalidInput"])
  })

  it("take uploads as octet streams within the limit, from owners only", async () => {
    const upload = { bytes: new Uint8Array(8), fileName: "raportti ö.pdf" }
    const path = filePath("/test-upload")
    const denied = await server.file(member, path, { accountId: account, upload })
    expect(denied.error?._tag).toBe("Forbidden")
    const ok = await server.file(owner, path, { accountId: account, upload })
    expect(JSON.parse(ok.bytes.toString())).toEqual({ size: 8, fileName: "raportti ö.pdf" })
    const big = await server.file(owner, path, {
      accountId: account,
      upload: { bytes: new Uint8Array(17), fileName: "x" },
    })
    expect([big.status, big.error?._tag]).toEqual([413, "PayloadTooLarge"])
    const form = await server.file(owner, path, {
      accountId: account,
      upload: { ...upload, contentType: "text/plain" },
    })
    expect([form.status, form.error?._tag]).toEqual([400, "InvalidInput"])
  })

  it("refuse uploads from another site's page", async () => {
    const res = await fetch(`${server.url}${filePath("/test-upload")}`, {
      method: "POST",
      headers: {
        authorization: `Bearer ${owner.token}`,
        "x-account-id": account,
        "content-type": "application/octet-stream",
        origin: "https://evil.example",
      },
      body: new Uint8Array(1),
    })
    expect(res.status).toBe(403)
  })
})
