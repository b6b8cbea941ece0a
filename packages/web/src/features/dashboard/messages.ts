/**
 * Strings of the dashboard's report cards and first-report guide (docs/decisions/029). English is
 * the source; fi and sv have its shape. Plugged into the catalogues as the `home` group.
 */
export const en = {
  continue: "Continue",
  review: "Review",
  more: "More",
  moreFor: "More actions: {{title}}",
  openForm: "Open the form",
  progress: "Progress",
  sectionProgress: "Progress by section",
  edited: "Edited {{when}}",
  next: {
    section: "Next: {{section}}",
    review: "Nothing required is left: review the report and mark it ready.",
    ready: "Ready: lock the report once it is published.",
    locked: "Locked: copy the report to change it.",
  },
  empty: {
    title: "Getting started",
    lead: "A VSME report takes a few hours spread over a few days; the form keeps your place.",
    steps: {
      create:
        "Create a report for your financial year. What the company details already say is filled in for you.",
      answer:
        "Answer the questions section by section: General, Environment, Social and Governance. Skip a question with a reason and come back to it later.",
      review: "Review the report, mark it ready and download it as a spreadsheet, PDF or XBRL.",
    },
    create: "Create your first report",
  },
}

export const fi: typeof en = {
  continue: "Jatka",
  review: "Tarkastele",
  more: "Lisää",
  moreFor: "Lisää toimintoja: {{title}}",
  openForm: "Avaa lomake",
  progress: "Edistyminen",
  sectionProgress: "Edistyminen osioittain",
  edited: "Muokattu {{when}}",
  next: {
    section: "Seuraavaksi: {{section}}",
    review: "Pakollisia kysymyksiä ei ole jäljellä: tarkastele raporttia ja merkitse se valmiiksi.",
    ready: "Valmis: lukitse raportti, kun se on julkaistu.",
    locked: "Lukittu: kopioi raportti, jos haluat muuttaa sitä.",
  },
  empty: {
    title: "Näin pääset alkuun",
    lead: "VSME-raportti vie muutaman tunnin muutaman päivän aikana. Lomake muistaa, mihin jäit.",
    steps: {
      create: "Luo raportti tilikaudellesi. Yrityksen tiedoista saatavat vastaukset täytetään valmiiksi.",
      answer:
        "Vastaa kysymyksiin osio kerrallaan: yleiset tiedot, ympäristö, sosiaalinen vastuu ja hallintotapa. Voit ohittaa kysymyksen perustellen ja palata siihen myöhemmin.",
      review: "Tarkastele raporttia, merkitse se valmiiksi ja lataa se taulukkona, PDF:nä tai XBRL-muodossa.",
    },
    create: "Luo ensimmäinen raporttisi",
  },
}

export const sv: typeof en = {
  continue: "Fortsätt",
  review: "Granska",
  more: "Mer",
  moreFor: "Fler åtgärder: {{title}}",
  openForm: "Öppna formuläret",
  progress: "Framsteg",
  sectionProgress: "Framsteg per avsnitt",
  edited: "Ändrad {{when}}",
  next: {
    section: "Nästa: {{section}}",
    review: "Inga obligatoriska frågor återstår: granska rapporten och markera den som klar.",
    ready: "Klar: lås rapporten när den har publicerats.",
    locked: "Låst: kopiera rapporten om du vill ändra den.",
  },
  empty: {
    title: "Så kommer du i gång",
    lead: "En VSME-rapport tar några timmar under några dagar. Formuläret minns var du slutade.",
    steps: {
      create:
        "Skapa en rapport för ditt räkenskapsår. Det som framgår av företagets uppgifter fylls i åt dig.",
      answer:
        "Besvara frågorna avsnitt för avsnitt: allmänt, miljö, socialt ansvar och styrning. Hoppa över en fråga med en motivering och återkom till den senare.",
      review: "Granska rapporten, markera den som klar och ladda ner den som kalkylblad, PDF eller XBRL.",
    },
    create: "Skapa din första rapport",
  },
}
