import type { Locale } from "../i18n/Locale.js"
import { vsmeGates } from "./gates.js"
import { type Disclosure, type Gate, type Question, type Text } from "./Question.js"
import { text as t } from "./build.js"
import { disclosurePartLabels, pollutantLabels } from "./memberLabels.lists.js"
import { wasteTypeLabels } from "./wasteNames.js"
import { environmentQuestions } from "./questions.environment.js"
import { generalQuestions } from "./questions.general.js"
import { governanceQuestions, socialQuestions } from "./questions.social.js"
import { taxonomyMemberLabels } from "./taxonomyConcepts.generated.js"

/** Every VSME question in form order: general, environment, social, governance. */
export const vsmeQuestions: ReadonlyArray<Question> = [
  ...generalQuestions,
  ...environmentQuestions,
  ...socialQuestions,
  ...governanceQuestions,
]

const byId = new Map(vsmeQuestions.map((q) => [q.id, q]))
const gatesById = new Map(vsmeGates.map((g) => [g.id as string, g]))

/** The question with this id, if any. */
export const findQuestion = (id: string): Question | undefined => byId.get(id)
/** The gate with this id, if any. */
export const findGate = (id: string): Gate | undefined => gatesById.get(id)

/** Every concept a question holds: its own, its table fields' and its row key's. */
export const conceptsOfQuestion = (q: Question): ReadonlyArray<string> =>
  q.kind === "scalar"
    ? [q.concept]
    : [
        ...(q.rowKey.kind === "member" && q.rowKey.concept ? [q.rowKey.concept] : []),
        ...q.fields.flatMap((f) => (f.concept ? [f.concept] : [])),
      ]

/** Titles of the disclosures (our wording; the official fi/sv texts were not available, reference §1.7). */
export const disclosureTitles: Record<Disclosure, Text> = {
  B1: t("Laatimisperusta", "Basis for preparation", "Grund för upprättandet"),
  B2: t(
    "Käytännöt, periaatteet ja tulevat toimet kestävämpään talouteen",
    "Practices, policies and future initiatives for a more sustainable economy",
    "Praxis, policyer och framtida initiativ för en mer hållbar ekonomi",
  ),
  B3: t(
    "Energia ja kasvihuonekaasupäästöt",
    "Energy and greenhouse gas emissions",
    "Energi och växthusgasutsläpp",
  ),
  B4: t(
    "Ilman, veden ja maaperän pilaantuminen",
    "Pollution of air, water and soil",
    "Föroreningar av luft, vatten och mark",
  ),
  B5: t("Luonnon monimuotoisuus", "Biodiversity", "Biologisk mångfald"),
  B6: t("Vesi", "Water", "Vatten"),
  B7: t(
    "Resurssien käyttö, kiertotalous ja jätehuolto",
    "Resource use, circular economy and waste management",
    "Resursanvändning, cirkulär ekonomi och avfallshantering",
  ),
  B8: t(
    "Henkilöstö – yleiset tiedot",
    "Workforce – general characteristics",
    "Personal – allmänna uppgifter",
  ),
  B9: t(
    "Henkilöstö – työterveys ja -turvallisuus",
    "Workforce – health and safety",
    "Personal – hälsa och säkerhet",
  ),
  B10: t(
    "Henkilöstö – palkat, työehtosopimukset ja koulutus",
    "Workforce – pay, collective bargaining and training",
    "Personal – lön, kollektivavtal och utbildning",
  ),
  B11: t(
    "Korruptio- ja lahjontatuomiot ja -sakot",
    "Convictions and fines for corruption and bribery",
    "Domar och böter för korruption och mutor",
  ),
  C1: t(
    "Strategia: liiketoimintamalli ja vastuullisuusaloitteet",
    "Strategy: business model and sustainability initiatives",
    "Strategi: affärsmodell och hållbarhetsinitiativ",
  ),
  C2: t(
    "Käytäntöjen, periaatteiden ja tulevien toimien kuvaus",
    "Description of practices, policies and future initiatives",
    "Beskrivning av praxis, policyer och framtida initiativ",
  ),
  C3: t(
    "Päästövähennystavoitteet ja ilmastosiirtymä",
    "GHG reduction targets and climate transition",
    "Mål för utsläppsminskning och klimatomställning",
  ),
  C4: t("Ilmastoriskit", "Climate risks", "Klimatrisker"),
  C5: t(
    "Henkilöstön lisätiedot",
    "Additional workforce characteristics",
    "Ytterligare uppgifter om personalen",
  ),
  C6: t(
    "Ihmisoikeusperiaatteet ja -prosessit",
    "Human rights policies and processes",
    "Policyer och processer för mänskliga rättigheter",
  ),
  C7: t(
    "Vakavat ihmisoikeusloukkaukset",
    "Severe human rights incidents",
    "Allvarliga incidenter mot mänskliga rättigheter",
  ),
  C8: t(
    "Tietyiltä toimialoilta saadut tulot ja EU-vertailuarvot",
    "Revenue from certain sectors and EU benchmarks",
    "Intäkter från vissa sektorer och EU:s referensvärden",
  ),
  C9: t("Hallituksen sukupuolijakauma", "Gender diversity of the board", "Könsfördelning i styrelsen"),
  other: t("Muut tiedot", "Other information", "Övrig information"),
}

const ownMemberLabels: Readonly<Record<string, Text>> = {
  OptionABasicModuleOnlyMember: t("A: vain perusmoduuli", "A: Basic Module only", "A: endast grundmodulen"),
  OptionBBasicModuleAndComprehensiveModuleMember: t(
    "B: perusmoduuli ja laajennettu moduuli",
    "B: Basic and Comprehensive Module",
    "B: grundmodulen och den omfattande modulen",
  ),
  IndividualMember: t(
    "Vain oma yritys",
    "Individual (own company only)",
    "Enskilt (endast det egna företaget)",
  ),
  ConsolidatedMember: t(
    "Konsolidoitu (tytäryhtiöt mukana)",
    "Consolidated (with subsidiaries)",
    "Koncern (med dotterbolag)",
  ),
  PrivateLimitedLiabilityUndertakingMember: t("Osakeyhtiö", "Private limited company", "Aktiebolag"),
  SoleProprietorshipMember: t("Toiminimi", "Sole proprietorship", "Enskild näringsidkare"),
  PartnershipMember: t(
    "Avoin yhtiö tai kommandiittiyhtiö",
    "Partnership",
    "Öppet bolag eller kommanditbolag",
  ),
  CooperativeMember: t("Osuuskunta", "Cooperative", "Andelslag"),
  OtherUndertakingsLegalFormMember: t("Muu", "Other", "Annan"),
  AtTheEndOfTheReportingPeriodMember: t("Kauden lopussa", "At the end of the period", "Vid periodens slut"),
  AverageDuringTheReportingPeriodMember: t(
    "Kauden keskiarvo",
    "Average over the period",
    "Genomsnitt under perioden",
  ),
  HeadcountMember: t("Henkilömäärä", "Headcount", "Antal personer"),
  "Full-TimeEquivalentFTEMember": t("Henkilötyövuodet", "Full-time equivalents (FTE)", "Heltidsekvivalenter"),
  ClimateChangeMember: t("Ilmastonmuutos", "Climate change", "Klimatförändringar"),
  PollutionMember: t("Ympäristön pilaantuminen", "Pollution", "Föroreningar"),
  WaterAndMarineResourcesMember: t(
    "Vesi- ja merivarat",
    "Water and marine resources",
    "Vatten och marina resurser",
  ),
  BiodiversityAndEcosystemsMember: t(
    "Luonnon monimuotoisuus ja ekosysteemit",
    "Biodiversity and ecosystems",
    "Biologisk mångfald och ekosystem",
  ),
  CircularEconomyMember: t("Kiertotalous", "Circular economy", "Cirkulär ekonomi"),
  OwnWorkforceMember: t("Oma henkilöstö", "Own workforce", "Egen personal"),
  WorkersInTheValueChainMember: t(
    "Arvoketjun työntekijät",
    "Workers in the value chain",
    "Arbetstagare i värdekedjan",
  ),
  AffectedCommunitiesMember: t(
    "Vaikutusten kohteena olevat yhteisöt",
    "Affected communities",
    "Berörda samhällen",
  ),
  ConsumersAndEndUsersMember: t(
    "Kuluttajat ja loppukäyttäjät",
    "Consumers and end-users",
    "Konsumenter och slutanvändare",
  ),
  BusinessConductMember: t("Liiketoiminnan harjoittaminen", "Business conduct", "Affärsetik"),
  ChildLabourMember: t("Lapsityö", "Child labour", "Barnarbete"),
  ForcedLabourMember: t("Pakkotyö", "Forced labour", "Tvångsarbete"),
  HumanTraffickingMember: t("Ihmiskauppa", "Human trafficking", "Människohandel"),
  DiscriminationMember: t("Syrjintä", "Discrimination", "Diskriminering"),
  AccidentPreventionMember: t("Tapaturmien ehkäisy", "Accident prevention", "Förebyggande av olyckor"),
  OtherContentMember: t("Muu", "Other", "Annat"),
  RenewableEnergyMember: t("Uusiutuva", "Renewable", "Förnybar"),
  NonRenewableEnergyMember: t("Uusiutumaton", "Non-renewable", "Icke-förnybar"),
  TotalRenewableAndNonRenewableEnergyMember: t("Yhteensä", "Total", "Totalt"),
  BaselineYearMember: t("Perusvuosi", "Base year", "Basår"),
  TargetYearMember: t("Tavoitevuosi", "Target year", "Målår"),
  CurrentlyStatedMember: t("Raportointivuosi", "Reporting year", "Rapporteringsår"),
}

/** The B1 list of disclosures (omitted or unchanged): top-level members labelled with our titles. */
const disclosureMemberLabels = Object.keys(taxonomyMemberLabels).flatMap((member) => {
  const code = /^([BC]\d{1,2})-/.exec(member)?.[1] as Exclude<Disclosure, "other"> | undefined
  if (code === undefined) return []
  const title = disclosureTitles[code]
  return [[member, t(`${code} ${title.fi}`, `${code} ${title.en}`, `${code} ${title.sv}`)] as const]
})

/** Our fi/en/sv labels of the enumeration and row members the questions offer. */
export const memberLabels: Readonly<Record<string, Text>> = {
  ...Object.fromEntries(disclosureMemberLabels),
  // The B1 list also names the four "other information" datapoints: their question labels.
  ...Object.fromEntries(vsmeQuestions.filter((q) => q.disclosure === "other").map((q) => [q.id, q.label])),
  ...disclosurePartLabels,
  ...Object.fromEntries(pollutantLabels((member) => taxonomyMemberLabels[member] ?? member)),
  ...ownMemberLabels,
}

/**
 * The label of a member in `locale`: ours when written (waste codes: wasteNames.ts), else the
 * taxonomy's English one.
 */
export const memberLabel = (member: string, locale: Locale): string =>
  memberLabels[member]?.[locale] ?? wasteLabelOf(member, locale) ?? taxonomyMemberLabels[member] ?? member

const wasteLabelsByLocale = new Map<Locale, ReadonlyMap<string, string>>()
const wasteLabelOf = (member: string, locale: Locale): string | undefined => {
  if (!member.startsWith("W-")) return undefined
  let labels = wasteLabelsByLocale.get(locale)
  if (!labels) {
    labels = new Map(wasteTypeLabels(locale).map((waste) => [waste.member, waste.label]))
    wasteLabelsByLocale.set(locale, labels)
  }
  return labels.get(member)
}
