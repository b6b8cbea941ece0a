import { createClient } from "@vsme/sdk"

/** Raised by the client when the server refuses the token; the program exits with EXIT.auth. */
export class SessionEndedError extends Error {}

/**
 * The sdk client as the CLI uses it: a personal API token, no account header unless a command sets
 * one, no attestation (tokens are the CLI's way in), and no refresh (a personal token either works
 * or has been revoked).
 */
export const cliClient = (serverUrl: string, token: string | null, locale: string) => {
  let accountId: string | null = null
  const client = createClient({
    baseUrl: serverUrl.replace(/\/+$/, ""),
    getAccessToken: () => token,
    getAccountId: () => accountId,
    refreshSession: async () => false,
    onSessionEnded: () => {},
    locale: () => locale,
  })
  return {
    ...client,
    useAccount: (id: string | null) => {
      accountId = id
    },
  }
}
export type CliClient = ReturnType<typeof cliClient>
