import { randomUUID } from "node:crypto"
import type { Db, DbOrTrx, RunningServer } from "@vsme/api"
import { insertAccount, insertSampleReport, insertUser, refreshCompleteness } from "@vsme/api/testing"

/** One signed-in browser of the load test: its credentials and the records it works on. */
export interface BenchUser {
  readonly userId: string
  readonly accessToken: string
  readonly attestation: string
  readonly accountId: string
  /** The user's own fully answered Comprehensive report (the sample report), saved by autosave. */
  readonly reportId: string
  /** The link token of the company owner's report shared by link (shares.ts); empty until shared. */
  readonly shareToken: string
}

/**
 * A real session of `userId`: a `sessions` row and an access token signed by the server's own
 * signer, so requests carrying it go through the real authenticator (signature, session lookup).
 */
export const benchSession = async (
  db: DbOrTrx,
  services: RunningServer["services"],
  userId: string,
  now: Date,
): Promise<string> => {
  const [session] = (await db("sessions")
    .insert({
      user_id: userId,
      expires_at: new Date(now.getTime() + 24 * 3600 * 1000),
      ip: "127.0.0.1",
      user_agent: `bench ${randomUUID()}`,
    })
    .returning("id")) as Array<{ id: string }>
  return (await services.signer.signAccess(userId, session!.id, now)).token
}

/** One person of the editing mix (issue 33): they edit their own number question of their company's report. */
export interface BenchEditor extends BenchUser {
  readonly questionId: string
}

/** The editing mix's questions: four number questions, one per editor of a company. */
export const editedQuestions = [
  "NumberOfEmployees",
  "NumberOfMaleEmployees",
  "NumberOfFemaleEmployees",
  "NumberOfRecordableWorkRelatedAccidentsInTheReportingPeriod",
] as const

/**
 * The editing mix's people: `companies` companies with one fully answered report each (answered like
 * the demo report) and four editors each (the owner and three users), with real sessions.
 */
export const seedEditors = async (
  db: Db,
  services: RunningServer["services"],
  companies: number,
): Promise<BenchEditor[]> => {
  const now = services.now()
  const { token: attestation } = await services.attestation.issueToken(now)
  const editors: BenchEditor[] = []
  for (let c = 0; c < companies; c++) {
    const people = [
      await insertUser(db, { displayName: `Editor ${c}.0` }),
      ...(await Promise.all([1, 2, 3].map((i) => insertUser(db, { displayName: `Editor ${c}.${i}` })))),
    ]
    const accountId = await insertAccount(db, {
      name: `Editing company ${c}`,
      members: people.map((p, i) => [p, i === 0 ? "owner" : "user"] as const),
    })
    await db.transaction(async (trx) => {
      const reportId = await insertSampleReport(trx, accountId, people[0]!.id, {
        title: `Shared report ${c}`,
        now,
      })
      for (const [i, person] of people.entries()) {
        const accessToken = await benchSession(trx, services, person.id, now)
        editors.push({
          userId: person.id,
          accessToken,
          attestation,
          accountId,
          reportId,
          shareToken: "",
          questionId: editedQuestions[i]!,
        })
      }
    })
  }
  return editors
}

/**
 * Many companies, two people each (owner and user), each person with a fully answered report of
 * their own, plus an empty draft per company: the dashboard lists three reports with their
 * completeness. Every person gets a real session (a `sessions` row and an access token signed by
 * the server's own signer) and an attestation token, so each request goes through the real
 * authenticator: token signature, session lookup, attestation and account access.
 */
export const seedBenchUsers = async (
  db: Db,
  services: RunningServer["services"],
  companies: number,
): Promise<BenchUser[]> => {
  const now = services.now()
  const users: BenchUser[] = []
  const { token: attestation } = await services.attestation.issueToken(now)
  for (let c = 0; c < companies; c++) {
    const owner = await insertUser(db, { displayName: `Owner ${c}` })
    const member = await insertUser(db, { displayName: `User ${c}` })
    const accountId = await insertAccount(db, {
      name: `Bench company ${c}`,
      members: [
        [owner, "owner"],
        [member, "user"],
      ],
    })
    await db.transaction(async (trx) => {
      const [draft] = (await trx("reports")
        .insert({
          account_id: accountId,
          title: `Draft ${c}`,
          start_date: "2026-01-01",
          end_date: "2026-12-31",
          comprehensive: false,
          created_by: owner.id,
        })
        .returning("id")) as Array<{ id: string }>
      // Stored as report.create stores it (decision 027).
      await refreshCompleteness(trx, accountId as never, { id: draft!.id, comprehensive: false })
      for (const person of [owner, member]) {
        const reportId = await insertSampleReport(trx, accountId, person.id, {
          title: `Report of ${person.email}`,
          now,
        })
        const accessToken = await benchSession(trx, services, person.id, now)
        users.push({ userId: person.id, accessToken, attestation, accountId, reportId, shareToken: "" })
      }
    })
  }
  return users
}
