import type { Page, Request } from "@playwright/test"

/**
 * Sign-in does not exist yet (#3), so tests that need a signed-in user answer the procedure calls
 * themselves. The wire format is sdk's wire.ts: `GET /api/rpc/<name>,<name>?input=[…]`, answered with
 * one `{ result }` or `{ error: { _tag }, status }` per call, in order.
 */

export const accountId = "6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f"
export const otherAccountId = "0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d"
export const accountName = "Esimerkki Oy"

type CallResult = { result: unknown } | { error: { _tag: string; [field: string]: unknown }; status: number }

export interface SignedInOptions {
  readonly role?: "user" | "superadmin"
  readonly accounts?: ReadonlyArray<{ id: string; name: string; state?: "trial" | "active" | "disabled" }>
  readonly invites?: ReadonlyArray<{ accountName: string; invitedByEmail: string }>
}

const profileFor = (options: SignedInOptions, request: Request) => {
  const accounts = (options.accounts ?? [{ id: accountId, name: accountName, state: "trial" }]).map((a) => ({
    id: a.id,
    name: a.name,
    role: "owner",
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

/**
 * Answers `profile.get` as told and `root.version` with the given versions in turn (the last one
 * repeats); everything else is an unknown procedure.
 */
export const fakeApi = async (
  page: Page,
  profile: ProfileAnswer,
  versions: ReadonlyArray<string> = ["e2e"],
) => {
  const pendingVersions = [...versions]
  const nextVersion = () => (pendingVersions.length > 1 ? pendingVersions.shift()! : pendingVersions[0]!)
  await page.route("**/api/rpc/**", async (route) => {
    const request = route.request()
    const names = decodeURIComponent(new URL(request.url()).pathname.replace(/^\/api\/rpc\//, "")).split(",")
    const results: CallResult[] = names.map((name) => {
      if (name === "root.version") return { result: { version: nextVersion() } }
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
