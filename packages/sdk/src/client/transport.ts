import type { ProcedureKind } from "../procedure.js"
import {
  batchPath,
  headers,
  isCallResult,
  maxCallsPerBatch,
  maxGetUrlLength,
  type CallResult,
  type EncodedError,
} from "../wire.js"
import { fileHeaders, uploadContentType } from "../files.js"

/*
 * The HTTP half of the clients, without effect: batching, credentials, refresh-once-on-401 and the
 * end of a session. Everything here handles wire JSON; decoding it is the caller's business (the
 * Schema client in createClient.ts, or the wire client in wireClient.ts, which the sign-in page uses
 * so that it does not download effect).
 */

export interface ClientOptions {
  /** Origin of the API, e.g. `http://localhost:3000`; empty for the page's own origin. */
  readonly baseUrl: string
  readonly fetch?: typeof fetch
  /** The current access token, or null when signed out. */
  readonly getAccessToken: () => string | null | Promise<string | null>
  /** The active account id (spec §7: stored locally, sent with every call). */
  readonly getAccountId?: () => string | null
  /**
   * The app-attestation token. Browsers must provide one; returning null fails the call with
   * AttestationUnavailable ("App Check token not available"). Omit for personal API tokens (CLI).
   * `forceRefresh` is set after a 401.
   */
  readonly getAttestation?: (options: { forceRefresh: boolean }) => Promise<string | null>
  /** Renews the session after a 401. Returns false when it could not. */
  readonly refreshSession: () => Promise<boolean>
  /** Called once when a call fails with 401 after the refresh: web goes to /logout, CLI exits. */
  readonly onSessionEnded: () => void
  readonly locale?: () => string
}

/** A request to a file route, its body already in bytes. */
export interface RawFileRequest {
  /** The URL path, built with `filePath`. */
  readonly path: string
  readonly method?: "GET" | "POST" | "DELETE"
  readonly query?: Readonly<Record<string, string | undefined>>
  /** The bytes of an upload. A Blob or bytes, not a stream, so a retry after 401 can send it again. */
  readonly body?: Blob | Uint8Array
  readonly fileName?: string
  /** Headers of the route itself (a share's passcode, `shareHeaders`), sent beside the credentials. */
  readonly headers?: Readonly<Record<string, string>>
  readonly signal?: AbortSignal
}

interface PendingCall {
  readonly name: string
  readonly kind: ProcedureKind
  readonly encodedInput: unknown
  readonly resolve: (result: CallResult) => void
}

const networkError = (status = 0): CallResult => ({ error: { _tag: "NetworkError" }, status })

/** What a call answers once the transport has done its part: the 401 after a refresh is SessionEnded. */
const sessionEnded: CallResult = { error: { _tag: "SessionEnded" }, status: 401 }

/**
 * Calls made in the same tick travel in one HTTP request; each call succeeds or fails on its own.
 * On 401 the session (and the attestation) is refreshed once and the call retried; a second 401
 * ends the session (spec §7).
 */
export const createTransport = (options: ClientOptions) => {
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis)
  let queue: PendingCall[] = []
  let flushScheduled = false
  let refreshing: Promise<boolean> | null = null
  let ended = false

  const requestHeaders = async (
    forceAttestation: boolean,
  ): Promise<Record<string, string> | EncodedError> => {
    const h: Record<string, string> = { accept: "application/json" }
    const token = await options.getAccessToken()
    if (token) h[headers.authorization] = `Bearer ${token}`
    const accountId = options.getAccountId?.()
    if (accountId) h[headers.accountId] = accountId
    if (options.locale) h[headers.locale] = options.locale()
    if (options.getAttestation) {
      const attestation = await options.getAttestation({ forceRefresh: forceAttestation }).catch(() => null)
      if (!attestation) return { _tag: "AttestationUnavailable" }
      h[headers.attestation] = attestation
    }
    return h
  }

  const send = async (
    calls: ReadonlyArray<PendingCall>,
    forceAttestation: boolean,
  ): Promise<CallResult[]> => {
    const h = await requestHeaders(forceAttestation)
    // Not a 401: the server never saw the call, and a session refresh cannot help (spec §7).
    if ("_tag" in h) return calls.map(() => ({ error: h as EncodedError, status: 0 }))
    const path = options.baseUrl + batchPath(calls.map((c) => c.name))
    const inputs = calls.map((c) => c.encodedInput ?? null)
    const onlyQueries = calls.every((c) => c.kind === "query")
    const getUrl = `${path}?input=${encodeURIComponent(JSON.stringify(inputs))}`
    const useGet = onlyQueries && getUrl.length <= maxGetUrlLength
    let response: Response
    try {
      response = useGet
        ? await doFetch(getUrl, { method: "GET", headers: h, credentials: "include" })
        : await doFetch(path, {
            method: "POST",
            headers: { ...h, "content-type": "application/json" },
            body: JSON.stringify(inputs),
            credentials: "include",
          })
    } catch {
      return calls.map(() => networkError())
    }
    const body: unknown = await response.json().catch(() => undefined)
    if (Array.isArray(body) && body.length === calls.length && body.every(isCallResult)) return body
    if (typeof body === "object" && body !== null && "error" in body) {
      const error = (body as { error: EncodedError }).error
      return calls.map(() => ({ error, status: response.status }))
    }
    return calls.map(() => networkError(response.status))
  }

  const flush = () => {
    flushScheduled = false
    const calls = queue
    queue = []
    for (let i = 0; i < calls.length; i += maxCallsPerBatch) {
      const chunk = calls.slice(i, i + maxCallsPerBatch)
      void send(chunk, false).then((results) => chunk.forEach((c, j) => c.resolve(results[j]!)))
    }
  }

  const enqueue = (name: string, kind: ProcedureKind, encodedInput: unknown) =>
    new Promise<CallResult>((resolve) => {
      queue.push({ name, kind, encodedInput, resolve })
      if (!flushScheduled) {
        flushScheduled = true
        setTimeout(flush, 0)
      }
    })

  const refreshOnce = () => {
    refreshing ??= options
      .refreshSession()
      .catch(() => false)
      .finally(() => setTimeout(() => (refreshing = null), 0))
    return refreshing
  }

  const endSession = () => {
    if (ended) return
    ended = true
    options.onSessionEnded()
  }

  /** Sends one call's encoded input; answers its wire result, SessionEnded after a second 401. */
  const call = async (name: string, kind: ProcedureKind, encodedInput: unknown): Promise<CallResult> => {
    let result = await enqueue(name, kind, encodedInput)
    if ("error" in result && result.status === 401) {
      if (!ended && (await refreshOnce())) {
        const [retried] = await send([{ name, kind, encodedInput, resolve: () => {} }], true)
        result = retried!
      }
      if ("error" in result && result.status === 401) {
        endSession()
        return sessionEnded
      }
    }
    return result
  }

  /** Forgets that the session ended, after a fresh sign-in. */
  const resetSession = () => {
    ended = false
  }

  /**
   * A request to a file route (files.ts) with the same credentials, refresh and session end as
   * `call`: the successful Response, or the wire error it answered.
   */
  const requestFile = async (request: RawFileRequest): Promise<Response | CallResult> => {
    const attempt = async (forceAttestation: boolean): Promise<Response | CallResult> => {
      const h = await requestHeaders(forceAttestation)
      if ("_tag" in h) return { error: h as EncodedError, status: 0 }
      const query = new URLSearchParams(
        Object.entries(request.query ?? {}).filter((e): e is [string, string] => e[1] !== undefined),
      ).toString()
      const url = options.baseUrl + request.path + (query ? `?${query}` : "")
      const extra: Record<string, string> =
        request.body === undefined
          ? {}
          : {
              "content-type": uploadContentType,
              ...(request.fileName === undefined
                ? {}
                : { [fileHeaders.fileName]: encodeURIComponent(request.fileName) }),
            }
      try {
        const response = await doFetch(url, {
          method: request.method ?? (request.body === undefined ? "GET" : "POST"),
          headers: { ...request.headers, ...h, accept: "*/*", ...extra },
          credentials: "include",
          ...(request.body === undefined ? {} : { body: request.body as BodyInit }),
          ...(request.signal ? { signal: request.signal } : {}),
        })
        if (response.ok) return response
        const body: unknown = await response.json().catch(() => undefined)
        if (typeof body === "object" && body !== null && "error" in body)
          return { error: (body as { error: EncodedError }).error, status: response.status }
        return networkError(response.status)
      } catch (error) {
        if (request.signal?.aborted) throw error
        return networkError()
      }
    }
    let result = await attempt(false)
    if (!(result instanceof Response) && "error" in result && result.status === 401) {
      if (!ended && (await refreshOnce())) result = await attempt(true)
      if (!(result instanceof Response) && "error" in result && result.status === 401) {
        endSession()
        return sessionEnded
      }
    }
    return result
  }

  return { call, resetSession, requestFile }
}
