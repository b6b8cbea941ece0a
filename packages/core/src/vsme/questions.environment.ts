import { taxonomyConcepts } from "./taxonomyConcepts.generated.js"
import {
  all,
  amount,
  answered,
  computed,
  derived,
  equals,
  field,
  gate,
  line,
  narrative,
  not,
  quantity,
  scalar,
  table,
  text,
  url,
  yesNo,
} from "./build.js"
import { type Question, type Text } from "./Question.js"

const membersOfAxis = (concept: string, axis: string): ReadonlyArray<string> =>
  taxonomyConcepts
    .find((c) => c.name === concept)
    ?.placements.flatMap((p) => p.table?.explicitAxes ?? [])
    .find((a) => a.axis === axis)?.members ?? []

/** The 94 pollutants of B4 (Reg. (EU) 2024/1244), without the axis's domain member. */
export const pollutants = membersOfAxis("AmountOfEmissionToAir", "TypeOfPollutantAxis").filter(
  (m) => m !== "TypeOfPollutantMember",
)

const t = text
const ghgLabels: Record<string, Text> = {
  GrossScope1GreenhouseGasEmissions: t("Scope 1 -päästöt", "Scope 1 emissions", "Scope 1-utsläpp"),
  GrossLocationBasedScope2GreenhouseGasEmissions: t(
    "Scope 2 -päästöt (sijaintiperusteinen)",
    "Scope 2 emissions (location-based)",
    "Scope 2-utsläpp (platsbaserade)",
  ),
  GrossMarketBasedScope2GreenhouseGasEmissions: t(
    "Scope 2 -päästöt (markkinaperusteinen)",
    "Scope 2 emissions (market-based)",
    "Scope 2-utsläpp (marknadsbaserade)",
  ),
  TotalGrossLocationBasedScope1AndScope2GHGEmissions: t(
    "Scope 1 ja 2 yhteensä (sijaintiperusteinen)",
    "Scope 1 and 2 total (location-based)",
    "Scope 1 och 2 totalt (platsbaserat)",
  ),
  TotalGrossMarketBasedScope1AndScope2GHGEmissions: t(
    "Scope 1 ja 2 yhteensä (markkinaperusteinen)",
    "Scope 1 and 2 total (market-based)",
    "Scope 1 och 2 totalt (marknadsbaserat)",
  ),
  GrossScope3GreenhouseGasEmissions: t("Scope 3 -päästöt", "Scope 3 emissions", "Scope 3-utsläpp"),
  TotalGrossLocationBasedGHGEmissions: t(
    "Päästöt yhteensä (sijaintiperusteinen)",
    "Total emissions (location-based)",
    "Totala utsläpp (platsbaserade)",
  ),
  TotalGrossMarketBasedGHGEmissions: t(
    "Päästöt yhteensä (markkinaperusteinen)",
    "Total emissions (market-based)",
    "Totala utsläpp (marknadsbaserade)",
  ),
}
const ghgLabel = (concept: string) => ghgLabels[concept] as Text

const scope3 = answered("GrossScope3GreenhouseGasEmissions")
const market = answered("GrossMarketBasedScope2GreenhouseGasEmissions")
const totalsGuidance = t(
  "Lasketaan automaattisesti syöttämistäsi päästöistä.",
  "Computed automatically from the emissions you entered.",
  "Beräknas automatiskt utifrån de utsläpp du angett.",
)
const intensityGuidance = t(
  "Lasketaan automaattisesti: päästöt jaettuna liikevaihdolla (tCO2e / euro).",
  "Computed automatically: emissions divided by turnover (tCO2e per euro).",
  "Beräknas automatiskt: utsläpp delat med omsättningen (tCO2e per euro).",
)
const wasteTotalsGuidance = t(
  "Lasketaan automaattisesti jäteriveistä.",
  "Computed automatically from the waste rows.",
  "Beräknas automatiskt från avfallsraderna.",
)
const landGuidance = t(
  "Vapaaehtoinen. Ilmoita hehtaareina tai neliömetreinä.",
  "Optional. Give it in hectares or square metres.",
  "Frivilligt. Ange i hektar eller kvadratmeter.",
)

/** B3–B7, C3, C4 and other environmental information. */
export const environmentQuestions: ReadonlyArray<Question> = [
  scalar({
    id: "TotalEnergyConsumption",
    d: "B3",
    obligation: "mandatory",
    answer: quantity("energy"),
    label: t("Energiankulutus yhteensä", "Total energy consumption", "Total energiförbrukning"),
    guidance: t(
      "Kaikki ostettu ja itse tuotettu energia: sähkö, lämpö, jäähdytys ja polttoaineet. Katso laskuista.",
      "All energy bought and self-generated: electricity, heat, cooling and fuels. Check your bills.",
      "All köpt och egenproducerad energi: el, värme, kyla och bränslen. Se fakturorna.",
    ),
  }),
  table({
    id: "BreakdownOfEnergyConsumptionTable",
    d: "B3",
    obligation: "ifApplicable",
    when: gate("gate.hasEnergyBreakdown"),
    rowKey: {
      kind: "member",
      axis: "BreakdownOfEnergyConsumptionAxis",
      members: ["RenewableEnergyMember", "NonRenewableEnergyMember"],
      label: t("Energialähde", "Energy source", "Energikälla"),
    },
    units: ["energy"],
    fields: [
      field(
        "EnergyConsumptionFromElectricity",
        amount("energy"),
        t("Ostosähkö", "Purchased electricity", "Köpt el"),
        {
          required: true,
        },
      ),
      field(
        "EnergyConsumptionFromSelfGeneratedElectricity",
        amount("energy"),
        t("Itse tuotettu sähkö", "Self-generated electricity", "Egenproducerad el"),
      ),
      field("EnergyConsumptionFromFuels", amount("energy"), t("Polttoaineet", "Fuels", "Bränslen"), {
        required: true,
      }),
    ],
    minRows: 2,
    maxRows: 2,
    label: t(
      "Energiankulutuksen erittely",
      "Breakdown of energy consumption",
      "Fördelning av energiförbrukningen",
    ),
    guidance: t(
      "Jaa kulutus uusiutuvaan ja uusiutumattomaan. Sähkön uusiutuva osuus näkyy sähkölaskusta tai alkuperätakuista.",
      "Split consumption into renewable and non-renewable. The renewable share of electricity is on your bill or guarantees of origin.",
      "Dela upp förbrukningen i förnybar och icke-förnybar. Den förnybara andelen el framgår av fakturan eller ursprungsgarantier.",
    ),
  }),
  scalar({
    id: "GrossScope1GreenhouseGasEmissions",
    d: "B3",
    obligation: "mandatory",
    answer: quantity("ghgEmissions"),
    label: ghgLabel("GrossScope1GreenhouseGasEmissions"),
    guidance: t(
      "Suorat päästöt omista lähteistä, kuten ajoneuvojen ja lämmityksen polttoaineista.",
      "Direct emissions from your own sources, such as fuel for vehicles and heating.",
      "Direkta utsläpp från egna källor, till exempel bränsle för fordon och uppvärmning.",
    ),
  }),
  scalar({
    id: "GrossLocationBasedScope2GreenhouseGasEmissions",
    d: "B3",
    obligation: "mandatory",
    answer: quantity("ghgEmissions"),
    label: ghgLabel("GrossLocationBasedScope2GreenhouseGasEmissions"),
    guidance: t(
      "Ostetun sähkön, lämmön ja jäähdytyksen päästöt sähköverkon keskimääräisellä päästökertoimella.",
      "Emissions from purchased electricity, heat and cooling using the grid-average emission factor.",
      "Utsläpp från köpt el, värme och kyla med elnätets genomsnittliga utsläppsfaktor.",
    ),
  }),
  scalar({
    id: "GrossMarketBasedScope2GreenhouseGasEmissions",
    d: "B3",
    obligation: "optional",
    answer: quantity("ghgEmissions"),
    label: ghgLabel("GrossMarketBasedScope2GreenhouseGasEmissions"),
    guidance: t(
      "Vapaaehtoinen: sama päästökertoimella, joka perustuu sähkösopimukseesi.",
      "Optional: the same using the emission factor of your electricity contract.",
      "Frivilligt: samma med utsläppsfaktorn i ditt elavtal.",
    ),
  }),
  derived({
    id: "TotalGrossLocationBasedScope1AndScope2GHGEmissions",
    d: "B3",
    obligation: "mandatory",
    derivation: "scope12Location",
    label: ghgLabel("TotalGrossLocationBasedScope1AndScope2GHGEmissions"),
    guidance: totalsGuidance,
  }),
  derived({
    id: "TotalGrossMarketBasedScope1AndScope2GHGEmissions",
    d: "B3",
    obligation: "ifApplicable",
    when: market,
    derivation: "scope12Market",
    label: ghgLabel("TotalGrossMarketBasedScope1AndScope2GHGEmissions"),
    guidance: totalsGuidance,
  }),
  scalar({
    id: "GrossScope3GreenhouseGasEmissions",
    d: "B3",
    obligation: "optional",
    answer: quantity("ghgEmissions"),
    label: ghgLabel("GrossScope3GreenhouseGasEmissions"),
    guidance: t(
      "Vapaaehtoinen: arvoketjun merkittävät päästöt, kuten ostetut tuotteet, kuljetukset ja työmatkat.",
      "Optional: significant value-chain emissions, such as purchased goods, transport and business travel.",
      "Frivilligt: betydande utsläpp i värdekedjan, till exempel inköpta varor, transporter och tjänsteresor.",
    ),
  }),
  derived({
    id: "TotalGrossLocationBasedGHGEmissions",
    d: "B3",
    obligation: "ifApplicable",
    when: scope3,
    derivation: "scope123Location",
    label: ghgLabel("TotalGrossLocationBasedGHGEmissions"),
    guidance: totalsGuidance,
  }),
  derived({
    id: "TotalGrossMarketBasedGHGEmissions",
    d: "B3",
    obligation: "ifApplicable",
    when: all(scope3, market),
    derivation: "scope123Market",
    label: ghgLabel("TotalGrossMarketBasedGHGEmissions"),
    guidance: totalsGuidance,
  }),
  derived({
    id: "Scope1AndScope2GreenhouseGasEmissionsIntensityValueLocationBased",
    d: "B3",
    obligation: "mandatory",
    derivation: "intensityScope12Location",
    label: t(
      "Päästöintensiteetti, scope 1 ja 2 (sijaintiperusteinen)",
      "Emission intensity, scope 1 and 2 (location-based)",
      "Utsläppsintensitet, scope 1 och 2 (platsbaserad)",
    ),
    guidance: intensityGuidance,
  }),
  derived({
    id: "Scope1AndScope2GreenhouseGasEmissionsIntensityValueMarketBased",
    d: "B3",
    obligation: "ifApplicable",
    when: market,
    derivation: "intensityScope12Market",
    label: t(
      "Päästöintensiteetti, scope 1 ja 2 (markkinaperusteinen)",
      "Emission intensity, scope 1 and 2 (market-based)",
      "Utsläppsintensitet, scope 1 och 2 (marknadsbaserad)",
    ),
    guidance: intensityGuidance,
  }),
  derived({
    id: "TotalLocationBasedGreenhouseGasEmissionsIntensityValue",
    d: "B3",
    obligation: "ifApplicable",
    when: scope3,
    derivation: "intensityTotalLocation",
    label: t(
      "Päästöintensiteetti yhteensä (sijaintiperusteinen)",
      "Total emission intensity (location-based)",
      "Total utsläppsintensitet (platsbaserad)",
    ),
    guidance: intensityGuidance,
  }),
  derived({
    id: "TotalMarketBasedGreenhouseGasEmissionsIntensityValue",
    d: "B3",
    obligation: "ifApplicable",
    when: all(scope3, market),
    derivation: "intensityTotalMarket",
    label: t(
      "Päästöintensiteetti yhteensä (markkinaperusteinen)",
      "Total emission intensity (market-based)",
      "Total utsläppsintensitet (marknadsbaserad)",
    ),
    guidance: intensityGuidance,
  }),
  scalar({
    id: "PubliclyAvailableDisclosure",
    d: "B4",
    obligation: "ifApplicable",
    when: gate("gate.reportsPollutants"),
    answer: yesNo,
    label: t(
      "Ovatko päästötiedot jo julkisia?",
      "Is the pollutant information already public?",
      "Är uppgifterna om föroreningar redan offentliga?",
    ),
    guidance: t(
      "Jos olet jo julkaissut tiedot esimerkiksi ympäristöluvan raportissa, voit antaa linkin taulukon sijaan.",
      "If you already publish the figures, for example under your environmental permit, give the link instead of the table.",
      "Om du redan publicerar uppgifterna, till exempel enligt miljötillståndet, kan du ge länken i stället för tabellen.",
    ),
  }),
  scalar({
    id: "URLOrLinkToThePubliclyAvailableDisclosure",
    d: "B4",
    obligation: "ifApplicable",
    when: all(gate("gate.reportsPollutants"), equals("PubliclyAvailableDisclosure", true)),
    answer: url,
    label: t(
      "Linkki julkaistuihin tietoihin",
      "Link to the published information",
      "Länk till de publicerade uppgifterna",
    ),
    guidance: t(
      "Verkko-osoite, josta tiedot löytyvät.",
      "Where the information can be read.",
      "Där uppgifterna finns.",
    ),
  }),
  table({
    id: "AmountOfEmissionsTable",
    d: "B4",
    obligation: "ifApplicable",
    when: all(gate("gate.reportsPollutants"), equals("PubliclyAvailableDisclosure", false)),
    rowKey: {
      kind: "member",
      axis: "TypeOfPollutantAxis",
      members: pollutants,
      label: t("Päästöaine", "Pollutant", "Förorening"),
    },
    units: ["mass"],
    fields: [
      field("AmountOfEmissionToAir", amount("mass"), t("Ilmaan", "To air", "Till luft")),
      field("AmountOfEmissionToWater", amount("mass"), t("Veteen", "To water", "Till vatten")),
      field("AmountOfEmissionToSoil", amount("mass"), t("Maaperään", "To soil", "Till mark")),
    ],
    minRows: 1,
    maxRows: pollutants.length,
    label: t(
      "Päästöt ilmaan, veteen ja maaperään",
      "Emissions to air, water and soil",
      "Utsläpp till luft, vatten och mark",
    ),
    guidance: t(
      "Vain jos sinun on jo ilmoitettava päästöt viranomaisille tai raportoit ne ympäristöjärjestelmässä.",
      "Only if you already have to report pollutants to authorities or do so under an environmental management system.",
      "Endast om du redan måste rapportera föroreningar till myndigheter eller gör det inom ett miljöledningssystem.",
    ),
  }),
  table({
    id: "SitesInBiodiversitySensitiveAreasTable",
    d: "B5",
    obligation: "ifApplicable",
    when: gate("gate.hasSitesNearSensitiveAreas"),
    rowKey: {
      kind: "typed",
      axis: "IdentifierOfSiteTypedAxis",
      label: t("Toimipaikka", "Site", "Plats"),
    },
    units: ["area"],
    fields: [
      field("AreaOfSiteInBiodiversitySensitiveArea", amount("area"), t("Pinta-ala", "Area", "Yta"), {
        required: true,
      }),
      field(
        "SiteLocatedInABiodiversitySensitiveArea",
        yesNo,
        t("Alueella", "Inside the area", "Inom området"),
      ),
      field(
        "SiteLocatedNearABiodiversitySensitiveArea",
        yesNo,
        t("Alueen lähellä", "Near the area", "Nära området"),
      ),
    ],
    minRows: 1,
    rowRule: "inOrNear",
    label: t(
      "Toimipaikat luonnon monimuotoisuuden kannalta herkillä alueilla",
      "Sites in or near biodiversity-sensitive areas",
      "Platser i eller nära områden som är känsliga för biologisk mångfald",
    ),
    guidance: t(
      "Esimerkiksi Natura 2000 -alueet ja muut suojelualueet. Valitse toimipaikka toimipaikkaluettelosta.",
      "For example Natura 2000 sites and other protected areas. Pick the site from your list of sites.",
      "Till exempel Natura 2000-områden och andra skyddade områden. Välj platsen ur platslistan.",
    ),
  }),
  scalar({
    id: "TotalSealedArea",
    d: "B5",
    obligation: "optional",
    answer: quantity("area"),
    label: t("Päällystetty pinta-ala", "Sealed area", "Hårdgjord yta"),
    guidance: landGuidance,
  }),
  scalar({
    id: "TotalNatureOrientedAreaOnSite",
    d: "B5",
    obligation: "optional",
    answer: quantity("area"),
    label: t("Luonnonmukainen ala toimipaikalla", "Nature-oriented area on site", "Naturnära yta på platsen"),
    guidance: landGuidance,
  }),
  scalar({
    id: "TotalNatureOrientedAreaOffSite",
    d: "B5",
    obligation: "optional",
    answer: quantity("area"),
    label: t("Luonnonmukainen ala muualla", "Nature-oriented area off site", "Naturnära yta utanför platsen"),
    guidance: landGuidance,
  }),
  scalar({
    id: "TotalUseOfLand",
    d: "B5",
    obligation: "optional",
    answer: quantity("area"),
    label: t("Maankäyttö yhteensä", "Total use of land", "Total markanvändning"),
    guidance: landGuidance,
  }),
  scalar({
    id: "TotalAmountOfWaterWithdrawnFromAllSites",
    d: "B6",
    obligation: "mandatory",
    answer: quantity("volume"),
    label: t("Veden otto yhteensä", "Total water withdrawal", "Totalt vattenuttag"),
    guidance: t(
      "Kaikkien toimipaikkojen vesi kuutiometreinä, esimerkiksi vesilaskuista.",
      "Water taken in at all sites, in cubic metres, for example from water bills.",
      "Vatten som tagits in vid alla platser, i kubikmeter, till exempel från vattenfakturor.",
    ),
  }),
  scalar({
    id: "AmountOfWaterWithdrawnAtSitesLocatedInAreasOfHighWaterStress",
    d: "B6",
    obligation: "mandatory",
    answer: quantity("volume"),
    label: t(
      "Veden otto vesistressialueilla",
      "Water withdrawal in areas of high water stress",
      "Vattenuttag i områden med hög vattenstress",
    ),
    guidance: t(
      "Osuus edellisestä. Suomessa yleensä 0.",
      "The part of the total taken in water-stressed areas. Usually 0 in Finland.",
      "Den del av totalen som tas i områden med vattenstress. I Finland oftast 0.",
    ),
  }),
  scalar({
    id: "WaterDischargeFromUndertakingProductionProcesses",
    d: "B6",
    obligation: "ifApplicable",
    when: gate("gate.hasWaterIntensiveProcesses"),
    answer: quantity("volume"),
    label: t(
      "Tuotantoprosessien jätevesi",
      "Water discharged from production",
      "Utsläppt vatten från produktionen",
    ),
    guidance: t(
      "Tuotantoprosesseista poistettu vesi kuutiometreinä.",
      "Water discharged from your production processes, in cubic metres.",
      "Vatten som släpps ut från produktionsprocesserna, i kubikmeter.",
    ),
  }),
  derived({
    id: "TotalWaterConsumption",
    d: "B6",
    obligation: "ifApplicable",
    when: gate("gate.hasWaterIntensiveProcesses"),
    derivation: "waterConsumption",
    label: t("Vedenkulutus", "Water consumption", "Vattenförbrukning"),
    guidance: t(
      "Lasketaan automaattisesti: veden otto miinus poistettu vesi.",
      "Computed automatically: withdrawal minus discharge.",
      "Beräknas automatiskt: uttag minus utsläpp.",
    ),
  }),
  scalar({
    id: "UndertakingAppliesCircularEconomyPrinciples",
    d: "B7",
    obligation: "mandatory",
    answer: yesNo,
    label: t(
      "Noudatatko kiertotalouden periaatteita?",
      "Do you apply circular-economy principles?",
      "Tillämpar ni principer för cirkulär ekonomi?",
    ),
    guidance: t(
      "Esimerkiksi korjaaminen, uudelleenkäyttö, kierrätys tai materiaalien säästäminen.",
      "For example repair, reuse, recycling or using less material.",
      "Till exempel reparation, återanvändning, återvinning eller mindre materialanvändning.",
    ),
  }),
  scalar({
    id: "DescriptionOfHowCircularEconomyPrinciplesAreApplied",
    d: "B7",
    obligation: "ifApplicable",
    when: equals("UndertakingAppliesCircularEconomyPrinciples", true),
    answer: narrative,
    label: t("Miten periaatteita noudatetaan", "How you apply them", "Hur ni tillämpar dem"),
    guidance: t(
      "Kuvaa lyhyesti käytännön toimet.",
      "Describe briefly what you do.",
      "Beskriv kort vad ni gör.",
    ),
  }),
  table({
    id: "WasteGeneratedTable",
    d: "B7",
    obligation: "mandatory",
    when: not(gate("gate.onlyHouseholdWaste")),
    rowKey: {
      kind: "member",
      axis: "TypeOfWasteAxis",
      members: { codeList: "waste" },
      label: t("Jätelaji", "Type of waste", "Avfallsslag"),
    },
    units: ["mass", "volume"],
    fields: [
      field(
        "WasteDivertedToRecycleOrReuseMass",
        amount("mass"),
        t("Kierrätykseen (paino)", "To recycling (mass)", "Till återvinning (vikt)"),
      ),
      field(
        "WasteDirectedToDisposalMass",
        amount("mass"),
        t("Loppusijoitukseen (paino)", "To disposal (mass)", "Till bortskaffande (vikt)"),
      ),
      field(
        "TotalWasteRecycledReusedAndDirectedToDisposalMass",
        computed,
        t("Yhteensä (paino)", "Total (mass)", "Totalt (vikt)"),
      ),
      field(
        "WasteDivertedToRecycleOrReuseVolume",
        amount("volume"),
        t("Kierrätykseen (tilavuus)", "To recycling (volume)", "Till återvinning (volym)"),
      ),
      field(
        "WasteDirectedToDisposalVolume",
        amount("volume"),
        t("Loppusijoitukseen (tilavuus)", "To disposal (volume)", "Till bortskaffande (volym)"),
      ),
      field(
        "TotalWasteRecycledReusedAndDirectedToDisposalVolume",
        computed,
        t("Yhteensä (tilavuus)", "Total (volume)", "Totalt (volym)"),
      ),
    ],
    minRows: 1,
    rowRule: "massOrVolume",
    label: t("Syntyneet jätteet", "Waste generated", "Genererat avfall"),
    guidance: t(
      "Valitse jätelaji jäteluettelosta ja anna kierrätetty ja loppusijoitettu määrä, mieluiten painona. Jätehuoltoyhtiön raportista löytyvät luvut.",
      "Pick the waste type from the European list and give the amounts recycled and disposed of, preferably by weight. Your waste company's report has the figures.",
      "Välj avfallsslag ur den europeiska förteckningen och ange mängden till återvinning och bortskaffande, helst i vikt. Siffrorna finns i avfallsbolagets rapport.",
    ),
  }),
  ...(
    [
      [
        "TotalHazardousWasteGeneratedMass",
        "hazardousWasteMass",
        t("Vaarallinen jäte (paino)", "Hazardous waste (mass)", "Farligt avfall (vikt)"),
      ],
      [
        "TotalNonHazardousWasteGeneratedMass",
        "nonHazardousWasteMass",
        t("Tavanomainen jäte (paino)", "Non-hazardous waste (mass)", "Icke-farligt avfall (vikt)"),
      ],
      [
        "TotalWasteGeneratedMass",
        "totalWasteMass",
        t("Jäte yhteensä (paino)", "Total waste (mass)", "Totalt avfall (vikt)"),
      ],
      [
        "TotalHazardousWasteGeneratedVolume",
        "hazardousWasteVolume",
        t("Vaarallinen jäte (tilavuus)", "Hazardous waste (volume)", "Farligt avfall (volym)"),
      ],
      [
        "TotalNonHazardousWasteGeneratedVolume",
        "nonHazardousWasteVolume",
        t("Tavanomainen jäte (tilavuus)", "Non-hazardous waste (volume)", "Icke-farligt avfall (volym)"),
      ],
      [
        "TotalWasteGeneratedVolume",
        "totalWasteVolume",
        t("Jäte yhteensä (tilavuus)", "Total waste (volume)", "Totalt avfall (volym)"),
      ],
    ] as const
  ).map(([id, derivation, label]) =>
    derived({
      id,
      d: "B7",
      obligation: "mandatory",
      when: not(gate("gate.onlyHouseholdWaste")),
      derivation,
      label,
      guidance: wasteTotalsGuidance,
    }),
  ),
  table({
    id: "BreakdownOfAnnualMassFlowOfRelevantMaterialsUsedByTheUndertakingHypercube",
    d: "B7",
    obligation: "ifApplicable",
    when: gate("gate.hasSignificantMaterialFlows"),
    rowKey: {
      kind: "typed",
      axis: "IdentifierOfMaterialTypedAxis",
      label: t("Tunniste", "Identifier", "Identifierare"),
    },
    units: ["mass", "volume"],
    fields: [
      field("NameOfMaterialUsed", line, t("Materiaali", "Material", "Material"), { required: true }),
      field("WeightOfMaterialUsed", amount("mass"), t("Paino", "Weight", "Vikt")),
      field("VolumeOfMaterialUsed", amount("volume"), t("Tilavuus", "Volume", "Volym")),
    ],
    minRows: 1,
    rowRule: "massOrVolumeOnce",
    label: t("Käytetyt keskeiset materiaalit", "Key materials used", "Viktigaste material som används"),
    guidance: t(
      "Tärkeimmät ostetut tai itse hankitut materiaalit vuodessa, ilman energiaa ja vettä.",
      "Your main materials bought or sourced in a year, excluding energy and water.",
      "De viktigaste materialen som köpts in eller tagits fram under året, utan energi och vatten.",
    ),
  }),
  derived({
    id: "TotalMassOfMaterialUsed",
    d: "B7",
    obligation: "ifApplicable",
    when: gate("gate.hasSignificantMaterialFlows"),
    derivation: "materialsTotalMass",
    label: t("Materiaalit yhteensä (paino)", "Total materials (mass)", "Totalt material (vikt)"),
    guidance: wasteTotalsGuidance,
  }),
  derived({
    id: "TotalVolumeOfMaterialUsed",
    d: "B7",
    obligation: "ifApplicable",
    when: gate("gate.hasSignificantMaterialFlows"),
    derivation: "materialsTotalVolume",
    label: t("Materiaalit yhteensä (tilavuus)", "Total materials (volume)", "Totalt material (volym)"),
    guidance: wasteTotalsGuidance,
  }),
  scalar({
    id: "GreenhouseGasEmissionReductionTargetBaseYear",
    d: "C3",
    obligation: "ifApplicable",
    when: gate("gate.hasGhgTargets"),
    answer: { kind: "year" },
    label: t("Perusvuosi", "Base year", "Basår"),
    guidance: t(
      "Vuosi, johon vähennystä verrataan.",
      "The year the reduction is measured from.",
      "Året som minskningen mäts från.",
    ),
  }),
  scalar({
    id: "GreenhouseGasEmissionReductionTargetYear",
    d: "C3",
    obligation: "ifApplicable",
    when: gate("gate.hasGhgTargets"),
    answer: { kind: "year" },
    label: t("Tavoitevuosi", "Target year", "Målår"),
    guidance: t(
      "Vuosi, johon mennessä tavoite saavutetaan.",
      "The year by which you aim to reach the target.",
      "Året då målet ska vara nått.",
    ),
  }),
  table({
    id: "GreenhouseGasEmissionReductionTargetsAbstract",
    d: "C3",
    obligation: "ifApplicable",
    when: gate("gate.hasGhgTargets"),
    rowKey: {
      kind: "member",
      axis: "ReportingScopesAxis",
      members: ["BaselineYearMember", "TargetYearMember"],
      label: t("Vuosi", "Year", "År"),
    },
    units: ["ghgEmissions"],
    fields: [
      field(
        "GrossScope1GreenhouseGasEmissions",
        amount("ghgEmissions"),
        ghgLabel("GrossScope1GreenhouseGasEmissions"),
        { required: true },
      ),
      field(
        "GrossLocationBasedScope2GreenhouseGasEmissions",
        amount("ghgEmissions"),
        ghgLabel("GrossLocationBasedScope2GreenhouseGasEmissions"),
        { required: true },
      ),
      field(
        "GrossMarketBasedScope2GreenhouseGasEmissions",
        amount("ghgEmissions"),
        ghgLabel("GrossMarketBasedScope2GreenhouseGasEmissions"),
      ),
      field(
        "GrossScope3GreenhouseGasEmissions",
        amount("ghgEmissions"),
        ghgLabel("GrossScope3GreenhouseGasEmissions"),
      ),
      field(
        "TotalGrossLocationBasedScope1AndScope2GHGEmissions",
        computed,
        ghgLabel("TotalGrossLocationBasedScope1AndScope2GHGEmissions"),
      ),
      field(
        "TotalGrossMarketBasedScope1AndScope2GHGEmissions",
        computed,
        ghgLabel("TotalGrossMarketBasedScope1AndScope2GHGEmissions"),
      ),
      field("TotalGrossLocationBasedGHGEmissions", computed, ghgLabel("TotalGrossLocationBasedGHGEmissions")),
      field("TotalGrossMarketBasedGHGEmissions", computed, ghgLabel("TotalGrossMarketBasedGHGEmissions")),
    ],
    minRows: 2,
    maxRows: 2,
    label: t("Päästövähennystavoitteet", "Emission reduction targets", "Mål för utsläppsminskning"),
    guidance: t(
      "Perusvuoden päästöt ja tavoitevuoden tavoitetaso kullekin scopelle. Poistumia tai vältettyjä päästöjä ei vähennetä.",
      "Base-year emissions and the target level for each scope. Do not net off removals or avoided emissions.",
      "Basårets utsläpp och målnivån för varje scope. Dra inte av upptag eller undvikta utsläpp.",
    ),
  }),
  scalar({
    id: "DisclosureOfListOfMainActionsTheEntitySeeksInOrderToAchieveItsTargets",
    d: "C3",
    obligation: "ifApplicable",
    when: gate("gate.hasGhgTargets"),
    answer: narrative,
    label: t(
      "Tärkeimmät toimet tavoitteiden saavuttamiseksi",
      "Main actions to reach the targets",
      "Viktigaste åtgärderna för att nå målen",
    ),
    guidance: t(
      "Esimerkiksi uusiutuvaan sähköön siirtyminen tai kaluston sähköistäminen.",
      "For example switching to renewable electricity or electrifying vehicles.",
      "Till exempel byte till förnybar el eller elektrifiering av fordon.",
    ),
  }),
  scalar({
    id: "DescriptionOfATransitionPlanForClimateChangeMitigationIncludingAnExplanationOfHowItIsContributingToReduceGhgEmissions",
    d: "C3",
    obligation: "optional",
    when: { kind: "highClimateImpactSector" },
    answer: narrative,
    label: t("Ilmastosiirtymäsuunnitelma", "Climate transition plan", "Plan för klimatomställning"),
    guidance: t(
      "Jos toimialasi on ilmaston kannalta merkittävä ja sinulla on siirtymäsuunnitelma, kuvaa se ja miten se vähentää päästöjä.",
      "If your sector has a high climate impact and you have a transition plan, describe it and how it cuts emissions.",
      "Om din bransch har stor klimatpåverkan och ni har en omställningsplan, beskriv den och hur den minskar utsläppen.",
    ),
  }),
  scalar({
    id: "DateOfAdoptionOfTransitionPlanForUndertakingNotHavingAdoptedTransitionPlanYet",
    d: "C3",
    obligation: "ifApplicable",
    when: all(
      { kind: "highClimateImpactSector" },
      not(
        answered(
          "DescriptionOfATransitionPlanForClimateChangeMitigationIncludingAnExplanationOfHowItIsContributingToReduceGhgEmissions",
        ),
      ),
    ),
    answer: { kind: "date" },
    label: t(
      "Suunnitelman arvioitu hyväksymispäivä",
      "Planned adoption date of the plan",
      "Planerat datum för antagande av planen",
    ),
    guidance: t(
      "Jos suunnitelmaa ei vielä ole, milloin aiot hyväksyä sen.",
      "If you have no plan yet, when you intend to adopt one.",
      "Om ni ännu inte har en plan, när ni avser att anta en.",
    ),
  }),
  scalar({
    id: "DescriptionOfClimateRelatedHazardsAndClimateRelatedTransitionEvents",
    d: "C4",
    obligation: "ifApplicable",
    when: gate("gate.hasClimateHazards"),
    answer: narrative,
    label: t(
      "Ilmastoon liittyvät vaarat ja muutokset",
      "Climate hazards and transition events",
      "Klimatrelaterade faror och omställningshändelser",
    ),
    guidance: t(
      "Esimerkiksi tulvat, helle tai myrskyt sekä lainsäädännön, teknologian tai markkinoiden muutokset.",
      "For example floods, heat or storms, and changes in law, technology or markets.",
      "Till exempel översvämningar, värme eller stormar samt förändringar i lagstiftning, teknik eller marknader.",
    ),
  }),
  scalar({
    id: "DisclosureOfHowItHasAssessedTheExposureAndSensitivityOfItsAssetsActivitiesAndValueChainToTheseHazardsAndTransitionEvents",
    d: "C4",
    obligation: "ifApplicable",
    when: gate("gate.hasClimateHazards"),
    answer: narrative,
    label: t("Miten altistumista on arvioitu", "How exposure was assessed", "Hur exponeringen har bedömts"),
    guidance: t(
      "Miten arvioit riskien vaikutuksen omaisuuteen, toimintaan ja arvoketjuun.",
      "How you assessed the effect on your assets, activities and value chain.",
      "Hur ni bedömt påverkan på tillgångar, verksamhet och värdekedja.",
    ),
  }),
  scalar({
    id: "TimeHorizonsOfAnyClimateRelatedHazardsAndTransitionEventsIdentified",
    d: "C4",
    obligation: "ifApplicable",
    when: gate("gate.hasClimateHazards"),
    answer: narrative,
    label: t("Aikajänteet", "Time horizons", "Tidshorisonter"),
    guidance: t(
      "Lyhyt (1 vuosi), keskipitkä (2–5 vuotta) vai pitkä (yli 5 vuotta).",
      "Short (1 year), medium (2–5 years) or long (more than 5 years).",
      "Kort (1 år), medellång (2–5 år) eller lång (mer än 5 år).",
    ),
  }),
  scalar({
    id: "DisclosureOfWhetherItHasUndertakenClimateChangeAdaptationActionsForAnyClimateRelatedHazardsAndTransitionEvents",
    d: "C4",
    obligation: "ifApplicable",
    when: gate("gate.hasClimateHazards"),
    answer: yesNo,
    label: t(
      "Onko sopeutumistoimia tehty?",
      "Have you taken adaptation actions?",
      "Har ni vidtagit anpassningsåtgärder?",
    ),
    guidance: t(
      "Toimet, joilla varaudut ilmastonmuutoksen vaikutuksiin.",
      "Actions that prepare you for the effects of climate change.",
      "Åtgärder som förbereder er för klimatförändringarnas effekter.",
    ),
  }),
  scalar({
    id: "PotentialAdverseEffectsOfClimateRisksThatMayAffectItsFinancialPerformanceOrBusinessOperationsInTheShortMediumOrLongTermIndicatingWhetherItAssessesTheRisksToBeHighMediumOrLow",
    d: "C4",
    obligation: "optional",
    when: gate("gate.hasClimateHazards"),
    answer: narrative,
    label: t(
      "Riskien mahdolliset haitat",
      "Possible adverse effects of the risks",
      "Riskernas möjliga negativa effekter",
    ),
    guidance: t(
      "Vapaaehtoinen: vaikutukset talouteen tai toimintaan ja arviosi siitä, ovatko riskit suuria, kohtalaisia vai vähäisiä.",
      "Optional: effects on finances or operations, and whether you rate the risks high, medium or low.",
      "Frivilligt: effekter på ekonomi eller verksamhet och om ni bedömer riskerna som höga, medelstora eller låga.",
    ),
  }),
  scalar({
    id: "DisclosureOfAnyOtherEnvironmentalAndOrEntitySpecificEnvironmentalDisclosures",
    d: "other",
    section: "environment",
    obligation: "optional",
    answer: narrative,
    label: t("Muut ympäristötiedot", "Other environmental information", "Övrig miljöinformation"),
    guidance: t(
      "Esimerkiksi päästölaskennan menetelmät ja lähteet.",
      "For example how you calculated emissions and which sources you used.",
      "Till exempel hur utsläppen beräknats och vilka källor som använts.",
    ),
  }),
]
