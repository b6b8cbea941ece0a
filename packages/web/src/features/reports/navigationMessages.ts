/**
 * Strings of the report form's question navigation and its "where you are" line (docs/decisions/029).
 * English is the source; fi and sv have its shape. Plugged into the catalogues as `reportNav`.
 */
export const en = {
  /** The phone's drawer button: the list is one tap away, with the current place on the button. */
  showList: "All questions",
  hideList: "Close the question list",
  /** "B3 Energy and greenhouse gas emissions · 4 of 9" */
  whereYouAre: "{{disclosure}} · {{step}} of {{count}}",
  disclosureProgress: "{{done}} of {{total}} done",
  collapse: "Collapse {{name}}",
  expand: "Expand {{name}}",
  overall: "Whole report",
  other: "Other information",
}

export const fi: typeof en = {
  showList: "Kaikki kysymykset",
  hideList: "Sulje kysymysluettelo",
  whereYouAre: "{{disclosure}} · {{step}}/{{count}}",
  disclosureProgress: "{{done}}/{{total}} valmiina",
  collapse: "Pienennä {{name}}",
  expand: "Laajenna {{name}}",
  overall: "Koko raportti",
  other: "Muut tiedot",
}

export const sv: typeof en = {
  showList: "Alla frågor",
  hideList: "Stäng frågelistan",
  whereYouAre: "{{disclosure}} · {{step}} av {{count}}",
  disclosureProgress: "{{done}} av {{total}} klara",
  collapse: "Fäll ihop {{name}}",
  expand: "Fäll ut {{name}}",
  overall: "Hela rapporten",
  other: "Övrig information",
}
