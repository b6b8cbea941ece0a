import { readFileSync } from "node:fs"
import { fileURLToPath } from "node:url"
import react from "@vitejs/plugin-react"
import { defaultClientConditions, defineConfig } from "vite"

/**
 * The build id written by `node scripts/build-id.mjs` at the workspace root. The API reports the same
 * id from `root.version`, so the footer and the new-version check agree on what "this build" is.
 */
const readBuildId = (): string => {
  try {
    const file = fileURLToPath(new URL("../../build-id.json", import.meta.url))
    const parsed = JSON.parse(readFileSync(file, "utf8")) as { buildId?: unknown }
    return typeof parsed.buildId === "string" && parsed.buildId !== "" ? parsed.buildId : "dev"
  } catch {
    return "dev"
  }
}

export default defineConfig({
  plugins: [react()],
  // "vsme-source" first: the workspace packages (@vsme/core, @vsme/sdk) are compiled from their TypeScript,
  // (our own condition name: libraries such as React Aria export a plain "source" condition pointing
  // at TypeScript that is not written for our compiler settings),
  // so the web app never waits for their own builds.
  resolve: { conditions: ["vsme-source", ...defaultClientConditions] },
  define: { __BUILD_ID__: JSON.stringify(readBuildId()) },
  base: "/",
  build: {
    outDir: "dist",
    emptyOutDir: true,
    // The API caches /assets/* for a year as immutable, which is only safe because names are hashed.
    assetsDir: "assets",
    // Maps are written for debugging a crash report's stack, but "hidden": the bundles do not point
    // to them and the API never serves *.map (issue 15), so visitors do not get our sources.
    sourcemap: "hidden",
    rolldownOptions: {
      output: {
        // Libraries change less often than our code: separate chunks stay cached across deployments.
        codeSplitting: {
          groups: [
            {
              name: "react",
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/,
              priority: 3,
            },
            { name: "effect", test: /node_modules[\\/]effect[\\/]/, priority: 2 },
            { name: "vendor", test: /node_modules[\\/]/, priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    proxy: { "/api": "http://127.0.0.1:3000" },
  },
})
