import type { AccountId, AccountMode, AccountState, GlobalRole, UserId } from "@vsme/core"
import type {
  AdminCompany,
  AdminInvoice,
  AdminUser,
  AuditEntry,
  AuditSort,
  CompanySort,
  InvoiceSort,
  UserSort,
} from "@vsme/sdk"
import type { Knex } from "knex"
import { iso, isoOrNull } from "../accounts/rows.js"
import type { DbOrTrx } from "../db/database.js"
import { dateText, invoiceColumns, toInvoiceSummary, type InvoiceRow } from "./invoiceRepo.js"

/** `%`, `_` and `\` are wildcards or escapes in LIKE: a search for "50%" means the text. */
export const likePattern = (search: string) => `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

interface CompanyRow {
  id: string
  name: string
  business_id: string
  state: AccountState
  mode: AccountMode | null
  parent_account_id: string | null
  parent_name: string | null
  created_at: Date
  vat_number: string | null
  invoicing_email: string | null
  einvoice_address: string | null
  einvoice_operator: string | null
  peppol_id: string | null
  users: number
  reports: number
  last_activity_at: Date | null
  period_start: string | null
  period_end: string | null
  renews: boolean | null
}

export interface CompanyFilter {
  readonly search?: string
  readonly state?: AccountState
  readonly parentId?: string
}

const filtered = (db: DbOrTrx, filter: CompanyFilter) =>
  db("accounts as a")
    .leftJoin("accounts as p", "p.id", "a.parent_account_id")
    .leftJoin("subscriptions as s", "s.account_id", "a.id")
    .modify((q) => {
      if (filter.search) {
        const pattern = likePattern(filter.search)
        q.where((w) => w.whereILike("a.name", pattern).orWhereILike("a.business_id", pattern))
      }
      if (filter.state) q.where("a.state", filter.state)
      if (filter.parentId) q.where("a.parent_account_id", filter.parentId)
    })

const companyColumns = (db: DbOrTrx) => [
  "a.id",
  "a.name",
  "a.business_id",
  "a.state",
  "a.mode",
  "a.parent_account_id",
  "p.name as parent_name",
  "a.created_at",
  "a.vat_number",
  "a.invoicing_email",
  "a.einvoice_address",
  "a.einvoice_operator",
  "a.peppol_id",
  db.raw("(select count(*) from memberships m where m.account_id = a.id)::int as users"),
  db.raw("(select count(*) from reports r where r.account_id = a.id)::int as reports"),
  // The latest trace of work: the account itself, its reports, its calculations, its audit trail.
  db.raw(`greatest(
    a.updated_at,
    (select max(r.updated_at) from reports r where r.account_id = a.id),
    (select max(c.updated_at) from ghg_calculations c where c.account_id = a.id),
    (select max(e.at) from audit_events e where e.account_id = a.id)
  ) as last_activity_at`),
  dateText(db, "s.period_start", "period_start"),
  dateText(db, "s.period_end", "period_end"),
  "s.renews",
]

const sortExpressions: Record<CompanySort, string> = {
  name: "lower(a.name)",
  state: "a.state",
  users: "users",
  reports: "reports",
  lastActivity: "last_activity_at",
  subscriptionEnd: "s.period_end",
  created: "a.created_at",
}

const toCompany = (row: CompanyRow): AdminCompany => ({
  id: row.id as AccountId,
  name: row.name,
  businessId: row.business_id,
  state: row.state,
  mode: row.mode,
  parent: row.parent_account_id
    ? { id: row.parent_account_id as AccountId, name: row.parent_name ?? "" }
    : null,
  users: row.users,
  reports: row.reports,
  lastActivityAt: isoOrNull(row.last_activity_at),
  createdAt: iso(row.created_at),
  subscription:
    row.period_start && row.period_end
      ? { period: { start: row.period_start, end: row.period_end }, renews: row.renews ?? false }
      : null,
  invoicing: {
    vatNumber: row.vat_number,
    invoicingEmail: row.invoicing_email,
    einvoiceAddress: row.einvoice_address,
    einvoiceOperator: row.einvoice_operator,
    peppolId: row.peppol_id,
  },
})

/** One page of companies and the total that match the filter. */
export const listCompanies = async (
  db: DbOrTrx,
  filter: CompanyFilter & {
    readonly sort?: CompanySort
    readonly direction?: "asc" | "desc"
    readonly offset?: number
    readonly limit?: number
  },
) => {
  const direction = filter.direction ?? (filter.sort === "lastActivity" ? "desc" : "asc")
  const rows = (await filtered(db, filter)
    .select(companyColumns(db))
    .orderByRaw(`${sortExpressions[filter.sort ?? "name"]} ${direction} nulls last, a.id`)
    .offset(filter.offset ?? 0)
    .limit(filter.limit ?? 50)) as CompanyRow[]
  const [count] = (await filtered(db, filter).count<Array<{ count: string | number }>>(
    "a.id as count",
  )) as Array<{
    count: string | number
  }>
  const parents = (await db("accounts")
    .whereNotNull("mode")
    .orderByRaw("lower(name), id")
    .select("id", "name")) as Array<{ id: string; name: string }>
  return {
    total: Number(count?.count ?? 0),
    companies: rows.map(toCompany),
    parents: parents.map((p) => ({ id: p.id as AccountId, name: p.name })),
  }
}

/** One company as the dashboard lists it, or undefined. */
export const findCompany = async (db: DbOrTrx, accountId: string): Promise<AdminCompany | undefined> => {
  const row = (await db("accounts as a")
    .leftJoin("accounts as p", "p.id", "a.parent_account_id")
    .leftJoin("subscriptions as s", "s.account_id", "a.id")
    .where("a.id", accountId)
    .first(companyColumns(db))) as CompanyRow | undefined
  return row ? toCompany(row) : undefined
}

/**
 * An ORDER BY of a list: the chosen column (a fixed SQL expression per sort name, never caller text)
 * in the chosen direction with nulls last, then the tie-breaker, so pages never overlap.
 */
const orderOf = <S extends string>(
  expressions: Record<S, string>,
  sort: S,
  direction: "asc" | "desc" | undefined,
  fallback: "asc" | "desc",
  tieBreaker: string,
) => `${expressions[sort]} ${direction ?? fallback} nulls last, ${tieBreaker} ${direction ?? fallback}`

const invoiceSorts: Record<InvoiceSort, string> = {
  number: "i.number",
  company: "lower(a.name)",
  issueDate: "i.issue_date",
  dueDate: "i.due_date",
  total: "i.total_cents",
  delivery: "i.delivery_state",
}

const userSorts: Record<UserSort, string> = {
  email: "lower(u.email)",
  name: "lower(u.display_name)",
  role: "u.role",
  companies: "(select count(*) from memberships m where m.user_id = u.id)",
  createdAt: "u.created_at",
}

const auditSorts: Record<AuditSort, string> = {
  at: "e.at",
  action: "e.action",
  actor: "lower(u.email)",
  company: "lower(a.name)",
}

type AdminInvoiceRow = InvoiceRow & { account_name: string; business_id: string }

/** Invoices, newest first: all, or one account's, or those whose number or company matches. */
export const listInvoices = async (
  db: DbOrTrx,
  filter: {
    readonly accountId?: string
    /** One invoice (the answer of an action on it). */
    readonly invoiceId?: string
    readonly search?: string
    readonly sort?: InvoiceSort
    readonly direction?: "asc" | "desc"
    readonly offset?: number
    readonly limit?: number
  },
) => {
  const base = () =>
    db("invoices as i")
      .join("accounts as a", "a.id", "i.account_id")
      .modify((q: Knex.QueryBuilder) => {
        if (filter.accountId) q.where("i.account_id", filter.accountId)
        if (filter.invoiceId) q.where("i.id", filter.invoiceId)
        if (filter.search) {
          const pattern = likePattern(filter.search)
          q.where((w) =>
            w
              .whereILike("a.name", pattern)
              .orWhereILike("a.business_id", pattern)
              .orWhereRaw("i.number::text = ?", [filter.search!.trim()]),
          )
        }
      })
  const rows = (await base()
    .select([...invoiceColumns(db), "a.name as account_name", "a.business_id"])
    .orderByRaw(orderOf(invoiceSorts, filter.sort ?? "number", filter.direction, "desc", "i.id"))
    .offset(filter.offset ?? 0)
    .limit(filter.limit ?? 50)) as AdminInvoiceRow[]
  const [count] = (await base().count("i.id as count")) as Array<{ count: string | number }>
  const invoices: AdminInvoice[] = rows.map((row) => ({
    ...toInvoiceSummary(row),
    accountId: row.account_id as AccountId,
    accountName: row.account_name,
    businessId: row.business_id,
    deliveredAt: isoOrNull(row.delivered_at),
    deliveryError: row.delivery_error,
  }))
  return { total: Number(count?.count ?? 0), invoices }
}

interface UserRow {
  id: string
  email: string
  display_name: string
  role: GlobalRole
  email_verified_at: Date | null
  totp_enabled_at: Date | null
  created_at: Date
  companies: number
}

const userQuery = (db: DbOrTrx) =>
  db("users as u").select(
    "u.id",
    "u.email",
    "u.display_name",
    "u.role",
    "u.email_verified_at",
    "u.totp_enabled_at",
    "u.created_at",
    db.raw("(select count(*) from memberships m where m.user_id = u.id)::int as companies"),
  )

const toUser = (row: UserRow): AdminUser => ({
  id: row.id as UserId,
  email: row.email,
  displayName: row.display_name,
  role: row.role,
  emailVerified: row.email_verified_at !== null,
  totpEnabled: row.totp_enabled_at !== null,
  companies: row.companies,
  createdAt: iso(row.created_at),
})

const userSearch = (search: string | undefined) => (q: Knex.QueryBuilder) => {
  if (!search) return
  const pattern = likePattern(search)
  q.where((w) => w.whereILike("u.email", pattern).orWhereILike("u.display_name", pattern))
}

export const listUsers = async (
  db: DbOrTrx,
  filter: {
    readonly search?: string
    readonly sort?: UserSort
    readonly direction?: "asc" | "desc"
    readonly offset?: number
    readonly limit?: number
  },
) => {
  const defaultDirection = filter.sort === "createdAt" || filter.sort === "companies" ? "desc" : "asc"
  const rows = (await userQuery(db)
    .modify(userSearch(filter.search))
    .orderByRaw(orderOf(userSorts, filter.sort ?? "email", filter.direction, defaultDirection, "u.id"))
    .offset(filter.offset ?? 0)
    .limit(filter.limit ?? 50)) as UserRow[]
  const [count] = (await db("users as u").modify(userSearch(filter.search)).count("u.id as count")) as Array<{
    count: string | number
  }>
  return { total: Number(count?.count ?? 0), users: rows.map(toUser) }
}

export const findUser = async (db: DbOrTrx, userId: string): Promise<AdminUser | undefined> => {
  const row = (await userQuery(db).where("u.id", userId).first()) as UserRow | undefined
  return row ? toUser(row) : undefined
}

/** The audit events of a filter, one page of them (newest first unless sorted otherwise) and the total. */
export const listAudit = async (
  db: DbOrTrx,
  filter: {
    readonly accountId?: string
    readonly search?: string
    readonly sort?: AuditSort
    readonly direction?: "asc" | "desc"
    readonly offset?: number
    readonly limit?: number
  },
): Promise<{ total: number; entries: AuditEntry[] }> => {
  const base = () =>
    db("audit_events as e")
      .leftJoin("users as u", "u.id", "e.actor_user_id")
      .leftJoin("accounts as a", "a.id", "e.account_id")
      .modify((q: Knex.QueryBuilder) => {
        if (filter.accountId) q.where("e.account_id", filter.accountId)
        if (filter.search) {
          const pattern = likePattern(filter.search)
          q.where((w) =>
            w
              .whereILike("e.action", pattern)
              .orWhereILike("u.email", pattern)
              .orWhereILike("a.name", pattern),
          )
        }
      })
  const defaultDirection = (filter.sort ?? "at") === "at" ? "desc" : "asc"
  const rows = (await base()
    .orderByRaw(orderOf(auditSorts, filter.sort ?? "at", filter.direction, defaultDirection, "e.id"))
    .offset(filter.offset ?? 0)
    .limit(filter.limit ?? 50)
    .select(
      "e.id",
      "e.at",
      "e.action",
      "e.details",
      "u.email as actor_email",
      "a.id as account_id",
      "a.name as account_name",
    )) as Array<{
    id: string
    at: Date
    action: string
    details: unknown
    actor_email: string | null
    account_id: string | null
    account_name: string | null
  }>
  const [count] = (await base().count("e.id as count")) as Array<{ count: string | number }>
  const entries = rows.map((row) => ({
    id: row.id,
    at: iso(row.at),
    action: row.action,
    actorEmail: row.actor_email,
    account: row.account_id ? { id: row.account_id as AccountId, name: row.account_name ?? "" } : null,
    details: typeof row.details === "string" ? row.details : JSON.stringify(row.details ?? {}),
  }))
  return { total: Number(count?.count ?? 0), entries }
}
