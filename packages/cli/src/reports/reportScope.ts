import { accountGet, accountReachable, isRpcError, reportList, type ReportSummary } from "@vsme/sdk"
import type { CliClient } from "../sdkClient.js"

/** A company account the CLI acts on, as the file layout and the list name it. */
export interface ScopedAccount {
  readonly id: string
  readonly name: string
  /** `disabled` accounts are named as failures, never called. */
  readonly state?: string
}

/** A report with the account it belongs to. */
export interface ScopedReport {
  readonly account: ScopedAccount
  readonly report: ReportSummary
}

/** A company whose reports could not be listed, and why (the error, described by the caller). */
export interface AccountFailure {
  readonly account: ScopedAccount
  readonly reason: AccountFailureReason
}
export type AccountFailureReason =
  { readonly kind: "disabled" } | { readonly kind: "error"; readonly error: unknown }

/** Runs `call` with the account-id header set to `accountId`, on a client of its own. */
export const asAccount = async <A>(
  client: CliClient,
  accountId: string,
  call: (scoped: CliClient) => Promise<A>,
): Promise<A> => call(client.forAccount(accountId))

/**
 * The companies the caller reaches, each once, in one call (`account.reachable`: their own
 * accounts, then the clients of their reseller or service-provider accounts; a set at the source).
 */
export const reachableAccounts = async (client: CliClient): Promise<ReadonlyArray<ScopedAccount>> =>
  (await client.call(accountReachable, null)).map((a) => ({ id: a.id, name: a.name, state: a.state }))

export interface ScopeOptions {
  /** One account by id. With `all`, that account and its clients. */
  readonly account?: string | undefined
  /** Every reachable account. */
  readonly all: boolean
}

/**
 * The accounts a command works on: `--account` alone is that account; `--all` is every reachable
 * one (with `--account`, that account and its clients); neither is the caller's own accounts.
 */
export const selectAccounts = async (
  client: CliClient,
  options: ScopeOptions,
): Promise<ReadonlyArray<ScopedAccount>> => {
  const reachable = await client.call(accountReachable, null)
  if (options.account) {
    const id = options.account
    const known = reachable.find((a) => a.id === id)
    // Not in the list: a superadmin's way in, or a refusal the server words (NotFound, Forbidden).
    const self = known
      ? { id: known.id, name: known.name, state: known.state }
      : await asAccount(client, id, async (scoped) => {
          const account = await scoped.call(accountGet, null)
          return { id: account.id, name: account.name }
        })
    if (!options.all) return [self]
    const children = reachable.filter((a) => a.parentAccountId === id && a.id !== id)
    return [self, ...children.map((c) => ({ id: c.id, name: c.name, state: c.state }))]
  }
  const accounts = options.all ? reachable : reachable.filter((a) => a.via === "membership")
  return accounts.map((a) => ({ id: a.id, name: a.name, state: a.state }))
}

const coversYear = (report: ReportSummary, year: number) =>
  Number(report.startDate.slice(0, 4)) <= year && year <= Number(report.endDate.slice(0, 4))

/** Runs `work` over `items` with at most `limit` at a time, keeping the order of the answers. */
export const mapLimited = async <A, B>(
  items: ReadonlyArray<A>,
  limit: number,
  work: (item: A, index: number) => Promise<B>,
): Promise<B[]> => {
  const results = new Array<B>(items.length)
  let next = 0
  const worker = async () => {
    while (next < items.length) {
      const i = next++
      results[i] = await work(items[i]!, i)
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker))
  return results
}

/**
 * The reports of the accounts, filtered by year, listed a few companies at a time (a reseller's
 * twenty clients take one round trip's time, not twenty). A company that is disabled, or whose
 * list is refused, does not stop the others: it comes back in `failures` with its reason.
 */
export const reportsOf = async (
  client: CliClient,
  accounts: ReadonlyArray<ScopedAccount>,
  options: { readonly year?: number | undefined; readonly onListed?: (done: number) => void } = {},
): Promise<{
  readonly reports: ReadonlyArray<ScopedReport>
  readonly failures: ReadonlyArray<AccountFailure>
}> => {
  let done = 0
  const perAccount = await mapLimited(accounts, 6, async (account) => {
    try {
      if (account.state === "disabled") return { account, reason: { kind: "disabled" } as const }
      const reports = await asAccount(client, account.id, (scoped) => scoped.call(reportList, null))
      return reports.filter((r) => options.year === undefined || coversYear(r, options.year))
    } catch (error) {
      // A refused token or an unreachable server is not this company's failure: stop the command.
      if (isRpcError(error) && (error.tag === "SessionEnded" || error.tag === "NetworkError")) throw error
      return { account, reason: { kind: "error", error } as const }
    } finally {
      options.onListed?.(++done)
    }
  })
  const reports: ScopedReport[] = []
  const failures: AccountFailure[] = []
  perAccount.forEach((result, i) => {
    if (Array.isArray(result)) for (const report of result) reports.push({ account: accounts[i]!, report })
    else failures.push(result as AccountFailure)
  })
  return { reports, failures }
}
