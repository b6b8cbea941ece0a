/**
 * The HTTP shape of the batched procedure endpoint, shared by the server and the clients.
 *
 * - `GET  /api/rpc/<name>,<name>?input=<JSON array>`: queries only; the array holds each call's
 *   encoded input in order (`null` for none).
 * - `POST /api/rpc/<name>,<name>` with a JSON array body: any mix of queries and mutations.
 * - The answer is a JSON array, one `CallResult` per call, each succeeding or failing on its own.
 *   The HTTP status is the calls' common status, or 207 when they differ.
 * - A request that cannot be read at all (malformed JSON, too large) answers a single
 *   `{ "error": … }` object instead of an array; it applies to every call.
 */
export const rpcPath = "/api/rpc"
export const logPath = "/api/log"

export const headers = {
  authorization: "authorization",
  accountId: "x-account-id",
  attestation: "x-app-attestation",
  requestId: "x-request-id",
  locale: "accept-language",
} as const

/** Most calls one HTTP request may carry; the client splits larger batches. */
export const maxCallsPerBatch = 25
/** URLs longer than this go out as POST even when every call is a query. */
export const maxGetUrlLength = 6000

export type EncodedError = { readonly _tag: string; readonly [field: string]: unknown }
export type CallResult =
  { readonly result: unknown } | { readonly error: EncodedError; readonly status: number }

export const isCallResult = (value: unknown): value is CallResult =>
  typeof value === "object" &&
  value !== null &&
  ("result" in value ||
    ("error" in value &&
      typeof (value as { error: unknown }).error === "object" &&
      typeof (value as unknown as { status: unknown }).status === "number"))

export const batchPath = (names: ReadonlyArray<string>) => `${rpcPath}/${names.join(",")}`
