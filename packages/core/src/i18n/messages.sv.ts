import { ghgValidationMessages } from "../ghg/validationMessages.js"
import { vsmeValidationMessages } from "../vsme/validationMessages.js"
import type { Messages } from "./messages.en.js"

export const sv = {
  errors: {
    InvalidInput: "Ett fel uppstod. Kontrollera formulärets fält och försök igen.",
    Unauthorized: "Din session har upphört. Logga in igen.",
    Forbidden: "Du har inte behörighet att se detta innehåll.",
    NotFound: "Det efterfrågade objektet hittades inte.",
    UnknownProcedure: "Servern känner inte till anropet {{name}}.",
    MethodNotAllowed: "Detta anrop måste skickas med POST.",
    PayloadTooLarge: "Begäran är för stor (gräns {{limitBytes}} byte).",
    RateLimited: "För många försök. Försök igen {{retryAfter}}.",
    AttestationUnavailable: "App Check-token är inte tillgänglig",
    AttestationInvalid: "Appen kunde inte bevisa att den är den äkta appen. Ladda om sidan.",
    ServiceUnavailable: "Vi har tekniska problem. Ladda om sidan.",
    InternalError: "Något gick fel",
    NetworkError: "Servern kunde inte nås. Kontrollera anslutningen och försök igen.",
    SessionEnded: "Din session har upphört. Logga in igen.",
    UnknownError: "Okänt fel",
    EmailInUse:
      "Den här e-postadressen används redan. Om den är din kan du återställa lösenordet på inloggningssidan.",
    PasswordRejected: "Lösenordet uppfyller inte kraven",
    SignInFailed: "Inloggningen misslyckades",
    TotpRequired: "Ange koden från din autentiseringsapp.",
    TotpInvalid: "Koden är inte giltig eller har redan använts. Vänta på nästa kod och försök igen.",
    LinkInvalid: "Länken har gått ut eller redan använts. Be om en ny länk.",
    PasswordIncorrect: "Lösenordet är fel.",
    SubscriptionRequired:
      "Den här funktionen kräver en aktiv prenumeration. Kontakta kundtjänst eller företagets huvudanvändare.",
    SubscriptionChangeRefused:
      "Ändringen är inte möjlig i prenumerationens nuvarande läge. Ladda om sidan för att se läget.",
    InvoicingDetailsMissing:
      "Lägg till en e-fakturaadress och operatör, eller en e-postadress för fakturor, innan prenumerationen aktiveras.",
    LastSuperadmin: "Tjänsten måste ha minst en administratör.",
    SecondFactorRequired:
      "Administratörsbehörighet kräver inloggning med koden från autentiseringsappen. Logga ut och logga in igen med koden.",
    SuperadminNeedsTotp:
      "Personen måste aktivera tvåstegsverifiering i sina kontoinställningar innan hen kan bli administratör.",
    ReauthenticationRequired:
      "Bekräfta att det är du: ange ditt lösenord eller koden från autentiseringsappen.",
    ApiTokenLifetimeTooLong: "Dina API-nycklar kan gälla i högst {{maxDays}} dagar.",
    TotpEnrolmentRequired:
      "Administratörer måste använda tvåstegsverifiering. Aktivera den i kontoinställningarna.",
    AccountVersionConflict:
      "Någon annan ändrade uppgifterna under tiden. Ladda om sidan för att se den senaste versionen och gör sedan din ändring igen.",
    LastOwner: "Ett företag måste ha minst en administratör. Gör först en annan medlem till administratör.",
    AccountExists:
      "Det finns redan ett företagskonto för FO-nummer {{businessId}}. Be dess huvudanvändare att bjuda in dig.",
    AlreadyMember: "{{email}} är redan medlem i det här företaget.",
    InviteExists:
      "En inbjudan till {{email}} skickades alldeles nyss. Du ser den bland de öppna inbjudningarna när du laddar om sidan.",
    InviteExpired: "Inbjudan har gått ut. Be om en ny.",
    InviteRevoked: "Inbjudan har dragits tillbaka.",
    InviteDeclined: "Du har tackat nej till inbjudan. Be om en ny om du vill ansluta dig.",
    InviteNeedsVerifiedEmail:
      "Bekräfta din e-postadress innan du tar emot eller tackar nej till en inbjudan.",
    ReportVersionConflict:
      "Någon annan har ändrat rapporten under tiden. Ladda om för att se den senaste versionen och gör sedan din ändring igen.",
    AnswerVersionConflict:
      "Någon annan har sparat ett svar på den här frågan under tiden. Båda versionerna visas: behåll den ena eller kombinera dem och spara sedan igen.",
    ReportLocked:
      "Rapporten är låst eftersom den har publicerats eller granskats. Gör ändringarna i en kopia av rapporten.",
    ReportTransitionRefused:
      "Rapportens status kan inte ändras på det här sättet. En rapport kan markeras som klar eller låsas först när alla avsnitt är klara, och en låst rapport förblir låst.",
    BadgeNeedsReadyReport:
      "Märket kan laddas ned när rapporten har markerats som klar. Slutför rapporten och markera den först som klar på den här sidan.",
    AttachmentTypeNotAllowed:
      "Den här typen av fil kan inte bifogas. Bifoga en pdf, en PNG-, JPEG- eller WebP-bild, en Excel-, Word- eller PowerPoint-fil, en OpenDocument-fil eller en csv- eller textfil.",
    CalculationVersionConflict:
      "Någon annan ändrade beräkningen under tiden. Ladda om för att se den senaste versionen och gör sedan din ändring igen.",
    CalculationReady: "Beräkningen är markerad som klar. Återställ den till utkast för att göra ändringar.",
    AiSummaryNotConfigured:
      "AI-sammanfattningar är inte tillgängliga eftersom ingen språkmodell har konfigurerats. Du kan använda den automatiska sammanställningen av nyckeltal i stället.",
    AiSummaryLimitReached:
      "Ert företag har gjort {{limit}} AI-sammanfattningar under det senaste dygnet, vilket är gränsen. Försök igen senare.",
    CalculationNotReady: "Markera beräkningen som klar innan du fyller i en rapport med den.",
    FactorVersionConflict:
      "Någon annan har ändrat faktorn under tiden. Ladda om för att se den senaste versionen och gör sedan ändringen igen.",
    FactorInUse:
      "Faktorn används på beräkningsrader ({{rowCount}}), så den kan inte tas bort. Ta den ur bruk i stället: då erbjuds den inte längre för nya rader.",
    XbrlImportExpired:
      "Den här importen väntar inte längre: den har redan gjorts, förkastats eller väntat för länge. Ladda upp filen igen.",
    XbrlImportOutdated:
      "Rapporten har ändrats sedan förhandsvisningen gjordes. Ladda upp filen igen för att se vad importen nu skulle ändra.",
    XbrlImportNotReadable:
      "Filen är varken EFRAG:s digitala VSME-mall (.xlsx) eller en XBRL-rapport i xBRL-JSON, eller så är den skadad.",
    XbrlImportTooLarge:
      "Arbetsboken är för stor för att importeras: uppackad är den många gånger större än EFRAG:s digitala VSME-mall (cirka 5 MB). Kopiera dina svar till en ny kopia av mallen och ladda upp den.",
    XbrlImportDamaged:
      "Arbetsboken är skadad och kan inte öppnas. Öppna den i Excel, spara den på nytt och ladda upp den nya filen.",
    XbrlTemplateVersionUnsupported:
      "Version {{version}} av den digitala mallen stöds inte. Använd EFRAG:s digitala VSME-mall, version 1.0–1.3.",
    XbrlForeignTaxonomy:
      "Den här XBRL-rapporten använder inte EFRAG:s VSME-taxonomi och kan därför inte importeras till en VSME-rapport.",
    ShareNotFound: "Den delade rapporten hittades inte. Kontrollera att hela länken kopierades.",
    ShareGone: "Den här delade rapporten är inte längre tillgänglig.",
    SharePasscodeRequired: "Ange åtkomstkoden som du fick tillsammans med länken.",
    ShareToOwnCompany: "En rapport kan inte delas med det egna företaget. Välj en annan organisation.",
    ShareLimitReached:
      "Ditt företag har redan {{limit}} aktiva delningar, det högsta antal abonnemanget tillåter. Återkalla först en delning som inte längre behövs.",
    ShareReportDeleted: "Rapporten för den här delningen har raderats, så delningen kan inte uppdateras.",
    RequestNotFound: "Förfrågan hittades inte.",
    RequestAlreadySent: "Förfrågan har redan skickats; dess frågor och företag kan inte längre ändras.",
    RequestRecipientsChanged:
      "Förfrågan har nu {{recipients}} företag, inte det antal du bekräftade. Kontrollera förhandsvisningen och bekräfta igen.",
    RequestTrialLimit:
      "Under provperioden kan en förfrågan skickas till högst {{limit}} företag sammanlagt. Beställ abonnemanget för att fråga fler.",
    RequestHasNoRecipients: "Lägg till minst ett företag innan du skickar förfrågan.",
    RequestAlreadyAnswered: "Förfrågan har redan besvarats eller avböjts.",
    RequestReportMismatch: "Välj en rapport för ditt företag för den period som förfrågan gäller.",
  },
  validation: {
    cannotBeEmpty: "Får inte vara tomt",
    requiredField: "Obligatoriskt fält",
    mustBeZeroOrGreater: "Måste vara noll eller större",
    invalidYear: "Ogiltigt år",
    invalidDate: "Ogiltigt datum",
    checkDates: "Kontrollera datumen",
    unsavedFields: "Du har osparade fält",
    parentAccountRequired: "Huvudkonto krävs",
    referralSourceRequired: "Hänvisningskälla krävs",
    invalidEmail: "Ange en giltig e-postadress",
    passwordRequirements: "Lösenordet uppfyller inte kraven",
    invalidValue: "Ogiltigt värde",
    unexpectedField: "Detta fält är inte tillåtet här",
    malformedJson: "Begäran är inte giltig JSON",
    invalidBusinessId: "Ange ett giltigt finskt FO-nummer (t.ex. 1234567-1)",
    tooLong: "För långt",
    htmlNotAllowed: "HTML-kod är inte tillåten här",
    controlCharacters: "Ta bort de osynliga kontrolltecknen",
    unknownNaceCode: "Välj en kod ur NACE-listan",
    duplicateValue: "Värdet finns redan i listan",
    tooManyItems: "För många poster",
    invalidPhone: "Ange ett giltigt telefonnummer",
    invalidCountry: "Ange en landskod med två bokstäver (t.ex. FI)",
    invalidPostalCode: "Ange ett giltigt postnummer",
    invalidCurrency: "Välj en valuta ur listan",
    invalidVatNumber: "Ange ett giltigt momsregistreringsnummer (t.ex. FI12345671)",
    invalidLei: "Ange en giltig LEI-kod: 20 bokstäver och siffror (t.ex. 529900T8BM49AURSDO55)",
    invalidEinvoiceAddress: "Ange en giltig e-fakturaadress (t.ex. 003712345671)",
    invalidEinvoiceOperator: "Ange en giltig operatörskod (t.ex. 003721291126)",
    invalidPeppolId: "Ange ett Peppol-ID i formen schema:identifierare (t.ex. 0192:974760673)",
    termsRequired: "Du måste godkänna användarvillkoren",
    authorityRequired: "Du måste bekräfta att du har rätt att företräda företaget",
    sharePasscodeLength: "Åtkomstkoden ska vara 6–64 tecken lång",
    shareExpiryRange: "Välj en giltighetstid mellan 1 och 365 dagar",
    shareConfirmationRequired: "Bekräfta att du har rätt att dela detta för företagets räkning",
    recipientFileType: "Ladda upp företagen som en CSV-fil eller en Excel-arbetsbok (.xlsx)",
    recipientFileDamaged: "Arbetsboken kunde inte läsas: den är skadad eller inte en Excel-arbetsbok (.xlsx)",
    recipientFileTooLarge: "Filen är för stor för att läsas; dela upp den i filer med högst {{max}} företag",
    recipientFileTooManyRows: "Filen har fler än {{max}} rader med företag",
    recipientFileCellTooLong: "Cellen är längre än {{max}} tecken",
    recipientFileEmpty: "Filen har inga rader med företag under rubrikraden",
    recipientBusinessIdColumnMissing:
      "Rubrikraden har ingen kolumn för FO-nummer (FO-nummer, Y-tunnus eller Business ID)",
    recipientEmailColumnMissing: "Rubrikraden har ingen kolumn för e-post (E-post, Sähköposti eller E-mail)",
    ...vsmeValidationMessages.sv,
    ...ghgValidationMessages.sv,
  },
} satisfies Messages
