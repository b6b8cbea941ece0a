import { RpcError } from "@vsme/sdk"
import { describe, expect, it } from "vitest"
import { shouldRetryQuery } from "./retryPolicy.js"

const failure = (
  status: number,
  tag: "NetworkError" | "InternalError" | "ServiceUnavailable" | "NotFound" | "Unauthorized" | "Forbidden",
) => new RpcError("profile.get", status, { _tag: tag })

describe("shouldRetryQuery", () => {
  it("retries network failures and 5xx answers at most twice", () => {
    for (const error of [
      failure(0, "NetworkError"),
      failure(500, "InternalError"),
      failure(503, "ServiceUnavailable"),
    ]) {
      expect([0, 1, 2].map((count) => shouldRetryQuery(count, error))).toEqual([true, true, false])
    }
  })

  it("never retries a 4xx answer", () => {
    for (const error of [
      failure(400, "NotFound"),
      failure(401, "Unauthorized"),
      failure(403, "Forbidden"),
      failure(404, "NotFound"),
    ]) {
      expect(shouldRetryQuery(0, error)).toBe(false)
    }
  })

  it("never retries errors that are not API failures (they are bugs)", () => {
    expect(shouldRetryQuery(0, new TypeError("x is undefined"))).toBe(false)
  })
})
