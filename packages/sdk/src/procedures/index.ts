import type { AnyProcedure } from "../procedure.js"
import { profileProcedures } from "./profile.js"
import { rootProcedures } from "./root.js"

export * from "./profile.js"
export * from "./root.js"

/** Every procedure of the contract. The server must implement each one (checked by its types). */
export const contract = { ...rootProcedures, ...profileProcedures } as const
export type Contract = typeof contract
export type ProcedureName = Contract[keyof Contract]["name"]

export const proceduresByName: ReadonlyMap<string, AnyProcedure> = new Map(
  Object.values(contract).map((p) => [p.name, p as AnyProcedure]),
)
