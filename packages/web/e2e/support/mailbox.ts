import { expect } from "@playwright/test"
import { appUrl, supportUrl } from "./ports.js"

/** A mail the API sent, as e2e/support/mailAndRegister.mjs received and parsed it. */
export interface Mail {
  /** The envelope's recipients, lower-case. */
  readonly to: ReadonlyArray<string>
  readonly subject: string
  readonly text: string
  readonly html: string
  readonly date: string
}

/** Every mail to `address` so far, oldest first. */
export const mailsTo = async (address: string): Promise<ReadonlyArray<Mail>> => {
  const response = await fetch(`${supportUrl}/mails?to=${encodeURIComponent(address)}`)
  if (!response.ok) throw new Error(`GET /mails answered ${response.status}`)
  return (await response.json()) as Mail[]
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")

/** The links in a mail's plain text to a path of the app (`/verify-email`), in order. */
export const linksIn = (mail: Mail, path: string): ReadonlyArray<URL> =>
  [...mail.text.matchAll(new RegExp(`https?://[^\\s"'<>]+?${escapeRegExp(path)}\\?[^\\s"'<>]+`, "g"))].map(
    (match) => new URL(match[0]),
  )

/**
 * Waits for the `nth` mail (1 = the first) to `address` that links to `path`, and answers that link.
 * The link must point at the app under test: the API builds it from PUBLIC_URL.
 */
export const mailedLink = async (address: string, path: string, nth = 1): Promise<string> => {
  let links: ReadonlyArray<URL> = []
  await expect
    .poll(
      async () => {
        links = (await mailsTo(address)).flatMap((mail) => linksIn(mail, path).slice(0, 1))
        return links.length
      },
      { message: `mail ${nth} to ${address} with a link to ${path}`, timeout: 10_000 },
    )
    .toBeGreaterThanOrEqual(nth)
  const link = links[nth - 1]!
  expect(link.origin, "the link's origin (PUBLIC_URL)").toBe(appUrl)
  return link.href
}
