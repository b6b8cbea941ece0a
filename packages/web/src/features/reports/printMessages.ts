/**
 * UI strings of the printed review (cover, page frame, collapsed disclosures): the `reviewPrint`
 * group. English is the source; fi and sv have its shape.
 */
export const en = {
  coverTitle: "VSME sustainability report",
  company: "Company",
  businessId: "Business ID",
  report: "Report",
  period: "Reporting period",
  modules: "Modules",
  state: "Report state",
  completeness: "Completeness",
  completenessValue:
    "{{done}} of {{asked}} dealt with: {{complete}} complete, {{skipped}} skipped, {{incomplete}} incomplete",
  standard: "Standard",
  standardValue: "VSME, EFRAG (12/2024)",
  printed: "Printed",
  page: "Page",
  draftMark: "DRAFT",
  draftNote: "This report is a draft: it has not been marked ready.",
  answeredNo: "Does not apply: “{{question}}” was answered No.",
  leftOut: "Left out",
}
export type ReviewPrintMessages = typeof en

export const fi: ReviewPrintMessages = {
  coverTitle: "VSME-vastuullisuusraportti",
  company: "Yritys",
  businessId: "Y-tunnus",
  report: "Raportti",
  period: "Raportointikausi",
  modules: "Moduulit",
  state: "Raportin tila",
  completeness: "Valmius",
  completenessValue:
    "{{done}}/{{asked}} käsitelty: {{complete}} valmis, {{skipped}} ohitettu, {{incomplete}} kesken",
  standard: "Standardi",
  standardValue: "VSME, EFRAG (12/2024)",
  printed: "Tulostettu",
  page: "Sivu",
  draftMark: "LUONNOS",
  draftNote: "Raportti on luonnos: sitä ei ole merkitty valmiiksi.",
  answeredNo: "Ei koske: kysymykseen ”{{question}}” vastattiin Ei.",
  leftOut: "Jätetty pois",
}

export const sv: ReviewPrintMessages = {
  coverTitle: "VSME-hållbarhetsrapport",
  company: "Företag",
  businessId: "FO-nummer",
  report: "Rapport",
  period: "Rapporteringsperiod",
  modules: "Moduler",
  state: "Rapportens status",
  completeness: "Fullständighet",
  completenessValue:
    "{{done}} av {{asked}} behandlade: {{complete}} klara, {{skipped}} överhoppade, {{incomplete}} ofullständiga",
  standard: "Standard",
  standardValue: "VSME, EFRAG (12/2024)",
  printed: "Utskriven",
  page: "Sida",
  draftMark: "UTKAST",
  draftNote: "Rapporten är ett utkast: den har inte markerats som klar.",
  answeredNo: "Gäller inte: frågan ”{{question}}” besvarades med Nej.",
  leftOut: "Utelämnat",
}
