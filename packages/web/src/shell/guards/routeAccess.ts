import type { GlobalRole } from "@vsme/core"
import { isRpcError, type Profile } from "@vsme/sdk"

/** Where the guards send people (spec §2). */
export const paths = {
  home: "/",
  login: "/login",
  logout: "/logout",
  selectAccount: "/select-account",
  superadmin: "/superadmin",
} as const

/** What is known about the signed-in user while the route decides. */
export type ProfileStatus =
  | { readonly kind: "loading" }
  | { readonly kind: "signedOut" }
  | { readonly kind: "failed" }
  | { readonly kind: "signedIn"; readonly profile: Profile }

/** Reads a profile query: 401 (including the sdk's SessionEnded) means nobody is signed in. */
export const profileStatusOf = (query: {
  readonly isPending: boolean
  readonly error: unknown
  readonly data: Profile | undefined
}): ProfileStatus => {
  if (query.data) return { kind: "signedIn", profile: query.data }
  if (query.error)
    return isRpcError(query.error) && query.error.status === 401 ? { kind: "signedOut" } : { kind: "failed" }
  return { kind: "loading" }
}

export interface RouteRequirements {
  /**
   * "required": the route works on one company account (most routes); "none": it does not use one
   * (/select-account, /create-account); "optional": it works with or without one (the superadmin
   * area, which a superadmin who belongs to no company must reach too).
   */
  readonly account: "required" | "none" | "optional"
}

export type AccessDecision =
  | { readonly kind: "loading" }
  | { readonly kind: "redirect"; readonly to: string; readonly forgetStoredAccount?: true }
  | { readonly kind: "unverified"; readonly profile: Profile }
  | { readonly kind: "allow"; readonly profile: Profile }

const redirect = (to: string): AccessDecision => ({ kind: "redirect", to })

/**
 * The navigation rules of spec §2 for a protected route: a loading indicator while the profile loads,
 * /logout on a profile error, /login without a user, the email verification screen while the address
 * is unverified (spec §2, §4), /select-account without a stored active account.
 */
export const decideAccess = (
  status: ProfileStatus,
  requirements: RouteRequirements,
  storedAccountId: string | null,
): AccessDecision => {
  switch (status.kind) {
    case "loading":
      return { kind: "loading" }
    case "failed":
      return redirect(paths.logout)
    case "signedOut":
      return redirect(paths.login)
  }
  const { profile } = status
  if (!profile.user.email_verified) return { kind: "unverified", profile }
  if (requirements.account === "required") {
    // A superadmin of no company has nothing to select: their work is the superadmin area.
    if (!storedAccountId && profile.role === "superadmin" && profile.accounts.length === 0)
      return redirect(paths.superadmin)
    if (!storedAccountId) return redirect(paths.selectAccount)
    // The server names the active account only when the user may act on it; a stored id of an
    // account they have left (or a typo) is forgotten rather than sent with every call.
    if (profile.activeAccountId === null)
      return { kind: "redirect", to: paths.selectAccount, forgetStoredAccount: true }
  }
  return { kind: "allow", profile }
}

/** A role-restricted route (the superadmin ones) sends everyone else to / (spec §2). */
export const decideRoleAccess = (
  profile: Profile,
  role: GlobalRole,
): { readonly kind: "allow" } | { readonly kind: "redirect"; readonly to: string } =>
  profile.role === role ? { kind: "allow" } : { kind: "redirect", to: paths.home }

export type SignupDecision =
  | { readonly kind: "loading" }
  | { readonly kind: "redirect"; readonly to: string }
  | { readonly kind: "allow" }

/** /signup: a signed-in user goes to / (spec §2); anyone else may sign up, even if the profile failed. */
export const decideSignupAccess = (status: ProfileStatus): SignupDecision => {
  if (status.kind === "loading") return { kind: "loading" }
  if (status.kind === "signedIn") return { kind: "redirect", to: paths.home }
  return { kind: "allow" }
}
