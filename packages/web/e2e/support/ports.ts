/**
 * The fixed ports of an e2e run, next to the app's 4310: chosen to be unlikely to clash with other
 * services on a developer's machine or a CI runner. playwright.config.ts starts the servers on them.
 */
export const ports = {
  /** The API serving the built app. */
  app: 4310,
  /** The SMTP server of e2e/support/mailAndRegister.mjs, which the API sends its mail to. */
  smtp: 4311,
  /** Its HTTP side: the received mails (`/mails?to=`) and the fake business register. */
  support: 4312,
} as const

export const appUrl = `http://127.0.0.1:${ports.app}`
export const supportUrl = `http://127.0.0.1:${ports.support}`
