/**
 * The ports of an e2e run: 4310 for the app and the two next to it, chosen to be unlikely to clash
 * with other services on a developer's machine or a CI runner. `E2E_PORT_BASE` moves all three, so
 * two runs can share a machine. playwright.config.ts starts the servers on them.
 */
const base = Number(process.env.E2E_PORT_BASE ?? 4310)

export const ports = {
  /** The API serving the built app. */
  app: base,
  /** The SMTP server of e2e/support/mailAndRegister.mjs, which the API sends its mail to. */
  smtp: base + 1,
  /** Its HTTP side: the received mails (`/mails?to=`) and the fake business register. */
  support: base + 2,
} as const

export const appUrl = `http://127.0.0.1:${ports.app}`
export const supportUrl = `http://127.0.0.1:${ports.support}`
