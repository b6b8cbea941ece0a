import { Either, ParseResult, Schema } from "effect"
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from "node:fs"
import { homedir } from "node:os"
import path from "node:path"

const ServerUrl = Schema.String.pipe(Schema.pattern(/^https?:\/\/[^\s]+$/))

/** The config file: where `vsme login` keeps the server and the personal API token. */
export const ConfigFile = Schema.Struct({
  serverUrl: Schema.optional(ServerUrl),
  token: Schema.optional(Schema.String.pipe(Schema.minLength(1))),
})
export type ConfigFile = typeof ConfigFile.Type

export type Source = "flag" | "env" | "file" | "default"
export interface ResolvedConfig {
  readonly path: string
  readonly serverUrl: { readonly value: string; readonly source: Source }
  readonly token: { readonly value: string | null; readonly source: Source }
}

export const defaultServerUrl = "http://localhost:3000"

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
  const decoded = Schema.decodeUnknownEither(ConfigFile)(json)
  if (Either.isLeft(decoded))
    throw new ConfigFileInvalid(file, ParseResult.TreeFormatter.formatErrorSync(decoded.left))
  return decoded.right
}

/** Writes the config file readable by its owner only: it holds a credential. */
export const writeConfigFile = (file: string, config: ConfigFile) => {
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 })
  writeFileSync(file, JSON.stringify(config, null, 2) + "\n", { mode: 0o600 })
  chmodSync(file, 0o600)
}

/** Flags win over the environment, which wins over the file. */
export const resolveConfig = (
  flags: { readonly server?: string | undefined; readonly token?: string | undefined },
  env: NodeJS.ProcessEnv,
): ResolvedConfig => {
  const file = configPath(env)
  const stored = readConfigFile(file)
  const pick = <T>(flag: T | undefined, fromEnv: T | undefined, fromFile: T | undefined, fallback: T) =>
    flag !== undefined
      ? { value: flag, source: "flag" as const }
      : fromEnv !== undefined && fromEnv !== ""
        ? { value: fromEnv, source: "env" as const }
        : fromFile !== undefined
          ? { value: fromFile, source: "file" as const }
          : { value: fallback, source: "default" as const }
  return {
    path: file,
    serverUrl: pick(flags.server, env.VSME_SERVER_URL, stored.serverUrl, defaultServerUrl),
    token: pick<string | null>(flags.token, env.VSME_TOKEN, stored.token, null),
  }
}

export const isServerUrl = Schema.is(ServerUrl)
