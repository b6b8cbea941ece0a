import type { Locale } from "@vsme/core"
import { exportRoutes, xbrlRoutes, type BadgeType, type CommentType } from "@vsme/sdk"

/** What every format's request is made from: the export options of the command line. */
export interface ExportOptions {
  readonly lang: Locale
  readonly comments: ReadonlyArray<CommentType>
  /** The badge formats' type (`--badge-type`) and year (`--badge-year`; default: the report's end year). */
  readonly badgeType: BadgeType
  readonly badgeYear?: number | undefined
}

/** A file format of `vsme reports export --format`: its file route and what the file is called. */
export interface ExportFormat {
  /** The `--format` value. */
  readonly id: string
  /** The file name's extension, without the dot (a badge's names its type and year too). */
  readonly extension: string | ((options: ExportOptions) => string)
  /** The file route that produces it (sdk `exportRoutes`), with `:reportId`. */
  readonly route: string
  /** The route's query from the options. */
  readonly query: (options: ExportOptions) => Readonly<Record<string, string>>
}

const reportQuery = (options: ExportOptions) => ({ lang: options.lang, comments: options.comments.join(",") })

/**
 * The formats the CLI exports, in `--format` order. A new format of the API is one entry here (an
 * XBRL issue adds `{ id: "xbrl-json", extension: "xbrl.json", route: …, query: … }` and `ixbrl`).
 */
export const exportFormats: ReadonlyArray<ExportFormat> = [
  { id: "xlsx", extension: "xlsx", route: exportRoutes.reportXlsx, query: reportQuery },
  { id: "json", extension: "json", route: exportRoutes.reportJson, query: reportQuery },
  // XBRL (issue 7): the language is that of the inline XBRL page's labels; comments go as footnotes.
  { id: "xbrl-json", extension: "xbrl.json", route: xbrlRoutes.exportJson, query: (o) => ({ lang: o.lang }) },
  { id: "ixbrl", extension: "xhtml", route: xbrlRoutes.exportXhtml, query: (o) => ({ lang: o.lang }) },
  // Badges (issue 20): the report's badge of the chosen type, language and year, for the website.
  {
    id: "badge-svg",
    extension: (o) => badgeExtension(o, "svg"),
    route: exportRoutes.badgeSvg,
    query: badgeQuery,
  },
  {
    id: "badge-png",
    extension: (o) => badgeExtension(o, "png"),
    route: exportRoutes.badgePng,
    query: badgeQuery,
  },
]

function badgeQuery(options: ExportOptions): Readonly<Record<string, string>> {
  return {
    type: options.badgeType,
    lang: options.lang,
    ...(options.badgeYear === undefined ? {} : { year: String(options.badgeYear) }),
  }
}

/** `badge-company.svg`, `badge-accountingFirm-2024.png`: a re-run with other options is another file. */
function badgeExtension(options: ExportOptions, kind: string) {
  return `badge-${options.badgeType}${options.badgeYear === undefined ? "" : `-${options.badgeYear}`}.${kind}`
}

/** The file name's extension of `format` with these options. */
export const extensionOf = (format: ExportFormat, options: ExportOptions) =>
  typeof format.extension === "string" ? format.extension : format.extension(options)

export const defaultFormats: ReadonlyArray<string> = ["xlsx"]

/** The formats named in a `--format` value (`xlsx,json`), or null when one is unknown. */
export const parseFormats = (value: string): ReadonlyArray<ExportFormat> | null => {
  const ids = value
    .split(",")
    .map((id) => id.trim())
    .filter(Boolean)
  const formats = ids.map((id) => exportFormats.find((f) => f.id === id))
  return ids.length > 0 && formats.every((f) => f !== undefined) ? [...new Set(formats)] : null
}
