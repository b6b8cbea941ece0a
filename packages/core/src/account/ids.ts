import { Schema } from "effect"

/** Ids are UUIDs, branded so that an account id can never be passed where a user id belongs. */
export const UserId = Schema.UUID.pipe(Schema.brand("UserId"))
export type UserId = typeof UserId.Type
export const AccountId = Schema.UUID.pipe(Schema.brand("AccountId"))
export type AccountId = typeof AccountId.Type
export const InviteId = Schema.UUID.pipe(Schema.brand("InviteId"))
export type InviteId = typeof InviteId.Type
