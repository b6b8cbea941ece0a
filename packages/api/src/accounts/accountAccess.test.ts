import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { createTestDatabase, type TestDatabase } from "../testing/testDatabase.js"
import { insertAccount, insertUser } from "../testing/accountKit.js"
import { findAccountAccess, profileAccountsAndInvites } from "./accountAccess.js"

let database: TestDatabase
beforeAll(async () => {
  database = await createTestDatabase()
})
afterAll(() => database.destroy())
const db = () => database.db

describe("findAccountAccess (the Authenticator's accountAccess)", () => {
  it("answers null for an account of another company and for a missing account", async () => {
    const outsider = await insertUser(db())
    const account = await insertAccount(db(), { members: [[await insertUser(db()), "owner"]] })
    expect(await findAccountAccess(db(), outsider, account)).toBeNull()
    expect(
      await findAccountAccess(db(), outsider, "00000000-0000-4000-8000-000000000000" as never),
    ).toBeNull()
  })

  it("gives members their role, parent members user via parent, superadmins owner", async () => {
    const owner = await insertUser(db())
    const user = await insertUser(db())
    const partner = await insertUser(db())
    const admin = await insertUser(db(), { role: "superadmin" })
    const reseller = await insertAccount(db(), { mode: "reseller", members: [[partner, "owner"]] })
    const client = await insertAccount(db(), {
      parentAccountId: reseller,
      members: [
        [owner, "owner"],
        [user, "user"],
      ],
    })
    expect(await findAccountAccess(db(), owner, client)).toEqual({
      id: client,
      role: "owner",
      via: "membership",
    })
    expect(await findAccountAccess(db(), user, client)).toEqual({
      id: client,
      role: "user",
      via: "membership",
    })
    expect(await findAccountAccess(db(), partner, client)).toEqual({
      id: client,
      role: "user",
      via: "parent",
    })
    expect(await findAccountAccess(db(), admin, client)).toEqual({
      id: client,
      role: "owner",
      via: "superadmin",
    })
    // A superadmin who is also a plain member still acts as owner; a parent member gains nothing upward.
    await db()("memberships").insert({ account_id: client, user_id: admin.id, role: "user" })
    expect(await findAccountAccess(db(), admin, client)).toMatchObject({ role: "owner", via: "superadmin" })
    expect(await findAccountAccess(db(), owner, reseller)).toBeNull()
  })

  it("gives nothing through a disabled parent: neither to its members nor to the creator of a client", async () => {
    const partner = await insertUser(db())
    const staff = await insertUser(db())
    const clientOwner = await insertUser(db())
    const reseller = await insertAccount(db(), {
      mode: "reseller",
      members: [
        [partner, "owner"],
        [staff, "user"],
      ],
    })
    const client = await insertAccount(db(), { parentAccountId: reseller, members: [[clientOwner, "owner"]] })
    // The partner created the client for the reseller (account.create), so owns it through it.
    await db()("memberships").insert({
      account_id: client,
      user_id: partner.id,
      role: "owner",
      through_parent_id: reseller,
    })
    expect(await findAccountAccess(db(), partner, client)).toMatchObject({ role: "owner", via: "membership" })
    expect(await findAccountAccess(db(), staff, client)).toMatchObject({ role: "user", via: "parent" })

    await db()("accounts").where({ id: reseller }).update({ state: "disabled" })
    expect(await findAccountAccess(db(), partner, client)).toBeNull()
    expect(await findAccountAccess(db(), staff, client)).toBeNull()
    // The client's own people keep their company.
    expect(await findAccountAccess(db(), clientOwner, client)).toMatchObject({ role: "owner" })
    expect(
      (await profileAccountsAndInvites(db(), partner.id, partner.email)).accounts.map((a) => a.id),
    ).toEqual([reseller])

    // Back in business: access through it returns. No longer a management account: it ends again.
    await db()("accounts").where({ id: reseller }).update({ state: "active" })
    expect(await findAccountAccess(db(), partner, client)).toMatchObject({ role: "owner" })
    await db()("accounts").where({ id: reseller }).update({ mode: null })
    expect(await findAccountAccess(db(), partner, client)).toBeNull()
    expect(await findAccountAccess(db(), staff, client)).toBeNull()
  })

  it("ignores a parent that is not a management account", async () => {
    const member = await insertUser(db())
    const parent = await insertAccount(db(), { members: [[member, "owner"]] })
    const child = await insertAccount(db(), { parentAccountId: parent })
    expect(await findAccountAccess(db(), member, child)).toBeNull()
  })
})

describe("profileAccountsAndInvites", () => {
  it("lists the user's own companies by name and open invitations to their address only", async () => {
    const me = await insertUser(db())
    const inviter = await insertUser(db())
    const b = await insertAccount(db(), { name: "b Oy", members: [[me, "user"]] })
    const a = await insertAccount(db(), { name: "A Oy", mode: "reseller", members: [[me, "owner"]] })
    const invitedTo = await insertAccount(db(), { name: "Kutsuja Oy", members: [[inviter, "owner"]] })
    const now = new Date()
    const invite = (accountId: string, email: string, extra: Record<string, unknown> = {}) =>
      db()("invites").insert({
        account_id: accountId,
        email,
        role: "user",
        locale: "fi",
        token_hash: `${Math.random()}`,
        invited_by: inviter.id,
        expires_at: new Date(now.getTime() + 86_400_000),
        ...extra,
      })
    await invite(invitedTo, me.email.toUpperCase())
    await invite(invitedTo, "someone.else@example.com")
    await invite(b, me.email) // already a member there: not shown
    const profile = await profileAccountsAndInvites(db(), me.id, me.email, now)
    expect(profile.accounts).toEqual([
      { id: a, name: "A Oy", role: "owner", state: "trial", mode: "reseller", parentAccountId: null },
      { id: b, name: "b Oy", role: "user", state: "trial", mode: null, parentAccountId: null },
    ])
    expect(profile.invites).toEqual([
      {
        id: expect.any(String),
        accountId: invitedTo,
        accountName: "Kutsuja Oy",
        role: "user",
        invitedByEmail: inviter.email,
        expiresAt: expect.any(String),
      },
    ])
    // Anyone can sign up with any address: until it is verified, no invitation to it is shown.
    await db()("users").where({ id: me.id }).update({ email_verified_at: null })
    expect((await profileAccountsAndInvites(db(), me.id, me.email, now)).invites).toEqual([])
    await db()("users").where({ id: me.id }).update({ email_verified_at: now })
    const later = new Date(now.getTime() + 2 * 86_400_000)
    expect((await profileAccountsAndInvites(db(), me.id, me.email, later)).invites).toEqual([])
  })
})
