import { readFileSync } from "node:fs"
import { defineConfig } from "tsup"

const pkg = JSON.parse(readFileSync(new URL("./package.json", import.meta.url), "utf8")) as {
  version: string
}
const buildId = (() => {
  try {
    return (
      JSON.parse(readFileSync(new URL("../../build-id.json", import.meta.url), "utf8")) as { buildId: string }
    ).buildId
  } catch {
    return "dev"
  }
})()

// Workspace packages are bundled from their sources; third-party ones stay dependencies.
export default defineConfig({
  entry: ["src/main.ts"],
  format: ["esm"],
  sourcemap: true,
  clean: true,
  target: "node22",
  noExternal: [/^@vsme\//],
  banner: { js: "#!/usr/bin/env node" },
  define: { __VSME_VERSION__: JSON.stringify(`${pkg.version} (build ${buildId})`) },
  esbuildOptions(options) {
    options.conditions = ["vsme-source"]
    options.jsx = "automatic"
  },
})
