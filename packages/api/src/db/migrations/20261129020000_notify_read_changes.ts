import type { Knex } from "knex"

/**
 * The channel on which the database says "a kept answer of a read may now be wrong" (decision 036,
 * http/readCache.ts). The payload names what changed:
 * - `account:<id>`: the reports of that company (reports, answers, comments, state changes);
 * - `user:<id>`: that person's own profile (their row, their memberships);
 * - empty: anything (a name shown in other people's answers, a company, an invitation, a truncate).
 */
export const readChangesChannel = "vsme_reads_changed"

const ofReportRow = "vsme_notify_reads_changed_of_report_row"
const ofReportChild = "vsme_notify_reads_changed_of_report_child"
const ofMembership = "vsme_notify_reads_changed_of_membership"
const ofUser = "vsme_notify_reads_changed_of_user"
const ofAnything = "vsme_notify_reads_changed"

/** Tables whose rows belong to a report: their writes name the report's company. */
const reportChildren = ["report_answers", "report_comments", "report_state_changes"] as const

/**
 * Every write that can change what the cached reads answer (report.get, report.list, comment.list,
 * report.stateHistory, profile.get) notifies `vsme_reads_changed` when it commits, whichever code path
 * or tool made it. PostgreSQL delivers a transaction's identical notifications once, so a save of many
 * answers to one report notifies its company once. A rolled-back write notifies nothing.
 *
 * Writes that no cached read shows notify nothing: a new company or person (nothing of theirs is
 * kept yet), a person's password or its time of change, a session.
 */
export const up = async (knex: Knex) => {
  const notify = (payload: string) => `perform pg_notify('${readChangesChannel}', ${payload});`
  await knex.raw(`
    create function ${ofReportRow}() returns trigger language plpgsql as $$
    begin
      if tg_op <> 'INSERT' then ${notify("'account:' || old.account_id")} end if;
      if tg_op <> 'DELETE' then ${notify("'account:' || new.account_id")} end if;
      return null;
    end
    $$`)
  // A report's rows name its company through the report. A report deleted with its rows (cascade) is
  // gone by then, and has notified its company itself.
  await knex.raw(`
    create function ${ofReportChild}() returns trigger language plpgsql as $$
    declare
      company uuid;
    begin
      if tg_op <> 'INSERT' then
        select account_id into company from reports where id = old.report_id;
        if company is not null then ${notify("'account:' || company")} end if;
      end if;
      if tg_op <> 'DELETE' then
        select account_id into company from reports where id = new.report_id;
        if company is not null then ${notify("'account:' || company")} end if;
      end if;
      return null;
    end
    $$`)
  await knex.raw(`
    create function ${ofMembership}() returns trigger language plpgsql as $$
    begin
      if tg_op <> 'INSERT' then ${notify("'user:' || old.user_id")} end if;
      if tg_op <> 'DELETE' then ${notify("'user:' || new.user_id")} end if;
      return null;
    end
    $$`)
  // A person's name and address appear in others' answers (comment authors, state changes, who
  // invited whom): a change there voids everything; the rest of their row only their own profile.
  await knex.raw(`
    create function ${ofUser}() returns trigger language plpgsql as $$
    begin
      if new.email is distinct from old.email or new.display_name is distinct from old.display_name
        or new.id is distinct from old.id then
        ${notify("''")}
      else
        ${notify("'user:' || new.id")}
      end if;
      return null;
    end
    $$`)
  await knex.raw(`
    create function ${ofAnything}() returns trigger language plpgsql as $$
    begin
      ${notify("''")}
      return null;
    end
    $$`)

  await knex.raw(`
    create trigger reports_notify_reads_changed after insert or update or delete on reports
    for each row execute function ${ofReportRow}()`)
  for (const table of reportChildren) {
    await knex.raw(`
      create trigger ${table}_notify_reads_changed after insert or update or delete on ${table}
      for each row execute function ${ofReportChild}()`)
  }
  await knex.raw(`
    create trigger memberships_notify_reads_changed after insert or update or delete on memberships
    for each row execute function ${ofMembership}()`)
  await knex.raw(`
    create trigger users_notify_reads_changed
    after update of id, email, display_name, locale, role, email_verified_at, totp_enabled_at on users
    for each row
    when (
      new.id is distinct from old.id or new.email is distinct from old.email
      or new.display_name is distinct from old.display_name or new.locale is distinct from old.locale
      or new.role is distinct from old.role or new.email_verified_at is distinct from old.email_verified_at
      or new.totp_enabled_at is distinct from old.totp_enabled_at
    )
    execute function ${ofUser}()`)
  const statementTriggers: ReadonlyArray<readonly [table: string, events: string]> = [
    ...reportChildren.map((table) => [table, "truncate"] as const),
    ["reports", "truncate"],
    ["memberships", "truncate"],
    ["users", "delete or truncate"],
    // A company's name, state, sector codes (completeness) and parent (whose memberships count).
    ["accounts", "update or delete or truncate"],
    ["invites", "insert or update or delete or truncate"],
  ]
  for (const [table, events] of statementTriggers) {
    await knex.raw(`
      create trigger ${table}_notify_reads_changed_statement after ${events} on ${table}
      for each statement execute function ${ofAnything}()`)
  }
}

export const down = async (knex: Knex) => {
  for (const table of ["reports", ...reportChildren, "memberships", "users", "accounts", "invites"]) {
    await knex.raw(`drop trigger if exists ${table}_notify_reads_changed on ${table}`)
    await knex.raw(`drop trigger if exists ${table}_notify_reads_changed_statement on ${table}`)
  }
  for (const fn of [ofReportRow, ofReportChild, ofMembership, ofUser, ofAnything]) {
    await knex.raw(`drop function if exists ${fn}()`)
  }
}
