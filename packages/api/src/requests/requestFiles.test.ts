import ExcelJS from "exceljs"
import { unzipSync } from "fflate"
import { beforeEach, describe, expect, it } from "vitest"
import { translate, type AccountId } from "@vsme/core"
import {
  filePath,
  requestAddRecipients,
  requestAnswer,
  requestBegin,
  requestCreate,
  requestLimits,
  requestRoutes,
  requestSend,
  shareRevoke,
} from "@vsme/sdk"
import { cellBomb } from "../testing/zipBombs.js"
import { uniqueBusinessId, type TestUser } from "../testing/index.js"
import { bankAndSupplier, resellerWithClient, useTestServer } from "../testing/apiKit.js"

const clock = new Date("2027-01-10T10:00:00Z")
const server = useTestServer({ now: () => clock })
const db = () => server.database.db

/**
 * The bank, its supplier and a stranger (the kit's bankAndSupplier), and an accounting firm's client,
 * all subscribed, fresh for every test.
 */
let bankOwner: TestUser
let bankUser: TestUser
let supplierOwner: TestUser
let stranger: TestUser
let resellerOwner: TestUser
let bank: AccountId
let client: AccountId
let supplier: AccountId
let strangerAccount: AccountId
let supplierBusinessId: string
let supplierReport: string

beforeEach(async () => {
  ;({
    bankOwner,
    bankUser,
    bank,
    supplierOwner,
    supplier,
    supplierBusinessId,
    supplierReport,
    stranger,
    strangerAccount,
  } = await bankAndSupplier(db()))
  // A client of the accounting firm: its owners are the firm's owners, acting for it.
  const accountingFirm = await resellerWithClient(db(), {
    resellerName: "Tilitoimisto Oy",
    clientName: "Asiakas Oy",
  })
  resellerOwner = accountingFirm.partner
  client = accountingFirm.client
  await db()("accounts").whereIn("id", [accountingFirm.reseller, client]).update({ state: "active" })
})

const draft = {
  title: "Rahoituksen vastuullisuustiedot 2025",
  periodYear: 2025,
  dueDate: "2027-03-31",
  contact: { name: "Pertti Pankki", email: "esg@pankki.example" },
  selection: { preset: "bank" },
  extraQuestions: [{ id: "x1", kind: "yesNo", question: "Onko yrityksellä ympäristösertifikaatti?" }],
  language: "fi",
}

const newRequest = async (user: TestUser = bankOwner, account: string = bank) => {
  const created = await server.call(user, requestCreate, { draft }, account)
  expect(created.status, JSON.stringify(created)).toBe(200)
  return created.result.id as string
}

const upload = (
  requestId: string,
  bytes: Uint8Array,
  options: { user?: TestUser; account?: string; fileName?: string; replace?: boolean } = {},
) =>
  server.file(options.user ?? bankOwner, filePath(requestRoutes.recipientsUpload, { requestId }), {
    accountId: options.account ?? bank,
    upload: { bytes, fileName: options.fileName ?? "vastaanottajat.csv" },
    ...(options.replace ? { query: { replace: "1" } } : {}),
  })

const recipientsOf = async (requestId: string) =>
  (await db()("data_request_recipients")
    .where({ request_id: requestId })
    .orderBy("business_id")
    .select("business_id", "email", "name")) as Array<{ business_id: string; email: string; name: string }>

/** A CSV as Finnish Excel saves "CSV (erotin: puolipiste)": semicolons, Windows-1252, CRLF. */
const finnishCsv = (lines: ReadonlyArray<string>) => Buffer.from(`${lines.join("\r\n")}\r\n`, "latin1")

/** A workbook of rows, the first one the header, as Excel would save it (an address may be a link). */
const workbook = async (rows: ReadonlyArray<ReadonlyArray<ExcelJS.CellValue>>) => {
  const book = new ExcelJS.Workbook()
  const sheet = book.addWorksheet("Yritykset")
  for (const row of rows) sheet.addRow([...row])
  return new Uint8Array(await book.xlsx.writeBuffer())
}

const download = (
  route: string,
  requestId: string,
  options: { user?: TestUser; account?: string; lang?: string } = {},
) =>
  server.file(options.user ?? bankOwner, filePath(route, { requestId }), {
    accountId: options.account ?? bank,
    query: { lang: options.lang ?? "fi" },
  })

const workbookRows = async (bytes: Buffer) => {
  const book = new ExcelJS.Workbook()
  await book.xlsx.load(bytes as unknown as ArrayBuffer)
  const rows: unknown[][] = []
  book.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)))
  return rows
}

/** The bank's request to the supplier and a newcomer, sent, answered by the supplier. */
const answeredRequest = async () => {
  const requestId = await newRequest()
  const newcomer = uniqueBusinessId()
  await server.call(
    bankOwner,
    requestAddRecipients,
    {
      requestId,
      recipients: [
        { businessId: supplierBusinessId, email: "talous@toimittaja.example", name: "Toimittaja" },
        { businessId: newcomer, email: "info@uusi.example", name: "Uusi Oy" },
      ],
    },
    bank,
  )
  expect((await server.call(bankOwner, requestSend, { requestId, recipients: 2 }, bank)).status).toBe(200)
  await server.services.requestJobs.runSending()
  const row = (await db()("data_request_recipients")
    .where({ request_id: requestId, business_id: supplierBusinessId })
    .first("id")) as { id: string }
  await server.call(supplierOwner, requestBegin, { recipientId: row.id, reportId: supplierReport }, supplier)
  const answered = await server.call(
    supplierOwner,
    requestAnswer,
    {
      recipientId: row.id,
      reportId: supplierReport,
      extraAnswers: [{ id: "x1", answer: true }],
      onBehalfOfCompany: true,
    },
    supplier,
  )
  expect(answered.status, JSON.stringify(answered)).toBe(200)
  return { requestId, newcomer, shareId: answered.result.answer.shareId as string }
}

const goodCsv = () =>
  finnishCsv(["Y-tunnus;Sähköposti;Nimi", `${supplierBusinessId};talous@toimittaja.example;Toimittaja Oy`])

describe("request files: who may", () => {
  it("keeps the files with the requester: another company's owner finds no request, a user may not upload", async () => {
    const requestId = await newRequest()
    const foreign = await upload(requestId, goodCsv(), { user: stranger, account: strangerAccount })
    expect(foreign).toMatchObject({ status: 404, error: { _tag: "RequestNotFound" } })
    const plainUser = await upload(requestId, goodCsv(), { user: bankUser })
    expect(plainUser).toMatchObject({ status: 403, error: { _tag: "Forbidden" } })
    expect(await recipientsOf(requestId)).toEqual([])
    for (const route of [
      requestRoutes.portfolioXlsx,
      requestRoutes.portfolioCsv,
      requestRoutes.portfolioXbrl,
    ]) {
      const answer = await download(route, requestId, { user: stranger, account: strangerAccount })
      expect(answer, route).toMatchObject({ status: 404, error: { _tag: "RequestNotFound" } })
      // A member of the requester follows the portfolio, as request.portfolio lets them.
      expect((await download(route, requestId, { user: bankUser })).status, route).toBe(200)
    }
    // Anonymous callers are not told anything either.
    expect((await server.file(null, filePath(requestRoutes.portfolioCsv, { requestId }))).status).toBe(401)
  })

  it("lets the owner of a client's accounting firm upload for the client", async () => {
    const requestId = await newRequest(resellerOwner, client)
    const answer = await upload(requestId, goodCsv(), { user: resellerOwner, account: client })
    expect(answer.status, answer.bytes.toString()).toBe(200)
    expect(await recipientsOf(requestId)).toHaveLength(1)
    // The firm's client is not the bank: its owner cannot reach the bank's request through it.
    const bankRequest = await newRequest()
    expect((await upload(bankRequest, goodCsv(), { user: resellerOwner, account: client })).status).toBe(404)
  })
})

describe("the recipients file", () => {
  it("reads Finnish Excel's CSV: merges duplicates, lists wrong rows by line and column, adds the rest", async () => {
    const requestId = await newRequest()
    const other = uniqueBusinessId()
    const answer = await upload(
      requestId,
      finnishCsv([
        "Y-tunnus;Sähköposti;Nimi",
        `${supplierBusinessId};talous@toimittaja.example;Toimittaja Oy`,
        `${other};info@äänekosken.example;Äänekosken Kone Oy`,
        "1234567-8;info@vaara.example;Väärä tarkiste",
        `${other};uusi@äänekosken.example;`,
        ";;",
        `${uniqueBusinessId()};ei osoite;Ei osoitetta Oy`,
      ]),
    )
    expect(answer.status, answer.bytes.toString()).toBe(200)
    const result = JSON.parse(answer.bytes.toString()) as {
      added: number
      merged: number
      recipients: number
      problems: Array<{ line: number; column: string; message: string }>
    }
    expect(result).toMatchObject({ added: 2, merged: 1, recipients: 2 })
    expect(result.problems).toEqual([
      { line: 4, column: "Y-tunnus", message: "validation.invalidBusinessId" },
      { line: 7, column: "Sähköposti", message: "validation.invalidEmail" },
    ])
    expect(await recipientsOf(requestId)).toEqual(
      [
        { business_id: supplierBusinessId, email: "talous@toimittaja.example", name: "Toimittaja Oy" },
        // The later row's address is kept, the earlier name too.
        { business_id: other, email: "uusi@äänekosken.example", name: "Äänekosken Kone Oy" },
      ].sort((a, b) => a.business_id.localeCompare(b.business_id)),
    )
    // Nothing is sent: the request stays a draft until request.send.
    expect(await db()("data_requests").where({ id: requestId }).first("state")).toEqual({ state: "draft" })
  })

  it("reads a Swedish workbook (addresses as links) and replaces the draft's companies with ?replace=1", async () => {
    const requestId = await newRequest()
    await upload(requestId, goodCsv())
    const first = uniqueBusinessId()
    const second = uniqueBusinessId()
    const bytes = await workbook([
      ["Namn", "FO-nummer", "E-post"],
      ["Första Ab", first, { text: "info@forsta.example", hyperlink: "mailto:info@forsta.example" }],
      ["Andra Ab", second, "info@andra.example"],
    ])
    const answer = await upload(requestId, bytes, { fileName: "mottagare.xlsx", replace: true })
    expect(answer.status, answer.bytes.toString()).toBe(200)
    expect(JSON.parse(answer.bytes.toString())).toEqual({ added: 2, merged: 0, recipients: 2, problems: [] })
    expect((await recipientsOf(requestId)).map((r) => r.business_id).sort()).toEqual([first, second].sort())
    expect((await recipientsOf(requestId)).find((r) => r.business_id === first)?.email).toBe(
      "info@forsta.example",
    )
  })

  it("refuses hostile files whole, in words of the catalogue, and writes none of their rows", async () => {
    const requestId = await newRequest()
    const expectRefused = async (bytes: Uint8Array, key: string, fileName = "x.csv") => {
      const answer = await upload(requestId, bytes, { fileName })
      expect(answer.status, `${key}: ${answer.bytes.toString().slice(0, 300)}`).toBe(400)
      const issue = (answer.error as unknown as { issues: Array<{ message: string }> }).issues[0]!
      expect(issue.message).toBe(key)
      expect(translate("fi", issue.message)).not.toBe(issue.message)
      expect(await recipientsOf(requestId)).toEqual([])
    }
    const tooMany = [
      "Business ID,Email",
      ...Array.from(
        { length: requestLimits.recipients + 1 },
        (_, i) => `${uniqueBusinessId()},c${i}@example.com`,
      ),
    ]
    await expectRefused(Buffer.from(tooMany.join("\n")), "validation.recipientFileTooManyRows")
    await expectRefused(
      Buffer.from(`Business ID,Email,Name\n${uniqueBusinessId()},a@example.com,${"x".repeat(100_000)}\n`),
      "validation.recipientFileCellTooLong",
    )
    await expectRefused(await cellBomb(64), "validation.recipientFileTooLarge", "pommi.xlsx")
    await expectRefused(
      Buffer.from("PK\u0003\u0004 not really a zip"),
      "validation.recipientFileDamaged",
      "x.xlsx",
    )
    // An old binary workbook, and a picture.
    await expectRefused(
      Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]),
      "validation.recipientFileType",
      "x.xls",
    )
    await expectRefused(
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]),
      "validation.factorFileEncoding",
      "x.png",
    )
    await expectRefused(
      Buffer.from("Nimi;Puhelin\nYritys;040123\n"),
      "validation.recipientBusinessIdColumnMissing",
    )
    await expectRefused(
      await workbook([
        ["Business ID", "Email"],
        ...Array.from({ length: requestLimits.recipients + 1 }, (_, i) => [
          uniqueBusinessId(),
          `c${i}@example.com`,
        ]),
      ]),
      "validation.recipientFileTooManyRows",
      "x.xlsx",
    )
    const huge = await upload(requestId, Buffer.alloc(requestLimits.uploadBytes + 1, 0x41))
    expect(huge).toMatchObject({ status: 413, error: { _tag: "PayloadTooLarge" } })
    expect(await recipientsOf(requestId)).toEqual([])
  })

  it("changes nothing of a sent request", async () => {
    const { requestId } = await answeredRequest()
    const answer = await upload(requestId, goodCsv(), { replace: true })
    expect(answer).toMatchObject({ status: 409, error: { _tag: "RequestAlreadySent" } })
    expect(await recipientsOf(requestId)).toHaveLength(2)
  })
})

describe("the portfolio downloads", () => {
  it("makes one row per company from what it shared, with units, quality and the PCAF score", async () => {
    const { requestId, newcomer } = await answeredRequest()
    // A draft change after the answer is the company's own until it shares again.
    await db()("report_answers")
      .where({ report_id: supplierReport, question_id: "GrossScope1GreenhouseGasEmissions" })
      .update({ value: JSON.stringify({ amount: 999_999, unit: "tCO2e" }) })
    const answer = await download(requestRoutes.portfolioXlsx, requestId)
    expect(answer.status, answer.bytes.toString().slice(0, 300)).toBe(200)
    expect(answer.headers.get("content-disposition")).toContain(".xlsx")
    const [header, ...rows] = await workbookRows(answer.bytes)
    expect(header!.slice(0, 4)).toEqual(["Yritys", "Y-tunnus", "Yhteyshenkilön sähköposti", "Tila"])
    const scope1 = header!.findIndex((h) => String(h).startsWith("Scope 1") && String(h).includes("(tCO2e)"))
    expect(scope1, JSON.stringify(header)).toBeGreaterThan(0)
    expect(header![scope1 + 1]).toMatch(/laatu$/)
    expect(header![scope1 + 2]).toMatch(/PCAF-pisteet$/)
    expect(header!.at(-1)).toMatch(/VSME:n ulkopuolinen$/)
    expect(rows).toHaveLength(2)
    const shared = rows.find((r) => r[1] === supplierBusinessId)!
    expect(shared[0]).toBe("Toimittaja Oy")
    expect(shared[3]).toBe("jaettu")
    expect(shared[scope1]).toBe(116.3)
    expect(shared[scope1 + 1]).toBe("ilmoitettu")
    expect(shared[scope1 + 2]).toBe(2)
    expect(shared.at(-1)).toBe(true)
    const open = rows.find((r) => r[1] === newcomer)!
    expect(open[3]).toBe("lähetetty")
    expect(open[scope1] ?? null).toBeNull()

    const csv = await download(requestRoutes.portfolioCsv, requestId, { lang: "en" })
    expect(csv.status).toBe(200)
    const textCsv = csv.bytes.toString("utf8")
    expect(textCsv.startsWith("\uFEFFCompany,Business ID,Contact e-mail,Status")).toBe(true)
    expect(textCsv).toContain(",116.3,reported,2,")
    expect(textCsv).not.toContain("999999")
    expect(textCsv.split("\r\n").filter((l) => l !== "")).toHaveLength(3)
  })

  it("zips every shared company's xBRL-JSON, and a withdrawn answer leaves the downloads", async () => {
    const { requestId, shareId } = await answeredRequest()
    const zip = await download(requestRoutes.portfolioXbrl, requestId)
    expect(zip.status).toBe(200)
    expect(zip.headers.get("content-type")).toContain("application/zip")
    const entries = unzipSync(new Uint8Array(zip.bytes))
    const names = Object.keys(entries)
    expect(names).toHaveLength(1)
    expect(names[0]).toMatch(new RegExp(`^${supplierBusinessId}.*\\.xbrl\\.json$`))
    const document = JSON.parse(Buffer.from(entries[names[0]!]!).toString("utf8")) as {
      facts: Record<string, { dimensions: { concept: string } }>
    }
    const concepts = Object.values(document.facts).map((f) => f.dimensions.concept)
    expect(concepts).toContain("vsme:GrossScope1GreenhouseGasEmissions")
    // Only what was asked and shared: the bank's set has no turnover rate.
    expect(concepts).not.toContain("vsme:EmployeeTurnoverRate")
    // The company sees the bank downloaded its answer.
    const logged = await db()("share_access_log").where({ share_id: shareId, action: "download" })
    expect(logged.map((l: { format: string }) => l.format)).toContain("xbrlJson")

    expect((await server.call(supplierOwner, shareRevoke, { shareId }, supplier)).status).toBe(200)
    const after = unzipSync(new Uint8Array((await download(requestRoutes.portfolioXbrl, requestId)).bytes))
    expect(Object.keys(after)).toEqual([])
    const csv = (await download(requestRoutes.portfolioCsv, requestId)).bytes.toString("utf8")
    expect(csv).not.toContain("116.3")
  })

  it("refuses a language it does not write", async () => {
    const requestId = await newRequest()
    const answer = await download(requestRoutes.portfolioCsv, requestId, { lang: "de" })
    expect(answer.status).toBe(400)
  })
})
