import { defineConfig } from "tsup"

// The workspace packages are bundled in (from their sources), so `dist/main.js` runs with only the
// third-party dependencies installed.
export default defineConfig({
  entry: ["src/main.ts", "src/index.ts"],
  format: ["esm"],
  sourcemap: true,
  clean: true,
  target: "node22",
  noExternal: [/^@vsme\//],
  esbuildOptions(options) {
    options.conditions = ["source"]
  },
})
