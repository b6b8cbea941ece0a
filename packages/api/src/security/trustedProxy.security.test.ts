import { describe, expect, it } from "vitest"
import { attestationRedeem, authSignUp } from "@vsme/sdk"
import { rateRules } from "../identity/rateLimit.js"
import { solveProof } from "../testing/index.js"
import { useTestServerWithRealSignIn } from "../testing/apiKit.js"
import { rpcPost, uniqueClientAddress } from "../testing/rpcRequest.js"

/**
 * TRUST_PROXY counts proxy hops (issue 15): behind one proxy that appends the address it saw to
 * X-Forwarded-For, only that rightmost entry is the client's. Whatever the client wrote to the left
 * of it is its own say-so and must not pick the address that per-address rate limits count.
 */
/** Runs the server's clock past an hour boundary that would restart the count mid-test. */
const clockOffsetMs = (() => {
  const intoWindow = Date.now() % 3_600_000
  return intoWindow > 3_480_000 ? 3_600_000 - intoWindow + 1_000 : 0
})()

const server = useTestServerWithRealSignIn({
  env: { TRUST_PROXY: "1" },
  now: () => new Date(Date.now() + clockOffsetMs),
})

const badProof = Buffer.from("{}").toString("base64")

describe("the client address behind a trusted proxy", () => {
  it("is the entry the proxy appended: a forged X-Forwarded-For entry cannot dodge the sign-up limit", async () => {
    const client = uniqueClientAddress()
    // What a proxy that appends produces when the client sent its own header: "<forged>, <client>".
    const forwarded = (i: number) => `198.51.100.${(i % 250) + 1}, ${client}`
    const { token } = (
      await rpcPost(
        server.url,
        attestationRedeem,
        { proof: await solveProof(server.url) },
        { ip: forwarded(0) },
      )
    ).result as { token: string }
    const tags: string[] = []
    for (let i = 0; i <= rateRules.signUpPerIp.limit; i++) {
      const answer = await rpcPost(
        server.url,
        authSignUp,
        {
          email: `forger${i}.${Date.now()}@example.com`,
          password: "Correct horse battery 42",
          locale: "en",
          proof: badProof,
        },
        { ip: forwarded(i), attestation: token },
      )
      tags.push(answer.error?._tag ?? "ok")
    }
    expect(tags.slice(0, -1)).toEqual(Array(rateRules.signUpPerIp.limit).fill("AttestationInvalid"))
    expect(tags.at(-1)).toBe("RateLimited")

    // The forged entries were never counted as addresses of their own.
    const forgedOnly = await rpcPost(
      server.url,
      authSignUp,
      {
        email: `other.${Date.now()}@example.com`,
        password: "Correct horse battery 42",
        locale: "en",
        proof: badProof,
      },
      { ip: `${client}, ${uniqueClientAddress()}`, attestation: token },
    )
    expect(forgedOnly.error?._tag).toBe("AttestationInvalid")
  })
})
