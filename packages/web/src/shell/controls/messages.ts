/**
 * Strings of the shared controls (shell/controls): progress figures and the file picker. English is
 * the source; fi and sv have its shape. Plugged into the catalogues as the `controls` group.
 */
export const en = {
  progressValue: "{{done}} / {{total}}",
  files: {
    drop: "Drag files here, or",
    dropOne: "Drag a file here, or",
    choose: "Choose files",
    chooseOne: "Choose a file",
    dropZone: "Drop files here",
    none: "No file chosen",
    chosen: "Chosen: {{names}}",
    clear: "Clear the choice",
  },
}

export const fi: typeof en = {
  progressValue: "{{done}} / {{total}}",
  files: {
    drop: "Vedä tiedostot tähän tai",
    dropOne: "Vedä tiedosto tähän tai",
    choose: "Valitse tiedostot",
    chooseOne: "Valitse tiedosto",
    dropZone: "Pudota tiedostot tähän",
    none: "Tiedostoa ei ole valittu",
    chosen: "Valittu: {{names}}",
    clear: "Tyhjennä valinta",
  },
}

export const sv: typeof en = {
  progressValue: "{{done}} / {{total}}",
  files: {
    drop: "Dra filer hit eller",
    dropOne: "Dra en fil hit eller",
    choose: "Välj filer",
    chooseOne: "Välj en fil",
    dropZone: "Släpp filer här",
    none: "Ingen fil vald",
    chosen: "Valt: {{names}}",
    clear: "Töm valet",
  },
}
