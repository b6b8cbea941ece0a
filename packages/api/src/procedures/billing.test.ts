import { mkdtempSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { Schema } from "effect"
import { beforeEach, describe, expect, it } from "vitest"
import { GatedFeature, gatedFeatures, type AccountId } from "@vsme/core"
import {
  adminActivate,
  billingInvoiceCopy,
  billingInvoices,
  billingSubscription,
  procedure,
  proceduresByName,
  SubscriptionRequired,
  type AnyProcedure,
} from "@vsme/sdk"
import { requireFeature } from "../accounts/subscriptionGate.js"
import type { TestUser } from "../testing/index.js"
import { superadmin, twoCompanies, useTestServer } from "../testing/apiKit.js"
import { handlers } from "./index.js"

/**
 * The owner's side of the subscription (issue 9): status, invoices, copies; and the gate of
 * features that need an active subscription, exercised through a procedure that exists only here.
 */

const useFeature = procedure("test.useFeature", {
  kind: "mutation",
  access: "accountMember",
  input: Schema.Struct({ feature: GatedFeature }),
  output: Schema.Struct({ used: GatedFeature }),
  errors: [SubscriptionRequired],
})

const server = useTestServer({
  now: () => new Date("2026-11-23T10:00:00Z"),
  env: { DATA_DIR: mkdtempSync(path.join(tmpdir(), "vsme-billing-test-")), BILLING_JOBS: "off" },
  procedures: new Map<string, AnyProcedure>([
    ...proceduresByName,
    [useFeature.name, useFeature as AnyProcedure],
  ]),
  handlers: {
    ...handlers,
    "test.useFeature": async ({
      input,
      caller,
      db,
    }: {
      input: { feature: GatedFeature }
      caller: { account: { id: AccountId } }
      db: never
    }) => {
      await requireFeature(db, caller.account.id, input.feature)
      return { used: input.feature }
    },
  } as unknown as typeof handlers,
})

const db = () => server.database.db
const missing = "00000000-0000-4000-8000-000000000000"

let admin: TestUser
let owner: TestUser
let member: TestUser
let stranger: TestUser
let company: AccountId
let strangers: AccountId
beforeEach(async () => {
  admin = await superadmin(db())
  ;({
    alice: owner,
    bob: member,
    eve: stranger,
    companyA: company,
    companyB: strangers,
  } = await twoCompanies(db()))
  await db()("accounts").whereIn("id", [company, strangers]).update({ invoicing_email: "laskut@example.com" })
})

const activateAs = (accountId: string) => server.call(admin, adminActivate, { accountId })

describe("billing.subscription", () => {
  it("shows a trial account without a period, and the price 780,00 + 198,90 = 978,90 EUR", async () => {
    const res = await server.call(member, billingSubscription, null, company)
    expect(res.result).toEqual({
      state: "trial",
      period: null,
      renews: false,
      nextRenewal: null,
      price: { currency: "EUR", netCents: 78_000, vatRate: 2550, vatCents: 19_890, totalCents: 97_890 },
      mainUsers: [{ name: "Alice", email: owner.email }],
      customerService: { email: null, phone: null },
    })
  })

  it("shows the paid year and the next renewal once active, to every member", async () => {
    await activateAs(company)
    const res = await server.call(member, billingSubscription, null, company)
    expect(res.result).toMatchObject({
      state: "active",
      period: { start: "2026-11-23", end: "2027-11-22" },
      renews: true,
      nextRenewal: "2027-11-23",
    })
  })

  it("is refused to someone who is not a member of the account", async () => {
    expect(await server.call(stranger, billingSubscription, null, company)).toMatchObject({
      status: 403,
    })
  })
})

describe("billing.invoices and billing.invoiceCopy", () => {
  it("answers NotFound for another account's invoice, named from the caller's own account", async () => {
    const res = await activateAs(company)
    const invoiceId = res.result.invoice.id as string
    expect(
      await server.call(stranger, billingInvoiceCopy, { invoiceId, locale: "fi" }, strangers),
    ).toMatchObject({
      status: 404,
      error: { _tag: "NotFound" },
    })
    expect((await server.call(stranger, billingInvoices, null, strangers)).result).toEqual([])
  })

  it("is for owners: a member who is not an owner is refused", async () => {
    expect(await server.call(member, billingInvoices, null, company)).toMatchObject({ status: 403 })
    expect(
      await server.call(member, billingInvoiceCopy, { invoiceId: missing, locale: "fi" }, company),
    ).toMatchObject({ status: 403 })
  })

  it("rejects an unknown language and a malformed id with 400", async () => {
    expect(
      await server.call(owner, billingInvoiceCopy, { invoiceId: "nope", locale: "de" }, company),
    ).toMatchObject({
      status: 400,
      error: {
        issues: [
          { path: ["invoiceId"], message: "validation.invalidValue" },
          { path: ["locale"], message: "validation.invalidValue" },
        ],
      },
    })
  })

  it("lists the owner's invoices and opens the readable copy in the asked language", async () => {
    const res = await activateAs(company)
    // Without an e-invoice address the invoice went out by e-mail, right after the activation.
    await expect
      .poll(async () => (await server.call(owner, billingInvoices, null, company)).result[0].delivery)
      .toBe("sent")
    const invoices = (await server.call(owner, billingInvoices, null, company)).result
    expect(invoices).toEqual([{ ...res.result.invoice, delivery: "sent" }])
    const mail = await db()("mail_outbox")
      .where({ kind: "invoice", to_address: "laskut@example.com" })
      .orderBy("created_at", "desc")
      .first()
    expect(mail.subject).toContain(`Lasku ${invoices[0].number}`)
    expect(mail.html_body).toContain("978,90 EUR")
    const copy = await server.call(
      owner,
      billingInvoiceCopy,
      { invoiceId: invoices[0].id, locale: "fi" },
      company,
    )
    expect(copy.result.fileName).toBe(`lasku-${invoices[0].number}.html`)
    expect(copy.result.html).toContain("978,90 EUR")
    expect(copy.result.html).toContain("Maksettava yhteensä")
  })
})

describe("features that need an active subscription", () => {
  it("refuses a trial account each gated feature in the API, and allows them once active", async () => {
    for (const feature of gatedFeatures) {
      expect(await server.call(owner, useFeature, { feature }, company)).toMatchObject({
        status: 403,
        error: { _tag: "SubscriptionRequired", feature },
      })
    }
    await activateAs(company)
    for (const feature of gatedFeatures) {
      expect(await server.call(member, useFeature, { feature }, company)).toMatchObject({
        status: 200,
        result: { used: feature },
      })
    }
  })

  it("refuses them again when the subscription has expired to trial mode", async () => {
    await activateAs(company)
    await db()("accounts").where({ id: company }).update({ state: "trial" })
    expect(await server.call(owner, useFeature, { feature: "badgeDownload" }, company)).toMatchObject({
      status: 403,
      error: { _tag: "SubscriptionRequired" },
    })
  })
})
