import type { AnyProcedure } from "../procedure.js"
import { accountProcedures } from "./account.js"
import { adminProcedures } from "./admin.js"
import { aiSummaryProcedures } from "./aiSummary.js"
import { attachmentProcedures } from "./attachment.js"
import { authProcedures } from "./auth.js"
import { billingProcedures } from "./billing.js"
import { ghgProcedures } from "./ghg.js"
import { profileProcedures } from "./profile.js"
import { reportProcedures } from "./report.js"
import { requestProcedures } from "./request.js"
import { rootProcedures } from "./root.js"
import { shareProcedures } from "./share.js"
import { xbrlProcedures } from "./xbrl.js"

export * from "./account.js"
export * from "./admin.js"
export * from "./aiSummary.js"
export * from "./attachment.js"
export * from "./auth.js"
export * from "./billing.js"
export * from "./exports.js"
export * from "./ghg.js"
export * from "./profile.js"
export * from "./report.js"
export * from "./request.js"
export * from "./requestStatusNames.js"
export * from "./root.js"
export * from "./share.js"
export * from "./xbrl.js"

/** Every procedure of the contract. The server must implement each one (checked by its types). */
export const contract = {
  ...rootProcedures,
  ...profileProcedures,
  ...authProcedures,
  ...accountProcedures,
  ...adminProcedures,
  ...billingProcedures,
  ...reportProcedures,
  ...ghgProcedures,
  ...aiSummaryProcedures,
  ...attachmentProcedures,
  ...xbrlProcedures,
  ...shareProcedures,
  ...requestProcedures,
} as const
export type Contract = typeof contract
export type ProcedureName = Contract[keyof Contract]["name"]

export const proceduresByName: ReadonlyMap<string, AnyProcedure> = new Map(
  Object.values(contract).map((p) => [p.name, p as AnyProcedure]),
)
