import type { QueryClient } from "@tanstack/react-query"
import { clearActiveAccountId } from "../../shell/activeAccount.js"
import { clearFormStorage } from "../../shell/formStorage.js"
import { signOut } from "./session.js"

/**
 * Spec §2 /logout: clears the stored form state, the active account id and the query cache, then
 * signs out. Every step runs even if an earlier one fails: nothing of the old session may linger.
 */
export const logout = async (queryClient: QueryClient) => {
  try {
    clearFormStorage(window.localStorage)
  } catch {
    // Storage unavailable: nothing was stored either.
  }
  clearActiveAccountId()
  queryClient.clear()
  await signOut().catch(() => undefined)
}
