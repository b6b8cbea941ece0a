import { createChallenge, verifySolution } from "altcha-lib/v1"
import { describe, expect, it } from "vitest"
import {
  challengeExpiresAt,
  decodeProof,
  encodeProof,
  mainThreadSolver,
  ProofUnsolved,
  solveProof,
  type ProofChallenge,
} from "./proofOfWork.js"

const hmacKey = "test-only-hmac-key"

const smallChallenge = async (expires?: Date): Promise<ProofChallenge> => {
  const c = await createChallenge({
    hmacKey,
    maxnumber: 50,
    algorithm: "SHA-256",
    ...(expires ? { expires } : {}),
  })
  return { ...c, maxnumber: c.maxnumber ?? 50 }
}

describe("the proof payload", () => {
  it("is base64 of the JSON {algorithm, challenge, number, salt, signature}, in that order", () => {
    const encoded = encodeProof({
      signature: "sig",
      salt: "s4lt?expires=1&",
      number: 7,
      challenge: "c",
      algorithm: "SHA-256",
    })
    expect(atob(encoded)).toBe(
      '{"algorithm":"SHA-256","challenge":"c","number":7,"salt":"s4lt?expires=1&","signature":"sig"}',
    )
    expect(decodeProof(encoded)).toEqual({
      algorithm: "SHA-256",
      challenge: "c",
      number: 7,
      salt: "s4lt?expires=1&",
      signature: "sig",
    })
  })

  it("refuses to decode anything that is not a payload", () => {
    expect(() => decodeProof(btoa('{"number":"7"}'))).toThrow()
  })

  it("reads the challenge's expiry from the salt's parameters", () => {
    expect(challengeExpiresAt("0a1b2c?expires=1767268800&")).toBe(1_767_268_800_000)
    expect(challengeExpiresAt("0a1b2c")).toBeNull()
  })
})

describe("solving a challenge", () => {
  it("produces a proof that ALTCHA's own verification accepts (what the server runs)", async () => {
    const expires = new Date(Date.now() + 10 * 60_000)
    const challenge = await smallChallenge(expires)
    const solved = await solveProof(challenge, mainThreadSolver)
    expect(await verifySolution(solved.proof, hmacKey, true)).toBe(true)
    expect(solved.expiresAt).toBe(Math.floor(expires.getTime() / 1000) * 1000)
  })

  it("rejects with ProofUnsolved when the solver finds nothing", async () => {
    const challenge = await smallChallenge()
    await expect(solveProof(challenge, () => Promise.resolve(null))).rejects.toBeInstanceOf(ProofUnsolved)
  })

  it("stops when aborted", async () => {
    const controller = new AbortController()
    controller.abort()
    const challenge = await smallChallenge()
    await expect(solveProof(challenge, mainThreadSolver, controller.signal)).rejects.toBeInstanceOf(
      ProofUnsolved,
    )
  })
})
