// The browser tests' stand-ins for the outside world, started by playwright.config.ts as a web server:
//
// - an SMTP server (port E2E_SMTP_PORT) that keeps every mail the API sends, parsed;
// - an HTTP server (port E2E_SUPPORT_PORT) with
//   GET /mails?to=<address>   the mails to that address, oldest first, as JSON
//                             [{ to, subject, text, html, date }] (`to`: the envelope's recipients)
//   GET /opendata-ytj-api/v3/companies?businessId=…
//                             the business register (PRH Opendata YTJ v3) from the recordings in
//                             fixtures/prh/: Nokia's real answer for 0112038-9, the empty answer otherwise
//   GET /readyz               200 once both servers listen
//
// Plain Node, no build step. Stops cleanly on SIGTERM / SIGINT (Playwright's graceful shutdown).
import { readFileSync } from "node:fs"
import http from "node:http"
import path from "node:path"
import { fileURLToPath } from "node:url"
import { simpleParser } from "mailparser"
import { SMTPServer } from "smtp-server"

const host = "127.0.0.1"
const port = (name, fallback) => {
  const value = Number(process.env[name] ?? fallback)
  if (!Number.isInteger(value) || value <= 0 || value > 65535) throw new Error(`${name} is not a port`)
  return value
}
const smtpPort = port("E2E_SMTP_PORT", 4311)
const httpPort = port("E2E_SUPPORT_PORT", 4312)

const fixtures = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../../fixtures/prh")
const recording = (name) => readFileSync(path.join(fixtures, `${name}.json`), "utf8")
/**
 * A company whose main line of business is still a TOL 2008 (NACE Rev. 2) code, as the register gives
 * for many companies registered before 2025: the Nokia recording with its Business ID and line
 * replaced (62010 is programming in TOL 2008; the same digits are not a Rev. 2.1 class). Made up for
 * the tests, not a recording.
 */
const tol2008Company = () => {
  const answer = JSON.parse(recording("companies-0112038-9"))
  const company = answer.companies[0]
  company.businessId = { ...company.businessId, value: "1234567-1" }
  company.names = [
    { name: "Ohjelmapaja Oy", type: "1", registrationDate: "2015-03-01", version: 1, source: "1" },
  ]
  company.mainBusinessLine = {
    type: "62010",
    typeCodeSet: "TOIMI3",
    descriptions: [
      { languageCode: "1", description: "Ohjelmistojen suunnittelu ja valmistus" },
      { languageCode: "2", description: "Programvaruutveckling" },
      { languageCode: "3", description: "Computer programming activities" },
    ],
    registrationDate: "2015-03-01",
    source: "1",
  }
  return JSON.stringify(answer)
}
const register = new Map([
  ["0112038-9", recording("companies-0112038-9")],
  ["1234567-1", tol2008Company()],
])
const emptyAnswer = recording("companies-empty")

/** Every mail received, in order: the envelope's recipients (lower-case) and the parsed message. */
const mails = []

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS", "AUTH"],
  logger: false,
  onData(stream, session, callback) {
    const to = session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase())
    simpleParser(stream).then(
      (parsed) => {
        mails.push({
          to,
          subject: parsed.subject ?? "",
          text: parsed.text ?? "",
          html: typeof parsed.html === "string" ? parsed.html : "",
          date: (parsed.date ?? new Date()).toISOString(),
        })
        callback()
      },
      (error) => callback(error),
    )
  },
})
smtp.on("error", (error) => process.stderr.write(`smtp: ${error.message}\n`))

const send = (res, status, contentType, body) => {
  res.writeHead(status, { "content-type": contentType, "cache-control": "no-store" }).end(body)
}

const server = http.createServer((req, res) => {
  const url = new URL(req.url ?? "/", `http://${host}`)
  if (req.method !== "GET") return send(res, 405, "text/plain", "method not allowed")
  switch (url.pathname) {
    case "/readyz":
      return send(res, 200, "text/plain", "ok")
    case "/mails": {
      const to = (url.searchParams.get("to") ?? "").trim().toLowerCase()
      if (!to) return send(res, 400, "text/plain", "the query parameter `to` is missing")
      return send(res, 200, "application/json", JSON.stringify(mails.filter((mail) => mail.to.includes(to))))
    }
    case "/opendata-ytj-api/v3/companies": {
      const businessId = url.searchParams.get("businessId") ?? ""
      return send(res, 200, "application/json", register.get(businessId) ?? emptyAnswer)
    }
    default:
      return send(res, 404, "text/plain", "not found")
  }
})

await new Promise((resolve, reject) => {
  smtp.server.once("error", reject)
  smtp.listen(smtpPort, host, resolve)
})
await new Promise((resolve, reject) => {
  server.once("error", reject)
  server.listen(httpPort, host, resolve)
})
process.stdout.write(
  `e2e support: SMTP on ${host}:${smtpPort}, mails and register on http://${host}:${httpPort}\n`,
)

let stopping = false
const stop = (signal) => {
  if (stopping) return
  stopping = true
  process.stdout.write(`e2e support: ${signal}, stopping\n`)
  server.closeAllConnections()
  Promise.all([
    new Promise((resolve) => server.close(() => resolve())),
    new Promise((resolve) => smtp.close(() => resolve())),
  ]).then(
    () => process.exit(0),
    () => process.exit(1),
  )
  // A client that holds its SMTP connection open must not keep the test run waiting.
  setTimeout(() => process.exit(0), 2_000).unref()
}
process.once("SIGTERM", () => stop("SIGTERM"))
process.once("SIGINT", () => stop("SIGINT"))
