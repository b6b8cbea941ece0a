import type { Profile } from "@vsme/sdk"
import { RpcError } from "@vsme/sdk"
import { describe, expect, it } from "vitest"
import {
  decideAccess,
  decideRoleAccess,
  decideSignupAccess,
  profileStatusOf,
  type ProfileStatus,
} from "./routeAccess.js"

const accountId = "7d0c7a52-8f0e-4f55-a3a2-0f7b1b1f2c11"

const profile = (overrides: Partial<Profile> = {}): Profile =>
  ({
    userProfile: {
      id: "0b3f5d4e-1c2a-4b6d-9e8f-7a6b5c4d3e2f",
      email: "a@example.com",
      displayName: "A",
      locale: "fi",
    },
    role: "user",
    accounts: [
      {
        id: accountId,
        name: "Oy Esimerkki Ab",
        role: "owner",
        state: "trial",
        mode: null,
        parentAccountId: null,
      },
    ],
    invites: [],
    activeAccountId: accountId,
    user: { email: "a@example.com", email_verified: true },
    ...overrides,
  }) as Profile

const signedIn = (p: Profile = profile()): ProfileStatus => ({ kind: "signedIn", profile: p })
const withAccount = { account: "required" } as const

describe("profileStatusOf", () => {
  it("is loading while pending, signed out on 401, failed on anything else", () => {
    expect(profileStatusOf({ isPending: true, error: null, data: undefined })).toEqual({ kind: "loading" })
    const sessionEnded = new RpcError("profile.get", 401, { _tag: "SessionEnded" })
    expect(profileStatusOf({ isPending: false, error: sessionEnded, data: undefined })).toEqual({
      kind: "signedOut",
    })
    const serverError = new RpcError("profile.get", 500, { _tag: "UnknownError" })
    expect(profileStatusOf({ isPending: false, error: serverError, data: undefined })).toEqual({
      kind: "failed",
    })
    expect(profileStatusOf({ isPending: false, error: new Error("bug"), data: undefined })).toEqual({
      kind: "failed",
    })
  })
})

describe("decideAccess (spec §2 rules of navigation)", () => {
  it("waits while the profile loads", () => {
    expect(decideAccess({ kind: "loading" }, withAccount, accountId)).toEqual({ kind: "loading" })
  })

  it("sends a profile error to /logout and a missing user to /login", () => {
    expect(decideAccess({ kind: "failed" }, withAccount, accountId)).toEqual({
      kind: "redirect",
      to: "/logout",
    })
    expect(decideAccess({ kind: "signedOut" }, withAccount, accountId)).toEqual({
      kind: "redirect",
      to: "/login",
    })
  })

  it("sends a user without a stored active account to /select-account", () => {
    expect(decideAccess(signedIn(), withAccount, null)).toEqual({ kind: "redirect", to: "/select-account" })
  })

  it("lets routes that need no account (select-account, create-account) through without one", () => {
    expect(decideAccess(signedIn(), { account: "none" }, null)).toMatchObject({ kind: "allow" })
  })

  it("sends a superadmin of no company to the superadmin area, which needs no account", () => {
    const admin = profile({ role: "superadmin", accounts: [], activeAccountId: null })
    expect(decideAccess(signedIn(admin), withAccount, null)).toEqual({ kind: "redirect", to: "/superadmin" })
    expect(decideAccess(signedIn(admin), { account: "optional" }, null)).toMatchObject({ kind: "allow" })
    // With a company of their own they choose one, like everybody else.
    const member = profile({ role: "superadmin", activeAccountId: null })
    expect(member.accounts.length).toBeGreaterThan(0)
    expect(decideAccess(signedIn(member), withAccount, null)).toEqual({
      kind: "redirect",
      to: "/select-account",
    })
  })

  it("shows the verification screen to a user whose email address is unverified, on every route", () => {
    const unverified = profile({ user: { email: "a@example.com", email_verified: false } })
    for (const requirements of [withAccount, { account: "none" } as const])
      expect(decideAccess(signedIn(unverified), requirements, null)).toEqual({
        kind: "unverified",
        profile: unverified,
      })
  })

  it("forgets a stored account the user may not act on", () => {
    expect(decideAccess(signedIn(profile({ activeAccountId: null })), withAccount, accountId)).toEqual({
      kind: "redirect",
      to: "/select-account",
      forgetStoredAccount: true,
    })
  })
})

describe("decideRoleAccess", () => {
  it("sends a role mismatch to / and lets the matching role in", () => {
    expect(decideRoleAccess(profile(), "superadmin")).toEqual({ kind: "redirect", to: "/" })
    expect(decideRoleAccess(profile({ role: "superadmin" }), "superadmin")).toEqual({ kind: "allow" })
  })
})

describe("decideSignupAccess", () => {
  it("sends a signed-in user to / and lets everyone else sign up", () => {
    expect(decideSignupAccess(signedIn())).toEqual({ kind: "redirect", to: "/" })
    expect(decideSignupAccess({ kind: "signedOut" })).toEqual({ kind: "allow" })
    expect(decideSignupAccess({ kind: "failed" })).toEqual({ kind: "allow" })
    expect(decideSignupAccess({ kind: "loading" })).toEqual({ kind: "loading" })
  })
})
