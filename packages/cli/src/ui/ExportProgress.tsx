import { Box, Text } from "ink"
import type { FileState } from "../reports/exportRun.js"

export interface ProgressFile {
  /** The file's path as shown (relative to the output folder). */
  readonly label: string
  readonly state: FileState
  readonly error?: string
}

export interface ProgressTexts {
  readonly title: string
  readonly states: Readonly<Record<FileState, string>>
  /** "3 exported, 1 skipped, …" for the current counts. */
  readonly totals: string
  /** "…and 12 more", for the files not listed. */
  readonly more: (count: number) => string
}

const marks: Record<FileState, { readonly mark: string; readonly color: string }> = {
  pending: { mark: "·", color: "gray" },
  running: { mark: "…", color: "yellow" },
  exported: { mark: "✔", color: "green" },
  skipped: { mark: "↷", color: "cyan" },
  failed: { mark: "✘", color: "red" },
}

/** A text progress bar: `████████░░░░░░░░` for done ÷ total. */
export const progressBar = (done: number, total: number, width = 24) => {
  const filled = total === 0 ? width : Math.round((done / total) * width)
  return `${"█".repeat(filled)}${"░".repeat(width - filled)}`
}

const elapsedText = (ms: number) => {
  const seconds = Math.floor(ms / 1000)
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`
}

/**
 * Which files to list when there are more than fit: every failure (they need attention), the file
 * being exported, then the most recently finished ones and the next ones waiting.
 */
const visibleFiles = (files: ReadonlyArray<ProgressFile>, limit: number) => {
  if (files.length <= limit) return files
  const failed = files.filter((f) => f.state === "failed")
  const running = files.filter((f) => f.state === "running")
  const finished = files.filter((f) => f.state === "exported" || f.state === "skipped")
  const pending = files.filter((f) => f.state === "pending")
  const room = Math.max(limit - failed.length - running.length, 0)
  const recent = finished.slice(Math.max(finished.length - Math.ceil(room / 2), 0))
  const next = pending.slice(0, room - recent.length)
  const chosen = new Set([...failed, ...running, ...recent, ...next])
  return files.filter((f) => chosen.has(f))
}

/**
 * The `vsme reports export` view on a terminal: a bar with the count and elapsed time, a line per
 * file with its state (failures with their reason), and the totals. It is drawn at once: while the
 * companies and reports are being listed, `status` says so. Texts arrive translated; the elapsed
 * time arrives as a prop, so the view holds no timer of its own. Without `color` (NO_COLOR,
 * --no-color) nothing is coloured or bold; the marks still tell the states apart.
 */
export const ExportProgress = ({
  files,
  elapsedMs,
  texts,
  limit = 10,
  color = true,
  status,
}: {
  files: ReadonlyArray<ProgressFile>
  elapsedMs: number
  texts: ProgressTexts
  limit?: number
  color?: boolean
  status?: string | undefined
}) => {
  const done = files.filter((f) => f.state !== "pending" && f.state !== "running").length
  const shown = visibleFiles(files, limit)
  const paint = (name: string) => (color ? { color: name } : {})
  return (
    <Box flexDirection="column">
      <Box gap={1}>
        <Text bold={color}>{texts.title}</Text>
        <Text {...paint("green")}>{progressBar(done, files.length)}</Text>
        <Text>
          {done}/{files.length}
        </Text>
        <Text {...paint("gray")}>{elapsedText(elapsedMs)}</Text>
      </Box>
      {status && <Text {...paint("yellow")}>{status}</Text>}
      {shown.map((file) => (
        <Box key={file.label} gap={1}>
          <Text {...paint(marks[file.state].color)}>{marks[file.state].mark}</Text>
          <Text>{file.label}</Text>
          <Text {...paint(marks[file.state].color)}>
            {texts.states[file.state]}
            {file.error ? `: ${file.error}` : ""}
          </Text>
        </Box>
      ))}
      {shown.length < files.length && (
        <Text {...paint("gray")}>{texts.more(files.length - shown.length)}</Text>
      )}
      <Text>{texts.totals}</Text>
    </Box>
  )
}
