import { Either, Schema } from "effect"
import { transportErrors } from "../errors.js"
import { decodeInput } from "../inputIssues.js"
import type { AnyProcedure, InputOf, OutputOf } from "../procedure.js"
import { errorStatus } from "../status.js"
import type { EncodedError } from "../wire.js"
import { RpcError } from "./RpcError.js"
import { createTransport, type ClientOptions, type RawFileRequest } from "./transport.js"

export type { ClientOptions } from "./transport.js"

/**
 * The typed client of the procedure API: inputs encoded and outputs and errors decoded with the
 * contract's Schemas, over the transport's batching and refresh-once-on-401 (spec §7).
 */
export const createClient = (options: ClientOptions) => {
  const transport = createTransport(options)

  const decodeError = (procedure: AnyProcedure, result: { error: EncodedError; status: number }) => {
    const known = [...transportErrors, ...procedure.errors] as ReadonlyArray<Schema.Schema<any, any, never>>
    const decoded = Schema.decodeUnknownEither(Schema.Union(...known))(result.error)
    const clientOnly = ["NetworkError", "SessionEnded", "AttestationUnavailable"].includes(result.error._tag)
    const error = Either.isRight(decoded)
      ? decoded.right
      : clientOnly
        ? result.error
        : { _tag: "UnknownError" }
    return new RpcError(procedure.name, result.status, error)
  }

  /**
   * Calls a procedure; resolves with its decoded output or rejects with an RpcError. An input the
   * client refuses rejects with InvalidInput listing the issues the server would list.
   */
  const call = async <P extends AnyProcedure>(procedure: P, input: InputOf<P>): Promise<OutputOf<P>> => {
    const result = await transport.call(procedure.name, procedure.kind, wireInput(procedure, input))
    if ("error" in result) throw decodeError(procedure, result)
    const output = Schema.decodeUnknownEither(procedure.output)(result.result)
    if (Either.isLeft(output)) throw new RpcError(procedure.name, 502, { _tag: "UnknownError" })
    return output.right
  }

  /**
   * A request to a file route (files.ts): the same credentials, the same refresh-once-on-401 and
   * session end as `call`. Resolves with the successful Response (read its body as a stream or blob);
   * rejects with an RpcError decoded with the transport errors plus `errors`.
   */
  const requestFile = async (request: FileRequest): Promise<Response> => {
    const result = await transport.requestFile(request)
    if (result instanceof Response) return result
    if ("error" in result) throw decodeError(fileProcedure(request), result)
    throw new RpcError(request.path, 502, { _tag: "UnknownError" })
  }

  return { call, resetSession: transport.resetSession, requestFile }
}

/**
 * The input as the wire carries it. The caller's value is encoded with the contract's Schema; one
 * that does not encode (a name with spaces around it, which the server trims; a field added after
 * the caller was written, which the server fills in) is judged as the server judges it when sent as
 * it is, with the server's own function (`decodeInput`): sent when it passes, refused otherwise
 * with exactly the issues, paths and message keys, the server would answer (decision 001).
 */
const wireInput = (procedure: AnyProcedure, input: unknown): unknown => {
  const encoded = Schema.encodeEither(procedure.input)(input)
  if (Either.isRight(encoded)) return encoded.right
  // As JSON carries it: a field set to undefined is a field left out.
  const sent: unknown = input === undefined ? undefined : JSON.parse(JSON.stringify(input))
  const judged = decodeInput(procedure.input, sent)
  // The same InvalidInput the client decodes from a server's refusal.
  if (Either.isLeft(judged))
    throw new RpcError(procedure.name, errorStatus.InvalidInput, judged.left as unknown as RpcError["error"])
  return sent
}

/** A request to a file route. */
export interface FileRequest extends RawFileRequest {
  /** Errors the route may answer besides the transport errors, for decoding. */
  readonly errors?: ReadonlyArray<Schema.Schema<any, any, never>>
}

/** Lets `decodeError` treat a file route like a procedure with its declared errors. */
const fileProcedure = (request: FileRequest) =>
  ({ name: request.path, errors: request.errors ?? [] }) as unknown as AnyProcedure

export type Client = ReturnType<typeof createClient>
