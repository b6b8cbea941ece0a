import { render } from "ink-testing-library"
import { describe, expect, it } from "vitest"
import { StatusView } from "./StatusView.js"

describe("StatusView", () => {
  it("shows progress, then the answer", () => {
    const texts = { checking: "Contacting http://x…", ok: "Server http://x answers, version b1." }
    const view = render(<StatusView state={{ phase: "checking", server: "http://x" }} texts={texts} />)
    expect(view.lastFrame()).toContain("Contacting http://x…")
    view.rerender(<StatusView state={{ phase: "ok", server: "http://x", version: "b1" }} texts={texts} />)
    expect(view.lastFrame()).toContain("✔ Server http://x answers, version b1.")
    view.rerender(
      <StatusView state={{ phase: "failed", server: "http://x", message: "Unknown error" }} texts={texts} />,
    )
    expect(view.lastFrame()).toContain("✘ Unknown error")
  })
})
