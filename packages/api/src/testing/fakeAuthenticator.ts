import type { AccountId, MemberRole, UserId } from "@vsme/core"
import type { Authenticator, SignedInUser } from "../auth/Caller.js"

/**
 * An authenticator over a fixed table of tokens, for tests of the transport (access levels, refresh
 * and retry) before and independently of the identity service.
 */
export const fakeAuthenticator = (table: {
  readonly tokens: Readonly<Record<string, SignedInUser>>
  readonly memberships?: ReadonlyArray<{ userId: UserId; accountId: AccountId; role: MemberRole }>
  readonly attestation?: string
}): Authenticator => ({
  authenticate: async (token) => table.tokens[token] ?? null,
  accountAccess: async (user, accountId) => {
    const m = table.memberships?.find((x) => x.userId === user.id && x.accountId === accountId)
    return m ? { id: accountId, role: m.role, via: "membership" } : null
  },
  verifyAttestation: async (token) => table.attestation === undefined || token === table.attestation,
})
