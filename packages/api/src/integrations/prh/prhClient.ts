import { Either, Schema } from "effect"
import type { BusinessId } from "@vsme/core"
import { PrhCompaniesAnswer, type PrhCompany } from "./prhAnswer.js"

/** Why a lookup failed without an answer about the company. */
export type PrhFailureReason = "timeout" | "unreachable" | "rateLimited" | "serverError" | "invalidAnswer"

/** The register answered, but not usefully: the user fills in the details by hand (spec §8). */
export class PrhUnavailable extends Error {
  override name = "PrhUnavailable"
  constructor(
    readonly reason: PrhFailureReason,
    detail: string,
  ) {
    super(`business register: ${reason}: ${detail}`)
  }
}

export type PrhLookup =
  | { readonly kind: "found"; readonly company: PrhCompany; readonly raw: unknown; readonly url: string }
  | { readonly kind: "notFound"; readonly raw: unknown; readonly url: string }

export interface PrhClientOptions {
  /** `https://avoindata.prh.fi/opendata-ytj-api/v3` in production (config `PRH_BASE_URL`). */
  readonly baseUrl: string
  readonly timeoutMs: number
  readonly fetch?: typeof fetch
}

export interface PrhClient {
  /** The company with this Business ID; rejects with PrhUnavailable when the register fails us. */
  readonly lookup: (businessId: BusinessId) => Promise<PrhLookup>
}

const decodeAnswer = Schema.decodeUnknownEither(PrhCompaniesAnswer)

/**
 * A client of the Finnish business register's open-data API, Opendata YTJ v3 (no authentication;
 * shared quota of about 300 searches a minute, so callers cache). One `GET /companies?businessId=…`
 * per lookup, bounded by a timeout; 429 and 5xx are reported, not retried: the user is waiting.
 */
export const createPrhClient = (options: PrhClientOptions): PrhClient => {
  const fetchFn = options.fetch ?? fetch
  const base = options.baseUrl.replace(/\/+$/, "")
  return {
    lookup: async (businessId) => {
      const url = `${base}/companies?businessId=${encodeURIComponent(businessId)}`
      let response: Response
      let body: string
      try {
        response = await fetchFn(url, {
          headers: { accept: "application/json" },
          signal: AbortSignal.timeout(options.timeoutMs),
        })
        body = await response.text()
      } catch (error) {
        const name = (error as { name?: unknown }).name
        if (name === "TimeoutError" || name === "AbortError")
          throw new PrhUnavailable("timeout", `no answer in ${options.timeoutMs} ms`)
        throw new PrhUnavailable("unreachable", String((error as Error).message ?? error))
      }
      if (response.status === 429) throw new PrhUnavailable("rateLimited", "429 Too Many Requests")
      if (response.status >= 500) throw new PrhUnavailable("serverError", `HTTP ${response.status}`)
      // The Business ID was checked before the call, so a 400 is the register's problem, not the user's.
      if (response.status !== 200) throw new PrhUnavailable("invalidAnswer", `HTTP ${response.status}`)
      let raw: unknown
      try {
        raw = JSON.parse(body)
      } catch {
        throw new PrhUnavailable("invalidAnswer", "the answer is not JSON")
      }
      const answer = decodeAnswer(raw)
      if (Either.isLeft(answer)) throw new PrhUnavailable("invalidAnswer", answer.left.message.slice(0, 500))
      const company = answer.right.companies.find((c) => c.businessId.value === businessId)
      return company ? { kind: "found", company, raw, url } : { kind: "notFound", raw, url }
    },
  }
}
