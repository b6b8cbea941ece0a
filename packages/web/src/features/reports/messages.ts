/**
 * Strings of the dashboard, the report form and the review page. English is the source; fi and sv
 * have the same shape (their type says so). Spec §5 messages come from core's `validation` group.
 */
export const dashboardEn = {
  title: "Dashboard",
  description: "Your sustainability reports and the areas they cover.",
  environment: "Environment",
  environmentDescription: "Energy, greenhouse-gas emissions, pollution, water, biodiversity and waste.",
  social: "Social",
  socialDescription: "Your workforce: employees, health and safety, pay and training.",
  governance: "Governance",
  governanceDescription: "Business conduct: corruption, bribery and the policies that prevent them.",
  reportsTitle: "Reports",
  reports: {
    create: "Create new report",
    empty: "No reports yet. Create your first report to get started.",
    title: "Title",
    period: "Period",
    module: "Module",
    state: "State",
    completeness: "Progress",
    edited: "Edited",
    actions: "Actions",
    basic: "Basic",
    basicAndComprehensive: "Basic and Comprehensive",
    progress: "{{done}} / {{total}}",
    review: "Review",
    final: "Go to final",
    rename: "Rename",
    copy: "Copy",
    delete: "Delete",
    renamed: "The report was renamed.",
    copied: "The report was copied.",
    deleted: "The report was deleted.",
    renameTitle: "Rename report",
    copyTitle: "Copy report",
    copyDescription:
      "The copy is a new draft with the same answers. Comments and attachments are copied only if you choose.",
    copyOf: "Copy of {{title}}",
    copyComments: "Copy comments",
    copyAttachments: "Copy attachments",
    deleteTitle: "Delete report",
    deleteConfirm:
      "Delete the report “{{title}}” with its answers, comments and attachments? This cannot be undone.",
  },
  create: {
    title: "Create new report",
    defaultTitle: "Sustainability report {{year}}",
    startDate: "Start date",
    endDate: "End date",
    startFrom: "Start from a previous report",
    startEmpty: "Start with an empty report",
    startFromHelp: "The answers are copied, so you only update what changed since the previous year.",
    submit: "Create report",
  },
}

export const reportsEn = {
  formTitle: "Report",
  formDescription: "Answer the questions of the general, environment, social and governance sections.",
  reviewTitle: "Review report",
  reviewDescription: "Check the answers, download the report and manage attachments.",
  sections: {
    general: "General",
    environment: "Environment",
    social: "Social",
    governance: "Governance",
    final: "Final",
  },
  units: {
    hours: "h",
    kind: {
      energy: "Energy unit",
      ghgEmissions: "Emissions unit",
      mass: "Mass unit",
      volume: "Volume unit",
      area: "Area unit",
    },
  },
  form: {
    perMillion: "tCO2e per million {{currency}}",
    progress: "Done {{done}} of {{total}}",
    skipToQuestion: "Skip to the question",
    fromAccount: "Filled in from the company details. You can change it here.",
    accountDetails: "Company: {{name}}, Business ID {{businessId}} (from the company details).",
    editAccount: "Edit company details",
    unitOf: "Unit: {{label}}",
    yes: "Yes",
    no: "No",
    choose: "Choose…",
    multiSelectHelp: "Hold Ctrl (Cmd on a Mac) to choose more than one.",
    latitude: "Latitude",
    longitude: "Longitude",
    calculated: "Calculated",
    notYetCalculated: "calculated when the figures it needs are given",
    given: "Given, not calculated",
    givenHint:
      "The figure came as such in the imported file, without the figures it is calculated from. Enter them above to calculate it instead.",
    otherInformation: "Other information",
    saving: "Saving…",
    savedAt: "Saved at {{time}}",
    saved: "Saved.",
    resaving:
      "Your answer is kept on this device and saved automatically as soon as the service answers again.",
    review: "Review report",
    readOnly:
      "This report is locked because it has been published or audited. Copy it on the dashboard to make changes.",
    finalStep: "Final step",
    stepOf: "question {{step}} of {{count}}",
    stepNavigation: "Questions",
    previous: "Previous",
    next: "Save and next",
    toFinal: "Save and go to final",
    questionList: "Questions of the report",
    doesNotApply: "Does not apply to your company based on your earlier answers",
  },
  table: {
    actions: "Row actions",
    addRow: "Add row",
    removeRow: "Remove row",
  },
  obligation: {
    mandatory: "Mandatory",
    ifApplicable: "If applicable",
    optional: "Optional",
  },
  state: {
    incomplete: "Incomplete",
    skipped: "Skipped",
    complete: "Complete",
  },
  reportState: {
    draft: "Draft",
    ready: "Ready",
    locked: "Locked",
  },
  skip: {
    reasonLabel: "Reason for skipping",
    skip: "Skip question",
    skippedBecause: "Skipped: {{reason}}",
    answerInstead: "Answer instead",
    reasons: {
      notApplicable: "Not applicable to our company",
      notAvailable: "Information not available",
      classified: "Classified or sensitive information",
    },
  },
  comments: {
    open: "Comments ({{count}})",
    title: "Comments: {{question}}",
    none: "No comments on this question yet.",
    formerUser: "Former user",
    edited: "edited",
    edit: "Edit",
    delete: "Delete",
    confirmDelete: "Delete this comment?",
    addTitle: "Add a comment",
    editTitle: "Edit the comment",
    type: "Type",
    types: {
      note: "Note",
      audit: "Audit",
      public: "Public",
    },
    typeHelp: {
      note: "internal, only for your company",
      audit: "where the figure comes from, for the auditor",
      public: "may be published with the report",
    },
    text: "Comment",
    add: "Add comment",
    saveEdit: "Save changes",
    close: "Close",
  },
  final: {
    title: "Final step",
    description: "Check that every section is complete. Questions you skipped keep their reason.",
    completeness: "Completeness",
    section: "Section",
    state: "State",
    overall: "Whole report",
    openTitle: "Still to answer: {{count}}",
    allDone: "Every mandatory question is answered or skipped with a reason.",
  },
  stateControl: {
    refused: {
      ready: "The report cannot be marked ready yet. Still to answer ({{count}}):",
      locked: "The report cannot be locked yet. Still to answer ({{count}}):",
    },
    current: "Report state",
    confirmLock: "Lock the report? A locked report cannot be changed; to make changes later you copy it.",
    to: {
      draft: "Back to draft",
      ready: "Mark ready",
      locked: "Lock report",
    },
  },
  notFound: {
    title: "Report not found",
    description: "The report does not exist, or the link is wrong or belongs to another company.",
  },
  conflict: {
    title: "Someone else saved this answer",
    theirs: "Saved by a colleague {{when}}",
    yours: "Your answer",
    empty: "(empty)",
    tableRows: "Rows: {{count}}",
    keepTheirs: "Keep theirs",
    keepMine: "Keep mine",
  },
  unsaved: {
    description:
      "Your changes to this question are not saved yet. They stay on this device, but colleagues do not see them.",
    stay: "Stay and save",
    leave: "Leave the page",
  },
  comprehensive: {
    label: "Comprehensive module (C1–C9)",
    help: "The Comprehensive module adds disclosures that banks and large customers often ask for. You can switch it on or off later; answers are kept.",
  },
  previousYear: {
    title: "Last year: {{title}}",
    notAnswered: "Not answered last year.",
    change: "Change: {{change}} ({{percent}})",
    largeChange:
      "This is a large change from last year. Explain it briefly; the explanation is kept as an audit comment.",
    explanation: "Why did it change?",
    saveExplanation: "Save explanation",
    explanationPrefix: "Change from last year:",
  },
  review: {
    backToForm: "Back to the report",
    print: "Print",
    downloads: "Downloads",
    commentFilter: "Comments shown",
    commentFilterHelp: "Choose which types of comments are shown under the answers.",
  },
  consistency: {
    title: "Check these figures ({{count}})",
    open: "Open the question",
    optionA: "Option A (Basic Module only)",
    optionB: "Option B (Basic and Comprehensive Module)",
    quoted: "“{{label}}”",
    skippedShort: {
      employeesByGender:
        "The numbers given by gender add up to {{firstValue}}, {{difference}} fewer than “{{second}}” ({{secondValue}}). Skipped questions count as none: {{skipped}}.",
      employeesByContract:
        "The numbers given by contract type add up to {{firstValue}}, {{difference}} fewer than “{{second}}” ({{secondValue}}). The skipped question counts as none: {{skipped}}.",
    },
    rules: {
      employeesByGender:
        "The employees by gender add up to {{firstValue}}, but “{{second}}” is {{secondValue}}.",
      employeesByContract:
        "Permanent and temporary employees add up to {{firstValue}}, but “{{second}}” is {{secondValue}}.",
      employeesByCountry:
        "The employees by country add up to {{firstValue}}, but “{{second}}” is {{secondValue}}.",
      energyBreakdown:
        "The breakdown of energy consumption adds up to {{firstValue}}, but “{{second}}” is {{secondValue}}.",
      reportingOption:
        "“{{first}}” is {{firstValue}}, but this report is {{secondValue}}. Change the option or the Comprehensive module switch.",
      ghgCalculation:
        "The linked GHG calculation gives {{firstValue}} for “{{first}}”, but the answer is {{secondValue}}.",
      waterStressShare:
        "“{{first}}” ({{firstValue}}) is more than “{{second}}” ({{secondValue}}), of which it is a part.",
      collectiveBargainingCovered:
        "{{firstValue}} employees are covered by collective agreements, but “{{second}}” is {{secondValue}}.",
      sectorRevenue:
        "Revenue from the listed sectors adds up to {{firstValue}}, more than “{{second}}” ({{secondValue}}).",
    },
  },
}

type Shape<T> = { readonly [K in keyof T]: T[K] extends string ? string : Shape<T[K]> }

export const dashboardFi: Shape<typeof dashboardEn> = {
  title: "Etusivu",
  description: "Yrityksesi vastuullisuusraportit ja niiden osa-alueet.",
  environment: "Ympäristö",
  environmentDescription:
    "Energia, kasvihuonekaasupäästöt, saasteet, vesi, luonnon monimuotoisuus ja jätteet.",
  social: "Sosiaalinen vastuu",
  socialDescription: "Henkilöstö: työntekijät, työterveys ja -turvallisuus, palkkaus ja koulutus.",
  governance: "Hallintotapa",
  governanceDescription:
    "Liiketoiminnan eettisyys: korruptio, lahjonta ja niitä ehkäisevät toimintaperiaatteet.",
  reportsTitle: "Raportit",
  reports: {
    create: "Luo uusi raportti",
    empty: "Ei vielä raportteja. Aloita luomalla ensimmäinen raporttisi.",
    title: "Otsikko",
    period: "Kausi",
    module: "Moduuli",
    state: "Tila",
    completeness: "Edistyminen",
    edited: "Muokattu",
    actions: "Toiminnot",
    basic: "Perusmoduuli",
    basicAndComprehensive: "Perus- ja laaja moduuli",
    progress: "{{done}} / {{total}}",
    review: "Tarkastele",
    final: "Viimeiseen vaiheeseen",
    rename: "Nimeä uudelleen",
    copy: "Kopioi",
    delete: "Poista",
    renamed: "Raportti nimettiin uudelleen.",
    copied: "Raportti kopioitiin.",
    deleted: "Raportti poistettiin.",
    renameTitle: "Nimeä raportti uudelleen",
    copyTitle: "Kopioi raportti",
    copyDescription:
      "Kopio on uusi luonnos samoilla vastauksilla. Kommentit ja liitteet kopioidaan vain, jos valitset niin.",
    copyOf: "Kopio: {{title}}",
    copyComments: "Kopioi kommentit",
    copyAttachments: "Kopioi liitteet",
    deleteTitle: "Poista raportti",
    deleteConfirm:
      "Poistetaanko raportti ”{{title}}” vastauksineen, kommentteineen ja liitteineen? Tätä ei voi perua.",
  },
  create: {
    title: "Luo uusi raportti",
    defaultTitle: "Vastuullisuusraportti {{year}}",
    startDate: "Alkupäivä",
    endDate: "Loppupäivä",
    startFrom: "Aloita aiemmasta raportista",
    startEmpty: "Aloita tyhjästä raportista",
    startFromHelp: "Vastaukset kopioidaan, joten päivität vain sen, mikä on muuttunut edellisestä vuodesta.",
    submit: "Luo raportti",
  },
}

export const reportsFi: Shape<typeof reportsEn> = {
  formTitle: "Raportti",
  formDescription:
    "Vastaa yleisen osion sekä ympäristö-, sosiaalisen vastuun ja hallintotavan osioiden kysymyksiin.",
  reviewTitle: "Raportin tarkastelu",
  reviewDescription: "Tarkista vastaukset, lataa raportti ja hallinnoi liitteitä.",
  sections: {
    general: "Yleiset tiedot",
    environment: "Ympäristö",
    social: "Sosiaalinen vastuu",
    governance: "Hallintotapa",
    final: "Viimeistely",
  },
  units: {
    hours: "h",
    kind: {
      energy: "Energian yksikkö",
      ghgEmissions: "Päästöjen yksikkö",
      mass: "Massan yksikkö",
      volume: "Tilavuuden yksikkö",
      area: "Pinta-alan yksikkö",
    },
  },
  form: {
    perMillion: "tCO2e / milj. {{currency}}",
    progress: "Valmiina {{done}}/{{total}}",
    skipToQuestion: "Siirry kysymykseen",
    fromAccount: "Täytetty yrityksen tiedoista. Voit muuttaa sitä tässä.",
    accountDetails: "Yritys: {{name}}, Y-tunnus {{businessId}} (yrityksen tiedoista).",
    editAccount: "Muokkaa yrityksen tietoja",
    unitOf: "Yksikkö: {{label}}",
    yes: "Kyllä",
    no: "Ei",
    choose: "Valitse…",
    multiSelectHelp: "Valitse useampi pitämällä Ctrl-näppäintä (Macissa Cmd) pohjassa.",
    latitude: "Leveysaste",
    longitude: "Pituusaste",
    calculated: "Laskettu",
    notYetCalculated: "lasketaan, kun tarvittavat luvut on annettu",
    given: "Annettu luku, ei laskettu",
    givenHint:
      "Luku tuli tuodusta tiedostosta sellaisenaan, ilman lukuja, joista se lasketaan. Syötä ne yllä, niin luku lasketaan niistä.",
    otherInformation: "Muut tiedot",
    saving: "Tallennetaan…",
    savedAt: "Tallennettu klo {{time}}",
    saved: "Tallennettu.",
    resaving: "Vastauksesi on tallessa tällä laitteella, ja se tallennetaan heti, kun palvelu taas vastaa.",
    review: "Tarkastele raporttia",
    readOnly:
      "Raportti on lukittu, koska se on julkaistu tai tarkastettu. Kopioi se etusivulla, jos haluat tehdä muutoksia.",
    finalStep: "Viimeinen vaihe",
    stepOf: "kysymys {{step}}/{{count}}",
    stepNavigation: "Kysymykset",
    previous: "Edellinen",
    next: "Tallenna ja seuraava",
    toFinal: "Tallenna ja siirry viimeistelyyn",
    questionList: "Raportin kysymykset",
    doesNotApply: "Ei koske yritystäsi aiempien vastaustesi perusteella",
  },
  table: {
    actions: "Rivin toiminnot",
    addRow: "Lisää rivi",
    removeRow: "Poista rivi",
  },
  obligation: {
    mandatory: "Pakollinen",
    ifApplicable: "Jos sovellettavissa",
    optional: "Vapaaehtoinen",
  },
  state: {
    incomplete: "Kesken",
    skipped: "Ohitettu",
    complete: "Valmis",
  },
  reportState: {
    draft: "Luonnos",
    ready: "Valmis",
    locked: "Lukittu",
  },
  skip: {
    reasonLabel: "Ohituksen syy",
    skip: "Ohita kysymys",
    skippedBecause: "Ohitettu: {{reason}}",
    answerInstead: "Vastaa sittenkin",
    reasons: {
      notApplicable: "Ei koske yritystämme",
      notAvailable: "Tietoa ei ole saatavilla",
      classified: "Salassa pidettävä tai arkaluonteinen tieto",
    },
  },
  comments: {
    open: "Kommentit ({{count}})",
    title: "Kommentit: {{question}}",
    none: "Tähän kysymykseen ei ole vielä kommentteja.",
    formerUser: "Entinen käyttäjä",
    edited: "muokattu",
    edit: "Muokkaa",
    delete: "Poista",
    confirmDelete: "Poistetaanko kommentti?",
    addTitle: "Lisää kommentti",
    editTitle: "Muokkaa kommenttia",
    type: "Tyyppi",
    types: {
      note: "Muistiinpano",
      audit: "Tarkastus",
      public: "Julkinen",
    },
    typeHelp: {
      note: "sisäinen, vain yrityksesi nähtäväksi",
      audit: "mistä luku on peräisin, tarkastajaa varten",
      public: "voidaan julkaista raportin mukana",
    },
    text: "Kommentti",
    add: "Lisää kommentti",
    saveEdit: "Tallenna muutokset",
    close: "Sulje",
  },
  final: {
    title: "Viimeinen vaihe",
    description: "Tarkista, että jokainen osio on valmis. Ohitetut kysymykset säilyttävät syynsä.",
    completeness: "Valmiusaste",
    section: "Osio",
    state: "Tila",
    overall: "Koko raportti",
    openTitle: "Vielä vastaamatta: {{count}}",
    allDone: "Jokaiseen pakolliseen kysymykseen on vastattu tai se on ohitettu syyn kanssa.",
  },
  stateControl: {
    refused: {
      ready: "Raporttia ei voi vielä merkitä valmiiksi. Vastaamatta ({{count}}):",
      locked: "Raporttia ei voi vielä lukita. Vastaamatta ({{count}}):",
    },
    current: "Raportin tila",
    confirmLock:
      "Lukitaanko raportti? Lukittua raporttia ei voi muuttaa; myöhempiä muutoksia varten se kopioidaan.",
    to: {
      draft: "Takaisin luonnokseksi",
      ready: "Merkitse valmiiksi",
      locked: "Lukitse raportti",
    },
  },
  notFound: {
    title: "Raporttia ei löytynyt",
    description: "Raporttia ei ole, tai linkki on virheellinen tai kuuluu toiselle yritykselle.",
  },
  conflict: {
    title: "Joku muu tallensi tämän vastauksen",
    theirs: "Kollegan tallentama {{when}}",
    yours: "Sinun vastauksesi",
    empty: "(tyhjä)",
    tableRows: "Rivejä: {{count}}",
    keepTheirs: "Pidä kollegan vastaus",
    keepMine: "Pidä oma vastaukseni",
  },
  unsaved: {
    description:
      "Tämän kysymyksen muutoksia ei ole vielä tallennettu. Ne säilyvät tällä laitteella, mutta kollegasi eivät näe niitä.",
    stay: "Jää ja tallenna",
    leave: "Poistu sivulta",
  },
  comprehensive: {
    label: "Laaja moduuli (C1–C9)",
    help: "Laaja moduuli lisää tietoja, joita pankit ja suuret asiakkaat usein kysyvät. Voit ottaa sen käyttöön tai pois myöhemmin; vastaukset säilyvät.",
  },
  previousYear: {
    title: "Edellinen vuosi: {{title}}",
    notAnswered: "Ei vastattu edellisenä vuonna.",
    change: "Muutos: {{change}} ({{percent}})",
    largeChange:
      "Muutos edellisestä vuodesta on suuri. Kerro lyhyesti syy; selitys tallennetaan tarkastuskommenttina.",
    explanation: "Miksi luku muuttui?",
    saveExplanation: "Tallenna selitys",
    explanationPrefix: "Muutos edellisestä vuodesta:",
  },
  review: {
    backToForm: "Takaisin raporttiin",
    print: "Tulosta",
    downloads: "Lataukset",
    commentFilter: "Näytettävät kommentit",
    commentFilterHelp: "Valitse, minkä tyyppiset kommentit näytetään vastausten alla.",
  },
  consistency: {
    title: "Tarkista luvut ({{count}})",
    open: "Avaa kysymys",
    optionA: "vaihtoehto A (vain perusmoduuli)",
    optionB: "vaihtoehto B (perusmoduuli ja laaja moduuli)",
    quoted: "”{{label}}”",
    skippedShort: {
      employeesByGender:
        "Sukupuolittain annetut luvut ovat yhteensä {{firstValue}}, eli {{difference}} vähemmän kuin ”{{second}}” ({{secondValue}}). Ohitetut kohdat lasketaan nollaksi: {{skipped}}.",
      employeesByContract:
        "Sopimustyypeittäin annetut luvut ovat yhteensä {{firstValue}}, eli {{difference}} vähemmän kuin ”{{second}}” ({{secondValue}}). Ohitettu kohta lasketaan nollaksi: {{skipped}}.",
    },
    rules: {
      employeesByGender:
        "Työntekijät sukupuolen mukaan ovat yhteensä {{firstValue}}, mutta ”{{second}}” on {{secondValue}}.",
      employeesByContract:
        "Vakituiset ja määräaikaiset työntekijät ovat yhteensä {{firstValue}}, mutta ”{{second}}” on {{secondValue}}.",
      employeesByCountry:
        "Työntekijät maittain ovat yhteensä {{firstValue}}, mutta ”{{second}}” on {{secondValue}}.",
      energyBreakdown:
        "Energiankulutuksen erittely on yhteensä {{firstValue}}, mutta ”{{second}}” on {{secondValue}}.",
      reportingOption:
        "”{{first}}” on {{firstValue}}, mutta tämä raportti on {{secondValue}}. Muuta vaihtoehtoa tai laajan moduulin valintaa.",
      ghgCalculation:
        "Linkitetty päästölaskelma antaa kohtaan ”{{first}}” {{firstValue}}, mutta vastaus on {{secondValue}}.",
      waterStressShare:
        "”{{first}}” ({{firstValue}}) on suurempi kuin ”{{second}}” ({{secondValue}}), vaikka se on osa sitä.",
      collectiveBargainingCovered:
        "Työehtosopimuksen piirissä on {{firstValue}} työntekijää, mutta ”{{second}}” on {{secondValue}}.",
      sectorRevenue:
        "Luetelluilta toimialoilta saatu liikevaihto on yhteensä {{firstValue}}, enemmän kuin ”{{second}}” ({{secondValue}}).",
    },
  },
}

export const dashboardSv: Shape<typeof dashboardEn> = {
  title: "Översikt",
  description: "Ditt företags hållbarhetsrapporter och de områden de omfattar.",
  environment: "Miljö",
  environmentDescription: "Energi, växthusgasutsläpp, föroreningar, vatten, biologisk mångfald och avfall.",
  social: "Socialt ansvar",
  socialDescription: "Personalen: anställda, hälsa och säkerhet, lön och utbildning.",
  governance: "Styrning",
  governanceDescription: "Affärsetik: korruption, mutor och de riktlinjer som förebygger dem.",
  reportsTitle: "Rapporter",
  reports: {
    create: "Skapa ny rapport",
    empty: "Inga rapporter ännu. Börja med att skapa din första rapport.",
    title: "Rubrik",
    period: "Period",
    module: "Modul",
    state: "Status",
    completeness: "Framsteg",
    edited: "Ändrad",
    actions: "Åtgärder",
    basic: "Grundmodul",
    basicAndComprehensive: "Grund- och utökad modul",
    progress: "{{done}} / {{total}}",
    review: "Granska",
    final: "Till sista steget",
    rename: "Byt namn",
    copy: "Kopiera",
    delete: "Radera",
    renamed: "Rapporten fick ett nytt namn.",
    copied: "Rapporten kopierades.",
    deleted: "Rapporten raderades.",
    renameTitle: "Byt namn på rapporten",
    copyTitle: "Kopiera rapporten",
    copyDescription:
      "Kopian är ett nytt utkast med samma svar. Kommentarer och bilagor kopieras bara om du väljer det.",
    copyOf: "Kopia av {{title}}",
    copyComments: "Kopiera kommentarer",
    copyAttachments: "Kopiera bilagor",
    deleteTitle: "Radera rapporten",
    deleteConfirm:
      "Radera rapporten ”{{title}}” med dess svar, kommentarer och bilagor? Det går inte att ångra.",
  },
  create: {
    title: "Skapa ny rapport",
    defaultTitle: "Hållbarhetsrapport {{year}}",
    startDate: "Startdatum",
    endDate: "Slutdatum",
    startFrom: "Utgå från en tidigare rapport",
    startEmpty: "Börja med en tom rapport",
    startFromHelp: "Svaren kopieras, så du uppdaterar bara det som ändrats sedan föregående år.",
    submit: "Skapa rapport",
  },
}

export const reportsSv: Shape<typeof reportsEn> = {
  formTitle: "Rapport",
  formDescription: "Besvara frågorna i avsnitten allmänt, miljö, socialt ansvar och styrning.",
  reviewTitle: "Granska rapporten",
  reviewDescription: "Kontrollera svaren, ladda ner rapporten och hantera bilagor.",
  sections: {
    general: "Allmänt",
    environment: "Miljö",
    social: "Socialt ansvar",
    governance: "Styrning",
    final: "Avslutning",
  },
  units: {
    hours: "h",
    kind: {
      energy: "Energienhet",
      ghgEmissions: "Utsläppsenhet",
      mass: "Massenhet",
      volume: "Volymenhet",
      area: "Areaenhet",
    },
  },
  form: {
    perMillion: "tCO2e per miljon {{currency}}",
    progress: "Klart {{done}} av {{total}}",
    skipToQuestion: "Hoppa till frågan",
    fromAccount: "Ifyllt från företagsuppgifterna. Du kan ändra det här.",
    accountDetails: "Företag: {{name}}, FO-nummer {{businessId}} (från företagsuppgifterna).",
    editAccount: "Redigera företagsuppgifterna",
    unitOf: "Enhet: {{label}}",
    yes: "Ja",
    no: "Nej",
    choose: "Välj…",
    multiSelectHelp: "Håll ned Ctrl (Cmd på Mac) för att välja flera.",
    latitude: "Latitud",
    longitude: "Longitud",
    calculated: "Beräknat",
    notYetCalculated: "beräknas när de siffror som behövs har angetts",
    given: "Angiven siffra, inte beräknad",
    givenHint:
      "Siffran kom som sådan från den importerade filen, utan de siffror den beräknas från. Ange dem ovan så beräknas den i stället.",
    otherInformation: "Övrig information",
    saving: "Sparar…",
    savedAt: "Sparat kl. {{time}}",
    saved: "Sparat.",
    resaving: "Ditt svar finns kvar på den här enheten och sparas automatiskt så snart tjänsten svarar igen.",
    review: "Granska rapporten",
    readOnly:
      "Rapporten är låst eftersom den har publicerats eller granskats. Kopiera den på översikten om du vill göra ändringar.",
    finalStep: "Sista steget",
    stepOf: "fråga {{step}} av {{count}}",
    stepNavigation: "Frågor",
    previous: "Föregående",
    next: "Spara och nästa",
    toFinal: "Spara och gå till avslutningen",
    questionList: "Rapportens frågor",
    doesNotApply: "Gäller inte ditt företag enligt dina tidigare svar",
  },
  table: {
    actions: "Radens åtgärder",
    addRow: "Lägg till rad",
    removeRow: "Ta bort rad",
  },
  obligation: {
    mandatory: "Obligatorisk",
    ifApplicable: "Om tillämpligt",
    optional: "Frivillig",
  },
  state: {
    incomplete: "Ofullständig",
    skipped: "Överhoppad",
    complete: "Klar",
  },
  reportState: {
    draft: "Utkast",
    ready: "Klar",
    locked: "Låst",
  },
  skip: {
    reasonLabel: "Orsak till att hoppa över",
    skip: "Hoppa över frågan",
    skippedBecause: "Överhoppad: {{reason}}",
    answerInstead: "Svara ändå",
    reasons: {
      notApplicable: "Gäller inte vårt företag",
      notAvailable: "Uppgiften finns inte tillgänglig",
      classified: "Sekretessbelagd eller känslig uppgift",
    },
  },
  comments: {
    open: "Kommentarer ({{count}})",
    title: "Kommentarer: {{question}}",
    none: "Inga kommentarer på den här frågan ännu.",
    formerUser: "Tidigare användare",
    edited: "ändrad",
    edit: "Redigera",
    delete: "Radera",
    confirmDelete: "Radera kommentaren?",
    addTitle: "Lägg till en kommentar",
    editTitle: "Redigera kommentaren",
    type: "Typ",
    types: {
      note: "Anteckning",
      audit: "Granskning",
      public: "Offentlig",
    },
    typeHelp: {
      note: "intern, bara för ditt företag",
      audit: "varifrån siffran kommer, för granskaren",
      public: "kan publiceras med rapporten",
    },
    text: "Kommentar",
    add: "Lägg till kommentar",
    saveEdit: "Spara ändringarna",
    close: "Stäng",
  },
  final: {
    title: "Sista steget",
    description: "Kontrollera att varje avsnitt är klart. Överhoppade frågor behåller sin orsak.",
    completeness: "Fullständighet",
    section: "Avsnitt",
    state: "Status",
    overall: "Hela rapporten",
    openTitle: "Återstår att besvara: {{count}}",
    allDone: "Varje obligatorisk fråga är besvarad eller överhoppad med en orsak.",
  },
  stateControl: {
    refused: {
      ready: "Rapporten kan inte markeras som klar ännu. Obesvarade ({{count}}):",
      locked: "Rapporten kan inte låsas ännu. Obesvarade ({{count}}):",
    },
    current: "Rapportens status",
    confirmLock: "Låsa rapporten? En låst rapport kan inte ändras; för senare ändringar kopieras den.",
    to: {
      draft: "Tillbaka till utkast",
      ready: "Markera som klar",
      locked: "Lås rapporten",
    },
  },
  notFound: {
    title: "Rapporten hittades inte",
    description: "Rapporten finns inte, eller länken är felaktig eller hör till ett annat företag.",
  },
  conflict: {
    title: "Någon annan sparade det här svaret",
    theirs: "Sparat av en kollega {{when}}",
    yours: "Ditt svar",
    empty: "(tomt)",
    tableRows: "Rader: {{count}}",
    keepTheirs: "Behåll kollegans svar",
    keepMine: "Behåll mitt svar",
  },
  unsaved: {
    description:
      "Dina ändringar i den här frågan är inte sparade ännu. De finns kvar på den här enheten, men dina kollegor ser dem inte.",
    stay: "Stanna och spara",
    leave: "Lämna sidan",
  },
  comprehensive: {
    label: "Utökad modul (C1–C9)",
    help: "Den utökade modulen lägger till uppgifter som banker och stora kunder ofta frågar efter. Du kan slå på eller av den senare; svaren sparas.",
  },
  previousYear: {
    title: "Föregående år: {{title}}",
    notAnswered: "Inte besvarad föregående år.",
    change: "Förändring: {{change}} ({{percent}})",
    largeChange:
      "Förändringen från föregående år är stor. Förklara kort varför; förklaringen sparas som en granskningskommentar.",
    explanation: "Varför ändrades det?",
    saveExplanation: "Spara förklaringen",
    explanationPrefix: "Förändring från föregående år:",
  },
  review: {
    backToForm: "Tillbaka till rapporten",
    print: "Skriv ut",
    downloads: "Nedladdningar",
    commentFilter: "Kommentarer som visas",
    commentFilterHelp: "Välj vilka typer av kommentarer som visas under svaren.",
  },
  consistency: {
    title: "Kontrollera siffrorna ({{count}})",
    open: "Öppna frågan",
    optionA: "alternativ A (endast grundmodulen)",
    optionB: "alternativ B (grundmodulen och den omfattande modulen)",
    quoted: "”{{label}}”",
    skippedShort: {
      employeesByGender:
        "De antal som angetts per kön blir sammanlagt {{firstValue}}, alltså {{difference}} färre än ”{{second}}” ({{secondValue}}). Överhoppade frågor räknas som noll: {{skipped}}.",
      employeesByContract:
        "De antal som angetts per anställningsform blir sammanlagt {{firstValue}}, alltså {{difference}} färre än ”{{second}}” ({{secondValue}}). Den överhoppade frågan räknas som noll: {{skipped}}.",
    },
    rules: {
      employeesByGender:
        "De anställda per kön blir sammanlagt {{firstValue}}, men ”{{second}}” är {{secondValue}}.",
      employeesByContract:
        "Tillsvidare- och visstidsanställda blir sammanlagt {{firstValue}}, men ”{{second}}” är {{secondValue}}.",
      employeesByCountry:
        "De anställda per land blir sammanlagt {{firstValue}}, men ”{{second}}” är {{secondValue}}.",
      energyBreakdown:
        "Fördelningen av energiförbrukningen blir sammanlagt {{firstValue}}, men ”{{second}}” är {{secondValue}}.",
      reportingOption:
        "”{{first}}” är {{firstValue}}, men den här rapporten är {{secondValue}}. Ändra alternativet eller valet av den omfattande modulen.",
      ghgCalculation:
        "Den länkade utsläppsberäkningen ger {{firstValue}} för ”{{first}}”, men svaret är {{secondValue}}.",
      waterStressShare:
        "”{{first}}” ({{firstValue}}) är större än ”{{second}}” ({{secondValue}}), fast den är en del av den.",
      collectiveBargainingCovered:
        "{{firstValue}} anställda omfattas av kollektivavtal, men ”{{second}}” är {{secondValue}}.",
      sectorRevenue:
        "Intäkterna från de angivna sektorerna blir sammanlagt {{firstValue}}, mer än ”{{second}}” ({{secondValue}}).",
    },
  },
}
