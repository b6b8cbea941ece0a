import { readinessIssues, type AccountId } from "@vsme/core"
import {
  CalculationVersionConflict,
  FactorInUse,
  FactorVersionConflict,
  InvalidInput,
  NotFound,
  type ghgProcedures,
} from "@vsme/sdk"
import type { DbOrTrx } from "../db/database.js"
import { recordAudit } from "../accounts/audit.js"
import {
  appendRow,
  calculationDetail,
  findCalculation,
  findEditableCalculation,
  findEditableRow,
  insertCalculation,
  listCalculations,
  rowColumns,
  rowRecords,
  rowToStore,
  toRowFields,
  touchCalculation,
} from "../ghg/calculationRepo.js"
import {
  adminListFactors,
  changedFields,
  factorUsage,
  findAdminFactor,
  findFactorRow,
  insertFactor,
  listFactors,
  setFactorRetired,
  toEmissionFactor,
  updateFactor,
} from "../ghg/factorRepo.js"
import { fillReport, reportLinkFor } from "../ghg/reportFill.js"
import type { Handler } from "./handler.js"

type P = typeof ghgProcedures

const detailOf = async (db: DbOrTrx, accountId: AccountId, id: string) =>
  calculationDetail(db, accountId, await findCalculation(db, accountId, id))

const factorList: Handler<P["factorList"]> = async ({ input, db }) => listFactors(db, input)

const ghgList: Handler<P["ghgList"]> = async ({ caller, db }) => listCalculations(db, caller.account.id)

const ghgCreate: Handler<P["ghgCreate"]> = async ({ input, caller, db, services }) => {
  const id = await insertCalculation(
    db,
    {
      accountId: caller.account.id,
      userId: caller.user.id,
      title: input.title,
      site: input.site,
      organizationalUnit: input.organizationalUnit,
      period: input.period,
    },
    services.now(),
  )
  await recordAudit(db, {
    actorUserId: caller.user.id,
    accountId: caller.account.id,
    action: "ghg.create",
    details: { calculationId: id },
  })
  return detailOf(db, caller.account.id, id)
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
  await appendRow(db, calculation.id, await rowToStore(db, input), services.now())
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

const ghgFillReport: Handler<P["ghgFillReport"]> = async ({ input, caller, db, services }) => {
  const link = await fillReport(db, {
    accountId: caller.account.id,
    userId: caller.user.id,
    calculationId: input.calculationId,
    reportId: input.reportId,
    basedOnVersions: input.basedOnVersions,
    now: services.now(),
  })
  await recordAudit(db, {
    actorUserId: caller.user.id,
    accountId: caller.account.id,
    action: "ghg.fillReport",
    details: { calculationId: input.calculationId, reportId: input.reportId, questionIds: link.questionIds },
  })
  return link
}

const ghgReportLink: Handler<P["ghgReportLink"]> = async ({ input, caller, db }) =>
  reportLinkFor(db, caller.account.id, input.reportId)

// ---------------------------------------------------------------------------------------------------
// Factor administration (superadmins; not tied to any account)

/** The stored factor locked for a change, at the version the caller read; NotFound when missing. */
const lockedFactor = async (db: Parameters<typeof findFactorRow>[0], id: string, version: number) => {
  const stored = await findFactorRow(db, id, { forUpdate: true })
  if (!stored) throw new NotFound()
  if (stored.version !== version) throw new FactorVersionConflict({ currentVersion: stored.version })
  return stored
}

const factorAdminList: Handler<P["factorAdminList"]> = async ({ input, db }) => adminListFactors(db, input)

const factorAdminGet: Handler<P["factorAdminGet"]> = async ({ input, db }) => findAdminFactor(db, input.id)

const factorAdminCreate: Handler<P["factorAdminCreate"]> = async ({ input, caller, db, services }) => {
  await insertFactor(db, input.factor, services.now())
  await recordAudit(db, {
    actorUserId: caller.user.id,
    accountId: null,
    action: "factorAdmin.create",
    details: { factorId: input.factor.id },
  })
  return findAdminFactor(db, input.factor.id)
}

const factorAdminUpdate: Handler<P["factorAdminUpdate"]> = async ({ input, caller, db, services }) => {
  const stored = await lockedFactor(db, input.factor.id, input.version)
  const before = toEmissionFactor(stored)
  const changed = changedFields(before, input.factor)
  if (changed.length > 0) {
    await updateFactor(db, stored, input.factor, services.now())
    await recordAudit(db, {
      actorUserId: caller.user.id,
      accountId: null,
      action: "factorAdmin.update",
      // The previous values, so an edit can be traced and undone by hand.
      details: {
        factorId: stored.id,
        before: Object.fromEntries(changed.map((key) => [key, before[key]])),
      },
    })
  }
  return findAdminFactor(db, stored.id)
}

const setRetired =
  (retire: boolean): Handler<P["factorAdminRetire"] | P["factorAdminReinstate"]> =>
  async ({ input, caller, db, services }) => {
    const stored = await lockedFactor(db, input.id, input.version)
    if ((stored.retired_at !== null) !== retire) {
      const now = services.now()
      await setFactorRetired(db, stored, retire ? now : null, now)
      await recordAudit(db, {
        actorUserId: caller.user.id,
        accountId: null,
        action: retire ? "factorAdmin.retire" : "factorAdmin.reinstate",
        details: { factorId: stored.id },
      })
    }
    return findAdminFactor(db, stored.id)
  }

const factorAdminDelete: Handler<P["factorAdminDelete"]> = async ({ input, caller, db }) => {
  const stored = await lockedFactor(db, input.id, input.version)
  const rowCount = (await factorUsage(db, [stored.id])).get(stored.id) ?? 0
  if (rowCount > 0) throw new FactorInUse({ factorId: stored.id, rowCount })
  await db("emission_factors").where({ id: stored.id }).delete()
  await recordAudit(db, {
    actorUserId: caller.user.id,
    accountId: null,
    action: "factorAdmin.delete",
    details: { factorId: stored.id, factor: toEmissionFactor(stored) },
  })
  return null
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
  "ghg.fillReport": ghgFillReport,
  "ghg.reportLink": ghgReportLink,
  "factorAdmin.list": factorAdminList,
  "factorAdmin.get": factorAdminGet,
  "factorAdmin.create": factorAdminCreate,
  "factorAdmin.update": factorAdminUpdate,
  "factorAdmin.retire": setRetired(true),
  "factorAdmin.reinstate": setRetired(false),
  "factorAdmin.delete": factorAdminDelete,
}
