import { Either, ParseResult, Schema } from "effect"
import { randomBytes } from "node:crypto"
import {
  closeSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  writeSync,
} from "node:fs"
import { homedir } from "node:os"
import path from "node:path"

const ServerUrl = Schema.String.pipe(Schema.pattern(/^https?:\/\/[^\s]+$/))

/** One server the CLI signs in to: its URL and the personal API token `vsme login` stored. */
const Profile = Schema.Struct({
  serverUrl: Schema.optional(ServerUrl),
  token: Schema.optional(Schema.String.pipe(Schema.minLength(1))),
})
export type Profile = typeof Profile.Type

const ProfileName = Schema.String.pipe(Schema.pattern(/^[A-Za-z0-9._-]{1,64}$/))
export const isProfileName = Schema.is(ProfileName)

/**
 * The config file: named profiles, one per server (`vsme --profile staging login`), and the one in
 * use when none is named. The file of earlier versions (`{ serverUrl, token }`) reads as the profile
 * "default".
 */
export const ConfigFile = Schema.Struct({
  current: Schema.optional(ProfileName),
  profiles: Schema.optional(Schema.Record({ key: ProfileName, value: Profile })),
})
export type ConfigFile = typeof ConfigFile.Type
const LegacyConfigFile = Schema.Struct({
  serverUrl: Schema.optional(ServerUrl),
  token: Schema.optional(Schema.String),
})

export type Source = "flag" | "env" | "file" | "default"
export interface ResolvedConfig {
  readonly path: string
  readonly profile: string
  readonly serverUrl: { readonly value: string; readonly source: Source }
  readonly token: { readonly value: string | null; readonly source: Source }
}

export const defaultServerUrl = "http://localhost:3000"
export const defaultProfile = "default"

/** `VSME_CONFIG`, else `$XDG_CONFIG_HOME/vsme/config.json`, else `~/.config/vsme/config.json`. */
export const configPath = (env: NodeJS.ProcessEnv) =>
  env.VSME_CONFIG ?? path.join(env.XDG_CONFIG_HOME ?? path.join(homedir(), ".config"), "vsme", "config.json")

export class ConfigFileInvalid extends Error {
  constructor(
    readonly path: string,
    readonly detail: string,
  ) {
    super(`${path}: ${detail}`)
  }
}

export const readConfigFile = (file: string): ConfigFile => {
  let text: string
  try {
    text = readFileSync(file, "utf8")
  } catch {
    return {}
  }
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    throw new ConfigFileInvalid(file, "not JSON")
  }
  if (typeof json === "object" && json !== null && !("profiles" in json) && !("current" in json)) {
    const legacy = Schema.decodeUnknownEither(LegacyConfigFile)(json)
    if (Either.isRight(legacy))
      return { current: defaultProfile, profiles: { [defaultProfile]: withoutEmpty(legacy.right) } }
  }
  const decoded = Schema.decodeUnknownEither(ConfigFile)(json)
  if (Either.isLeft(decoded))
    throw new ConfigFileInvalid(file, ParseResult.TreeFormatter.formatErrorSync(decoded.left))
  return decoded.right
}

const withoutEmpty = (profile: { serverUrl?: string | undefined; token?: string | undefined }): Profile => ({
  ...(profile.serverUrl ? { serverUrl: profile.serverUrl } : {}),
  ...(profile.token ? { token: profile.token } : {}),
})

/**
 * Writes the config file readable by its owner only, atomically: the text goes to a new file
 * created with mode 0600 beside it (never readable by others, not even for a moment, and whatever
 * the umask), is flushed, and is renamed over the old file. An existing file with looser
 * permissions is thereby replaced, not rewritten in place; a crash leaves the old file or the new.
 */
export const writeConfigFile = (file: string, config: ConfigFile) => {
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 })
  const temporary = `${file}.${randomBytes(6).toString("hex")}.tmp`
  const fd = openSync(temporary, "wx", 0o600)
  try {
    writeSync(fd, JSON.stringify(config, null, 2) + "\n")
    fsyncSync(fd)
  } finally {
    closeSync(fd)
  }
  try {
    renameSync(temporary, file)
  } catch (error) {
    rmSync(temporary, { force: true })
    throw error
  }
}

/** The same server, whatever trailing slashes: a stored token goes only to the server it was made for. */
const sameServer = (a: string, b: string) => a.replace(/\/+$/, "") === b.replace(/\/+$/, "")

/**
 * The profile, server and token in use. The server: `--server`, else VSME_SERVER_URL, else the
 * profile's, else the default. The token: VSME_TOKEN, else the profile's, but only when the server
 * is the profile's own (a token is never sent to a server it was not made for). The token is never
 * read from the command line, where other users see it in `ps`.
 */
export const resolveConfig = (
  flags: { readonly server?: string | undefined; readonly profile?: string | undefined },
  env: NodeJS.ProcessEnv,
): ResolvedConfig => {
  const file = configPath(env)
  const stored = readConfigFile(file)
  const profile = flags.profile ?? (env.VSME_PROFILE || undefined) ?? stored.current ?? defaultProfile
  const saved = stored.profiles?.[profile] ?? {}
  const serverUrl =
    flags.server !== undefined
      ? { value: flags.server, source: "flag" as const }
      : env.VSME_SERVER_URL
        ? { value: env.VSME_SERVER_URL, source: "env" as const }
        : saved.serverUrl
          ? { value: saved.serverUrl, source: "file" as const }
          : { value: defaultServerUrl, source: "default" as const }
  const token = env.VSME_TOKEN
    ? { value: env.VSME_TOKEN, source: "env" as const }
    : saved.token && saved.serverUrl && sameServer(saved.serverUrl, serverUrl.value)
      ? { value: saved.token, source: "file" as const }
      : { value: null, source: "default" as const }
  return { path: file, profile, serverUrl, token }
}

/** The config file with `profile` set to `value` (or removed when null) and made the current one. */
export const withProfile = (config: ConfigFile, profile: string, value: Profile | null): ConfigFile => {
  const profiles = { ...config.profiles }
  if (value) profiles[profile] = value
  else delete profiles[profile]
  return { current: value ? profile : config.current === profile ? undefined : config.current, profiles }
}

export const isServerUrl = Schema.is(ServerUrl)

/**
 * Whether a server URL may be used: https anywhere; plain http only to this machine (localhost,
 * 127.0.0.0/8, ::1), where nobody can read the token on the way, unless `--insecure` says so.
 */
export const isTransportSafe = (url: string, insecure: boolean) => {
  if (insecure || url.startsWith("https://")) return true
  const host = new URL(url).hostname.replace(/^\[|\]$/g, "")
  return (
    host === "localhost" || host.endsWith(".localhost") || /^127\.\d+\.\d+\.\d+$/.test(host) || host === "::1"
  )
}
