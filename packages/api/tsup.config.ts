import { defineConfig } from "tsup"

// The workspace packages are bundled in (from their sources), so `dist/main.js` runs with only the
// third-party dependencies installed.
export default defineConfig({
  // The e-invoice rules also run as a worker thread's module (billing/einvoiceValidator.ts), and so do
  // the reading of an uploaded template (xbrl/boundedTemplate.ts) and of a requester's recipients
  // workbook (requests/recipientFile.ts): entries of their own, beside main.js.
  entry: {
    main: "src/main.ts",
    index: "src/index.ts",
    einvoiceRules: "src/billing/einvoiceRules.ts",
    templateWorker: "src/xbrl/templateWorker.ts",
    recipientsWorker: "src/requests/recipientsWorker.ts",
  },
  format: ["esm"],
  sourcemap: true,
  clean: true,
  target: "node22",
  noExternal: [/^@vsme\//],
  esbuildOptions(options) {
    options.conditions = ["vsme-source"]
  },
})
