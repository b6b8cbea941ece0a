import { taxonomyConcepts } from "./taxonomyConcepts.generated.js"
import {
  equals,
  field,
  gate,
  line,
  money,
  narrative,
  persons,
  scalar,
  table,
  text,
  url,
  yesNo,
} from "./build.js"
import { type Question } from "./Question.js"

const domainOf = (concept: string): ReadonlyArray<string> => {
  const domain = taxonomyConcepts.find((c) => c.name === concept)?.domain
  if (!domain || !("members" in domain)) throw new Error(`${concept} has no member domain`)
  return domain.members
}

/** The ten sustainability issues of B2 (guidance §78), in the taxonomy's order. */
export const sustainabilityIssues = domainOf(
  "SustainabilityIssueAddressedByPracticePolicyAndOrFutureInitiative",
)

/** B1, B2 with the C2 descriptions, C1, and other general information. */
export const generalQuestions: ReadonlyArray<Question> = [
  scalar({
    id: "BasisForPreparation",
    d: "B1",
    obligation: "mandatory",
    answer: { kind: "enum", members: domainOf("BasisForPreparation") },
    label: text("Raportointivaihtoehto", "Reporting option", "Rapporteringsalternativ"),
    guidance: text(
      "Vaihtoehto A: vain perusmoduuli. Vaihtoehto B: perusmoduuli ja laajennettu moduuli.",
      "Option A: Basic Module only. Option B: Basic Module and Comprehensive Module.",
      "Alternativ A: endast grundmodulen. Alternativ B: grundmodulen och den omfattande modulen.",
    ),
  }),
  scalar({
    id: "BasisForReporting",
    d: "B1",
    obligation: "mandatory",
    answer: { kind: "enum", members: domainOf("BasisForReporting") },
    label: text(
      "Raportoidaanko yksin vai konsernina",
      "Individual or consolidated report",
      "Enskild eller koncernrapport",
    ),
    guidance: text(
      "Valitse konsolidoitu, jos raportti kattaa myös tytäryhtiöt.",
      "Choose consolidated if the report also covers your subsidiaries.",
      "Välj koncern om rapporten även omfattar dotterbolagen.",
    ),
  }),
  scalar({
    id: "ReportContainsDisclosuresFromThePreviousReportingPeriodThatRemainUnchanged",
    d: "B1",
    obligation: "optional",
    answer: yesNo,
    label: text(
      "Onko osa tiedoista ennallaan edellisestä raportista?",
      "Are some disclosures unchanged since the previous report?",
      "Är några uppgifter oförändrade sedan förra rapporten?",
    ),
    guidance: text(
      "Voit viitata edelliseen raporttiin tiedoista, jotka eivät ole muuttuneet.",
      "You may refer to last year's report for information that has not changed.",
      "Du kan hänvisa till förra årets rapport för uppgifter som inte har ändrats.",
    ),
  }),
  scalar({
    id: "ListOfDisclosuresForWhichNoChangesAreReportedComparedToThePreviousPeriodReporting",
    d: "B1",
    obligation: "ifApplicable",
    when: equals("ReportContainsDisclosuresFromThePreviousReportingPeriodThatRemainUnchanged", true),
    answer: {
      kind: "enumSet",
      members: domainOf("ListOfDisclosuresForWhichNoChangesAreReportedComparedToThePreviousPeriodReporting"),
      minItems: 1,
    },
    label: text("Ennallaan olevat tiedot", "Unchanged disclosures", "Oförändrade uppgifter"),
    guidance: text(
      "Valitse kohdat, jotka ovat samat kuin edellisessä raportissa.",
      "Choose the disclosures that are the same as in the previous report.",
      "Välj de uppgifter som är desamma som i förra rapporten.",
    ),
  }),
  scalar({
    id: "LinkToPreviousReportContainingDisclosuresThatRemainUnchanged",
    d: "B1",
    obligation: "ifApplicable",
    when: equals("ReportContainsDisclosuresFromThePreviousReportingPeriodThatRemainUnchanged", true),
    answer: url,
    label: text("Linkki edelliseen raporttiin", "Link to the previous report", "Länk till förra rapporten"),
    guidance: text(
      "Verkko-osoite, josta edellinen raportti löytyy.",
      "The web address where the previous report can be read.",
      "Webbadressen där förra rapporten finns.",
    ),
  }),
  scalar({
    id: "ListOfOmittedDisclosuresDeemedToBeClassifiedOrSensitiveInformation",
    d: "B1",
    obligation: "optional",
    answer: {
      kind: "enumSet",
      members: domainOf("ListOfOmittedDisclosuresDeemedToBeClassifiedOrSensitiveInformation"),
    },
    label: text(
      "Luottamuksellisina jätetyt tiedot",
      "Disclosures left out as classified or sensitive",
      "Uppgifter som utelämnats som sekretessbelagda eller känsliga",
    ),
    guidance: text(
      "Jos jätit tietoja pois liikesalaisuuden tai muun arkaluonteisuuden vuoksi, luettele ne tässä.",
      "If you left information out because it is classified or sensitive, list it here.",
      "Om du utelämnat uppgifter för att de är sekretessbelagda eller känsliga, ange dem här.",
    ),
  }),
  scalar({
    id: "UndertakingsLegalForm",
    d: "B1",
    obligation: "mandatory",
    answer: { kind: "enum", members: domainOf("UndertakingsLegalForm") },
    label: text("Yritysmuoto", "Legal form", "Företagsform"),
    guidance: text(
      "Esimerkiksi osakeyhtiö on yksityinen rajavastuullinen yritys.",
      "For example, a limited company (Oy) is a private limited liability undertaking.",
      "Till exempel är ett aktiebolag ett privat företag med begränsat ansvar.",
    ),
  }),
  scalar({
    id: "OtherUndertakingsLegalForm",
    d: "B1",
    obligation: "ifApplicable",
    when: equals("UndertakingsLegalForm", "OtherUndertakingsLegalFormMember"),
    answer: line,
    label: text("Muu yritysmuoto", "Other legal form", "Annan företagsform"),
    guidance: text(
      "Kirjoita yritysmuoto sellaisena kuin se on kaupparekisterissä.",
      "Write the legal form as it appears in the trade register.",
      "Skriv företagsformen så som den står i handelsregistret.",
    ),
  }),
  scalar({
    id: "NaceSectorClassificationCodes",
    d: "B1",
    obligation: "mandatory",
    answer: { kind: "codeList", list: "nace", multiple: true },
    label: text("Toimialakoodit (NACE)", "Industry codes (NACE)", "Branschkoder (NACE)"),
    guidance: text(
      "Valitse päätoimialasi ja muut merkittävät toimialat.",
      "Choose your main industry and any other significant ones.",
      "Välj din huvudbransch och andra betydande branscher.",
    ),
  }),
  scalar({
    id: "Assets",
    d: "B1",
    obligation: "mandatory",
    answer: money,
    label: text("Taseen loppusumma", "Balance sheet total", "Balansomslutning"),
    guidance: text(
      "Taseen loppusumma tilinpäätöksestä raportointikauden lopussa.",
      "Total assets from your financial statements at the end of the period.",
      "Summa tillgångar enligt bokslutet vid periodens slut.",
    ),
  }),
  scalar({
    id: "Turnover",
    d: "B1",
    obligation: "mandatory",
    answer: money,
    label: text("Liikevaihto", "Turnover", "Omsättning"),
    guidance: text(
      "Liikevaihto tilinpäätöksestä. Sitä käytetään päästöintensiteetin laskemiseen.",
      "Turnover from your financial statements. It is used to compute emission intensity.",
      "Omsättningen enligt bokslutet. Den används för att beräkna utsläppsintensiteten.",
    ),
  }),
  scalar({
    id: "NumberOfEmployees",
    d: "B1",
    obligation: "mandatory",
    answer: persons,
    label: text("Työntekijöiden määrä", "Number of employees", "Antal anställda"),
    guidance: text(
      "Henkilömääränä tai henkilötyövuosina, kuten alla valitset.",
      "As a headcount or in full-time equivalents, as you choose below.",
      "Som antal personer eller heltidsekvivalenter, enligt ditt val nedan.",
    ),
  }),
  scalar({
    id: "EmployeeCountingMethodology",
    d: "B1",
    obligation: "mandatory",
    answer: { kind: "enum", members: domainOf("EmployeeCountingMethodology") },
    label: text("Laskentahetki", "When employees are counted", "När de anställda räknas"),
    guidance: text(
      "Kauden lopussa tai kauden keskiarvona.",
      "At the end of the period or as an average over the period.",
      "Vid periodens slut eller som ett genomsnitt under perioden.",
    ),
  }),
  scalar({
    id: "TypeOfNumberOfEmployees",
    d: "B1",
    obligation: "mandatory",
    answer: { kind: "enum", members: domainOf("TypeOfNumberOfEmployees") },
    label: text("Laskentatapa", "How employees are counted", "Hur de anställda räknas"),
    guidance: text(
      "Henkilömäärä tai kokoaikaisiksi muutettu määrä (henkilötyövuodet).",
      "Headcount, or full-time equivalents (FTE).",
      "Antal personer eller heltidsekvivalenter.",
    ),
  }),
  scalar({
    id: "CountryOfPrimaryOperationsAndLocationOfSignificantAssets",
    d: "B1",
    obligation: "mandatory",
    answer: { kind: "codeList", list: "country", multiple: false },
    label: text("Päätoimintamaa", "Main country of operations", "Huvudsakligt verksamhetsland"),
    guidance: text(
      "Maa, jossa pääosa toiminnasta ja merkittävistä varoista on.",
      "The country where most of your operations and significant assets are.",
      "Landet där största delen av verksamheten och betydande tillgångar finns.",
    ),
  }),
  scalar({
    id: "DescriptionOfSustainabilityRelatedCertificationsOrLabels",
    d: "B1",
    obligation: "ifApplicable",
    when: gate("gate.hasCertifications"),
    answer: narrative,
    label: text(
      "Vastuullisuussertifikaatit ja -merkit",
      "Sustainability certificates and labels",
      "Hållbarhetscertifikat och märkningar",
    ),
    guidance: text(
      "Kerro kunkin sertifikaatin tai merkin myöntäjä, päivämäärä ja mahdollinen arvosana.",
      "For each certificate or label, give the issuer, the date and any rating.",
      "Ange för varje certifikat eller märkning utfärdaren, datumet och eventuellt betyg.",
    ),
  }),
  table({
    id: "ListOfSubsidiaryTable",
    d: "B1",
    obligation: "ifApplicable",
    when: equals("BasisForReporting", "ConsolidatedMember"),
    rowKey: {
      kind: "typed",
      axis: "IdentifierOfSubsidiaryTypedAxis",
      label: text("Tunniste", "Identifier", "Identifierare"),
    },
    fields: [
      field(
        "NameOfTheSubsidiary",
        line,
        text("Tytäryhtiön nimi", "Name of the subsidiary", "Dotterbolagets namn"),
        {
          required: true,
        },
      ),
      field(
        "RegisteredAddressOfTheSubsidiary",
        line,
        text("Rekisteröity osoite", "Registered address", "Registrerad adress"),
        { required: true },
      ),
    ],
    minRows: 1,
    label: text("Tytäryhtiöt", "Subsidiaries", "Dotterbolag"),
    guidance: text(
      "Luettele konsolidoidussa raportissa mukana olevat tytäryhtiöt.",
      "List the subsidiaries included in the consolidated report.",
      "Lista dotterbolagen som ingår i koncernrapporten.",
    ),
  }),
  table({
    id: "ListOfSitesTable",
    d: "B1",
    obligation: "mandatory",
    rowKey: {
      kind: "typed",
      axis: "IdentifierOfSiteTypedAxis",
      label: text("Toimipaikan nimi", "Site name", "Platsens namn"),
    },
    fields: [
      field("AddressOfSite", line, text("Katuosoite", "Street address", "Gatuadress"), { required: true }),
      field("PostalCodeOfSite", line, text("Postinumero", "Postal code", "Postnummer"), { required: true }),
      field("CityOfSite", line, text("Postitoimipaikka", "City", "Ort"), { required: true }),
      field(
        "CountryOfSite",
        { kind: "codeList", list: "country", multiple: false },
        text("Maa", "Country", "Land"),
        {
          required: true,
        },
      ),
      field(
        "GPSLocationOfSite",
        { kind: "coordinates" },
        text("Koordinaatit", "Coordinates", "Koordinater"),
        {
          required: true,
        },
      ),
    ],
    minRows: 1,
    label: text("Toimipaikat", "Sites", "Platser"),
    guidance: text(
      "Kaikki omistamasi, vuokraamasi tai hallinnoimasi toimipaikat, kuten toimisto, varasto tai tehdas.",
      "Every site you own, lease or manage, such as an office, warehouse or plant.",
      "Alla platser du äger, hyr eller förvaltar, till exempel kontor, lager eller fabrik.",
    ),
  }),
  table({
    id: "PracticesPoliciesAndOrFutureInitiativesForTransitioningTowardsAMoreSustainableEconomyAbstract",
    d: "B2",
    obligation: "ifApplicable",
    when: gate("gate.hasPracticesPolicies"),
    rowKey: {
      kind: "member",
      axis: "SustainabilityIssueAddressedByPracticePolicyAndOrFutureInitiative",
      concept: "SustainabilityIssueAddressedByPracticePolicyAndOrFutureInitiative",
      members: sustainabilityIssues,
      label: text("Vastuullisuusaihe", "Sustainability issue", "Hållbarhetsfråga"),
    },
    fields: [
      field(
        "PracticePolicyAndOrFutureInitiativeIsPubliclyAvailable",
        yesNo,
        text("Onko julkisesti saatavilla?", "Publicly available?", "Offentligt tillgänglig?"),
        { required: true },
      ),
      field(
        "UndertakingHasSetATargetWhichIsRelatedToAPolicy",
        yesNo,
        text("Onko asetettu tavoitteita?", "Targets set?", "Har mål satts?"),
        { required: true },
      ),
      field(
        "DescriptionOfPracticesPoliciesAndOrFutureInitiatives",
        narrative,
        text(
          "Kuvaus käytännöistä, periaatteista ja suunnitelmista",
          "Description of the practices, policies and plans",
          "Beskrivning av praxis, policyer och planer",
        ),
        { required: true, module: "comprehensive", disclosure: "C2" },
      ),
      field(
        "DescriptionOfATargetRelatedToAPolicy",
        narrative,
        text("Tavoitteiden kuvaus", "Description of the targets", "Beskrivning av målen"),
        { module: "comprehensive", disclosure: "C2" },
      ),
      field(
        "MostSeniorLevelAccountableForImplementationOfPolicies",
        // A text block in the taxonomy (and EFRAG's template takes a paragraph), not one line.
        narrative,
        text("Vastuussa oleva ylin taho", "Most senior level accountable", "Högsta ansvariga nivå"),
        { module: "comprehensive", disclosure: "C2" },
      ),
    ],
    minRows: 1,
    maxRows: sustainabilityIssues.length,
    rowRule: "describeTargets",
    label: text(
      "Käytännöt, periaatteet ja tulevat toimet kestävämpään talouteen",
      "Practices, policies and future initiatives for a more sustainable economy",
      "Praxis, policyer och framtida initiativ för en mer hållbar ekonomi",
    ),
    guidance: text(
      "Lisää rivi jokaisesta aiheesta, jota varten yritykselläsi on käytäntöjä, periaatteita tai suunnitelmia.",
      "Add a row for each issue your company has practices, policies or plans for.",
      "Lägg till en rad för varje fråga som företaget har praxis, policyer eller planer för.",
    ),
  }),
  scalar({
    id: "DescriptionOfTheEffectiveParticipationOfWorkersUsersOrOtherInterestedPartiesOrCommunitiesInGovernance",
    d: "B2",
    obligation: "optional",
    when: equals("UndertakingsLegalForm", "CooperativeMember"),
    answer: narrative,
    label: text(
      "Jäsenten ja sidosryhmien osallistuminen hallintoon",
      "How members and stakeholders take part in governance",
      "Hur medlemmar och intressenter deltar i styrningen",
    ),
    guidance: text(
      "Osuuskunnille: miten työntekijät, käyttäjät tai yhteisöt vaikuttavat päätöksiin.",
      "For cooperatives: how workers, users or communities take part in decisions.",
      "För kooperativ: hur arbetstagare, användare eller samhällen deltar i besluten.",
    ),
  }),
  scalar({
    id: "FinancialInvestmentInTheCapitalOrAssetsOfSocialEconomyEntities",
    d: "B2",
    obligation: "optional",
    when: equals("UndertakingsLegalForm", "CooperativeMember"),
    answer: money,
    label: text(
      "Sijoitukset yhteisötalouden toimijoihin",
      "Investment in social-economy entities",
      "Investeringar i den sociala ekonomin",
    ),
    guidance: text(
      "Sijoitukset yhteisötalouden toimijoiden pääomaan tai varoihin, ilman lahjoituksia.",
      "Money invested in the capital or assets of social-economy entities, excluding donations.",
      "Pengar investerade i kapital eller tillgångar hos aktörer i den sociala ekonomin, utan gåvor.",
    ),
  }),
  scalar({
    id: "DescriptionOfLimitsToTheDistributionOfProfitsConnectedToTheMutualisticNatureOrToTheNatureOfTheActivitiesConsistingInServicesOfGeneralEconomicInterestSGEI",
    d: "B2",
    obligation: "optional",
    when: equals("UndertakingsLegalForm", "CooperativeMember"),
    answer: narrative,
    label: text("Voitonjaon rajoitukset", "Limits on profit distribution", "Begränsningar av vinstutdelning"),
    guidance: text(
      "Osuustoiminnallisuuteen tai yleishyödyllisiin palveluihin liittyvät voitonjaon rajoitukset.",
      "Limits on distributing profit tied to your cooperative nature or services of general interest.",
      "Begränsningar av vinstutdelning kopplade till kooperativ verksamhet eller tjänster av allmänt intresse.",
    ),
  }),
  scalar({
    id: "DescriptionOfSignificantGroupsOfProductsAndOrServicesOffered",
    d: "C1",
    obligation: "mandatory",
    answer: narrative,
    label: text(
      "Tärkeimmät tuotteet ja palvelut",
      "Main products and services",
      "Viktigaste produkter och tjänster",
    ),
    guidance: text(
      "Kuvaa lyhyesti, mitä myyt.",
      "Describe briefly what you sell.",
      "Beskriv kort vad ni säljer.",
    ),
  }),
  scalar({
    id: "DescriptionOfSignificantMarketsTheUndertakingOperatesIn",
    d: "C1",
    obligation: "mandatory",
    answer: narrative,
    label: text("Tärkeimmät markkinat", "Main markets", "Viktigaste marknader"),
    guidance: text(
      "Esimerkiksi yritysasiakkaat, kuluttajat, tukkukauppa tai maat, joissa myyt.",
      "For example business customers, consumers, wholesale, or the countries you sell in.",
      "Till exempel företagskunder, konsumenter, grossister eller länderna där ni säljer.",
    ),
  }),
  scalar({
    id: "DescriptionOfMainBusinessRelationships",
    d: "C1",
    obligation: "mandatory",
    answer: narrative,
    label: text("Tärkeimmät liikesuhteet", "Main business relationships", "Viktigaste affärsrelationer"),
    guidance: text(
      "Tärkeimmät toimittajat, asiakkaat ja jakelukanavat; arvio toimittajien määrästä, toimialoista ja maista.",
      "Key suppliers, customers and sales channels; an estimate of the number of suppliers, their sectors and countries.",
      "Viktigaste leverantörer, kunder och försäljningskanaler; uppskattat antal leverantörer, deras branscher och länder.",
    ),
  }),
  scalar({
    id: "DescriptionOfKeyElementsOfStrategyThatRelatesToOrAffectsSustainabilityIssues",
    d: "C1",
    obligation: "ifApplicable",
    when: gate("gate.strategyHasSustainabilityElements"),
    answer: narrative,
    label: text(
      "Strategian vastuullisuuteen liittyvät osat",
      "Parts of the strategy that concern sustainability",
      "Delar av strategin som rör hållbarhet",
    ),
    guidance: text(
      "Kuvaa lyhyesti, miten strategiasi liittyy vastuullisuuteen tai vaikuttaa siihen.",
      "Describe briefly how your strategy relates to or affects sustainability.",
      "Beskriv kort hur strategin hänger ihop med eller påverkar hållbarhet.",
    ),
  }),
  scalar({
    id: "DisclosureOfAnyOtherGeneralAndOrEntitySpecificInformation",
    d: "other",
    section: "general",
    obligation: "optional",
    answer: narrative,
    label: text("Muut yleiset tiedot", "Other general information", "Övrig allmän information"),
    guidance: text(
      "Muuta yritykseesi liittyvää tietoa, jonka haluat kertoa.",
      "Anything else about your company you want to tell.",
      "Annat om företaget som du vill berätta.",
    ),
  }),
]
