import { Unauthorized, type profileProcedures } from "@vsme/sdk"
import type { Locale } from "@vsme/core"
import { profileRow } from "../accounts/accountAccess.js"
import type { Handler } from "./handler.js"

/**
 * The signed-in person, their companies and pending invites (spec §3 "Profile response"), read in
 * one query (decision 027).
 */
const profileGet: Handler<typeof profileProcedures.profileGet> = async ({ caller, db, services }) => {
  const user = await profileRow(db, caller.user.id, services.now())
  if (!user) throw new Unauthorized()
  return {
    userProfile: {
      id: user.id as never,
      email: user.email,
      displayName: user.display_name,
      locale: user.locale as Locale,
      totpEnabled: user.totp_enabled_at !== null,
    },
    role: user.role,
    accounts: [...user.accounts],
    invites: [...user.invites],
    activeAccountId: caller.account?.id ?? null,
    user: { email: user.email, email_verified: user.email_verified_at !== null },
  }
}

export const profileHandlers = { "profile.get": profileGet }
