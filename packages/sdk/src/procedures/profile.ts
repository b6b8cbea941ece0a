import {
  AccountId,
  AccountMode,
  AccountState,
  GlobalRole,
  InviteId,
  Locale,
  MemberRole,
  UserId,
} from "@vsme/core"
import { Schema } from "effect"
import { procedure } from "../procedure.js"

export const ProfileAccount = Schema.Struct({
  id: AccountId,
  name: Schema.String,
  role: MemberRole,
  state: AccountState,
  mode: Schema.NullOr(AccountMode),
  parentAccountId: Schema.NullOr(AccountId),
})
export type ProfileAccount = typeof ProfileAccount.Type

export const PendingInvite = Schema.Struct({
  id: InviteId,
  accountId: AccountId,
  accountName: Schema.String,
  role: MemberRole,
  invitedByEmail: Schema.String,
  expiresAt: Schema.String,
})
export type PendingInvite = typeof PendingInvite.Type

/** The signed-in person and what they may act on (spec §3 "Profile response"). */
export const Profile = Schema.Struct({
  userProfile: Schema.Struct({
    id: UserId,
    email: Schema.String,
    displayName: Schema.String,
    locale: Locale,
    /** Whether two-factor authentication is on (the security settings show it). */
    totpEnabled: Schema.Boolean,
  }),
  role: GlobalRole,
  accounts: Schema.Array(ProfileAccount),
  invites: Schema.Array(PendingInvite),
  /** The account named by the request's account-id header, when the user may act on it. */
  activeAccountId: Schema.NullOr(AccountId),
  user: Schema.Struct({ email: Schema.String, email_verified: Schema.Boolean }),
})
export type Profile = typeof Profile.Type

export const profileGet = procedure("profile.get", {
  kind: "query",
  access: "signedIn",
  input: Schema.Null,
  output: Profile,
})

export const profileProcedures = { profileGet } as const
