import { sectionOfDisclosure, text as t } from "./build.js"
import { type Disclosure, type Gate, type GateId, type Text } from "./Question.js"

const g = (id: GateId, d: Exclude<Disclosure, "other">, label: Text, guidance: Text): Gate => ({
  id,
  disclosure: d,
  section: sectionOfDisclosure[d],
  module: d.startsWith("C") ? "comprehensive" : "basic",
  label,
  guidance,
})

/** The yes/no screening questions that open "if applicable" datapoints (reference §0 GATE). */
export const vsmeGates: ReadonlyArray<Gate> = [
  g(
    "gate.hasCertifications",
    "B1",
    t(
      "Onko yrityksellä vastuullisuussertifikaatteja tai -merkkejä?",
      "Does the company hold sustainability certificates or labels?",
      "Har företaget hållbarhetscertifikat eller märkningar?",
    ),
    t(
      "Esimerkiksi ISO 14001, Joutsenmerkki tai EU-ympäristömerkki.",
      "For example ISO 14001, the Nordic Swan or the EU Ecolabel.",
      "Till exempel ISO 14001, Svanen eller EU-miljömärket.",
    ),
  ),
  g(
    "gate.hasPracticesPolicies",
    "B2",
    t(
      "Onko yrityksellä vastuullisuuteen liittyviä käytäntöjä, periaatteita tai suunnitelmia?",
      "Does the company have practices, policies or plans for sustainability?",
      "Har företaget praxis, policyer eller planer för hållbarhet?",
    ),
    t(
      "Kirjallisia tai vakiintuneita tapoja toimia esimerkiksi ilmaston, henkilöstön tai liiketoiminnan etiikan hyväksi.",
      "Written or established ways of working, for example on climate, staff or business ethics.",
      "Skriftliga eller etablerade arbetssätt, till exempel för klimat, personal eller affärsetik.",
    ),
  ),
  g(
    "gate.strategyHasSustainabilityElements",
    "C1",
    t(
      "Liittyykö strategiasi vastuullisuuteen?",
      "Does your strategy concern sustainability?",
      "Berör er strategi hållbarhet?",
    ),
    t(
      "Esimerkiksi vähäpäästöiset tuotteet tai uudet kiertotalouden palvelut.",
      "For example low-emission products or new circular services.",
      "Till exempel produkter med låga utsläpp eller nya cirkulära tjänster.",
    ),
  ),
  g(
    "gate.hasEnergyBreakdown",
    "B3",
    t(
      "Tiedätkö, kuinka suuri osa energiasta on uusiutuvaa?",
      "Do you know how much of your energy is renewable?",
      "Vet ni hur stor del av energin som är förnybar?",
    ),
    t(
      "Jos tiedät, voit eritellä kulutuksen.",
      "If you do, you can break down your consumption.",
      "Om ni vet det kan ni dela upp förbrukningen.",
    ),
  ),
  g(
    "gate.reportsPollutants",
    "B4",
    t(
      "Raportoitko jo päästöjä ilmaan, veteen tai maaperään?",
      "Do you already report pollutant emissions?",
      "Rapporterar ni redan utsläpp av föroreningar?",
    ),
    t(
      "Esimerkiksi ympäristöluvan tai ympäristöjärjestelmän vuoksi. Toimistoyrityksillä yleensä ei.",
      "For example under an environmental permit or management system. Usually not for office businesses.",
      "Till exempel enligt miljötillstånd eller miljöledningssystem. Oftast inte för kontorsföretag.",
    ),
  ),
  g(
    "gate.hasSitesNearSensitiveAreas",
    "B5",
    t(
      "Onko toimipaikkoja suojelualueilla tai niiden lähellä?",
      "Are any sites in or near protected nature areas?",
      "Ligger några platser i eller nära skyddade naturområden?",
    ),
    t(
      "Esimerkiksi Natura 2000 -alueet. Tarkista kartalta.",
      "For example Natura 2000 sites. Check on a map.",
      "Till exempel Natura 2000-områden. Kontrollera på en karta.",
    ),
  ),
  g(
    "gate.hasWaterIntensiveProcesses",
    "B6",
    t(
      "Kuluuko tuotannossa merkittävästi vettä?",
      "Do your production processes use significant water?",
      "Förbrukar produktionen betydande mängder vatten?",
    ),
    t(
      "Esimerkiksi kuivaus, kastelu tai tuotteiden valmistus.",
      "For example drying, irrigation or making goods.",
      "Till exempel torkning, bevattning eller tillverkning.",
    ),
  ),
  g(
    "gate.onlyHouseholdWaste",
    "B7",
    t(
      "Syntyykö vain kotitalousjätteen kaltaista jätettä?",
      "Do you only produce household-type waste?",
      "Uppstår endast hushållsliknande avfall?",
    ),
    t(
      "Esimerkiksi toimistossa. Silloin jätetaulukkoa ei tarvita.",
      "Typical of an office. Then the waste table is not needed.",
      "Typiskt för ett kontor. Då behövs ingen avfallstabell.",
    ),
  ),
  g(
    "gate.hasSignificantMaterialFlows",
    "B7",
    t(
      "Käytätkö merkittävästi materiaaleja?",
      "Do you use significant amounts of materials?",
      "Använder ni betydande mängder material?",
    ),
    t(
      "Esimerkiksi valmistus, rakentaminen tai pakkaaminen.",
      "For example manufacturing, construction or packaging.",
      "Till exempel tillverkning, bygg eller förpackning.",
    ),
  ),
  g(
    "gate.hasGhgTargets",
    "C3",
    t(
      "Onko yrityksellä päästövähennystavoitteita?",
      "Does the company have emission reduction targets?",
      "Har företaget mål för utsläppsminskning?",
    ),
    t(
      "Tavoite vähentää kasvihuonekaasupäästöjä tiettyyn vuoteen mennessä.",
      "A goal to cut greenhouse gas emissions by a given year.",
      "Ett mål att minska växthusgasutsläppen till ett visst år.",
    ),
  ),
  g(
    "gate.hasClimateHazards",
    "C4",
    t(
      "Oletko tunnistanut ilmastoriskejä?",
      "Have you identified climate risks?",
      "Har ni identifierat klimatrisker?",
    ),
    t(
      "Sään ääri-ilmiöt tai siirtymä vähähiiliseen talouteen voivat vaikuttaa toimintaasi.",
      "Extreme weather or the shift to a low-carbon economy may affect your business.",
      "Extremväder eller omställningen till en koldioxidsnål ekonomi kan påverka verksamheten.",
    ),
  ),
  g(
    "gate.operatesInSeveralCountries",
    "B8",
    t(
      "Onko työntekijöitä useammassa kuin yhdessä maassa?",
      "Do you employ people in more than one country?",
      "Har ni anställda i fler än ett land?",
    ),
    t(
      "Työsopimuksen maan mukaan.",
      "By the country of the employment contract.",
      "Enligt landet för anställningsavtalet.",
    ),
  ),
  g(
    "gate.hasConvictionsOrFines",
    "B11",
    t(
      "Onko yritys saanut tuomioita tai sakkoja lahjonnasta tai korruptiosta?",
      "Any convictions or fines for corruption or bribery?",
      "Några domar eller böter för korruption eller mutor?",
    ),
    t("Raportointikauden aikana.", "During the reporting period.", "Under rapporteringsperioden."),
  ),
  g(
    "gate.hasRevenueFromListedSectors",
    "C8",
    t(
      "Saako yritys tuloja aseista, tupakasta, fossiilisista polttoaineista tai torjunta-aineista?",
      "Any revenue from weapons, tobacco, fossil fuels or pesticides?",
      "Några intäkter från vapen, tobak, fossila bränslen eller bekämpningsmedel?",
    ),
    t("Useimmilla pk-yrityksillä ei.", "Most small companies have none.", "De flesta små företag har inga."),
  ),
  g(
    "gate.hasGovernanceBody",
    "C9",
    t("Onko yrityksellä hallitus?", "Does the company have a board?", "Har företaget en styrelse?"),
    t(
      "Ylin päättävä elin, esimerkiksi osakeyhtiön hallitus.",
      "The highest decision-making body, such as a limited company's board.",
      "Det högsta beslutande organet, till exempel ett aktiebolags styrelse.",
    ),
  ),
]
