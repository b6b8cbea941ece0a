import { simpleParser, type ParsedMail } from "mailparser"
import type { AddressInfo } from "node:net"
import { SMTPServer } from "smtp-server"

/**
 * A real SMTP server in the test process that keeps every message it receives, parsed. Tests point
 * SMTP_URL at it and follow the links in the mails. `greetingDelayMs` makes it a slow server: it
 * waits that long before greeting each connection. With `parse: false` it keeps only each message's
 * envelope recipients (`delivered`), reading the data without parsing it: the bench counts thousands
 * of mails and must not spend the machine's CPU on parsing them.
 */
export const startSmtpSink = async (
  options: { readonly greetingDelayMs?: number; readonly parse?: boolean } = {},
) => {
  const pendingGreetings = new Set<NodeJS.Timeout>()
  const messages: ParsedMail[] = []
  /** The envelope recipients of every message accepted, in the order they arrived. */
  const delivered: string[] = []
  let connections = 0
  const waiters: Array<() => void> = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    // Connections still open when the test ends are cut after a second, not thirty.
    closeTimeout: 1000,
    onConnect(_session, callback) {
      connections++
      if (!options.greetingDelayMs) return callback()
      const timer = setTimeout(() => {
        pendingGreetings.delete(timer)
        callback()
      }, options.greetingDelayMs)
      pendingGreetings.add(timer)
    },
    onData(stream, session, callback) {
      const accepted = () => delivered.push(...session.envelope.rcptTo.map((r) => r.address))
      if (options.parse === false) {
        stream.on("end", () => {
          accepted()
          callback()
        })
        stream.resume()
        return
      }
      simpleParser(stream)
        .then((mail) => {
          accepted()
          messages.push(mail)
          waiters.splice(0).forEach((wake) => wake())
          callback()
        })
        .catch((error: Error) => callback(error))
    },
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const { port } = server.server.address() as AddressInfo

  /** The next message to this address (waits up to `timeoutMs`, 10 s by default). */
  const waitFor = async (
    to: string,
    predicate: (m: ParsedMail) => boolean = () => true,
    timeoutMs = 10_000,
  ) => {
    const deadline = Date.now() + timeoutMs
    for (;;) {
      const found = messages.find((m) => !taken.has(m) && JSON.stringify(m.to).includes(to) && predicate(m))
      if (found) {
        taken.add(found)
        return found
      }
      if (Date.now() > deadline) throw new Error(`no mail to ${to}`)
      await new Promise<void>((resolve) => {
        waiters.push(resolve)
        setTimeout(resolve, 200)
      })
    }
  }
  const taken = new Set<ParsedMail>()

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    delivered,
    /** How many connections clients have opened so far. */
    connections: () => connections,
    waitFor,
    /** The first link in a mail's plain text that points at `path`. */
    linkIn: (mail: ParsedMail, path: string) => {
      const match = new RegExp(`https?://\\S+${path.replace(/[/?]/g, "\\$&")}\\?token=[A-Za-z0-9_%-]+`).exec(
        mail.text ?? "",
      )
      if (!match) throw new Error(`no ${path} link in mail`)
      return new URL(match[0])
    },
    close: () => {
      pendingGreetings.forEach((timer) => clearTimeout(timer))
      return new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
