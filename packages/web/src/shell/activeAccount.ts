/**
 * The active company account id, kept in localStorage (spec §3) and sent with every API call as the
 * account-id header. Storage can be unavailable (private modes, blocked storage); then there is none.
 */
export const activeAccountStorageKey = "activeAccountId"

export const getActiveAccountId = (): string | null => {
  try {
    return window.localStorage.getItem(activeAccountStorageKey) || null
  } catch {
    return null
  }
}

export const setActiveAccountId = (accountId: string) => {
  try {
    window.localStorage.setItem(activeAccountStorageKey, accountId)
  } catch {
    // Without storage the choice lasts until the next reload; nothing better to do.
  }
}

export const clearActiveAccountId = () => {
  try {
    window.localStorage.removeItem(activeAccountStorageKey)
  } catch {
    // Nothing stored, nothing to clear.
  }
}
