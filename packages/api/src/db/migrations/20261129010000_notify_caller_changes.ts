import type { Knex } from "knex"

/** The channel on which the database says "a cached caller may now be wrong" (db/changeFeed.ts). */
export const callerChangesChannel = "vsme_caller_changed"

const notifyFunction = "vsme_notify_caller_changed"

/**
 * Every write that can change what the caller query reads (identity/authenticator.ts: the session, its
 * user, the account named in the request, the user's membership there or in its parent) notifies
 * `vsme_caller_changed` when it commits, whichever code path or tool made it, so each API process can
 * drop the callers it keeps in memory (decision 034). A rolled-back write notifies nothing; PostgreSQL
 * folds the notifications of one transaction into one.
 *
 * Sessions notify only when a column the caller reads changes in a way that matters: a refresh moves
 * `expires_at` later on every rotation, and a cached caller keeps the earlier expiry it read (at worst
 * one more query), so that alone does not empty every process's cache.
 */
export const up = async (knex: Knex) => {
  await knex.raw(`
    create function ${notifyFunction}() returns trigger language plpgsql as $$
    begin
      perform pg_notify('${callerChangesChannel}', '');
      return null;
    end
    $$`)
  await knex.raw(`
    create trigger sessions_notify_caller_changed
    after update on sessions for each row
    when (
      new.revoked_at is distinct from old.revoked_at
      or new.second_factor_at is distinct from old.second_factor_at
      or new.user_id is distinct from old.user_id
      or new.expires_at < old.expires_at
    )
    execute function ${notifyFunction}()`)
  const statementTriggers: ReadonlyArray<readonly [table: string, events: string]> = [
    ["sessions", "delete or truncate"],
    ["users", "update of email, role, totp_enabled_at, id or delete or truncate"],
    ["accounts", "insert or update of state, mode, parent_account_id, id or delete or truncate"],
    ["memberships", "insert or update or delete or truncate"],
  ]
  for (const [table, events] of statementTriggers) {
    await knex.raw(`
      create trigger ${table}_notify_caller_changed_statement
      after ${events} on ${table} for each statement
      execute function ${notifyFunction}()`)
  }
}

export const down = async (knex: Knex) => {
  for (const table of ["users", "accounts", "memberships", "sessions"]) {
    await knex.raw(`drop trigger if exists ${table}_notify_caller_changed_statement on ${table}`)
  }
  await knex.raw("drop trigger if exists sessions_notify_caller_changed on sessions")
  await knex.raw(`drop function if exists ${notifyFunction}()`)
}
