import type { ClientOnlyErrorTag } from "../errors.js"
import type { KnownErrorTag } from "../status.js"

/**
 * What a failed call rejects with: the decoded error (its `_tag` names the catalogue key
 * `errors.<tag>`, its fields are the interpolation values) and the HTTP status.
 */
export class RpcError extends Error {
  constructor(
    readonly procedure: string,
    readonly status: number,
    readonly error: { readonly _tag: KnownErrorTag | ClientOnlyErrorTag } & Readonly<Record<string, unknown>>,
  ) {
    super(`${procedure}: ${error._tag} (${status})`)
    this.name = "RpcError"
  }
  get tag() {
    return this.error._tag
  }
  /** The catalogue key of this error's message. */
  get messageKey() {
    return `errors.${this.error._tag}`
  }
}

export const isRpcError = (e: unknown): e is RpcError => e instanceof RpcError
