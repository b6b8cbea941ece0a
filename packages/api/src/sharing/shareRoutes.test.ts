import { createHash } from "node:crypto"
import { mkdtempSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { beforeEach, describe, expect, it } from "vitest"
import type { AccountId } from "@vsme/core"
import {
  filePath,
  receivedShareRoutes,
  reportDelete,
  shareAccessLog,
  shareCreate,
  sharePublishUpdate,
  shareRevoke,
} from "@vsme/sdk"
import { insertAccount, insertSampleReport, insertUser, type TestUser } from "../testing/index.js"
import { subscribedCompany, useTestServer } from "../testing/apiKit.js"

const webDist = mkdtempSync(path.join(tmpdir(), "vsme-share-web-"))
writeFileSync(path.join(webDist, "index.html"), "<!doctype html><title>app</title><div id=root></div>")

const server = useTestServer({ env: { WEB_DIST: webDist } })
const db = () => server.database.db

/** Lataaja Oy (owner Olli) with the sample report, and another company; both subscribed. */
let owner: TestUser
let stranger: TestUser
let company: AccountId
let otherCompany: AccountId
let reportId: string

beforeEach(async () => {
  ;({ owner, company } = await subscribedCompany(db(), { name: "Lataaja Oy", ownerName: "Olli" }))
  ;({ owner: stranger, company: otherCompany } = await subscribedCompany(db()))
  reportId = await insertSampleReport(db(), company, owner.id)
})

const share = async (input: Record<string, unknown> = {}) => {
  const answer = await server.call(
    owner,
    shareCreate,
    {
      reportId,
      scope: { kind: "whole" },
      includeAttachments: false,
      recipient: { kind: "link" },
      onBehalfOfCompany: true,
      ...input,
    },
    company,
  )
  expect(answer.status, JSON.stringify(answer)).toBe(200)
  const token = (answer.result.link as string).split("/s/")[1]!
  return { id: answer.result.id as string, token }
}

const get = (urlPath: string, headers: Record<string, string> = {}) =>
  fetch(`${server.url}${urlPath}`, { headers: { accept: "*/*", ...headers } })

const logOf = async (shareId: string) =>
  (
    (await server.call(owner, shareAccessLog, { shareId }, company)).result as {
      entries: Array<{
        action: string
        format: string | null
        version: number | null
        viewer: Record<string, string>
      }>
    }
  ).entries

describe("downloads of a link share", () => {
  it("serve the three formats of the snapshot, each logged as a download or a machine fetch", async () => {
    const { id, token } = await share({ scope: { kind: "disclosures", disclosures: ["B3"] } })
    const xlsx = await get(`/api/s/${token}/v/1/report.xlsx?lang=fi&download=1`)
    expect(xlsx.status).toBe(200)
    expect(xlsx.headers.get("content-disposition")).toMatch(/^attachment;.*Lataaja Oy/)
    expect(
      Buffer.from(await xlsx.arrayBuffer())
        .subarray(0, 2)
        .toString(),
    ).toBe("PK")
    const inline = await get(`/api/s/${token}/v/1/report.xhtml?lang=sv&download=1`)
    expect(await inline.text()).toContain("Lataaja Oy")
    // The documented URL a bank's system fetches: the newest version, with the link alone.
    const fetched = await get(`/api/s/${token}/xbrl.json`, { "user-agent": "curl/8.5.0" })
    expect(fetched.status).toBe(200)
    expect(fetched.headers.get("content-disposition")).toMatch(/^inline;/)
    const document = (await fetched.json()) as {
      facts: Record<string, { value: unknown; dimensions: Record<string, string> }>
    }
    const concepts = Object.values(document.facts).map((f) => f.dimensions.concept)
    expect(concepts).toContain("vsme:GrossScope1GreenhouseGasEmissions")
    // Outside the scope: B1's headcount and turnover are not in a share of B3; the intensity, which
    // divides by the turnover, keeps the value it had over the whole report.
    expect(concepts).not.toContain("vsme:NumberOfEmployees")
    expect(concepts).not.toContain("vsme:Turnover")
    expect(concepts).toContain("vsme:TotalLocationBasedGreenhouseGasEmissionsIntensityValue")
    const log = await logOf(id)
    expect(log.map((e) => [e.action, e.format])).toEqual([
      ["fetch", "xbrlJson"],
      ["download", "inlineXbrl"],
      ["download", "xlsx"],
    ])
    expect(log[0]!.viewer).toEqual({ kind: "link", address: "127.0.0.x", browser: "other" })
  })

  it("carry the link's private headers and never write the token to the log", async () => {
    const { token } = await share()
    for (const urlPath of [`/api/s/${token}/xbrl.json`, `/s/${token}`]) {
      const answer = await get(urlPath, { accept: "text/html,*/*" })
      expect(answer.status, urlPath).toBe(200)
      expect(answer.headers.get("cache-control")).toBe("no-store")
      expect(answer.headers.get("referrer-policy")).toBe("no-referrer")
      expect(answer.headers.get("x-robots-tag")).toContain("noindex")
    }
    expect(JSON.stringify(server.logLines())).not.toContain(token)
  })

  it("need the passcode in its header when the link has one", async () => {
    const { token } = await share({ passcode: "salainen1" })
    const without = await get(`/api/s/${token}/xbrl.json`)
    expect(without.status).toBe(403)
    expect(((await without.json()) as { error: { _tag: string } }).error._tag).toBe("SharePasscodeRequired")
    expect((await get(`/api/s/${token}/xbrl.json`, { "x-share-passcode": "väärin12" })).status).toBe(403)
    expect((await get(`/api/s/${token}/xbrl.json`, { "x-share-passcode": "salainen1" })).status).toBe(200)
  })

  it("stop at once when the share is withdrawn: the page answers 410 and so does every download", async () => {
    const { id, token } = await share()
    await server.call(owner, shareRevoke, { shareId: id }, company)
    const page = await get(`/s/${token}`, { accept: "text/html", "accept-language": "fi-FI,fi;q=0.9" })
    expect(page.status).toBe(410)
    const html = await page.text()
    expect(html).toContain("Tämä jaettu raportti ei ole enää saatavilla.")
    expect(html).not.toContain("Lataaja")
    for (const suffix of ["xbrl.json", "v/1/report.xlsx", "v/1/report.xhtml"]) {
      expect((await get(`/api/s/${token}/${suffix}`)).status, suffix).toBe(410)
    }
    expect((await get(`/s/${"Q".repeat(43)}`, { accept: "text/html" })).status).toBe(404)
  })

  it("refuse malformed tokens and versions with 400, never 500", async () => {
    const { token } = await share()
    expect((await get(`/api/s/not-a-token/xbrl.json`)).status).toBe(400)
    expect((await get(`/api/s/${token}/v/0/report.xlsx`)).status).toBe(400)
    expect((await get(`/api/s/${token}/v/abc/report.xlsx`)).status).toBe(400)
    expect((await get(`/api/s/${token}/v/2/report.xlsx`)).status).toBe(404)
    expect((await get(`/api/s/${token}/v/1/report.xlsx?lang=de`)).status).toBe(400)
  })
})

describe("shared attachments", () => {
  const attach = async (questionId: string, text: string) => {
    const content = Buffer.from(`%PDF-1.4 ${text}`)
    const [row] = (await db()("report_attachments")
      .insert({
        report_id: reportId,
        question_id: questionId,
        file_name: `${text}.pdf`,
        content_type: "application/pdf",
        size_bytes: content.length,
        sha256: createHash("sha256").update(content).digest("hex"),
        content,
        uploaded_by: owner.id,
      })
      .returning("id")) as Array<{ id: string }>
    return { id: row!.id, content }
  }

  it("are copied only when asked and only for shared questions, and outlive the report's own copy", async () => {
    const inScope = await attach("GrossScope1GreenhouseGasEmissions", "polttoainelaskut")
    await attach("NumberOfEmployees", "palkkalista")
    const without = await share({ scope: { kind: "disclosures", disclosures: ["B3"] } })
    const withFiles = await share({
      scope: { kind: "disclosures", disclosures: ["B3"] },
      includeAttachments: true,
    })
    const open = async (token: string) =>
      (
        (await (
          await fetch(`${server.url}/api/rpc/share.open`, {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify([{ token }]),
          })
        ).json()) as Array<{ result: { snapshot: { attachments: Array<{ id: string; fileName: string }> } } }>
      )[0]!.result
    expect((await open(without.token)).snapshot.attachments).toEqual([])
    const listed = (await open(withFiles.token)).snapshot.attachments
    expect(listed.map((a) => a.fileName)).toEqual(["polttoainelaskut.pdf"])
    expect(listed[0]!.id).not.toBe(inScope.id)
    await db()("report_attachments").where({ id: inScope.id }).delete()
    const download = await get(`/api/s/${withFiles.token}/v/1/attachments/${listed[0]!.id}?download=1`)
    expect(download.status).toBe(200)
    expect(Buffer.from(await download.arrayBuffer())).toEqual(inScope.content)
    expect(download.headers.get("content-disposition")).toMatch(/^attachment;/)
    // The live attachment's id leads nowhere through the share.
    expect((await get(`/api/s/${withFiles.token}/v/1/attachments/${inScope.id}`)).status).toBe(404)
  })
})

describe("a share whose report is deleted", () => {
  it("stays readable, and cannot be updated", async () => {
    const { id, token } = await share()
    expect((await server.call(owner, reportDelete, { reportId }, company)).status).toBe(200)
    expect((await get(`/api/s/${token}/xbrl.json`)).status).toBe(200)
    expect(await server.call(owner, sharePublishUpdate, { shareId: id }, company)).toMatchObject({
      status: 409,
      error: { _tag: "ShareReportDeleted" },
    })
  })
})

describe("downloads of a received report", () => {
  it("are for the receiving company's members only, and logged with the person", async () => {
    const bank = await insertUser(db(), { displayName: "Pirjo" })
    const bankAccount = await insertAccount(db(), { name: "Pankki Oyj", members: [[bank, "user"]] })
    const bankId = (
      (await db()("accounts").where({ id: bankAccount }).first("business_id")) as { business_id: string }
    ).business_id
    const created = await server.call(
      owner,
      shareCreate,
      {
        reportId,
        scope: { kind: "basic" },
        includeAttachments: false,
        recipient: { kind: "organisation", businessId: bankId },
        onBehalfOfCompany: true,
      },
      company,
    )
    const shareId = created.result.id as string
    const route = filePath(receivedShareRoutes.xlsx, { shareId, version: "1" })
    expect((await server.file(stranger, route, { accountId: otherCompany })).status).toBe(404)
    const download = await server.file(bank, route, { accountId: bankAccount, query: { lang: "en" } })
    expect(download.status).toBe(200)
    expect(download.bytes.subarray(0, 2).toString()).toBe("PK")
    expect((await logOf(shareId))[0]).toMatchObject({
      action: "download",
      format: "xlsx",
      viewer: { kind: "person", displayName: "Pirjo", organisation: "Pankki Oyj" },
    })
  })
})
