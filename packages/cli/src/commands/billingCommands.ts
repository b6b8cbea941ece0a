import type { Command } from "commander"
import type { Locale } from "@vsme/core"
import { adminRunBillingJobs } from "@vsme/sdk"
import type { Output } from "../output.js"
import type { CliClient } from "../sdkClient.js"

/**
 * `vsme billing run-jobs` (issue 17): a superadmin runs the billing jobs now — due renewals and
 * expiries, then delivery of pending invoices — instead of waiting for the hourly run. The server
 * refuses anyone but a superadmin (exit code "forbidden"). Its words live here, in one place per
 * language, so the command is one file and one registration line.
 */

const text = {
  fi: {
    cmdBilling: "Laskutus (pääkäyttäjille)",
    cmdRunJobs: "Aja laskutuksen työt nyt: erääntyneet uusinnat ja odottavien laskujen lähetys",
    result: "Uusittu {renewed}, päättynyt {expired}, ohitettu {skipped}, laskuja käsitelty {delivered}.",
  },
  en: {
    cmdBilling: "Billing (superadmins)",
    cmdRunJobs: "Run the billing jobs now: due renewals and delivery of pending invoices",
    result: "Renewed {renewed}, expired {expired}, skipped {skipped}, invoices handled {delivered}.",
  },
  sv: {
    cmdBilling: "Fakturering (huvudadministratörer)",
    cmdRunJobs: "Kör faktureringsjobben nu: förfallna förnyelser och sändning av väntande fakturor",
    result: "Förnyade {renewed}, upphörda {expired}, överhoppade {skipped}, fakturor behandlade {delivered}.",
  },
} as const satisfies Record<Locale, Record<string, string>>

export const billingCliText = text

/** Runs the jobs through the API and reports what they did (a JSON document with --json). */
export const runBillingJobsCommand = async (deps: {
  readonly client: CliClient
  readonly locale: Locale
  readonly output: Output
  readonly json: boolean
}) => {
  const result = await deps.client.call(adminRunBillingJobs, null)
  if (deps.json) deps.output.json(result)
  else
    deps.output.line(
      text[deps.locale].result.replace(/\{(\w+)\}/g, (_, key: string) =>
        String(result[key as keyof typeof result]),
      ),
    )
  return result
}

/** Adds `vsme billing run-jobs`; `context` is the program's (null after a usage or sign-in error). */
export const registerBillingCommands = (
  program: Command,
  deps: {
    readonly locale: Locale
    readonly context: () => {
      readonly client: CliClient
      readonly output: Output
      readonly flags: { readonly json?: boolean }
    } | null
  },
) => {
  const t = text[deps.locale]
  program
    .command("billing")
    .description(t.cmdBilling)
    .command("run-jobs")
    .description(t.cmdRunJobs)
    .action(async () => {
      const c = deps.context()
      if (!c) return
      await runBillingJobsCommand({
        client: c.client,
        locale: deps.locale,
        output: c.output,
        json: Boolean(c.flags.json),
      })
    })
}
