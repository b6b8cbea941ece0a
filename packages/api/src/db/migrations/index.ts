import type { Knex } from "knex"
import * as m20261122000000 from "./20261122000000_create_app_meta.js"
import * as m20261122010000 from "./20261122010000_create_identity.js"
import * as m20261122020000 from "./20261122020000_create_accounts.js"
import * as m20261122030000 from "./20261122030000_create_reports.js"
import * as m20261122040000 from "./20261122040000_create_ghg.js"

export interface Migration {
  readonly up: (knex: Knex) => Promise<void>
  readonly down: (knex: Knex) => Promise<void>
}

/**
 * Every migration in order. Listed by hand (not read from a folder) so that the bundled server
 * carries them and a missing import is a compile error. Names are `YYYYMMDDHHMMSS_verb_noun`.
 */
const migrations: Array<readonly [string, Migration]> = [
  ["20261122000000_create_app_meta", m20261122000000],
  ["20261122010000_create_identity", m20261122010000],
  ["20261122020000_create_accounts", m20261122020000],
  ["20261122030000_create_reports", m20261122030000],
  ["20261122040000_create_ghg", m20261122040000],
]

export const migrationSource: Knex.MigrationSource<readonly [string, Migration]> = {
  getMigrations: async () => migrations,
  getMigrationName: ([name]) => name,
  getMigration: async ([, migration]) => migration,
}
