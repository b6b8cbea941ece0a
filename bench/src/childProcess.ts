import { fork, type ChildProcess } from "node:child_process"
import { fileURLToPath } from "node:url"

/** Node flags that run a workspace TypeScript module from its sources, as the tests resolve them. */
export const sourceExecArgv = ["--conditions=vsme-source", "--import", "tsx"]

/** The message every bench child sends once it is ready (or could not get there). */
export type ChildMessage<Ready> =
  { readonly type: "ready"; readonly value: Ready } | { readonly type: "failed"; readonly message: string }

export interface Child<Ready> {
  readonly process: ChildProcess
  readonly ready: Ready
  /** CPU time the child has used so far (user + system), in ms: its work, whatever its neighbours do. */
  readonly cpuMs: () => Promise<number>
  /** Asks the child to finish (it cleans up after itself) and waits for it to exit. */
  readonly stop: () => Promise<void>
}

/**
 * Starts a bench module in a process of its own, so that what it measures (a server under load,
 * peak memory) is not mixed with the load generator or with other measurements. The child answers
 * one `ready` message over IPC; `stop` sends `"stop"` and waits for the exit.
 */
export const startChild = async <Ready>(
  module: URL,
  options: {
    readonly env?: Readonly<Record<string, string>>
    /** Where the child's stdout goes: a file descriptor (its log), or nowhere. */
    readonly stdout?: number | "ignore" | "inherit"
    readonly execArgv?: ReadonlyArray<string>
  } = {},
): Promise<Child<Ready>> => {
  const child = fork(fileURLToPath(module), [], {
    execArgv: [...sourceExecArgv, ...(options.execArgv ?? [])],
    env: { ...process.env, ...options.env },
    stdio: ["ignore", options.stdout ?? "ignore", "inherit", "ipc"],
  })
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()))
  const ready = await new Promise<Ready>((resolve, reject) => {
    child.once("message", (message: ChildMessage<Ready>) =>
      message.type === "ready" ? resolve(message.value) : reject(new Error(message.message)),
    )
    child.once("exit", (code) =>
      reject(new Error(`${module.pathname} exited with ${code} before it was ready`)),
    )
  })
  return {
    process: child,
    ready,
    cpuMs: () =>
      new Promise<number>((resolve) => {
        const onMessage = (message: { type?: string; cpuMs?: number }) => {
          if (message.type !== "cpu") return
          child.off("message", onMessage)
          resolve(message.cpuMs!)
        }
        child.on("message", onMessage)
        child.send("cpu")
      }),
    stop: async () => {
      if (child.exitCode === null) child.send("stop")
      await exited
    },
  }
}

/** In a child: sends the ready message, and runs `cleanUp` then exits when the parent says stop. */
export const announceReady = <Ready>(value: Ready, cleanUp: () => Promise<void>) => {
  let stopping = false
  const stop = () => {
    if (stopping) return
    stopping = true
    cleanUp().then(
      () => process.exit(0),
      (error: unknown) => {
        process.stderr.write(`clean-up failed: ${String(error)}\n`)
        process.exit(1)
      },
    )
  }
  process.on("message", (message) => {
    if (message === "stop") stop()
    if (message === "cpu") {
      const { user, system } = process.cpuUsage()
      process.send?.({ type: "cpu", cpuMs: (user + system) / 1000 })
    }
  })
  // A parent that died (a crash, Ctrl-C) must not leave a server running.
  process.on("disconnect", stop)
  process.send?.({ type: "ready", value } satisfies ChildMessage<Ready>)
}

/** In a child: reports a start-up failure to the parent and exits. */
export const announceFailure = (error: unknown) => {
  const message = error instanceof Error ? (error.stack ?? error.message) : String(error)
  process.send?.({ type: "failed", message } satisfies ChildMessage<never>, () => process.exit(1))
}
