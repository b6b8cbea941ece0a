import type { requestProcedures } from "@vsme/sdk"
import { recordAudit } from "../accounts/audit.js"
import { requireActingForCompany } from "../accounts/ownerAuthority.js"
import { enforceRateLimit, rateRules } from "../identity/rateLimit.js"
import {
  answerRequest,
  beginAnswer,
  declineRequest,
  inbox,
  incomingRequest,
  openIncoming,
} from "../requests/incoming.js"
import { incomingLink, remindRecipient } from "../requests/requestJobs.js"
import { buildRequestMail } from "../requests/requestMail.js"
import {
  addRecipients,
  createRequest,
  findRequest,
  listRequests,
  portfolioPage,
  recipientHistory,
  removeRecipient,
  requestDetail,
  requestSummary,
  sendRequest,
  setReminders,
  updateRequest,
} from "../requests/requestRepo.js"
import type { Handler } from "./handler.js"

type P = typeof requestProcedures

const requestCreate: Handler<P["requestCreate"]> = async ({ input, caller, db, services }) => {
  await requireActingForCompany(db, caller)
  const id = await createRequest(db, caller.account.id, caller.user.id, input.draft, services.now())
  return requestDetail(db, caller.account.id, id, services.now())
}

const requestUpdate: Handler<P["requestUpdate"]> = async ({ input, caller, db, services }) => {
  await requireActingForCompany(db, caller)
  await updateRequest(db, caller.account.id, input.requestId, input.draft)
  return requestDetail(db, caller.account.id, input.requestId, services.now())
}

const requestAddRecipients: Handler<P["requestAddRecipients"]> = async ({ input, caller, db }) => {
  await requireActingForCompany(db, caller)
  return addRecipients(db, caller.account.id, input.requestId, input.recipients)
}

const requestRemoveRecipient: Handler<P["requestRemoveRecipient"]> = async ({ input, caller, db }) => {
  await requireActingForCompany(db, caller)
  return removeRecipient(db, caller.account.id, input.requestId, input.recipientId)
}

/** The mail as the companies will get it, for the first company (or an example Business ID). */
const requestPreview: Handler<P["requestPreview"]> = async ({ input, caller, db, services }) => {
  const request = await findRequest(db, caller.account.id, input.requestId)
  const summary = await requestSummary(db, caller.account.id, input.requestId, services.now())
  const first = (await db("data_request_recipients")
    .where({ request_id: request.id })
    .orderBy("id")
    .first("id", "business_id")) as { id: string; business_id: string } | undefined
  const requester = (await db("accounts").where({ id: caller.account.id }).first("name")) as { name: string }
  const mail = buildRequestMail({
    locale: request.draft.language,
    requesterName: requester.name,
    title: request.draft.title,
    message: request.draft.message,
    periodYear: request.draft.periodYear,
    dueDate: request.draft.dueDate,
    contact: request.draft.contact,
    businessId: first?.business_id ?? "1234567-1",
    link: incomingLink(services.publicUrl, first?.id ?? "…", first?.business_id ?? "1234567-1"),
    reminder: false,
  })
  return { recipients: summary.recipients, email: { subject: mail.subject, text: mail.text } }
}

const requestSend: Handler<P["requestSend"]> = async ({ input, caller, db, services, afterCommit }) => {
  await requireActingForCompany(db, caller)
  const now = services.now()
  await sendRequest(db, caller.account.id, input.requestId, caller.user.id, input.recipients, now)
  // Counted in the transaction: a send that is refused does not use up the day's sends.
  await enforceRateLimit(db, rateRules.requestSendPerAccount, caller.account.id, now)
  await recordAudit(db, {
    actorUserId: caller.user.id,
    accountId: caller.account.id,
    action: "request.send",
    details: { requestId: input.requestId, recipients: input.recipients },
  })
  afterCommit(() => services.requestJobs.sendSoon())
  return requestSummary(db, caller.account.id, input.requestId, now)
}

const requestList: Handler<P["requestList"]> = ({ caller, db, services }) =>
  listRequests(db, caller.account.id, services.now())

const requestGet: Handler<P["requestGet"]> = ({ input, caller, db, services }) =>
  requestDetail(db, caller.account.id, input.requestId, services.now())

const requestPortfolio: Handler<P["requestPortfolio"]> = ({ input, caller, db, services }) =>
  portfolioPage(db, caller.account.id, input, services.now())

const requestRecipientHistory: Handler<P["requestRecipientHistory"]> = ({ input, caller, db }) =>
  recipientHistory(db, caller.account.id, input.requestId, input.recipientId)

const requestSetReminders: Handler<P["requestSetReminders"]> = async ({ input, caller, db, services }) => {
  await requireActingForCompany(db, caller)
  await setReminders(db, caller.account.id, input.requestId, input.enabled)
  return requestSummary(db, caller.account.id, input.requestId, services.now())
}

/** Reminds one company or every unanswered one; a company reminded within a day is skipped. */
const requestRemind: Handler<P["requestRemind"]> = async ({ input, caller, db, services, afterCommit }) => {
  await requireActingForCompany(db, caller)
  const request = await findRequest(db, caller.account.id, input.requestId)
  const query = db("data_request_recipients").where({ request_id: request.id })
  const ids = (
    (await (
      input.recipientId
        ? query.where({ id: input.recipientId })
        : query.whereIn("status", ["sent", "opened", "inProgress"])
    ).select("id")) as Array<{ id: string }>
  ).map((r) => r.id)
  const deps = { mailer: services.mailer, now: services.now, publicUrl: () => services.publicUrl }
  let reminded = 0
  for (const id of ids) if (await remindRecipient(db, deps, id, "manual")) reminded++
  afterCommit(() => services.mailer.deliverSoon())
  return { reminded, skipped: ids.length - reminded }
}

const requestInbox: Handler<P["requestInbox"]> = ({ caller, db, services }) =>
  inbox(db, caller.account.id, services.now())

const requestOpen: Handler<P["requestOpen"]> = ({ input, caller, db, services }) =>
  openIncoming(db, caller.account.id, input.recipientId, services.now())

const requestBegin: Handler<P["requestBegin"]> = async ({ input, caller, db, services }) => {
  await requireActingForCompany(db, caller)
  return beginAnswer(db, caller.account.id, input.recipientId, input.reportId, services.now())
}

const requestAnswer: Handler<P["requestAnswer"]> = async ({ input, caller, db, services }) => {
  await requireActingForCompany(db, caller)
  const answered = await answerRequest(db, caller.account.id, caller.user.id, input, {
    now: services.now(),
    sealer: services.shareLinks,
  })
  await recordAudit(db, {
    actorUserId: caller.user.id,
    accountId: caller.account.id,
    action: "request.answer",
    details: { recipientId: input.recipientId, reportId: input.reportId, shareId: answered.answer?.shareId },
  })
  return answered
}

const requestDecline: Handler<P["requestDecline"]> = async ({ input, caller, db, services }) => {
  await requireActingForCompany(db, caller)
  // The request must be the company's before anything is said about it.
  await incomingRequest(db, caller.account.id, input.recipientId, services.now())
  return declineRequest(db, caller.account.id, input, services.now())
}

export const requestHandlers = {
  "request.create": requestCreate,
  "request.update": requestUpdate,
  "request.addRecipients": requestAddRecipients,
  "request.removeRecipient": requestRemoveRecipient,
  "request.preview": requestPreview,
  "request.send": requestSend,
  "request.list": requestList,
  "request.get": requestGet,
  "request.portfolio": requestPortfolio,
  "request.recipientHistory": requestRecipientHistory,
  "request.setReminders": requestSetReminders,
  "request.remind": requestRemind,
  "request.inbox": requestInbox,
  "request.open": requestOpen,
  "request.begin": requestBegin,
  "request.answer": requestAnswer,
  "request.decline": requestDecline,
}
