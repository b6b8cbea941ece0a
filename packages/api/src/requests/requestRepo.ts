import {
  isTrialMode,
  requestedItems,
  vsmeStandardVersion,
  type AccountId,
  type AccountState,
  type UserId,
} from "@vsme/core"
import {
  InvalidInput,
  RequestAlreadySent,
  RequestHasNoRecipients,
  RequestNotFound,
  RequestRecipientsChanged,
  RequestTrialLimit,
  requestLimits,
  type DataRequestId,
  type DeclineReason,
  type PortfolioRow,
  type PortfolioSort,
  type RecipientId,
  type RecipientInput,
  type RecipientStatus,
  type RequestDetail,
  type RequestDraft,
  type RequestSummary,
  type ShareId,
} from "@vsme/sdk"
import type { DbOrTrx } from "../db/database.js"
import { iso, isoOrNull } from "../accounts/rows.js"

/** A request's row as the repository reads it. */
export interface RequestRow {
  readonly id: string
  readonly account_id: string
  readonly draft: RequestDraft
  readonly items: ReadonlyArray<string>
  readonly standard: string
  readonly state: "draft" | "sending" | "sent"
  readonly reminders_enabled: boolean
  readonly version: number
  readonly created_at: Date | string
  readonly sent_at: Date | string | null
  readonly due_date: string
}

const requestColumns = (db: DbOrTrx) => [
  "r.id",
  "r.account_id",
  "r.draft",
  "r.items",
  "r.standard",
  "r.state",
  "r.reminders_enabled",
  "r.version",
  "r.created_at",
  "r.sent_at",
  db.raw("to_char(r.due_date, 'YYYY-MM-DD') as due_date"),
]

/** The request if the account made it, else RequestNotFound (another requester's is not told apart). */
export const findRequest = async (
  db: DbOrTrx,
  accountId: AccountId,
  requestId: string,
  options: { readonly forUpdate?: boolean } = {},
): Promise<RequestRow> => {
  const query = db("data_requests as r")
    .where({ "r.id": requestId, "r.account_id": accountId })
    .first(requestColumns(db))
  const row = (await (options.forUpdate ? query.forUpdate() : query)) as RequestRow | undefined
  if (!row) throw new RequestNotFound()
  return row
}

/** SQL: the status a recipient row shows (`t` the row, `r` its request, `?` today as a date). */
export const shownStatusSql = (t: string, r: string) => `(case
  when ${t}.status = 'queued' then 'sending'
  when ${t}.status in ('sent', 'opened', 'inProgress') and ${r}.due_date < ?::date then 'overdue'
  else ${t}.status end)`

/** The order of statuses in the portfolio's default sort: what needs attention first. */
const statusOrderSql = (shown: string) => `(case ${shown}
  when 'overdue' then 0 when 'declined' then 1 when 'sent' then 2 when 'opened' then 3
  when 'inProgress' then 4 when 'sending' then 5 when 'draft' then 6 else 7 end)`

export const today = (now: Date) => now.toISOString().slice(0, 10)

const emptyCounts = (): Record<RecipientStatus, number> => ({
  draft: 0,
  sending: 0,
  sent: 0,
  opened: 0,
  inProgress: 0,
  shared: 0,
  declined: 0,
  overdue: 0,
})

/** The requests of the account (one, with `requestId`) with their counts per shown status. */
const summaries = async (
  db: DbOrTrx,
  accountId: AccountId,
  now: Date,
  requestId?: string,
): Promise<RequestSummary[]> => {
  const query = db("data_requests as r")
    .where("r.account_id", accountId)
    .select(
      ...requestColumns(db),
      db.raw(
        `(select coalesce(json_object_agg(s.status, s.n), '{}'::json) from (
         select ${shownStatusSql("t", "r")} as status, count(*)::int as n
         from data_request_recipients t where t.request_id = r.id group by 1) s) as counts`,
        [today(now)],
      ),
    )
  const rows = (await (requestId ? query.where("r.id", requestId) : query).orderBy([
    { column: "r.created_at", order: "desc" },
    { column: "r.id", order: "desc" },
  ])) as Array<RequestRow & { counts: Partial<Record<RecipientStatus, number>> }>
  return rows.map((row) => {
    const counts = { ...emptyCounts(), ...row.counts }
    return {
      id: row.id as DataRequestId,
      title: row.draft.title,
      periodYear: row.draft.periodYear,
      dueDate: row.due_date,
      state: row.state,
      createdAt: iso(row.created_at),
      sentAt: isoOrNull(row.sent_at),
      recipients: Object.values(counts).reduce((a, b) => a + b, 0),
      queued: counts.sending,
      counts,
      remindersEnabled: row.reminders_enabled,
      version: row.version,
    }
  })
}

export const listRequests = (db: DbOrTrx, accountId: AccountId, now: Date) => summaries(db, accountId, now)

export const requestSummary = async (db: DbOrTrx, accountId: AccountId, requestId: string, now: Date) => {
  const [summary] = await summaries(db, accountId, now, requestId)
  if (!summary) throw new RequestNotFound()
  return summary
}

export const requestDetail = async (
  db: DbOrTrx,
  accountId: AccountId,
  requestId: string,
  now: Date,
): Promise<RequestDetail> => {
  const row = await findRequest(db, accountId, requestId)
  return {
    ...(await requestSummary(db, accountId, requestId, now)),
    draft: row.draft,
    items: row.items,
    standard: row.standard,
  }
}

export const createRequest = async (
  db: DbOrTrx,
  accountId: AccountId,
  by: UserId,
  draft: RequestDraft,
  now: Date,
): Promise<string> => {
  const [row] = (await db("data_requests")
    .insert({
      account_id: accountId,
      draft: JSON.stringify(draft),
      items: JSON.stringify(requestedItems(draft.selection)),
      standard: vsmeStandardVersion,
      due_date: draft.dueDate,
      created_by: by,
      created_at: now,
    })
    .returning("id")) as Array<{ id: string }>
  return row!.id
}

/** A draft's row, locked; a sent request refuses every change of its content and companies. */
const editableRequest = async (db: DbOrTrx, accountId: AccountId, requestId: string) => {
  const row = await findRequest(db, accountId, requestId, { forUpdate: true })
  if (row.state !== "draft") throw new RequestAlreadySent()
  return row
}

export const updateRequest = async (
  db: DbOrTrx,
  accountId: AccountId,
  requestId: string,
  draft: RequestDraft,
) => {
  const row = await editableRequest(db, accountId, requestId)
  await db("data_requests")
    .where({ id: row.id })
    .update({
      draft: JSON.stringify(draft),
      items: JSON.stringify(requestedItems(draft.selection)),
      due_date: draft.dueDate,
      version: row.version + 1,
    })
}

const recipientCount = async (db: DbOrTrx, requestId: string) =>
  Number(
    (
      (await db("data_request_recipients").where({ request_id: requestId }).count({ n: "*" }).first()) as {
        n: string | number
      }
    ).n,
  )

/**
 * Adds companies to a draft. One Business ID is one company: a repeated one (in this batch or already
 * in the draft) is merged, keeping the last address and any name given. More than the limit refuses
 * the whole batch (the transaction writes none of it).
 */
export const addRecipients = async (
  db: DbOrTrx,
  accountId: AccountId,
  requestId: string,
  recipients: ReadonlyArray<RecipientInput>,
  options: { readonly replace?: boolean } = {},
) => {
  const row = await editableRequest(db, accountId, requestId)
  if (options.replace) await db("data_request_recipients").where({ request_id: row.id }).delete()
  const byBusinessId = new Map<string, RecipientInput>()
  for (const r of recipients) {
    const earlier = byBusinessId.get(r.businessId)
    byBusinessId.set(r.businessId, { ...r, name: r.name ?? earlier?.name ?? null })
  }
  let added = 0
  const unique = [...byBusinessId.values()]
  for (let i = 0; i < unique.length; i += 500) {
    const inserted = (await db("data_request_recipients")
      .insert(
        unique.slice(i, i + 500).map((r) => ({
          request_id: row.id,
          business_id: r.businessId,
          email: r.email,
          name: r.name,
        })),
      )
      .onConflict(["request_id", "business_id"])
      .merge({
        email: db.raw("excluded.email"),
        name: db.raw("coalesce(excluded.name, data_request_recipients.name)"),
      })
      .returning(db.raw("(xmax = 0) as inserted"))) as Array<{ inserted: boolean }>
    added += inserted.filter((r) => r.inserted).length
  }
  const total = await recipientCount(db, row.id)
  if (total > requestLimits.recipients)
    throw new InvalidInput({
      issues: [
        {
          path: ["recipients"],
          message: "validation.tooManyItems",
          values: { max: requestLimits.recipients },
        },
      ],
    })
  return { added, merged: recipients.length - added, recipients: total }
}

export const removeRecipient = async (
  db: DbOrTrx,
  accountId: AccountId,
  requestId: string,
  recipientId: string,
) => {
  const row = await editableRequest(db, accountId, requestId)
  await db("data_request_recipients").where({ id: recipientId, request_id: row.id }).delete()
  return { recipients: await recipientCount(db, row.id) }
}

/**
 * Sends a draft: its recipients are queued for the sending job (sendingJob.ts), which mails them in
 * the background. The caller confirms the number it previewed. A trial requester asks at most
 * `trialRecipients` distinct companies across all its requests.
 */
export const sendRequest = async (
  db: DbOrTrx,
  accountId: AccountId,
  requestId: string,
  by: UserId,
  confirmed: number,
  now: Date,
) => {
  const account = (await db("accounts").where({ id: accountId }).forUpdate().first("state")) as {
    state: AccountState
  }
  const row = await editableRequest(db, accountId, requestId)
  const recipients = await recipientCount(db, row.id)
  if (recipients === 0) throw new RequestHasNoRecipients()
  if (recipients !== confirmed) throw new RequestRecipientsChanged({ recipients })
  if (isTrialMode(account.state)) {
    const asked = (await db("data_request_recipients as t")
      .join("data_requests as r", "r.id", "t.request_id")
      .where("r.account_id", accountId)
      .where((q) => q.whereNot("r.state", "draft").orWhere("r.id", row.id))
      .countDistinct({ n: "t.business_id" })
      .first()) as { n: string | number }
    if (Number(asked.n) > requestLimits.trialRecipients)
      throw new RequestTrialLimit({ limit: requestLimits.trialRecipients })
  }
  await db("data_requests").where({ id: row.id }).update({ state: "sending", sent_at: now, sent_by: by })
  await db("data_request_recipients")
    .where({ request_id: row.id })
    .update({ status: "queued", status_at: now })
}

export const setReminders = async (
  db: DbOrTrx,
  accountId: AccountId,
  requestId: string,
  enabled: boolean,
) => {
  const row = await findRequest(db, accountId, requestId, { forUpdate: true })
  await db("data_requests").where({ id: row.id }).update({ reminders_enabled: enabled })
}

interface PortfolioDbRow {
  readonly id: string
  readonly business_id: string
  readonly name: string | null
  readonly email: string
  readonly shown_status: RecipientStatus
  readonly status_at: Date | string
  readonly declined_reason: DeclineReason | null
  readonly declined_text: string | null
  readonly share_id: string | null
  readonly key_figures: PortfolioRow["keyFigures"]
  readonly reminders: number
  readonly last_reminded_at: Date | string | null
}

/**
 * A row's name: once the company has shared, its own (the name of the account that answered, `a`);
 * before that the name the requester gave, or the register's, filled in when it added the company.
 */
const rowNameSql = "coalesce(a.name, t.name)"

const sortColumns: Readonly<Record<Exclude<PortfolioSort, "status">, string>> = {
  name: `lower(coalesce(${rowNameSql}, ''))`,
  businessId: "t.business_id",
  lastChange: "t.status_at",
  scope1: "t.scope1",
  scope2Location: "t.scope2_location",
  scope3: "t.scope3",
  totalEnergyMwh: "t.total_energy_mwh",
  employees: "t.employees",
}

export const toPortfolioRow = (row: PortfolioDbRow): PortfolioRow => ({
  id: row.id as RecipientId,
  businessId: row.business_id,
  name: row.name,
  email: row.email,
  status: row.shown_status,
  lastChangeAt: iso(row.status_at),
  declined: row.declined_reason === null ? null : { reason: row.declined_reason, text: row.declined_text },
  shareId: row.share_id as ShareId | null,
  keyFigures: row.key_figures,
  reminders: row.reminders,
  lastRemindedAt: isoOrNull(row.last_reminded_at),
})

/**
 * The base query of a request's portfolio rows (`t`, with its request `r` and, once shared, the
 * account `a` whose share `s` answers it).
 */
export const portfolioQuery = (db: DbOrTrx, requestId: string) =>
  db("data_request_recipients as t")
    .join("data_requests as r", "r.id", "t.request_id")
    .leftJoin("shares as s", "s.id", "t.share_id")
    .leftJoin("accounts as a", "a.id", "s.account_id")
    .where("t.request_id", requestId)

export const portfolioColumns = (db: DbOrTrx, now: Date) => [
  "t.id",
  "t.business_id",
  db.raw(`${rowNameSql} as name`),
  "t.email",
  db.raw(`${shownStatusSql("t", "r")} as shown_status`, [today(now)]),
  "t.status_at",
  "t.declined_reason",
  "t.declined_text",
  "t.share_id",
  "t.key_figures",
  "t.reminders",
  "t.last_reminded_at",
]

/** A page of the portfolio: searched, filtered by shown status, sorted (nulls last), paged. */
export const portfolioPage = async (
  db: DbOrTrx,
  accountId: AccountId,
  input: {
    readonly requestId: string
    readonly search?: string
    readonly status?: RecipientStatus
    readonly sort: PortfolioSort
    readonly descending: boolean
    readonly page: number
    readonly pageSize: number
  },
  now: Date,
) => {
  await findRequest(db, accountId, input.requestId)
  const filtered = () => {
    const query = portfolioQuery(db, input.requestId)
    const search = input.search?.trim().toLowerCase()
    if (search) {
      const like = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
      query.where((q) =>
        q
          .whereRaw(`lower(coalesce(${rowNameSql}, '')) like ?`, [like])
          .orWhereRaw("t.business_id like ?", [like])
          .orWhereRaw("lower(t.email) like ?", [like]),
      )
    }
    if (input.status) query.whereRaw(`${shownStatusSql("t", "r")} = ?`, [today(now), input.status])
    return query
  }
  const direction = input.descending ? "desc" : "asc"
  const order =
    input.sort === "status"
      ? `${statusOrderSql(shownStatusSql("t", "r"))} ${direction}`
      : `${sortColumns[input.sort]} ${direction} nulls last`
  const rows = (await filtered()
    .select(portfolioColumns(db, now))
    .orderByRaw(
      `${order}, lower(coalesce(${rowNameSql}, '')), t.business_id`,
      input.sort === "status" ? [today(now)] : [],
    )
    .limit(input.pageSize)
    .offset((input.page - 1) * input.pageSize)) as PortfolioDbRow[]
  const counted = (await filtered().count({ n: "*" }).first()) as { n: string | number }
  return { rows: rows.map(toPortfolioRow), total: Number(counted.n) }
}

export const recipientHistory = async (
  db: DbOrTrx,
  accountId: AccountId,
  requestId: string,
  recipientId: string,
) => {
  await findRequest(db, accountId, requestId)
  const rows = (await db("data_request_events as e")
    .join("data_request_recipients as t", "t.id", "e.recipient_id")
    .where({ "t.id": recipientId, "t.request_id": requestId })
    .orderBy("e.id", "asc")
    .select("e.at", "e.kind", "e.detail")) as Array<{
    at: Date | string
    kind: string
    detail: string | null
  }>
  return rows.map((r) => ({ at: iso(r.at), kind: r.kind as "sent", detail: r.detail }))
}

/** One line of a row's history. */
export const recordEvent = (
  db: DbOrTrx,
  recipientId: string,
  kind: string,
  now: Date,
  detail: string | null = null,
) => db("data_request_events").insert({ recipient_id: recipientId, kind, at: now, detail })
