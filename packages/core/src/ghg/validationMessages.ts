import type { Locale } from "../i18n/Locale.js"
import type { ValidationMessageKey } from "../validation/messages.js"
import type { VsmeValidationMessageKey } from "../vsme/validationMessages.js"

/**
 * Validation messages of the greenhouse-gas calculation and the emission-factor library, in fi/en/sv.
 * The shared catalogues (i18n/messages.*.ts) spread them into their `validation` block, so every
 * surface translates `validation.<key>` alike. The two English texts of spec §5 are kept verbatim.
 */
export const ghgValidationMessages = {
  en: {
    factorRequired: "Factor is required",
    factorUnitMismatch: "Selected factor unit does not match row unit",
    factorTypeMismatch: "The selected factor is for another type of row",
    marketFactorOnlyForElectricity: "Only electricity and heat rows have a market-based factor",
    scope3CategoryRequired: "Choose the scope 3 category (1–15)",
    invalidScope3Category: "Choose a scope 3 category between 1 and 15",
    scopeMismatch: "The scope does not match the row type",
    scope2BasisRequired: "Choose location-based or market-based",
    factorBasisMismatch:
      "Choose a location-based factor here and a market-based one as the market-based factor",
    unknownUnit: "Choose a unit from the list",
    invalidValidityPeriod: "Enter a year or a range of years (e.g. 2024, 2021/2023 or 2021/..)",
    invalidFactorCountry: "Enter a two-letter country code, EU or GLOBAL",
    invalidFactorId: "Use lower-case letters, digits and hyphens only",
    calculationHasNoRows: "Add at least one row before marking the calculation ready",
    factorNotValidForPeriod: "The factor is not valid for the calculation period",
    factorIdTaken: "A factor with this id already exists",
    factorVersionOverlap:
      "Another version of this factor is valid in some of the same years; change the validity or the name",
    duplicateFactorId: "This factor id is already on line {{line}}",
    missingFactorColumn: "The header row has no column {{column}}",
    factorFileEncoding:
      "The file is in {{encoding}}, which the import does not read. In Excel, save it as “CSV UTF-8 (Comma delimited)”.",
    factorFileEncodingUnknown:
      "The file is not UTF-8 or Windows-1252 text. In Excel, save it as “CSV UTF-8 (Comma delimited)”.",
    nothingToFill: "Every scope of the calculation is excluded, so it has nothing to fill in",
  },
  fi: {
    factorRequired: "Kerroin on pakollinen",
    factorUnitMismatch: "Valitun kertoimen yksikkö ei vastaa rivin yksikköä",
    factorTypeMismatch: "Valittu kerroin on tarkoitettu toisen tyyppiselle riville",
    marketFactorOnlyForElectricity: "Markkinaperusteinen kerroin on vain sähkö- ja lämpöriveillä",
    scope3CategoryRequired: "Valitse scope 3 -luokka (1–15)",
    invalidScope3Category: "Valitse scope 3 -luokka väliltä 1–15",
    scopeMismatch: "Scope ei vastaa rivin tyyppiä",
    scope2BasisRequired: "Valitse sijaintiperusteinen tai markkinaperusteinen",
    factorBasisMismatch:
      "Valitse tähän sijaintiperusteinen kerroin ja markkinaperusteiseksi kertoimeksi markkinaperusteinen",
    unknownUnit: "Valitse yksikkö luettelosta",
    invalidValidityPeriod: "Anna vuosi tai vuosiväli (esim. 2024, 2021/2023 tai 2021/..)",
    invalidFactorCountry: "Anna kaksikirjaiminen maakoodi, EU tai GLOBAL",
    invalidFactorId: "Käytä vain pieniä kirjaimia, numeroita ja yhdysviivoja",
    calculationHasNoRows: "Lisää vähintään yksi rivi ennen kuin merkitset laskelman valmiiksi",
    factorNotValidForPeriod: "Kerroin ei ole voimassa laskelman jaksolla",
    factorIdTaken: "Tällä tunnisteella on jo kerroin",
    factorVersionOverlap:
      "Tämän kertoimen toinen versio on voimassa osittain samoina vuosina; muuta voimassaoloa tai nimeä",
    duplicateFactorId: "Tämä kertoimen tunniste on jo rivillä {{line}}",
    missingFactorColumn: "Otsikkoriviltä puuttuu sarake {{column}}",
    factorFileEncoding:
      "Tiedoston merkistö on {{encoding}}, jota tuonti ei lue. Tallenna tiedosto Excelissä muodossa ”CSV UTF-8 (pilkuin eroteltu)”.",
    factorFileEncodingUnknown:
      "Tiedosto ei ole UTF-8- eikä Windows-1252-merkistöistä tekstiä. Tallenna tiedosto Excelissä muodossa ”CSV UTF-8 (pilkuin eroteltu)”.",
    nothingToFill: "Laskelman kaikki scopet on rajattu pois, joten siitä ei ole täytettävää",
  },
  sv: {
    factorRequired: "Faktor krävs",
    factorUnitMismatch: "Den valda faktorns enhet motsvarar inte radens enhet",
    factorTypeMismatch: "Den valda faktorn gäller en annan typ av rad",
    marketFactorOnlyForElectricity: "Endast el- och värmerader har en marknadsbaserad faktor",
    scope3CategoryRequired: "Välj scope 3-kategori (1–15)",
    invalidScope3Category: "Välj en scope 3-kategori mellan 1 och 15",
    scopeMismatch: "Scope motsvarar inte radens typ",
    scope2BasisRequired: "Välj platsbaserad eller marknadsbaserad",
    factorBasisMismatch: "Välj här en platsbaserad faktor och en marknadsbaserad som marknadsbaserad faktor",
    unknownUnit: "Välj en enhet ur listan",
    invalidValidityPeriod: "Ange ett år eller ett intervall av år (t.ex. 2024, 2021/2023 eller 2021/..)",
    invalidFactorCountry: "Ange en landskod med två bokstäver, EU eller GLOBAL",
    invalidFactorId: "Använd endast små bokstäver, siffror och bindestreck",
    calculationHasNoRows: "Lägg till minst en rad innan beräkningen markeras som klar",
    factorNotValidForPeriod: "Faktorn gäller inte för beräkningens period",
    factorIdTaken: "Det finns redan en faktor med denna identifierare",
    factorVersionOverlap:
      "En annan version av faktorn gäller under delvis samma år; ändra giltigheten eller namnet",
    duplicateFactorId: "Detta faktor-id finns redan på rad {{line}}",
    missingFactorColumn: "Rubrikraden saknar kolumnen {{column}}",
    factorFileEncoding:
      "Filen är kodad i {{encoding}}, som importen inte läser. Spara filen i Excel som ”CSV UTF-8 (kommaavgränsad)”.",
    factorFileEncodingUnknown:
      "Filen är inte text i UTF-8 eller Windows-1252. Spara filen i Excel som ”CSV UTF-8 (kommaavgränsad)”.",
    nothingToFill: "Alla scope i beräkningen är undantagna, så det finns inget att fylla i",
  },
} as const satisfies Record<Locale, Record<string, string>>

export type GhgValidationMessageKey = `validation.${keyof (typeof ghgValidationMessages)["en"]}`

/** A message key a GHG Schema may produce: the shared catalogue's, the VSME answers' or ours. */
export type GhgMessageKey = ValidationMessageKey | VsmeValidationMessageKey | GhgValidationMessageKey

/** Annotation putting a catalogue key into the parse issue (as `withMessage`, for our keys too). */
export const ghgMessage = (key: GhgMessageKey) => ({ message: () => key })

/** The same key as the whole message of a Schema (overriding inner messages, as for literals). */
export const ghgOverride = (key: GhgMessageKey) => ({
  message: () => ({ message: key, override: true }),
})
