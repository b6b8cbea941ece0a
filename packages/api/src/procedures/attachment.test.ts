import { randomBytes } from "node:crypto"
import { crc32 } from "node:zlib"
import ExcelJS from "exceljs"
import { beforeEach, describe, expect, it } from "vitest"
import type { AccountId } from "@vsme/core"
import {
  attachmentDelete,
  attachmentList,
  attachmentRoutes,
  defaultAttachmentMaxBytes,
  dispositionFileName,
  filePath,
  reportCopy,
  reportDelete,
  type Attachment,
} from "@vsme/sdk"
import { loadConfig } from "../config.js"
import type { TestUser } from "../testing/index.js"
import { useTestServer, twoCompanies, newReport } from "../testing/apiKit.js"

/** A small limit for this file, so that "too large" is cheap to send; downloads still span chunks. */
const maxBytes = 2_000_000

const server = useTestServer({ env: { ATTACHMENT_MAX_BYTES: String(maxBytes) } })

const db = () => server.database.db
const missing = "00000000-0000-4000-8000-000000000000"

// ---- files of each kind ----------------------------------------------------------------------------

const pdf = (size = 400) => {
  const head = Buffer.from("%PDF-1.7\n%âãÏÓ\n1 0 obj << /Type /Catalog >> endobj\n")
  const tail = Buffer.from("\n%%EOF\n")
  return Buffer.concat([head, randomBytes(Math.max(0, size - head.length - tail.length)), tail])
}
const png = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
)
const jpeg = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
  Buffer.from("JFIF\0"),
  randomBytes(64),
])
const webp = (() => {
  const body = Buffer.concat([Buffer.from("WEBPVP8 "), Buffer.alloc(24)])
  const size = Buffer.alloc(4)
  size.writeUInt32LE(body.length)
  return Buffer.concat([Buffer.from("RIFF"), size, body])
})()
const exe = Buffer.concat([
  Buffer.from("MZ"),
  Buffer.alloc(62),
  Buffer.from("This program cannot be run in DOS mode"),
])

/** A zip archive with stored (uncompressed) entries, as Office and OpenDocument files are zips. */
const storedZip = (entries: ReadonlyArray<readonly [string, string]>) => {
  const locals: Buffer[] = []
  const centrals: Buffer[] = []
  let offset = 0
  for (const [name, text] of entries) {
    const data = Buffer.from(text)
    const fileName = Buffer.from(name)
    const crc = crc32(data)
    const local = Buffer.alloc(30)
    local.writeUInt32LE(0x04034b50, 0)
    local.writeUInt16LE(20, 4)
    local.writeUInt32LE(crc, 14)
    local.writeUInt32LE(data.length, 18)
    local.writeUInt32LE(data.length, 22)
    local.writeUInt16LE(fileName.length, 26)
    const central = Buffer.alloc(46)
    central.writeUInt32LE(0x02014b50, 0)
    central.writeUInt16LE(20, 4)
    central.writeUInt16LE(20, 6)
    central.writeUInt32LE(crc, 16)
    central.writeUInt32LE(data.length, 20)
    central.writeUInt32LE(data.length, 24)
    central.writeUInt16LE(fileName.length, 28)
    central.writeUInt32LE(offset, 42)
    locals.push(local, fileName, data)
    centrals.push(central, fileName)
    offset += local.length + fileName.length + data.length
  }
  const directory = Buffer.concat(centrals)
  const end = Buffer.alloc(22)
  end.writeUInt32LE(0x06054b50, 0)
  end.writeUInt16LE(entries.length, 8)
  end.writeUInt16LE(entries.length, 10)
  end.writeUInt32LE(directory.length, 12)
  end.writeUInt32LE(offset, 16)
  return Buffer.concat([...locals, directory, end])
}
const contentTypes = (main: string) =>
  `<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
  `<Override PartName="/word/document.xml" ContentType="${main}.main+xml"/></Types>`
const docx = storedZip([
  [
    "[Content_Types].xml",
    contentTypes("application/vnd.openxmlformats-officedocument.wordprocessingml.document"),
  ],
  ["word/document.xml", "<w:document/>"],
])
const docm = storedZip([
  ["[Content_Types].xml", contentTypes("application/vnd.ms-word.document.macroEnabled")],
  ["word/document.xml", "<w:document/>"],
])
const odt = storedZip([
  ["mimetype", "application/vnd.oasis.opendocument.text"],
  ["content.xml", "<office:document-content/>"],
])
const plainZip = storedZip([["readme.txt", "hello"]])
const xlsx = async () => {
  const workbook = new ExcelJS.Workbook()
  workbook.addWorksheet("Energia").addRow(["Sähkö", 1850])
  return Buffer.from(await workbook.xlsx.writeBuffer())
}

// ---- people and reports ----------------------------------------------------------------------------

/** Company A (owner alice, user bob) and company B (owner eve), fresh for every test. */
let alice: TestUser
let bob: TestUser
let eve: TestUser
let companyA: AccountId
let companyB: AccountId
let reportId: string
beforeEach(async () => {
  ;({ alice, bob, eve, companyA, companyB } = await twoCompanies(db()))
  reportId = await createReport(alice, companyA)
})

const createReport = (user: TestUser, accountId: AccountId) => newReport(server.as(user, accountId))

const uploadPath = (report: string, questionId = "NumberOfEmployees") =>
  filePath(attachmentRoutes.upload, { reportId: report, questionId })
const downloadPath = (attachmentId: string) => filePath(attachmentRoutes.download, { attachmentId })

const upload = (
  user: TestUser,
  bytes: Uint8Array,
  fileName: string,
  options: { report?: string; questionId?: string; accountId?: AccountId } = {},
) =>
  server.file(user, uploadPath(options.report ?? reportId, options.questionId), {
    accountId: options.accountId ?? companyA,
    upload: { bytes, fileName },
  })

const uploaded = async (user: TestUser, bytes: Uint8Array, fileName: string, questionId?: string) => {
  const res = await upload(user, bytes, fileName, questionId ? { questionId } : {})
  expect(res.status, res.bytes.toString()).toBe(201)
  return JSON.parse(res.bytes.toString()) as Attachment
}

const list = async (user = alice, accountId = companyA, input: Record<string, unknown> = { reportId }) =>
  server.call(user, attachmentList, input, accountId)

/** Attachments stored for company A's reports. */
const storedCount = async () =>
  Number(
    (
      (await db()("report_attachments as a")
        .join("reports as r", "r.id", "a.report_id")
        .where("r.account_id", companyA)
        .count("* as n")
        .first()) as { n: string | number }
    ).n,
  )

describe("attachments: another company", () => {
  it("cannot list, download, upload or delete them, and learns nothing of them", async () => {
    const own = await uploaded(alice, pdf(), "Sähkölasku.pdf")
    const before = await storedCount()

    const listed = await list(eve, companyB)
    expect([listed.status, listed.error?._tag]).toEqual([404, "NotFound"])

    const download = await server.file(eve, downloadPath(own.id), { accountId: companyB })
    expect([download.status, download.error?._tag]).toEqual([404, "NotFound"])
    expect(download.bytes.toString()).not.toContain("%PDF")

    const sent = await upload(eve, pdf(), "evil.pdf", { accountId: companyB })
    expect([sent.status, sent.error?._tag]).toEqual([404, "NotFound"])

    const deleted = await server.call(eve, attachmentDelete, { attachmentId: own.id }, companyB)
    expect([deleted.status, deleted.error?._tag]).toEqual([404, "NotFound"])

    // Naming company A from outside it is refused before anything else.
    const foreign = await upload(eve, pdf(), "evil.pdf", { accountId: companyA })
    expect([foreign.status, foreign.error?._tag]).toEqual([403, "Forbidden"])
    const foreignDownload = await server.file(eve, downloadPath(own.id), { accountId: companyA })
    expect(foreignDownload.status).toBe(403)

    expect(await storedCount()).toBe(before)
    expect((await list()).result).toHaveLength(1)
  })

  it("answers a guessed or missing id exactly like another company's", async () => {
    const download = await server.file(alice, downloadPath(missing), { accountId: companyA })
    expect([download.status, download.error?._tag]).toEqual([404, "NotFound"])
    const sent = await upload(alice, pdf(), "x.pdf", { report: missing })
    expect([sent.status, sent.error?._tag]).toEqual([404, "NotFound"])
  })
})

describe("attachments: upload, list, download", () => {
  it("stores a file with its name, type, size, uploader and time, and gives the same bytes back", async () => {
    const bytes = pdf(5000)
    const attachment = await uploaded(bob, bytes, "Sähkölasku tammikuu.pdf")
    expect(attachment).toMatchObject({
      reportId,
      questionId: "NumberOfEmployees",
      fileName: "Sähkölasku tammikuu.pdf",
      contentType: "application/pdf",
      sizeBytes: 5000,
      uploadedBy: { userId: bob.id, displayName: "Bob", email: bob.email },
      canDelete: true,
    })
    expect(Date.parse(attachment.createdAt)).not.toBeNaN()

    const listed = await list(alice)
    expect(listed.result).toEqual([{ ...attachment, canDelete: true }])

    const download = await server.file(bob, downloadPath(attachment.id), { accountId: companyA })
    expect(download.status).toBe(200)
    expect(download.bytes.equals(bytes)).toBe(true)
    expect(download.headers.get("content-type")).toBe("application/pdf")
    expect(download.headers.get("content-length")).toBe("5000")
    expect(download.headers.get("x-content-type-options")).toBe("nosniff")
    expect(download.headers.get("content-disposition")).toMatch(/^attachment;/)
    expect(dispositionFileName(download.headers.get("content-disposition"))).toBe("Sähkölasku tammikuu.pdf")
  })

  it("streams a file larger than one read slice byte for byte", async () => {
    const bytes = pdf(1_500_000)
    const attachment = await uploaded(alice, bytes, "mittarilukemat.pdf")
    const download = await server.file(alice, downloadPath(attachment.id), { accountId: companyA })
    expect(download.bytes.length).toBe(bytes.length)
    expect(download.bytes.equals(bytes)).toBe(true)
  })

  it("lists one question's attachments when asked, oldest first", async () => {
    const first = await uploaded(alice, pdf(), "a.pdf", "NumberOfEmployees")
    const second = await uploaded(alice, png, "b.png", "Turnover")
    const third = await uploaded(alice, png, "c.png", "Turnover")
    expect(((await list()).result as Attachment[]).map((a) => a.id)).toEqual([first.id, second.id, third.id])
    const turnover = await list(alice, companyA, { reportId, questionId: "Turnover" })
    expect((turnover.result as Attachment[]).map((a) => a.fileName)).toEqual(["b.png", "c.png"])
    const unknown = await list(alice, companyA, { reportId, questionId: "NoSuchQuestion" })
    expect([unknown.status, unknown.error?._tag]).toEqual([400, "InvalidInput"])
  })

  it("takes many uploads at once", async () => {
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        upload(i % 2 === 0 ? alice : bob, pdf(1000 + i), `liite-${i}.pdf`),
      ),
    )
    expect(results.map((r) => r.status)).toEqual(Array(12).fill(201))
    const listed = (await list()).result as Attachment[]
    expect(listed).toHaveLength(12)
    expect(new Set(listed.map((a) => a.fileName))).toEqual(new Set(results.map((_, i) => `liite-${i}.pdf`)))
    expect(listed.map((a) => a.sizeBytes).sort()).toEqual(
      Array.from({ length: 12 }, (_, i) => 1000 + i).sort(),
    )
  })

  it("refuses bad route parameters and empty files", async () => {
    const badId = await server.file(alice, downloadPath("not-a-uuid"), { accountId: companyA })
    expect([badId.status, badId.error?._tag]).toEqual([400, "InvalidInput"])
    const badQuestion = await upload(alice, pdf(), "x.pdf", { questionId: "NoSuchQuestion" })
    expect([badQuestion.status, badQuestion.error?._tag]).toEqual([400, "InvalidInput"])
    const empty = await upload(alice, new Uint8Array(0), "empty.pdf")
    expect(empty.status).toBe(400)
    expect(empty.error).toMatchObject({
      _tag: "InvalidInput",
      issues: [{ path: ["file"], message: "validation.cannotBeEmpty" }],
    })
    expect(await storedCount()).toBe(0)
  })
})

describe("attachments: size and type", () => {
  it("refuses a file over the configured limit and stores nothing; 20 MiB unless configured", async () => {
    expect(loadConfig({}).attachments.maxBytes).toBe(defaultAttachmentMaxBytes)
    expect(defaultAttachmentMaxBytes).toBe(20 * 1024 * 1024)
    const atLimit = await upload(alice, pdf(maxBytes), "raja.pdf")
    expect(atLimit.status).toBe(201)
    const over = await upload(alice, pdf(maxBytes + 1), "liian-iso.pdf")
    expect(over.status).toBe(413)
    expect(over.error).toEqual({ _tag: "PayloadTooLarge", limitBytes: maxBytes })
    expect(await storedCount()).toBe(1)
  })

  it("takes every allowed type, recognised from the content", async () => {
    const cases: Array<[Uint8Array, string, string]> = [
      [pdf(), "a.pdf", "application/pdf"],
      [png, "a.png", "image/png"],
      [jpeg, "a.jpg", "image/jpeg"],
      [webp, "a.webp", "image/webp"],
      [await xlsx(), "a.xlsx", "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"],
      [docx, "a.docx", "application/vnd.openxmlformats-officedocument.wordprocessingml.document"],
      [odt, "a.odt", "application/vnd.oasis.opendocument.text"],
      [Buffer.from("\ufeffvuosi;sähkö MWh\n2025;1850\n"), "energia.csv", "text/csv"],
      [Buffer.from("vuosi;s\xe4hk\xf6\r\n2025;1850\r\n", "latin1"), "windows.csv", "text/csv"],
      [Buffer.from("Mittarilukemat tammikuu–joulukuu\n"), "muistio.txt", "text/plain"],
    ]
    for (const [bytes, name, type] of cases) {
      const attachment = await uploaded(alice, bytes, name)
      expect([attachment.fileName, attachment.contentType]).toEqual([name, type])
      const download = await server.file(alice, downloadPath(attachment.id), { accountId: companyA })
      expect(download.headers.get("content-type")).toBe(type)
      expect(download.bytes.equals(Buffer.from(bytes))).toBe(true)
    }
  })

  it("goes by the content, not the name: a lying extension is corrected or the file refused", async () => {
    const renamed = await uploaded(alice, png, "kuitti.pdf")
    expect([renamed.fileName, renamed.contentType]).toEqual(["kuitti.png", "image/png"])
    const noExtension = await uploaded(alice, pdf(), "skannaus")
    expect(noExtension.fileName).toBe("skannaus.pdf")

    const refused: Array<[Uint8Array, string, string | null]> = [
      [exe, "lasku.pdf", "application/x-msdownload"],
      [plainZip, "raportti.xlsx", "application/zip"],
      [docm, "makrot.docx", "application/vnd.ms-word.document.macroenabled.12"],
      [Buffer.from("<!DOCTYPE html><script>alert(1)</script>"), "notes.txt", null],
      [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), "kuva.png", null],
      [Buffer.concat([Buffer.from("text"), Buffer.from([0, 1, 2, 3])]), "data.csv", null],
    ]
    for (const [bytes, name, detected] of refused) {
      const res = await upload(alice, bytes, name)
      expect(res.status, name).toBe(415)
      expect(res.error, name).toEqual({ _tag: "AttachmentTypeNotAllowed", detected })
    }
    expect(await storedCount()).toBe(2)
  })

  it("makes odd names safe, and downloads carry the stored name", async () => {
    const names: Array<[string, string]> = [
      ["../../etc/passwd.pdf", "passwd.pdf"],
      ["C:\\Users\\olga\\Raportti ö.pdf", "Raportti ö.pdf"],
      ["invoice\u202Efdp.exe", "invoicefdp.pdf"],
      ['"quoted"\r\nname.pdf', "_quoted_name.pdf"],
      ["", "attachment.pdf"],
      ["CON.pdf", "attachment_CON.pdf"],
      [`${"x".repeat(400)}.pdf`, `${"x".repeat(146)}.pdf`],
    ]
    for (const [sent, stored] of names) {
      const attachment = await uploaded(alice, pdf(), sent)
      expect(attachment.fileName).toBe(stored)
      const download = await server.file(alice, downloadPath(attachment.id), { accountId: companyA })
      expect(dispositionFileName(download.headers.get("content-disposition"))).toBe(stored)
    }
  })
})

describe("attachments: delete, locked reports, copies", () => {
  it("lets the uploader or an owner delete, not a colleague", async () => {
    const alices = await uploaded(alice, pdf(), "alice.pdf")
    const bobs = await uploaded(bob, pdf(), "bob.pdf")
    expect(((await list(bob)).result as Attachment[]).map((a) => a.canDelete)).toEqual([false, true])

    const refused = await server.call(bob, attachmentDelete, { attachmentId: alices.id }, companyA)
    expect([refused.status, refused.error?._tag]).toEqual([403, "Forbidden"])
    expect((await server.call(alice, attachmentDelete, { attachmentId: bobs.id }, companyA)).status).toBe(200)
    expect((await server.call(alice, attachmentDelete, { attachmentId: alices.id }, companyA)).status).toBe(
      200,
    )
    expect((await list()).result).toEqual([])
    const gone = await server.file(alice, downloadPath(alices.id), { accountId: companyA })
    expect(gone.status).toBe(404)
  })

  it("keeps a locked report's attachments: listed and downloaded, never added or deleted", async () => {
    const attachment = await uploaded(alice, pdf(), "lukittu.pdf")
    await db()("reports").where({ id: reportId }).update({ state: "locked" })

    expect(((await list()).result as Attachment[])[0]!.canDelete).toBe(false)
    const download = await server.file(alice, downloadPath(attachment.id), { accountId: companyA })
    expect(download.status).toBe(200)
    const sent = await upload(alice, pdf(), "uusi.pdf")
    expect([sent.status, sent.error?._tag]).toEqual([409, "ReportLocked"])
    const deleted = await server.call(alice, attachmentDelete, { attachmentId: attachment.id }, companyA)
    expect([deleted.status, deleted.error?._tag]).toEqual([409, "ReportLocked"])
    expect(await storedCount()).toBe(1)
  })

  it("copies attachments with a report only when asked", async () => {
    const bytes = pdf(3000)
    const original = await uploaded(bob, bytes, "todiste.pdf", "Turnover")
    const plain = await server.call(alice, reportCopy, { reportId }, companyA)
    expect((await list(alice, companyA, { reportId: plain.result.id })).result).toEqual([])

    const withFiles = await server.call(alice, reportCopy, { reportId, withAttachments: true }, companyA)
    const copied = (await list(alice, companyA, { reportId: withFiles.result.id })).result as Attachment[]
    expect(copied).toHaveLength(1)
    expect(copied[0]).toMatchObject({
      fileName: "todiste.pdf",
      questionId: "Turnover",
      sizeBytes: 3000,
      uploadedBy: { userId: bob.id },
      createdAt: original.createdAt,
    })
    expect(copied[0]!.id).not.toBe(original.id)
    const download = await server.file(alice, downloadPath(copied[0]!.id), { accountId: companyA })
    expect(download.bytes.equals(bytes)).toBe(true)
  })

  it("go with their report when it is deleted", async () => {
    await uploaded(alice, pdf(), "a.pdf")
    expect((await server.call(alice, reportDelete, { reportId }, companyA)).status).toBe(200)
    expect(await storedCount()).toBe(0)
  })
})
