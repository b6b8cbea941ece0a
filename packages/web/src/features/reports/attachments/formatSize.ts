/**
 * A byte count as people read it, in binary units since limits are set in them (20 MiB is 20 × 1024²
 * bytes, which decimal units would show as "21 MB"): "20 MiB", "812 KiB"; in Finnish the usual
 * abbreviations "20 Mt", "812 kt" (Intl's short units, which Finnish uses for both).
 */
export const formatSize = (bytes: number, locale: string) => {
  const mebi = 1024 * 1024
  const [value, unit, binary]: readonly [number, "megabyte" | "kilobyte", string] =
    bytes >= mebi ? [bytes / mebi, "megabyte", "MiB"] : [Math.max(bytes / 1024, 0.1), "kilobyte", "KiB"]
  const digits = { maximumFractionDigits: value < 10 ? 1 : 0 }
  if (locale.startsWith("fi"))
    return new Intl.NumberFormat(locale, { style: "unit", unit, unitDisplay: "short", ...digits }).format(
      value,
    )
  return `${new Intl.NumberFormat(locale, digits).format(value)}\u00a0${binary}`
}
