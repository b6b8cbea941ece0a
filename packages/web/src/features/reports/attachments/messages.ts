/**
 * UI strings of the attachments panel (report form and review). English is the source; fi and sv have
 * its shape (their type says so). Plugged into the catalogues as the `attachments` group.
 */
export const en = {
  title: "Attachments",
  none: "No attachments yet.",
  afterSaving: "Attachments can only be uploaded after saving",
  chooseFiles: "Files to attach",
  help: "PDF files, PNG, JPEG or WebP images, Excel, Word, PowerPoint or OpenDocument files, and CSV or text files, up to {{size}} each.",
  upload: "Upload",
  uploading: "Uploading…",
  uploaded: "Upload complete.",
  downloadLabel: "Download {{name}}",
  delete: "Delete",
  deleteLabel: "Delete {{name}}",
  confirmDelete: "Delete the attachment {{name}}? This cannot be undone.",
  formerUser: "Former user",
  tooLarge: "{{name}} is too large. The largest file allowed is {{size}}.",
  failed: "{{name}}: {{reason}}",
  question: "Question",
  size: "Size",
  addedBy: "Added by",
}

type Shape<T> = { readonly [K in keyof T]: T[K] extends string ? string : Shape<T[K]> }
export type AttachmentMessages = Shape<typeof en>

export const fi: AttachmentMessages = {
  title: "Liitteet",
  none: "Ei vielä liitteitä.",
  afterSaving: "Liitteitä voi lisätä vasta tallentamisen jälkeen",
  chooseFiles: "Liitettävät tiedostot",
  help: "PDF-tiedostot, PNG-, JPEG- tai WebP-kuvat, Excel-, Word-, PowerPoint- tai OpenDocument-tiedostot sekä CSV- ja tekstitiedostot, enintään {{size}} tiedostoa kohden.",
  upload: "Lähetä",
  uploading: "Lähetetään…",
  uploaded: "Liitteet on lähetetty.",
  downloadLabel: "Lataa {{name}}",
  delete: "Poista",
  deleteLabel: "Poista {{name}}",
  confirmDelete: "Poistetaanko liite {{name}}? Poistoa ei voi perua.",
  formerUser: "Poistettu käyttäjä",
  tooLarge: "{{name}} on liian suuri. Suurin sallittu koko on {{size}}.",
  failed: "{{name}}: {{reason}}",
  question: "Kysymys",
  size: "Koko",
  addedBy: "Lisääjä",
}

export const sv: AttachmentMessages = {
  title: "Bilagor",
  none: "Inga bilagor ännu.",
  afterSaving: "Bilagor kan laddas upp först när du har sparat",
  chooseFiles: "Filer att bifoga",
  help: "Pdf-filer, PNG-, JPEG- eller WebP-bilder, Excel-, Word-, PowerPoint- eller OpenDocument-filer samt csv- och textfiler, högst {{size}} per fil.",
  upload: "Ladda upp",
  uploading: "Laddar upp…",
  uploaded: "Bilagorna har laddats upp.",
  downloadLabel: "Ladda ned {{name}}",
  delete: "Ta bort",
  deleteLabel: "Ta bort {{name}}",
  confirmDelete: "Vill du ta bort bilagan {{name}}? Det går inte att ångra.",
  formerUser: "Tidigare användare",
  tooLarge: "{{name}} är för stor. Den största tillåtna storleken är {{size}}.",
  failed: "{{name}}: {{reason}}",
  question: "Fråga",
  size: "Storlek",
  addedBy: "Tillagd av",
}
