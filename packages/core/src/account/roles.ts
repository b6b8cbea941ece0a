import { Schema } from "effect"

/** Role within one company account (spec §6): owner is shown as "Administrator", the main user. */
export const MemberRole = Schema.Literal("owner", "user").annotations({
  message: () => ({ message: "validation.invalidValue", override: true }),
})
export type MemberRole = typeof MemberRole.Type

/** Global role of a person: superadmins run the service (spec §6). */
export const GlobalRole = Schema.Literal("user", "superadmin")
export type GlobalRole = typeof GlobalRole.Type

/** Subscription state of an account (spec §4). Anything but active counts as trial mode. */
export const AccountState = Schema.Literal("trial", "active", "disabled")
export type AccountState = typeof AccountState.Type
export const isTrialMode = (state: AccountState) => state !== "active"

/** Management (parent) accounts are resellers or service providers (spec §3, §6). */
export const AccountMode = Schema.Literal("reseller", "service-provider")
export type AccountMode = typeof AccountMode.Type
