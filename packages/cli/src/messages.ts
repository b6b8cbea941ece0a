import type { Locale } from "@vsme/core"

/** The CLI's own texts; errors and validation messages come from core's shared catalogue. */
const en = {
  description: "Command-line client of the VSME reporting service.",
  optServer: "server URL (overrides VSME_SERVER_URL and the config file)",
  optToken: "personal API token (overrides VSME_TOKEN and the config file)",
  optLang: "language of the output: fi, en or sv",
  optJson: "print machine-readable JSON",
  optVersion: "print the version of this program",
  optHelp: "show help for a command",
  cmdStatus: "check that the server answers, and show its version",
  cmdConfig: "show the configuration in use and where each value comes from",
  statusReachable: "Server {{server}} answers, version {{version}}.",
  statusChecking: "Contacting {{server}}…",
  configFile: "Config file",
  configServer: "Server",
  configToken: "Token",
  configNotSet: "(not set)",
  configFromFlag: "from the command line",
  configFromEnv: "from the environment",
  configFromFile: "from the config file",
  configFromDefault: "default",
  invalidConfigFile: "The config file {{path}} is not valid: {{detail}}",
  invalidServerUrl: "The server URL must start with http:// or https://",
  sessionEnded: "The server refused the token. Create a new personal API token and sign in again.",
  cmdLogin: "check a personal API token and store it with the server URL in the config file",
  cmdWhoami: "show who the token belongs to and their companies",
  cmdAccounts: "company accounts",
  cmdAccountsList: "list your companies and, for reseller and service-provider accounts, their clients",
  loginDone: "Signed in as {{email}}. Saved to {{path}} (readable by you only).",
  loginNeedsToken:
    "Give a personal API token with --token or VSME_TOKEN. Create one in the web app under Account settings → Security.",
  whoami: "{{email}} ({{name}})",
  whoamiSuperadmin: "Superadmin",
  roleOwner: "Administrator",
  roleUser: "User",
  noAccounts: "No company accounts.",
}
type Shape = { readonly [K in keyof typeof en]: string }

const fi: Shape = {
  description: "VSME-raportointipalvelun komentorivityökalu.",
  optServer: "palvelimen URL (ohittaa VSME_SERVER_URL-muuttujan ja asetustiedoston)",
  optToken: "henkilökohtainen API-tunniste (ohittaa VSME_TOKEN-muuttujan ja asetustiedoston)",
  optLang: "tulosteen kieli: fi, en tai sv",
  optJson: "tulosta koneluettavana JSONina",
  optVersion: "näytä ohjelman versio",
  optHelp: "näytä komennon ohje",
  cmdStatus: "tarkista, että palvelin vastaa, ja näytä sen versio",
  cmdConfig: "näytä käytössä olevat asetukset ja mistä kukin arvo tulee",
  statusReachable: "Palvelin {{server}} vastaa, versio {{version}}.",
  statusChecking: "Otetaan yhteyttä palvelimeen {{server}}…",
  configFile: "Asetustiedosto",
  configServer: "Palvelin",
  configToken: "Tunniste",
  configNotSet: "(ei asetettu)",
  configFromFlag: "komentoriviltä",
  configFromEnv: "ympäristömuuttujasta",
  configFromFile: "asetustiedostosta",
  configFromDefault: "oletus",
  invalidConfigFile: "Asetustiedosto {{path}} on virheellinen: {{detail}}",
  invalidServerUrl: "Palvelimen URL-osoitteen on alettava http:// tai https://",
  sessionEnded: "Palvelin hylkäsi tunnisteen. Luo uusi henkilökohtainen API-tunniste ja kirjaudu uudelleen.",
  cmdLogin:
    "tarkista henkilökohtainen API-tunniste ja tallenna se palvelimen osoitteen kanssa asetustiedostoon",
  cmdWhoami: "näytä, kenen tunniste on ja hänen yrityksensä",
  cmdAccounts: "yritystilit",
  cmdAccountsList: "listaa yrityksesi sekä jälleenmyyjä- ja palveluntarjoajatilien asiakkaat",
  loginDone: "Kirjautunut käyttäjänä {{email}}. Tallennettu tiedostoon {{path}} (vain sinun luettavissasi).",
  loginNeedsToken:
    "Anna henkilökohtainen API-tunniste valitsimella --token tai muuttujalla VSME_TOKEN. Luo tunniste verkkosovelluksessa kohdassa Tilin asetukset → Tietoturva.",
  whoami: "{{email}} ({{name}})",
  whoamiSuperadmin: "Pääkäyttäjä",
  roleOwner: "Ylläpitäjä",
  roleUser: "Käyttäjä",
  noAccounts: "Ei yritystilejä.",
}

const sv: Shape = {
  description: "Kommandoradsklient för VSME-rapporteringstjänsten.",
  optServer: "serverns URL (åsidosätter VSME_SERVER_URL och konfigurationsfilen)",
  optToken: "personlig API-token (åsidosätter VSME_TOKEN och konfigurationsfilen)",
  optLang: "utskriftens språk: fi, en eller sv",
  optJson: "skriv ut maskinläsbar JSON",
  optVersion: "visa programmets version",
  optHelp: "visa hjälp för ett kommando",
  cmdStatus: "kontrollera att servern svarar och visa dess version",
  cmdConfig: "visa inställningarna som används och varifrån varje värde kommer",
  statusReachable: "Servern {{server}} svarar, version {{version}}.",
  statusChecking: "Kontaktar {{server}}…",
  configFile: "Konfigurationsfil",
  configServer: "Server",
  configToken: "Token",
  configNotSet: "(inte angiven)",
  configFromFlag: "från kommandoraden",
  configFromEnv: "från miljön",
  configFromFile: "från konfigurationsfilen",
  configFromDefault: "standard",
  invalidConfigFile: "Konfigurationsfilen {{path}} är ogiltig: {{detail}}",
  invalidServerUrl: "Serverns URL måste börja med http:// eller https://",
  sessionEnded: "Servern avvisade token. Skapa en ny personlig API-token och logga in igen.",
  cmdLogin: "kontrollera en personlig API-token och spara den med serverns adress i konfigurationsfilen",
  cmdWhoami: "visa vems token det är och deras företag",
  cmdAccounts: "företagskonton",
  cmdAccountsList: "lista dina företag och, för återförsäljar- och tjänsteleverantörskonton, deras kunder",
  loginDone: "Inloggad som {{email}}. Sparat i {{path}} (läsbart endast för dig).",
  loginNeedsToken:
    "Ange en personlig API-token med --token eller VSME_TOKEN. Skapa en i webbappen under Kontoinställningar → Säkerhet.",
  whoami: "{{email}} ({{name}})",
  whoamiSuperadmin: "Superadministratör",
  roleOwner: "Administratör",
  roleUser: "Användare",
  noAccounts: "Inga företagskonton.",
}

export const cliMessages: Record<Locale, Shape> = { en, fi, sv }
export type CliMessageKey = keyof typeof en

/** A CLI text with `{{name}}` values filled in. */
export const cliText = (locale: Locale, key: CliMessageKey, values: Record<string, string | number> = {}) =>
  cliMessages[locale][key].replace(/\{\{(\w+)\}\}/g, (_, name: string) =>
    String(values[name] ?? `{{${name}}}`),
  )
