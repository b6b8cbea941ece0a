import type { DbOrTrx } from "../db/database.js"

/** What happened to an account, by whom: written in the same transaction as the change itself. */
export interface AuditEvent {
  readonly actorUserId: string | null
  readonly accountId: string | null
  /** `area.verb` like the procedures: `account.create`, `member.changeRole`, … */
  readonly action: string
  readonly details?: Readonly<Record<string, unknown>>
}

export const recordAudit = async (db: DbOrTrx, event: AuditEvent) => {
  await db("audit_events").insert({
    actor_user_id: event.actorUserId,
    account_id: event.accountId,
    action: event.action,
    details: JSON.stringify(event.details ?? {}),
  })
}
