import type { QueryClient } from "@tanstack/react-query"
import { setActiveAccountId } from "../../shell/activeAccount.js"
import { profileQueries } from "../profile/profileQueries.js"

/**
 * Makes `accountId` the active account. Cached data of the previous account is dropped, and the
 * profile is fetched again with the new account-id header before anyone navigates: the guards read
 * its `activeAccountId` to know the server accepts the choice.
 */
export const switchActiveAccount = async (queryClient: QueryClient, accountId: string) => {
  setActiveAccountId(accountId)
  const profileKey = profileQueries.me().queryKey
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== profileKey[0] })
  await queryClient.refetchQueries({ queryKey: profileKey })
}
