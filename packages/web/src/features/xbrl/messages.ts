/**
 * UI strings of the XBRL export and the digital-template import (issue 7). English is the source; fi
 * and sv have its shape. Plugged into the catalogues as the `xbrl` group. The server's refusals
 * (unreadable file, expired import…) are core's `errors.*` messages.
 */
export const en = {
  exportTitle: "XBRL for banks and customers",
  exportHelp:
    "Your report in EFRAG's VSME XBRL format: xBRL-JSON for systems, and inline XBRL, a web page people can read with every figure tagged.",
  checking: "Checking the report…",
  checkAgain: "Check again",
  ready: "The report is ready for XBRL: {{count}} datapoints.",
  errorsIntro: "These answers cannot be written as XBRL. Correct them to download the files:",
  warningsIntro:
    "These required Basic Module datapoints are missing. You can download the files, but the report is not complete yet:",
  problems: {
    unknownConcept: "not part of EFRAG's VSME taxonomy",
    wrongType: "the value does not fit the datapoint",
    wrongUnit: "the unit does not fit the datapoint",
    wrongPeriod: "the period does not fit the datapoint",
    yearMissing: "the base year or target year is missing",
    mandatoryMissing: "not answered yet",
  },
  language: "Language of the inline XBRL page",
  downloadJson: "Download xBRL-JSON",
  downloadXhtml: "Download inline XBRL (.xhtml)",
  downloading: "Downloading…",
  downloaded: "Downloaded {{name}}.",
  importTitle: "Import from EFRAG's digital template",
  importHelp:
    "Upload EFRAG's VSME digital template (.xlsx, versions 1.0–1.3) or an XBRL report in xBRL-JSON, for example one downloaded here. You see what would change before anything is saved.",
  file: "File",
  showChanges: "Show what changes",
  reading: "Reading the file…",
  previewTitle: "What the import will do",
  source: { template: "EFRAG digital template {{version}}", xbrlJson: "XBRL report (xBRL-JSON)" },
  summary: "{{new}} new, {{changed}} changed, {{unchanged}} unchanged",
  filePeriod: "Period in the file: {{start}} – {{end}}.",
  currencyMismatch:
    "The amounts in the file are in {{file}}, but this company reports in {{report}}. They are imported as they are.",
  leiOffered:
    "The file names the company by its LEI {{lei}}. To name the company by it in XBRL reports, save it in the company details.",
  leiOfferedLink: "Open company details",
  switchesToComprehensive:
    "The file has Comprehensive Module datapoints: applying it switches this report to the Basic and Comprehensive Modules.",
  columns: { question: "Question", change: "Change", now: "Now", after: "After import" },
  change: { new: "New", changed: "Changed", unchanged: "Unchanged" },
  skipped: "Skipped",
  rows: "Rows: {{count}}",
  incomplete: "Imported, but some columns are missing: complete them in the form.",
  unreadTitle: "Values that were not imported",
  unreadColumns: { place: "Where", datapoint: "Datapoint", value: "Value", reason: "Why" },
  reasons: {
    unknownConcept: "Not a datapoint of the VSME taxonomy",
    invalidValue: "The value does not fit the question",
    unknownMember: "Not an option of the question",
    unknownUnit: "Unit not recognised",
    notInForm: "No place for it in the report",
    needsInputs: "Computed from inputs the file does not give: enter them in the form",
    unknownVersion:
      "A template version this service does not know yet: its cells were read by EFRAG's names, and what could not be read is listed here",
  },
  commentsTitle: "Notes added as public comments",
  commentExists: "already in the report",
  apply: "Apply the import",
  applying: "Saving…",
  discard: "Discard",
  nothingToApply: "Nothing to change: the report already has these answers.",
  applied: "Imported: {{written}} answers saved and {{comments}} comments added.",
  keptUntil: "This preview is kept until {{time}}.",
}
export type XbrlMessages = typeof en

export const fi: XbrlMessages = {
  exportTitle: "XBRL pankeille ja asiakkaille",
  exportHelp:
    "Raporttisi EFRAGin VSME-XBRL-muodossa: xBRL-JSON tietojärjestelmille ja inline XBRL, ihmisen luettava verkkosivu, jonka jokainen luku on merkitty.",
  checking: "Tarkistetaan raporttia…",
  checkAgain: "Tarkista uudelleen",
  ready: "Raportti on valmis XBRL-muotoon: {{count}} tietopistettä.",
  errorsIntro: "Näitä vastauksia ei voi kirjoittaa XBRL-muotoon. Korjaa ne, niin voit ladata tiedostot:",
  warningsIntro:
    "Nämä perusmoduulin pakolliset tietopisteet puuttuvat. Voit ladata tiedostot, mutta raportti ei ole vielä valmis:",
  problems: {
    unknownConcept: "ei kuulu EFRAGin VSME-taksonomiaan",
    wrongType: "arvo ei sovi tietopisteeseen",
    wrongUnit: "yksikkö ei sovi tietopisteeseen",
    wrongPeriod: "ajanjakso ei sovi tietopisteeseen",
    yearMissing: "perusvuosi tai tavoitevuosi puuttuu",
    mandatoryMissing: "ei vielä vastattu",
  },
  language: "Inline XBRL -sivun kieli",
  downloadJson: "Lataa xBRL-JSON",
  downloadXhtml: "Lataa inline XBRL (.xhtml)",
  downloading: "Ladataan…",
  downloaded: "Ladattu {{name}}.",
  importTitle: "Tuo EFRAGin raporttipohjasta",
  importHelp:
    "Lataa EFRAGin VSME-raporttipohja (.xlsx, versiot 1.0–1.3) tai xBRL-JSON-muotoinen XBRL-raportti, esimerkiksi täältä ladattu. Näet muutokset ennen kuin mitään tallennetaan.",
  file: "Tiedosto",
  showChanges: "Näytä muutokset",
  reading: "Luetaan tiedostoa…",
  previewTitle: "Mitä tuonti tekee",
  source: { template: "EFRAGin raporttipohja {{version}}", xbrlJson: "XBRL-raportti (xBRL-JSON)" },
  summary: "{{new}} uutta, {{changed}} muuttuu, {{unchanged}} ennallaan",
  filePeriod: "Tiedoston kausi: {{start}} – {{end}}.",
  currencyMismatch:
    "Tiedoston rahamäärät ovat valuutassa {{file}}, mutta yrityksesi raportoi valuutassa {{report}}. Määrät tuodaan sellaisinaan.",
  leiOffered:
    "Tiedosto yksilöi yrityksen LEI-tunnuksella {{lei}}. Jos haluat XBRL-raporttien yksilöivän yrityksen sillä, tallenna se yrityksen tietoihin.",
  leiOfferedLink: "Avaa yrityksen tiedot",
  switchesToComprehensive:
    "Tiedostossa on laajennetun moduulin tietopisteitä: tuonti vaihtaa raportin perusmoduuliin ja laajennettuun moduuliin.",
  columns: { question: "Kysymys", change: "Muutos", now: "Nyt", after: "Tuonnin jälkeen" },
  change: { new: "Uusi", changed: "Muuttuu", unchanged: "Ennallaan" },
  skipped: "Ohitettu",
  rows: "Rivejä: {{count}}",
  incomplete: "Tuotu, mutta osa sarakkeista puuttuu: täydennä ne lomakkeella.",
  unreadTitle: "Arvot, joita ei tuotu",
  unreadColumns: { place: "Sijainti", datapoint: "Tietopiste", value: "Arvo", reason: "Syy" },
  reasons: {
    unknownConcept: "Ei VSME-taksonomian tietopiste",
    invalidValue: "Arvo ei sovi kysymykseen",
    unknownMember: "Ei kysymyksen vaihtoehto",
    unknownUnit: "Yksikköä ei tunnistettu",
    notInForm: "Raportissa ei ole sille paikkaa",
    needsInputs: "Lasketaan lähtötiedoista, joita tiedostossa ei ole: syötä ne lomakkeelle",
    unknownVersion:
      "Palvelu ei vielä tunne tätä pohjan versiota: solut luettiin EFRAGin nimien mukaan, ja kaikki lukematta jäänyt näkyy tässä luettelossa",
  },
  commentsTitle: "Julkisiksi kommenteiksi lisättävät huomautukset",
  commentExists: "on jo raportissa",
  apply: "Tuo tiedot",
  applying: "Tallennetaan…",
  discard: "Hylkää",
  nothingToApply: "Ei muutettavaa: raportissa on jo nämä vastaukset.",
  applied: "Tuotu: {{written}} vastausta tallennettu ja {{comments}} kommenttia lisätty.",
  keptUntil: "Esikatselu säilyy klo {{time}} asti.",
}

export const sv: XbrlMessages = {
  exportTitle: "XBRL för banker och kunder",
  exportHelp:
    "Din rapport i EFRAG:s VSME-XBRL-format: xBRL-JSON för system och inline XBRL, en webbsida som människor kan läsa där varje siffra är märkt.",
  checking: "Rapporten kontrolleras…",
  checkAgain: "Kontrollera igen",
  ready: "Rapporten är klar för XBRL: {{count}} datapunkter.",
  errorsIntro: "De här svaren kan inte skrivas som XBRL. Rätta dem för att kunna ladda ner filerna:",
  warningsIntro:
    "De här obligatoriska datapunkterna i grundmodulen saknas. Du kan ladda ner filerna, men rapporten är inte klar än:",
  problems: {
    unknownConcept: "ingår inte i EFRAG:s VSME-taxonomi",
    wrongType: "värdet passar inte datapunkten",
    wrongUnit: "enheten passar inte datapunkten",
    wrongPeriod: "perioden passar inte datapunkten",
    yearMissing: "basåret eller målåret saknas",
    mandatoryMissing: "inte besvarad än",
  },
  language: "Språk för inline XBRL-sidan",
  downloadJson: "Ladda ner xBRL-JSON",
  downloadXhtml: "Ladda ner inline XBRL (.xhtml)",
  downloading: "Laddar ner…",
  downloaded: "Nedladdad: {{name}}.",
  importTitle: "Importera från EFRAG:s digitala mall",
  importHelp:
    "Ladda upp EFRAG:s digitala VSME-mall (.xlsx, version 1.0–1.3) eller en XBRL-rapport i xBRL-JSON, till exempel en som laddats ner här. Du ser vad som ändras innan något sparas.",
  file: "Fil",
  showChanges: "Visa ändringarna",
  reading: "Filen läses…",
  previewTitle: "Vad importen gör",
  source: { template: "EFRAG:s digitala mall {{version}}", xbrlJson: "XBRL-rapport (xBRL-JSON)" },
  summary: "{{new}} nya, {{changed}} ändras, {{unchanged}} oförändrade",
  filePeriod: "Period i filen: {{start}} – {{end}}.",
  currencyMismatch:
    "Beloppen i filen är i {{file}}, men företaget rapporterar i {{report}}. De importeras som de är.",
  leiOffered:
    "Filen identifierar företaget med LEI-koden {{lei}}. Om du vill att XBRL-rapporterna identifierar företaget med den, spara den i företagets uppgifter.",
  leiOfferedLink: "Öppna företagets uppgifter",
  switchesToComprehensive:
    "Filen har datapunkter från den omfattande modulen: importen ändrar rapporten till grundmodulen och den omfattande modulen.",
  columns: { question: "Fråga", change: "Ändring", now: "Nu", after: "Efter importen" },
  change: { new: "Ny", changed: "Ändras", unchanged: "Oförändrad" },
  skipped: "Överhoppad",
  rows: "Rader: {{count}}",
  incomplete: "Importerad, men några kolumner saknas: fyll i dem i formuläret.",
  unreadTitle: "Värden som inte importerades",
  unreadColumns: { place: "Var", datapoint: "Datapunkt", value: "Värde", reason: "Varför" },
  reasons: {
    unknownConcept: "Ingen datapunkt i VSME-taxonomin",
    invalidValue: "Värdet passar inte frågan",
    unknownMember: "Inget alternativ för frågan",
    unknownUnit: "Enheten känns inte igen",
    notInForm: "Det finns ingen plats för den i rapporten",
    needsInputs: "Beräknas från uppgifter som filen inte har: ange dem i formuläret",
    unknownVersion:
      "En version av mallen som tjänsten ännu inte känner till: cellerna lästes enligt EFRAGs namn, och allt som inte kunde läsas visas i den här listan",
  },
  commentsTitle: "Anmärkningar som läggs till som offentliga kommentarer",
  commentExists: "finns redan i rapporten",
  apply: "Importera",
  applying: "Sparar…",
  discard: "Förkasta",
  nothingToApply: "Inget att ändra: rapporten har redan de här svaren.",
  applied: "Importerat: {{written}} svar sparade och {{comments}} kommentarer tillagda.",
  keptUntil: "Förhandsvisningen sparas till kl. {{time}}.",
}
