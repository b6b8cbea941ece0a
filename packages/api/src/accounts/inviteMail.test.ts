import { describe, expect, it } from "vitest"
import { buildInviteMail } from "./inviteMail.js"

const input = {
  accountName: "Smith & Sons Oy",
  inviterName: "Olli Omistaja",
  inviterEmail: "olli@example.com",
  role: "owner" as const,
  link: "https://vsme.example/select-account?invite=abc&x=1",
  expiresAt: new Date("2026-12-06T10:00:00Z"),
}

describe("the invitation e-mail", () => {
  it.each([
    ["fi", "Kutsu yritykseen Smith & Sons Oy VSME-palvelussa", "pääkäyttäjäksi", "6.12.2026"],
    ["en", "You are invited to Smith & Sons Oy on VSME", "as Administrator", "06/12/2026"],
    ["sv", "Inbjudan till Smith & Sons Oy i VSME", "som administratör", "6.12.2026"],
  ] as const)("is written in %s, as text and HTML", (locale, subject, role, date) => {
    const mail = buildInviteMail({ ...input, locale })
    expect(mail.subject).toBe(subject)
    expect(mail.text).toContain("Olli Omistaja (olli@example.com)")
    expect(mail.text).toContain(role)
    expect(mail.text).toContain(input.link)
    expect(mail.text).toContain(date)
    expect(mail.html).toContain(`lang="${locale}"`)
    expect(mail.html).toContain('href="https://vsme.example/select-account?invite=abc&amp;x=1"')
    expect(mail.html).toContain("Smith &amp; Sons Oy")
    expect(mail.html).not.toContain("Smith & Sons")
  })

  it("names the inviter by address when they have no display name", () => {
    const mail = buildInviteMail({ ...input, locale: "en", inviterName: "" })
    expect(mail.text.startsWith("olli@example.com has invited you")).toBe(true)
  })
})
