import { Unauthorized, type profileProcedures } from "@vsme/sdk"
import type { Handler } from "./handler.js"

/**
 * The profile needs user and account tables, which arrive with the identity issue. Until a caller can
 * be signed in, the access check already answers 401 before this handler runs.
 */
export const profileHandlers = {
  "profile.get": async () => {
    throw new Unauthorized()
  },
} satisfies { "profile.get": Handler<typeof profileProcedures.profileGet> }
