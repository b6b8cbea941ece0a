import { Either, Schema } from "effect"
import type { BusinessId } from "@vsme/core"
import type { RegisterCompany, RegisterLookupResult } from "@vsme/sdk"
import type { DbOrTrx } from "../db/database.js"
import type { Logger } from "../log.js"
import { mapCompany } from "../integrations/prh/mapCompany.js"
import { PrhCompaniesAnswer } from "../integrations/prh/prhAnswer.js"
import { PrhUnavailable, type PrhClient } from "../integrations/prh/prhClient.js"

/** A lookup is answered from the stored answer for this long: repeated clicks cost no quota. */
export const lookupCacheMinutes = 60
/** An account created this long after the lookup still keeps the register's answer as its snapshot. */
export const snapshotMaxAgeDays = 7

/** What an account keeps of the register (`accounts.register_snapshot`). */
export interface RegisterSnapshot {
  readonly url: string
  readonly fetchedAt: string
  readonly answer: unknown
}

interface LookupRow {
  business_id: string
  url: string
  answer: unknown
  fetched_at: Date
}

const decodeAnswer = Schema.decodeUnknownEither(PrhCompaniesAnswer)

const fromAnswer = (answer: unknown, businessId: BusinessId): RegisterCompany | null => {
  const decoded = decodeAnswer(answer)
  if (Either.isLeft(decoded)) return null
  const company = decoded.right.companies.find((c) => c.businessId.value === businessId)
  return company ? mapCompany(company, businessId) : null
}

const stored = async (db: DbOrTrx, businessId: string) =>
  (await db("register_lookups").where({ business_id: businessId }).first()) as LookupRow | undefined

/**
 * The company with this Business ID as the business register describes it: from the stored answer
 * when it is recent, otherwise from the register (and stored). "Not found" and "unavailable" are
 * answers: the web shows spec §8's "fill in manually" message for both.
 */
export const lookUpCompany = async (
  db: DbOrTrx,
  client: PrhClient,
  businessId: BusinessId,
  now: Date,
  log: Logger,
): Promise<RegisterLookupResult> => {
  const cached = await stored(db, businessId)
  if (cached && now.getTime() - new Date(cached.fetched_at).getTime() < lookupCacheMinutes * 60_000) {
    const company = fromAnswer(cached.answer, businessId)
    return company ? { status: "found", company } : { status: "notFound" }
  }
  let result
  try {
    result = await client.lookup(businessId)
  } catch (error) {
    if (!(error instanceof PrhUnavailable)) throw error
    log.warn({ reason: error.reason, err: error }, "business register lookup failed")
    return { status: "unavailable", reason: error.reason }
  }
  await db("register_lookups")
    .insert({ business_id: businessId, url: result.url, answer: JSON.stringify(result.raw), fetched_at: now })
    .onConflict("business_id")
    .merge()
  if (result.kind === "notFound") return { status: "notFound" }
  return { status: "found", company: mapCompany(result.company, businessId) }
}

/** The register's stored answer about this company, if it is recent enough to keep with a new account. */
export const snapshotFor = async (
  db: DbOrTrx,
  businessId: string,
  now: Date,
): Promise<RegisterSnapshot | null> => {
  const row = await stored(db, businessId)
  if (!row) return null
  const fetchedAt = new Date(row.fetched_at)
  if (now.getTime() - fetchedAt.getTime() > snapshotMaxAgeDays * 24 * 60 * 60_000) return null
  return { url: row.url, fetchedAt: fetchedAt.toISOString(), answer: row.answer }
}
