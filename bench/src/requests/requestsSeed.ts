import { createLogger, loadConfig, startServer, type RunningServer } from "@vsme/api"
import { insertAccount, insertSampleReport, insertUser } from "@vsme/api/testing"
import {
  requestAddRecipients,
  requestAnswer,
  requestBegin,
  requestCreate,
  requestSend,
  type DataRequestId,
} from "@vsme/sdk"
import { benchSession } from "../api/seed.js"
import { announceFailure, announceReady } from "../childProcess.js"
import { benchDraft } from "./draft.js"
import { copySharedAnswer } from "./portfolioSeed.js"
import { call, type Caller } from "./rpc.js"
import { placeFromEnv, requestsServerEnv } from "./serverConfig.js"

/** What seeding tells the bench. */
export interface RequestsSeedReady {
  /** The bank's owner, signed in, acting for the bank: the requester of every request. */
  readonly bank: Caller
  /** The request whose `sharedCompanies` companies have all answered with a share. */
  readonly portfolioRequestId: DataRequestId
  readonly sharedCompanies: number
  readonly seedSeconds: number
}

/** A company with its owner signed in (a real session), active (a subscription, not a trial). */
const company = async (running: RunningServer, name: string) => {
  const { db, services } = running
  const now = services.now()
  const owner = await insertUser(db, { displayName: `${name} owner` })
  const accountId = await insertAccount(db, { name, members: [[owner, "owner"]] })
  await db("accounts").where({ id: accountId }).update({ state: "active" })
  const { business_id: businessId } = (await db("accounts")
    .where({ id: accountId })
    .first("business_id")) as {
    business_id: string
  }
  const caller: Caller = {
    accessToken: await benchSession(db, services, owner.id, now),
    attestation: (await services.attestation.issueToken(now)).token,
    accountId,
  }
  return { owner, accountId, businessId, caller }
}

/**
 * The portfolio of issue 32's scale figures: the bank asks a supplier for all of Basic and
 * Comprehensive through the real procedures (request.create, addRecipients, send, the sending job),
 * the supplier answers with its full sample report (request.begin, request.answer: a real share and
 * snapshot, the row's key figures), and that answer is copied to `companies` companies in all.
 */
const seedPortfolio = async (running: RunningServer, bank: Caller, companies: number) => {
  const supplier = await company(running, "Toimittaja Oy")
  const reportId = await insertSampleReport(running.db, supplier.accountId, supplier.owner.id, {
    now: running.services.now(),
  })
  const created = (await call(running.url, bank, requestCreate, {
    draft: benchDraft("Portfolio 2025", { preset: "basicAndComprehensive" }),
  })) as { id: DataRequestId }
  const requestId = created.id
  await call(running.url, bank, requestAddRecipients, {
    requestId,
    recipients: [{ businessId: supplier.businessId, email: "talous@toimittaja.example", name: null }],
  })
  await call(running.url, bank, requestSend, { requestId, recipients: 1 })
  await running.services.requestJobs.runSending()
  const row = (await running.db("data_request_recipients").where({ request_id: requestId }).first("id")) as {
    id: string
  }
  await call(running.url, supplier.caller, requestBegin, { recipientId: row.id, reportId })
  const answered = (await call(running.url, supplier.caller, requestAnswer, {
    recipientId: row.id,
    reportId,
    extraAnswers: [],
    declinedItems: [],
    onBehalfOfCompany: true,
  })) as { answer: { shareId: string } }
  await copySharedAnswer(running.db, { recipientId: row.id, shareId: answered.answer.shareId }, companies)
  return requestId
}

/**
 * Seeds the requests bench's database through a real API server (from the sources, in a process of
 * its own, stopped before the measured server starts on the same database: productionServer.ts): a
 * bank and its portfolio of BENCH_SHARED_COMPANIES (2,000) shared companies. The sessions and tokens
 * it makes are signed with the database's own secret, so the measured server accepts them.
 */
const main = async () => {
  const config = loadConfig(requestsServerEnv(placeFromEnv(), "warn"))
  const running = await startServer({ config, logger: createLogger(config.logLevel) })
  const started = performance.now()
  const sharedCompanies = Number(process.env.BENCH_SHARED_COMPANIES ?? 2000)
  const bank = await company(running, "Pankki Oyj")
  const portfolioRequestId = await seedPortfolio(running, bank.caller, sharedCompanies)
  announceReady<RequestsSeedReady>(
    {
      bank: bank.caller,
      portfolioRequestId,
      sharedCompanies,
      seedSeconds: (performance.now() - started) / 1000,
    },
    () => running.close(),
  )
}

main().catch(announceFailure)
