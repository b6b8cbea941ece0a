import type { Locale } from "@vsme/core"
import type { RecipientStatus, RequestState } from "./request.js"

/**
 * A recipient's status and a request's state as words in running text and in files: the portfolio's
 * spreadsheet and CSV (api) and `vsme requests` (cli) say them alike. A request's states are a subset
 * of a recipient's. The web app's labels, capitalised for badges, are its own.
 */
export const requestStatusNames: Record<Locale, Record<RecipientStatus | RequestState, string>> = {
  en: {
    draft: "draft",
    sending: "sending",
    sent: "sent",
    opened: "opened",
    inProgress: "in progress",
    shared: "shared",
    declined: "declined",
    overdue: "overdue",
  },
  fi: {
    draft: "luonnos",
    sending: "lähetetään",
    sent: "lähetetty",
    opened: "avattu",
    inProgress: "työn alla",
    shared: "jaettu",
    declined: "kieltäytynyt",
    overdue: "myöhässä",
  },
  sv: {
    draft: "utkast",
    sending: "skickas",
    sent: "skickad",
    opened: "öppnad",
    inProgress: "pågår",
    shared: "delad",
    declined: "avböjd",
    overdue: "försenad",
  },
}
