import type { xbrlProcedures } from "@vsme/sdk"
import { requireFeature } from "../accounts/subscriptionGate.js"
import { applyPendingImport, discardPendingImport, pendingImportPreview } from "../xbrl/pendingImports.js"
import { reportXbrlSource, xbrlReportOf } from "../xbrl/reportXbrl.js"
import type { Handler } from "./handler.js"

type P = typeof xbrlProcedures

/** The check before download (issue 7); part of the gated XBRL export, like the downloads themselves. */
const xbrlValidate: Handler<P["xbrlValidate"]> = async ({ input, caller, db }) => {
  await requireFeature(db, caller.account.id, "xbrlExport")
  const source = await reportXbrlSource(db, caller.account.id, input.reportId, "en")
  return { problems: source.problems, factCount: xbrlReportOf(source, "en").facts.length }
}

const xbrlImportPreview: Handler<P["xbrlImportPreview"]> = async ({ input, caller, db, services }) =>
  pendingImportPreview(db, caller.account.id, input.importId, services.now())

const xbrlImportApply: Handler<P["xbrlImportApply"]> = async ({ input, caller, db, services }) =>
  applyPendingImport(db, {
    accountId: caller.account.id,
    importId: input.importId,
    userId: caller.user.id,
    now: services.now(),
  })

const xbrlImportDiscard: Handler<P["xbrlImportDiscard"]> = async ({ input, caller, db }) => {
  await discardPendingImport(db, caller.account.id, input.importId)
  return null
}

export const xbrlHandlers = {
  "xbrl.validate": xbrlValidate,
  "xbrl.importPreview": xbrlImportPreview,
  "xbrl.importApply": xbrlImportApply,
  "xbrl.importDiscard": xbrlImportDiscard,
}
