import type { Locale } from "../i18n/Locale.js"
import type { ValidationMessageKey } from "../validation/messages.js"

/**
 * Validation messages the VSME answers need beyond the shared catalogue, in fi/en/sv. The shared
 * catalogues (i18n/messages.*.ts) spread them into their `validation` block, so every surface
 * translates `validation.<key>` alike.
 */
export const vsmeValidationMessages = {
  en: {
    invalidNumber: "Enter a number",
    numberTooLarge: "The number is too large – check the unit",
    mustBeWholeNumber: "Must be a whole number",
    mustBePercentage: "Must be between 0 and 100",
    invalidSeverity: "Choose 1 Low, 2 Moderate or 3 High",
    invalidUrl: "Enter a web address starting with http:// or https://",
    invalidCoordinates: "Check the coordinates: latitude −90…90, longitude −180…180",
    partsExceedTotal: "The parts add up to more than the total",
    massOrVolume: "Enter either a mass or a volume, not both",
    inOrNearNotBoth: "A site is either in or near a sensitive area, not both",
    chooseAtLeastOne: "Choose at least one",
    unknownSite: "Choose a site from the list of sites",
    describeOther: "Describe what “other” means",
  },
  fi: {
    invalidNumber: "Anna luku",
    numberTooLarge: "Luku on liian suuri – tarkista yksikkö",
    mustBeWholeNumber: "Anna kokonaisluku",
    mustBePercentage: "Anna luku väliltä 0–100",
    invalidSeverity: "Valitse 1 Vähäinen, 2 Kohtalainen tai 3 Suuri",
    invalidUrl: "Anna verkko-osoite, joka alkaa http:// tai https://",
    invalidCoordinates: "Tarkista koordinaatit: leveysaste −90…90, pituusaste −180…180",
    partsExceedTotal: "Osien summa on suurempi kuin kokonaismäärä",
    massOrVolume: "Anna joko paino tai tilavuus, ei molempia",
    inOrNearNotBoth: "Toimipaikka on joko herkällä alueella tai sen lähellä, ei molempia",
    chooseAtLeastOne: "Valitse vähintään yksi",
    unknownSite: "Valitse toimipaikka toimipaikkaluettelosta",
    describeOther: "Kerro, mitä ”muu” tarkoittaa",
  },
  sv: {
    invalidNumber: "Ange ett tal",
    numberTooLarge: "Talet är för stort – kontrollera enheten",
    mustBeWholeNumber: "Ange ett heltal",
    mustBePercentage: "Ange ett tal mellan 0 och 100",
    invalidSeverity: "Välj 1 Låg, 2 Måttlig eller 3 Hög",
    invalidUrl: "Ange en webbadress som börjar med http:// eller https://",
    invalidCoordinates: "Kontrollera koordinaterna: latitud −90…90, longitud −180…180",
    partsExceedTotal: "Delarna är tillsammans större än totalen",
    massOrVolume: "Ange antingen vikt eller volym, inte båda",
    inOrNearNotBoth: "En plats ligger antingen i eller nära ett känsligt område, inte båda",
    chooseAtLeastOne: "Välj minst ett alternativ",
    unknownSite: "Välj en plats ur platslistan",
    describeOther: "Beskriv vad ”annat” avser",
  },
} as const satisfies Record<Locale, Record<string, string>>

export type VsmeValidationMessageKey = `validation.${keyof (typeof vsmeValidationMessages)["en"]}`

/** A message key an answer Schema may produce: the shared catalogue's or one of ours. */
export type AnswerMessageKey = ValidationMessageKey | VsmeValidationMessageKey

/** Annotation putting a catalogue key into the parse issue (as `withMessage`, for our keys too). */
export const vsmeMessage = (key: AnswerMessageKey) => ({ message: () => key })
