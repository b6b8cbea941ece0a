/**
 * The CLI's fetch: timeouts, and retries with backoff for idempotent requests. The sdk client
 * takes it as its `fetch`, so every call and download goes through here.
 *
 * - Connect and read timeout: `timeoutMs` until the response headers arrive, and then `timeoutMs`
 *   of silence between two chunks of the body (a large export may take long, but never stalls).
 * - Retries: GET and HEAD only (queries and downloads; never an import or any other change), after
 *   a network failure, a timeout or 502/503/504, up to `retries` times, waiting 0.3 s, 0.6 s, 1.2 s…
 *   with jitter, so a server restarting under a nightly export does not fail it.
 * - The last failure is kept (`lastFailure`) so that an error message can say what went wrong.
 */
export interface Transport {
  readonly fetch: typeof fetch
  readonly lastFailure: () => TransportFailure | null
}
export type TransportFailure =
  | { readonly kind: "timeout"; readonly seconds: number }
  | { readonly kind: "network"; readonly detail: string }
  | { readonly kind: "status"; readonly status: number }

const retryStatuses = new Set([502, 503, 504])
const idempotent = (method: string) => method === "GET" || method === "HEAD"

class Timeout extends Error {}

export const createTransport = (options: {
  readonly timeoutMs: number
  readonly retries?: number
  readonly baseDelayMs?: number
  readonly fetch?: typeof fetch
  readonly sleep?: (ms: number) => Promise<void>
}): Transport => {
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis)
  const retries = options.retries ?? 3
  const baseDelay = options.baseDelayMs ?? 300
  // Not unref'd: waiting before a retry is the program's work, and must keep it alive.
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)))
  let lastFailure: TransportFailure | null = null

  /** The body with an idle timer: no chunk for `timeoutMs` aborts the request. */
  const watchBody = (response: Response, controller: AbortController): Response => {
    if (!response.body) return response
    const reader = response.body.getReader()
    let timer: NodeJS.Timeout | undefined
    const arm = () => {
      clearTimeout(timer)
      timer = setTimeout(() => {
        lastFailure = { kind: "timeout", seconds: options.timeoutMs / 1000 }
        controller.abort(new Timeout())
      }, options.timeoutMs)
      timer.unref()
    }
    const body = new ReadableStream<Uint8Array>({
      start: arm,
      pull: async (stream) => {
        try {
          const { done, value } = await reader.read()
          if (done) {
            clearTimeout(timer)
            stream.close()
          } else {
            arm()
            stream.enqueue(value)
          }
        } catch (error) {
          clearTimeout(timer)
          stream.error(error)
        }
      },
      cancel: (reason) => {
        clearTimeout(timer)
        return reader.cancel(reason)
      },
    })
    return new Response(body, {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    })
  }

  const once = async (input: RequestInfo | URL, init: RequestInit | undefined) => {
    const controller = new AbortController()
    const outer = init?.signal
    if (outer) {
      if (outer.aborted) controller.abort(outer.reason)
      else outer.addEventListener("abort", () => controller.abort(outer.reason), { once: true })
    }
    const timer = setTimeout(() => controller.abort(new Timeout()), options.timeoutMs)
    try {
      const response = await doFetch(input, { ...init, signal: controller.signal })
      return watchBody(response, controller)
    } catch (error) {
      if (controller.signal.reason instanceof Timeout && !outer?.aborted) {
        lastFailure = { kind: "timeout", seconds: options.timeoutMs / 1000 }
        throw new Error("timeout", { cause: error })
      }
      if (!outer?.aborted) {
        const cause = (error as { cause?: { code?: string; message?: string } }).cause
        lastFailure = { kind: "network", detail: cause?.code ?? cause?.message ?? (error as Error).message }
      }
      throw error
    } finally {
      clearTimeout(timer)
    }
  }

  const retrying: typeof fetch = async (input, init) => {
    const method = (init?.method ?? "GET").toUpperCase()
    const attempts = idempotent(method) ? retries + 1 : 1
    for (let attempt = 1; ; attempt++) {
      try {
        const response = await once(input, init)
        if (retryStatuses.has(response.status)) lastFailure = { kind: "status", status: response.status }
        if (!retryStatuses.has(response.status) || attempt >= attempts) return response
        await response.body?.cancel()
      } catch (error) {
        if (init?.signal?.aborted || attempt >= attempts) throw error
      }
      await sleep(baseDelay * 2 ** (attempt - 1) * (0.75 + Math.random() / 2))
    }
  }

  return { fetch: retrying, lastFailure: () => lastFailure }
}
