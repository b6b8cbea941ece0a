import type { Knex } from "knex"

/**
 * A save stores its report's completeness in its own transaction (decision 039), so the answer
 * triggers' "mark stale" (migration 20261127020000) is a second update of the same report row for
 * nothing: a row version, its WAL and a plpgsql call on every save, the hottest write there is. A
 * transaction that is about to store the completeness itself says so with the transaction-local
 * setting `vsme.save_stores_completeness` (set by reports/reportRepo.ts `reportForSave`), and the
 * trigger leaves the row alone. Every other writer (imports, the GHG fill, an operator's SQL) still
 * marks the summary stale: the setting is unset there, and it ends with the transaction.
 */
const withSkip = `
  create or replace function report_answers_changed() returns trigger language plpgsql as $$
  begin
    if current_setting('vsme.save_stores_completeness', true) = 'on' then
      return null;
    end if;
    update reports set completeness_basis = null where id in (select distinct report_id from changed_answers);
    return null;
  end
  $$`

const withoutSkip = `
  create or replace function report_answers_changed() returns trigger language plpgsql as $$
  begin
    update reports set completeness_basis = null where id in (select distinct report_id from changed_answers);
    return null;
  end
  $$`

export const up = async (knex: Knex) => {
  await knex.raw(withSkip)
}

export const down = async (knex: Knex) => {
  await knex.raw(withoutSkip)
}
