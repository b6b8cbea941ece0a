import { ghgValidationMessages } from "../ghg/validationMessages.js"
import { vsmeValidationMessages } from "../vsme/validationMessages.js"
import type { Messages } from "./messages.en.js"

export const fi = {
  errors: {
    InvalidInput: "Tapahtui virhe. Tarkista lomakkeen kentät ja yritä uudelleen.",
    Unauthorized: "Istuntosi on päättynyt. Kirjaudu uudelleen sisään.",
    Forbidden: "Sinulla ei ole oikeutta nähdä tätä sisältöä.",
    NotFound: "Haettua kohdetta ei löytynyt.",
    UnknownProcedure: "Palvelin ei tunne kutsua {{name}}.",
    MethodNotAllowed: "Tämä kutsu on lähetettävä POST-pyyntönä.",
    PayloadTooLarge: "Pyyntö on liian suuri (raja {{limitBytes}} tavua).",
    RateLimited: "Liian monta yritystä. Yritä uudelleen {{retryAfter}}.",
    AttestationUnavailable: "App Check -tunnistetta ei ole saatavilla",
    AttestationInvalid: "Sovellus ei pystynyt todentamaan itseään. Lataa sivu uudelleen.",
    ServiceUnavailable: "Meillä on teknisiä ongelmia. Lataa sivu uudelleen.",
    InternalError: "Jokin meni pieleen",
    NetworkError: "Palvelimeen ei saatu yhteyttä. Tarkista yhteys ja yritä uudelleen.",
    SessionEnded: "Istuntosi on päättynyt. Kirjaudu uudelleen sisään.",
    UnknownError: "Tuntematon virhe",
    EmailInUse:
      "Tämä sähköpostiosoite on jo käytössä. Jos osoite on sinun, vaihda salasana kirjautumissivulla.",
    PasswordRejected: "Salasana ei täytä vaatimuksia",
    SignInFailed: "Kirjautuminen epäonnistui",
    TotpRequired: "Anna todennussovelluksesi näyttämä koodi.",
    TotpInvalid: "Koodi ei kelpaa tai se on jo käytetty. Odota seuraavaa koodia ja yritä uudelleen.",
    LinkInvalid: "Linkki on vanhentunut tai jo käytetty. Pyydä uusi linkki.",
    PasswordIncorrect: "Salasana on väärä.",
    SubscriptionRequired:
      "Tämä toiminto edellyttää voimassa olevaa tilausta. Ota yhteyttä asiakaspalveluun tai yrityksesi pääkäyttäjään.",
    SubscriptionChangeRefused:
      "Muutos ei ole mahdollinen tilauksen nykyisessä tilassa. Lataa sivu uudelleen nähdäksesi tilan.",
    InvoicingDetailsMissing:
      "Lisää verkkolaskuosoite ja välittäjä tai laskutussähköposti ennen tilauksen aktivointia.",
    LastSuperadmin: "Palvelulla on oltava vähintään yksi ylläpitäjä.",
    SecondFactorRequired:
      "Ylläpitäjän oikeudet edellyttävät kirjautumista todennussovelluksen koodilla. Kirjaudu ulos ja kirjaudu uudelleen koodin kanssa.",
    SuperadminNeedsTotp:
      "Henkilön on otettava kaksivaiheinen tunnistautuminen käyttöön tilinsä asetuksissa ennen kuin hänestä voi tehdä ylläpitäjän.",
    ReauthenticationRequired: "Vahvista henkilöllisyytesi: anna salasanasi tai todennussovelluksen koodi.",
    ApiTokenLifetimeTooLong: "API-tunnisteesi voivat olla voimassa enintään {{maxDays}} päivää.",
    TotpEnrolmentRequired:
      "Ylläpitäjien on käytettävä kaksivaiheista tunnistautumista. Ota se käyttöön tilin asetuksissa.",
    AccountVersionConflict:
      "Joku muu muutti näitä tietoja sillä välin. Lataa sivu nähdäksesi uusimmat tiedot ja tee muutoksesi uudelleen.",
    LastOwner:
      "Yrityksellä on oltava vähintään yksi pääkäyttäjä. Tee ensin joku toinen jäsen pääkäyttäjäksi.",
    AccountExists: "Y-tunnukselle {{businessId}} on jo yritystili. Pyydä sen pääkäyttäjää kutsumaan sinut.",
    AlreadyMember: "{{email}} on jo tämän yrityksen jäsen.",
    InviteExists:
      "Osoitteeseen {{email}} on juuri lähetetty kutsu. Näet sen avoimissa kutsuissa, kun päivität sivun.",
    InviteExpired: "Kutsu on vanhentunut. Pyydä uusi kutsu.",
    InviteRevoked: "Kutsu on peruttu.",
    InviteDeclined: "Olet hylännyt tämän kutsun. Pyydä uusi kutsu, jos haluat liittyä.",
    InviteNeedsVerifiedEmail: "Vahvista sähköpostiosoitteesi, ennen kuin hyväksyt tai hylkäät kutsun.",
    ReportVersionConflict:
      "Joku muu muutti raporttia sillä välin. Lataa uusin versio ja tee muutoksesi uudelleen.",
    AnswerVersionConflict:
      "Joku muu tallensi tähän kysymykseen vastauksen sillä välin. Molemmat versiot näytetään: valitse toinen tai yhdistä ne ja tallenna uudelleen.",
    ReportLocked:
      "Raportti on lukittu, koska se on julkaistu tai tarkastettu. Tee muutokset raportin kopioon.",
    ReportTransitionRefused:
      "Raportin tilaa ei voi muuttaa näin. Raportin voi merkitä valmiiksi tai lukita vasta, kun kaikki osiot ovat valmiita, eikä lukittua raporttia voi avata uudelleen.",
    BadgeNeedsReadyReport:
      "Merkin voi ladata, kun raportti on merkitty valmiiksi. Viimeistele raportti ja merkitse se ensin valmiiksi tällä sivulla.",
    AttachmentTypeNotAllowed:
      "Tämäntyyppistä tiedostoa ei voi liittää. Liitä PDF, PNG-, JPEG- tai WebP-kuva, Excel-, Word- tai PowerPoint-tiedosto, OpenDocument-tiedosto tai CSV- tai tekstitiedosto.",
    CalculationVersionConflict:
      "Joku muu muutti laskelmaa sillä välin. Lataa uusin versio ja tee muutoksesi uudelleen.",
    CalculationReady: "Laskelma on merkitty valmiiksi. Palauta se luonnokseksi tehdäksesi muutoksia.",
    AiSummaryNotConfigured:
      "Tekoälytiivistelmät eivät ole käytössä, koska kielimallia ei ole otettu käyttöön. Voit käyttää sen sijaan automaattista tunnuslukujen yhteenvetoa.",
    AiSummaryLimitReached:
      "Yrityksenne on tehnyt viimeisen vuorokauden aikana {{limit}} tekoälytiivistelmää, mikä on enimmäismäärä. Yritä myöhemmin uudelleen.",
    CalculationNotReady: "Merkitse laskelma valmiiksi ennen kuin täytät sillä raportin.",
    FactorVersionConflict:
      "Joku muu muutti tätä kerrointa sillä välin. Lataa uusin versio ja tee muutoksesi uudelleen.",
    FactorInUse:
      "Kerrointa käytetään laskelmariveillä ({{rowCount}}), joten sitä ei voi poistaa. Poista se käytöstä: silloin sitä ei enää tarjota uusille riveille.",
    XbrlImportExpired:
      "Tämä tuonti ei ole enää odottamassa: se on jo tehty, hylätty tai odottanut liian kauan. Lataa tiedosto uudelleen.",
    XbrlImportOutdated:
      "Raporttia on muutettu esikatselun jälkeen. Lataa tiedosto uudelleen nähdäksesi, mitä tuonti nyt muuttaisi.",
    XbrlImportNotReadable:
      "Tiedosto ei ole EFRAGin VSME-raporttipohja (.xlsx) eikä xBRL-JSON-muotoinen XBRL-raportti, tai se on vioittunut.",
    XbrlImportTooLarge:
      "Työkirja on liian suuri tuotavaksi: purettuna se on monta kertaa suurempi kuin EFRAGin VSME-raporttipohja (noin 5 Mt). Kopioi vastauksesi uuteen raporttipohjaan ja lataa se.",
    XbrlImportDamaged:
      "Työkirja on vioittunut, eikä sitä voi avata. Avaa se Excelissä, tallenna se uudelleen ja lataa uusi tiedosto.",
    XbrlTemplateVersionUnsupported:
      "Raporttipohjan versiota {{version}} ei tueta. Käytä EFRAGin VSME-raporttipohjan versiota 1.0–1.3.",
    XbrlForeignTaxonomy:
      "Tämä XBRL-raportti ei käytä EFRAGin VSME-taksonomiaa, joten sitä ei voi tuoda VSME-raporttiin.",
    ShareNotFound: "Jaettua raporttia ei löytynyt. Tarkista, että linkki on kopioitu kokonaan.",
    ShareGone: "Tämä jaettu raportti ei ole enää saatavilla.",
    SharePasscodeRequired: "Anna pääsykoodi, jonka sait linkin kanssa.",
    ShareToOwnCompany: "Raporttia ei voi jakaa omalle yritykselle. Valitse toinen organisaatio.",
    ShareLimitReached:
      "Yritykselläsi on jo {{limit}} voimassa olevaa jakoa, mikä on tilauksen enimmäismäärä. Peru ensin jako, jota ei enää tarvita.",
    ShareReportDeleted: "Jaon raportti on poistettu, joten jakoa ei voi päivittää.",
    RequestNotFound: "Tietopyyntöä ei löytynyt.",
    RequestAlreadySent: "Tietopyyntö on jo lähetetty, eikä sen kysymyksiä tai yrityksiä voi enää muuttaa.",
    RequestRecipientsChanged:
      "Pyynnössä on nyt {{recipients}} yritystä, ei vahvistamasi määrä. Tarkista esikatselu ja vahvista uudelleen.",
    RequestTrialLimit:
      "Kokeilujakson aikana tietopyynnön voi lähettää yhteensä enintään {{limit}} yritykselle. Tilaa palvelu, niin voit kysyä useammalta.",
    RequestHasNoRecipients: "Lisää ainakin yksi yritys ennen kuin lähetät pyynnön.",
    RequestAlreadyAnswered: "Tietopyyntöön on jo vastattu tai siitä on kieltäydytty.",
    RequestReportMismatch: "Valitse yrityksesi raportti siltä kaudelta, jota pyyntö koskee.",
  },
  validation: {
    cannotBeEmpty: "Ei voi olla tyhjä",
    requiredField: "Pakollinen kenttä",
    mustBeZeroOrGreater: "Arvon on oltava nolla tai suurempi",
    invalidYear: "Virheellinen vuosi",
    invalidDate: "Virheellinen päivämäärä",
    checkDates: "Tarkista päivämäärät",
    unsavedFields: "Sinulla on tallentamattomia kenttiä",
    parentAccountRequired: "Pääasiakastili on pakollinen",
    referralSourceRequired: "Suosittelija on pakollinen",
    invalidEmail: "Anna kelvollinen sähköpostiosoite",
    passwordRequirements: "Salasana ei täytä vaatimuksia",
    invalidValue: "Virheellinen arvo",
    unexpectedField: "Tätä kenttää ei sallita tässä",
    malformedJson: "Pyyntö ei ole kelvollista JSONia",
    invalidBusinessId: "Anna kelvollinen Y-tunnus (esim. 1234567-1)",
    tooLong: "Liian pitkä",
    htmlNotAllowed: "HTML-merkintöjä ei sallita tässä",
    controlCharacters: "Poista näkymättömät ohjausmerkit",
    unknownNaceCode: "Valitse koodi NACE-luettelosta",
    duplicateValue: "Tämä arvo on jo luettelossa",
    tooManyItems: "Liian monta kohdetta",
    invalidPhone: "Anna kelvollinen puhelinnumero",
    invalidCountry: "Anna kaksikirjaiminen maatunnus (esim. FI)",
    invalidPostalCode: "Anna kelvollinen postinumero",
    invalidCurrency: "Valitse valuutta luettelosta",
    invalidVatNumber: "Anna kelvollinen ALV-tunniste (esim. FI12345671)",
    invalidLei: "Anna kelvollinen LEI-tunnus: 20 kirjainta ja numeroa (esim. 529900T8BM49AURSDO55)",
    invalidEinvoiceAddress: "Anna kelvollinen verkkolaskuosoite (esim. 003712345671)",
    invalidEinvoiceOperator: "Anna kelvollinen välittäjätunnus (esim. 003721291126)",
    invalidPeppolId: "Anna Peppol-tunnus muodossa tunnisteen tyyppi:tunniste (esim. 0192:974760673)",
    termsRequired: "Sinun on hyväksyttävä käyttöehdot",
    authorityRequired: "Sinun on vahvistettava, että sinulla on oikeus toimia yrityksen puolesta",
    sharePasscodeLength: "Pääsykoodin pituuden on oltava 6–64 merkkiä",
    shareExpiryRange: "Valitse voimassaoloaika väliltä 1–365 päivää",
    shareConfirmationRequired: "Vahvista, että sinulla on oikeus jakaa tämä yrityksen puolesta",
    recipientFileType: "Lataa yritykset CSV-tiedostona tai Excel-työkirjana (.xlsx)",
    recipientFileDamaged: "Työkirjaa ei voitu lukea: se on vioittunut tai ei ole Excel-työkirja (.xlsx)",
    recipientFileTooLarge:
      "Tiedosto on liian suuri luettavaksi; jaa se enintään {{max}} yrityksen tiedostoihin",
    recipientFileTooManyRows: "Tiedostossa on yli {{max}} yritysriviä",
    recipientFileCellTooLong: "Solussa on yli {{max}} merkkiä",
    recipientFileEmpty: "Tiedostossa ei ole yritysrivejä otsikkorivin alla",
    recipientBusinessIdColumnMissing:
      "Otsikkorivillä ei ole Y-tunnus-saraketta (Y-tunnus, FO-nummer tai Business ID)",
    recipientEmailColumnMissing: "Otsikkorivillä ei ole sähköpostisaraketta (Sähköposti, E-post tai E-mail)",
    ...vsmeValidationMessages.fi,
    ...ghgValidationMessages.fi,
  },
} satisfies Messages
