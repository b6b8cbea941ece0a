import type { Locale } from "@vsme/core"

/**
 * Texts of `vsme requests` (issue 32). Kept beside messages.ts rather than in it, as exportMessages.ts
 * is, so the commands of different issues do not edit one file; errors and validation messages come
 * from core's shared catalogue.
 */
const en = {
  cmdRequests: "data requests: ask many companies for their figures and pull what they share",
  cmdSend: "create a request from a file of companies, show the preview, and send it with --yes",
  cmdList: "list your company's data requests",
  cmdStatus: "show a request's progress and its companies",
  cmdExport: "download a request's portfolio into a folder (xlsx, csv or xbrl-json)",
  cmdRemind: "remind every company that has not answered (at most once a day each)",
  argRequestId: "the request's id",
  optAccount: "the company account that asks (its id; default: your only company)",
  accountNeeded:
    "You have several companies: choose the one that asks with --account <id> (vsme accounts list).",
  optFile: "CSV or Excel file of the companies: Business ID, e-mail and optionally name",
  optPreset: "what is asked: basic, basicAndComprehensive, climateEnergy or bank",
  optPeriod: "the reporting year asked for",
  optDue: "the due date (YYYY-MM-DD)",
  optTitle: "the request's title",
  optMessage: "a message to the companies",
  optContact: 'the contact person the companies see, as "Name <e-mail>" (default: you)',
  optYes: "send without asking: the preview is still shown",
  optRequestFormat: "formats to download, comma-separated: xlsx, csv, xbrl-json (default xlsx)",
  optOut: "the folder to write into (default: the current folder)",
  optForce: "download again even when the file is already there",
  fileMissing: "The file {{path}} could not be read: {{detail}}",
  invalidDraft: "The request is not valid:",
  invalidContact: 'Give --contact as "Name <e-mail>".',
  invalidFormat: "--format takes xlsx, csv and xbrl-json, comma-separated.",
  invalidRequestId: "{{id}} is not a request id.",
  draftCreated: "Draft request {{id}} created.",
  previewTitle: "Preview: {{count}} companies will be asked.",
  previewProblems: "{{count}} rows of the file were not added:",
  problemLine: "line {{line}}, {{column}}: {{message}}",
  previewMail: "The e-mail they get:",
  notSentProblems:
    "Not sent: fix the rows above and run the command again (the draft {{id}} stays; you can also finish it in the web app).",
  notSentConfirm: "Not sent. Run again with --yes to send to these {{count}} companies.",
  sent: "Sent: the e-mails to {{count}} companies are going out in the background (vsme requests status {{id}}).",
  noRequests: "No data requests.",
  requestLine: "{{id}}  {{title}}  {{period}}, due {{due}}  {{state}}  shared {{shared}}/{{total}}",
  statusHeader: "{{title}} ({{period}}, due {{due}}): {{state}}, {{total}} companies",
  statusCounts:
    "sent {{sent}}, opened {{opened}}, in progress {{inProgress}}, shared {{shared}}, declined {{declined}}, overdue {{overdue}}, queued {{queued}}",
  companyLine: "{{businessId}}  {{name}}  {{status}}  {{lastChange}}",
  reminded: "Reminded {{reminded}} companies; {{skipped}} skipped (reminded within the last day).",
  downloading: "Downloading {{file}}… {{size}}",
  downloaded: "Saved {{file}} ({{size}}).",
  skipped: "Skipped {{file}}: it is already there (--force downloads it again).",
  interrupted: "Stopped. Run the same command again to download the rest.",
  exportFailed: "{{file}} failed: {{message}}",
}
type Shape = Record<keyof typeof en, string>

const fi: Shape = {
  cmdRequests: "tietopyynnöt: pyydä monelta yritykseltä lukuja ja hae niiden jakamat tiedot",
  cmdSend: "luo pyyntö yritysten tiedostosta, näytä esikatselu ja lähetä valitsimella --yes",
  cmdList: "listaa yrityksesi tietopyynnöt",
  cmdStatus: "näytä pyynnön eteneminen ja sen yritykset",
  cmdExport: "lataa pyynnön salkku kansioon (xlsx, csv tai xbrl-json)",
  cmdRemind: "muistuta kaikkia yrityksiä, jotka eivät ole vastanneet (kutakin enintään kerran päivässä)",
  argRequestId: "pyynnön tunniste",
  optAccount: "pyytävä yritystili (sen tunniste; oletus: ainoa yrityksesi)",
  accountNeeded:
    "Sinulla on useita yrityksiä: valitse pyytävä yritys valitsimella --account <tunniste> (vsme accounts list).",
  optFile: "yritysten CSV- tai Excel-tiedosto: Y-tunnus, sähköposti ja halutessasi nimi",
  optPreset: "mitä pyydetään: basic, basicAndComprehensive, climateEnergy tai bank",
  optPeriod: "pyydetty raportointivuosi",
  optDue: "määräpäivä (VVVV-KK-PP)",
  optTitle: "pyynnön otsikko",
  optMessage: "viesti yrityksille",
  optContact: 'yrityksille näkyvä yhteyshenkilö muodossa "Nimi <sähköposti>" (oletus: sinä)',
  optYes: "lähetä kysymättä: esikatselu näytetään silti",
  optRequestFormat: "ladattavat muodot pilkuin erotettuina: xlsx, csv, xbrl-json (oletus xlsx)",
  optOut: "kansio, johon tiedostot tallennetaan (oletus: nykyinen kansio)",
  optForce: "lataa uudelleen, vaikka tiedosto on jo olemassa",
  fileMissing: "Tiedostoa {{path}} ei voitu lukea: {{detail}}",
  invalidDraft: "Pyyntö ei kelpaa:",
  invalidContact: 'Anna --contact muodossa "Nimi <sähköposti>".',
  invalidFormat: "--format hyväksyy muodot xlsx, csv ja xbrl-json pilkuin erotettuina.",
  invalidRequestId: "{{id}} ei ole pyynnön tunniste.",
  draftCreated: "Pyyntöluonnos {{id}} luotu.",
  previewTitle: "Esikatselu: pyyntö lähtee {{count}} yritykselle.",
  previewProblems: "Tiedoston {{count}} riviä jäi lisäämättä:",
  problemLine: "rivi {{line}}, {{column}}: {{message}}",
  previewMail: "Yritysten saama sähköposti:",
  notSentProblems:
    "Ei lähetetty: korjaa yllä olevat rivit ja aja komento uudelleen (luonnos {{id}} säilyy; voit myös viimeistellä sen verkkosovelluksessa).",
  notSentConfirm:
    "Ei lähetetty. Aja uudelleen valitsimella --yes, niin pyyntö lähtee näille {{count}} yritykselle.",
  sent: "Lähetetty: sähköpostit {{count}} yritykselle lähtevät taustalla (vsme requests status {{id}}).",
  noRequests: "Ei tietopyyntöjä.",
  requestLine: "{{id}}  {{title}}  {{period}}, määräpäivä {{due}}  {{state}}  jaettu {{shared}}/{{total}}",
  statusHeader: "{{title}} ({{period}}, määräpäivä {{due}}): {{state}}, {{total}} yritystä",
  statusCounts:
    "lähetetty {{sent}}, avattu {{opened}}, työn alla {{inProgress}}, jaettu {{shared}}, kieltäytynyt {{declined}}, myöhässä {{overdue}}, jonossa {{queued}}",
  companyLine: "{{businessId}}  {{name}}  {{status}}  {{lastChange}}",
  reminded:
    "Muistutettu {{reminded}} yritystä; {{skipped}} ohitettu (muistutettu viimeisen vuorokauden aikana).",
  downloading: "Ladataan {{file}}… {{size}}",
  downloaded: "Tallennettu {{file}} ({{size}}).",
  skipped: "Ohitettu {{file}}: se on jo olemassa (--force lataa sen uudelleen).",
  interrupted: "Keskeytetty. Aja sama komento uudelleen, niin loput ladataan.",
  exportFailed: "{{file}} epäonnistui: {{message}}",
}

const sv: Shape = {
  cmdRequests: "dataförfrågningar: be många företag om deras siffror och hämta det de delar",
  cmdSend: "skapa en förfrågan från en fil med företag, visa förhandsgranskningen och skicka med --yes",
  cmdList: "lista ditt företags dataförfrågningar",
  cmdStatus: "visa hur en förfrågan framskrider och dess företag",
  cmdExport: "ladda ner en förfrågans portfölj till en mapp (xlsx, csv eller xbrl-json)",
  cmdRemind: "påminn alla företag som inte har svarat (vart och ett högst en gång per dag)",
  argRequestId: "förfrågans id",
  optAccount: "företagskontot som frågar (dess id; standard: ditt enda företag)",
  accountNeeded: "Du har flera företag: välj det som frågar med --account <id> (vsme accounts list).",
  optFile: "CSV- eller Excel-fil med företagen: FO-nummer, e-post och valfritt namn",
  optPreset: "vad som efterfrågas: basic, basicAndComprehensive, climateEnergy eller bank",
  optPeriod: "det efterfrågade rapporteringsåret",
  optDue: "sista dag (ÅÅÅÅ-MM-DD)",
  optTitle: "förfrågans rubrik",
  optMessage: "ett meddelande till företagen",
  optContact: 'kontaktpersonen som företagen ser, som "Namn <e-post>" (standard: du)',
  optYes: "skicka utan att fråga: förhandsgranskningen visas ändå",
  optRequestFormat: "format att ladda ner, kommaseparerade: xlsx, csv, xbrl-json (standard xlsx)",
  optOut: "mappen att skriva till (standard: den aktuella mappen)",
  optForce: "ladda ner igen även om filen redan finns",
  fileMissing: "Filen {{path}} kunde inte läsas: {{detail}}",
  invalidDraft: "Förfrågan är inte giltig:",
  invalidContact: 'Ange --contact som "Namn <e-post>".',
  invalidFormat: "--format tar xlsx, csv och xbrl-json, kommaseparerade.",
  invalidRequestId: "{{id}} är inte ett id för en förfrågan.",
  draftCreated: "Utkastet till förfrågan {{id}} har skapats.",
  previewTitle: "Förhandsgranskning: {{count}} företag kommer att tillfrågas.",
  previewProblems: "{{count}} rader i filen lades inte till:",
  problemLine: "rad {{line}}, {{column}}: {{message}}",
  previewMail: "E-postmeddelandet de får:",
  notSentProblems:
    "Inte skickad: rätta raderna ovan och kör kommandot igen (utkastet {{id}} finns kvar; du kan också slutföra det i webbappen).",
  notSentConfirm: "Inte skickad. Kör igen med --yes för att skicka till dessa {{count}} företag.",
  sent: "Skickad: e-postmeddelandena till {{count}} företag går ut i bakgrunden (vsme requests status {{id}}).",
  noRequests: "Inga dataförfrågningar.",
  requestLine: "{{id}}  {{title}}  {{period}}, sista dag {{due}}  {{state}}  delade {{shared}}/{{total}}",
  statusHeader: "{{title}} ({{period}}, sista dag {{due}}): {{state}}, {{total}} företag",
  statusCounts:
    "skickade {{sent}}, öppnade {{opened}}, pågår {{inProgress}}, delade {{shared}}, avböjda {{declined}}, försenade {{overdue}}, i kö {{queued}}",
  companyLine: "{{businessId}}  {{name}}  {{status}}  {{lastChange}}",
  reminded: "Påminde {{reminded}} företag; {{skipped}} överhoppade (påminda under det senaste dygnet).",
  downloading: "Laddar ner {{file}}… {{size}}",
  downloaded: "Sparade {{file}} ({{size}}).",
  skipped: "Hoppade över {{file}}: den finns redan (--force laddar ner den igen).",
  interrupted: "Avbrutet. Kör samma kommando igen för att ladda ner resten.",
  exportFailed: "{{file}} misslyckades: {{message}}",
}

export const requestCliMessages: Record<Locale, Shape> = { en, fi, sv }
export type RequestMessageKey = keyof typeof en

/** A text of `vsme requests` with `{{name}}` values filled in. */
export const requestCliText = (
  locale: Locale,
  key: RequestMessageKey,
  values: Readonly<Record<string, string | number>> = {},
) =>
  requestCliMessages[locale][key].replace(/\{\{(\w+)\}\}/g, (_, name: string) =>
    String(values[name] ?? `{{${name}}}`),
  )
