import { createHash, randomBytes } from "node:crypto"
import type { Page, Request } from "@playwright/test"
import type { Profile } from "@vsme/sdk"

/**
 * Tests that need a given profile answer the procedure calls themselves instead of signing in. The
 * wire format is sdk's wire.ts: `GET` or `POST /api/rpc/<name>,<name>`, answered with one `{ result }`
 * or `{ error: { _tag }, status }` per call, in order. The start-up calls of the app are answered
 * too: a tiny proof-of-work challenge and an attestation token, and auth.refresh with a session for a
 * signed-in profile (401 otherwise; a signed-in one also gets the session hint cookie).
 */

export const accountId = "6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f"
export const otherAccountId = "0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d"
export const accountName = "Esimerkki Oy"

type CallResult = { result: unknown } | { error: { _tag: string; [field: string]: unknown }; status: number }

export interface SignedInOptions {
  readonly role?: "user" | "superadmin"
  readonly accounts?: ReadonlyArray<{ id: string; name: string; state?: "trial" | "active" | "disabled" }>
  readonly invites?: ReadonlyArray<{ accountName: string; invitedByEmail: string }>
  /** Whether the user has two-factor authentication on (profile.get's `userProfile.totpEnabled`). */
  readonly totpEnabled?: boolean
}

/** The profile as the server sends it: typed by the contract, so a new field cannot be forgotten here. */
const profileFor = (options: SignedInOptions, request: Request): (typeof Profile)["Encoded"] => {
  const accounts = (options.accounts ?? [{ id: accountId, name: accountName, state: "trial" }]).map((a) => ({
    id: a.id,
    name: a.name,
    role: "owner" as const,
    state: a.state ?? "trial",
    mode: null,
    parentAccountId: null,
  }))
  const requested = request.headers()["x-account-id"] ?? null
  // Like the server: the active account is the header's, when the user may act on it.
  const activeAccountId =
    requested && (options.role === "superadmin" || accounts.some((a) => a.id === requested))
      ? requested
      : null
  return {
    userProfile: {
      id: "3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e6f",
      email: "maija@example.com",
      displayName: "Maija Meikäläinen",
      locale: "fi",
      totpEnabled: options.totpEnabled ?? false,
    },
    role: options.role ?? "user",
    accounts,
    invites: (options.invites ?? []).map((invite, i) => ({
      id: `9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6${i}`,
      accountId: otherAccountId,
      accountName: invite.accountName,
      role: "user",
      invitedByEmail: invite.invitedByEmail,
      expiresAt: "2030-01-01T00:00:00.000Z",
    })),
    activeAccountId,
    user: { email: "maija@example.com", email_verified: true },
  }
}

export type ProfileAnswer = { signedIn: SignedInOptions } | { error: string; status: number }

/** An ALTCHA v1 challenge the browser solves in a few hashes (the signature is not checked here). */
const tinyChallenge = () => {
  const expires = Math.floor(Date.now() / 1000) + 600
  const salt = `${randomBytes(6).toString("hex")}?expires=${expires}&`
  const challenge = createHash("sha256").update(`${salt}3`).digest("hex")
  return { algorithm: "SHA-256", challenge, maxnumber: 10, salt, signature: "e2e-signature" }
}

const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString()

const sessionAnswers = (profile: ProfileAnswer): Record<string, () => CallResult> => ({
  "attestation.challenge": () => ({ result: tinyChallenge() }),
  "attestation.redeem": () => ({ result: { token: "e2e-attestation", expiresAt: inMinutes(60) } }),
  "auth.refresh": () =>
    "signedIn" in profile
      ? {
          result: {
            accessToken: "e2e-access-token",
            expiresAt: inMinutes(15),
            userId: "3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e6f",
          },
        }
      : { error: { _tag: "Unauthorized" }, status: 401 },
  "auth.signOut": () => ({ result: null }),
})

/**
 * Answers `profile.get` as told, `root.version` with the given versions in turn (the last one
 * repeats) and the start-up calls (attestation, session refresh); everything else is an unknown
 * procedure.
 */
export const fakeApi = async (
  page: Page,
  profile: ProfileAnswer,
  versions: ReadonlyArray<string> = ["e2e"],
) => {
  const pendingVersions = [...versions]
  const nextVersion = () => (pendingVersions.length > 1 ? pendingVersions.shift()! : pendingVersions[0]!)
  const session = sessionAnswers(profile)
  // A signed-in visit has the session hint the server sets beside its refresh cookie (session.ts).
  if ("signedIn" in profile)
    await page.addInitScript(() => {
      if (window.sessionStorage.getItem("e2e-session-hint")) return
      document.cookie = "vsme_session=1; Path=/; SameSite=Strict"
      window.sessionStorage.setItem("e2e-session-hint", "1")
    })
  await page.route("**/api/rpc/**", async (route) => {
    const request = route.request()
    const names = decodeURIComponent(new URL(request.url()).pathname.replace(/^\/api\/rpc\//, "")).split(",")
    const results: CallResult[] = names.map((name) => {
      if (name === "root.version") return { result: { version: nextVersion() } }
      const answer = session[name]
      if (answer) return answer()
      if (name !== "profile.get") return { error: { _tag: "UnknownProcedure", name }, status: 404 }
      return "signedIn" in profile
        ? { result: profileFor(profile.signedIn, request) }
        : { error: { _tag: profile.error }, status: profile.status }
    })
    const statuses = new Set(results.map((r) => ("status" in r ? r.status : 200)))
    await route.fulfill({
      status: statuses.size === 1 ? [...statuses][0]! : 207,
      contentType: "application/json",
      body: JSON.stringify(results),
    })
  })
}

/** Stores the active account id before the app starts, as an earlier visit would have. */
export const storeActiveAccount = async (page: Page, id = accountId) => {
  await page.addInitScript((value) => {
    if (!window.sessionStorage.getItem("e2e-seeded")) {
      window.localStorage.setItem("activeAccountId", value)
      window.sessionStorage.setItem("e2e-seeded", "1")
    }
  }, id)
}
