import { solveChallengeWorkers } from "altcha-lib/v1"
import { mainThreadSolver, type ProofSolver } from "./proofOfWork.js"

const maxWorkers = 4

/**
 * Solves in Web Workers, so hashing a million candidates never stalls the page; falls back to the
 * main thread when workers cannot run (old browser, blocked script).
 */
export const browserSolver: ProofSolver = async (challenge, signal) => {
  if (typeof Worker === "undefined") return mainThreadSolver(challenge, signal)
  let workerFailed = false
  const createWorker = () => {
    const worker = new Worker(new URL("./proofWorker.ts", import.meta.url), { type: "module" })
    // altcha-lib waits for one message from every worker; one that fails to load would never send it.
    worker.addEventListener("error", () => {
      workerFailed = true
      worker.dispatchEvent(new MessageEvent("message", { data: null }))
    })
    return worker
  }
  try {
    const concurrency = Math.min(maxWorkers, Math.max(1, navigator.hardwareConcurrency || 1))
    const solution = await solveChallengeWorkers(
      createWorker,
      concurrency,
      challenge.challenge,
      challenge.salt,
      challenge.algorithm,
      challenge.maxnumber,
    )
    if (solution) return solution.number
    return workerFailed && !signal.aborted ? mainThreadSolver(challenge, signal) : null
  } catch {
    return signal.aborted ? null : mainThreadSolver(challenge, signal)
  }
}
