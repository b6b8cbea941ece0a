import { describe, expect, it, vi } from "vitest"
import type { SolvedProof } from "./proofOfWork.js"
import { createProofSupply } from "./proofSupply.js"

const now = 1_000_000

const supplyOf = (proofs: ReadonlyArray<SolvedProof>) => {
  let i = 0
  const obtain = vi.fn(() => Promise.resolve(proofs[i++] ?? { proof: `extra-${i}`, expiresAt: null }))
  return { supply: createProofSupply({ obtain, now: () => now }), obtain }
}

describe("the proof supply of a form", () => {
  it("solves when the form is first focused and hands that proof over at submit", async () => {
    const { supply, obtain } = supplyOf([{ proof: "p1", expiresAt: null }])
    supply.prepare()
    supply.prepare()
    expect(obtain).toHaveBeenCalledTimes(1)
    await expect(supply.take()).resolves.toBe("p1")
  })

  it("never hands out the same proof twice (the server accepts each once)", async () => {
    const { supply } = supplyOf([
      { proof: "p1", expiresAt: null },
      { proof: "p2", expiresAt: null },
    ])
    supply.prepare()
    await expect(supply.take()).resolves.toBe("p1")
    await expect(supply.take()).resolves.toBe("p2")
  })

  it("solves a new challenge when the prepared one is about to expire", async () => {
    const { supply, obtain } = supplyOf([
      { proof: "stale", expiresAt: now + 10_000 },
      { proof: "fresh", expiresAt: now + 600_000 },
    ])
    supply.prepare()
    await Promise.resolve()
    await expect(supply.take()).resolves.toBe("fresh")
    expect(obtain).toHaveBeenCalledTimes(2)
  })

  it("sends a just-solved proof even when this device's clock calls it expired", async () => {
    const { supply, obtain } = supplyOf([{ proof: "skewed", expiresAt: now - 1 }])
    await expect(supply.take()).resolves.toBe("skewed")
    expect(obtain).toHaveBeenCalledTimes(1)
  })

  it("rejects when no challenge can be had", async () => {
    const supply = createProofSupply({ obtain: () => Promise.reject(new Error("offline")), now: () => now })
    supply.prepare()
    await expect(supply.take()).rejects.toThrow("offline")
  })
})
