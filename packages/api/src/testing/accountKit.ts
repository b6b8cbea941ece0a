import { randomUUID } from "node:crypto"
import {
  businessIdCheckDigit,
  type AccountId,
  type GlobalRole,
  type MemberRole,
  type UserId,
} from "@vsme/core"
import type { AnyProcedure } from "@vsme/sdk"
import { findAccountAccess } from "../accounts/accountAccess.js"
import type { Authenticator, SignedInUser } from "../auth/Caller.js"
import type { DbOrTrx } from "../db/database.js"

/**
 * Test support for company accounts: people inserted straight into `users`, accounts with members,
 * and an authenticator whose bearer token is `test:<user id>` (with `:no-second-factor`, a credential
 * proven without the second factor) but whose account access is the real
 * `findAccountAccess` query, so every test exercises it.
 */
export const accountTestAuthenticator: Authenticator = {
  authenticate: async (token, db) => {
    // `test:<id>:no-second-factor`: a credential proven without the second factor (issue 15).
    const match = /^test:([0-9a-f-]{36})(:no-second-factor)?$/.exec(token)
    const id = match?.[1]
    if (!id) return null
    const row = (await db("users").where({ id }).first("id", "email", "role")) as
      { id: string; email: string; role: GlobalRole } | undefined
    if (!row) return null
    return {
      id: row.id as UserId,
      email: row.email,
      role: row.role,
      ...(match[2] ? { secondFactor: false } : {}),
    }
  },
  accountAccess: (user, accountId, db) => findAccountAccess(db, user, accountId),
  verifyAttestation: async () => true,
}

export interface TestUser extends SignedInUser {
  readonly token: string
}

let counter = 0

export const insertUser = async (
  db: DbOrTrx,
  options: { email?: string; role?: GlobalRole; verified?: boolean; displayName?: string } = {},
): Promise<TestUser> => {
  const email = options.email ?? `person${++counter}.${randomUUID().slice(0, 8)}@example.com`
  const [row] = (await db("users")
    .insert({
      email,
      display_name: options.displayName ?? "",
      role: options.role ?? "user",
      email_verified_at: options.verified === false ? null : new Date(),
    })
    .returning("id")) as Array<{ id: string }>
  return { id: row!.id as UserId, email, role: options.role ?? "user", token: `test:${row!.id}` }
}

/** A valid Business ID of its own for every call (bodies with remainder 1 have no check digit). */
export const uniqueBusinessId = (() => {
  let body = 3_000_000 + Math.floor(Math.random() * 1_000_000)
  return () => {
    for (;;) {
      const digits = String(++body).padStart(7, "0")
      const check = businessIdCheckDigit(digits)
      if (check !== null) return `${digits}-${check}`
    }
  }
})()

/**
 * Company details as `account.create` and `account.update` take them over the wire, written as a
 * script from before the LEI, the XBRL identifier and Peppol IDs would write them.
 */
export const companyInput = (overrides: Record<string, unknown> = {}) => ({
  name: "Testi Oy",
  contact: { name: "Maija Meikäläinen", email: "maija@example.com", phone: "+358 40 123 4567" },
  legalForm: "private-limited-liability",
  legalFormOther: null,
  naceCodes: ["62.10"],
  address: { street: "Testikatu 1", street2: null, zip: "00100", city: "Helsinki", country: "FI" },
  ...overrides,
})

/** An `account.create` input for a company of its own, with a Business ID no other test uses. */
export const newAccountInput = (overrides: Record<string, unknown> = {}) => ({
  businessId: uniqueBusinessId(),
  company: companyInput(),
  referredByPartner: false,
  referral: null,
  forClient: false,
  parentAccountId: null,
  termsAccepted: true,
  authorityConfirmed: true,
  ...overrides,
})

export const insertAccount = async (
  db: DbOrTrx,
  options: {
    name?: string
    mode?: "reseller" | "service-provider"
    parentAccountId?: string
    members?: ReadonlyArray<readonly [TestUser, MemberRole]>
  } = {},
): Promise<AccountId> => {
  const [row] = (await db("accounts")
    .insert({
      name: options.name ?? `Company ${++counter}`,
      business_id: uniqueBusinessId(),
      mode: options.mode ?? null,
      parent_account_id: options.parentAccountId ?? null,
    })
    .returning("id")) as Array<{ id: string }>
  for (const [user, role] of options.members ?? []) {
    await db("memberships").insert({ account_id: row!.id, user_id: user.id, role })
  }
  return row!.id as AccountId
}

export interface CallAnswer {
  readonly status: number
  readonly result?: any
  readonly error?: { readonly _tag: string; readonly [field: string]: any }
}

/**
 * Calls one procedure over HTTP as `user` (or anonymously), with the account-id header when given.
 * The input is sent as is (its wire form), so tests can send what no typed client would.
 */
export const callAs = async (
  baseUrl: string,
  user: TestUser | null,
  procedure: AnyProcedure,
  input: unknown,
  accountId?: string,
): Promise<CallAnswer> => {
  const headers: Record<string, string> = { "content-type": "application/json" }
  if (user) headers.authorization = `Bearer ${user.token}`
  if (accountId) headers["x-account-id"] = accountId
  const res = await fetch(`${baseUrl}/api/rpc/${procedure.name}`, {
    method: "POST",
    headers,
    body: JSON.stringify([input]),
  })
  const [answer] = (await res.json()) as [Omit<CallAnswer, "status">]
  return { ...answer, status: res.status }
}

/** The answer of a file route (sdk files.ts): the raw response plus its body read as bytes. */
export interface FileAnswer {
  readonly status: number
  readonly headers: Headers
  readonly bytes: Buffer
  /** The decoded `{ error }` body of a failed request. */
  readonly error?: { readonly _tag: string; readonly [field: string]: any }
}

/**
 * Requests a file route as `user` (or anonymously) with the account-id header when given: a GET
 * download, or an upload when `upload` is given (its bytes and file name, sent as the web app does).
 */
export const fileAs = async (
  baseUrl: string,
  user: TestUser | null,
  path: string,
  options: {
    accountId?: string
    method?: "GET" | "POST" | "DELETE"
    upload?: { bytes: Uint8Array; fileName: string; contentType?: string }
    query?: Record<string, string>
  } = {},
): Promise<FileAnswer> => {
  const headers: Record<string, string> = {}
  if (user) headers.authorization = `Bearer ${user.token}`
  if (options.accountId) headers["x-account-id"] = options.accountId
  if (options.upload) {
    headers["content-type"] = options.upload.contentType ?? "application/octet-stream"
    headers["x-file-name"] = encodeURIComponent(options.upload.fileName)
  }
  const query = options.query ? `?${new URLSearchParams(options.query).toString()}` : ""
  const res = await fetch(`${baseUrl}${path}${query}`, {
    method: options.method ?? (options.upload ? "POST" : "GET"),
    headers,
    ...(options.upload ? { body: options.upload.bytes } : {}),
  })
  const bytes = Buffer.from(await res.arrayBuffer())
  let error: FileAnswer["error"]
  if (!res.ok && res.headers.get("content-type")?.includes("application/json")) {
    error = (JSON.parse(bytes.toString("utf8")) as { error: FileAnswer["error"] }).error
  }
  return { status: res.status, headers: res.headers, bytes, ...(error ? { error } : {}) }
}
