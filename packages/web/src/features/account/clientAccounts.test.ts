import { describe, expect, it } from "vitest"
import { clientParentChoices, mayCreateClientsOf } from "./clientAccounts.js"

describe("who creates client accounts", () => {
  const reseller = { id: "r", role: "owner", state: "active", mode: "reseller" } as const

  it("offers a management account's owners only, never its users", () => {
    expect(mayCreateClientsOf(reseller)).toBe(true)
    expect(mayCreateClientsOf({ ...reseller, mode: "service-provider", state: "trial" })).toBe(true)
    expect(mayCreateClientsOf({ ...reseller, role: "user" })).toBe(false)
  })

  it("offers no disabled account and no plain company", () => {
    expect(mayCreateClientsOf({ ...reseller, state: "disabled" })).toBe(false)
    expect(mayCreateClientsOf({ ...reseller, mode: null })).toBe(false)
    const staffOf = { ...reseller, id: "s", role: "user" } as const
    const plain = { ...reseller, id: "p", mode: null }
    expect(clientParentChoices([staffOf, reseller, plain]).map((a) => a.id)).toEqual(["r"])
  })
})
