import type { Locale, MemberRole } from "@vsme/core"

export interface InviteMailInput {
  readonly locale: Locale
  readonly accountName: string
  /** The inviter's display name, or their e-mail address when they have none. */
  readonly inviterName: string
  readonly inviterEmail: string
  readonly role: MemberRole
  /** Where the invitee signs up or in and accepts (`…/select-account?invite=…`). */
  readonly link: string
  readonly expiresAt: Date
}

interface Wording {
  readonly role: Record<MemberRole, string>
  readonly subject: (v: { accountName: string }) => string
  readonly intro: (v: { inviter: string; accountName: string; role: string }) => string
  readonly how: string
  readonly button: string
  readonly expires: (v: { date: string }) => string
  readonly ignore: string
  readonly dateLocale: string
}

/** The invitation e-mail in the inviter's chosen language (spec §6: the invitee registers with this address). */
const wording: Record<Locale, Wording> = {
  en: {
    role: { owner: "Administrator", user: "User" },
    subject: ({ accountName }) => `You are invited to ${accountName} on VSME`,
    intro: ({ inviter, accountName, role }) =>
      `${inviter} has invited you to join ${accountName} in the VSME sustainability reporting service as ${role}.`,
    how: "Sign up or sign in with this email address, then accept the invitation.",
    button: "Open the invitation",
    expires: ({ date }) => `The invitation is valid until ${date}.`,
    ignore: "If you did not expect this invitation, you can ignore this message.",
    dateLocale: "en-GB",
  },
  fi: {
    role: { owner: "pääkäyttäjäksi", user: "käyttäjäksi" },
    subject: ({ accountName }) => `Kutsu yritykseen ${accountName} VSME-palvelussa`,
    intro: ({ inviter, accountName, role }) =>
      `${inviter} kutsui sinut VSME-vastuullisuusraportointipalveluun yrityksen ${accountName} ${role}.`,
    how: "Rekisteröidy tai kirjaudu sisään tällä sähköpostiosoitteella ja hyväksy kutsu.",
    button: "Avaa kutsu",
    expires: ({ date }) => `Kutsu on voimassa ${date} asti.`,
    ignore: "Jos et odottanut tätä kutsua, voit jättää viestin huomiotta.",
    dateLocale: "fi-FI",
  },
  sv: {
    role: { owner: "administratör", user: "användare" },
    subject: ({ accountName }) => `Inbjudan till ${accountName} i VSME`,
    intro: ({ inviter, accountName, role }) =>
      `${inviter} har bjudit in dig till ${accountName} i hållbarhetsrapporteringstjänsten VSME som ${role}.`,
    how: "Registrera dig eller logga in med den här e-postadressen och ta sedan emot inbjudan.",
    button: "Öppna inbjudan",
    expires: ({ date }) => `Inbjudan gäller till och med ${date}.`,
    ignore: "Om du inte väntade dig den här inbjudan kan du bortse från meddelandet.",
    dateLocale: "sv-FI",
  },
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!,
  )

/** Subject, plain text and HTML of an invitation; every interpolated value is escaped in the HTML. */
export const buildInviteMail = (input: InviteMailInput) => {
  const w = wording[input.locale]
  const inviter =
    input.inviterName && input.inviterName !== input.inviterEmail
      ? `${input.inviterName} (${input.inviterEmail})`
      : input.inviterEmail
  const date = input.expiresAt.toLocaleDateString(w.dateLocale, {
    day: "numeric",
    month: "numeric",
    year: "numeric",
    timeZone: "Europe/Helsinki",
  })
  const intro = w.intro({ inviter, accountName: input.accountName, role: w.role[input.role] })
  const lines = [intro, "", w.how, "", input.link, "", w.expires({ date }), "", w.ignore]
  const html = [
    `<!doctype html><html lang="${input.locale}"><body style="font-family: sans-serif; line-height: 1.5">`,
    `<p>${escapeHtml(intro)}</p>`,
    `<p>${escapeHtml(w.how)}</p>`,
    `<p><a href="${escapeHtml(input.link)}">${escapeHtml(w.button)}</a></p>`,
    `<p>${escapeHtml(w.expires({ date }))}</p>`,
    `<p style="color: #555">${escapeHtml(w.ignore)}</p>`,
    `</body></html>`,
  ].join("\n")
  return { subject: w.subject({ accountName: input.accountName }), text: lines.join("\n"), html }
}
