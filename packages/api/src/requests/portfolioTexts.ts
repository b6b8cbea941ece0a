import type { DataQuality, Locale } from "@vsme/core"
import { requestStatusNames, type DeclineReason } from "@vsme/sdk"

/**
 * The words of the portfolio downloads (issue 32) in the three languages: the company columns,
 * statuses, decline reasons and the data-quality words (core requests/dataQuality.ts; Dataland's
 * Audited / Reported / Estimated, with "calculated" for the GHG calculator's figures).
 */
const en = {
  company: "Company",
  businessId: "Business ID",
  email: "Contact e-mail",
  status: "Status",
  lastChange: "Last change (UTC)",
  declined: "Declined: reason",
  declinedText: "Declined: explanation",
  reportTitle: "Report",
  sharedAt: "Shared version",
  currency: "Currency",
  quality: "quality",
  pcaf: "PCAF score",
  table: "table",
  beyondVsme: "beyond the VSME",
  declinedAnswer: "declined",
  yes: "yes",
  no: "no",
}
type PortfolioTextKey = keyof typeof en

const fi: Record<PortfolioTextKey, string> = {
  company: "Yritys",
  businessId: "Y-tunnus",
  email: "Yhteyshenkilön sähköposti",
  status: "Tila",
  lastChange: "Viimeisin muutos (UTC)",
  declined: "Kieltäytynyt: syy",
  declinedText: "Kieltäytynyt: perustelu",
  reportTitle: "Raportti",
  sharedAt: "Jaettu versio",
  currency: "Valuutta",
  quality: "laatu",
  pcaf: "PCAF-pisteet",
  table: "taulukko",
  beyondVsme: "VSME:n ulkopuolinen",
  declinedAnswer: "kieltäytynyt",
  yes: "kyllä",
  no: "ei",
}

const sv: Record<PortfolioTextKey, string> = {
  company: "Företag",
  businessId: "FO-nummer",
  email: "Kontaktpersonens e-post",
  status: "Status",
  lastChange: "Senaste ändring (UTC)",
  declined: "Avböjt: orsak",
  declinedText: "Avböjt: motivering",
  reportTitle: "Rapport",
  sharedAt: "Delad version",
  currency: "Valuta",
  quality: "kvalitet",
  pcaf: "PCAF-poäng",
  table: "tabell",
  beyondVsme: "utöver VSME",
  declinedAnswer: "avböjt",
  yes: "ja",
  no: "nej",
}

const texts: Record<Locale, Record<PortfolioTextKey, string>> = { en, fi, sv }
export const portfolioText = (locale: Locale, key: PortfolioTextKey) => texts[locale][key]

/** The status column says what `vsme requests status` says (sdk requestStatusNames). */
export const statusNames = requestStatusNames

export const declineReasonNames: Record<Locale, Record<DeclineReason, string>> = {
  en: {
    notApplicable: "does not apply to us",
    notAvailable: "not available",
    beyondVsme: "beyond the VSME – declined",
    other: "other",
  },
  fi: {
    notApplicable: "ei koske meitä",
    notAvailable: "tietoa ei ole saatavilla",
    beyondVsme: "VSME:n ulkopuolinen – emme vastaa",
    other: "muu syy",
  },
  sv: {
    notApplicable: "gäller inte oss",
    notAvailable: "uppgiften finns inte",
    beyondVsme: "utöver VSME – avböjt",
    other: "annat",
  },
}

export const qualityNames: Record<Locale, Record<DataQuality, string>> = {
  en: { verified: "verified", calculated: "calculated", estimated: "estimated", reported: "reported" },
  fi: { verified: "varmennettu", calculated: "laskettu", estimated: "arvio", reported: "ilmoitettu" },
  sv: { verified: "verifierad", calculated: "beräknad", estimated: "uppskattad", reported: "rapporterad" },
}
