import { solveChallenge } from "altcha-lib/v1"
import {
  attestationChallenge,
  attestationRedeem,
  createClient,
  type AnyProcedure,
  type InputOf,
  type OutputOf,
} from "@vsme/sdk"

/** Solves a fresh proof-of-work challenge from the server, as the web app does. */
export const solveProof = async (baseUrl: string): Promise<string> => {
  const bare = createClient({
    baseUrl,
    getAccessToken: () => null,
    refreshSession: async () => false,
    onSessionEnded: () => {},
  })
  const challenge = await bare.call(attestationChallenge, null)
  const solution = await solveChallenge(
    challenge.challenge,
    challenge.salt,
    challenge.algorithm,
    challenge.maxnumber,
  ).promise
  if (!solution) throw new Error("challenge could not be solved")
  const payload = {
    algorithm: challenge.algorithm,
    challenge: challenge.challenge,
    number: solution.number,
    salt: challenge.salt,
    signature: challenge.signature,
  }
  return Buffer.from(JSON.stringify(payload)).toString("base64")
}

/**
 * A browser as the API sees it: a cookie jar (the refresh cookie), an attestation token obtained by
 * solving a challenge, and the access token of its session. Built on the real sdk client.
 */
export const browserAgent = (baseUrl: string) => {
  const cookies = new Map<string, string>()
  const address = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`
  let accessToken: string | null = null
  let attestation: string | null = null

  const cookieFetch: typeof fetch = async (input, init) => {
    const headers = new Headers(init?.headers)
    headers.set("x-forwarded-for", address)
    if (cookies.size) headers.set("cookie", [...cookies].map(([k, v]) => `${k}=${v}`).join("; "))
    const response = await fetch(input, { ...init, headers })
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(";")
      const [name, ...rest] = pair!.split("=")
      const value = rest.join("=")
      if (value === "" || /max-age=0/i.test(line) || /expires=Thu, 01 Jan 1970/i.test(line))
        cookies.delete(name!.trim())
      else cookies.set(name!.trim(), value)
    }
    return response
  }

  const client = createClient({
    baseUrl,
    fetch: cookieFetch,
    getAccessToken: () => accessToken,
    getAttestation: async ({ forceRefresh }) => {
      if (!attestation || forceRefresh) {
        const proof = await solveProof(baseUrl)
        const bare = createClient({
          baseUrl,
          getAccessToken: () => null,
          refreshSession: async () => false,
          onSessionEnded: () => {},
        })
        attestation = (await bare.call(attestationRedeem, { proof })).token
      }
      return attestation
    },
    // Like the web app: a 401 renews the attestation (forceRefresh on the retry); the access token
    // itself is left to the test.
    refreshSession: async () => true,
    onSessionEnded: () => {},
  })

  return {
    cookies,
    call: <P extends AnyProcedure>(procedure: P, input: InputOf<P>): Promise<OutputOf<P>> =>
      client.call(procedure, input),
    setAccessToken: (token: string | null) => {
      accessToken = token
      client.resetSession()
    },
    get accessToken() {
      return accessToken
    },
    proof: () => solveProof(baseUrl),
  }
}
export type BrowserAgent = ReturnType<typeof browserAgent>
