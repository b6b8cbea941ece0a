import type { Locale } from "../i18n/Locale.js"
import { taxonomyWasteTypes } from "./taxonomyConcepts.generated.js"

/**
 * Names of European waste codes in the interface language. EFRAG's taxonomy names its 799 waste
 * members in English only, and no Finnish or Swedish copy of the whole list of wastes is among our
 * references, so the entries a small company meets most (packaging, separately collected municipal
 * waste, metals, construction waste, batteries, oils, electrical equipment) carry our Finnish and
 * Swedish names, worded as the Finnish list of wastes (jäteluettelo / avfallsförteckning) words them;
 * the rest keep the English name, marked as such in the picker. Hazardous or not is always said in
 * the interface language.
 */
const commonWasteNames: Readonly<Record<string, readonly [fi: string, sv: string]>> = {
  "080318": ["Tulostusvärijäte (muu kuin 08 03 17)", "Toneravfall (annat än 08 03 17)"],
  "120101": ["Rautametallien viilaus- ja sorvausjäte", "Filspån och svarvspån av järnmetall"],
  "120103": [
    "Muiden kuin rautametallien viilaus- ja sorvausjäte",
    "Filspån och svarvspån av icke-järnmetall",
  ],
  "120105": ["Muovin työstöjäte", "Spån av plast"],
  "130205": [
    "Mineraaliset klooraamattomat moottori-, vaihteisto- ja voiteluöljyt",
    "Mineraliska, icke-klorerade motor-, växellåds- och smörjoljor",
  ],
  "150101": ["Paperi- ja kartonkipakkaukset", "Förpackningar av papper och papp"],
  "150102": ["Muovipakkaukset", "Plastförpackningar"],
  "150103": ["Puupakkaukset", "Träförpackningar"],
  "150104": ["Metallipakkaukset", "Metallförpackningar"],
  "150105": ["Komposiittipakkaukset", "Kompositförpackningar"],
  "150106": ["Sekalaiset pakkaukset", "Blandade förpackningar"],
  "150107": ["Lasipakkaukset", "Glasförpackningar"],
  "150109": ["Tekstiilipakkaukset", "Textilförpackningar"],
  "150110": [
    "Pakkaukset, jotka sisältävät vaarallisten aineiden jäämiä tai ovat niiden saastuttamia",
    "Förpackningar som innehåller rester av eller är förorenade av farliga ämnen",
  ],
  "150202": [
    "Vaarallisten aineiden saastuttamat imeytys- ja suodatinmateriaalit, pyyhkeet ja suojavaatteet",
    "Absorbenter, filtermaterial, torkdukar och skyddskläder förorenade av farliga ämnen",
  ],
  "150203": [
    "Imeytys- ja suodatinmateriaalit, pyyhkeet ja suojavaatteet (muut kuin 15 02 02)",
    "Absorbenter, filtermaterial, torkdukar och skyddskläder (andra än 15 02 02)",
  ],
  "160103": ["Käytöstä poistetut renkaat", "Uttjänta däck"],
  "160601": ["Lyijyakut", "Blybatterier"],
  "170101": ["Betoni", "Betong"],
  "170107": [
    "Betonin, tiilten, laattojen ja keramiikan seokset (muut kuin 17 01 06)",
    "Blandningar av betong, tegel, klinker och keramik (andra än 17 01 06)",
  ],
  "170201": ["Puu", "Trä"],
  "170202": ["Lasi", "Glas"],
  "170203": ["Muovi", "Plast"],
  "170405": ["Rauta ja teräs", "Järn och stål"],
  "170407": ["Metallien seokset", "Blandade metaller"],
  "170904": [
    "Sekalaiset rakennus- ja purkujätteet (muut kuin 17 09 01, 17 09 02 ja 17 09 03)",
    "Blandat bygg- och rivningsavfall (annat än 17 09 01, 17 09 02 och 17 09 03)",
  ],
  "200101": ["Paperi ja kartonki", "Papper och papp"],
  "200102": ["Lasi", "Glas"],
  "200108": ["Biohajoava keittiö- ja ruokalajäte", "Biologiskt nedbrytbart köks- och restaurangavfall"],
  "200110": ["Vaatteet", "Kläder"],
  "200111": ["Tekstiilit", "Textilier"],
  "200121": ["Loisteputket ja muu elohopeaa sisältävä jäte", "Lysrör och annat kvicksilverhaltigt avfall"],
  "200125": ["Ruokaöljy ja -rasva", "Ätliga oljor och fetter"],
  "200133": [
    "Paristot ja akut, jotka sisältävät nimikkeisiin 16 06 01, 16 06 02 tai 16 06 03 kuuluvia paristoja tai akkuja",
    "Batterier och ackumulatorer som ingår i 16 06 01, 16 06 02 eller 16 06 03",
  ],
  "200134": ["Paristot ja akut (muut kuin 20 01 33)", "Batterier och ackumulatorer (andra än 20 01 33)"],
  "200135": [
    "Käytöstä poistetut sähkö- ja elektroniikkalaitteet, jotka sisältävät vaarallisia osia",
    "Kasserad elektrisk och elektronisk utrustning som innehåller farliga komponenter",
  ],
  "200136": [
    "Käytöstä poistetut sähkö- ja elektroniikkalaitteet (muut kuin 20 01 21, 20 01 23 ja 20 01 35)",
    "Kasserad elektrisk och elektronisk utrustning (annan än 20 01 21, 20 01 23 och 20 01 35)",
  ],
  "200138": ["Puu (muu kuin 20 01 37)", "Trä (annat än 20 01 37)"],
  "200139": ["Muovit", "Plast"],
  "200140": ["Metallit", "Metaller"],
  "200201": ["Biohajoava jäte", "Biologiskt nedbrytbart avfall"],
  "200301": ["Sekalainen yhdyskuntajäte", "Blandat kommunalt avfall"],
  "200307": ["Suurikokoinen jäte", "Skrymmande avfall"],
}

const hazardWords: Readonly<Record<Locale, readonly [hazardous: string, nonHazardous: string]>> = {
  fi: ["Vaarallinen jäte", "Tavanomainen jäte"],
  sv: ["Farligt avfall", "Icke-farligt avfall"],
  en: ["Hazardous", "Non-hazardous"],
}

/** A waste member's label: code, whether hazardous, and the name (in English where we have none). */
export interface WasteTypeLabel {
  readonly member: string
  readonly code: string
  readonly hazardous: boolean
  readonly label: string
  /** The language of the name part: "en" where no Finnish or Swedish name is at hand. */
  readonly nameLanguage: Locale
}

/** "15 01 01" from "150101". */
const spacedCode = (code: string) => code.replace(/^(\d\d)(\d\d)(\d\d)$/, "$1 $2 $3")

/** The English name in the taxonomy's label "15 01 01 - Non-Hazardous - Paper… [member]". */
const englishName = (label: string) =>
  label.replace(/\s*\[member\]$/, "").replace(/^\d\d \d\d \d\d\s*-\s*(Non-)?Hazardous\s*-\s*/i, "")

export const wasteTypeLabels = (locale: Locale): ReadonlyArray<WasteTypeLabel> =>
  taxonomyWasteTypes.map(([member, code, hazardous, label]) => {
    const own = commonWasteNames[code]
    const name = locale === "en" || !own ? englishName(label) : locale === "fi" ? own[0] : own[1]
    const hazard = hazardWords[locale][hazardous ? 0 : 1]
    return {
      member,
      code,
      hazardous,
      label: `${spacedCode(code)} · ${hazard} · ${name}`,
      nameLanguage: locale !== "en" && own ? locale : "en",
    }
  })

/** Codes that carry our own Finnish and Swedish names (for tests and the docs). */
export const wasteCodesWithOwnNames = Object.keys(commonWasteNames)
