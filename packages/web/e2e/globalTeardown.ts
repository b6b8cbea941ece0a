import { rmSync } from "node:fs"

/** Removes the run's temporary database directory (made in playwright.config.ts). */
export default function globalTeardown() {
  const dir = process.env.VSME_E2E_DATA_DIR
  if (dir?.includes("vsme-e2e-")) rmSync(dir, { recursive: true, force: true })
}
