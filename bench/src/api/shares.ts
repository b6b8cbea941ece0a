import { headers, rpcPath, shareCreate } from "@vsme/sdk"
import type { BenchUser } from "./seed.js"

/** What sharing the seeded reports measured: each share.create's time to answer, on loopback. */
export interface ShareSeed {
  readonly tokens: ReadonlyMap<string, string>
  readonly createMs: ReadonlyArray<number>
}

/**
 * Each company's owner (the first person of each seeded pair) shares their full Comprehensive report
 * by link, through the real procedure, one at a time on an idle server: the time of each call is the
 * figure of the "creating a share of the full demo report (snapshot written)". Both people of
 * a company view that link in the load test.
 */
export const shareBenchReports = async (url: string, users: ReadonlyArray<BenchUser>): Promise<ShareSeed> => {
  const tokens = new Map<string, string>()
  const createMs: number[] = []
  for (let i = 0; i < users.length; i += 2) {
    const owner = users[i]!
    const started = performance.now()
    const response = await fetch(`${url}${rpcPath}/${shareCreate.name}`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        [headers.authorization]: `Bearer ${owner.accessToken}`,
        [headers.attestation]: owner.attestation,
        [headers.accountId]: owner.accountId,
      },
      body: JSON.stringify([
        {
          reportId: owner.reportId,
          scope: { kind: "whole" },
          includeAttachments: false,
          recipient: { kind: "link" },
          onBehalfOfCompany: true,
        },
      ]),
    })
    const [answer] = (await response.json()) as Array<{ result?: { link: string }; error?: unknown }>
    createMs.push(performance.now() - started)
    if (!answer?.result)
      throw new Error(`share.create answered ${response.status}: ${JSON.stringify(answer)}`)
    tokens.set(owner.accountId, answer.result.link.split("/s/")[1]!)
  }
  return { tokens, createMs }
}
