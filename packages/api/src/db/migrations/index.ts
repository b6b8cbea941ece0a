import type { Knex } from "knex"
import * as m20261122000000 from "./20261122000000_create_app_meta.js"
import * as m20261122010000 from "./20261122010000_create_identity.js"
import * as m20261122020000 from "./20261122020000_create_accounts.js"
import * as m20261122030000 from "./20261122030000_create_reports.js"
import * as m20261122040000 from "./20261122040000_create_ghg.js"
import * as m20261123010000 from "./20261123010000_create_ghg_report_links.js"
import * as m20261123030000 from "./20261123030000_create_ai_summaries.js"
import * as m20261123040000 from "./20261123040000_create_billing.js"
import * as m20261123050000 from "./20261123050000_create_xbrl_imports.js"
import * as m20261123060000 from "./20261123060000_create_report_attachments.js"
import * as m20261123060100 from "./20261123060100_create_report_state_changes.js"
import * as m20261126010000 from "./20261126010000_add_membership_through_parent.js"
import * as m20261126020000 from "./20261126020000_harden_credentials.js"
import * as m20261126030000 from "./20261126030000_add_mail_outbox_claims.js"
import * as m20261126070000 from "./20261126070000_add_account_peppol_id.js"
import * as m20261127010000 from "./20261127010000_add_finnish_emission_factors.js"
import * as m20261127020000 from "./20261127020000_store_report_completeness.js"
import * as m20261127030000 from "./20261127030000_add_account_lei.js"
import * as m20261127050000 from "./20261127050000_create_ghg_row_evidence.js"
import * as m20261129010000 from "./20261129010000_notify_caller_changes.js"
import * as m20261129020000 from "./20261129020000_notify_read_changes.js"
import * as m20261201010000 from "./20261201010000_create_shares.js"
import * as m20261201020000 from "./20261201020000_create_data_requests.js"
import * as m20261202010000 from "./20261202010000_saves_mark_completeness_themselves.js"

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
  ["20261123010000_create_ghg_report_links", m20261123010000],
  ["20261123030000_create_ai_summaries", m20261123030000],
  ["20261123040000_create_billing", m20261123040000],
  ["20261123050000_create_xbrl_imports", m20261123050000],
  ["20261123060000_create_report_attachments", m20261123060000],
  ["20261123060100_create_report_state_changes", m20261123060100],
  ["20261126010000_add_membership_through_parent", m20261126010000],
  ["20261126020000_harden_credentials", m20261126020000],
  ["20261126030000_add_mail_outbox_claims", m20261126030000],
  ["20261126070000_add_account_peppol_id", m20261126070000],
  ["20261127010000_add_finnish_emission_factors", m20261127010000],
  ["20261127020000_store_report_completeness", m20261127020000],
  ["20261127030000_add_account_lei", m20261127030000],
  ["20261127050000_create_ghg_row_evidence", m20261127050000],
  ["20261129010000_notify_caller_changes", m20261129010000],
  ["20261129020000_notify_read_changes", m20261129020000],
  ["20261201010000_create_shares", m20261201010000],
  ["20261201020000_create_data_requests", m20261201020000],
  ["20261202010000_saves_mark_completeness_themselves", m20261202010000],
]

export const migrationSource: Knex.MigrationSource<readonly [string, Migration]> = {
  getMigrations: async () => migrations,
  getMigrationName: ([name]) => name,
  getMigration: async ([, migration]) => migration,
}
