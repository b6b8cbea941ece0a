import type { ReportDetail } from "@vsme/sdk"
import { describe, expect, it } from "vitest"
import { allFormItems } from "./formItems.js"
import { reviewGroups } from "./reviewGroups.js"

type View = Pick<ReportDetail, "questionStates" | "answers">

const environment = allFormItems.filter((item) => item.section === "environment")
const gated = environment.find((item) => item.kind === "gate")!
const inGated = environment.filter((item) => item.disclosure === gated.disclosure)

/** Every environment item complete, except the questions of `gated`'s disclosure, skipped. */
const view = (answers: View["answers"], comments = false): ReturnType<typeof reviewGroups> => {
  const questionStates = Object.fromEntries(
    environment.map((item) => [
      item.id,
      {
        state: item.disclosure === gated.disclosure && item.kind === "question" ? "skipped" : "complete",
      },
    ]),
  ) as unknown as View["questionStates"]
  return reviewGroups({ questionStates, answers }, environment, (id) => comments && id === inGated[1]?.id)
}

const answered = (value: unknown) => ({ answer: { status: "answered", value } }) as View["answers"][string]
const skipped = (reason: "notAvailable" | "classified") =>
  ({ answer: { status: "skipped", reason } }) as View["answers"][string]

describe("reviewGroups", () => {
  it("collapses a disclosure closed by a screening question answered No into one group with that question", () => {
    const groups = view({ [gated.id]: answered(false) })
    const collapsed = groups.filter((g) => g.kind === "collapsed")
    expect(collapsed).toHaveLength(1)
    expect(collapsed[0]).toMatchObject({ disclosure: gated.disclosure, reason: { kind: "gateNo" } })
    expect(
      collapsed[0]!.kind === "collapsed" &&
        collapsed[0]!.reason.kind === "gateNo" &&
        collapsed[0]!.reason.gates[0]!.id,
    ).toBe(gated.id)
    // Every other item is still shown one by one, in form order.
    const shown = groups.flatMap((g) => (g.kind === "items" ? g.items.map((i) => i.id) : []))
    expect(shown).toEqual(environment.filter((i) => i.disclosure !== gated.disclosure).map((i) => i.id))
  })

  it("names the user's skip reason when every question was skipped for the same one", () => {
    const answers = Object.fromEntries(
      inGated.filter((i) => i.kind === "question").map((i) => [i.id, skipped("notAvailable")]),
    )
    const [collapsed] = view({ [gated.id]: answered(true), ...answers }).filter((g) => g.kind === "collapsed")
    expect(collapsed).toMatchObject({ reason: { kind: "skipped", reason: "notAvailable" } })
  })

  it("keeps a disclosure whole when one of its items has a comment shown", () => {
    expect(view({ [gated.id]: answered(false) }, true).some((g) => g.kind === "collapsed")).toBe(false)
  })
})
