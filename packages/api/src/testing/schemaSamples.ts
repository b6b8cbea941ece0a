import { fork, type ChildProcess } from "node:child_process"
import path from "node:path"
import { fileURLToPath } from "node:url"

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..")
const samplerModule = fileURLToPath(new URL("./schemaSampler.child.ts", import.meta.url))

/**
 * Valid inputs of each named procedure, generated from its input Schema in a child process
 * (schemaSampler.child.ts) with a time limit per procedure: a Schema whose values cannot be
 * generated in `timeoutMs` gets none, and the child is replaced for the rest. Answers the samples
 * by procedure name (JSON values, as a client sends them) and the names that got none.
 */
export const sampleValidInputs = async (
  names: ReadonlyArray<string>,
  options: { readonly count: number; readonly seed?: number; readonly timeoutMs?: number },
): Promise<{
  readonly samples: ReadonlyMap<string, ReadonlyArray<unknown>>
  readonly ungenerated: ReadonlyArray<string>
}> => {
  const samples = new Map<string, ReadonlyArray<unknown>>()
  const ungenerated: string[] = []
  let child: ChildProcess | null = null
  const start = () =>
    new Promise<ChildProcess>((resolve, reject) => {
      const started = fork(samplerModule, [], {
        cwd: apiRoot,
        execArgv: ["--conditions=vsme-source", "--import", "tsx"],
        stdio: ["ignore", "ignore", "inherit", "ipc"],
      })
      started.once("message", () => resolve(started))
      started.once("exit", (code) => reject(new Error(`schema sampler exited (${code}) before it was ready`)))
    })
  try {
    for (const name of names) {
      child ??= await start()
      const current = child
      const answer = await new Promise<string | null>((resolve) => {
        const timer = setTimeout(() => resolve(null), options.timeoutMs ?? 5_000)
        current.once("message", (message: { name: string; samples: string }) => {
          clearTimeout(timer)
          resolve(message.samples)
        })
        current.send({ name, count: options.count, seed: options.seed ?? 42 })
      })
      const values = answer === null ? [] : (JSON.parse(answer) as unknown[])
      if (answer === null) {
        current.kill("SIGKILL")
        child = null
      }
      if (values.length === 0) ungenerated.push(name)
      samples.set(name, values)
    }
  } finally {
    child?.kill("SIGKILL")
  }
  return { samples, ungenerated }
}
