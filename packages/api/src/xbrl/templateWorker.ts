import { parentPort, workerData } from "node:worker_threads"
import { zipSync } from "fflate"
import type { TemplateWorkerInput } from "./boundedTemplate.js"
import { readTemplate } from "./templateReader.js"

/**
 * The worker thread that reads an uploaded template (boundedTemplate.ts starts it with a heap ceiling
 * and a deadline). It is given the entries the zip limits let through; exceljs gets them as a stored
 * (uncompressed) zip, so it never inflates anything the limits did not see.
 */
const { entries } = workerData as TemplateWorkerInput
// The modules are loaded: the read's deadline starts now (boundedWorker.ts).
parentPort!.postMessage({ ready: true })
const answer = await readTemplate(zipSync(Object.fromEntries(entries), { level: 0 }))
parentPort!.postMessage({ answer })
