/**
 * Reads a file of the repository's fixtures/ folder in tests. Tests run in Node, but core's types
 * leave Node out on purpose, so the reader is typed here and loaded lazily.
 */
export const readFixture = async (path: string): Promise<string> => {
  const fs = (await import("node:fs" as string)) as {
    readFileSync: (file: unknown, encoding: "utf8") => string
  }
  const { URL } = globalThis as unknown as { URL: new (path: string, base: string) => unknown }
  const here = (import.meta as unknown as { url: string }).url
  return fs.readFileSync(new URL(`../../../../fixtures/${path}`, here), "utf8")
}
