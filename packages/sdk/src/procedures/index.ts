import type { AnyProcedure } from "../procedure.js"
import { accountProcedures } from "./account.js"
import { adminProcedures } from "./admin.js"
import { authProcedures } from "./auth.js"
import { ghgProcedures } from "./ghg.js"
import { profileProcedures } from "./profile.js"
import { reportProcedures } from "./report.js"
import { rootProcedures } from "./root.js"

export * from "./account.js"
export * from "./admin.js"
export * from "./auth.js"
export * from "./ghg.js"
export * from "./profile.js"
export * from "./report.js"
export * from "./root.js"

/** Every procedure of the contract. The server must implement each one (checked by its types). */
export const contract = {
  ...rootProcedures,
  ...profileProcedures,
  ...authProcedures,
  ...accountProcedures,
  ...adminProcedures,
  ...reportProcedures,
  ...ghgProcedures,
} as const
export type Contract = typeof contract
export type ProcedureName = Contract[keyof Contract]["name"]

export const proceduresByName: ReadonlyMap<string, AnyProcedure> = new Map(
  Object.values(contract).map((p) => [p.name, p as AnyProcedure]),
)
