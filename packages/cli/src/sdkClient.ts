import { createClient } from "@vsme/sdk"
import type { Transport } from "./transport.js"

/**
 * The sdk client as the CLI uses it: a personal API token, no account header unless a command sets
 * one, no attestation (tokens are the CLI's way in), and no refresh (a personal token either works
 * or has been revoked). Calls go through the CLI's transport (timeouts, retries).
 */
export interface CliClient extends ReturnType<typeof createClient> {
  readonly serverUrl: string
  readonly hasToken: boolean
  readonly useAccount: (id: string | null) => void
  readonly forAccount: (id: string) => CliClient
}

export const cliClient = (
  serverUrl: string,
  token: string | null,
  locale: string,
  transport?: Transport,
  fixedAccountId: string | null = null,
): CliClient => {
  let accountId: string | null = fixedAccountId
  const client = createClient({
    baseUrl: serverUrl.replace(/\/+$/, ""),
    ...(transport ? { fetch: transport.fetch } : {}),
    getAccessToken: () => token,
    getAccountId: () => accountId,
    refreshSession: async () => false,
    onSessionEnded: () => {},
    locale: () => locale,
  })
  return {
    ...client,
    serverUrl,
    hasToken: token !== null,
    useAccount: (id: string | null) => {
      accountId = id
    },
    /**
     * A client of its own that always names `id`: calls for different companies may then run at
     * the same time (the sdk batches calls of one tick into one request with one account header).
     */
    forAccount: (id: string) => cliClient(serverUrl, token, locale, transport, id),
  }
}
