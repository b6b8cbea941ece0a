import { accountChildren, accountGet, profileGet, reportList, type ReportSummary } from "@vsme/sdk"
import type { CliClient } from "../sdkClient.js"

/** A company account the CLI acts on, as the file layout and the list name it. */
export interface ScopedAccount {
  readonly id: string
  readonly name: string
}

/** A report with the account it belongs to. */
export interface ScopedReport {
  readonly account: ScopedAccount
  readonly report: ReportSummary
}

/** Runs `call` with the account-id header set to `accountId`, and clears it afterwards. */
export const asAccount = async <A>(
  client: CliClient,
  accountId: string,
  call: () => Promise<A>,
): Promise<A> => {
  client.useAccount(accountId)
  try {
    return await call()
  } finally {
    client.useAccount(null)
  }
}

/**
 * The companies the caller reaches: their own accounts, and after each management (reseller or
 * service-provider) account its client accounts, as `vsme accounts list` shows them.
 */
export const reachableAccounts = async (client: CliClient): Promise<ReadonlyArray<ScopedAccount>> => {
  const profile = await client.call(profileGet, null)
  const accounts: ScopedAccount[] = []
  for (const account of profile.accounts) {
    accounts.push({ id: account.id, name: account.name })
    if (!account.mode) continue
    for (const child of await asAccount(client, account.id, () => client.call(accountChildren, null)))
      if (!accounts.some((a) => a.id === child.id)) accounts.push({ id: child.id, name: child.name })
  }
  return accounts
}

export interface ScopeOptions {
  /** One account by id. With `all`, that account and its clients. */
  readonly account?: string | undefined
  /** Every reachable account. */
  readonly all: boolean
  /** Only reports whose period covers this year. */
  readonly year?: number | undefined
}

/**
 * The accounts a command works on: `--account` alone is that account; `--all` is every reachable
 * one (with `--account`, that account and its clients); neither is the caller's own accounts.
 */
export const selectAccounts = async (
  client: CliClient,
  options: Omit<ScopeOptions, "year">,
): Promise<ReadonlyArray<ScopedAccount>> => {
  if (options.account) {
    const id = options.account
    const account = await asAccount(client, id, () => client.call(accountGet, null))
    const self = { id: account.id, name: account.name }
    if (!options.all) return [self]
    const children = await asAccount(client, id, () => client.call(accountChildren, null))
    return [self, ...children.map((c) => ({ id: c.id, name: c.name }))]
  }
  if (options.all) return reachableAccounts(client)
  const profile = await client.call(profileGet, null)
  return profile.accounts.map((a) => ({ id: a.id, name: a.name }))
}

const coversYear = (report: ReportSummary, year: number) =>
  Number(report.startDate.slice(0, 4)) <= year && year <= Number(report.endDate.slice(0, 4))

/** The reports of the accounts, account by account, filtered by year. */
export const reportsOf = async (
  client: CliClient,
  accounts: ReadonlyArray<ScopedAccount>,
  year?: number,
): Promise<ReadonlyArray<ScopedReport>> => {
  const found: ScopedReport[] = []
  for (const account of accounts) {
    const reports = await asAccount(client, account.id, () => client.call(reportList, null))
    for (const report of reports)
      if (year === undefined || coversYear(report, year)) found.push({ account, report })
  }
  return found
}
