import { headers, rpcPath, type AnyProcedure, type EncodedInputOf } from "@vsme/sdk"

/** A signed-in person acting for a company: the headers every call of theirs carries. */
export interface Caller {
  readonly accessToken: string
  readonly attestation: string
  readonly accountId: string
}

export const callerHeaders = (caller: Caller): Record<string, string> => ({
  [headers.authorization]: `Bearer ${caller.accessToken}`,
  [headers.attestation]: caller.attestation,
  [headers.accountId]: caller.accountId,
})

/**
 * One procedure call as the web client makes it (a query as a GET, a mutation as a POST, the input
 * in its wire form), answering its result; any error fails the bench with the answer.
 */
export const call = async <P extends AnyProcedure>(
  url: string,
  caller: Caller,
  procedure: P,
  input: EncodedInputOf<P>,
): Promise<unknown> => {
  const body = JSON.stringify([input])
  const response =
    procedure.kind === "query"
      ? await fetch(`${url}${rpcPath}/${procedure.name}?input=${encodeURIComponent(body)}`, {
          headers: callerHeaders(caller),
        })
      : await fetch(`${url}${rpcPath}/${procedure.name}`, {
          method: "POST",
          headers: { ...callerHeaders(caller), "content-type": "application/json" },
          body,
        })
  const answer = (await response.json()) as unknown
  const first = (Array.isArray(answer) ? answer[0] : answer) as { result?: unknown; error?: unknown }
  if (response.status !== 200 || first?.error !== undefined || first?.result === undefined)
    throw new Error(`${procedure.name} answered ${response.status}: ${JSON.stringify(answer).slice(0, 500)}`)
  return first.result
}
