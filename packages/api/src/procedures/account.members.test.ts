import { beforeEach, describe, expect, it } from "vitest"
import {
  inviteAccept,
  inviteCreate,
  inviteDecline,
  inviteList,
  invitePreview,
  inviteRevoke,
  memberChangeRole,
  memberList,
  memberRemove,
  profileGet,
} from "@vsme/sdk"
import { profileAccountsAndInvites } from "../accounts/accountAccess.js"
import { insertUser, type TestUser } from "../testing/accountKit.js"
import { twoCompanies, useTestServer } from "../testing/apiKit.js"

let clockOffsetMs = 0
const server = useTestServer({ now: () => new Date(Date.now() + clockOffsetMs) })
beforeEach(() => {
  clockOffsetMs = 0
})

const db = () => server.database.db
const roles = async (accountId: string) =>
  Object.fromEntries(
    (
      (await db()("memberships").where({ account_id: accountId }).select("user_id", "role")) as Array<{
        user_id: string
        role: string
      }>
    ).map((r) => [r.user_id, r.role]),
  )

/**
 * An account, Firma Oy, with an owner (Alice) and a user (Bob), and an outsider (Eve) who owns
 * another account.
 */
const company = async () => {
  const world = await twoCompanies(db(), { names: ["Firma Oy", "Toinen Oy"] })
  const { alice: owner, bob: user, eve: outsider, companyA: account, companyB: otherAccount } = world
  return { owner, user, outsider, account, otherAccount }
}

describe("member.list", () => {
  it("gives a user of another company nothing", async () => {
    const { outsider, account } = await company()
    expect(await server.call(outsider, memberList, null, account)).toMatchObject({
      status: 403,
      error: { _tag: "Forbidden" },
    })
  })

  it("refuses input where none is expected", async () => {
    const { user, account } = await company()
    expect((await server.call(user, memberList, { limit: 5 }, account)).status).toBe(400)
  })

  it("lists the members with their roles, owners first, for users too", async () => {
    const { owner, user, account } = await company()
    const res = await server.call(user, memberList, null, account)
    expect(res.result).toEqual([
      {
        userId: owner.id,
        email: owner.email,
        displayName: "Alice",
        role: "owner",
        joinedAt: expect.any(String),
      },
      { userId: user.id, email: user.email, displayName: "Bob", role: "user", joinedAt: expect.any(String) },
    ])
  })
})

describe("member.changeRole", () => {
  it("answers NotFound for a member of another company", async () => {
    const { owner, outsider, account } = await company()
    const res = await server.call(owner, memberChangeRole, { userId: outsider.id, role: "user" }, account)
    expect(res).toMatchObject({ status: 404, error: { _tag: "NotFound" } })
  })

  it("refuses a malformed user id and an unknown role with 400 and their paths", async () => {
    const { owner, account } = await company()
    const res = await server.call(owner, memberChangeRole, { userId: "nope", role: "admin" }, account)
    expect(res.status).toBe(400)
    expect(res.error!.issues.map((i: { path: string[] }) => i.path)).toEqual([["userId"], ["role"]])
  })

  it("lets owners change roles, never demoting the last owner, and refuses users", async () => {
    const { owner, user, account } = await company()
    expect(
      await server.call(user, memberChangeRole, { userId: user.id, role: "owner" }, account),
    ).toMatchObject({
      status: 403,
    })
    const lastOwner = await server.call(owner, memberChangeRole, { userId: owner.id, role: "user" }, account)
    expect(lastOwner).toMatchObject({ status: 409, error: { _tag: "LastOwner" } })
    const promoted = await server.call(owner, memberChangeRole, { userId: user.id, role: "owner" }, account)
    expect(promoted.result).toMatchObject({ userId: user.id, role: "owner" })
    expect(
      (await server.call(owner, memberChangeRole, { userId: owner.id, role: "user" }, account)).status,
    ).toBe(200)
    expect(await roles(account)).toEqual({ [owner.id]: "user", [user.id]: "owner" })
    expect(
      await db()("audit_events")
        .where({ account_id: account, action: "member.changeRole" })
        .select("details"),
    ).toHaveLength(2)
  })
})

describe("member.remove", () => {
  it("answers NotFound for a member of another company, changing nothing there", async () => {
    const { owner, outsider, account, otherAccount } = await company()
    expect(await server.call(owner, memberRemove, { userId: outsider.id }, account)).toMatchObject({
      status: 404,
    })
    expect(await roles(otherAccount)).toEqual({ [outsider.id]: "owner" })
  })

  it("refuses a malformed user id", async () => {
    const { owner, account } = await company()
    expect(await server.call(owner, memberRemove, { userId: 42 }, account)).toMatchObject({
      status: 400,
      error: { issues: [{ path: ["userId"] }] },
    })
  })

  it("lets a user leave but not remove others, and never removes the last owner", async () => {
    const { owner, user, account } = await company()
    expect(await server.call(user, memberRemove, { userId: owner.id }, account)).toMatchObject({
      status: 403,
    })
    expect(await server.call(owner, memberRemove, { userId: owner.id }, account)).toMatchObject({
      status: 409,
      error: { _tag: "LastOwner" },
    })
    expect((await server.call(user, memberRemove, { userId: user.id }, account)).status).toBe(200)
    expect(await roles(account)).toEqual({ [owner.id]: "owner" })
  })
})

describe("invite.create, invite.list, invite.revoke", () => {
  it("gives owners of another company nothing: their invites are NotFound", async () => {
    const { owner, outsider, account, otherAccount } = await company()
    const invite = await server.call(
      outsider,
      inviteCreate,
      { email: "x@example.com", role: "user", locale: "en" },
      otherAccount,
    )
    expect(await server.call(owner, inviteRevoke, { inviteId: invite.result.id }, account)).toMatchObject({
      status: 404,
    })
    expect(await server.call(owner, inviteList, null, otherAccount)).toMatchObject({ status: 403 })
    expect((await db()("invites").where({ id: invite.result.id }).first()).revoked_at).toBeNull()
  })

  it("refuses a malformed address, role or language with 400, and users may not invite", async () => {
    const { owner, user, account } = await company()
    const res = await server.call(
      owner,
      inviteCreate,
      { email: "not-an-email", role: "boss", locale: "de" },
      account,
    )
    expect(res.status).toBe(400)
    expect(res.error!.issues.map((i: { path: string[]; message: string }) => [i.path[0], i.message])).toEqual(
      [
        ["email", "validation.invalidEmail"],
        ["role", "validation.invalidValue"],
        ["locale", "validation.invalidValue"],
      ],
    )
    expect(
      await server.call(user, inviteCreate, { email: "a@example.com", role: "user", locale: "en" }, account),
    ).toMatchObject({
      status: 403,
    })
    expect(await db()("invites").where({ account_id: account })).toEqual([])
  })

  it("invites by e-mail in the chosen language, lists, replaces on resend, and revokes", async () => {
    const { owner, user, account } = await company()
    const email = `Uusi.Henkilo.${Date.now()}@Example.com`
    const res = await server.call(owner, inviteCreate, { email, role: "user", locale: "fi" }, account)
    expect(res.result).toMatchObject({
      email: email.toLowerCase(),
      role: "user",
      locale: "fi",
      status: "pending",
      invitedByEmail: owner.email,
    })
    const mail = await db()("mail_outbox").where({ to_address: email.toLowerCase() }).first()
    expect(mail).toMatchObject({
      kind: "invite",
      locale: "fi",
      subject: "Kutsu yritykseen Firma Oy VSME-palvelussa",
    })
    expect(mail.text_body).toContain("Alice")
    expect(mail.text_body).toMatch(/\/select-account\?invite=[A-Za-z0-9_-]{40,}/)

    expect(
      await server.call(owner, inviteCreate, { email: user.email, role: "user", locale: "en" }, account),
    ).toMatchObject({
      status: 409,
      error: { _tag: "AlreadyMember", email: user.email },
    })
    const resent = await server.call(owner, inviteCreate, { email, role: "owner", locale: "sv" }, account)
    const listed = await server.call(owner, inviteList, null, account)
    expect(listed.result).toEqual([
      expect.objectContaining({ id: resent.result.id, role: "owner", locale: "sv" }),
    ])
    expect(await server.call(user, inviteList, null, account)).toMatchObject({ status: 403 })

    expect((await server.call(owner, inviteRevoke, { inviteId: resent.result.id }, account)).status).toBe(200)
    expect((await server.call(owner, inviteList, null, account)).result).toEqual([])
  })
})

describe("invite.accept and invite.decline", () => {
  const invite = async (owner: TestUser, account: string, email: string, role = "user") =>
    (await server.call(owner, inviteCreate, { email, role, locale: "en" }, account)).result as { id: string }

  it("answers NotFound to anyone but the invited address", async () => {
    const { owner, outsider, account } = await company()
    const sent = await invite(owner, account, "invitee@example.org")
    expect(await server.call(outsider, inviteAccept, { inviteId: sent.id })).toMatchObject({ status: 404 })
    expect(await server.call(outsider, inviteDecline, { inviteId: sent.id })).toMatchObject({ status: 404 })
    expect(await roles(account)).not.toHaveProperty(outsider.id)
  })

  it("refuses a malformed invite id", async () => {
    const { user } = await company()
    expect(await server.call(user, inviteAccept, { inviteId: "1" })).toMatchObject({ status: 400 })
  })

  it("lets the verified invitee join once: accepting again answers the same", async () => {
    const { owner, account } = await company()
    const invitee = await insertUser(db())
    const sent = await invite(owner, account, invitee.email.toUpperCase())
    expect((await profileAccountsAndInvites(db(), invitee.id, invitee.email)).invites).toEqual([
      expect.objectContaining({
        id: sent.id,
        accountId: account,
        accountName: "Firma Oy",
        invitedByEmail: owner.email,
      }),
    ])
    const first = await server.call(invitee, inviteAccept, { inviteId: sent.id })
    expect(first).toMatchObject({ status: 200, result: { accountId: account, role: "user" } })
    const second = await server.call(invitee, inviteAccept, { inviteId: sent.id })
    expect(second).toMatchObject({ status: 200, result: { accountId: account, role: "user" } })
    expect(await roles(account)).toMatchObject({ [invitee.id]: "user" })
    expect(await db()("audit_events").where({ account_id: account, action: "invite.accept" })).toHaveLength(1)
    const profile = await profileAccountsAndInvites(db(), invitee.id, invitee.email)
    expect(profile.invites).toEqual([])
    expect(profile.accounts.map((a) => a.id)).toEqual([account])
  })

  it("refuses an unverified address, a withdrawn, a declined and an expired invitation", async () => {
    const { owner, account } = await company()
    const unverified = await insertUser(db(), { verified: false })
    const sent = await invite(owner, account, unverified.email)
    expect(await server.call(unverified, inviteAccept, { inviteId: sent.id })).toMatchObject({
      status: 403,
      error: { _tag: "InviteNeedsVerifiedEmail" },
    })

    const a = await insertUser(db())
    const revoked = await invite(owner, account, a.email)
    await server.call(owner, inviteRevoke, { inviteId: revoked.id }, account)
    expect(await server.call(a, inviteAccept, { inviteId: revoked.id })).toMatchObject({
      status: 410,
      error: { _tag: "InviteRevoked" },
    })

    const b = await insertUser(db())
    const declined = await invite(owner, account, b.email)
    expect((await server.call(b, inviteDecline, { inviteId: declined.id })).status).toBe(200)
    expect((await server.call(b, inviteDecline, { inviteId: declined.id })).status).toBe(200)
    expect(await server.call(b, inviteAccept, { inviteId: declined.id })).toMatchObject({
      status: 409,
      error: { _tag: "InviteDeclined" },
    })

    const c = await insertUser(db())
    const expiring = await invite(owner, account, c.email)
    clockOffsetMs = 15 * 24 * 60 * 60 * 1000
    expect(await server.call(c, inviteAccept, { inviteId: expiring.id })).toMatchObject({
      status: 410,
      error: { _tag: "InviteExpired" },
    })
    expect((await server.call(owner, inviteList, null, account)).result).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: expiring.id, status: "expired" })]),
    )
    expect(Object.keys(await roles(account))).toHaveLength(2)
  })

  it("shows invitations only to a verified address; an unverified one can neither accept nor decline", async () => {
    const { owner, account } = await company()
    const unverified = await insertUser(db(), { verified: false })
    const sent = await invite(owner, account, unverified.email)
    const other = await company()
    const withdrawn = await invite(other.owner, other.account, unverified.email)
    expect((await server.call(unverified, profileGet, null)).result.invites).toEqual([])
    for (const procedure of [inviteAccept, inviteDecline]) {
      expect(await server.call(unverified, procedure, { inviteId: sent.id })).toMatchObject({
        status: 403,
        error: { _tag: "InviteNeedsVerifiedEmail" },
      })
    }
    // Refused before the invitation is looked at: its state does not show through.
    await db()("invites").where({ id: withdrawn.id }).update({ revoked_at: new Date() })
    expect(await server.call(unverified, inviteAccept, { inviteId: withdrawn.id })).toMatchObject({
      error: { _tag: "InviteNeedsVerifiedEmail" },
    })
    expect(await db()("invites").where({ id: sent.id }).first("declined_at", "accepted_at")).toEqual({
      declined_at: null,
      accepted_at: null,
    })
    expect(await roles(account)).not.toHaveProperty(unverified.id)

    await db()("users").where({ id: unverified.id }).update({ email_verified_at: new Date() })
    expect((await server.call(unverified, profileGet, null)).result.invites).toEqual([
      expect.objectContaining({ id: sent.id, accountId: account }),
    ])
    expect(await server.call(unverified, inviteAccept, { inviteId: sent.id })).toMatchObject({ status: 200 })
  })

  it("lets the invitation link show what it is about before sign-in", async () => {
    const { owner, account } = await company()
    await invite(owner, account, "preview@example.org", "owner")
    const mail = await db()("mail_outbox").where({ to_address: "preview@example.org" }).first()
    const token = /invite=([A-Za-z0-9_-]+)/.exec(mail.text_body)![1]
    expect(await server.call(null, invitePreview, { token })).toMatchObject({
      status: 200,
      result: { accountName: "Firma Oy", email: "preview@example.org", role: "owner", status: "pending" },
    })
    expect(await server.call(null, invitePreview, { token: "x".repeat(43) })).toMatchObject({ status: 404 })
    expect(await server.call(null, invitePreview, { token: "<b>" })).toMatchObject({ status: 400 })
  })
})
