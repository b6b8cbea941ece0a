import { Command, CommanderError, Option } from "commander"
import { fallbackLocale, isLocale, translate, type Locale } from "@vsme/core"
import { isRpcError } from "@vsme/sdk"
import { runConfigShow } from "./commands/config.js"
import { registerExportCommands } from "./commands/exportCommands.js"
import { runAccountsList, runLogin, runWhoami } from "./commands/identity.js"
import { runStatus } from "./commands/status.js"
import { ConfigFileInvalid, isServerUrl, resolveConfig } from "./config.js"
import { EXIT, exitCodeForStatus, type ExitCode } from "./exitCodes.js"
import { cliText } from "./messages.js"
import { createOutput, type Io } from "./output.js"
import { cliClient } from "./sdkClient.js"
import { cliVersion } from "./version.js"

/** `--lang`, else VSME_LANG, else the system locale (fi_FI.UTF-8 → fi), else English. */
export const chooseLocale = (argv: ReadonlyArray<string>, env: NodeJS.ProcessEnv): Locale => {
  const flagIndex = argv.findIndex((a) => a === "--lang" || a.startsWith("--lang="))
  const flag =
    flagIndex < 0
      ? undefined
      : argv[flagIndex]!.includes("=")
        ? argv[flagIndex]!.split("=")[1]
        : argv[flagIndex + 1]
  for (const candidate of [flag, env.VSME_LANG, (env.LC_ALL || env.LANG)?.slice(0, 2)]) {
    if (isLocale(candidate)) return candidate
  }
  return fallbackLocale
}

interface GlobalOptions {
  server?: string
  token?: string
  json?: boolean
  lang?: string
}

/** Runs `vsme` with the given arguments (without node and script) and answers the exit code. */
export const runCli = async (argv: ReadonlyArray<string>, io: Io): Promise<ExitCode> => {
  const locale = chooseLocale(argv, io.env)
  const t = (key: Parameters<typeof cliText>[1], values?: Record<string, string | number>) =>
    cliText(locale, key, values)
  let exitCode: ExitCode = EXIT.ok

  const program = new Command("vsme")
    .description(t("description"))
    .version(cliVersion, "-V, --version", t("optVersion"))
    .helpOption("-h, --help", t("optHelp"))
    .addOption(new Option("--server <url>", t("optServer")))
    .addOption(new Option("--token <token>", t("optToken")))
    .addOption(new Option("--lang <lang>", t("optLang")).choices(["fi", "en", "sv"]))
    .addOption(new Option("--json", t("optJson")))
    .exitOverride()
    .configureOutput({
      writeOut: (text) => io.stdout.write(text),
      writeErr: (text) => io.stderr.write(text),
    })
    .showHelpAfterError()

  const context = () => {
    const flags = program.opts<GlobalOptions>()
    const output = createOutput(io, { json: Boolean(flags.json) })
    const config = resolveConfig({ server: flags.server, token: flags.token }, io.env)
    if (!isServerUrl(config.serverUrl.value)) {
      output.error(t("invalidServerUrl"))
      exitCode = EXIT.usage
      return null
    }
    const client = cliClient(config.serverUrl.value, config.token.value, locale)
    return { flags, output, config, client }
  }

  program
    .command("status")
    .description(t("cmdStatus"))
    .action(async () => {
      const c = context()
      if (!c) return
      const result = await runStatus({
        client: c.client,
        server: c.config.serverUrl.value,
        locale,
        output: c.output,
        io,
      })
      if (c.flags.json) c.output.json(result)
    })

  program
    .command("login")
    .description(t("cmdLogin"))
    .action(async () => {
      const c = context()
      if (!c) return
      if (!c.config.token.value) {
        c.output.error(t("loginNeedsToken"))
        exitCode = EXIT.usage
        return
      }
      await runLogin({
        client: c.client,
        config: c.config,
        locale,
        output: c.output,
        json: Boolean(c.flags.json),
      })
    })

  program
    .command("whoami")
    .description(t("cmdWhoami"))
    .action(async () => {
      const c = context()
      if (!c) return
      await runWhoami({ client: c.client, locale, output: c.output, json: Boolean(c.flags.json) })
    })

  program
    .command("accounts")
    .description(t("cmdAccounts"))
    .command("list")
    .description(t("cmdAccountsList"))
    .action(async () => {
      const c = context()
      if (!c) return
      await runAccountsList({ client: c.client, locale, output: c.output, json: Boolean(c.flags.json) })
    })

  program
    .command("config")
    .description(t("cmdConfig"))
    .action(() => {
      const c = context()
      if (!c) return
      runConfigShow(c.config, locale, c.output, Boolean(c.flags.json))
    })

  registerExportCommands(program, { locale, io, context, setExitCode: (code) => (exitCode = code) })

  try {
    await program.parseAsync([...argv], { from: "user" })
  } catch (error) {
    if (error instanceof CommanderError) {
      return error.exitCode === 0 ? EXIT.ok : EXIT.usage
    }
    if (error instanceof ConfigFileInvalid) {
      io.stderr.write(`${t("invalidConfigFile", { path: error.path, detail: error.detail })}\n`)
      return EXIT.usage
    }
    if (isRpcError(error)) {
      const message =
        error.tag === "SessionEnded" ? t("sessionEnded") : translate(locale, error.messageKey, error.error)
      io.stderr.write(`${message}\n`)
      return exitCodeForStatus(error.status)
    }
    throw error
  }
  return exitCode
}
