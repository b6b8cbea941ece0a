/**
 * UI strings of the superadmin tabs and the sortable, searchable admin tables: the `adminTables`
 * group. English is the source; fi and sv have its shape.
 */
export const en = {
  tabsLabel: "Admin areas",
  tabs: {
    companies: "Companies",
    people: "People",
    invoices: "Invoices",
    factors: "Factors",
    audit: "Audit",
    outbox: "Outbox",
  },
  sortBy: "Sort by {{column}}",
  sortedAscending: "sorted ascending",
  sortedDescending: "sorted descending",
  factorsTitle: "Emission factor library",
  factorsText:
    "The factors the GHG calculator offers: search, edit, import and export them on the factor library page.",
  factorsOpen: "Open the factor library",
  auditSearchHelp: "Action, person's e-mail address or company name.",
  auditCount: "Events: {{count}}",
  outboxSearchHelp: "Recipient's e-mail address or subject.",
  outboxCount: "Mails: {{count}}",
  outboxWhen: "Created",
  outboxTo: "Recipient",
  outboxSubject: "Subject",
  outboxKind: "Kind",
  outboxStateColumn: "State",
  outboxShow: "Show the text",
  outboxHide: "Hide the text",
}
export type AdminTableMessages = typeof en

export const fi: AdminTableMessages = {
  tabsLabel: "Ylläpidon osiot",
  tabs: {
    companies: "Yritykset",
    people: "Käyttäjät",
    invoices: "Laskut",
    factors: "Päästökertoimet",
    audit: "Tapahtumaloki",
    outbox: "Lähtevät viestit",
  },
  sortBy: "Lajittele: {{column}}",
  sortedAscending: "nousevassa järjestyksessä",
  sortedDescending: "laskevassa järjestyksessä",
  factorsTitle: "Päästökerroinkirjasto",
  factorsText:
    "Päästölaskurin tarjoamat kertoimet: hae, muokkaa, tuo ja vie niitä päästökerroinkirjaston sivulla.",
  factorsOpen: "Avaa päästökerroinkirjasto",
  auditSearchHelp: "Toiminto, henkilön sähköpostiosoite tai yrityksen nimi.",
  auditCount: "Tapahtumia: {{count}}",
  outboxSearchHelp: "Vastaanottajan sähköpostiosoite tai aihe.",
  outboxCount: "Viestejä: {{count}}",
  outboxWhen: "Luotu",
  outboxTo: "Vastaanottaja",
  outboxSubject: "Aihe",
  outboxKind: "Tyyppi",
  outboxStateColumn: "Tila",
  outboxShow: "Näytä teksti",
  outboxHide: "Piilota teksti",
}

export const sv: AdminTableMessages = {
  tabsLabel: "Administrationens delar",
  tabs: {
    companies: "Företag",
    people: "Användare",
    invoices: "Fakturor",
    factors: "Emissionsfaktorer",
    audit: "Händelselogg",
    outbox: "Utkorg",
  },
  sortBy: "Sortera efter {{column}}",
  sortedAscending: "stigande ordning",
  sortedDescending: "fallande ordning",
  factorsTitle: "Bibliotek med emissionsfaktorer",
  factorsText:
    "Faktorerna som utsläppskalkylatorn erbjuder: sök, redigera, importera och exportera dem på sidan för faktorbiblioteket.",
  factorsOpen: "Öppna faktorbiblioteket",
  auditSearchHelp: "Åtgärd, personens e-postadress eller företagets namn.",
  auditCount: "Händelser: {{count}}",
  outboxSearchHelp: "Mottagarens e-postadress eller ämne.",
  outboxCount: "Meddelanden: {{count}}",
  outboxWhen: "Skapat",
  outboxTo: "Mottagare",
  outboxSubject: "Ämne",
  outboxKind: "Typ",
  outboxStateColumn: "Status",
  outboxShow: "Visa texten",
  outboxHide: "Dölj texten",
}
