import { accountChildren, profileGet, type Profile } from "@vsme/sdk"
import type { Locale } from "@vsme/core"
import { writeConfigFile, type ResolvedConfig } from "../config.js"
import { cliText } from "../messages.js"
import type { Output } from "../output.js"
import type { CliClient } from "../sdkClient.js"

/**
 * `vsme login`: checks the personal API token against the server (the profile query), then stores
 * server and token in the config file, readable by its owner only.
 */
export const runLogin = async (deps: {
  client: CliClient
  config: ResolvedConfig
  locale: Locale
  output: Output
  json: boolean
}) => {
  const profile = await deps.client.call(profileGet, null)
  writeConfigFile(deps.config.path, {
    serverUrl: deps.config.serverUrl.value,
    token: deps.config.token.value ?? "",
  })
  if (deps.json)
    deps.output.json({
      email: profile.userProfile.email,
      server: deps.config.serverUrl.value,
      configFile: deps.config.path,
    })
  else
    deps.output.line(
      cliText(deps.locale, "loginDone", { email: profile.userProfile.email, path: deps.config.path }),
    )
}

const roleKey = (role: "owner" | "user") => (role === "owner" ? "roleOwner" : "roleUser")

/** `vsme whoami`: the signed-in person and their companies. */
export const runWhoami = async (deps: {
  client: CliClient
  locale: Locale
  output: Output
  json: boolean
}) => {
  const profile = await deps.client.call(profileGet, null)
  if (deps.json) {
    deps.output.json({
      email: profile.userProfile.email,
      displayName: profile.userProfile.displayName,
      role: profile.role,
      accounts: profile.accounts.map((a) => ({
        id: a.id,
        name: a.name,
        role: a.role,
        state: a.state,
        mode: a.mode,
      })),
    })
    return
  }
  const t = (key: Parameters<typeof cliText>[1], values?: Record<string, string | number>) =>
    cliText(deps.locale, key, values)
  deps.output.line(t("whoami", { email: profile.userProfile.email, name: profile.userProfile.displayName }))
  if (profile.role === "superadmin") deps.output.line(t("whoamiSuperadmin"))
  for (const account of profile.accounts) deps.output.line(`  ${account.name} (${t(roleKey(account.role))})`)
}

interface AccountLine {
  readonly id: string
  readonly name: string
  readonly state: string
  readonly role: "owner" | "user" | null
  readonly parentId: string | null
}

/**
 * `vsme accounts list`: the user's companies, and for each management (reseller or service-provider)
 * account, its client accounts.
 */
export const runAccountsList = async (deps: {
  client: CliClient
  locale: Locale
  output: Output
  json: boolean
}) => {
  const profile: Profile = await deps.client.call(profileGet, null)
  const lines: AccountLine[] = []
  for (const account of profile.accounts) {
    lines.push({
      id: account.id,
      name: account.name,
      state: account.state,
      role: account.role,
      parentId: null,
    })
    if (!account.mode) continue
    deps.client.useAccount(account.id)
    try {
      for (const child of await deps.client.call(accountChildren, null)) {
        lines.push({ id: child.id, name: child.name, state: child.state, role: null, parentId: account.id })
      }
    } finally {
      deps.client.useAccount(null)
    }
  }
  if (deps.json) {
    deps.output.json(lines)
    return
  }
  if (lines.length === 0) deps.output.line(cliText(deps.locale, "noAccounts"))
  for (const line of lines) {
    const indent = line.parentId ? "    " : "  "
    deps.output.line(`${indent}${line.id}  ${line.name}  [${line.state}]`)
  }
}
