import { defineConfig } from "vitest/config"

/**
 * One `vitest run` for the whole workspace. Workspace packages resolve to their TypeScript sources
 * (the `vsme-source` export condition), so tests never need a build. Database tests run once on PGlite and,
 * when DATABASE_URL points at a PostgreSQL server, once more on it, each file in its own schema.
 */
const sourceFirst = { conditions: ["vsme-source", "module", "node", "default"] }
const shared = {
  resolve: sourceFirst,
  ssr: { resolve: { conditions: sourceFirst.conditions, externalConditions: ["vsme-source"] } },
}

/**
 * The CLI's tests drive a test server over HTTP; which database is behind it is not what they test.
 * They run once: on PostgreSQL when there is one (the cheaper of the two on a two-core machine),
 * otherwise on PGlite. The API's tests run on both (decision 031, addendum 3).
 */
const cliTestsOn = process.env.DATABASE_URL ? "postgres" : "pglite"

const databaseProject = (name: string, kind: "pglite" | "postgres") => ({
  ...shared,
  test: {
    name,
    include: [
      "packages/api/src/**/*.test.{ts,tsx}",
      ...(kind === cliTestsOn ? ["packages/cli/src/**/*.test.{ts,tsx}"] : []),
    ],
    environment: "node",
    env: { VSME_TEST_DB: kind },
    setupFiles: [
      "packages/api/src/testing/failOnConsoleError.ts",
      "packages/api/src/testing/compareOutputEncoders.ts",
      "packages/api/src/testing/checkKeptReads.ts",
    ],
    // Files of a worker share their imported modules: each test file makes its own database and
    // servers, and importing the API's module graph afresh per file was a quarter of the run.
    isolate: false,
    // Generous: on the two-core CI machine a file's start (PGlite, a server, an SMTP sink) waited
    // past 60 s beside the browser tests (decision 031, addendum 3).
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
})

export default defineConfig({
  test: {
    projects: [
      {
        ...shared,
        test: {
          name: "unit",
          include: ["packages/{core,sdk,web}/src/**/*.test.{ts,tsx}"],
          environment: "node",
          isolate: false,
        },
      },
      databaseProject("db:pglite", "pglite"),
      ...(process.env.DATABASE_URL ? [databaseProject("db:postgres", "postgres")] : []),
    ],
  },
})
