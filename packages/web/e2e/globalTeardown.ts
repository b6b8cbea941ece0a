import { rmSync } from "node:fs"
import { dropRunDatabase } from "./support/runDatabase.js"

/** Removes the run's temporary database (folder or PostgreSQL database, made in playwright.config.ts). */
export default async function globalTeardown() {
  const dir = process.env.VSME_E2E_DATA_DIR
  if (dir?.includes("vsme-e2e-")) {
    rmSync(dir, { recursive: true, force: true })
    // The demo data every demo API copies (ghgDemoApi.ts).
    rmSync(`${dir}-demo`, { recursive: true, force: true })
  }
  const serverDatabase = process.env.VSME_E2E_DATABASE_URL
  if (serverDatabase) await dropRunDatabase(serverDatabase)
}
