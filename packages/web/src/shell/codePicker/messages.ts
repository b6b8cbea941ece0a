/**
 * Strings of the searchable code picker (NACE codes, countries, waste types). English is the source;
 * fi and sv have its shape. Plugged into the catalogues as the `codePicker` group.
 */
export const en = {
  showAll: "Show the list",
  searchHelp: "Type a code or words of the name, then choose from the list.",
  noMatches: "Nothing matches “{{query}}”.",
  moreMatches: "Showing the first {{shown}}; type more to narrow the list.",
  chosen: "Chosen",
  noneChosen: "Nothing chosen yet.",
  remove: "Remove {{name}}",
  clear: "Clear the choice",
}

export const fi: typeof en = {
  showAll: "Näytä luettelo",
  searchHelp: "Kirjoita koodi tai nimen sanoja ja valitse luettelosta.",
  noMatches: "Haulla ”{{query}}” ei löytynyt mitään.",
  moreMatches: "Näytetään {{shown}} ensimmäistä. Tarkenna hakua kirjoittamalla lisää.",
  chosen: "Valitut",
  noneChosen: "Mitään ei ole vielä valittu.",
  remove: "Poista {{name}}",
  clear: "Tyhjennä valinta",
}

export const sv: typeof en = {
  showAll: "Visa listan",
  searchHelp: "Skriv en kod eller ord ur namnet och välj sedan i listan.",
  noMatches: "Inget matchar ”{{query}}”.",
  moreMatches: "De {{shown}} första visas. Skriv mer för att begränsa listan.",
  chosen: "Valda",
  noneChosen: "Inget har valts ännu.",
  remove: "Ta bort {{name}}",
  clear: "Töm valet",
}
