import { useQueryClient } from "@tanstack/react-query"
import { useEffect } from "react"
import { useSearchParams } from "react-router-dom"
import type { ProfileStatus } from "../../shell/guards/routeAccess.js"
import { refreshAfterEmailVerification } from "./session.js"

/** The verification email links back to the site root with this parameter (spec §4). */
export const emailVerifiedParam = "emailVerified"

/** True when the page was opened from the email verification link. */
export const isEmailVerifiedReturn = (params: URLSearchParams) => params.get(emailVerifiedParam) === "true"

/**
 * On return from the verification link with a user present, refreshes the identity token once, then
 * the profile, so that a tab that showed the verification screen lets the app through.
 */
export const useEmailVerifiedReturn = (status: ProfileStatus) => {
  const [params] = useSearchParams()
  const queryClient = useQueryClient()
  const returned = isEmailVerifiedReturn(params)
  const signedIn = status.kind === "signedIn"
  const unverified = status.kind === "signedIn" && !status.profile.user.email_verified
  useEffect(() => {
    if (!returned || !signedIn) return
    void refreshAfterEmailVerification().then(() => {
      if (unverified) void queryClient.invalidateQueries({ queryKey: ["profile.get"] })
    })
  }, [returned, signedIn, unverified, queryClient])
}
