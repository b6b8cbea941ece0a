import { useQueryClient } from "@tanstack/react-query"
import { accountUpdate, type Account, type InputOf } from "@vsme/sdk"
import { useState } from "react"
import { apiClient } from "../../api/apiClient.js"
import { errorTagOf } from "../../i18n/errorMessage.js"
import { accountQueries } from "./accountQueries.js"
import { serverFieldErrors, type FieldErrors } from "./formIssues.js"

export type SaveState =
  | { readonly kind: "idle" }
  | { readonly kind: "saving" }
  | { readonly kind: "saved" }
  | { readonly kind: "conflict" }
  | { readonly kind: "invalid"; readonly errors: FieldErrors }
  | { readonly kind: "failed"; readonly error: unknown }

/**
 * Saves part of the active account with the version it was read at. A stale version answers
 * AccountVersionConflict: the tab offers to load the latest version instead of overwriting.
 */
export const useAccountSave = () => {
  const queryClient = useQueryClient()
  const [state, setState] = useState<SaveState>({ kind: "idle" })
  const save = async (input: InputOf<typeof accountUpdate>) => {
    setState({ kind: "saving" })
    try {
      const account = await apiClient.call(accountUpdate, input)
      queryClient.setQueryData(accountQueries.current().queryKey, account)
      setState({ kind: "saved" })
      return account
    } catch (error) {
      const errors = serverFieldErrors(error)
      setState(
        errors
          ? { kind: "invalid", errors }
          : errorTagOf(error) === "AccountVersionConflict"
            ? { kind: "conflict" }
            : { kind: "failed", error },
      )
      return null
    }
  }
  const reload = async () => {
    setState({ kind: "idle" })
    await queryClient.invalidateQueries({ queryKey: accountQueries.current().queryKey })
  }
  return { state, setState, save, reload }
}

export type { Account }
