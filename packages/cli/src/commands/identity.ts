import { accountReachable, profileGet } from "@vsme/sdk"
import type { Locale } from "@vsme/core"
import { readConfigFile, withProfile, writeConfigFile, type ResolvedConfig } from "../config.js"
import { cliText } from "../messages.js"
import type { Io, Output } from "../output.js"
import type { CliClient } from "../sdkClient.js"

/** Everything standard input holds, for `vsme login --with-token < token.txt`. */
const readAll = async (input: NonNullable<Io["stdin"]>) => {
  let text = ""
  for await (const chunk of input)
    text += typeof chunk === "string" ? chunk : (chunk as Buffer).toString("utf8")
  return text
}

/**
 * Asks for the token on the terminal without showing it: raw mode, characters collected until
 * Enter, Ctrl-C or Ctrl-D give up (null). The token never appears on the command line or screen.
 */
const promptHidden = (io: Io, question: string) =>
  new Promise<string | null>((resolve) => {
    const input = io.stdin!
    io.stderr.write(question)
    input.setRawMode?.(true)
    input.resume()
    let token = ""
    const done = (value: string | null) => {
      input.off("data", onData)
      input.setRawMode?.(false)
      input.pause()
      io.stderr.write("\n")
      resolve(value)
    }
    const onData = (chunk: Buffer | string) => {
      for (const c of chunk.toString()) {
        if (c === "\r" || c === "\n") return done(token)
        if (c === "\u0003" || c === "\u0004") return done(null)
        if (c === "\u007f" || c === "\b") token = token.slice(0, -1)
        else token += c
      }
    }
    input.on("data", onData)
  })

/**
 * The token to sign in with: piped in (`--with-token`), or typed at a hidden prompt when standard
 * input is a terminal. Null when there is none (a pipe without --with-token, or the prompt given up).
 */
export const readLoginToken = async (
  io: Io,
  options: { withToken: boolean; server: string; locale: Locale },
) => {
  if (!io.stdin) return null
  if (options.withToken) return (await readAll(io.stdin)).trim() || null
  if (!io.stdin.isTTY) return null
  return (
    (
      (await promptHidden(io, cliText(options.locale, "loginPrompt", { server: options.server }))) ?? ""
    ).trim() || null
  )
}

/**
 * `vsme login`: checks the personal API token against the server (the profile query), then stores
 * server and token as the profile in the config file (atomically, readable by its owner only) and
 * makes it the current one.
 */
export const runLogin = async (deps: {
  client: CliClient
  config: ResolvedConfig
  token: string
  locale: Locale
  output: Output
  json: boolean
}) => {
  const profile = await deps.client.call(profileGet, null)
  const stored = readConfigFile(deps.config.path)
  writeConfigFile(
    deps.config.path,
    withProfile(stored, deps.config.profile, { serverUrl: deps.config.serverUrl.value, token: deps.token }),
  )
  if (deps.json)
    deps.output.json({
      email: profile.userProfile.email,
      server: deps.config.serverUrl.value,
      profile: deps.config.profile,
      configFile: deps.config.path,
    })
  else
    deps.output.line(
      cliText(deps.locale, "loginDone", {
        email: profile.userProfile.email,
        server: deps.config.serverUrl.value,
        path: deps.config.path,
      }),
    )
}

/** `vsme logout`: forgets the profile's token (the server keeps it valid until it is revoked there). */
export const runLogout = (deps: {
  config: ResolvedConfig
  locale: Locale
  output: Output
  json: boolean
}) => {
  const stored = readConfigFile(deps.config.path)
  const saved = stored.profiles?.[deps.config.profile]
  const server = saved?.serverUrl ?? deps.config.serverUrl.value
  if (saved) writeConfigFile(deps.config.path, withProfile(stored, deps.config.profile, null))
  if (deps.json) deps.output.json({ profile: deps.config.profile, server, signedOut: Boolean(saved?.token) })
  else
    deps.output.line(
      cliText(deps.locale, saved?.token ? "logoutDone" : "logoutNothing", {
        server,
        profile: deps.config.profile,
      }),
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
      server: deps.client.serverUrl,
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
  deps.output.line(t("whoamiServer", { server: deps.client.serverUrl }))
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
  // One call, each company once (account.reachable): own companies first, then clients.
  const lines: AccountLine[] = (await deps.client.call(accountReachable, null)).map((a) => ({
    id: a.id,
    name: a.name,
    state: a.state,
    role: a.role,
    parentId: a.via === "parent" ? a.parentAccountId : null,
  }))
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
