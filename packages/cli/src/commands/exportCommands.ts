import { Option, type Command } from "commander"
import type { Locale } from "@vsme/core"
import type { ExitCode } from "../exitCodes.js"
import { exportCliText } from "../exportMessages.js"
import { runFactorsExport, runFactorsImport } from "../factors/factorCommands.js"
import type { Io, Output } from "../output.js"
import { exportFormats } from "../reports/exportFormats.js"
import { runReportsExport, runReportsList, type CommandDeps } from "../reports/reportCommands.js"
import type { CliClient } from "../sdkClient.js"

/** What the program hands a command: its resolved client and output, or null after a usage error. */
export interface ProgramContext {
  readonly flags: { readonly json?: boolean }
  readonly output: Output
  readonly client: CliClient
}

/**
 * Adds `vsme reports list|export` and `vsme factors import|export` (issue 6) to the program. The
 * export language is the program's `--lang` (the language of the output as a whole).
 */
export const registerExportCommands = (
  program: Command,
  deps: {
    readonly locale: Locale
    readonly io: Io
    readonly context: () => ProgramContext | null
    readonly setExitCode: (code: ExitCode) => void
    /** The command line as typed, for the "run it again to resume" hint. */
    readonly commandLine: string
  },
) => {
  const t = (key: Parameters<typeof exportCliText>[1], values?: Record<string, string | number>) =>
    exportCliText(deps.locale, key, values)
  const run = (command: (commandDeps: CommandDeps) => Promise<ExitCode>) => async () => {
    const c = deps.context()
    if (!c) return
    deps.setExitCode(
      await command({
        client: c.client,
        locale: deps.locale,
        output: c.output,
        io: deps.io,
        json: Boolean(c.flags.json),
        commandLine: deps.commandLine,
      }),
    )
  }

  const reports = program.command("reports").description(t("cmdReports"))
  reports
    .command("list")
    .description(t("cmdReportsList"))
    .addOption(new Option("--account <id>", t("optAccount")))
    .addOption(new Option("--all", t("optAll")))
    .addOption(new Option("--year <year>", t("optYear")))
    .action((options: { account?: string; all?: boolean; year?: string }) =>
      run((d) => runReportsList(d, options))(),
    )
  reports
    .command("export")
    .description(t("cmdReportsExport"))
    .argument("[reportIds...]", t("argReportIds"))
    .addOption(new Option("--account <id>", t("optAccount")))
    .addOption(new Option("--all", t("optAll")))
    .addOption(new Option("--year <year>", t("optYear")))
    .addOption(new Option("--out <dir>", t("optOut")).default("."))
    .addOption(
      new Option(
        "--format <formats>",
        t("optFormat", { formats: exportFormats.map((f) => f.id).join(", ") }),
      ),
    )
    .addOption(new Option("--comments <types>", t("optComments")))
    .addOption(new Option("--force", t("optForce")))
    .addOption(new Option("--badge-type <type>", t("optBadgeType")).choices(["company", "accountingFirm"]))
    .addOption(new Option("--badge-year <year>", t("optBadgeYear")))
    .action((ids: string[], options: Record<string, string | boolean | undefined>) =>
      run((d) => runReportsExport(d, ids, options))(),
    )

  const factors = program.command("factors").description(t("cmdFactors"))
  factors
    .command("import")
    .description(t("cmdFactorsImport"))
    .argument("<file>", t("argFile"))
    .addOption(new Option("--dry-run", t("optDryRun")))
    .addOption(new Option("--delimiter <separator>", t("optDelimiter")).choices([",", ";", "tab"]))
    .addOption(new Option("--decimal <separator>", t("optDecimal")).choices([".", ","]))
    .action((file: string, options: { dryRun?: boolean; delimiter?: string; decimal?: string }) =>
      run((d) => runFactorsImport(d, file, options))(),
    )
  factors
    .command("export")
    .description(t("cmdFactorsExport"))
    .addOption(new Option("--out <file>", t("optFactorsOut")))
    .action((options: { out?: string }) => run((d) => runFactorsExport(d, options))())
}
