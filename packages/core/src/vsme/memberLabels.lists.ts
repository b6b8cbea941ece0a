import type { Text } from "./Question.js"
import { text as t } from "./build.js"

/**
 * Finnish and Swedish names of two taxonomy member lists that have only English labels in EFRAG's
 * taxonomy: the finer entries of the B1 list of omitted or unchanged disclosures, and the C4
 * pollutants (the E-PRTR list). Pollutant names follow the Finnish and Swedish chemical names used
 * in the E-PRTR regulation's national texts and the Finnish Environment Institute's register; the
 * chemical symbol or acronym stays in brackets, as the regulation prints it.
 */

/** B1 list entries finer than a whole disclosure ("B3 – Total energy consumption"). */
export const disclosurePartLabels: Readonly<Record<string, Text>> = {
  B1BasisForPreparationAndOtherUndertakingSGeneralInformationMember: t(
    "B1 – Laatimisperusta ja yrityksen muut yleiset tiedot",
    "B1 – Basis for preparation and other general information",
    "B1 – Upprättandegrund och företagets övriga allmänna uppgifter",
  ),
  B1ListOfSubsidiariesMember: t(
    "B1 – Tytäryhtiöluettelo",
    "B1 – List of subsidiaries",
    "B1 – Förteckning över dotterbolag",
  ),
  B1DisclosureOfSustainabilityRelatedCertificationSOrLabelSMember: t(
    "B1 – Vastuullisuuteen liittyvät sertifikaatit ja merkit",
    "B1 – Sustainability-related certifications or labels",
    "B1 – Hållbarhetsrelaterade certifieringar och märkningar",
  ),
  B1ListOfSiteSMember: t(
    "B1 – Toimipaikkaluettelo",
    "B1 – List of sites",
    "B1 – Förteckning över anläggningar",
  ),
  B2CooperativeSpecificDisclosuresMember: t(
    "B2 – Osuuskuntia koskevat tiedot",
    "B2 – Cooperative-specific disclosures",
    "B2 – Uppgifter som gäller andelslag",
  ),
  B3TotalEnergyConsumptionInMWhMember: t(
    "B3 – Energian kokonaiskulutus (MWh)",
    "B3 – Total energy consumption (MWh)",
    "B3 – Total energiförbrukning (MWh)",
  ),
  B3BreakdownOfEnergyConsumptionInMWhMember: t(
    "B3 – Energiankulutuksen erittely (MWh)",
    "B3 – Breakdown of energy consumption (MWh)",
    "B3 – Fördelning av energiförbrukningen (MWh)",
  ),
  B3EstimatedGreenhouseGasEmissionsConsideringTheGHGProtocolVersion2004InTCO2eMember: t(
    "B3 – Arvioidut kasvihuonekaasupäästöt GHG-protokollan (2004) mukaan (t CO2e)",
    "B3 – Estimated greenhouse gas emissions under the GHG Protocol (2004) (tCO2e)",
    "B3 – Uppskattade växthusgasutsläpp enligt GHG-protokollet (2004) (ton CO2e)",
  ),
  B3GreenhouseGasEmissionIntensityPerTurnoverMember: t(
    "B3 – Kasvihuonekaasupäästöjen intensiteetti liikevaihtoon suhteutettuna",
    "B3 – Greenhouse gas emission intensity per turnover",
    "B3 – Växthusgasutsläppens intensitet i förhållande till omsättningen",
  ),
  B5SitesInBiodiversitySensitiveAreasMember: t(
    "B5 – Toimipaikat luonnon monimuotoisuuden kannalta herkillä alueilla",
    "B5 – Sites in biodiversity-sensitive areas",
    "B5 – Anläggningar i områden som är känsliga för biologisk mångfald",
  ),
  B5BiodiversityLandUseMember: t(
    "B5 – Luonnon monimuotoisuus: maankäyttö",
    "B5 – Biodiversity: land use",
    "B5 – Biologisk mångfald: markanvändning",
  ),
  B6WaterWithdrawalMember: t("B6 – Vedenotto", "B6 – Water withdrawal", "B6 – Vattenuttag"),
  B6WaterConsumptionMember: t("B6 – Vedenkulutus", "B6 – Water consumption", "B6 – Vattenförbrukning"),
  B7DescriptionOfCircularEconomyPrinciplesMember: t(
    "B7 – Kiertotalouden periaatteiden kuvaus",
    "B7 – Description of circular economy principles",
    "B7 – Beskrivning av principerna för cirkulär ekonomi",
  ),
  B7WasteGeneratedMember: t("B7 – Syntynyt jäte", "B7 – Waste generated", "B7 – Genererat avfall"),
  B7AnnualMassFlowOfRelevantMaterialsUsedMember: t(
    "B7 – Olennaisten materiaalien vuotuinen massavirta",
    "B7 – Annual mass flow of relevant materials used",
    "B7 – Årligt massflöde av relevanta material",
  ),
  B8TypeOfContractMember: t(
    "B8 – Henkilöstö: työsopimuksen tyyppi",
    "B8 – Workforce: type of contract",
    "B8 – Personal: typ av anställningsavtal",
  ),
  B8GenderMember: t("B8 – Henkilöstö: sukupuoli", "B8 – Workforce: gender", "B8 – Personal: kön"),
  B8CountryOfEmploymentMember: t(
    "B8 – Henkilöstö: työskentelymaa",
    "B8 – Workforce: country of employment",
    "B8 – Personal: anställningsland",
  ),
  B8TurnoverRateMember: t(
    "B8 – Henkilöstö: vaihtuvuus",
    "B8 – Workforce: turnover rate",
    "B8 – Personal: personalomsättning",
  ),
  B10RemunerationCollectiveBargainingMember: t(
    "B10 – Palkitseminen ja työehtosopimukset",
    "B10 – Remuneration and collective bargaining",
    "B10 – Ersättning och kollektivavtal",
  ),
  B10NumberOfTrainingHoursPerEmployeeMember: t(
    "B10 – Koulutustunnit työntekijää kohden kaudella",
    "B10 – Annual training hours per employee",
    "B10 – Utbildningstimmar per anställd under perioden",
  ),
  C3GHGReductionTargetsInTC02eMember: t(
    "C3 – Kasvihuonekaasupäästöjen vähennystavoitteet (t CO2e)",
    "C3 – GHG reduction targets (tCO2e)",
    "C3 – Mål för minskade växthusgasutsläpp (ton CO2e)",
  ),
  C3DisclosureOfListOfMainActionsTheEntitySeeksInOrderToAchieveItsTargetsMember: t(
    "C3 – Tärkeimmät toimet tavoitteiden saavuttamiseksi",
    "C3 – Main actions to achieve the targets",
    "C3 – De viktigaste åtgärderna för att nå målen",
  ),
  C3TransitionPlanForUndertakingsOperatingInHighClimateImpactSectorsMember: t(
    "C3 – Siirtymäsuunnitelma suuren ilmastovaikutuksen toimialoilla",
    "C3 – Transition plan in high climate impact sectors",
    "C3 – Omställningsplan i sektorer med stor klimatpåverkan",
  ),
  C8RevenuesFromCertainActivitiesMember: t(
    "C8 – Tietyistä toiminnoista saadut tulot",
    "C8 – Revenues from certain activities",
    "C8 – Intäkter från vissa verksamheter",
  ),
  C8ExclusionFromEUReferenceBenchmarksMember: t(
    "C8 – Poissulkeminen EU:n vertailuarvoista",
    "C8 – Exclusion from EU reference benchmarks",
    "C8 – Uteslutning från EU:s referensvärden",
  ),
}

/** [member, Finnish, Swedish]: the English label stays the taxonomy's. */
const pollutants: ReadonlyArray<readonly [string, string, string]> = [
  ["AlachlorMember", "Alakloori", "Alaklor"],
  ["AldrinMember", "Aldriini", "Aldrin"],
  ["AmmoniaNH3Member", "Ammoniakki (NH3)", "Ammoniak (NH3)"],
  ["AnthraceneMember", "Antraseeni", "Antracen"],
  ["ArsenicAndCompoundsAsMember", "Arseeni ja sen yhdisteet (As)", "Arsenik och arsenikföreningar (As)"],
  ["AsbestosMember", "Asbesti", "Asbest"],
  ["AtrazineMember", "Atratsiini", "Atrazin"],
  ["BenzeneMember", "Bentseeni", "Bensen"],
  ["BenzoghiperyleneMember", "Bentso(g,h,i)peryleeni", "Benso(g,h,i)perylen"],
  [
    "BrominatedDiphenylethersPBDEMember",
    "Bromatut difenyylieetterit (PBDE)",
    "Bromerade difenyletrar (PBDE)",
  ],
  ["CadmiumAndCompoundsCdMember", "Kadmium ja sen yhdisteet (Cd)", "Kadmium och kadmiumföreningar (Cd)"],
  ["CarbonDioxideCO2Member", "Hiilidioksidi (CO2)", "Koldioxid (CO2)"],
  ["CarbonMonoxideCOMember", "Hiilimonoksidi (CO)", "Kolmonoxid (CO)"],
  ["ChlordaneMember", "Klordaani", "Klordan"],
  ["ChlordeconeMember", "Klordekoni", "Klordekon"],
  ["ChlorfenvinphosMember", "Klorfenvinfossi", "Klorfenvinfos"],
  ["ChloridesTotalClMember", "Kloridit (kokonais-Cl)", "Klorider (totalt Cl)"],
  [
    "ChlorineAndInorganicCompoundsHClMember",
    "Kloori ja sen epäorgaaniset yhdisteet (HCl)",
    "Klor och oorganiska klorföreningar (HCl)",
  ],
  ["ChloroAlkanesC10C13Member", "Klooratut alkaanit, C10–C13", "Kloralkaner, C10–C13"],
  ["ChlorofluorocarbonsCFCsMember", "Kloorifluorihiilivedyt (CFC)", "Klorfluorkarboner (CFC)"],
  ["ChlorpyrifosMember", "Klorpyrifossi", "Klorpyrifos"],
  ["ChromiumAndCompoundsCrMember", "Kromi ja sen yhdisteet (Cr)", "Krom och kromföreningar (Cr)"],
  ["CopperAndCompoundsCuMember", "Kupari ja sen yhdisteet (Cu)", "Koppar och kopparföreningar (Cu)"],
  ["CyanidesTotalCNMember", "Syanidit (kokonais-CN)", "Cyanider (totalt CN)"],
  ["DDTMember", "DDT", "DDT"],
  [
    "Di2EthylHexylPhthalateDEHPMember",
    "Di(2-etyyliheksyyli)ftalaatti (DEHP)",
    "Di(2-etylhexyl)ftalat (DEHP)",
  ],
  ["EDC12DichloroethaneMember", "1,2-dikloorietaani (EDC)", "1,2-dikloretan (EDC)"],
  ["DichloromethaneDCMMember", "Dikloorimetaani (DCM)", "Diklormetan (DCM)"],
  ["DicofolMember", "Dikofoli", "Dikofol"],
  ["DieldrinMember", "Dieldriini", "Dieldrin"],
  ["DiuronMember", "Diuroni", "Diuron"],
  ["EndosulphanMember", "Endosulfaani", "Endosulfan"],
  ["EndrinMember", "Endriini", "Endrin"],
  ["EthylBenzeneMember", "Etyylibentseeni", "Etylbensen"],
  ["EthyleneOxideMember", "Etyleenioksidi", "Etylenoxid"],
  ["FluorantheneMember", "Fluoranteeni", "Fluoranten"],
  ["FluoridesTotalFMember", "Fluoridit (kokonais-F)", "Fluorider (totalt F)"],
  [
    "FluorineAndInorganicCompoundsHFMember",
    "Fluori ja sen epäorgaaniset yhdisteet (HF)",
    "Fluor och oorganiska fluorföreningar (HF)",
  ],
  [
    "HalogenatedOrganicCompoundsAOXMember",
    "Halogenoidut orgaaniset yhdisteet (AOX)",
    "Halogenerade organiska föreningar (AOX)",
  ],
  ["HalonsMember", "Halonit", "Haloner"],
  ["HeptachlorMember", "Heptakloori", "Heptaklor"],
  ["HexabromobiphenylMember", "Heksabromibifenyyli", "Hexabrombifenyl"],
  ["HexachlorobenzeneHCBMember", "Heksaklooribentseeni (HCB)", "Hexaklorbensen (HCB)"],
  ["HexachlorobutadieneHCBDMember", "Heksaklooributadieeni (HCBD)", "Hexaklorbutadien (HCBD)"],
  [
    "HCH123456HexachlorocyclohexaneMember",
    "1,2,3,4,5,6-heksakloorisykloheksaani (HCH)",
    "1,2,3,4,5,6-hexaklorcyklohexan (HCH)",
  ],
  ["HydrochlorofluorocarbonsHCFCsMember", "Fluorikloorihiilivedyt (HCFC)", "Klorfluorkolväten (HCFC)"],
  ["HydroFluorocarbonsHFCsMember", "Fluorihiilivedyt (HFC)", "Fluorkolväten (HFC)"],
  ["HydrogenCyanideHCNMember", "Syaanivety (HCN)", "Vätecyanid (HCN)"],
  ["IsodrinMember", "Isodriini", "Isodrin"],
  ["IsoproturonMember", "Isoproturoni", "Isoproturon"],
  ["LeadAndCompoundsPbMember", "Lyijy ja sen yhdisteet (Pb)", "Bly och blyföreningar (Pb)"],
  ["LindaneMember", "Lindaani", "Lindan"],
  [
    "MercuryAndCompoundsHgMember",
    "Elohopea ja sen yhdisteet (Hg)",
    "Kvicksilver och kvicksilverföreningar (Hg)",
  ],
  ["MethaneCH4Member", "Metaani (CH4)", "Metan (CH4)"],
  ["MirexMember", "Mireksi", "Mirex"],
  ["NaphthaleneMember", "Naftaleeni", "Naftalen"],
  ["NickelAndCompoundsNiMember", "Nikkeli ja sen yhdisteet (Ni)", "Nickel och nickelföreningar (Ni)"],
  ["NitrogenOxidesNOxNO2Member", "Typen oksidit (NOx/NO2)", "Kväveoxider (NOx/NO2)"],
  ["NitrousOxideN2OMember", "Dityppioksidi (N2O)", "Dikväveoxid (N2O)"],
  [
    "NonMethaneVolatileOrganicCompoundsNMVOCMember",
    "Haihtuvat orgaaniset yhdisteet metaania lukuun ottamatta (NMVOC)",
    "Flyktiga organiska föreningar utom metan (NMVOC)",
  ],
  [
    "NonylphenolAndNonylphenolEthoxylatesNPNPEsMember",
    "Nonyylifenoli ja nonyylifenolietoksylaatit (NP/NPE)",
    "Nonylfenol och nonylfenoletoxilater (NP/NPE)",
  ],
  [
    "OctylphenolsAndOctylphenolEthoxylatesMember",
    "Oktyylifenolit ja oktyylifenolietoksylaatit",
    "Oktylfenoler och oktylfenoletoxilater",
  ],
  [
    "OrganotinCompoundsTotalSnMember",
    "Orgaaniset tinayhdisteet (kokonais-Sn)",
    "Organiska tennföreningar (totalt Sn)",
  ],
  ["ParticulateMatterPMMember", "Hiukkaset (PM)", "Partiklar (PM)"],
  [
    "PCDDPCDFDioxinsFuransTeqMember",
    "PCDD + PCDF (dioksiinit + furaanit) (Teq)",
    "PCDD + PCDF (dioxiner + furaner) (Teq)",
  ],
  ["PentachlorobenzeneMember", "Pentaklooribentseeni", "Pentaklorbensen"],
  ["PentachlorophenolPCPMember", "Pentakloorifenoli (PCP)", "Pentaklorfenol (PCP)"],
  ["PerfluorocarbonsPFCsMember", "Perfluorihiilivedyt (PFC)", "Perfluorkarboner (PFC)"],
  [
    "Perfluorohexane1SulfonicAcidPFHxSAndItsSaltsMember",
    "Perfluoriheksaani-1-sulfonihappo (PFHxS) ja sen suolat",
    "Perfluorhexan-1-sulfonsyra (PFHxS) och dess salter",
  ],
  [
    "PerfluorooctanoicAcidPFOAAndItsSaltsMember",
    "Perfluorioktaanihappo (PFOA) ja sen suolat",
    "Perfluoroktansyra (PFOA) och dess salter",
  ],
  ["PhenolsTotalCMember", "Fenolit (kokonais-C)", "Fenoler (totalt C)"],
  ["PolychlorinatedBiphenylsPCBsMember", "Polyklooratut bifenyylit (PCB)", "Polyklorerade bifenyler (PCB)"],
  [
    "PolycyclicAromaticHydrocarbonsPAHsMember",
    "Polysykliset aromaattiset hiilivedyt (PAH)",
    "Polycykliska aromatiska kolväten (PAH)",
  ],
  ["SimazineMember", "Simatsiini", "Simazin"],
  ["SulphurHexafluorideSF6Member", "Rikkiheksafluoridi (SF6)", "Svavelhexafluorid (SF6)"],
  ["SulphurOxidesSOxSO2Member", "Rikin oksidit (SOx/SO2)", "Svaveloxider (SOx/SO2)"],
  ["TetrachloroethylenePERMember", "Tetrakloorieteeni (PER)", "Tetrakloreten (PER)"],
  ["TetrachloromethaneTCMMember", "Tetrakloorimetaani (TCM)", "Tetraklormetan (TCM)"],
  ["Tetrachloroethane1122Member", "1,1,2,2-tetrakloorietaani", "1,1,2,2-tetrakloretan"],
  ["TolueneMember", "Tolueeni", "Toluen"],
  ["TotalNitrogenMember", "Kokonaistyppi", "Totalkväve"],
  [
    "TotalOrganicCarbonTOCTotalCOrCOD3Member",
    "Orgaaninen kokonaishiili (TOC) (kokonais-C tai COD/3)",
    "Totalt organiskt kol (TOC) (totalt C eller COD/3)",
  ],
  ["TotalPhosphorusMember", "Kokonaisfosfori", "Totalfosfor"],
  ["ToxapheneMember", "Toksafeeni", "Toxafen"],
  [
    "TributyltinAndCompoundsMember",
    "Tributyylitina ja sen yhdisteet",
    "Tributyltenn och tributyltennföreningar",
  ],
  [
    "TrichlorobenzenesTCBsAllIsomersMember",
    "Triklooribentseenit (TCB) (kaikki isomeerit)",
    "Triklorbensener (TCB) (alla isomerer)",
  ],
  ["Trichloroethane111Member", "1,1,1-trikloorietaani", "1,1,1-trikloretan"],
  ["TrichloroethyleneMember", "Trikloorieteeni", "Trikloreten"],
  ["TrichloromethaneMember", "Trikloorimetaani", "Triklormetan"],
  ["TrifluralinMember", "Trifluraliini", "Trifluralin"],
  [
    "TriphenyltinAndCompoundsMember",
    "Trifenyylitina ja sen yhdisteet",
    "Trifenyltenn och trifenyltennföreningar",
  ],
  ["VinylChlorideMember", "Vinyylikloridi", "Vinylklorid"],
  ["XylenesMember", "Ksyleenit", "Xylener"],
  ["ZincAndCompoundsZnMember", "Sinkki ja sen yhdisteet (Zn)", "Zink och zinkföreningar (Zn)"],
]

/** English names fixed where the taxonomy's label has a typo or an internal tag. */
const englishPollutantNames: Readonly<Record<string, string>> = {
  AsbestosMember: "Asbestos",
  SimazineMember: "Simazine",
}

export const pollutantLabels = (
  englishOf: (member: string) => string,
): ReadonlyArray<readonly [string, Text]> =>
  pollutants.map(
    ([member, fi, sv]) => [member, t(fi, englishPollutantNames[member] ?? englishOf(member), sv)] as const,
  )
