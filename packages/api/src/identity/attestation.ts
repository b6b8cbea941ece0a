import { createChallenge, verifySolution } from "altcha-lib/v1"
import { Either, Schema } from "effect"
import type { DbOrTrx } from "../db/database.js"
import type { TokenSigner } from "./accessTokens.js"

/** A challenge must be solved and redeemed within this time. */
const challengeMinutes = 10

const ProofPayload = Schema.parseJson(
  Schema.Struct({
    algorithm: Schema.Literal("SHA-256"),
    challenge: Schema.String.pipe(Schema.maxLength(200)),
    number: Schema.Int.pipe(Schema.nonNegative()),
    salt: Schema.String.pipe(Schema.maxLength(300)),
    signature: Schema.String.pipe(Schema.maxLength(200)),
  }),
)

const decodeProof = (proof: string) => {
  try {
    return Either.getOrNull(
      Schema.decodeUnknownEither(ProofPayload)(Buffer.from(proof, "base64").toString("utf8")),
    )
  } catch {
    return null
  }
}

/**
 * App attestation with a self-hosted proof of work (ALTCHA, `altcha-lib` v1 API): the server hands out
 * signed challenges; a browser that solves one gets a signed attestation token for about an hour.
 * Each solution is accepted once: its signature is remembered in the database until the challenge
 * expires, so every API process refuses a replay.
 */
export const createAttestation = (options: {
  readonly hmacKey: string
  readonly maxNumber: number
  readonly signer: TokenSigner
}) => {
  const challenge = (now: Date) =>
    createChallenge({
      hmacKey: options.hmacKey,
      maxnumber: options.maxNumber,
      algorithm: "SHA-256",
      expires: new Date(now.getTime() + challengeMinutes * 60 * 1000),
    })

  /** Checks a solved challenge and consumes it; false when invalid, expired or already used. */
  const consumeProof = async (db: DbOrTrx, proof: string, now: Date) => {
    const payload = decodeProof(proof)
    if (!payload) return false
    if (!(await verifySolution(payload, options.hmacKey, true))) return false
    const inserted = (await db("used_challenges")
      .insert({
        signature: payload.signature,
        expires_at: new Date(now.getTime() + challengeMinutes * 60 * 1000),
      })
      .onConflict("signature")
      .ignore()
      .returning("signature")) as unknown[]
    return inserted.length === 1
  }

  return {
    challenge,
    consumeProof,
    issueToken: (now: Date) => options.signer.signAttestation(now),
    verifyToken: (token: string, now: Date) => options.signer.verifyAttestation(token, now),
  }
}
export type Attestation = ReturnType<typeof createAttestation>
