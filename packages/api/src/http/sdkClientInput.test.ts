import { beforeAll, describe, expect, it } from "vitest"
import type { AccountId, Email } from "@vsme/core"
import {
  accountCreate,
  accountGet,
  accountUpdate,
  adminUpdateInvoicing,
  createClient,
  isRpcError,
  type AnyProcedure,
  type InputOf,
} from "@vsme/sdk"
import {
  companyInput,
  insertAccount,
  insertUser,
  newAccountInput,
  type TestUser,
} from "../testing/accountKit.js"
import { superadmin, useTestServer } from "../testing/apiKit.js"
import { rpcPost } from "../testing/rpcRequest.js"

/**
 * The typed client against the real server (issue 30): what the client refuses, it refuses with the
 * issues the server answers for the same input over plain HTTP; and fields the contract added after
 * scripts were written may be left out through it as over HTTP.
 */
const server = useTestServer()
let owner: TestUser
beforeAll(async () => {
  owner = await insertUser(server.database.db)
})

/** A typed client signed in as `user`, counting the HTTP requests it makes. */
const clientOf = (user: TestUser, accountId?: string) => {
  let requests = 0
  const client = createClient({
    baseUrl: server.url,
    fetch: (input, init) => {
      requests += 1
      return fetch(input, init)
    },
    getAccessToken: () => user.token,
    getAccountId: () => accountId ?? null,
    refreshSession: async () => false,
    onSessionEnded: () => {},
  })
  return { client, requests: () => requests }
}

/** An account.create input as a script written before the LEI, the XBRL identifier and Peppol IDs. */
const olderNewAccount = (overrides: Record<string, unknown> = {}, company: Record<string, unknown> = {}) =>
  newAccountInput({ company: companyInput(company), ...overrides })

/** What the typed client rejects with, and whether it sent anything. */
const refusalThroughClient = async (procedure: AnyProcedure, input: unknown) => {
  const { client, requests } = clientOf(owner)
  const error = await client.call(procedure, input as never).then(
    () => null,
    (e: unknown) => e,
  )
  if (!isRpcError(error)) throw new Error(`expected an RpcError, got ${String(error)}`)
  return { status: error.status, error: error.error, requests: requests() }
}

describe("the typed client's refusals", () => {
  const badInputs: ReadonlyArray<readonly [string, AnyProcedure, unknown]> = [
    ["an invalid Business ID", accountCreate, olderNewAccount({ businessId: "1234567-8" })],
    ["a missing required field", accountCreate, { ...olderNewAccount(), company: { naceCodes: [] } }],
    // JSON leaves an undefined field out: the server hears a missing one, and so does the client.
    ["a field set to undefined", accountCreate, olderNewAccount({ termsAccepted: undefined })],
    ["a text over its length", accountCreate, olderNewAccount({}, { name: "N".repeat(400) })],
    // The server trims first, so the text is too long rather than "not trimmed".
    [
      "a text with spaces around it, over its length",
      accountCreate,
      olderNewAccount({}, { name: ` ${"N".repeat(400)} ` }),
    ],
    [
      "a nested path",
      accountCreate,
      olderNewAccount(
        {},
        { address: { street: null, street2: null, zip: "ABC", city: null, country: "FI" } },
      ),
    ],
    [
      "several problems at once",
      accountCreate,
      olderNewAccount(
        { businessId: "0000000-0", authorityConfirmed: false },
        { contact: { name: null, email: "not an address", phone: null }, lei: "529900T8BM49AURSDO56" },
      ),
    ],
    [
      "a wrong type in a list",
      accountUpdate,
      { version: 1, company: { ...olderNewAccount().company, naceCodes: [7] } },
    ],
  ]

  it.each(badInputs)("carry the server's issues for %s, without a request", async (_, procedure, input) => {
    const overHttp = await rpcPost(server.url, procedure, input, { accessToken: owner.token })
    expect(overHttp).toMatchObject({ status: 400, error: { _tag: "InvalidInput" } })
    expect(overHttp.error!.issues.length).toBeGreaterThan(0)

    const refused = await refusalThroughClient(procedure, input)
    expect(refused).toMatchObject({ status: 400, error: { _tag: "InvalidInput" }, requests: 0 })
    expect(refused.error.issues).toEqual(overHttp.error!.issues)
  })

  it("names the Business ID's own message, as the issue report quotes it", async () => {
    const refused = await refusalThroughClient(accountCreate, olderNewAccount({ businessId: "1234567-8" }))
    expect(refused.error.issues).toEqual([{ path: ["businessId"], message: "validation.invalidBusinessId" }])
  })
})

/**
 * Compile-time: details without the fields added later are the typed client's input as they are
 * (this file does not compile when those fields are required).
 */
type CompanyInput = InputOf<typeof accountCreate>["company"]
type InvoicingInput = InputOf<typeof adminUpdateInvoicing>["invoicing"]
export const olderCompany = (details: Omit<CompanyInput, "lei" | "xbrlIdentifier">): CompanyInput => details
export const olderInvoicing = (details: Omit<InvoicingInput, "peppolId">): InvoicingInput => details

describe("fields added after scripts were written", () => {
  it("may be left out through the typed client: the company has no LEI and is named by its Business ID", async () => {
    const { client } = clientOf(owner)
    // At run time, as a script in plain JavaScript sends it (the types: olderCompany above).
    const input = olderNewAccount() as unknown as InputOf<typeof accountCreate>
    const created = await client.call(accountCreate, input)
    expect(created).toMatchObject({ lei: null, xbrlIdentifier: "businessId", name: "Testi Oy" })
  })

  it("leave what is stored as it is when an older script edits the company or its invoicing", async () => {
    const db = server.database.db
    const accountId = (await insertAccount(db, { members: [[owner, "owner"]] })) as AccountId
    await db("accounts")
      .where({ id: accountId })
      .update({ lei: "529900T8BM49AURSDO55", xbrl_identifier: "lei", peppol_id: "0192:974760673" })
    const { client } = clientOf(owner, accountId)
    const { version } = await client.call(accountGet, null)
    const updated = await client.call(accountUpdate, {
      version,
      company: { ...olderNewAccount().company, name: "Uusi Nimi Oy" },
    } as unknown as InputOf<typeof accountUpdate>)
    expect(updated).toMatchObject({
      name: "Uusi Nimi Oy",
      lei: "529900T8BM49AURSDO55",
      xbrlIdentifier: "lei",
    })

    const admin = await superadmin(db)
    const invoicing = await clientOf(admin).client.call(adminUpdateInvoicing, {
      accountId,
      invoicing: olderInvoicing({
        vatNumber: null,
        invoicingEmail: "laskut@example.com" as Email,
        einvoiceAddress: null,
        einvoiceOperator: null,
      }),
    })
    expect(invoicing.company.invoicing).toMatchObject({
      invoicingEmail: "laskut@example.com",
      peppolId: "0192:974760673",
    })
  })

  it("clearing the LEI names the company by its Business ID again", async () => {
    const db = server.database.db
    const accountId = (await insertAccount(db, { members: [[owner, "owner"]] })) as AccountId
    await db("accounts")
      .where({ id: accountId })
      .update({ lei: "529900T8BM49AURSDO55", xbrl_identifier: "lei" })
    const { client } = clientOf(owner, accountId)
    const { version } = await client.call(accountGet, null)
    const updated = await client.call(accountUpdate, {
      version,
      company: { ...olderNewAccount().company, lei: null },
    } as unknown as InputOf<typeof accountUpdate>)
    expect(updated).toMatchObject({ lei: null, xbrlIdentifier: "businessId" })
  })
})
