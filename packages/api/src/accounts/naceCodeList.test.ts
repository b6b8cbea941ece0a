import { existsSync, readFileSync } from "node:fs"
import path from "node:path"
import { describe, expect, it } from "vitest"
import { naceCodes, naceSections } from "@vsme/core"
import { workspaceRoot } from "../config.js"

// The generated NACE list of @vsme/core against its source, EFRAG's VSME taxonomy
// (fixtures/efrag). Here rather than in core: core's tests have no file system.
const taxonomyPath = path.join(workspaceRoot, "fixtures/efrag/vsme-2026-05-01.json")

describe.runIf(existsSync(taxonomyPath))("the NACE list generated from EFRAG's taxonomy", () => {
  it("holds every nace: division, group and class with its English title, and every section", () => {
    const taxonomy = JSON.parse(readFileSync(taxonomyPath, "utf8")) as {
      concepts: Record<string, { labels?: { en?: Record<string, string> } }>
    }
    const labels = Object.entries(taxonomy.concepts)
      .filter(([name]) => name.startsWith("nace:NACE_") && name !== "nace:NACE_AllEconomicActivitiesNAMember")
      .map(([, concept]) => concept.labels!.en!["http://www.xbrl.org/2003/role/label"]!)
    const fromTaxonomy = labels.filter((label) => /^[A-Z] - \d/.test(label)).sort()
    const sections = labels.filter((label) => /^[A-Z] - [^\d]/.test(label)).sort()
    expect(naceCodes.map((c) => `${c.section} - ${c.code} ${c.title}`).sort()).toEqual(fromTaxonomy)
    expect([...naceSections].map(([letter, title]) => `${letter} - ${title}`).sort()).toEqual(sections)
  })
})
