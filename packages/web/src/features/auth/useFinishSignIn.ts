import { useQueryClient } from "@tanstack/react-query"
import { useCallback } from "react"
import { useNavigate } from "react-router-dom"

/**
 * After a sign-in or sign-up: forget what was cached for nobody (the profile query answered 401)
 * and go to / (spec §4), where the guards take over (verification, account choice).
 */
export const useFinishSignIn = () => {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  return useCallback(() => {
    queryClient.clear()
    void navigate("/", { replace: true })
  }, [queryClient, navigate])
}
