import { test as base, type Browser } from "@playwright/test"
import { randomInt } from "node:crypto"
import { appUrl } from "./ports.js"

/**
 * Every browser of a run connects from 127.0.0.1, and the API limits sign-ups and sign-ins per client
 * address (10 sign-ups an hour). The e2e API trusts X-Forwarded-For (TRUST_PROXY=true in
 * playwright.config.ts), so a test that signs people up poses as a client of its own: the limits then
 * count each test apart, as they would count visitors, and tests stay independent of each other.
 */
export const clientAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`

/** `test` whose `page` comes from a client address of its own. */
export const test = base.extend({
  // (The fixture's callback is not called `use`: the React hooks lint rule would take it for a hook.)
  extraHTTPHeaders: async ({ extraHTTPHeaders }, provide) => {
    await provide({ ...extraHTTPHeaders, "x-forwarded-for": clientAddress() })
  },
})

/**
 * A page in a new browser context, as a second person on another computer would have: no cookies, no
 * storage, and a client address of its own.
 */
export const newVisitorPage = async (browser: Browser) => {
  const context = await browser.newContext({
    baseURL: appUrl,
    locale: "en-US",
    extraHTTPHeaders: { "x-forwarded-for": clientAddress() },
  })
  return context.newPage()
}
