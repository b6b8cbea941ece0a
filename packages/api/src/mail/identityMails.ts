import type { Locale } from "@vsme/core"
import { simpleHtmlMail, type MailMessage } from "./mailer.js"

const texts = {
  en: {
    verifySubject: "Confirm your e-mail address",
    verifyHeading: "Welcome to VSME reporting",
    verifyBody: "Confirm your e-mail address to start reporting. The link works once and for 72 hours.",
    verifyAction: "Confirm e-mail address",
    resetSubject: "Reset your password",
    resetHeading: "Password reset",
    resetBody:
      "Someone asked to reset the password of this account. If it was you, choose a new password. The link works once and for one hour.",
    resetAction: "Choose a new password",
    footer: "If you did not expect this message, you can ignore it.",
    passwordChangedSubject: "Your password was changed",
    passwordChangedBody:
      "The password of this account was changed with a reset link. Every session was signed out and every personal API token was revoked: sign in again with the new password, and create new tokens for the programs that need them.",
    signedOutSubject: "You were signed out everywhere",
    signedOutBody:
      "As you asked, every session of this account was signed out and every personal API token was revoked. Sign in again, and create new tokens for the programs that need them.",
    notYouFooter: "If this was not you, reset your password at once and contact customer service.",
  },
  fi: {
    verifySubject: "Vahvista sähköpostiosoitteesi",
    verifyHeading: "Tervetuloa VSME-raportointiin",
    verifyBody:
      "Vahvista sähköpostiosoitteesi, niin pääset aloittamaan raportoinnin. Linkki toimii kerran ja 72 tunnin ajan.",
    verifyAction: "Vahvista sähköpostiosoite",
    resetSubject: "Salasanan vaihtaminen",
    resetHeading: "Salasanan vaihtaminen",
    resetBody:
      "Tämän käyttäjätilin salasanan vaihtamista on pyydetty. Jos pyysit sitä itse, valitse uusi salasana. Linkki toimii kerran ja tunnin ajan.",
    resetAction: "Valitse uusi salasana",
    footer: "Jos et odottanut tätä viestiä, voit jättää sen huomiotta.",
    passwordChangedSubject: "Salasanasi vaihdettiin",
    passwordChangedBody:
      "Tämän käyttäjätilin salasana vaihdettiin vaihtolinkin kautta. Kaikki istunnot kirjattiin ulos ja kaikki henkilökohtaiset API-tunnisteet mitätöitiin: kirjaudu uudelleen uudella salasanalla ja luo uudet tunnisteet niitä tarvitseville ohjelmille.",
    signedOutSubject: "Sinut kirjattiin ulos kaikkialta",
    signedOutBody:
      "Pyyntösi mukaisesti tämän käyttäjätilin kaikki istunnot kirjattiin ulos ja kaikki henkilökohtaiset API-tunnisteet mitätöitiin. Kirjaudu uudelleen ja luo uudet tunnisteet niitä tarvitseville ohjelmille.",
    notYouFooter: "Jos et tehnyt tätä itse, vaihda salasanasi heti ja ota yhteyttä asiakaspalveluun.",
  },
  sv: {
    verifySubject: "Bekräfta din e-postadress",
    verifyHeading: "Välkommen till VSME-rapporteringen",
    verifyBody:
      "Bekräfta din e-postadress för att börja rapportera. Länken fungerar en gång och i 72 timmar.",
    verifyAction: "Bekräfta e-postadressen",
    resetSubject: "Återställ ditt lösenord",
    resetHeading: "Återställning av lösenord",
    resetBody:
      "Någon har bett om att återställa lösenordet för detta konto. Om det var du, välj ett nytt lösenord. Länken fungerar en gång och i en timme.",
    resetAction: "Välj ett nytt lösenord",
    footer: "Om du inte väntade dig detta meddelande kan du bortse från det.",
    passwordChangedSubject: "Ditt lösenord har ändrats",
    passwordChangedBody:
      "Lösenordet för detta konto ändrades via en återställningslänk. Alla sessioner loggades ut och alla personliga API-nycklar återkallades: logga in igen med det nya lösenordet och skapa nya nycklar för de program som behöver dem.",
    signedOutSubject: "Du har loggats ut överallt",
    signedOutBody:
      "Som du bad om loggades alla sessioner för detta konto ut och alla personliga API-nycklar återkallades. Logga in igen och skapa nya nycklar för de program som behöver dem.",
    notYouFooter: "Om det inte var du, återställ ditt lösenord genast och kontakta kundtjänsten.",
  },
} satisfies Record<Locale, Record<string, string>>

export const identityMailTexts = texts

/** The verification mail with its single-use link (to /verify-email, which returns to /?emailVerified=true). */
export const verificationMail = (to: string, locale: Locale, link: string): MailMessage => {
  const t = texts[locale]
  return {
    to,
    locale,
    kind: "verify",
    subject: t.verifySubject,
    text: `${t.verifyHeading}\n\n${t.verifyBody}\n\n${t.verifyAction}: ${link}\n\n${t.footer}\n`,
    html: simpleHtmlMail({
      heading: t.verifyHeading,
      paragraphs: [t.verifyBody],
      action: { label: t.verifyAction, url: link },
      footer: t.footer,
    }),
  }
}

export const passwordResetMail = (to: string, locale: Locale, link: string): MailMessage => {
  const t = texts[locale]
  return {
    to,
    locale,
    kind: "reset",
    subject: t.resetSubject,
    text: `${t.resetHeading}\n\n${t.resetBody}\n\n${t.resetAction}: ${link}\n\n${t.footer}\n`,
    html: simpleHtmlMail({
      heading: t.resetHeading,
      paragraphs: [t.resetBody],
      action: { label: t.resetAction, url: link },
      footer: t.footer,
    }),
  }
}

/**
 * The confirmation after a password reset or "sign out everywhere": says that every session and every
 * personal API token ended, so a person who did not ask knows at once (issue 15).
 */
export const credentialsRevokedMail = (
  to: string,
  locale: Locale,
  cause: "passwordReset" | "signedOutEverywhere",
): MailMessage => {
  const t = texts[locale]
  const [subject, body] =
    cause === "passwordReset"
      ? [t.passwordChangedSubject, t.passwordChangedBody]
      : [t.signedOutSubject, t.signedOutBody]
  return {
    to,
    locale,
    kind: cause === "passwordReset" ? "password-changed" : "signed-out-everywhere",
    subject,
    text: `${subject}\n\n${body}\n\n${t.notYouFooter}\n`,
    html: simpleHtmlMail({ heading: subject, paragraphs: [body], footer: t.notYouFooter }),
  }
}
