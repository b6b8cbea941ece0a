import http from "node:http"
import type { AddressInfo, Socket } from "node:net"

/** A chat-completions request as the fake received it. */
export interface ReceivedRequest {
  readonly path: string
  readonly authorization: string | undefined
  readonly body: {
    readonly model: string
    readonly stream?: boolean
    readonly messages: ReadonlyArray<{ readonly role: string; readonly content: string }>
    readonly [key: string]: unknown
  }
}

/** How the fake answers one request. */
export type Behaviour = (request: ReceivedRequest, res: http.ServerResponse, socket: Socket) => Promise<void>

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

const chunk = (content: string | null, finishReason: string | null = null) =>
  `data: ${JSON.stringify({
    id: "chatcmpl-fake",
    object: "chat.completion.chunk",
    created: 1_700_000_000,
    model: "fake-model",
    choices: [{ index: 0, delta: content === null ? {} : { content }, finish_reason: finishReason }],
  })}\n\n`

const completion = (content: string | null, finishReason = "stop") =>
  JSON.stringify({
    id: "chatcmpl-fake",
    object: "chat.completion",
    created: 1_700_000_000,
    model: "fake-model",
    choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: finishReason }],
    usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
  })

const sse = (res: http.ServerResponse) =>
  res.writeHead(200, {
    "content-type": "text/event-stream",
    "cache-control": "no-cache",
    connection: "keep-alive",
  })

/**
 * A reply in the shape the request asked for: server-sent events of chunks `delayMs` apart when it
 * streams, else one chat completion with the whole text.
 */
export const reply =
  (pieces: ReadonlyArray<string>, options: { delayMs?: number; finishReason?: string } = {}): Behaviour =>
  async (request, res) => {
    if (request.body.stream !== true) {
      res.writeHead(200, { "content-type": "application/json" })
      res.end(completion(pieces.join(""), options.finishReason))
      return
    }
    sse(res)
    res.write(chunk(null)) // the role chunk real servers send first
    for (const piece of pieces) {
      if (options.delayMs) await sleep(options.delayMs)
      if (res.destroyed) return
      res.write(chunk(piece))
    }
    res.write(chunk(null, options.finishReason ?? "stop"))
    res.end("data: [DONE]\n\n")
  }

/** An HTTP error with an OpenAI-style error body (429 rate limit, 500 server error). */
export const failWith =
  (status: number): Behaviour =>
  async (_request, res) => {
    res.writeHead(status, { "content-type": "application/json" })
    res.end(JSON.stringify({ error: { message: `fake error ${status}`, type: "fake", code: null } }))
  }

/** Not the protocol: HTML for a completion, broken JSON in the event stream. */
export const garbage: Behaviour = async (request, res) => {
  if (request.body.stream !== true) {
    res.writeHead(200, { "content-type": "text/html" })
    res.end("<html><body>Bad gateway</body></html>")
    return
  }
  sse(res)
  res.write(chunk("Yleiskuva\n"))
  res.end("data: {this is not json\n\ndata: [DONE]\n\n")
}

/** A well-formed answer with nothing in it. */
export const empty: Behaviour = reply(["   "])

/** Sends a little, then cuts the connection (a network failure mid-answer). */
export const dropMidway: Behaviour = async (_request, res, socket) => {
  sse(res)
  res.write(chunk("Overview\n"))
  await sleep(50)
  socket.destroy()
}

/** Never answers until the fake is closed or `releaseHeld` runs (a slow or stuck model). */
export const hold =
  (fake: { readonly held: Set<() => void> }, then: Behaviour = reply(["Released."])): Behaviour =>
  (request, res, socket) =>
    new Promise<void>((resolve) => {
      const release = () => {
        fake.held.delete(release)
        void then(request, res, socket).then(resolve, resolve)
      }
      fake.held.add(release)
      res.once("close", () => {
        fake.held.delete(release)
        resolve()
      })
    })

export interface FakeChatModel {
  /** The base URL to configure (AI_BASE_URL), ending in /v1. */
  readonly url: string
  readonly requests: ReceivedRequest[]
  /** Answers the next requests with these behaviours, in order; then with `fallback`. */
  readonly script: (...behaviours: Behaviour[]) => void
  fallback: Behaviour
  readonly held: Set<() => void>
  /** Lets every held request answer. */
  readonly releaseHeld: () => void
  readonly close: () => Promise<void>
}

/**
 * A local HTTP server that speaks OpenAI's chat-completions protocol (streaming and not), scripted
 * per request, so that tests run the real `openai` client without reaching the network.
 */
export const startFakeChatModel = async (): Promise<FakeChatModel> => {
  const queue: Behaviour[] = []
  const requests: ReceivedRequest[] = []
  const sockets = new Set<Socket>()
  const fake: FakeChatModel = {
    url: "",
    requests,
    script: (...behaviours) => queue.push(...behaviours),
    fallback: reply(["Overview\nThe company reported its figures.\n"]),
    held: new Set(),
    releaseHeld: () => {
      for (const release of [...fake.held]) release()
    },
    close: async () => {
      for (const socket of sockets) socket.destroy()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
  const server = http.createServer((req, res) => {
    const parts: Buffer[] = []
    req.on("data", (part: Buffer) => parts.push(part))
    req.on("end", () => {
      if (req.method !== "POST" || !req.url?.endsWith("/chat/completions")) {
        res.writeHead(404).end()
        return
      }
      const request: ReceivedRequest = {
        path: req.url,
        authorization: req.headers.authorization,
        body: JSON.parse(Buffer.concat(parts).toString("utf8")) as ReceivedRequest["body"],
      }
      requests.push(request)
      const behaviour = queue.shift() ?? fake.fallback
      behaviour(request, res, req.socket).catch(() => res.destroy())
    })
  })
  server.on("connection", (socket) => {
    sockets.add(socket)
    socket.on("close", () => sockets.delete(socket))
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()))
  const { port } = server.address() as AddressInfo
  Object.assign(fake, { url: `http://127.0.0.1:${port}/v1` })
  return fake
}
