import { compareOutputEncodersWithEffect } from "../http/outputEncoder.js"

// Every answer the API gives in these tests is encoded by Effect as well, and must come out the same
// (a setup file of the API's test projects, vitest.config.ts).
compareOutputEncodersWithEffect()
