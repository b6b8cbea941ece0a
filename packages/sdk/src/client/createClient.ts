import { Either, Schema } from "effect"
import { transportErrors } from "../errors.js"
import type { AnyProcedure, InputOf, OutputOf } from "../procedure.js"
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

  /** Calls a procedure; resolves with its decoded output or rejects with an RpcError. */
  const call = async <P extends AnyProcedure>(procedure: P, input: InputOf<P>): Promise<OutputOf<P>> => {
    const encoded = Schema.encodeEither(procedure.input)(input)
    if (Either.isLeft(encoded)) {
      throw new RpcError(procedure.name, 400, { _tag: "InvalidInput", issues: [] })
    }
    const result = await transport.call(procedure.name, procedure.kind, encoded.right)
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

/** A request to a file route. */
export interface FileRequest extends RawFileRequest {
  /** Errors the route may answer besides the transport errors, for decoding. */
  readonly errors?: ReadonlyArray<Schema.Schema<any, any, never>>
}

/** Lets `decodeError` treat a file route like a procedure with its declared errors. */
const fileProcedure = (request: FileRequest) =>
  ({ name: request.path, errors: request.errors ?? [] }) as unknown as AnyProcedure

export type Client = ReturnType<typeof createClient>
