import { readinessIssues, rowIssues, type AccountId, type CalculationRowFields } from "@vsme/core"
import { CalculationVersionConflict, InvalidInput, type FactorChoice, type ghgProcedures } from "@vsme/sdk"
import type { DbOrTrx } from "../db/database.js"
import { recordAudit } from "../accounts/audit.js"
import {
  calculationDetail,
  findCalculation,
  findEditableCalculation,
  findEditableRow,
  listCalculations,
  rowColumns,
  rowRecords,
  toRowFields,
  touchCalculation,
} from "../ghg/calculationRepo.js"
import { listFactors, resolveFactor } from "../ghg/factorRepo.js"
import type { Handler } from "./handler.js"

type P = typeof ghgProcedures

const detailOf = async (db: DbOrTrx, accountId: AccountId, id: string) =>
  calculationDetail(db, accountId, await findCalculation(db, accountId, id))

interface RowInputFields extends Omit<CalculationRowFields, "factor" | "marketBasedFactor"> {
  readonly factor: FactorChoice | null
  readonly marketBasedFactor: FactorChoice | null
}

/**
 * The row to store: library factors resolved to copies, then core's row checks ("Factor is required",
 * "Selected factor unit does not match row unit", …) on the fields the form shows them at.
 */
const rowToStore = async (db: DbOrTrx, input: RowInputFields): Promise<CalculationRowFields> => {
  const fields: CalculationRowFields = {
    type: input.type,
    title: input.title,
    amount: input.amount,
    unit: input.unit,
    notes: input.notes,
    factor: await resolveFactor(db, "factor", input.factor),
    marketBasedFactor: await resolveFactor(db, "marketBasedFactor", input.marketBasedFactor),
    scope3Category: input.scope3Category,
  }
  const issues = rowIssues(fields)
  if (issues.length > 0)
    throw new InvalidInput({ issues: issues.map((i) => ({ path: [...i.path], message: i.message })) })
  return fields
}

const factorList: Handler<P["factorList"]> = async ({ input, db }) => listFactors(db, input)

const ghgList: Handler<P["ghgList"]> = async ({ caller, db }) => listCalculations(db, caller.account.id)

const ghgCreate: Handler<P["ghgCreate"]> = async ({ input, caller, db, services }) => {
  const now = services.now()
  const [row] = (await db("ghg_calculations")
    .insert({
      account_id: caller.account.id,
      title: input.title,
      site: input.site,
      organizational_unit: input.organizationalUnit,
      start_date: input.period.start,
      end_date: input.period.end,
      created_by: caller.user.id,
      created_at: now,
      updated_at: now,
    })
    .returning("id")) as Array<{ id: string }>
  await recordAudit(db, {
    actorUserId: caller.user.id,
    accountId: caller.account.id,
    action: "ghg.create",
    details: { calculationId: row!.id },
  })
  return detailOf(db, caller.account.id, row!.id)
}

const ghgGet: Handler<P["ghgGet"]> = async ({ input, caller, db }) =>
  detailOf(db, caller.account.id, input.calculationId)

const ghgUpdate: Handler<P["ghgUpdate"]> = async ({ input, caller, db, services }) => {
  const calculation = await findEditableCalculation(db, caller.account.id, input.calculationId)
  if (calculation.version !== input.version)
    throw new CalculationVersionConflict({ currentVersion: calculation.version })
  await db("ghg_calculations")
    .where({ id: calculation.id })
    .update({
      title: input.title,
      site: input.site,
      organizational_unit: input.organizationalUnit,
      start_date: input.period.start,
      end_date: input.period.end,
      excluded_scopes: JSON.stringify([...new Set(input.excludedScopes)].sort()),
      version: calculation.version + 1,
      updated_at: services.now(),
    })
  return detailOf(db, caller.account.id, calculation.id)
}

const ghgDelete: Handler<P["ghgDelete"]> = async ({ input, caller, db }) => {
  const calculation = await findEditableCalculation(db, caller.account.id, input.calculationId)
  // Rows go with it (on delete cascade).
  await db("ghg_calculations").where({ id: calculation.id }).delete()
  await recordAudit(db, {
    actorUserId: caller.user.id,
    accountId: caller.account.id,
    action: "ghg.delete",
    details: { calculationId: calculation.id, title: calculation.title },
  })
  return null
}

const ghgAddRow: Handler<P["ghgAddRow"]> = async ({ input, caller, db, services }) => {
  const calculation = await findEditableCalculation(db, caller.account.id, input.calculationId)
  const fields = await rowToStore(db, input)
  const last = (await db("ghg_rows")
    .where({ calculation_id: calculation.id })
    .max({ position: "position" })
    .first()) as { position: number | null } | undefined
  const now = services.now()
  await db("ghg_rows").insert({
    calculation_id: calculation.id,
    position: (last?.position ?? 0) + 1,
    ...rowColumns(fields),
    created_at: now,
    updated_at: now,
  })
  await touchCalculation(db, calculation.id, now)
  return detailOf(db, caller.account.id, calculation.id)
}

const ghgUpdateRow: Handler<P["ghgUpdateRow"]> = async ({ input, caller, db, services }) => {
  const { rowId, calculation } = await findEditableRow(db, caller.account.id, input.rowId)
  const fields = await rowToStore(db, input)
  const now = services.now()
  await db("ghg_rows")
    .where({ id: rowId })
    .update({ ...rowColumns(fields), updated_at: now })
  await touchCalculation(db, calculation.id, now)
  return detailOf(db, caller.account.id, calculation.id)
}

const ghgDeleteRow: Handler<P["ghgDeleteRow"]> = async ({ input, caller, db, services }) => {
  const { rowId, calculation } = await findEditableRow(db, caller.account.id, input.rowId)
  await db("ghg_rows").where({ id: rowId }).delete()
  await touchCalculation(db, calculation.id, services.now())
  return detailOf(db, caller.account.id, calculation.id)
}

const ghgSetStatus: Handler<P["ghgSetStatus"]> = async ({ input, caller, db, services }) => {
  const calculation = await findCalculation(db, caller.account.id, input.calculationId, { forUpdate: true })
  if (calculation.status !== input.status) {
    if (input.status === "ready") {
      const rows = (await rowRecords(db, [calculation.id])).map(toRowFields)
      const issues = readinessIssues({
        period: { start: calculation.start_date, end: calculation.end_date },
        rows,
      })
      if (issues.length > 0)
        throw new InvalidInput({ issues: issues.map((i) => ({ path: [...i.path], message: i.message })) })
    }
    await db("ghg_calculations")
      .where({ id: calculation.id })
      .update({ status: input.status, updated_at: services.now() })
    await recordAudit(db, {
      actorUserId: caller.user.id,
      accountId: caller.account.id,
      action: "ghg.setStatus",
      details: { calculationId: calculation.id, status: input.status },
    })
  }
  return detailOf(db, caller.account.id, calculation.id)
}

export const ghgHandlers = {
  "factor.list": factorList,
  "ghg.list": ghgList,
  "ghg.create": ghgCreate,
  "ghg.get": ghgGet,
  "ghg.update": ghgUpdate,
  "ghg.delete": ghgDelete,
  "ghg.addRow": ghgAddRow,
  "ghg.updateRow": ghgUpdateRow,
  "ghg.deleteRow": ghgDeleteRow,
  "ghg.setStatus": ghgSetStatus,
}
