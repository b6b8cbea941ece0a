import type { Locale } from "@vsme/core"
import { simpleHtmlMail } from "../mail/mailer.js"

/** What the e-mail of a data request (and its reminders) says. */
export interface RequestMailInput {
  readonly locale: Locale
  readonly requesterName: string
  readonly title: string
  readonly message: string | null
  readonly periodYear: number
  /** `YYYY-MM-DD`. */
  readonly dueDate: string
  readonly contact: { readonly name: string; readonly email: string; readonly phone: string | null }
  readonly businessId: string
  /** Where the company opens the request (`…/requests/incoming/{id}?businessId=…`). */
  readonly link: string
  readonly reminder: boolean
}

interface Wording {
  readonly subject: (v: { requester: string; title: string; reminder: boolean }) => string
  readonly intro: (v: { requester: string; year: number }) => string
  readonly due: (v: { date: string }) => string
  readonly how: (v: { businessId: string }) => string
  readonly button: string
  readonly contact: (v: { contact: string }) => string
  readonly why: string
  readonly reminderLead: string
  readonly dateLocale: string
}

/**
 * The one e-mail of a request, in the requester's chosen language. It is the same whether or not the
 * company already uses the product (issue 32: a requester must not be able to tell from the mail its
 * contact receives), so it explains both ways in.
 */
const wording: Record<Locale, Wording> = {
  en: {
    subject: ({ requester, title, reminder }) =>
      `${reminder ? "Reminder: " : ""}${requester} asks for sustainability data: ${title}`,
    intro: ({ requester, year }) =>
      `${requester} asks your company for sustainability information for ${year}, in the terms of the VSME standard for small and medium companies.`,
    due: ({ date }) => `Please answer by ${date}.`,
    how: ({ businessId }) =>
      `Open the request in the VSME reporting service. If your company (Business ID ${businessId}) already uses the service, sign in and you will find it under Requests; if not, create the company's account with that Business ID and the request will be waiting. You decide what is shared, and you may decline questions beyond the VSME standard.`,
    button: "Open the request",
    contact: ({ contact }) => `Questions about the request: ${contact}.`,
    why: "You received this message because the requester named this address as your company's contact.",
    reminderLead: "This is a reminder of an earlier request that has not been answered yet.",
    dateLocale: "en-GB",
  },
  fi: {
    subject: ({ requester, title, reminder }) =>
      `${reminder ? "Muistutus: " : ""}${requester} pyytää vastuullisuustietoja: ${title}`,
    intro: ({ requester, year }) =>
      `${requester} pyytää yritykseltänne vastuullisuustietoja vuodelta ${year} pk-yritysten VSME-standardin mukaisesti.`,
    due: ({ date }) => `Vastaathan viimeistään ${date}.`,
    how: ({ businessId }) =>
      `Avaa pyyntö VSME-raportointipalvelussa. Jos yrityksenne (Y-tunnus ${businessId}) käyttää jo palvelua, kirjaudu sisään, niin löydät pyynnön kohdasta Tietopyynnöt. Muuten luo yritykselle tili tällä Y-tunnuksella, niin pyyntö odottaa siellä. Te päätätte, mitä jaetaan, ja voitte kieltäytyä VSME-standardin ulkopuolisista kysymyksistä.`,
    button: "Avaa pyyntö",
    contact: ({ contact }) => `Kysymykset pyynnöstä: ${contact}.`,
    why: "Saat tämän viestin, koska pyytäjä ilmoitti tämän osoitteen yrityksenne yhteyshenkilön osoitteeksi.",
    reminderLead: "Tämä on muistutus aiemmasta pyynnöstä, johon ei ole vielä vastattu.",
    dateLocale: "fi-FI",
  },
  sv: {
    subject: ({ requester, title, reminder }) =>
      `${reminder ? "Påminnelse: " : ""}${requester} ber om hållbarhetsuppgifter: ${title}`,
    intro: ({ requester, year }) =>
      `${requester} ber ert företag om hållbarhetsuppgifter för ${year} enligt VSME-standarden för små och medelstora företag.`,
    due: ({ date }) => `Svara senast ${date}.`,
    how: ({ businessId }) =>
      `Öppna förfrågan i rapporteringstjänsten VSME. Om ert företag (FO-nummer ${businessId}) redan använder tjänsten, logga in så hittar du förfrågan under Förfrågningar; annars skapar du företagets konto med det FO-numret, så väntar förfrågan där. Ni bestämmer vad som delas, och ni kan avböja frågor utöver VSME-standarden.`,
    button: "Öppna förfrågan",
    contact: ({ contact }) => `Frågor om förfrågan: ${contact}.`,
    why: "Du får detta meddelande eftersom den som frågar angav den här adressen som ert företags kontaktperson.",
    reminderLead: "Detta är en påminnelse om en tidigare förfrågan som ännu inte har besvarats.",
    dateLocale: "sv-FI",
  },
}

/** Subject, plain text and HTML of a request's e-mail; every interpolated value is escaped in the HTML. */
export const buildRequestMail = (input: RequestMailInput) => {
  const w = wording[input.locale]
  const [year, month, day] = input.dueDate.split("-").map(Number) as [number, number, number]
  const date = new Date(Date.UTC(year, month - 1, day, 12)).toLocaleDateString(w.dateLocale, {
    day: "numeric",
    month: "numeric",
    year: "numeric",
    timeZone: "Europe/Helsinki",
  })
  const contact = [input.contact.name, input.contact.email, input.contact.phone].filter(Boolean).join(", ")
  const paragraphs = [
    ...(input.reminder ? [w.reminderLead] : []),
    w.intro({ requester: input.requesterName, year: input.periodYear }),
    input.title,
    ...(input.message?.trim() ? [input.message.trim()] : []),
    w.due({ date }),
    w.how({ businessId: input.businessId }),
    w.contact({ contact }),
  ]
  const subject = w.subject({ requester: input.requesterName, title: input.title, reminder: input.reminder })
  const text = [...paragraphs, `${w.button}: ${input.link}`, w.why].join("\n\n")
  const html = simpleHtmlMail({
    heading: subject,
    paragraphs,
    action: { label: w.button, url: input.link },
    footer: w.why,
  })
  return { subject, text, html }
}
