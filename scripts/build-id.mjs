// Writes build-id.json at the workspace root: the id the API reports from `root.version` and the web
// app compiles into its footer, so both halves of one build agree. BUILD_ID from the environment wins
// (a deployment pipeline names its builds); otherwise the git commit, marked when the tree is dirty.
import { execSync } from "node:child_process"
import { writeFileSync } from "node:fs"

const fromGit = () => {
  try {
    const sha = execSync("git rev-parse --short=12 HEAD", { stdio: ["ignore", "pipe", "ignore"] })
      .toString()
      .trim()
    const dirty = execSync("git status --porcelain", { stdio: ["ignore", "pipe", "ignore"] })
      .toString()
      .trim()
    return dirty ? `${sha}-dirty-${Date.now().toString(36)}` : sha
  } catch {
    return `local-${Date.now().toString(36)}`
  }
}

const buildId = process.env.BUILD_ID || fromGit()
writeFileSync(new URL("../build-id.json", import.meta.url), JSON.stringify({ buildId }, null, 2) + "\n")
console.log(`build id ${buildId}`)
