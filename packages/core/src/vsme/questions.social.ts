import { taxonomyConcepts } from "./taxonomyConcepts.generated.js"
import {
  all,
  count,
  derived,
  employeesAtLeast,
  equals,
  field,
  gate,
  hours,
  includes,
  input,
  line,
  money,
  narrative,
  not,
  persons,
  scalar,
  table,
  text as t,
  yesNo,
} from "./build.js"
import { type Question, type Text } from "./Question.js"

const domainOf = (concept: string): ReadonlyArray<string> => {
  const domain = taxonomyConcepts.find((c) => c.name === concept)?.domain
  return domain && "members" in domain ? domain.members : []
}

const byGender = (concept: string, label: Text): Question =>
  scalar({
    id: concept,
    d: "B8",
    obligation: "mandatory",
    answer: persons,
    label,
    guidance: t(
      "Samalla laskentatavalla kuin työntekijämäärä. Sukupuolten summa on työntekijämäärä.",
      "Counted the same way as the number of employees; the genders add up to it.",
      "Räknat på samma sätt som antalet anställda; könen ska summera till det.",
    ),
  })

const training = (concept: string, label: Text, when?: ReturnType<typeof all>): Question =>
  scalar({
    id: concept,
    d: "B10",
    obligation: when ? "ifApplicable" : "mandatory",
    ...(when ? { when } : {}),
    answer: hours,
    label,
    guidance: t(
      "Koulutustunnit vuodessa keskimäärin työntekijää kohden.",
      "Average training hours per employee in the year.",
      "Genomsnittliga utbildningstimmar per anställd under året.",
    ),
  })

const personsInput = (id: string, label: Text) => input(id, persons, label)

/** B8–B10, C5–C7 and other social information. */
export const socialQuestions: ReadonlyArray<Question> = [
  scalar({
    id: "NumberOfPermanentContractEmployees",
    d: "B8",
    obligation: "mandatory",
    answer: persons,
    label: t("Vakituiset työntekijät", "Employees on permanent contracts", "Tillsvidareanställda"),
    guidance: t(
      "Toistaiseksi voimassa olevat työsopimukset.",
      "Employment contracts without an end date.",
      "Anställningsavtal som gäller tills vidare.",
    ),
  }),
  scalar({
    id: "NumberOfTemporaryContractEmployees",
    d: "B8",
    obligation: "mandatory",
    answer: persons,
    label: t("Määräaikaiset työntekijät", "Employees on temporary contracts", "Visstidsanställda"),
    guidance: t(
      "Määräaikaiset työsopimukset.",
      "Fixed-term employment contracts.",
      "Tidsbegränsade anställningsavtal.",
    ),
  }),
  byGender("NumberOfMaleEmployees", t("Miehet", "Men", "Män")),
  byGender("NumberOfFemaleEmployees", t("Naiset", "Women", "Kvinnor")),
  byGender("NumberOfOtherGenderEmployees", t("Muu sukupuoli", "Other gender", "Annat kön")),
  byGender(
    "NumberOfNonReportedGenderEmployees",
    t("Sukupuoli ei tiedossa", "Gender not reported", "Kön inte angivet"),
  ),
  table({
    id: "NumberOfEmployeesForCountryOfEmploymentContractTable",
    d: "B8",
    obligation: "ifApplicable",
    when: { kind: "moreThanOneCountry" },
    rowKey: {
      kind: "member",
      axis: "CountryOfEmploymentContractAxis",
      members: { codeList: "country" },
      label: t("Maa", "Country", "Land"),
    },
    fields: [
      field(
        "NumberOfEmployeesForCountryOfEmploymentContract",
        persons,
        t("Työntekijät", "Employees", "Anställda"),
        {
          required: true,
        },
      ),
    ],
    minRows: 2,
    label: t("Työntekijät maittain", "Employees by country", "Anställda per land"),
    guidance: t(
      "Vain jos sinulla on työntekijöitä useammassa kuin yhdessä maassa: työsopimuksen maa.",
      "Only if you employ people in more than one country: the country of the employment contract.",
      "Endast om ni har anställda i fler än ett land: landet för anställningsavtalet.",
    ),
  }),
  derived({
    id: "EmployeeTurnoverRate",
    d: "B8",
    obligation: "ifApplicable",
    when: employeesAtLeast(50),
    derivation: "employeeTurnoverRate",
    inputs: [
      personsInput("leavers", t("Lähteneet työntekijät", "Employees who left", "Anställda som slutat")),
      personsInput(
        "employeesAtStart",
        t("Työntekijöitä kauden alussa", "Employees at the start", "Anställda vid periodens början"),
      ),
      personsInput(
        "employeesAtEnd",
        t("Työntekijöitä kauden lopussa", "Employees at the end", "Anställda vid periodens slut"),
      ),
    ],
    label: t("Henkilöstön vaihtuvuus", "Employee turnover rate", "Personalomsättning"),
    guidance: t(
      "Yrityksille, joissa on vähintään 50 työntekijää. Lähteneet jaettuna keskimääräisellä henkilömäärällä; lasketaan automaattisesti.",
      "For companies with 50 or more employees. Leavers divided by the average headcount; computed for you.",
      "För företag med minst 50 anställda. De som slutat delat med genomsnittligt antal anställda; beräknas automatiskt.",
    ),
  }),
  scalar({
    id: "NumberOfRecordableWorkRelatedAccidentsInTheReportingPeriod",
    d: "B9",
    obligation: "mandatory",
    answer: count,
    label: t("Työtapaturmat", "Recordable work accidents", "Registrerbara arbetsolyckor"),
    guidance: t(
      "Työtapaturmat, jotka vaativat muuta kuin ensiapua.",
      "Work accidents that needed more than first aid.",
      "Arbetsolyckor som krävde mer än första hjälpen.",
    ),
  }),
  derived({
    id: "RateOfRecordableWorkRelatedAccidentsInTheReportingPeriod",
    d: "B9",
    obligation: "mandatory",
    derivation: "accidentRate",
    inputs: [
      input(
        "totalHoursWorked",
        hours,
        t("Tehdyt työtunnit yhteensä", "Total hours worked", "Totalt arbetade timmar"),
      ),
    ],
    label: t("Tapaturmataajuus", "Accident rate", "Olycksfrekvens"),
    guidance: t(
      "Tapaturmat 200 000 työtuntia kohden; lasketaan automaattisesti. Jos et tiedä tunteja, käytä 2 000 tuntia kokoaikaista työntekijää kohden.",
      "Accidents per 200,000 hours worked; computed for you. If you do not know the hours, use 2,000 per full-time employee.",
      "Olyckor per 200 000 arbetade timmar; beräknas automatiskt. Om du inte vet timmarna, räkna 2 000 per heltidsanställd.",
    ),
  }),
  scalar({
    id: "NumberOfFatalitiesAsAResultOfWorkRelatedInjuriesAndWorkRelatedIllHealth",
    d: "B9",
    obligation: "mandatory",
    answer: count,
    label: t("Kuolemantapaukset", "Fatalities", "Dödsfall"),
    guidance: t(
      "Työtapaturmista tai työperäisistä sairauksista johtuneet kuolemat.",
      "Deaths from work-related injuries or ill health.",
      "Dödsfall till följd av arbetsskador eller arbetsrelaterad ohälsa.",
    ),
  }),
  scalar({
    id: "EmployeesReceivePayEqualOrAboveMinimumWageDeterminedByNationalLawOrCollectiveAgreement",
    d: "B10",
    obligation: "mandatory",
    answer: yesNo,
    label: t(
      "Saavatko kaikki vähintään vähimmäispalkan?",
      "Do all employees get at least the minimum wage?",
      "Får alla anställda minst minimilön?",
    ),
    guidance: t(
      "Lain tai työehtosopimuksen mukainen vähimmäispalkka.",
      "The minimum wage set by law or by a collective agreement.",
      "Minimilön enligt lag eller kollektivavtal.",
    ),
  }),
  derived({
    id: "PercentageGapInPayBetweenFemaleAndMaleEmployees",
    d: "B10",
    obligation: "mandatory",
    optionalWhen: not(employeesAtLeast(150)),
    derivation: "genderPayGap",
    inputs: [
      input(
        "averageHourlyPayMale",
        { kind: "money" },
        t("Miesten keskituntipalkka", "Men's average hourly pay", "Mäns genomsnittliga timlön"),
      ),
      input(
        "averageHourlyPayFemale",
        { kind: "money" },
        t("Naisten keskituntipalkka", "Women's average hourly pay", "Kvinnors genomsnittliga timlön"),
      ),
    ],
    label: t("Sukupuolten palkkaero", "Gender pay gap", "Löneskillnad mellan könen"),
    guidance: t(
      "Miesten ja naisten keskimääräisen bruttotuntipalkan ero prosentteina miesten palkasta; lasketaan automaattisesti. Alle 150 työntekijän yritys voi jättää tämän pois.",
      "The difference in average gross hourly pay as a percentage of men's pay; computed for you. Companies under 150 employees may leave it out.",
      "Skillnaden i genomsnittlig bruttotimlön i procent av mäns lön; beräknas automatiskt. Företag med färre än 150 anställda kan utelämna den.",
    ),
  }),
  derived({
    id: "PercentageOfEmployeesCoveredByCollectiveBargainingAgreements",
    d: "B10",
    obligation: "mandatory",
    derivation: "collectiveBargainingCoverage",
    inputs: [
      personsInput(
        "employeesCovered",
        t(
          "Työehtosopimuksen piirissä olevat",
          "Employees covered by a collective agreement",
          "Anställda som omfattas av kollektivavtal",
        ),
      ),
    ],
    label: t("Työehtosopimusten kattavuus", "Collective agreement coverage", "Kollektivavtalens täckning"),
    guidance: t(
      "Työehtosopimuksen piirissä olevien osuus kaikista työntekijöistä; lasketaan automaattisesti.",
      "Share of all employees covered by a collective agreement; computed for you.",
      "Andel av alla anställda som omfattas av kollektivavtal; beräknas automatiskt.",
    ),
  }),
  training(
    "AverageNumberOfAnnualTrainingHoursPerMaleEmployee",
    t("Koulutustunnit, miehet", "Training hours, men", "Utbildningstimmar, män"),
  ),
  training(
    "AverageNumberOfAnnualTrainingHoursPerFemaleEmployee",
    t("Koulutustunnit, naiset", "Training hours, women", "Utbildningstimmar, kvinnor"),
  ),
  training(
    "AverageNumberOfAnnualTrainingHoursPerOtherGenderEmployee",
    t("Koulutustunnit, muu sukupuoli", "Training hours, other gender", "Utbildningstimmar, annat kön"),
    all({ kind: "above", question: "NumberOfOtherGenderEmployees", value: 0 }),
  ),
  training(
    "AverageNumberOfAnnualTrainingHoursPerNonReportedGenderEmployee",
    t(
      "Koulutustunnit, sukupuoli ei tiedossa",
      "Training hours, gender not reported",
      "Utbildningstimmar, kön inte angivet",
    ),
    all({ kind: "above", question: "NumberOfNonReportedGenderEmployees", value: 0 }),
  ),
  derived({
    id: "FemaleToMaleRatioAtManagementLevelForTheReportingPeriod",
    d: "C5",
    obligation: "optional",
    when: employeesAtLeast(50),
    derivation: "femaleToMaleManagementRatio",
    inputs: [
      personsInput("femaleManagers", t("Naisia johdossa", "Women in management", "Kvinnor i ledningen")),
      personsInput("maleManagers", t("Miehiä johdossa", "Men in management", "Män i ledningen")),
    ],
    label: t(
      "Naisten ja miesten suhde johdossa",
      "Female-to-male ratio in management",
      "Kvoten kvinnor och män i ledningen",
    ),
    guidance: t(
      "Johto on yleensä hallitusta seuraava taso. Lasketaan automaattisesti.",
      "Management is usually the level below the board. Computed for you.",
      "Ledningen är oftast nivån under styrelsen. Beräknas automatiskt.",
    ),
  }),
  scalar({
    id: "TotalNumberOfSelfEmployedWorkersWithoutPersonnelThatAreWorkingExclusivelyForTheUndertaking",
    d: "C5",
    obligation: "optional",
    when: employeesAtLeast(50),
    answer: persons,
    label: t(
      "Vain sinulle työskentelevät yksinyrittäjät",
      "Sole traders working only for you",
      "Egenföretagare som bara arbetar för er",
    ),
    guidance: t(
      "Yrittäjät ilman omaa henkilöstöä.",
      "Self-employed people without staff of their own.",
      "Egenföretagare utan egen personal.",
    ),
  }),
  scalar({
    id: "TotalNumberOfTemporaryWorkersProvidedByUndertakingsPrimarilyEngagedInEmploymentActivities",
    d: "C5",
    obligation: "optional",
    when: employeesAtLeast(50),
    answer: persons,
    label: t("Vuokratyöntekijät", "Agency workers", "Inhyrd personal"),
    guidance: t(
      "Henkilöstöpalveluyritysten välittämät työntekijät.",
      "Workers supplied by staffing agencies.",
      "Arbetstagare från bemanningsföretag.",
    ),
  }),
  scalar({
    id: "UndertakingHasACodeOfConductOrHumanRightsPolicyForItsOwnWorkforce",
    d: "C6",
    obligation: "mandatory",
    answer: yesNo,
    label: t(
      "Onko toimintaohje tai ihmisoikeuspolitiikka?",
      "Do you have a code of conduct or human rights policy?",
      "Har ni uppförandekod eller policy för mänskliga rättigheter?",
    ),
    guidance: t("Omaa henkilöstöä koskeva.", "Covering your own workforce.", "För den egna personalen."),
  }),
  scalar({
    id: "TypeOfContentCoveredByTheCodeOfConductOrHumanRightsPolicyForItsOwnWorkforce",
    d: "C6",
    obligation: "ifApplicable",
    when: equals("UndertakingHasACodeOfConductOrHumanRightsPolicyForItsOwnWorkforce", true),
    answer: {
      kind: "enumSet",
      members: domainOf("TypeOfContentCoveredByTheCodeOfConductOrHumanRightsPolicyForItsOwnWorkforce"),
      minItems: 1,
    },
    label: t("Mitä ohje kattaa", "What it covers", "Vad den omfattar"),
    guidance: t(
      "Lapsityö, pakkotyö, ihmiskauppa, syrjintä, tapaturmien ehkäisy tai muu.",
      "Child labour, forced labour, human trafficking, discrimination, accident prevention or other.",
      "Barnarbete, tvångsarbete, människohandel, diskriminering, olycksförebyggande eller annat.",
    ),
  }),
  scalar({
    id: "SpecificationOfOtherTypesOfContentCoveredByTheCodeOfConductOrHumanRightsPolicy",
    d: "C6",
    obligation: "ifApplicable",
    when: includes(
      "TypeOfContentCoveredByTheCodeOfConductOrHumanRightsPolicyForItsOwnWorkforce",
      "OtherContentMember",
    ),
    answer: line,
    label: t("Muu sisältö", "Other content", "Annat innehåll"),
    guidance: t("Kerro, mitä muuta ohje kattaa.", "Say what else it covers.", "Ange vad mer den omfattar."),
  }),
  scalar({
    id: "UndertakingHasAComplaintHandlingMechanismForItsOwnWorkforce",
    d: "C6",
    obligation: "mandatory",
    answer: yesNo,
    label: t(
      "Onko henkilöstöllä valituskanava?",
      "Is there a complaints channel for your staff?",
      "Finns en klagomålskanal för personalen?",
    ),
    guidance: t(
      "Tapa, jolla työntekijät voivat ilmoittaa epäkohdista.",
      "A way for employees to raise concerns.",
      "Ett sätt för anställda att framföra missförhållanden.",
    ),
  }),
  scalar({
    id: "UndertakingHasConfirmedHumanRightsIncidentsInItsOwnWorkforce",
    d: "C7",
    obligation: "mandatory",
    answer: yesNo,
    label: t(
      "Onko omassa henkilöstössä vahvistettuja ihmisoikeusloukkauksia?",
      "Confirmed human rights incidents in your workforce?",
      "Bekräftade incidenter mot mänskliga rättigheter bland personalen?",
    ),
    guidance: t(
      "Vahvistettu tarkoittaa esimerkiksi oikeudenkäyntiä, virallista valitusta tai tarkastuksessa todettua.",
      "Confirmed means for example a lawsuit, a formal complaint or a finding in an audit.",
      "Bekräftad betyder till exempel en rättsprocess, ett formellt klagomål eller ett revisionsfynd.",
    ),
  }),
  scalar({
    id: "TypeOfHumanRightRelatedToTheConfirmedIncident",
    d: "C7",
    obligation: "ifApplicable",
    when: equals("UndertakingHasConfirmedHumanRightsIncidentsInItsOwnWorkforce", true),
    answer: {
      kind: "enumSet",
      members: domainOf("TypeOfHumanRightRelatedToTheConfirmedIncident"),
      minItems: 1,
    },
    label: t("Mitä tapaukset koskivat", "What the incidents concerned", "Vad incidenterna gällde"),
    guidance: t("Valitse kaikki sopivat.", "Choose all that apply.", "Välj alla som passar."),
  }),
  scalar({
    id: "SpecificationOfOtherHumanRightsRelatedToTheConfirmedIncident",
    d: "C7",
    obligation: "ifApplicable",
    when: includes("TypeOfHumanRightRelatedToTheConfirmedIncident", "OtherContentMember"),
    answer: narrative,
    label: t("Muu ihmisoikeus", "Other human right", "Annan mänsklig rättighet"),
    guidance: t(
      "Kerro, mitä muuta tapaukset koskivat.",
      "Say what else the incidents concerned.",
      "Ange vad mer incidenterna gällde.",
    ),
  }),
  scalar({
    id: "DescriptionOfActionsTakeToAddressTheConfirmedIncidents",
    d: "C7",
    obligation: "optional",
    when: equals("UndertakingHasConfirmedHumanRightsIncidentsInItsOwnWorkforce", true),
    answer: narrative,
    label: t("Tehdyt toimet", "Actions taken", "Vidtagna åtgärder"),
    guidance: t(
      "Mitä teit tapausten korjaamiseksi.",
      "What you did about the incidents.",
      "Vad ni gjorde åt incidenterna.",
    ),
  }),
  scalar({
    id: "UndertakingIsAwareOfAnyConfirmedIncidentsInvolvingWorkersInTheValueChainAffectedCommunitiesConsumersAndEndUsers",
    d: "C7",
    obligation: "mandatory",
    answer: yesNo,
    label: t(
      "Tiedätkö arvoketjun vahvistetuista tapauksista?",
      "Aware of confirmed incidents in your value chain?",
      "Känner ni till bekräftade incidenter i värdekedjan?",
    ),
    guidance: t(
      "Koskee arvoketjun työntekijöitä, paikallisyhteisöjä tai kuluttajia.",
      "Involving value-chain workers, local communities or consumers.",
      "Som gäller arbetstagare i värdekedjan, lokalsamhällen eller konsumenter.",
    ),
  }),
  scalar({
    id: "SpecificationOfAnyConfirmedIncidentInvolvingWorkersInTheValueChainAffectedCommunitiesConsumersAndEndUsers",
    d: "C7",
    obligation: "ifApplicable",
    when: equals(
      "UndertakingIsAwareOfAnyConfirmedIncidentsInvolvingWorkersInTheValueChainAffectedCommunitiesConsumersAndEndUsers",
      true,
    ),
    answer: narrative,
    label: t("Arvoketjun tapausten kuvaus", "Value-chain incidents", "Incidenter i värdekedjan"),
    guidance: t("Kuvaa tapaukset lyhyesti.", "Describe the incidents briefly.", "Beskriv incidenterna kort."),
  }),
  scalar({
    id: "DisclosureOfAnyOtherSocialAndOrEntitySpecificSocialDisclosures",
    d: "other",
    section: "social",
    obligation: "optional",
    answer: narrative,
    label: t("Muut sosiaaliset tiedot", "Other social information", "Övrig social information"),
    guidance: t(
      "Muuta henkilöstöön tai yhteisöön liittyvää.",
      "Anything else about your people or community.",
      "Annat om personal eller samhälle.",
    ),
  }),
]

/** B11, C8, C9 and other governance information. */
export const governanceQuestions: ReadonlyArray<Question> = [
  scalar({
    id: "TotalNumberOfConvictionsForTheViolationOfAntiCorruptionAndAntiBriberyLaws",
    d: "B11",
    obligation: "ifApplicable",
    when: gate("gate.hasConvictionsOrFines"),
    answer: count,
    label: t(
      "Tuomiot lahjonnasta tai korruptiosta",
      "Convictions for corruption or bribery",
      "Domar för korruption eller mutor",
    ),
    guidance: t(
      "Tuomioistuimen tuomiot kaudella.",
      "Court convictions in the period.",
      "Domstolsdomar under perioden.",
    ),
  }),
  scalar({
    id: "TotalAmountOfFinesForTheViolationOfAnticorruptionAndAntibriberyLaws",
    d: "B11",
    obligation: "ifApplicable",
    when: gate("gate.hasConvictionsOrFines"),
    answer: money,
    label: t(
      "Sakot lahjonnasta tai korruptiosta",
      "Fines for corruption or bribery",
      "Böter för korruption eller mutor",
    ),
    guidance: t("Määrätyt sakot yhteensä.", "The total of fines imposed.", "Summan av utdömda böter."),
  }),
  ...(
    [
      [
        "RevenueDerivedFromControversialWeaponsAntiPersonnelMinesClusterMunitionsChemicalWeaponsAndBiologicalWeapons",
        t("Kiistanalaiset aseet", "Controversial weapons", "Kontroversiella vapen"),
      ],
      ["RevenueDerivedFromCultivationAndProductionOfTobacco", t("Tupakka", "Tobacco", "Tobak")],
      ["RevenueDerivedFromCoal", t("Hiili", "Coal", "Kol")],
      ["RevenueDerivedFromOil", t("Öljy", "Oil", "Olja")],
      ["RevenueDerivedFromGas", t("Kaasu", "Gas", "Gas")],
      [
        "RevenueDerivedFromChemicalProduction",
        t("Kemikaalien valmistus", "Chemicals production", "Kemikalietillverkning"),
      ],
    ] as const
  ).map(([id, label]) =>
    scalar({
      id,
      d: "C8",
      obligation: "ifApplicable",
      when: gate("gate.hasRevenueFromListedSectors"),
      answer: money,
      label: t(`Liikevaihto: ${label.fi}`, `Revenue: ${label.en}`, `Intäkter: ${label.sv}`),
      guidance: t(
        "Tältä toimialalta saatu liikevaihto raportointivaluutassa.",
        "Revenue from this sector in the report currency.",
        "Intäkter från denna sektor i rapportvalutan.",
      ),
    }),
  ),
  derived({
    id: "TotalRevenuesDerivedFromFossilFuelCoalOilAndGasSector",
    d: "C8",
    obligation: "ifApplicable",
    when: gate("gate.hasRevenueFromListedSectors"),
    derivation: "fossilFuelRevenue",
    label: t(
      "Fossiilisten polttoaineiden liikevaihto yhteensä",
      "Total fossil-fuel revenue",
      "Totala intäkter från fossila bränslen",
    ),
    guidance: t(
      "Hiili, öljy ja kaasu yhteensä; lasketaan automaattisesti.",
      "Coal, oil and gas together; computed for you.",
      "Kol, olja och gas tillsammans; beräknas automatiskt.",
    ),
  }),
  scalar({
    id: "UndertakingsAreExcludedFromAnyEuReferenceBenchmarksThatAreAlignedWithTheParisAgreement",
    d: "C8",
    obligation: "mandatory",
    answer: yesNo,
    label: t(
      "Onko yritys suljettu pois Pariisin sopimuksen mukaisista vertailuarvoista?",
      "Excluded from Paris-aligned EU benchmarks?",
      "Utesluten från Parisanpassade EU-referensvärden?",
    ),
    guidance: t(
      "Kyllä, jos liikevaihdosta vähintään 1 % tulee hiilestä, 10 % öljystä, 50 % kaasusta tai 50 % päästöintensiivisestä sähköntuotannosta.",
      "Yes if at least 1% of revenue comes from coal, 10% from oil, 50% from gas or 50% from high-emission power generation.",
      "Ja om minst 1 % av intäkterna kommer från kol, 10 % från olja, 50 % från gas eller 50 % från elproduktion med höga utsläpp.",
    ),
  }),
  derived({
    id: "GenderDiversityRatioInGovernanceBody",
    d: "C9",
    obligation: "ifApplicable",
    when: gate("gate.hasGovernanceBody"),
    derivation: "genderDiversityRatio",
    inputs: [
      personsInput("femaleMembers", t("Naisjäsenet", "Women members", "Kvinnliga ledamöter")),
      personsInput("maleMembers", t("Miesjäsenet", "Men members", "Manliga ledamöter")),
    ],
    label: t("Hallituksen sukupuolijakauma", "Gender ratio of the board", "Könsfördelning i styrelsen"),
    guidance: t(
      "Naisjäsenet jaettuna miesjäsenillä kauden lopussa; lasketaan automaattisesti.",
      "Women members divided by men members at the end of the period; computed for you.",
      "Kvinnliga ledamöter delat med manliga vid periodens slut; beräknas automatiskt.",
    ),
  }),
  scalar({
    id: "DisclosureOfAnyOtherGovernanceAndOrEntitySpecificGovernanceDisclosures",
    d: "other",
    section: "governance",
    obligation: "optional",
    answer: narrative,
    label: t("Muut hallintotiedot", "Other governance information", "Övrig information om styrning"),
    guidance: t("Muuta hallintoon liittyvää.", "Anything else about governance.", "Annat om styrning."),
  }),
]
