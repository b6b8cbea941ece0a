import type { Locale } from "@vsme/core"

/**
 * Texts of `vsme reports` and `vsme factors` (issue 6). Kept beside messages.ts rather than in it so
 * that the commands of different issues do not edit one file; errors and validation messages still
 * come from core's shared catalogue.
 */
const en = {
  cmdReports: "sustainability reports",
  cmdReportsList: "list reports of your companies (and with --all, of your clients)",
  cmdReportsExport: "export reports to a folder as spreadsheets (xlsx) or JSON",
  cmdFactors: "emission factor library (superadmins)",
  cmdFactorsImport: "import emission factors from a CSV file (the format of `vsme factors export`)",
  cmdFactorsExport: "save the emission factor library as a CSV file",
  argReportIds: "ids of the reports to export",
  argFile: "the CSV file",
  optAccount: "the company account (its id)",
  optAll:
    "every company you can reach: your own and the clients of your reseller or service-provider accounts",
  optYear: "only reports whose period covers this year",
  optOut: "folder to write the files to (created if missing)",
  optFormat: "file formats, comma-separated: {{formats}}",
  optComments: "comment types to include, comma-separated: note, audit, public",
  optForce: "export again even when the file exists",
  optDryRun: "check the file and show what would change, without changing anything",
  optFactorsOut: "file to write (default: standard output)",
  exportNeedsSelection: "Say which reports to export: report ids, --account <id> or --all.",
  invalidYear: "--year must be a year, e.g. 2025.",
  invalidComments: "--comments takes note, audit and public, comma-separated.",
  invalidFormat: "--format takes {{formats}}, comma-separated.",
  reportNotFound: "Report {{id}} was not found in the companies you can reach.",
  noReports: "No reports.",
  reportLine: "{{id}}  {{account}}  {{title}}  {{start}}–{{end}}  {{state}}  {{complete}}/{{total}}",
  exporting: "Exporting",
  stateExported: "exported",
  stateSkipped: "skipped (file exists)",
  stateFailed: "failed",
  statePending: "waiting",
  stateRunning: "exporting",
  exportTotals: "{{exported}} exported, {{skipped}} skipped, {{failed}} failed of {{total}} in {{seconds}} s",
  exportFailedLine: "{{path}}: {{message}}",
  moreFiles: "…and {{count}} more",
  readFailed: "Cannot read {{path}}: {{detail}}",
  importRefused: "The file was refused; nothing was imported:",
  importIssue: "line {{line}}, {{column}}: {{message}}",
  importIssueNoLine: "{{message}}",
  importDone: "Imported: {{created}} created, {{updated}} updated, {{unchanged}} unchanged.",
  importDryRun:
    "Dry run, nothing changed: {{created}} would be created, {{updated}} updated, {{unchanged}} unchanged.",
  exportWritten: "Saved {{count}} factors to {{path}}.",
}
type Shape = { readonly [K in keyof typeof en]: string }

const fi: Shape = {
  cmdReports: "vastuullisuusraportit",
  cmdReportsList: "listaa yritystesi raportit (ja --all-valitsimella asiakkaidesi)",
  cmdReportsExport: "vie raportit kansioon taulukkoina (xlsx) tai JSONina",
  cmdFactors: "päästökerroinkirjasto (pääkäyttäjät)",
  cmdFactorsImport: "tuo päästökertoimet CSV-tiedostosta (komennon `vsme factors export` muoto)",
  cmdFactorsExport: "tallenna päästökerroinkirjasto CSV-tiedostoksi",
  argReportIds: "vietävien raporttien tunnukset",
  argFile: "CSV-tiedosto",
  optAccount: "yritystili (sen tunnus)",
  optAll:
    "kaikki yritykset, joihin sinulla on pääsy: omasi sekä jälleenmyyjä- ja palveluntarjoajatiliesi asiakkaat",
  optYear: "vain raportit, joiden kausi kattaa tämän vuoden",
  optOut: "kansio, johon tiedostot kirjoitetaan (luodaan tarvittaessa)",
  optFormat: "tiedostomuodot pilkuin eroteltuina: {{formats}}",
  optComments: "mukaan otettavat kommenttityypit pilkuin eroteltuina: note, audit, public",
  optForce: "vie uudelleen, vaikka tiedosto on jo olemassa",
  optDryRun: "tarkista tiedosto ja näytä, mitä muuttuisi, muuttamatta mitään",
  optFactorsOut: "kirjoitettava tiedosto (oletus: vakiotuloste)",
  exportNeedsSelection: "Kerro, mitkä raportit viedään: raporttien tunnukset, --account <tunnus> tai --all.",
  invalidYear: "--year-valitsimen arvon on oltava vuosi, esim. 2025.",
  invalidComments: "--comments hyväksyy arvot note, audit ja public pilkuin eroteltuina.",
  invalidFormat: "--format hyväksyy arvot {{formats}} pilkuin eroteltuina.",
  reportNotFound: "Raporttia {{id}} ei löytynyt yrityksistä, joihin sinulla on pääsy.",
  noReports: "Ei raportteja.",
  reportLine: "{{id}}  {{account}}  {{title}}  {{start}}–{{end}}  {{state}}  {{complete}}/{{total}}",
  exporting: "Viedään",
  stateExported: "viety",
  stateSkipped: "ohitettu (tiedosto on jo olemassa)",
  stateFailed: "epäonnistui",
  statePending: "odottaa",
  stateRunning: "viedään",
  exportTotals:
    "{{exported}} viety, {{skipped}} ohitettu, {{failed}} epäonnistui, yhteensä {{total}}, aikaa {{seconds}} s",
  exportFailedLine: "{{path}}: {{message}}",
  moreFiles: "…ja {{count}} muuta",
  readFailed: "Tiedostoa {{path}} ei voi lukea: {{detail}}",
  importRefused: "Tiedosto hylättiin, mitään ei tuotu:",
  importIssue: "rivi {{line}}, {{column}}: {{message}}",
  importIssueNoLine: "{{message}}",
  importDone: "Tuotu: {{created}} uutta, {{updated}} päivitetty, {{unchanged}} ennallaan.",
  importDryRun:
    "Kokeiluajo, mitään ei muutettu: {{created}} lisättäisiin, {{updated}} päivitettäisiin, {{unchanged}} ennallaan.",
  exportWritten: "{{count}} kerrointa tallennettu tiedostoon {{path}}.",
}

const sv: Shape = {
  cmdReports: "hållbarhetsrapporter",
  cmdReportsList: "lista dina företags rapporter (och med --all dina kunders)",
  cmdReportsExport: "exportera rapporter till en mapp som kalkylblad (xlsx) eller JSON",
  cmdFactors: "biblioteket med utsläppsfaktorer (superadministratörer)",
  cmdFactorsImport: "importera utsläppsfaktorer från en CSV-fil (formatet från `vsme factors export`)",
  cmdFactorsExport: "spara biblioteket med utsläppsfaktorer som en CSV-fil",
  argReportIds: "id för rapporterna som ska exporteras",
  argFile: "CSV-filen",
  optAccount: "företagskontot (dess id)",
  optAll: "alla företag du når: dina egna och kunderna till dina återförsäljar- och tjänsteleverantörskonton",
  optYear: "endast rapporter vars period omfattar detta år",
  optOut: "mapp som filerna skrivs till (skapas vid behov)",
  optFormat: "filformat, kommaseparerade: {{formats}}",
  optComments: "kommentarstyper som tas med, kommaseparerade: note, audit, public",
  optForce: "exportera på nytt även om filen finns",
  optDryRun: "kontrollera filen och visa vad som skulle ändras, utan att ändra något",
  optFactorsOut: "fil att skriva (standard: standardutmatningen)",
  exportNeedsSelection: "Ange vilka rapporter som ska exporteras: rapport-id, --account <id> eller --all.",
  invalidYear: "--year måste vara ett år, t.ex. 2025.",
  invalidComments: "--comments tar note, audit och public, kommaseparerade.",
  invalidFormat: "--format tar {{formats}}, kommaseparerade.",
  reportNotFound: "Rapporten {{id}} hittades inte bland de företag du når.",
  noReports: "Inga rapporter.",
  reportLine: "{{id}}  {{account}}  {{title}}  {{start}}–{{end}}  {{state}}  {{complete}}/{{total}}",
  exporting: "Exporterar",
  stateExported: "exporterad",
  stateSkipped: "överhoppad (filen finns)",
  stateFailed: "misslyckades",
  statePending: "väntar",
  stateRunning: "exporteras",
  exportTotals:
    "{{exported}} exporterade, {{skipped}} överhoppade, {{failed}} misslyckade av {{total}} på {{seconds}} s",
  exportFailedLine: "{{path}}: {{message}}",
  moreFiles: "…och {{count}} till",
  readFailed: "Det går inte att läsa {{path}}: {{detail}}",
  importRefused: "Filen avvisades; inget importerades:",
  importIssue: "rad {{line}}, {{column}}: {{message}}",
  importIssueNoLine: "{{message}}",
  importDone: "Importerat: {{created}} nya, {{updated}} uppdaterade, {{unchanged}} oförändrade.",
  importDryRun:
    "Provkörning, inget ändrades: {{created}} skulle skapas, {{updated}} uppdateras, {{unchanged}} oförändrade.",
  exportWritten: "{{count}} faktorer sparade i {{path}}.",
}

const catalogues: Record<Locale, Shape> = { en, fi, sv }
export type ExportMessageKey = keyof typeof en

/** A text of the export and factor commands with `{{name}}` values filled in. */
export const exportCliText = (
  locale: Locale,
  key: ExportMessageKey,
  values: Readonly<Record<string, string | number>> = {},
) =>
  catalogues[locale][key].replace(/\{\{(\w+)\}\}/g, (_, name: string) =>
    String(values[name] ?? `{{${name}}}`),
  )

export const exportCliMessages = catalogues
