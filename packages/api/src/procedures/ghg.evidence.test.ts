import { randomBytes } from "node:crypto"
import { beforeAll, describe, expect, it } from "vitest"
import type { AccountId } from "@vsme/core"
import {
  filePath,
  ghgAddRow,
  ghgCreate,
  ghgEvidenceRoutes,
  ghgGet,
  ghgSetStatus,
  ghgUpdateRow,
  type CalculationDetail,
  type RowEvidence,
} from "@vsme/sdk"
import type { TestUser } from "../testing/index.js"
import { ok, useTestServer, twoCompanies } from "../testing/apiKit.js"

const server = useTestServer()
let alice: TestUser
let eve: TestUser
let companyA: AccountId
let companyB: AccountId
beforeAll(async () => {
  ;({ alice, eve, companyA, companyB } = await twoCompanies(server.database.db, {
    names: ["Vihreä Sähkö Oy", "Utelias Oy"],
  }))
})

const pdf = () =>
  Buffer.concat([Buffer.from("%PDF-1.7\n1 0 obj << >> endobj\n"), randomBytes(300), Buffer.from("\n%%EOF\n")])
const custom = (value: number, sourceNote: string) => ({
  kind: "custom",
  value,
  massUnit: "gCO2e",
  denominatorUnit: "kWh",
  sourceNote,
})

const uploadPath = (rowId: string) => filePath(ghgEvidenceRoutes.upload, { rowId })
const downloadPath = (evidenceId: string) => filePath(ghgEvidenceRoutes.download, { evidenceId })
const upload = (user: TestUser, rowId: string, bytes: Uint8Array, fileName: string, accountId = companyA) =>
  server.file(user, uploadPath(rowId), { accountId, upload: { bytes, fileName } })

describe("evidence of a market-based electricity factor", () => {
  it("is attached, shown, kept when ready, and hidden from another company", async () => {
    const calculation = ok<CalculationDetail>(
      await server.call(
        alice,
        ghgCreate,
        {
          title: "Päästöt 2025",
          site: null,
          organizationalUnit: null,
          period: { start: "2025-01-01", end: "2025-12-31" },
        },
        companyA,
      ),
    )
    const electricity = {
      type: "electricity",
      title: "Toimiston sähkö",
      amount: 20000,
      unit: "kWh",
      factor: custom(27, "Grid average"),
      marketBasedFactor: custom(0, "Guarantees of origin, wind, 20 MWh"),
    }
    ok(await server.call(alice, ghgAddRow, { calculationId: calculation.id, ...electricity }, companyA))
    const withRows = ok<CalculationDetail>(
      await server.call(
        alice,
        ghgAddRow,
        {
          calculationId: calculation.id,
          type: "fuel",
          title: "Diesel",
          amount: 10,
          unit: "liters",
          factor: {
            kind: "custom",
            value: 2.5,
            massUnit: "kgCO2e",
            denominatorUnit: "liters",
            sourceNote: "x",
          },
        },
        companyA,
      ),
    )
    const [row, fuelRow] = withRows.rows
    expect(row!.evidence).toBeNull()

    // Another company: neither writes nor learns anything (404 like a missing row; 403 naming A).
    const foreign = await upload(eve, row!.id, pdf(), "evil.pdf", companyB)
    expect([foreign.status, foreign.error?._tag]).toEqual([404, "NotFound"])
    expect((await upload(eve, row!.id, pdf(), "evil.pdf", companyA)).status).toBe(403)

    // Only PDFs and images, only on rows whose market-based factor takes evidence.
    const text = await upload(alice, row!.id, Buffer.from("not a certificate"), "note.txt")
    expect([text.status, text.error?._tag]).toEqual([415, "AttachmentTypeNotAllowed"])
    const onFuel = await upload(alice, fuelRow!.id, pdf(), "fuel.pdf")
    expect([onFuel.status, onFuel.error?._tag]).toEqual([400, "InvalidInput"])

    // Attached; a second upload replaces the first.
    expect((await upload(alice, row!.id, pdf(), "first.pdf")).status).toBe(201)
    const bytes = pdf()
    const sent = await upload(alice, row!.id, bytes, "Alkuperätakuut 2025.pdf")
    expect(sent.status, sent.bytes.toString()).toBe(201)
    const evidence = JSON.parse(sent.bytes.toString()) as RowEvidence
    expect(evidence).toMatchObject({ fileName: "Alkuperätakuut 2025.pdf", contentType: "application/pdf" })
    expect(
      Number(
        (
          (await server.database
            .db("ghg_row_evidence")
            .where({ row_id: row!.id })
            .count("* as n")
            .first()) as { n: string }
        ).n,
      ),
    ).toBe(1)

    // Editing the row keeps it; marking the calculation ready keeps it and refuses new uploads.
    ok(await server.call(alice, ghgUpdateRow, { rowId: row!.id, ...electricity, amount: 21000 }, companyA))
    ok(await server.call(alice, ghgSetStatus, { calculationId: calculation.id, status: "ready" }, companyA))
    const ready = ok<CalculationDetail>(
      await server.call(alice, ghgGet, { calculationId: calculation.id }, companyA),
    )
    expect(ready.rows[0]!.evidence).toEqual(evidence)
    const refused = await upload(alice, row!.id, pdf(), "late.pdf")
    expect([refused.status, refused.error?._tag]).toEqual([409, "CalculationReady"])

    const download = await server.file(alice, downloadPath(evidence.id), { accountId: companyA })
    expect(download.status).toBe(200)
    expect(download.bytes.equals(bytes)).toBe(true)
    expect(download.headers.get("content-type")).toBe("application/pdf")

    // Another company cannot read it, by its own account or by naming A.
    const stolen = await server.file(eve, downloadPath(evidence.id), { accountId: companyB })
    expect([stolen.status, stolen.error?._tag]).toEqual([404, "NotFound"])
    expect(stolen.bytes.toString()).not.toContain("%PDF")
    expect((await server.file(eve, downloadPath(evidence.id), { accountId: companyA })).status).toBe(403)
    const theirs = await server.call(eve, ghgGet, { calculationId: calculation.id }, companyB)
    expect(theirs.status).toBe(404)
  })
})
