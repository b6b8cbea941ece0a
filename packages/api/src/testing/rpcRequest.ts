import { headers, rpcPath, type AnyProcedure } from "@vsme/sdk"
import { refreshCookie } from "../identity/sessions.js"

/** What a browser would send with a call: any of its credentials, and the client address it poses as. */
export interface RawCredentials {
  readonly accessToken?: string
  readonly attestation?: string
  readonly accountId?: string
  /** The refresh cookie's value. */
  readonly refreshCookie?: string
  /** X-Forwarded-For (the test servers trust the proxy header, so each test client has its own address). */
  readonly ip?: string
  /** Extra headers, e.g. an Origin or another content type. */
  readonly headers?: Readonly<Record<string, string>>
}

export interface RawAnswer {
  readonly status: number
  readonly result?: any
  readonly error?: { readonly _tag: string; readonly [field: string]: any }
  /** The Set-Cookie lines of the answer. */
  readonly setCookies: ReadonlyArray<string>
  /** The refresh cookie's new value, when the answer set one. */
  readonly refreshCookie?: string
}

/**
 * One procedure call over HTTP as a browser makes it, without the sdk client's retries (a test of
 * rate limits must count every attempt itself): POST with the input as given, and the answer with
 * its cookies. A whole-request failure (`{ error }`) is answered like a call's failure.
 */
export const rpcPost = async (
  baseUrl: string,
  procedure: AnyProcedure,
  input: unknown,
  credentials: RawCredentials = {},
): Promise<RawAnswer> => {
  const response = await fetch(`${baseUrl}${rpcPath}/${procedure.name}`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      ...(credentials.ip ? { "x-forwarded-for": credentials.ip } : {}),
      ...(credentials.accessToken ? { [headers.authorization]: `Bearer ${credentials.accessToken}` } : {}),
      ...(credentials.attestation ? { [headers.attestation]: credentials.attestation } : {}),
      ...(credentials.accountId ? { [headers.accountId]: credentials.accountId } : {}),
      ...(credentials.refreshCookie ? { cookie: `${refreshCookie.name}=${credentials.refreshCookie}` } : {}),
      ...credentials.headers,
    },
    body: JSON.stringify([input]),
  })
  const setCookies = response.headers.getSetCookie()
  const cookie = setCookies
    .map((line) => new RegExp(`^${refreshCookie.name}=([^;]*)`).exec(line)?.[1])
    .find((value) => value)
  const body = (await response.json()) as unknown
  const answer = (Array.isArray(body) ? body[0] : body) as Pick<RawAnswer, "result" | "error">
  return { ...answer, status: response.status, setCookies, ...(cookie ? { refreshCookie: cookie } : {}) }
}

/** A client address of its own for a test client (10.x.y.z), so per-address limits count it apart. */
export const uniqueClientAddress = () =>
  `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`
