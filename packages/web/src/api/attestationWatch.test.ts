import { describe, expect, it } from "vitest"
import { createAttestationWatch, refusesAttestation } from "./attestationWatch.js"

describe("refusesAttestation", () => {
  it("notices a refused attestation, per call or for the whole request", () => {
    expect(refusesAttestation([{ error: { _tag: "AttestationInvalid" }, status: 401 }])).toBe(true)
    expect(
      refusesAttestation([{ result: null }, { error: { _tag: "AttestationUnavailable" }, status: 401 }]),
    ).toBe(true)
    expect(refusesAttestation({ error: { _tag: "AttestationInvalid" } })).toBe(true)
  })

  it("is not fooled by other refusals or by bodies of another shape", () => {
    expect(refusesAttestation([{ error: { _tag: "Unauthorized" }, status: 401 }])).toBe(false)
    expect(refusesAttestation([{ error: { _tag: "SignInFailed" }, status: 400 }])).toBe(false)
    expect(refusesAttestation({ error: { _tag: "Unauthorized" } })).toBe(false)
    expect(refusesAttestation(undefined)).toBe(false)
    expect(refusesAttestation("AttestationInvalid")).toBe(false)
    expect(refusesAttestation([null, 3])).toBe(false)
  })
})

describe("createAttestationWatch", () => {
  const answer = (status: number, body: unknown) => () =>
    Promise.resolve(
      new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } }),
    )

  it("remembers an attestation refusal until asked, and hands the sdk the answer unchanged", async () => {
    const body = [{ error: { _tag: "AttestationInvalid" }, status: 401 }]
    const refused = createAttestationWatch(answer(401, body))
    const response = await refused.fetch("/api/rpc/profile.get", {})
    expect(response.status).toBe(401)
    expect(await response.json()).toEqual(body)
    expect(refused.takeAttestationRejected()).toBe(true)
    expect(refused.takeAttestationRejected()).toBe(false)
  })

  it("passes the procedures' own refusals through as the server sent them", async () => {
    // Since the server answers SignInFailed, TotpRequired and TotpInvalid with 400, nothing is rewritten.
    const body = [{ error: { _tag: "SignInFailed" }, status: 400 }]
    const signIn = createAttestationWatch(answer(400, body))
    const response = await signIn.fetch("/api/rpc/auth.signIn", {})
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual(body)
    expect(signIn.takeAttestationRejected()).toBe(false)
  })

  it("does not count a session refusal as an attestation refusal", async () => {
    const expired = createAttestationWatch(answer(401, [{ error: { _tag: "Unauthorized" }, status: 401 }]))
    await expired.fetch("/api/rpc/profile.get", {})
    expect(expired.takeAttestationRejected()).toBe(false)
  })

  it("leaves successful answers alone", async () => {
    const ok = createAttestationWatch(answer(200, [{ result: null }]))
    const response = await ok.fetch("/api/rpc/auth.signOut", {})
    expect(await response.json()).toEqual([{ result: null }])
    expect(ok.takeAttestationRejected()).toBe(false)
  })
})
