import type { AccountMode, AccountState, MemberRole } from "@vsme/core"

/** What the web knows of one of the user's accounts (a profile entry). */
interface OwnAccount {
  readonly role: MemberRole
  readonly state: AccountState
  readonly mode: AccountMode | null
}

/**
 * Whether the user may create client accounts under this account (decision 015): it is a
 * management account (reseller or service-provider), not disabled, and the user is one of its
 * owners. Its users work in the clients but do not create them; the API refuses them too.
 */
export const mayCreateClientsOf = (account: OwnAccount): boolean =>
  account.mode !== null && account.state !== "disabled" && account.role === "owner"

/** The accounts the create-account form offers as the new client's parent. */
export const clientParentChoices = <A extends OwnAccount>(accounts: ReadonlyArray<A>): A[] =>
  accounts.filter(mayCreateClientsOf)
