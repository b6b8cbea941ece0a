import { readFileSync } from "node:fs"
import path from "node:path"
import { fileURLToPath } from "node:url"
import { describe, expect, it } from "vitest"
import { catalogueFor, publicGroups } from "./resources.js"

const sourceRoot = path.dirname(fileURLToPath(new URL("../main.tsx", import.meta.url)))

/** The modules that render before sign-in: the start-up code and the public routes' pages. */
const publicEntries = [
  "main.tsx",
  "features/auth/LoginPage.tsx",
  "features/auth/SignupPage.tsx",
  "features/auth/ResetPasswordPage.tsx",
  "features/auth/VerifyEmailPage.tsx",
  "features/auth/LogoutPage.tsx",
  "shell/guards/SignupGate.tsx",
]

const staticImport = /^import (?!type )[^;]*?from "(\.[^"]+)"/gm

const resolveModule = (from: string, specifier: string): string | null => {
  const base = path.resolve(path.dirname(from), specifier).replace(/\.js$/, "")
  for (const candidate of [`${base}.ts`, `${base}.tsx`]) {
    try {
      readFileSync(candidate)
      return candidate
    } catch {
      // not this extension
    }
  }
  return null
}

/**
 * Every module these entries import statically (a page's lazy `import()` is its own chunk and
 * loads with its route, so it is not followed), with its source.
 */
const staticGraph = (entries: ReadonlyArray<string>): Map<string, string> => {
  const sources = new Map<string, string>()
  const visit = (file: string) => {
    if (sources.has(file)) return
    const source = readFileSync(file, "utf8")
    sources.set(file, source)
    for (const [, specifier] of source.matchAll(staticImport)) {
      const target = resolveModule(file, specifier!)
      if (target) visit(target)
    }
  }
  entries.forEach((entry) => visit(path.join(sourceRoot, entry)))
  return sources
}

/** The catalogue groups a module names in string literals: "login.title", `errors.${tag}`. */
const groupsNamed = (source: string, groups: ReadonlySet<string>): Set<string> => {
  const named = new Set<string>()
  for (const [, group] of source.matchAll(/["'`]([a-z][A-Za-z]*)\.[A-Za-z0-9_$]/g)) {
    if (groups.has(group!)) named.add(group!)
  }
  return named
}

describe("the texts that load with /login (the 'translation' namespace)", () => {
  const groups = new Set(Object.keys(catalogueFor("en")))

  it("hold every group that the pages before sign-in and the shell show", () => {
    const outside: string[] = []
    for (const [file, source] of staticGraph(publicEntries)) {
      for (const group of groupsNamed(source, groups)) {
        if (!publicGroups.has(group)) outside.push(`${path.relative(sourceRoot, file)}: ${group}`)
      }
    }
    expect(outside).toEqual([])
  })

  it("name only groups that exist", () => {
    expect([...publicGroups].filter((group) => !groups.has(group))).toEqual([])
  })

  it("see the pages' own groups (the scan finds what it looks for)", () => {
    const named = new Set(
      [...staticGraph(["features/auth/LoginPage.tsx"]).values()].flatMap((source) => [
        ...groupsNamed(source, groups),
      ]),
    )
    expect(named).toContain("login")
    expect(named).toContain("errors")
  })
})
