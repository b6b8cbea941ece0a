import { afterAll, beforeEach, describe, expect, it } from "vitest"
import {
  accountChildren,
  accountCreate,
  accountGet,
  accountUpdate,
  inviteAccept,
  inviteCreate,
  registerLookup,
} from "@vsme/sdk"
import { profileAccountsAndInvites } from "../accounts/accountAccess.js"
import { errorMessageValues, translate } from "@vsme/core"
import { rateRules } from "../identity/rateLimit.js"
import { startFakePrh } from "../testing/fakePrh.js"
import {
  companyInput as company,
  insertAccount,
  insertUser,
  newAccountInput as newAccount,
  uniqueBusinessId,
  type TestUser,
} from "../testing/accountKit.js"
import { solveProof } from "../testing/browserAgent.js"
import {
  companyWithOwner,
  resellerWithClient,
  superadmin,
  twoCompanies,
  useTestServer,
} from "../testing/apiKit.js"

const clientAllowance = 30
// The fake register listens before the server starts: the server's configuration names its address.
// (Its hook, registered first, runs last.)
const prh = await startFakePrh()
afterAll(() => prh.close())
const server = useTestServer({
  env: {
    PRH_BASE_URL: prh.url,
    PRH_TIMEOUT_MS: "500",
    ATTESTATION_MAX_NUMBER: "1000",
    // Small enough for a test to reach it, above the 25 clients of the onboarding test.
    CLIENT_ACCOUNTS_PER_DAY: String(clientAllowance),
  },
})

const db = () => server.database.db
/** The daily windows start at midnight (UTC): a test across it would see its count start again. */
const afterMidnightIfClose = async () => {
  const toMidnightMs = 86_400_000 - (Date.now() % 86_400_000)
  if (toMidnightMs < 60_000) await new Promise((resolve) => setTimeout(resolve, toMidnightMs + 1_000))
}
const count = async (table: string) =>
  Number(((await db()(table).count("* as n").first()) as { n: string | number }).n)

describe("register.lookup", () => {
  let alice: TestUser
  beforeEach(async () => {
    alice = await insertUser(db())
  })

  it("answers 401 to someone not signed in", async () => {
    const res = await server.call(null, registerLookup, { businessId: "0112038-9", proof: "x" })
    expect(res).toMatchObject({ status: 401, error: { _tag: "Unauthorized" } })
  })

  it("refuses a malformed Business ID with 400 and its path, before asking the register", async () => {
    const before = prh.requests.length
    const res = await server.call(alice, registerLookup, { businessId: "0112038-8", proof: "x" })
    expect(res).toMatchObject({
      status: 400,
      error: {
        _tag: "InvalidInput",
        issues: [{ path: ["businessId"], message: "validation.invalidBusinessId" }],
      },
    })
    expect(prh.requests.length).toBe(before)
  })

  it("refuses a proof of work that is not fresh", async () => {
    const proof = await solveProof(server.url)
    expect((await server.call(alice, registerLookup, { businessId: "2646674-9", proof })).status).toBe(200)
    const replay = await server.call(alice, registerLookup, { businessId: "2646674-9", proof })
    expect(replay).toMatchObject({ status: 401, error: { _tag: "AttestationInvalid" } })
  })

  it("maps the register's answer, and answers a repeated lookup from the stored answer", async () => {
    const before = prh.requests.length
    const res = await server.call(alice, registerLookup, {
      businessId: "112038-9",
      proof: await solveProof(server.url),
    })
    expect(res.status).toBe(200)
    expect(res.result).toMatchObject({
      status: "found",
      company: {
        businessId: "0112038-9",
        name: "Nokia Oyj",
        legalForm: "public-limited-liability",
        naceCodes: ["70.10"],
        address: { street: "Karakaari 7", zip: "02610", city: "Espoo", country: "FI" },
        vatNumber: "FI01120389",
      },
    })
    const again = await server.call(alice, registerLookup, {
      businessId: "0112038-9",
      proof: await solveProof(server.url),
    })
    expect(again.result).toEqual(res.result)
    expect(prh.requests.length).toBe(before + 1)
  })

  it("answers notFound for an unknown company and unavailable when the register fails, without storing that", async () => {
    const notFound = await server.call(alice, registerLookup, {
      businessId: "1979903-5",
      proof: await solveProof(server.url),
    })
    expect(notFound).toMatchObject({ status: 200, result: { status: "notFound" } })
    prh.answer("1852302-9", { status: 429, body: "Too many requests" })
    const limited = await server.call(alice, registerLookup, {
      businessId: "1852302-9",
      proof: await solveProof(server.url),
    })
    expect(limited).toMatchObject({ status: 200, result: { status: "unavailable", reason: "rateLimited" } })
    expect(await db()("register_lookups").where({ business_id: "1852302-9" }).first()).toBeUndefined()
    prh.answer("1852302-9", { hang: true })
    const slow = await server.call(alice, registerLookup, {
      businessId: "1852302-9",
      proof: await solveProof(server.url),
    })
    expect(slow).toMatchObject({ status: 200, result: { status: "unavailable", reason: "timeout" } })
  })
})

describe("account.create", () => {
  let alice: TestUser
  beforeEach(async () => {
    alice = await insertUser(db())
  })

  it("refuses a client account under a management account the caller is not a member of, as NotFound", async () => {
    const stranger = await insertUser(db())
    const reseller = await insertAccount(db(), { mode: "reseller", members: [[stranger, "owner"]] })
    const before = await count("accounts")
    const res = await server.call(
      alice,
      accountCreate,
      newAccount({ forClient: true, parentAccountId: reseller }),
    )
    expect(res).toMatchObject({ status: 404, error: { _tag: "NotFound" } })
    expect(await count("accounts")).toBe(before)
  })

  it("refuses bad input with 400, every path listed, and stores nothing", async () => {
    const before = await count("accounts")
    const res = await server.call(
      alice,
      accountCreate,
      newAccount({
        businessId: "1234567-8",
        company: company({
          name: "<script>alert(1)</script> Oy",
          address: { street: "x".repeat(201), street2: null, zip: "00100", city: "Helsinki", country: "FI" },
          naceCodes: ["99.99"],
        }),
        termsAccepted: false,
        authorityConfirmed: false,
      }),
    )
    expect(res.status).toBe(400)
    expect(
      res.error!.issues.map((i: { path: unknown[]; message: string }) => [i.path.join("."), i.message]),
    ).toEqual([
      ["businessId", "validation.invalidBusinessId"],
      ["company.name", "validation.htmlNotAllowed"],
      ["company.naceCodes.0", "validation.unknownNaceCode"],
      ["company.address.street", "validation.tooLong"],
      ["termsAccepted", "validation.termsRequired"],
      ["authorityConfirmed", "validation.authorityRequired"],
    ])
    expect(await count("accounts")).toBe(before)
  })

  it("asks for the referral source and the parent account when their boxes are ticked", async () => {
    const res = await server.call(
      alice,
      accountCreate,
      newAccount({ referredByPartner: true, forClient: true }),
    )
    expect(res.status).toBe(400)
    expect(res.error!.issues).toEqual([
      { path: ["referral"], message: "validation.referralSourceRequired" },
      { path: ["parentAccountId"], message: "validation.parentAccountRequired" },
    ])
  })

  it("creates the account in trial with the caller as owner, the register snapshot and an audit event", async () => {
    await server.call(alice, registerLookup, { businessId: "0112038-9", proof: await solveProof(server.url) })
    const res = await server.call(
      alice,
      accountCreate,
      newAccount({
        businessId: "0112038-9",
        company: company({
          name: "  Nokia Oyj  ",
          legalForm: "public-limited-liability",
          naceCodes: ["70.10"],
        }),
        referredByPartner: true,
        referral: "Tilitoimisto Oy",
      }),
    )
    expect(res.status).toBe(200)
    expect(res.result).toMatchObject({
      name: "Nokia Oyj",
      businessId: "0112038-9",
      businessIdType: "finnish-business-id",
      state: "trial",
      mode: null,
      referral: "Tilitoimisto Oy",
      settings: { currency: "EUR", carbonUnit: "tCO2e", energyUnit: "MWh" },
      invoicing: { vatNumber: null, invoicingEmail: null, einvoiceAddress: null, einvoiceOperator: null },
      version: 1,
      viewer: { role: "owner", via: "membership", canEdit: true, canEditInvoicing: false },
    })
    expect(res.result.registerCheckedAt).toEqual(expect.any(String))
    const id = res.result.id as string
    const row = await db()("accounts").where({ id }).first()
    expect(row.register_snapshot.answer.companies[0].businessId.value).toBe("0112038-9")
    expect(row.terms_accepted_by).toBe(alice.id)
    expect(row.authority_confirmed).toBe(true)
    expect(await db()("memberships").where({ account_id: id }).select("user_id", "role")).toEqual([
      { user_id: alice.id, role: "owner" },
    ])
    expect(await db()("audit_events").where({ account_id: id }).select("action", "actor_user_id")).toEqual([
      { action: "account.create", actor_user_id: alice.id },
    ])
    const profile = await profileAccountsAndInvites(db(), alice.id, alice.email)
    expect(profile.accounts).toEqual([
      { id, name: "Nokia Oyj", role: "owner", state: "trial", mode: null, parentAccountId: null },
    ])

    const again = await server.call(
      await insertUser(db()),
      accountCreate,
      newAccount({ businessId: "0112038-9" }),
    )
    expect(again).toMatchObject({ status: 409, error: { _tag: "AccountExists", businessId: "0112038-9" } })
  })

  it("lets an owner of a management account create a client account under it, and refuses its users", async () => {
    const staff = await insertUser(db())
    const reseller = await insertAccount(db(), {
      mode: "reseller",
      members: [
        [alice, "owner"],
        [staff, "user"],
      ],
    })
    const before = await count("accounts")
    const byUser = await server.call(
      staff,
      accountCreate,
      newAccount({ forClient: true, parentAccountId: reseller }),
    )
    expect(byUser).toMatchObject({ status: 403, error: { _tag: "Forbidden" } })
    expect(await count("accounts")).toBe(before)

    const res = await server.call(
      alice,
      accountCreate,
      newAccount({ forClient: true, parentAccountId: reseller }),
    )
    expect(res.status).toBe(200)
    expect(res.result.parentAccount).toEqual({ id: reseller, name: expect.any(String) })
    // The creator owns the client on the reseller's behalf (decision 015).
    expect(
      await db()("memberships").where({ account_id: res.result.id }).select("user_id", "through_parent_id"),
    ).toEqual([{ user_id: alice.id, through_parent_id: reseller }])
    const plain = await insertAccount(db(), { members: [[alice, "owner"]] })
    const refused = await server.call(
      alice,
      accountCreate,
      newAccount({ forClient: true, parentAccountId: plain }),
    )
    expect(refused).toMatchObject({ status: 403, error: { _tag: "Forbidden" } })
  })

  it("gives a client's creator its ownership only while the reseller is active; the client may invite them to stay", async () => {
    const reseller = await insertAccount(db(), { mode: "reseller", members: [[alice, "owner"]] })
    const created = await server.call(
      alice,
      accountCreate,
      newAccount({ forClient: true, parentAccountId: reseller }),
    )
    const client = created.result.id as string
    const clientOwner = await insertUser(db())
    await db()("memberships").insert({ account_id: client, user_id: clientOwner.id, role: "owner" })
    expect(await server.call(alice, accountGet, null, client)).toMatchObject({ status: 200 })

    await db()("accounts").where({ id: reseller }).update({ state: "disabled" })
    expect(await server.call(alice, accountGet, null, client)).toMatchObject({
      status: 403,
      error: { _tag: "Forbidden" },
    })
    expect(
      await server.call(alice, accountCreate, newAccount({ forClient: true, parentAccountId: reseller })),
    ).toMatchObject({ status: 404, error: { _tag: "NotFound" } })
    expect((await profileAccountsAndInvites(db(), alice.id, alice.email)).accounts.map((a) => a.id)).toEqual([
      reseller,
    ])

    // The client's own owner invites the creator as a user: they stay, as a user of the client's own.
    const sent = await server.call(
      clientOwner,
      inviteCreate,
      { email: alice.email, role: "user", locale: "fi" },
      client,
    )
    expect(sent.status).toBe(200)
    expect(await server.call(alice, inviteAccept, { inviteId: sent.result.id })).toMatchObject({
      status: 200,
      result: { accountId: client, role: "user" },
    })
    expect(await server.call(alice, accountGet, null, client)).toMatchObject({
      status: 200,
      result: { viewer: { role: "user", via: "membership" } },
    })
  })

  it(`allows ${rateRules.accountCreatePerUser.limit} attempts a day per user, refused ones included`, async () => {
    await afterMidnightIfClose()
    const { limit } = rateRules.accountCreatePerUser
    const taken = uniqueBusinessId()
    expect((await server.call(alice, accountCreate, newAccount({ businessId: taken }))).status).toBe(200)
    for (let i = 1; i < limit; i++) {
      const res = await server.call(alice, accountCreate, newAccount({ businessId: taken }))
      expect(res.error?._tag).toBe("AccountExists")
    }
    const before = await count("accounts")
    const over = await server.call(alice, accountCreate, newAccount())
    expect(over).toMatchObject({ status: 429, error: { _tag: "RateLimited" } })
    expect(over.error!.retryAfterSeconds).toBeGreaterThan(0)
    expect(over.error!.retryAfterSeconds).toBeLessThanOrEqual(rateRules.accountCreatePerUser.windowSeconds)
    expect(await count("accounts")).toBe(before)
    // Per user: someone else is not held up.
    expect((await server.call(await insertUser(db()), accountCreate, newAccount())).status).toBe(200)
  }, 60_000)

  it(`lets a management account's owners create ${clientAllowance} clients a day together, apart from their own ten`, async () => {
    await afterMidnightIfClose()
    const partner = await insertUser(db())
    const staff = await insertUser(db())
    const firm = await insertAccount(db(), {
      mode: "reseller",
      members: [
        [alice, "owner"],
        [partner, "owner"],
        [staff, "user"],
      ],
    })
    const forClient = () => newAccount({ forClient: true, parentAccountId: firm })
    // An accounting firm onboards 25 clients in one sitting: beyond the ten of a sign-up.
    const onboarded: number[] = []
    for (let i = 0; i < 25; i++) onboarded.push((await server.call(alice, accountCreate, forClient())).status)
    expect(onboarded).toEqual(Array(25).fill(200))
    expect((await server.call(alice, accountCreate, newAccount())).status).toBe(200)
    // The allowance is the firm's, shared by its owners: adding an owner does not raise it.
    for (let i = 25; i < clientAllowance; i++)
      expect((await server.call(partner, accountCreate, forClient())).status).toBe(200)
    const over = await server.call(partner, accountCreate, forClient())
    expect(over).toMatchObject({ status: 429, error: { _tag: "RateLimited" } })
    expect(over.error!.retryAfterSeconds).toBeLessThanOrEqual(86_400)
    expect(translate("en", "errors.RateLimited", errorMessageValues("en", over.error!))).toMatch(
      /^Too many attempts\. Try again in \d+(\.5)? (hours?|minutes?|seconds?)\.$/,
    )
    // A user of the firm, who may not create its clients, counts on their own ten and is refused.
    const tries: string[] = []
    for (let i = 0; i <= rateRules.accountCreatePerUser.limit; i++)
      tries.push((await server.call(staff, accountCreate, forClient())).error!._tag)
    expect(tries).toEqual([...Array(rateRules.accountCreatePerUser.limit).fill("Forbidden"), "RateLimited"])
  }, 120_000)
})

describe("account.get", () => {
  it("gives a user of another company nothing", async () => {
    const { eve: outsider, companyA: account } = await twoCompanies(db())
    const res = await server.call(outsider, accountGet, null, account)
    expect(res).toMatchObject({ status: 403, error: { _tag: "Forbidden" } })
    expect(res.result).toBeUndefined()
  })

  it("refuses input where none is expected", async () => {
    const { owner, company: account } = await companyWithOwner(db())
    expect((await server.call(owner, accountGet, { id: account }, account)).status).toBe(400)
  })

  it("shows the account with the caller's relation: member, parent member, superadmin", async () => {
    const user = await insertUser(db())
    const admin = await superadmin(db())
    const { partner, reseller, client } = await resellerWithClient(db(), {
      partnerRole: "user",
      resellerName: "Reseller Oy",
      clientName: "Client Oy",
      clientMembers: [[user, "user"]],
    })
    expect((await server.call(user, accountGet, null, client)).result).toMatchObject({
      id: client,
      name: "Client Oy",
      parentAccount: { id: reseller, name: "Reseller Oy" },
      viewer: { role: "user", via: "membership", canEdit: false, canEditInvoicing: false },
    })
    expect((await server.call(partner, accountGet, null, client)).result.viewer).toEqual({
      role: "user",
      via: "parent",
      canEdit: false,
      canEditInvoicing: false,
    })
    expect((await server.call(admin, accountGet, null, client)).result.viewer).toEqual({
      role: "owner",
      via: "superadmin",
      canEdit: true,
      canEditInvoicing: true,
    })
  })
})

describe("account.update", () => {
  let owner: TestUser
  let account: string
  beforeEach(async () => {
    ;({ owner, company: account } = await companyWithOwner(db()))
  })

  it("gives the owner of another company and a plain user nothing", async () => {
    const { owner: other } = await companyWithOwner(db())
    const user = await insertUser(db())
    await db()("memberships").insert({ account_id: account, user_id: user.id, role: "user" })
    const input = { version: 1, settings: { currency: "SEK", carbonUnit: "kgCO2e", energyUnit: "kWh" } }
    expect(await server.call(other, accountUpdate, input, account)).toMatchObject({ status: 403 })
    expect(await server.call(user, accountUpdate, input, account)).toMatchObject({ status: 403 })
    expect((await db()("accounts").where({ id: account }).first()).currency).toBe("EUR")
  })

  it("refuses HTML in names and overlong fields with 400 and their paths, changing nothing", async () => {
    const res = await server.call(
      owner,
      accountUpdate,
      {
        version: 1,
        company: company({
          name: "<b>Bold</b> Oy",
          contact: { name: "x".repeat(121), email: null, phone: null },
        }),
      },
      account,
    )
    expect(res.status).toBe(400)
    expect(res.error!.issues).toEqual([
      { path: ["company", "name"], message: "validation.htmlNotAllowed" },
      { path: ["company", "contact", "name"], message: "validation.tooLong" },
    ])
    const row = await db()("accounts").where({ id: account }).first()
    expect([row.name, row.version]).toEqual([expect.stringMatching(/^Company/), 1])
  })

  it("keeps invoicing details and mode for superadmins (spec §6)", async () => {
    const invoicing = {
      vatNumber: "FI01120389",
      invoicingEmail: "laskut@example.com",
      einvoiceAddress: null,
      einvoiceOperator: null,
    }
    expect(await server.call(owner, accountUpdate, { version: 1, invoicing }, account)).toMatchObject({
      status: 403,
      error: { _tag: "Forbidden" },
    })
    expect(await server.call(owner, accountUpdate, { version: 1, mode: "reseller" }, account)).toMatchObject({
      status: 403,
    })
    const admin = await superadmin(db())
    const res = await server.call(
      admin,
      accountUpdate,
      { version: 1, invoicing, mode: "service-provider" },
      account,
    )
    expect(res.result).toMatchObject({ invoicing, mode: "service-provider", version: 2 })
  })

  it("saves details and settings, and refuses a stale version with the current one", async () => {
    const first = await server.call(
      owner,
      accountUpdate,
      {
        version: 1,
        company: company({
          name: "Uusi Nimi Oy",
          legalForm: "other",
          legalFormOther: "Säätiö",
          naceCodes: ["70.10", "62.10"],
        }),
        settings: { currency: "EUR", carbonUnit: "kgCO2e", energyUnit: "kWh" },
      },
      account,
    )
    expect(first.status).toBe(200)
    expect(first.result).toMatchObject({
      name: "Uusi Nimi Oy",
      legalForm: "other",
      legalFormOther: "Säätiö",
      naceCodes: ["70.10", "62.10"],
      settings: { carbonUnit: "kgCO2e", energyUnit: "kWh" },
      version: 2,
    })
    const stale = await server.call(
      owner,
      accountUpdate,
      { version: 1, company: company({ name: "Vanha Oy" }) },
      account,
    )
    expect(stale).toMatchObject({ status: 409, error: { _tag: "AccountVersionConflict", currentVersion: 2 } })
    expect((await db()("accounts").where({ id: account }).first()).name).toBe("Uusi Nimi Oy")
    expect(
      await db()("audit_events").where({ account_id: account, action: "account.update" }).count("* as n"),
    ).toEqual([{ n: expect.anything() }])
  })
})

describe("account.children", () => {
  it("lists only the client accounts of the caller's own management account", async () => {
    const otherPartner = await insertUser(db())
    const {
      partner,
      reseller,
      client: mine,
    } = await resellerWithClient(db(), { partnerRole: "user", clientName: "B Client" })
    const otherReseller = await insertAccount(db(), {
      mode: "service-provider",
      members: [[otherPartner, "owner"]],
    })
    const mine2 = await insertAccount(db(), { name: "A Client", parentAccountId: reseller })
    await insertAccount(db(), { name: "Their Client", parentAccountId: otherReseller })
    expect(await server.call(otherPartner, accountChildren, null, reseller)).toMatchObject({ status: 403 })
    const res = await server.call(partner, accountChildren, null, reseller)
    expect(res.result.map((c: { id: string }) => c.id)).toEqual([mine2, mine])
    // …and opens one of them as a user, through the parent.
    expect((await server.call(partner, accountGet, null, mine)).result.viewer.via).toBe("parent")
  })

  it("answers an empty list for an ordinary company, and refuses input", async () => {
    const { owner, company: account } = await companyWithOwner(db())
    expect(await server.call(owner, accountChildren, null, account)).toMatchObject({
      status: 200,
      result: [],
    })
    expect((await server.call(owner, accountChildren, { all: true }, account)).status).toBe(400)
  })

  it("stops parent access when the parent is no longer a management account", async () => {
    const { partner, reseller, client } = await resellerWithClient(db())
    expect((await server.call(partner, accountGet, null, client)).status).toBe(200)
    await db()("accounts").where({ id: reseller }).update({ mode: null })
    expect((await server.call(partner, accountGet, null, client)).status).toBe(403)
  })
})
