import { Schema } from "effect"
import { describe, expect, it } from "vitest"
import { procedure, proceduresByName, type AnyProcedure } from "@vsme/sdk"
import { handlers } from "./procedures/index.js"
import { fakeAuthenticator } from "./testing/index.js"
import { useTestServer } from "./testing/apiKit.js"

const slow = procedure("test.slow", {
  kind: "query",
  access: "public",
  input: Schema.Null,
  output: Schema.String,
})

const deferred = <T = void>() => {
  let resolve!: (value: T) => void
  const promise = new Promise<T>((r) => (resolve = r))
  return { promise, resolve }
}

const handlerStarted = deferred()
const release = deferred<string>()
// The test closes the server itself; the kit's stop afterwards finds it closed and drops its database.
const server = useTestServer({
  authenticator: fakeAuthenticator({ tokens: {} }),
  procedures: new Map<string, AnyProcedure>([...proceduresByName, [slow.name, slow as AnyProcedure]]),
  handlers: {
    ...handlers,
    "test.slow": async () => {
      handlerStarted.resolve()
      return release.promise
    },
  } as unknown as typeof handlers,
})

describe("graceful shutdown", () => {
  it("finishes the request in flight, then refuses new connections", async () => {
    const inFlight = fetch(`${server.url}/api/rpc/test.slow`)
    await handlerStarted.promise
    const closing = server.close()
    release.resolve("finished")
    expect(await (await inFlight).json()).toEqual([{ result: "finished" }])
    await closing
    await expect(fetch(`${server.url}/healthz`)).rejects.toThrow()
  })
})
