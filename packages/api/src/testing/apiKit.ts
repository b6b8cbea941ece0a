import { afterAll, beforeAll, expect } from "vitest"
import type { MemberRole } from "@vsme/core"
import { reportCreate, type AnyProcedure } from "@vsme/sdk"
import type { DbOrTrx } from "../db/database.js"
import { insertSampleReport } from "../reports/sampleReport.js"
import {
  accountTestAuthenticator,
  callAs,
  fileAs,
  insertAccount,
  insertUser,
  type CallAnswer,
  type FileAnswer,
  type TestUser,
} from "./accountKit.js"
import { startTestServer, type TestServer } from "./testServer.js"

/**
 * The API tests' one kit: a server per test file and the usual worlds built by name (one company
 * and its owner, two companies for tenant isolation, a company's team, a superadmin, a report).
 * Not re-exported by testing/index.ts: it registers vitest hooks, and the benchmarks import the
 * rest of the test support outside vitest.
 */

/** What a call answers, and the calls a test makes as one person in one company. */
export type Call = (procedure: AnyProcedure, input: unknown) => Promise<CallAnswer>

export interface KitServer extends TestServer {
  /** Calls one procedure as `user` (or anonymously), in `accountId` when given; input sent as is. */
  readonly call: (
    user: TestUser | null,
    procedure: AnyProcedure,
    input: unknown,
    accountId?: string,
  ) => Promise<CallAnswer>
  /** The calls of `user` in `accountId`: `const asAlice = server.as(alice, companyA)`. */
  readonly as: (user: TestUser | null, accountId?: string) => Call
  /** Requests a file route (sdk files.ts) as `user`. */
  readonly file: (
    user: TestUser | null,
    path: string,
    options?: Parameters<typeof fileAs>[3],
  ) => Promise<FileAnswer>
}

/**
 * The test file's API server over a database of its own: started before its first test (with the
 * account test authenticator unless another is given), stopped after its last. Its fields are read
 * when a test runs, so `server.url` in a test is the started server's.
 */
export const useTestServer = (options: Parameters<typeof startTestServer>[0] = {}): KitServer => {
  let started: TestServer | undefined
  // A worker's first file also builds the migrated database image (testing/testDatabase.ts), which
  // on a busy two-core machine took over the hook's usual minute.
  beforeAll(async () => {
    started = await startTestServer({ authenticator: accountTestAuthenticator, ...options })
  }, 180_000)
  afterAll(() => started?.stop())
  const current = () => {
    if (!started) throw new Error("the test server starts in beforeAll; use it inside a test or a hook")
    return started
  }
  const extras = {
    call: (user: TestUser | null, procedure: AnyProcedure, input: unknown, accountId?: string) =>
      callAs(current().url, user, procedure, input, accountId),
    as:
      (user: TestUser | null, accountId?: string): Call =>
      (procedure, input) =>
        callAs(current().url, user, procedure, input, accountId),
    file: (user: TestUser | null, path: string, fileOptions?: Parameters<typeof fileAs>[3]) =>
      fileAs(current().url, user, path, fileOptions),
  }
  return new Proxy(extras, {
    get: (target, property) =>
      property in target ? target[property as keyof typeof extras] : current()[property as keyof TestServer],
  }) as KitServer
}

/** The answer's result, after checking it succeeded (the error shown when it did not). */
export const ok = <T = any>(answer: { status: number; result?: unknown; error?: unknown }): T => {
  expect(answer.status, JSON.stringify(answer.error)).toBe(200)
  return answer.result as T
}

// ---- worlds ----------------------------------------------------------------------------------------

/** One company and its owner. */
export const companyWithOwner = async (
  db: DbOrTrx,
  options: { readonly name?: string; readonly ownerName?: string } = {},
) => {
  const owner = await insertUser(
    db,
    options.ownerName === undefined ? {} : { displayName: options.ownerName },
  )
  const company = await insertAccount(db, {
    ...(options.name === undefined ? {} : { name: options.name }),
    members: [[owner, "owner"]],
  })
  return { owner, company }
}

/**
 * Tenant isolation's world: company A with its owner Alice and Bob as a plain user, company B with
 * its owner Eve.
 */
export const twoCompanies = async (
  db: DbOrTrx,
  options: { readonly names?: readonly [string, string] } = {},
) => {
  const alice = await insertUser(db, { displayName: "Alice" })
  const bob = await insertUser(db, { displayName: "Bob" })
  const eve = await insertUser(db, { displayName: "Eve" })
  const [nameA, nameB] = options.names ?? []
  const companyA = await insertAccount(db, {
    ...(nameA === undefined ? {} : { name: nameA }),
    members: [
      [alice, "owner"],
      [bob, "user"],
    ],
  })
  const companyB = await insertAccount(db, {
    ...(nameB === undefined ? {} : { name: nameB }),
    members: [[eve, "owner"]],
  })
  return { alice, bob, eve, companyA, companyB }
}

/** A company's team: two owners and a plain user, with a superadmin of the service beside them. */
export const companyTeam = async (db: DbOrTrx) => {
  const admin = await superadmin(db)
  const owner = await insertUser(db, { displayName: "Olli Omistaja" })
  const secondOwner = await insertUser(db, { displayName: "Outi Omistaja" })
  const member = await insertUser(db, { displayName: "Kalle Käyttäjä" })
  const company = await insertAccount(db, {
    members: [
      [owner, "owner"],
      [secondOwner, "owner"],
      [member, "user"],
    ],
  })
  return { admin, owner, secondOwner, member, company }
}

/** A superadmin of the service. */
export const superadmin = (db: DbOrTrx) => insertUser(db, { role: "superadmin" })

/** A new report (calendar year 2025, without the Comprehensive Module unless told) made through the API. */
export const newReport = async (
  call: Call,
  input: {
    readonly title?: string
    readonly startDate?: string
    readonly endDate?: string
    readonly comprehensive?: boolean
  } = {},
): Promise<string> => {
  const res = await call(reportCreate, {
    title: "Report 2025",
    startDate: "2025-01-01",
    endDate: "2025-12-31",
    comprehensive: false,
    ...input,
  })
  expect(res.status, JSON.stringify(res.error)).toBe(200)
  return (res.result as { id: string }).id
}

// ---- real sign-in; worlds with a sample report, a reseller, a secret to leak ----

/**
 * `useTestServer` with the server's own authenticator in place of the test one: real browser
 * sessions, personal API tokens and app attestation, for the files that sign in as the web app or
 * the CLI does (their people carry no `test:` token).
 */
export const useTestServerWithRealSignIn = (
  options: Omit<Parameters<typeof startTestServer>[0], "authenticator"> = {},
): KitServer =>
  // An `authenticator` of its own, left undefined, replaces the kit's test default; startTestServer
  // then gives the server none, and the server makes its real one.
  useTestServer({ ...options, authenticator: undefined as never })

/** One company with its owner and a sample report (reports/sampleReport.ts); active when told. */
export const companyWithSampleReport = async (db: DbOrTrx, options: { readonly active?: boolean } = {}) => {
  const { owner, company } = await companyWithOwner(db)
  if (options.active) await db("accounts").where({ id: company }).update({ state: "active" })
  const reportId = await insertSampleReport(db, company, owner.id)
  return { owner, company, reportId }
}

/**
 * A reseller (a management account, e.g. an accounting firm) with its partner and any further
 * members, and a client company under it, whose owners are the reseller's owners acting for it; the
 * client's own members when given. Neither is subscribed.
 */
export const resellerWithClient = async (
  db: DbOrTrx,
  options: {
    readonly partnerRole?: MemberRole
    readonly resellerName?: string
    readonly resellerMembers?: ReadonlyArray<readonly [TestUser, MemberRole]>
    readonly clientName?: string
    readonly clientMembers?: ReadonlyArray<readonly [TestUser, MemberRole]>
  } = {},
) => {
  const partner = await insertUser(db)
  const reseller = await insertAccount(db, {
    ...(options.resellerName === undefined ? {} : { name: options.resellerName }),
    mode: "reseller",
    members: [[partner, options.partnerRole ?? "owner"], ...(options.resellerMembers ?? [])],
  })
  const client = await insertAccount(db, {
    ...(options.clientName === undefined ? {} : { name: options.clientName }),
    parentAccountId: reseller,
    members: options.clientMembers ?? [],
  })
  return { partner, reseller, client }
}

/**
 * Tenant isolation probed for leaks: `twoCompanies`, both active (so that probes pass the
 * subscription gate and reach the record lookups), with `secret` as company A's name and its
 * owner's, and a sample report of A titled `secret` with an attachment whose name and bytes carry
 * it. No answer to company B may contain the secret.
 */
export const twoCompaniesWithSecret = async (db: DbOrTrx, secret: string) => {
  const world = await twoCompanies(db, { names: [secret, "Yritys B Oy"] })
  const { alice, companyA, companyB } = world
  await db("users").where({ id: alice.id }).update({ display_name: secret })
  await db("accounts").whereIn("id", [companyA, companyB]).update({ state: "active" })
  const reportId = await insertSampleReport(db, companyA, alice.id, { title: secret })
  const content = Buffer.from(`${secret} evidence`)
  const [attachment] = (await db("report_attachments")
    .insert({
      report_id: reportId,
      question_id: "NumberOfEmployees",
      file_name: `${secret}.txt`,
      content_type: "text/plain",
      size_bytes: content.length,
      sha256: "0".repeat(64),
      content,
      uploaded_by: alice.id,
    })
    .returning("id")) as Array<{ id: string }>
  return { ...world, reportId, attachmentId: attachment!.id }
}

// ---- subscribed companies ----

/** Marks accounts subscribed (active), past the trial's limits (spec §4). */
const subscribe = (db: DbOrTrx, ...accountIds: ReadonlyArray<string>) =>
  db("accounts").whereIn("id", accountIds).update({ state: "active" })

/** One subscribed company (active, not on trial) and its owner; its currency when given. */
export const subscribedCompany = async (
  db: DbOrTrx,
  options: { readonly name?: string; readonly ownerName?: string; readonly currency?: string } = {},
) => {
  const { owner, company } = await companyWithOwner(db, options)
  await subscribe(db, company)
  if (options.currency !== undefined)
    await db("accounts").where({ id: company }).update({ currency: options.currency })
  return { owner, company }
}

/**
 * A data request's world (issue 32), all subscribed: the bank Pankki Oyj (its owner and a plain
 * user) asks, the supplier Toimittaja Oy (its owner and a plain user) answers from its sample report
 * (2025), and Sivullinen Oy's owner is a stranger to both.
 */
export const bankAndSupplier = async (db: DbOrTrx) => {
  const bankOwner = await insertUser(db, { displayName: "Pankki Pertti" })
  const bankUser = await insertUser(db)
  const supplierOwner = await insertUser(db, { displayName: "Toimittaja Tiina" })
  const supplierUser = await insertUser(db)
  const bank = await insertAccount(db, {
    name: "Pankki Oyj",
    members: [
      [bankOwner, "owner"],
      [bankUser, "user"],
    ],
  })
  const supplier = await insertAccount(db, {
    name: "Toimittaja Oy",
    members: [
      [supplierOwner, "owner"],
      [supplierUser, "user"],
    ],
  })
  await subscribe(db, bank, supplier)
  const { owner: stranger, company: strangerAccount } = await subscribedCompany(db, {
    name: "Sivullinen Oy",
  })
  const supplierBusinessId = (
    (await db("accounts").where({ id: supplier }).first("business_id")) as { business_id: string }
  ).business_id
  const supplierReport = await insertSampleReport(db, supplier, supplierOwner.id)
  return {
    bankOwner,
    bankUser,
    bank,
    supplierOwner,
    supplierUser,
    supplier,
    supplierBusinessId,
    supplierReport,
    stranger,
    strangerAccount,
  }
}
