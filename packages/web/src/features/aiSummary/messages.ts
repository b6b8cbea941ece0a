/**
 * UI strings of the AI summary panel (issue 8; spec §3, §4, §8). English is the source; fi and sv
 * have its shape (their type says so). Plugged into the catalogues as the `aiSummary` group.
 */
export const en = {
  title: "AI summary",
  intro:
    "A short summary of this report written by an AI language model from your answers: your sustainability position, key figures, strengths, gaps and next steps.",
  none: "No AI summary has been made of this report yet.",
  create: "Create AI summary",
  regenerate: "Create a new summary",
  retry: "Try again",
  language: "Language of the summary",
  pending: "Analysing the report…",
  generating: "Writing the summary…",
  failed:
    "The AI summary could not be created. Please try again. If the problem continues, contact customer service.",
  outOfDate:
    "The report has changed since this summary was made, so it may no longer match your answers. Create a new summary to bring it up to date.",
  madeFrom: "Made on {{date}} by {{name}}, in {{language}}, from the report as edited on {{edited}}.",
  madeFromNoName: "Made on {{date}}, in {{language}}, from the report as edited on {{edited}}.",
  mismatchesTitle: "Check the highlighted figures",
  mismatches:
    "These figures in the summary were not found in the report's data: {{figures}}. The AI may have made them up or calculated them; check them before you use the summary.",
  mismatchMark: "Figure not found in the report data",
  aiNote: "Written by AI. Check it before you use it.",
  usage: "{{used}} of {{limit}} AI summaries used by your company in the last 24 hours.",
  earlierTitle: "Earlier summaries ({{count}})",
  earlierItem: "{{date}}, {{language}}",
  earlierOutOfDate: "made from an older version of the report",
  show: "Show",
  hide: "Hide",
  earlierHeading: "Summary of {{date}}",
  notConfigured:
    "AI summaries are not in use in this service, because no AI language model has been set up. You can still get an automatic summary of your report's key figures.",
  showKeyFigures: "Show the key-figures summary",
  hideKeyFigures: "Hide the key-figures summary",
  keyFiguresTitle: "Key figures (automatic summary)",
  keyFiguresNote: "Made automatically from your answers by fixed rules, not by AI.",
  languages: { fi: "Finnish", en: "English", sv: "Swedish" },
}

export const fi: typeof en = {
  title: "Tekoälytiivistelmä",
  intro:
    "Tekoälykielimallin vastaustenne perusteella kirjoittama lyhyt tiivistelmä raportista: vastuullisuuden tila, tunnusluvut, vahvuudet, puutteet ja seuraavat askeleet.",
  none: "Raportista ei ole vielä tehty tekoälytiivistelmää.",
  create: "Tee tekoälytiivistelmä",
  regenerate: "Tee uusi tiivistelmä",
  retry: "Yritä uudelleen",
  language: "Tiivistelmän kieli",
  pending: "Raporttia analysoidaan…",
  generating: "Tiivistelmää kirjoitetaan…",
  failed:
    "Tekoälytiivistelmää ei voitu tehdä. Yritä uudelleen. Jos ongelma jatkuu, ota yhteyttä asiakaspalveluun.",
  outOfDate:
    "Raporttia on muutettu tämän tiivistelmän jälkeen, joten se ei ehkä enää vastaa vastauksianne. Tee uusi tiivistelmä, niin se on ajan tasalla.",
  madeFrom:
    "Tehty {{date}}, tekijä {{name}}, kieli {{language}}. Pohjana raportti sellaisena kuin se oli {{edited}}.",
  madeFromNoName: "Tehty {{date}}, kieli {{language}}. Pohjana raportti sellaisena kuin se oli {{edited}}.",
  mismatchesTitle: "Tarkista korostetut luvut",
  mismatches:
    "Näitä tiivistelmän lukuja ei löytynyt raportin tiedoista: {{figures}}. Tekoäly on voinut keksiä tai laskea ne itse; tarkista ne ennen kuin käytät tiivistelmää.",
  mismatchMark: "Lukua ei löytynyt raportin tiedoista",
  aiNote: "Tekoälyn kirjoittama. Tarkista teksti ennen käyttöä.",
  usage: "Yrityksenne on käyttänyt viimeisen vuorokauden aikana {{used}}/{{limit}} tekoälytiivistelmää.",
  earlierTitle: "Aiemmat tiivistelmät ({{count}})",
  earlierItem: "{{date}}, {{language}}",
  earlierOutOfDate: "tehty raportin vanhemmasta versiosta",
  show: "Näytä",
  hide: "Piilota",
  earlierHeading: "Tiivistelmä {{date}}",
  notConfigured:
    "Tekoälytiivistelmät eivät ole käytössä tässä palvelussa, koska tekoälykielimallia ei ole otettu käyttöön. Voit silti saada automaattisen yhteenvedon raportin tunnusluvuista.",
  showKeyFigures: "Näytä tunnuslukujen yhteenveto",
  hideKeyFigures: "Piilota tunnuslukujen yhteenveto",
  keyFiguresTitle: "Tunnusluvut (automaattinen yhteenveto)",
  keyFiguresNote: "Tehty automaattisesti vastauksistanne kiinteillä säännöillä, ei tekoälyllä.",
  languages: { fi: "suomi", en: "englanti", sv: "ruotsi" },
}

export const sv: typeof en = {
  title: "AI-sammanfattning",
  intro:
    "En kort sammanfattning av rapporten som en AI-språkmodell har skrivit utifrån era svar: hållbarhetsläget, nyckeltal, styrkor, brister och nästa steg.",
  none: "Ingen AI-sammanfattning har gjorts av rapporten ännu.",
  create: "Gör en AI-sammanfattning",
  regenerate: "Gör en ny sammanfattning",
  retry: "Försök igen",
  language: "Sammanfattningens språk",
  pending: "Rapporten analyseras…",
  generating: "Sammanfattningen skrivs…",
  failed: "AI-sammanfattningen kunde inte göras. Försök igen. Om problemet kvarstår, kontakta kundtjänst.",
  outOfDate:
    "Rapporten har ändrats sedan sammanfattningen gjordes, så den stämmer kanske inte längre med era svar. Gör en ny sammanfattning för att uppdatera den.",
  madeFrom: "Gjord {{date}} av {{name}}, på {{language}}, utifrån rapporten som den var {{edited}}.",
  madeFromNoName: "Gjord {{date}}, på {{language}}, utifrån rapporten som den var {{edited}}.",
  mismatchesTitle: "Kontrollera de markerade siffrorna",
  mismatches:
    "Dessa siffror i sammanfattningen finns inte i rapportens uppgifter: {{figures}}. AI:n kan ha hittat på eller räknat ut dem själv; kontrollera dem innan du använder sammanfattningen.",
  mismatchMark: "Siffran finns inte i rapportens uppgifter",
  aiNote: "Skriven av AI. Kontrollera texten innan du använder den.",
  usage: "Ert företag har använt {{used}} av {{limit}} AI-sammanfattningar under det senaste dygnet.",
  earlierTitle: "Tidigare sammanfattningar ({{count}})",
  earlierItem: "{{date}}, {{language}}",
  earlierOutOfDate: "gjord av en äldre version av rapporten",
  show: "Visa",
  hide: "Dölj",
  earlierHeading: "Sammanfattning {{date}}",
  notConfigured:
    "AI-sammanfattningar används inte i den här tjänsten, eftersom ingen AI-språkmodell har konfigurerats. Du kan ändå få en automatisk sammanställning av rapportens nyckeltal.",
  showKeyFigures: "Visa sammanställningen av nyckeltal",
  hideKeyFigures: "Dölj sammanställningen av nyckeltal",
  keyFiguresTitle: "Nyckeltal (automatisk sammanställning)",
  keyFiguresNote: "Gjord automatiskt av era svar enligt fasta regler, inte av AI.",
  languages: { fi: "finska", en: "engelska", sv: "svenska" },
}
