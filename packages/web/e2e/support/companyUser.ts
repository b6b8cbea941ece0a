import { expect, type Page } from "@playwright/test"
import { randomInt } from "node:crypto"
import { mailedLink } from "./mailbox.js"

/**
 * A verified user with a company account of their own, signed in on `page` and on the dashboard:
 * the starting point of every test about reporting. Signs up through the real UI and mail, in English.
 */
export const strongPassword = "Correct horse battery staple"

export const uniqueEmail = (who: string) =>
  `e2e-${who}-${Date.now().toString(36)}-${randomInt(1e9).toString(36)}@example.com`

/** A Business ID that passes the check digit and that the recorded register does not know. */
export const unknownBusinessId = (): string => {
  const weights = [7, 9, 10, 5, 8, 4, 2]
  for (;;) {
    const digits = weights.map(() => randomInt(10))
    const remainder = digits.reduce((sum, digit, i) => sum + digit * weights[i]!, 0) % 11
    if (remainder === 1) continue // no valid check digit for these seven digits
    const id = `${digits.join("")}-${remainder === 0 ? 0 : 11 - remainder}`
    if (id !== "0112038-9") return id
  }
}

export interface CompanyUser {
  readonly email: string
  readonly password: string
  readonly businessId: string
  readonly companyName: string
}

export const signUpWithCompany = async (page: Page, who = "reporter"): Promise<CompanyUser> => {
  const email = uniqueEmail(who)
  const businessId = unknownBusinessId()
  const companyName = `Testi Oy ${randomInt(1e6)}`
  await page.goto("/signup?lng=en")
  await page.getByLabel("Email").fill(email)
  await page.getByLabel("Password", { exact: true }).fill(strongPassword)
  await page.getByRole("button", { name: "Create user" }).click()
  await expect(page.getByRole("heading", { level: 1, name: "Verify your email address" })).toBeVisible()
  await page.goto(await mailedLink(email, "/verify-email"))
  // Verifying waits for the app-attestation proof of work, which is slow on a busy machine.
  await expect(page).toHaveURL(/\/select-account$/, { timeout: 30_000 })
  await page.getByRole("link", { name: "Create Account" }).click()
  await page.getByLabel("Business ID").fill(businessId)
  await page.getByRole("button", { name: "Fetch details" }).click()
  // The recorded register does not know the number: the details are typed in.
  await expect(page.getByText("The company details could not be fetched.", { exact: false })).toBeVisible()
  await page.getByLabel("Company name").fill(companyName)
  await page.getByLabel("I accept the terms of service").check()
  await page.getByLabel("I confirm that I am authorised to act for this company").check()
  await page.getByRole("button", { name: "Create company account" }).click()
  await expect(page).toHaveURL(/\/$/)
  return { email, password: strongPassword, businessId, companyName }
}
