import { readFileSync, statSync, writeFileSync } from "node:fs"
import path from "node:path"
import { fileURLToPath } from "node:url"
import { promisify } from "node:util"
import { brotliCompress, constants as zlibConstants, gzip } from "node:zlib"
import react from "@vitejs/plugin-react"
import {
  defaultClientConditions,
  defaultServerConditions,
  defineConfig,
  runnerImport,
  type Plugin,
} from "vite"

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

const catalogueBundle = /[\\/]src[\\/]i18n[\\/]bundles[\\/](fi|sv|en)(\.app)?\.ts$/

/**
 * Each language's catalogue as data (docs/decisions/028). src/i18n/bundles/<lang>.ts and
 * <lang>.app.ts compute one language's catalogue (its two namespaces, decision 033) from en.ts, fi.ts
 * and sv.ts, which import feature message modules holding all
 * three languages: bundled as it is, every language's chunk would share one chunk of all three. At
 * build time the module is evaluated instead (through Vite's module runner, from the sources) and
 * replaced by its JSON, so a page downloads its language's text and nothing else.
 */
const precomputedCatalogues = (): Plugin => {
  let cataloguePartFor: Promise<(locale: string, namespace: string) => unknown> | undefined
  return {
    name: "vsme:precomputed-catalogues",
    apply: "build",
    async load(id) {
      const match = catalogueBundle.exec(id)
      if (!match) return null
      const [, locale, app] = match
      cataloguePartFor ??= runnerImport<{ cataloguePartFor: (locale: string, namespace: string) => unknown }>(
        fileURLToPath(new URL("./src/i18n/resources.ts", import.meta.url)),
        {
          configFile: false,
          logLevel: "error",
          resolve: { conditions: ["vsme-source", ...defaultServerConditions] },
          ssr: { resolve: { conditions: ["vsme-source", ...defaultServerConditions] } },
        },
      ).then((imported) => imported.module.cataloguePartFor)
      const catalogue = (await cataloguePartFor)(locale!, app ? "app" : "translation")
      // JSON.parse of one string literal is quicker for the browser than the same object literal.
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(catalogue))})`
    },
  }
}

const compressible = /\.(js|mjs|css|html|svg|json|txt)$/
const gzipAsync = promisify(gzip)
const brotliAsync = promisify(brotliCompress)

/**
 * Writes `<file>.gz` (level 9) and `<file>.br` (quality 11) beside every text file of the build
 * larger than 1 kB, for the API to send when the browser accepts them (packages/api/src/http/
 * staticWeb.ts): the API does not compress on the fly, and no proxy needs to.
 */
const precompress = (): Plugin => ({
  name: "vsme:precompress",
  apply: "build",
  async writeBundle(output, bundle) {
    const dir = output.dir ?? path.dirname(output.file ?? "")
    const files = Object.keys(bundle)
      .filter((name) => compressible.test(name))
      .map((name) => path.join(dir, name))
      .filter((file) => statSync(file).size > 1024)
    await Promise.all(
      files.map(async (file) => {
        const bytes = readFileSync(file)
        const [gzipped, brotli] = await Promise.all([
          gzipAsync(bytes, { level: 9 }),
          brotliAsync(bytes, {
            params: {
              [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY,
              [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
              [zlibConstants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
            },
          }),
        ])
        writeFileSync(`${file}.gz`, gzipped)
        writeFileSync(`${file}.br`, brotli)
      }),
    )
  },
})

export default defineConfig({
  plugins: [react(), precomputedCatalogues(), precompress()],
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
      // Rolldown would otherwise move modules that several pages share into the entry chunk, that
      // is into /login (docs/decisions/028).
      experimental: { chunkOptimization: { mergeCommonChunks: false } },
      // Schemas and procedures are data: one the page does not use is dropped with its dependencies
      // (the contract's admin procedures, the NACE code list…) instead of kept for its "call".
      treeshake: { manualPureFunctions: ["Schema", "procedure"] },
      output: {
        // A chunk of libraries is named after every page that shares it: "vendor-<hash>" is enough.
        chunkFileNames: (chunk) => `assets/${chunk.name.replace(/^(vendor|effect)~.*$/, "$1")}-[hash].js`,
        // Libraries change less often than our code: separate chunks stay cached across deployments.
        // `entriesAware`: each page gets the libraries it uses, not those of every page.
        codeSplitting: {
          groups: [
            {
              name: "react",
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/,
              priority: 3,
            },
            { name: "effect", test: /node_modules[\\/]effect[\\/]/, priority: 2, entriesAware: true },
            { name: "vendor", test: /node_modules[\\/]/, priority: 1, entriesAware: true },
          ],
        },
      },
    },
  },
  server: {
    proxy: { "/api": "http://127.0.0.1:3000" },
  },
})
