import type { rootProcedures } from "@vsme/sdk"
import type { Handler } from "./handler.js"

export const rootHandlers = {
  "root.version": async ({ config }) => ({ version: config.buildId }),
} satisfies { "root.version": Handler<typeof rootProcedures.rootVersion> }
