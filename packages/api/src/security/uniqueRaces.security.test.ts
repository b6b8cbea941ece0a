import { describe, expect, it } from "vitest"
import { authSignUp, inviteCreate } from "@vsme/sdk"
import { insertAccount, insertUser } from "../testing/accountKit.js"
import { solveProof } from "../testing/index.js"
import { rpcPost, uniqueClientAddress } from "../testing/rpcRequest.js"
import { useTestServer } from "../testing/apiKit.js"

/**
 * Duplicate requests at the same moment (issue 15): both pass the handler's own "already there?"
 * check, and the database's unique index refuses the later insert. That refusal answers the same
 * domain error as the check would (EmailInUse, InviteExists), never a 500. PostgreSQL runs the
 * calls side by side; PGlite one after another, where the check itself answers.
 */

const server = useTestServer()

const db = () => server.database.db
const at = async <T>(count: number, make: (i: number) => Promise<T>) =>
  Promise.all(Array.from({ length: count }, (_, i) => make(i)))

describe("concurrent duplicates", () => {
  it("sign-ups with one address: one account, the others EmailInUse, no 500", async () => {
    const email = `twin.${Date.now()}@example.com`
    const proofs = await at(8, () => solveProof(server.url))
    const answers = await at(8, (i) =>
      rpcPost(
        server.url,
        authSignUp,
        { email, password: "Correct horse battery 42", locale: "en", proof: proofs[i] },
        { ip: uniqueClientAddress() },
      ),
    )
    const outcomes = answers.map((a) => a.error?._tag ?? a.status)
    expect(outcomes.filter((o) => o === 200)).toHaveLength(1)
    expect(outcomes.filter((o) => o !== 200)).toEqual(Array(7).fill("EmailInUse"))
    expect(answers.every((a) => a.status === 200 || a.status === 409)).toBe(true)
    expect(await db()("users").whereRaw("lower(email) = ?", [email])).toHaveLength(1)
  })

  it("invitations of one address: one open invitation, the others replaced it or InviteExists, no 500", async () => {
    const owner = await insertUser(db())
    const account = await insertAccount(db(), { members: [[owner, "owner"]] })
    const email = `invitee.${Date.now()}@example.com`
    const answers = await at(5, () =>
      server.call(owner, inviteCreate, { email, role: "user", locale: "fi" }, account),
    )
    const outcomes = answers.map((a) => a.error?._tag ?? a.status)
    expect(outcomes.filter((o) => o !== 200 && o !== "InviteExists")).toEqual([])
    expect(outcomes).toContain(200)
    expect(answers.every((a) => a.status === 200 || a.status === 409)).toBe(true)
    const open = await db()("invites")
      .where({ account_id: account, email })
      .whereNull("accepted_at")
      .whereNull("declined_at")
      .whereNull("revoked_at")
    expect(open).toHaveLength(1)
  })
})
