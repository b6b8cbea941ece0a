import type { Profile } from "@vsme/sdk"
import { createContext, useContext } from "react"

const ProfileContext = createContext<Profile | null>(null)

/** Provided by the route guard once the profile has loaded. */
export const ProfileProvider = ProfileContext.Provider

/** The signed-in user's profile; only valid below the profile guard. */
export const useProfile = (): Profile => {
  const profile = useContext(ProfileContext)
  if (!profile) throw new Error("useProfile is used outside the signed-in routes")
  return profile
}

/** The profile when a user is signed in, otherwise null (for layouts shared with public pages). */
export const useOptionalProfile = (): Profile | null => useContext(ProfileContext)
