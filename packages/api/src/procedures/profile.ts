import type { Locale } from "@vsme/core"
import { Unauthorized, type profileProcedures } from "@vsme/sdk"
import { profileAccountsAndInvites } from "../accounts/accountAccess.js"
import type { Handler } from "./handler.js"

interface UserRow {
  id: string
  email: string
  display_name: string
  locale: Locale
  role: "user" | "superadmin"
  email_verified_at: Date | null
  totp_enabled_at: Date | null
}

/** The signed-in person, their companies and pending invites (spec §3 "Profile response"). */
const profileGet: Handler<typeof profileProcedures.profileGet> = async ({ caller, db, services }) => {
  const user = (await db("users").where({ id: caller.user.id }).first()) as UserRow | undefined
  if (!user) throw new Unauthorized()
  const { accounts, invites } = await profileAccountsAndInvites(db, user.id, user.email, services.now())
  return {
    userProfile: {
      id: user.id as never,
      email: user.email,
      displayName: user.display_name,
      locale: user.locale,
      totpEnabled: user.totp_enabled_at !== null,
    },
    role: user.role,
    accounts,
    invites,
    activeAccountId: caller.account?.id ?? null,
    user: { email: user.email, email_verified: user.email_verified_at !== null },
  }
}

export const profileHandlers = { "profile.get": profileGet }
