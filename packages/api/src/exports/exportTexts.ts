import type { Locale, QuestionState, Section, SkipReason } from "@vsme/core"
import type { CommentType } from "@vsme/sdk"

/**
 * The spreadsheet's own words in fi/en/sv: sheet names, column headers, cover labels, states. Question
 * and member labels come from core's catalogue; these are only the frame around them.
 */
const en = {
  coverSheet: "Cover",
  coverTitle: "VSME sustainability report",
  standard: "Standard",
  standardValue: "VSME, EFRAG (12/2024)",
  company: "Company",
  businessId: "Business ID",
  report: "Report",
  periodStart: "Period start",
  periodEnd: "Period end",
  module: "Module",
  moduleBasic: "Basic Module",
  moduleComprehensive: "Basic and Comprehensive Module",
  reportState: "Report state",
  completeness: "Completeness",
  completenessSummary: "{{complete}} complete, {{skipped}} skipped, {{incomplete}} incomplete of {{total}}",
  generated: "Generated (UTC)",
  language: "Language",
  commentsIncluded: "Comments included",
  none: "none",
  sectionHeader: "Section",
  stateHeader: "State",
  completeHeader: "Complete",
  skippedHeader: "Skipped",
  incompleteHeader: "Incomplete",
  totalHeader: "Total",
  datapointId: "Datapoint ID",
  disclosure: "Disclosure",
  question: "Question",
  answer: "Answer",
  unit: "Unit",
  derived: "Derived value",
  given: "Given, not calculated",
  state: "State",
  rowCount: "{{count}} rows",
  yes: "Yes",
  no: "No",
  perHours: "per 200,000 hours",
  persons: "persons",
  hours: "hours",
  count: "pcs",
}
type Texts = { readonly [K in keyof typeof en]: string }

const fi: Texts = {
  coverSheet: "Kansilehti",
  coverTitle: "VSME-vastuullisuusraportti",
  standard: "Standardi",
  standardValue: "VSME, EFRAG (12/2024)",
  company: "Yritys",
  businessId: "Y-tunnus",
  report: "Raportti",
  periodStart: "Kauden alku",
  periodEnd: "Kauden loppu",
  module: "Moduuli",
  moduleBasic: "Perusmoduuli",
  moduleComprehensive: "Perusmoduuli ja laajennettu moduuli",
  reportState: "Raportin tila",
  completeness: "Valmius",
  completenessSummary: "{{complete}} valmis, {{skipped}} ohitettu, {{incomplete}} kesken, yhteensä {{total}}",
  generated: "Luotu (UTC)",
  language: "Kieli",
  commentsIncluded: "Mukana olevat kommentit",
  none: "ei mitään",
  sectionHeader: "Osio",
  stateHeader: "Tila",
  completeHeader: "Valmis",
  skippedHeader: "Ohitettu",
  incompleteHeader: "Kesken",
  totalHeader: "Yhteensä",
  datapointId: "Tietopisteen tunnus",
  disclosure: "Tiedonanto",
  question: "Kysymys",
  answer: "Vastaus",
  unit: "Yksikkö",
  derived: "Laskettu arvo",
  given: "Annettu luku, ei laskettu",
  state: "Tila",
  rowCount: "{{count}} riviä",
  yes: "Kyllä",
  no: "Ei",
  perHours: "200 000 tuntia kohden",
  persons: "henkilöä",
  hours: "tuntia",
  count: "kpl",
}

const sv: Texts = {
  coverSheet: "Försättsblad",
  coverTitle: "VSME-hållbarhetsrapport",
  standard: "Standard",
  standardValue: "VSME, EFRAG (12/2024)",
  company: "Företag",
  businessId: "FO-nummer",
  report: "Rapport",
  periodStart: "Periodens början",
  periodEnd: "Periodens slut",
  module: "Modul",
  moduleBasic: "Grundmodulen",
  moduleComprehensive: "Grundmodulen och den omfattande modulen",
  reportState: "Rapportens status",
  completeness: "Färdighetsgrad",
  completenessSummary:
    "{{complete}} klara, {{skipped}} överhoppade, {{incomplete}} ofullständiga av {{total}}",
  generated: "Skapad (UTC)",
  language: "Språk",
  commentsIncluded: "Kommentarer som ingår",
  none: "inga",
  sectionHeader: "Avsnitt",
  stateHeader: "Status",
  completeHeader: "Klara",
  skippedHeader: "Överhoppade",
  incompleteHeader: "Ofullständiga",
  totalHeader: "Totalt",
  datapointId: "Datapunktens id",
  disclosure: "Upplysning",
  question: "Fråga",
  answer: "Svar",
  unit: "Enhet",
  derived: "Beräknat värde",
  given: "Angiven siffra, inte beräknad",
  state: "Status",
  rowCount: "{{count}} rader",
  yes: "Ja",
  no: "Nej",
  perHours: "per 200 000 timmar",
  persons: "personer",
  hours: "timmar",
  count: "st.",
}

const texts: Record<Locale, Texts> = { en, fi, sv }

export type ExportTextKey = keyof typeof en

/** A frame text in `locale` with `{{name}}` values filled in. */
export const exportText = (
  locale: Locale,
  key: ExportTextKey,
  values: Readonly<Record<string, string | number>> = {},
) => texts[locale][key].replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ""))

/** Sheet names (at most 31 characters, none of `[]:*?/\`): the form's areas (spec §2). */
export const sectionNames: Record<Locale, Record<Section, string>> = {
  en: { general: "General", environment: "Environment", social: "Social", governance: "Governance" },
  fi: {
    general: "Yleiset tiedot",
    environment: "Ympäristö",
    social: "Sosiaaliset asiat",
    governance: "Hallinto",
  },
  sv: { general: "Allmänt", environment: "Miljö", social: "Sociala frågor", governance: "Styrning" },
}

/** Question and section states (spec §4). */
export const stateNames: Record<Locale, Record<QuestionState, string>> = {
  en: { incomplete: "Incomplete", skipped: "Skipped", complete: "Complete" },
  fi: { incomplete: "Kesken", skipped: "Ohitettu", complete: "Valmis" },
  sv: { incomplete: "Ofullständig", skipped: "Överhoppad", complete: "Klar" },
}

/** Why a question was skipped (standard §19). */
export const skipReasonNames: Record<Locale, Record<SkipReason, string>> = {
  en: {
    notApplicable: "not applicable",
    notAvailable: "not available",
    classified: "classified or sensitive",
  },
  fi: {
    notApplicable: "ei sovellu",
    notAvailable: "tieto ei ole saatavilla",
    classified: "luottamuksellinen tai arkaluonteinen",
  },
  sv: {
    notApplicable: "inte tillämplig",
    notAvailable: "uppgiften finns inte",
    classified: "sekretessbelagd eller känslig",
  },
}

/** Report states (core ReportState). */
export const reportStateNames: Record<Locale, Record<"draft" | "ready" | "locked", string>> = {
  en: { draft: "Draft", ready: "Ready", locked: "Locked" },
  fi: { draft: "Luonnos", ready: "Valmis", locked: "Lukittu" },
  sv: { draft: "Utkast", ready: "Klar", locked: "Låst" },
}

/** Comment types (spec §3) as column headers. */
export const commentTypeNames: Record<Locale, Record<CommentType, string>> = {
  en: { note: "Internal note", audit: "Audit trail", public: "Public comment" },
  fi: { note: "Sisäinen muistiinpano", audit: "Auditointitieto", public: "Julkinen kommentti" },
  sv: { note: "Intern anteckning", audit: "Revisionsspår", public: "Offentlig kommentar" },
}

/** Languages by their own names. */
export const languageNames: Record<Locale, string> = { fi: "suomi", en: "English", sv: "svenska" }
