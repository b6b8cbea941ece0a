import { render } from "ink-testing-library"
import { describe, expect, it } from "vitest"
import { ExportProgress, progressBar, type ProgressFile, type ProgressTexts } from "./ExportProgress.js"

const texts: ProgressTexts = {
  title: "Exporting",
  states: {
    pending: "waiting",
    running: "exporting",
    exported: "exported",
    skipped: "skipped",
    failed: "failed",
  },
  totals: "totals line",
  more: (count) => `…and ${count} more`,
}

const file = (i: number, state: ProgressFile["state"], error?: string): ProgressFile => ({
  label: `Client ${i} Oy/2025 Report.fi.xlsx`,
  state,
  ...(error ? { error } : {}),
})

describe("ExportProgress", () => {
  it("shows the bar, the count, the elapsed time, each file's state and the totals", () => {
    const view = render(
      <ExportProgress
        files={[file(1, "exported"), file(2, "skipped"), file(3, "running"), file(4, "pending")]}
        elapsedMs={65_400}
        texts={texts}
      />,
    )
    const frame = view.lastFrame()!
    expect(frame).toContain(`Exporting ${progressBar(2, 4)} 2/4 1:05`)
    expect(frame).toContain("✔ Client 1 Oy/2025 Report.fi.xlsx exported")
    expect(frame).toContain("↷ Client 2 Oy/2025 Report.fi.xlsx skipped")
    expect(frame).toContain("… Client 3 Oy/2025 Report.fi.xlsx exporting")
    expect(frame).toContain("· Client 4 Oy/2025 Report.fi.xlsx waiting")
    expect(frame).toContain("totals line")
  })

  it("lists every failure with its reason but only some of many finished files", () => {
    const files = [
      ...Array.from({ length: 20 }, (_, i) => file(i, "exported")),
      file(20, "failed", "This feature requires an active subscription."),
      file(21, "running"),
      ...Array.from({ length: 10 }, (_, i) => file(22 + i, "pending")),
    ]
    const frame = render(<ExportProgress files={files} elapsedMs={0} texts={texts} limit={6} />).lastFrame()!
    expect(frame).toContain(
      "✘ Client 20 Oy/2025 Report.fi.xlsx failed: This feature requires an active subscription.",
    )
    expect(frame).toContain("Client 21 Oy")
    expect(frame).toContain("Client 19 Oy")
    expect(frame).not.toContain("Client 0 Oy")
    expect(frame).toContain("…and 26 more")
    expect(frame).toContain("21/32")
  })

  it("fills the bar in proportion", () => {
    expect(progressBar(0, 4, 8)).toBe("░░░░░░░░")
    expect(progressBar(1, 4, 8)).toBe("██░░░░░░")
    expect(progressBar(4, 4, 8)).toBe("████████")
    expect(progressBar(0, 0, 8)).toBe("████████")
  })

  it("says what it is doing before there are files, and draws no colour when told not to", () => {
    const listing = render(
      <ExportProgress files={[]} elapsedMs={0} texts={texts} status="Finding companies and reports: 3/22…" />,
    )
    expect(listing.lastFrame()).toContain("Finding companies and reports: 3/22…")
    const plain = render(
      <ExportProgress
        files={[file(1, "failed", "disabled"), file(2, "exported")]}
        elapsedMs={0}
        texts={texts}
        color={false}
      />,
    )
    expect(plain.lastFrame()).toContain("✘ Client 1 Oy/2025 Report.fi.xlsx failed: disabled")
    // The element tree carries no colour for ink to paint, whatever the terminal supports.
    const tree = JSON.stringify(
      ExportProgress({ files: [file(1, "failed")], elapsedMs: 0, texts, color: false }),
      (key, value: unknown) => (key === "_owner" || key === "_store" ? undefined : value),
    )
    expect(tree).not.toMatch(/"color":/)
    expect(tree).not.toMatch(/"bold":true/)
  })
})
