import type { adminProcedures } from "@vsme/sdk"
import type { Handler } from "./handler.js"

interface OutboxRow {
  id: string
  to_address: string
  kind: string
  locale: string
  subject: string
  text_body: string
  created_at: Date
  transport: string
  sent_at: Date | null
  error: string | null
}

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null)

const outbox: Handler<typeof adminProcedures.adminOutbox> = async ({ db, input }) => {
  const rows = (await db("mail_outbox")
    .modify((q) => {
      if (input.to) q.whereRaw("lower(to_address) = lower(?)", [input.to])
    })
    .orderBy("created_at", "desc")
    .limit(100)) as OutboxRow[]
  return rows.map((r) => ({
    id: r.id,
    to: r.to_address,
    kind: r.kind,
    locale: r.locale,
    subject: r.subject,
    text: r.text_body,
    createdAt: new Date(r.created_at).toISOString(),
    transport: r.transport,
    sentAt: iso(r.sent_at),
    error: r.error,
  }))
}

export const adminHandlers = { "admin.outbox": outbox }
