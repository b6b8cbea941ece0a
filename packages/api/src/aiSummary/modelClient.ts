import type { PromptMessage } from "@vsme/core"
import type { AiSummaryErrorKind } from "@vsme/sdk"
import OpenAI, {
  APIConnectionError,
  APIConnectionTimeoutError,
  APIError,
  APIUserAbortError,
  RateLimitError,
} from "openai"
import type { Config } from "../config.js"
import type { Logger } from "../log.js"

/** A generation that ended without a usable summary, with the kind the job records. */
export class GenerationFailed extends Error {
  override name = "GenerationFailed"
  constructor(
    readonly kind: AiSummaryErrorKind,
    message: string,
  ) {
    super(message)
  }
}

/** Longest answer accepted; a model that runs on past it is cut off and the job fails as malformed. */
export const maxSummaryCharacters = 20_000
/** The most the model may write; a summary of about 400 words needs far less. */
const maxTokens = 1500

export interface ModelClient {
  /**
   * Generates a summary from the messages; `onText` receives each piece as it streams in. Resolves
   * with the whole text, or rejects with GenerationFailed (or the abort reason when `signal` aborts).
   */
  readonly generate: (
    messages: ReadonlyArray<PromptMessage>,
    options: { readonly signal: AbortSignal; readonly onText: (delta: string) => void },
  ) => Promise<string>
}

/** Control characters other than line breaks and tabs: a sign of a garbled answer, and unsafe to show. */
const hasControlCharacters = (text: string) =>
  [...text].some((c) => {
    const code = c.charCodeAt(0)
    return (code < 0x20 && c !== "\n" && c !== "\r" && c !== "\t") || code === 0x7f
  })

const finished = (text: string, finishReason: string | null | undefined): string => {
  if (finishReason === "length") throw new GenerationFailed("malformed", "the answer was cut off (length)")
  if (finishReason === "content_filter") throw new GenerationFailed("malformed", "the answer was filtered")
  if (hasControlCharacters(text)) throw new GenerationFailed("malformed", "the answer has control characters")
  const trimmed = text.trim()
  if (trimmed === "") throw new GenerationFailed("empty", "the model answered nothing")
  return trimmed
}

/**
 * A connection that broke while the answer was being read: fetch (undici) then throws a TypeError
 * "terminated" whose cause is the socket error, not one of the client's own errors.
 */
const isBrokenConnection = (error: unknown) => {
  if (!(error instanceof TypeError)) return false
  const cause = (error as { cause?: { code?: unknown } }).cause
  return (
    error.message === "terminated" ||
    (typeof cause?.code === "string" && /^(UND_ERR_|E[A-Z]+)/.test(cause.code))
  )
}

/** Sorts a failure of the openai client into the kinds a job records. */
export const failureKind = (error: unknown): AiSummaryErrorKind => {
  if (error instanceof GenerationFailed) return error.kind
  if (error instanceof APIConnectionTimeoutError) return "timeout"
  if (error instanceof RateLimitError) return "rateLimited"
  if (error instanceof APIUserAbortError) return "timeout"
  if (error instanceof APIConnectionError) return "network"
  // An HTTP error status, or an error event inside the stream.
  if (error instanceof APIError) return "modelError"
  if (isBrokenConnection(error)) return "network"
  // Not JSON where JSON was due (the client throws SyntaxError), or a shape it could not read.
  if (error instanceof SyntaxError || error instanceof TypeError) return "malformed"
  return "modelError"
}

/**
 * The `openai` package's client on any OpenAI-compatible chat-completions endpoint (OpenAI, Azure
 * OpenAI, Mistral, Ollama, vLLM, llama.cpp server). It never retries by itself: a failed summary ends
 * in the error state and the user's retry is the retry (issue 8).
 */
export const createModelClient = (
  model: NonNullable<Config["aiSummary"]["model"]>,
  options: { readonly timeoutMs: number; readonly stream: boolean; readonly logger: Logger },
): ModelClient => {
  const client = new OpenAI({
    baseURL: model.baseUrl,
    // Local servers need no key, but the client insists on one.
    apiKey: model.apiKey ?? "not-needed",
    organization: null,
    project: null,
    timeout: options.timeoutMs,
    maxRetries: 0,
    logLevel: "warn",
    logger: {
      error: (message, ...rest) => options.logger.warn({ detail: rest }, `openai: ${message}`),
      warn: (message, ...rest) => options.logger.warn({ detail: rest }, `openai: ${message}`),
      info: (message, ...rest) => options.logger.info({ detail: rest }, `openai: ${message}`),
      debug: (message, ...rest) => options.logger.debug({ detail: rest }, `openai: ${message}`),
    },
  })
  const base = {
    model: model.name,
    temperature: 0.2,
    max_tokens: maxTokens,
  }

  const streamed: ModelClient["generate"] = async (messages, { signal, onText }) => {
    const stream = await client.chat.completions.create(
      { ...base, messages: messagesOf(messages), stream: true },
      { signal },
    )
    let text = ""
    let finishReason: string | null | undefined
    for await (const chunk of stream) {
      if (!Array.isArray(chunk.choices)) throw new GenerationFailed("malformed", "a chunk without choices")
      const choice = chunk.choices[0]
      if (choice === undefined) continue // e.g. a usage-only chunk
      const delta = choice.delta?.content
      if (delta !== undefined && delta !== null && typeof delta !== "string")
        throw new GenerationFailed("malformed", "a chunk whose content is not text")
      if (delta) {
        text += delta
        if (text.length > maxSummaryCharacters)
          throw new GenerationFailed("malformed", "the answer is too long")
        onText(delta)
      }
      finishReason = choice.finish_reason ?? finishReason
    }
    return finished(text, finishReason)
  }

  const whole: ModelClient["generate"] = async (messages, { signal, onText }) => {
    const completion = (await client.chat.completions.create(
      { ...base, messages: messagesOf(messages), stream: false },
      { signal },
    )) as unknown
    // Read defensively: a server that answers text or odd JSON must fail as malformed, not crash.
    const choice =
      isRecord(completion) && Array.isArray(completion.choices) ? completion.choices[0] : undefined
    const message = isRecord(choice) ? choice.message : undefined
    const content = isRecord(message) ? message.content : undefined
    if (content === null || content === undefined) {
      if (isRecord(message)) throw new GenerationFailed("empty", "the model answered no content")
      throw new GenerationFailed("malformed", "the answer is not a chat completion")
    }
    if (typeof content !== "string") throw new GenerationFailed("malformed", "the content is not text")
    if (content.length > maxSummaryCharacters)
      throw new GenerationFailed("malformed", "the answer is too long")
    const text = finished(content, isRecord(choice) ? (choice.finish_reason as string | null) : null)
    onText(text)
    return text
  }

  return { generate: options.stream ? streamed : whole }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null

const messagesOf = (messages: ReadonlyArray<PromptMessage>) =>
  messages.map((m) => ({ role: m.role, content: m.content }))
