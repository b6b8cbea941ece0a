import { Schema } from "effect"
import { RowInput, ghgCreate } from "@vsme/sdk"
import type { Db, DbOrTrx } from "../db/database.js"
import { appendRow, insertCalculation, rowToStore } from "../ghg/calculationRepo.js"
import { hashPassword } from "../identity/passwordHashing.js"
import { randomToken } from "../identity/secrets.js"
import { newTotpSecret } from "../identity/totp.js"
import { insertSampleReport } from "../reports/sampleReport.js"

export interface DemoCredentials {
  readonly superadmin: {
    readonly email: string
    readonly password: string
    readonly totpSecret: string
    readonly otpauthUrl: string
  }
  readonly owner: { readonly email: string; readonly password: string }
  readonly user: { readonly email: string; readonly password: string }
  readonly company: string
  /** A second company with an owner of its own: it answers Demo Oy's data requests and receives its shares. */
  readonly supplier: { readonly company: string; readonly email: string; readonly password: string }
}

/**
 * Demo Oy's CO2 calculation for 2025: rows in every scope with factors of the shipped library (the
 * Finnish set where it has one), entered as the form would send them (the SDK's input schemas) and
 * stored through the same checks and factor copies as `ghg.addRow`. Ids are those of
 * fixtures/ghg/*.csv; each is the newest version a 2025 calculation is offered.
 */
export const demoCalculation = {
  title: "Päästöt 2025",
  site: "Helsingin toimisto",
  organizationalUnit: null,
  period: { start: "2025-01-01", end: "2025-12-31" },
} as const

const demoRows = [
  {
    type: "fuel",
    title: "Pakettiauton diesel",
    amount: 3000,
    unit: "liters",
    notes: "Huoltoauton tankkaukset polttoainekorttiraportista.",
    factor: { kind: "library", id: "ipcc-2006-diesel-liters" },
  },
  {
    type: "electricity",
    title: "Toimiston ja hallin sähkö",
    amount: 40000,
    unit: "kWh",
    notes: "Verkkoyhtiön vuosiraportti.",
    factor: { kind: "library", id: "eea-2024-electricity-fi-location" },
    marketBasedFactor: { kind: "library", id: "aib-2025-residual-mix-fi" },
  },
  {
    type: "electricity",
    title: "Kaukolämpö",
    amount: 90,
    unit: "MWh",
    notes: "Helenin laskut tammi–joulukuu.",
    factor: { kind: "library", id: "motiva-2014-district-heat-fi-chp" },
    marketBasedFactor: { kind: "library", id: "fi-helen-2023-district-heat-sold" },
  },
  {
    type: "other",
    title: "Työmatkat Helsinki–Oulu lentäen",
    amount: 24,
    unit: "piece",
    notes: "12 edestakaista asiakaskäyntiä.",
    scope3Category: 6,
    factor: { kind: "library", id: "fi-syke-hel-oul-flight-trip" },
  },
  {
    type: "other",
    title: "Sekajäte energiahyötykäyttöön",
    amount: 4,
    unit: "t",
    notes: "Jätehuoltoyhtiön vuosiyhteenveto.",
    scope3Category: 5,
    factor: { kind: "library", id: "fi-syke-statfi2019-mixed-waste-incineration-t" },
  },
] as const

const decodeCalculation = Schema.decodeUnknownSync(ghgCreate.input)
const decodeRow = Schema.decodeUnknownSync(RowInput)

/** Adds `demoCalculation` with its rows to the account, as its owner would enter it; answers its id. */
export const insertDemoCalculation = async (db: DbOrTrx, accountId: string, userId: string, now: Date) => {
  const details = decodeCalculation(demoCalculation)
  const id = await insertCalculation(db, { accountId, userId, ...details }, now)
  for (const row of demoRows) await appendRow(db, id, await rowToStore(db, decodeRow(row)), now)
  return id
}

/** A password that meets the rule (14+ characters, both cases) and is random per installation. */
const demoPassword = () => `Demo${randomToken(12)}x`

/**
 * Creates the demo superadmin and a demo company with an owner, a user, a fully answered sample
 * report and a draft CO2 calculation, once, on an empty database. Answers the credentials when it
 * created them (to be printed once), else null. The marker row makes concurrent starts of several
 * processes create the data once.
 */
export const seedDemoData = async (db: Db, now: Date): Promise<DemoCredentials | null> =>
  db.transaction(async (trx) => {
    if (await trx("users").first("id")) return null
    const claimed = (await trx("app_meta")
      .insert({ key: "demo_data", value: JSON.stringify({ createdAt: now.toISOString() }) })
      .onConflict("key")
      .ignore()
      .returning("key")) as unknown[]
    if (claimed.length === 0) return null

    const passwords = {
      superadmin: demoPassword(),
      owner: demoPassword(),
      user: demoPassword(),
      supplier: demoPassword(),
    }
    const totp = newTotpSecret("admin@demo.example")
    const insertUser = async (
      email: string,
      displayName: string,
      password: string,
      extra: Record<string, unknown> = {},
    ) => {
      const [row] = (await trx("users")
        .insert({
          email,
          display_name: displayName,
          locale: "fi",
          password_hash: await hashPassword(password),
          password_changed_at: now,
          email_verified_at: now,
          ...extra,
        })
        .returning("id")) as Array<{ id: string }>
      return row!.id
    }
    await insertUser("admin@demo.example", "Demo Admin", passwords.superadmin, {
      role: "superadmin",
      totp_secret: totp.secret,
      totp_enabled_at: now,
    })
    const ownerId = await insertUser("owner@demo.example", "Olga Omistaja", passwords.owner)
    const userId = await insertUser("user@demo.example", "Kalle Käyttäjä", passwords.user)

    const [account] = (await trx("accounts")
      .insert({
        name: "Demo Oy",
        business_id: "1234567-1",
        contact_name: "Olga Omistaja",
        contact_email: "owner@demo.example",
        legal_form: "private-limited-liability",
        nace_codes: ["25.62"],
        street: "Teollisuuskatu 1",
        zip: "00510",
        city: "Helsinki",
        country: "FI",
        state: "active",
        terms_accepted_at: now,
        terms_accepted_by: ownerId,
        authority_confirmed: true,
      })
      .returning("id")) as Array<{ id: string }>
    await trx("memberships").insert([
      { account_id: account!.id, user_id: ownerId, role: "owner" },
      { account_id: account!.id, user_id: userId, role: "user" },
    ])
    // A fully answered report (fixtures/reports/demo-report.json) to look around in.
    await insertSampleReport(trx, account!.id, ownerId, { now })
    // A draft CO2 calculation with rows in every scope, so the CO2 pages have figures and charts.
    await insertDemoCalculation(trx, account!.id, ownerId, now)
    // A supplier of Demo Oy with an owner of its own: Demo Oy can ask it for data (issue 32) and share
    // with it (issue 31); its owner answers and receives.
    const supplierOwnerId = await insertUser("supplier@demo.example", "Toivo Toimittaja", passwords.supplier)
    const [supplier] = (await trx("accounts")
      .insert({
        name: "Demo Toimittaja Oy",
        business_id: "7654321-2",
        contact_name: "Toivo Toimittaja",
        contact_email: "supplier@demo.example",
        legal_form: "private-limited-liability",
        nace_codes: ["16.23"],
        street: "Sahatie 5",
        zip: "33100",
        city: "Tampere",
        country: "FI",
        state: "active",
        terms_accepted_at: now,
        terms_accepted_by: supplierOwnerId,
        authority_confirmed: true,
      })
      .returning("id")) as Array<{ id: string }>
    await trx("memberships").insert({ account_id: supplier!.id, user_id: supplierOwnerId, role: "owner" })
    await insertSampleReport(trx, supplier!.id, supplierOwnerId, { now, title: "Vastuullisuusraportti 2025" })
    return {
      superadmin: {
        email: "admin@demo.example",
        password: passwords.superadmin,
        totpSecret: totp.secret,
        otpauthUrl: totp.otpauthUrl,
      },
      owner: { email: "owner@demo.example", password: passwords.owner },
      user: { email: "user@demo.example", password: passwords.user },
      company: "Demo Oy (1234567-1)",
      supplier: {
        company: "Demo Toimittaja Oy (7654321-2)",
        email: "supplier@demo.example",
        password: passwords.supplier,
      },
    }
  })

/** The text the start command prints once, when the demo data was just created. */
export const describeDemoCredentials = (c: DemoCredentials, url: string) =>
  [
    "",
    "  Demo data created. These passwords are shown only now:",
    "",
    `  Company        ${c.company}`,
    `  Owner          ${c.owner.email}  /  ${c.owner.password}`,
    `  User           ${c.user.email}  /  ${c.user.password}`,
    `  Second company ${c.supplier.company}`,
    `  Its owner      ${c.supplier.email}  /  ${c.supplier.password}`,
    `  Superadmin     ${c.superadmin.email}  /  ${c.superadmin.password}`,
    `                 two-factor secret ${c.superadmin.totpSecret} (add it to an authenticator app)`,
    "",
    `  Sign in at ${url}/login`,
    "",
  ].join("\n")
