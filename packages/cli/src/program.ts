import { Command, CommanderError, Option } from "commander"
import { fallbackLocale, isLocale, translate, type Locale } from "@vsme/core"
import { isRpcError, type RpcError } from "@vsme/sdk"
import { registerBillingCommands } from "./commands/billingCommands.js"
import { completionScript, completionShells, type CompletionShell } from "./commands/completion.js"
import { runConfigShow } from "./commands/config.js"
import { registerExportCommands } from "./commands/exportCommands.js"
import { readLoginToken, runAccountsList, runLogin, runLogout, runWhoami } from "./commands/identity.js"
import { runStatus } from "./commands/status.js"
import {
  ConfigFileInvalid,
  isProfileName,
  isServerUrl,
  isTransportSafe,
  resolveConfig,
  type ResolvedConfig,
} from "./config.js"
import {
  documentedExitCodes,
  EXIT,
  exitCodeForStatus,
  type ExitCode,
  type ExitCodeName,
} from "./exitCodes.js"
import { rpcErrorLines } from "./errorText.js"
import { cliText, type CliMessageKey } from "./messages.js"
import { registerRequestCommands } from "./requests/requestCommands.js"
import { createOutput, wantsColor, type Io, type Output } from "./output.js"
import { cliClient, type CliClient } from "./sdkClient.js"
import { createTransport, type Transport } from "./transport.js"
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
  profile?: string
  token?: string
  json?: boolean
  quiet?: boolean
  color: boolean
  timeout?: string
  insecure?: boolean
  lang?: string
}

/** What every command that talks to the server gets from the program. */
export interface CommandContext {
  readonly flags: GlobalOptions
  readonly output: Output
  readonly config: ResolvedConfig
  readonly client: CliClient
  readonly transport: Transport
}

const exitKey: Record<ExitCodeName, CliMessageKey> = {
  ok: "exitOk",
  failure: "exitFailure",
  usage: "exitUsage",
  auth: "exitAuth",
  unavailable: "exitUnavailable",
  forbidden: "exitForbidden",
  interrupted: "exitInterrupted",
  brokenPipe: "exitBrokenPipe",
}

/** A word of the command line as a shell reads it back, for "run it again": quoted when needed. */
const shellWord = (word: string) =>
  /^[\w@%+=:,./-]+$/.test(word) ? word : `'${word.replace(/'/g, "'\\''")}'`

/** Runs `vsme` with the given arguments (without node and script) and answers the exit code. */
export const runCli = async (argv: ReadonlyArray<string>, io: Io): Promise<ExitCode> => {
  const locale = chooseLocale(argv, io.env)
  const t = (key: CliMessageKey, values?: Record<string, string | number>) => cliText(locale, key, values)
  let exitCode: ExitCode = EXIT.ok
  let current: CommandContext | null = null

  const program = new Command("vsme")
    .description(t("description"))
    .version(cliVersion, "-V, --version", t("optVersion"))
    .helpOption("-h, --help", t("optHelp"))
    .addOption(new Option("--server <url>", t("optServer")))
    .addOption(new Option("--profile <name>", t("optProfile")))
    // Not an option any more: a token on the command line shows in `ps`. Kept to say so.
    .addOption(new Option("--token <token>").hideHelp())
    .addOption(new Option("--lang <lang>", t("optLang")).choices(["fi", "en", "sv"]))
    .addOption(new Option("--json", t("optJson")))
    .addOption(new Option("-q, --quiet", t("optQuiet")))
    .addOption(new Option("--no-color", t("optNoColor")))
    .addOption(new Option("--timeout <seconds>", t("optTimeout")))
    .addOption(new Option("--insecure", t("optInsecure")))
    .exitOverride()
    .configureOutput({
      writeOut: (text) => io.stdout.write(text),
      writeErr: (text) => io.stderr.write(text),
    })
    .showHelpAfterError()
    .addHelpText(
      "after",
      () =>
        `\n${t("exitCodesTitle")}\n${documentedExitCodes
          .map(([code, name]) => `  ${String(code).padStart(3)}  ${t(exitKey[name])}`)
          .join("\n")}\n`,
    )

  const usage = (output: Output, message: string) => {
    output.error(message)
    exitCode = EXIT.usage
    return null
  }

  /**
   * The configuration, transport and client of a command, or null after a usage or sign-in error
   * (already printed, exit code set). `needsToken: false` for commands that work signed out.
   */
  const context = (
    options: { readonly needsToken?: boolean; readonly connects?: boolean } = {},
  ): CommandContext | null => {
    const flags = program.opts<GlobalOptions>()
    const output = createOutput(io, {
      json: Boolean(flags.json),
      quiet: Boolean(flags.quiet),
      color: wantsColor(io.env, flags.color),
    })
    if (flags.token !== undefined) return usage(output, t("tokenFlagRemoved"))
    if (flags.profile !== undefined && !isProfileName(flags.profile))
      return usage(output, t("invalidProfile"))
    const timeout = flags.timeout === undefined ? 30 : Number(flags.timeout)
    if (!Number.isFinite(timeout) || timeout < 1 || timeout > 600) return usage(output, t("invalidTimeout"))
    const config = resolveConfig({ server: flags.server, profile: flags.profile }, io.env)
    const server = config.serverUrl.value
    if (!isServerUrl(server)) return usage(output, t("invalidServerUrl"))
    if (options.connects !== false && !isTransportSafe(server, Boolean(flags.insecure)))
      return usage(output, t("insecureServer", { server }))
    if (options.needsToken !== false && !config.token.value) {
      output.error(t("notSignedIn", { server }))
      exitCode = EXIT.auth
      return null
    }
    const transport = createTransport({ timeoutMs: timeout * 1000 })
    const client = cliClient(server, config.token.value, locale, transport)
    current = { flags, output, config, client, transport }
    return current
  }

  program
    .command("status")
    .description(t("cmdStatus"))
    .action(async () => {
      const c = context({ needsToken: false })
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
    .addOption(new Option("--with-token", t("optWithToken")))
    .action(async (options: { withToken?: boolean }) => {
      const c = context({ needsToken: false })
      if (!c) return
      const server = c.config.serverUrl.value
      const token = await readLoginToken(io, { withToken: Boolean(options.withToken), server, locale })
      if (!token) {
        usage(c.output, t("loginNeedsToken"))
        return
      }
      await runLogin({
        client: cliClient(server, token, locale, c.transport),
        config: c.config,
        token,
        locale,
        output: c.output,
        json: Boolean(c.flags.json),
      })
    })

  program
    .command("logout")
    .description(t("cmdLogout"))
    .action(() => {
      const c = context({ needsToken: false, connects: false })
      if (!c) return
      runLogout({ config: c.config, locale, output: c.output, json: Boolean(c.flags.json) })
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
      const c = context({ needsToken: false, connects: false })
      if (!c) return
      runConfigShow(c.config, locale, c.output, Boolean(c.flags.json))
    })

  program
    .command("completion")
    .description(t("cmdCompletion"))
    .addArgument(program.createArgument("<shell>", t("argShell")).choices(completionShells))
    .action((shell: CompletionShell) => {
      io.stdout.write(completionScript(program, shell))
    })

  registerBillingCommands(program, { locale, context })

  registerExportCommands(program, {
    locale,
    io,
    context,
    setExitCode: (code) => (exitCode = code),
    commandLine: `vsme ${argv.map(shellWord).join(" ")}`,
  })

  registerRequestCommands(program, { locale, io, context, setExitCode: (code) => (exitCode = code) })

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
      io.stderr.write(`${describeCallFailure(error, current, locale)}\n`)
      return error.tag === "NetworkError" ? EXIT.unavailable : exitCodeForStatus(error.status)
    }
    throw error
  }
  return exitCode
}

/**
 * A failed call in words a person can act on: which server, and what to do. A refused token says
 * how to sign in again; an unreachable or slow server names its URL and what went wrong.
 */
const describeCallFailure = (error: RpcError, context: CommandContext | null, locale: Locale) => {
  const server = context?.config.serverUrl.value ?? ""
  if (error.tag === "SessionEnded") return cliText(locale, "sessionEnded", { server })
  if (error.tag === "NetworkError") {
    const failure = context?.transport.lastFailure()
    if (failure?.kind === "timeout") return cliText(locale, "timedOut", { server, seconds: failure.seconds })
    if (failure?.kind === "status" || error.status >= 500)
      return cliText(locale, "serverUnavailable", {
        server,
        status: failure?.kind === "status" ? failure.status : error.status,
      })
    return cliText(locale, "unreachable", {
      server,
      detail: failure?.kind === "network" ? failure.detail : translate(locale, error.messageKey, error.error),
    })
  }
  const [message, ...issues] = rpcErrorLines(locale, error)
  return [message, ...issues.map((issue) => `  ${issue}`)].join("\n")
}
