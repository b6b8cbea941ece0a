// The import rules a type check does not see (STYLE.md "Habits"):
// - no import cycles inside a package, type-only imports included (a cycle of types still ties the
//   modules into one knot: neither can be read, moved or split alone);
// - production code never imports test code: nothing but a test file or a `testing/` folder imports
//   from a `testing/` folder (or a package's `/testing` entry), and test-only modules
//   (`*.testing.ts`) live in their package's `testing/` folder, so a production folder holds
//   production code only.
// Imports across packages go by package name (a lint rule) and tsc -b's project references keep the
// packages themselves in one direction, so only relative imports are followed.
// The TypeScript compiler's own pre-processor lists each file's imports: a second or two for the
// workspace, where madge took about a minute of CPU for the same answer.
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs"
import path from "node:path"
import { fileURLToPath } from "node:url"
import ts from "typescript"

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..")
const sourceRoots = [
  "packages/core/src",
  "packages/sdk/src",
  "packages/api/src",
  "packages/web/src",
  "packages/web/e2e",
  "packages/cli/src",
  "bench/src",
]

const walk = (dir) =>
  readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name)
    if (name === "node_modules" || name === "dist") return []
    if (statSync(full).isDirectory()) return walk(full)
    return /\.(ts|tsx|mts|mjs)$/.test(name) && !name.endsWith(".d.ts") ? [full] : []
  })

const files = sourceRoots
  .filter((dir) => existsSync(path.join(root, dir)))
  .flatMap((dir) => walk(path.join(root, dir)))
const known = new Set(files)

/** The file a relative specifier names: `./x.js` is `./x.ts` (or .tsx) in the sources, `./dir` its index. */
const resolve = (from, specifier) => {
  const base = path.resolve(path.dirname(from), specifier)
  const stem = base.replace(/\.(js|jsx|mjs)$/, "")
  const candidates = [
    base,
    `${stem}.ts`,
    `${stem}.tsx`,
    `${stem}.mts`,
    `${base}.ts`,
    `${base}.tsx`,
    path.join(base, "index.ts"),
    path.join(base, "index.tsx"),
  ]
  return candidates.find((candidate) => known.has(candidate))
}

const relative = (file) => path.relative(root, file)
const inTestingFolder = (rel) => rel.split(path.sep).includes("testing")
const isTestCode = (file) => {
  const rel = relative(file)
  return (
    /\.(test|spec)\.tsx?$/.test(rel) ||
    /\.testing\.tsx?$/.test(rel) ||
    inTestingFolder(rel) ||
    rel.startsWith("packages/web/e2e/") ||
    // The benchmarks drive the API as its tests do, with its test kit; they never ship.
    rel.startsWith("bench/")
  )
}

const problems = []
const graph = new Map()
for (const file of files) {
  const { importedFiles } = ts.preProcessFile(readFileSync(file, "utf8"), true, true)
  const targets = new Set()
  for (const { fileName } of importedFiles) {
    if (!fileName.startsWith(".")) {
      if (/^@vsme\/[^/]+\/testing(\/|$)/.test(fileName) && !isTestCode(file))
        problems.push(`${relative(file)} imports test code ${fileName}`)
      continue
    }
    const target = resolve(file, fileName)
    if (target) targets.add(target)
  }
  graph.set(file, [...targets])
}

for (const file of files) {
  const rel = relative(file)
  if (/\.testing\.tsx?$/.test(rel) && !inTestingFolder(rel))
    problems.push(`${rel}: a test-only module; move it into its package's testing/ folder`)
  if (isTestCode(file)) continue
  for (const target of graph.get(file)) {
    if (isTestCode(target)) problems.push(`${rel} imports test code ${relative(target)}`)
  }
}

// Tarjan's strongly connected components: every component of more than one file (or a file that
// imports itself) is a cycle.
let index = 0
const indexOf = new Map()
const low = new Map()
const stack = []
const onStack = new Set()
const components = []
const visit = (start) => {
  // Iterative, so a long chain of imports cannot overflow the call stack.
  const work = [[start, 0]]
  indexOf.set(start, index)
  low.set(start, index++)
  stack.push(start)
  onStack.add(start)
  while (work.length > 0) {
    const frame = work[work.length - 1]
    const [node, i] = frame
    const edges = graph.get(node)
    if (i < edges.length) {
      frame[1] += 1
      const next = edges[i]
      if (!indexOf.has(next)) {
        indexOf.set(next, index)
        low.set(next, index++)
        stack.push(next)
        onStack.add(next)
        work.push([next, 0])
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node), indexOf.get(next)))
      continue
    }
    work.pop()
    if (work.length > 0) {
      const parent = work[work.length - 1][0]
      low.set(parent, Math.min(low.get(parent), low.get(node)))
    }
    if (low.get(node) === indexOf.get(node)) {
      const component = []
      let member
      do {
        member = stack.pop()
        onStack.delete(member)
        component.push(member)
      } while (member !== node)
      if (component.length > 1 || graph.get(node).includes(node)) components.push(component)
    }
  }
}
for (const file of files) if (!indexOf.has(file)) visit(file)

/** One shortest way round a component, from its first file back to it, to show the circle. */
const circle = (component) => {
  const members = new Set(component)
  const start = [...component].sort()[0]
  const previous = new Map([[start, null]])
  const queue = [start]
  while (queue.length > 0) {
    const node = queue.shift()
    for (const next of graph.get(node)) {
      if (!members.has(next)) continue
      if (next === start) {
        const way = [node]
        while (previous.get(way[0]) !== null) way.unshift(previous.get(way[0]))
        return [...way, start]
      }
      if (!previous.has(next)) {
        previous.set(next, node)
        queue.push(next)
      }
    }
  }
  return [start, start]
}

for (const component of components)
  problems.push(`import cycle (${component.length} files): ${circle(component).map(relative).join(" → ")}`)

if (problems.length > 0) {
  process.stderr.write(`${problems.join("\n")}\n${problems.length} import problem(s)\n`)
  process.exit(1)
}
process.stdout.write(`imports: ${files.length} files, no cycles, no production file imports test code\n`)
