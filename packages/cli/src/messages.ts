import type { Locale } from "@vsme/core"

/** The CLI's own texts; errors and validation messages come from core's shared catalogue. */
const en = {
  description: "Command-line client of the VSME reporting service.",
  optServer: "server URL (overrides VSME_SERVER_URL and the config file)",
  optProfile:
    "profile of the config file to use, one per server (default: the one last signed in to; VSME_PROFILE)",
  optQuiet: "print only errors",
  optNoColor: "no colours (also when NO_COLOR is set)",
  optTimeout: "seconds to wait for the server before giving up (default 30)",
  optInsecure: "allow plain http:// to a server other than this machine (the token travels unencrypted)",
  optWithToken: "read the token from standard input (for scripts: vsme login --with-token < token.txt)",
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
  sessionEnded:
    "The server {{server}} refused the token: it has been revoked or has expired. Create a new personal API token in the web app and run `vsme login` again.",
  notSignedIn: "Not signed in to {{server}}. Run `vsme login --server {{server}}`, or set VSME_TOKEN.",
  unreachable:
    "Could not reach {{server}} ({{detail}}). Check the address and your connection, or try again later.",
  timedOut:
    "{{server}} did not answer within {{seconds}} s. Try again later, or allow more time with --timeout.",
  serverUnavailable: "{{server}} is unavailable (HTTP {{status}}). Try again later.",
  insecureServer:
    "Refusing to send the token over plain http:// to {{server}}. Use https://, or add --insecure if you accept the risk.",
  invalidTimeout: "--timeout takes a number of seconds between 1 and 600.",
  invalidProfile: "A profile name has letters, digits, dots, hyphens and underscores only.",
  tokenFlagRemoved:
    "A token is never given on the command line (other users see it in `ps`). Run `vsme login`, pipe it to `vsme login --with-token`, or set VSME_TOKEN.",
  cmdLogin:
    "sign in with a personal API token (typed at a prompt, or piped in with --with-token) and store it",
  cmdLogout: "forget the stored token of the profile (it stays valid until revoked in the web app)",
  cmdCompletion: "print a shell completion script: bash, zsh or fish",
  argShell: "bash, zsh or fish",
  loginPrompt: "Personal API token for {{server}} (Account settings → Security in the web app): ",
  logoutDone:
    "Signed out of {{server}} (profile {{profile}}). The token still works until you revoke it in the web app under Account settings → Security.",
  logoutNothing: "Not signed in (profile {{profile}}); nothing to do.",
  whoamiServer: "Server {{server}}",
  configProfile: "Profile",
  exitCodesTitle: "Exit codes:",
  exitOk: "success",
  exitFailure:
    "the command ran and something failed (a refused call, a failed file or company, a refused import)",
  exitUsage: "bad arguments or configuration",
  exitAuth: "not signed in, or the token was refused",
  exitUnavailable: "the server could not be reached, was too slow or is unavailable",
  exitForbidden: "signed in, but not allowed (not your company, or not your role)",
  exitInterrupted: "stopped with Ctrl-C",
  exitBrokenPipe: "standard output was closed (e.g. | head)",
  cmdWhoami: "show who the token belongs to and their companies",
  cmdAccounts: "company accounts",
  cmdAccountsList: "list your companies and, for reseller and service-provider accounts, their clients",
  loginDone: "Signed in to {{server}} as {{email}}. Saved to {{path}} (readable by you only).",
  loginNeedsToken:
    "No token given. Run `vsme login` on a terminal to type it, or pipe it in: vsme login --with-token < token.txt. Create one in the web app under Account settings → Security.",
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
  optProfile:
    "käytettävä asetustiedoston profiili, yksi kutakin palvelinta kohden (oletus: viimeksi kirjautunut; VSME_PROFILE)",
  optQuiet: "tulosta vain virheet",
  optNoColor: "ei värejä (myös kun NO_COLOR on asetettu)",
  optTimeout: "kuinka monta sekuntia palvelimen vastausta odotetaan (oletus 30)",
  optInsecure: "salli salaamaton http:// muuhun kuin omaan koneeseen (tunniste kulkee salaamattomana)",
  optWithToken: "lue tunniste vakiosyötteestä (skripteille: vsme login --with-token < tunniste.txt)",
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
  sessionEnded:
    "Palvelin {{server}} hylkäsi tunnisteen: se on peruttu tai vanhentunut. Luo verkkosovelluksessa uusi henkilökohtainen API-tunniste ja aja `vsme login` uudelleen.",
  notSignedIn:
    "Et ole kirjautunut palvelimelle {{server}}. Aja `vsme login --server {{server}}` tai aseta VSME_TOKEN.",
  unreachable:
    "Palvelimeen {{server}} ei saatu yhteyttä ({{detail}}). Tarkista osoite ja verkkoyhteys tai yritä myöhemmin uudelleen.",
  timedOut:
    "{{server}} ei vastannut {{seconds}} sekunnissa. Yritä myöhemmin uudelleen tai anna enemmän aikaa valitsimella --timeout.",
  serverUnavailable: "{{server}} ei ole käytettävissä (HTTP {{status}}). Yritä myöhemmin uudelleen.",
  insecureServer:
    "Tunnistetta ei lähetetä salaamattomana (http://) palvelimelle {{server}}. Käytä https-osoitetta tai lisää --insecure, jos hyväksyt riskin.",
  invalidTimeout: "--timeout-valitsimen arvon on oltava sekuntimäärä väliltä 1–600.",
  invalidProfile:
    "Profiilin nimessä voi olla vain kirjaimia, numeroita, pisteitä, yhdysmerkkejä ja alaviivoja.",
  tokenFlagRemoved:
    "Tunnistetta ei koskaan anneta komentorivillä (muut käyttäjät näkevät sen `ps`-komennolla). Aja `vsme login`, syötä tunniste komennolle `vsme login --with-token` tai aseta VSME_TOKEN.",
  cmdLogin:
    "kirjaudu henkilökohtaisella API-tunnisteella (kirjoitetaan kehotteeseen tai syötetään valitsimella --with-token) ja tallenna se",
  cmdLogout: "unohda profiilin tallennettu tunniste (se toimii, kunnes se perutaan verkkosovelluksessa)",
  cmdCompletion: "tulosta komentotulkin täydennysskripti: bash, zsh tai fish",
  argShell: "bash, zsh tai fish",
  loginPrompt:
    "Henkilökohtainen API-tunniste palvelimelle {{server}} (verkkosovelluksessa Tilin asetukset → Tietoturva): ",
  logoutDone:
    "Kirjauduttu ulos palvelimelta {{server}} (profiili {{profile}}). Tunniste toimii edelleen, kunnes perut sen verkkosovelluksessa kohdassa Tilin asetukset → Tietoturva.",
  logoutNothing: "Et ole kirjautunut (profiili {{profile}}); ei tehtävää.",
  whoamiServer: "Palvelin {{server}}",
  configProfile: "Profiili",
  exitCodesTitle: "Paluuarvot:",
  exitOk: "onnistui",
  exitFailure:
    "komento ajettiin ja jokin epäonnistui (hylätty kutsu, epäonnistunut tiedosto tai yritys, hylätty tuonti)",
  exitUsage: "virheelliset valitsimet tai asetukset",
  exitAuth: "ei kirjautunut, tai tunniste hylättiin",
  exitUnavailable: "palvelimeen ei saatu yhteyttä, se oli liian hidas tai ei ole käytettävissä",
  exitForbidden: "kirjautunut, mutta ei oikeutta (ei sinun yrityksesi tai roolisi ei riitä)",
  exitInterrupted: "keskeytetty Ctrl-C:llä",
  exitBrokenPipe: "vakiotuloste suljettiin (esim. | head)",
  cmdWhoami: "näytä, kenen tunniste on ja hänen yrityksensä",
  cmdAccounts: "yritystilit",
  cmdAccountsList: "listaa yrityksesi sekä jälleenmyyjä- ja palveluntarjoajatilien asiakkaat",
  loginDone:
    "Kirjautunut palvelimelle {{server}} käyttäjänä {{email}}. Tallennettu tiedostoon {{path}} (vain sinun luettavissasi).",
  loginNeedsToken:
    "Tunnistetta ei annettu. Aja `vsme login` päätteessä ja kirjoita se, tai syötä se: vsme login --with-token < tunniste.txt. Luo tunniste verkkosovelluksessa kohdassa Tilin asetukset → Tietoturva.",
  whoami: "{{email}} ({{name}})",
  whoamiSuperadmin: "Pääkäyttäjä",
  roleOwner: "Ylläpitäjä",
  roleUser: "Käyttäjä",
  noAccounts: "Ei yritystilejä.",
}

const sv: Shape = {
  description: "Kommandoradsklient för VSME-rapporteringstjänsten.",
  optServer: "serverns URL (åsidosätter VSME_SERVER_URL och konfigurationsfilen)",
  optProfile:
    "profil i konfigurationsfilen som används, en per server (standard: den senast inloggade; VSME_PROFILE)",
  optQuiet: "skriv bara ut fel",
  optNoColor: "inga färger (även när NO_COLOR är satt)",
  optTimeout: "antal sekunder att vänta på servern innan det ges upp (standard 30)",
  optInsecure: "tillåt okrypterad http:// till en annan server än den här datorn (token skickas okrypterad)",
  optWithToken: "läs token från standardinmatningen (för skript: vsme login --with-token < token.txt)",
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
  sessionEnded:
    "Servern {{server}} avvisade token: den har återkallats eller gått ut. Skapa en ny personlig API-token i webbappen och kör `vsme login` igen.",
  notSignedIn: "Inte inloggad på {{server}}. Kör `vsme login --server {{server}}` eller sätt VSME_TOKEN.",
  unreachable:
    "Det gick inte att nå {{server}} ({{detail}}). Kontrollera adressen och anslutningen eller försök igen senare.",
  timedOut: "{{server}} svarade inte inom {{seconds}} s. Försök igen senare eller ge mer tid med --timeout.",
  serverUnavailable: "{{server}} är inte tillgänglig (HTTP {{status}}). Försök igen senare.",
  insecureServer:
    "Token skickas inte okrypterad (http://) till {{server}}. Använd https:// eller lägg till --insecure om du accepterar risken.",
  invalidTimeout: "--timeout tar ett antal sekunder mellan 1 och 600.",
  invalidProfile:
    "Ett profilnamn får bara innehålla bokstäver, siffror, punkter, bindestreck och understreck.",
  tokenFlagRemoved:
    "En token anges aldrig på kommandoraden (andra användare ser den med `ps`). Kör `vsme login`, skicka den till `vsme login --with-token` eller sätt VSME_TOKEN.",
  cmdLogin:
    "logga in med en personlig API-token (skrivs vid en prompt eller skickas in med --with-token) och spara den",
  cmdLogout: "glöm profilens sparade token (den fungerar tills den återkallas i webbappen)",
  cmdCompletion: "skriv ut ett kompletteringsskript för skalet: bash, zsh eller fish",
  argShell: "bash, zsh eller fish",
  loginPrompt: "Personlig API-token för {{server}} (Kontoinställningar → Säkerhet i webbappen): ",
  logoutDone:
    "Utloggad från {{server}} (profil {{profile}}). Token fungerar tills du återkallar den i webbappen under Kontoinställningar → Säkerhet.",
  logoutNothing: "Inte inloggad (profil {{profile}}); inget att göra.",
  whoamiServer: "Server {{server}}",
  configProfile: "Profil",
  exitCodesTitle: "Slutkoder:",
  exitOk: "lyckades",
  exitFailure:
    "kommandot kördes och något misslyckades (ett avvisat anrop, en misslyckad fil eller ett företag, en avvisad import)",
  exitUsage: "felaktiga argument eller inställningar",
  exitAuth: "inte inloggad, eller token avvisades",
  exitUnavailable: "servern gick inte att nå, var för långsam eller är inte tillgänglig",
  exitForbidden: "inloggad, men utan behörighet (inte ditt företag eller inte din roll)",
  exitInterrupted: "avbrutet med Ctrl-C",
  exitBrokenPipe: "standardutmatningen stängdes (t.ex. | head)",
  cmdWhoami: "visa vems token det är och deras företag",
  cmdAccounts: "företagskonton",
  cmdAccountsList: "lista dina företag och, för återförsäljar- och tjänsteleverantörskonton, deras kunder",
  loginDone: "Inloggad på {{server}} som {{email}}. Sparat i {{path}} (läsbart endast för dig).",
  loginNeedsToken:
    "Ingen token angavs. Kör `vsme login` i en terminal och skriv den, eller skicka in den: vsme login --with-token < token.txt. Skapa en i webbappen under Kontoinställningar → Säkerhet.",
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
