import { createRequire } from "node:module"
import * as fontkit from "fontkit"

/**
 * The badge's typeface: Inter (SIL Open Font License), from the @expo-google-fonts/inter package's
 * TrueType files. The same files measure the text here (fontkit, with kerning) and render the PNG
 * (resvg), so a name measured to fit is drawn exactly that wide: no guessing at average glyph widths.
 */
export const badgeFontFamily = "Inter"

export type BadgeWeight = "regular" | "bold"

const require = createRequire(import.meta.url)

/** The TrueType file of a weight, resolved from the installed package. */
export const badgeFontFiles: Readonly<Record<BadgeWeight, string>> = {
  regular: require.resolve("@expo-google-fonts/inter/400Regular/Inter_400Regular.ttf"),
  bold: require.resolve("@expo-google-fonts/inter/700Bold/Inter_700Bold.ttf"),
}

const loaded = new Map<BadgeWeight, fontkit.Font>()

/** The parsed font of a weight, read once per process (immutable data, not state). */
const fontOf = (weight: BadgeWeight): fontkit.Font => {
  let font = loaded.get(weight)
  if (!font) {
    font = fontkit.openSync(badgeFontFiles[weight]) as fontkit.Font
    loaded.set(weight, font)
  }
  return font
}

/** The advance width of `text` set in `weight` at `size` px, with the font's kerning and ligatures. */
export const measureText = (text: string, weight: BadgeWeight, size: number): number => {
  const font = fontOf(weight)
  return (font.layout(text).advanceWidth * size) / font.unitsPerEm
}
