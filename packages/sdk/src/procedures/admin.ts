import { Schema } from "effect"
import { procedure } from "../procedure.js"

export const OutboxMail = Schema.Struct({
  id: Schema.UUID,
  to: Schema.String,
  kind: Schema.String,
  locale: Schema.String,
  subject: Schema.String,
  text: Schema.String,
  createdAt: Schema.String,
  /** smtp when sent with SMTP_URL, outbox when kept for reading here. */
  transport: Schema.String,
  sentAt: Schema.NullOr(Schema.String),
  error: Schema.NullOr(Schema.String),
})
export type OutboxMail = typeof OutboxMail.Type

/** The newest mails (the development outbox when no SMTP server is configured). Superadmins only. */
export const adminOutbox = procedure("admin.outbox", {
  kind: "query",
  access: "superadmin",
  input: Schema.Struct({ to: Schema.optional(Schema.String.pipe(Schema.maxLength(320))) }),
  output: Schema.Array(OutboxMail),
})

export const adminProcedures = { adminOutbox } as const
