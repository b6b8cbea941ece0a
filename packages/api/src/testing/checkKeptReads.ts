import { checkKeptReadsAgainstTables } from "../http/readCache.js"

// Every answer a read cache serves in these tests is read from the tables too and must be the same
// (a setup file of the API's test projects, vitest.config.ts).
checkKeptReadsAgainstTables()
