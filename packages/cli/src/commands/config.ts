import type { Locale } from "@vsme/core"
import type { ResolvedConfig, Source } from "../config.js"
import { cliText, type CliMessageKey } from "../messages.js"
import type { Output } from "../output.js"

const sourceKey: Record<Source, CliMessageKey> = {
  flag: "configFromFlag",
  env: "configFromEnv",
  file: "configFromFile",
  default: "configFromDefault",
}

/** Shows only the first and last characters of a credential. */
export const maskToken = (token: string) =>
  token.length <= 8 ? "****" : `${token.slice(0, 4)}…${token.slice(-2)}`

/** `vsme config`: the configuration in use, the token masked. */
export const runConfigShow = (config: ResolvedConfig, locale: Locale, output: Output, json: boolean) => {
  const token = config.token.value ? maskToken(config.token.value) : null
  if (json) {
    output.json({
      path: config.path,
      profile: config.profile,
      serverUrl: config.serverUrl,
      token: { value: token, source: config.token.source },
    })
    return
  }
  const t = (key: CliMessageKey) => cliText(locale, key)
  output.line(`${t("configFile")}: ${config.path}`)
  output.line(`${t("configProfile")}: ${config.profile}`)
  output.line(`${t("configServer")}: ${config.serverUrl.value} (${t(sourceKey[config.serverUrl.source])})`)
  output.line(`${t("configToken")}: ${token ?? t("configNotSet")} (${t(sourceKey[config.token.source])})`)
}
