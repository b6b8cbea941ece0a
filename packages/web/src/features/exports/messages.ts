/**
 * UI strings of the report downloads (issue 6: spreadsheet and badge on the review page). English is
 * the source; fi and sv have its shape. Plugged into the catalogues as the `exports` group. The
 * "requires an active subscription" text is core's `errors.SubscriptionRequired` (spec §6).
 */
export const en = {
  spreadsheetTitle: "Spreadsheet",
  spreadsheetHelp: "The whole report as an Excel file (.xlsx): a cover sheet and a sheet per area.",
  language: "Language",
  languages: { fi: "Finnish", en: "English", sv: "Swedish" },
  commentTypes: "Comments to include",
  commentTypesHelp: "Each type you choose gets its own column.",
  downloadSpreadsheet: "Download spreadsheet (.xlsx)",
  badgeTitle: "Badge",
  badgeHelp: "A badge for your website or e-mail signature, with your company's name and the year.",
  badgeType: "Type",
  badgeTypes: { company: "Company", accountingFirm: "Accounting firm" },
  year: "Year",
  downloadSvg: "Download badge (SVG)",
  downloadPng: "Download badge (PNG)",
  downloading: "Downloading…",
  downloaded: "Downloaded {{name}}.",
}
export type ExportsMessages = typeof en

export const fi: ExportsMessages = {
  spreadsheetTitle: "Taulukko",
  spreadsheetHelp:
    "Koko raportti Excel-tiedostona (.xlsx): kansilehti ja oma välilehti kullekin osa-alueelle.",
  language: "Kieli",
  languages: { fi: "suomi", en: "englanti", sv: "ruotsi" },
  commentTypes: "Mukaan otettavat kommentit",
  commentTypesHelp: "Jokainen valitsemasi tyyppi saa oman sarakkeen.",
  downloadSpreadsheet: "Lataa taulukko (.xlsx)",
  badgeTitle: "Merkki",
  badgeHelp: "Merkki verkkosivuillesi tai sähköpostin allekirjoitukseen, yrityksesi nimellä ja vuodella.",
  badgeType: "Tyyppi",
  badgeTypes: { company: "Yritys", accountingFirm: "Tilitoimisto" },
  year: "Vuosi",
  downloadSvg: "Lataa merkki (SVG)",
  downloadPng: "Lataa merkki (PNG)",
  downloading: "Ladataan…",
  downloaded: "Ladattu {{name}}.",
}

export const sv: ExportsMessages = {
  spreadsheetTitle: "Kalkylblad",
  spreadsheetHelp: "Hela rapporten som Excel-fil (.xlsx): ett försättsblad och ett blad för varje område.",
  language: "Språk",
  languages: { fi: "finska", en: "engelska", sv: "svenska" },
  commentTypes: "Kommentarer som tas med",
  commentTypesHelp: "Varje typ du väljer får en egen kolumn.",
  downloadSpreadsheet: "Ladda ner kalkylblad (.xlsx)",
  badgeTitle: "Märke",
  badgeHelp: "Ett märke för din webbplats eller e-postsignatur, med företagets namn och året.",
  badgeType: "Typ",
  badgeTypes: { company: "Företag", accountingFirm: "Redovisningsbyrå" },
  year: "År",
  downloadSvg: "Ladda ner märket (SVG)",
  downloadPng: "Ladda ner märket (PNG)",
  downloading: "Laddar ner…",
  downloaded: "{{name}} har laddats ner.",
}
