import { Schema } from "effect"
import { procedure } from "../procedure.js"

/** The build id the server runs; the web app polls it to notice a new version (spec §4, §9). */
export const rootVersion = procedure("root.version", {
  kind: "query",
  access: "public",
  input: Schema.Null,
  output: Schema.Struct({ version: Schema.String }),
})

export const rootProcedures = { rootVersion } as const
