import type { Config } from "./config.js"
import type { Db } from "./db/database.js"
import { createTokenSigner, type TokenSigner } from "./identity/accessTokens.js"
import { createAttestation, type Attestation } from "./identity/attestation.js"
import { loadSigningSecret, sha256Hex } from "./identity/secrets.js"
import type { Logger } from "./log.js"
import { createMailer, type Mailer } from "./mail/mailer.js"
import { outboxOperator } from "./billing/einvoiceOperator.js"
import { createInvoiceDelivery, type InvoiceDelivery } from "./billing/invoiceDelivery.js"
import { createLinkSealer, type LinkSealer } from "./sharing/linkTokens.js"
import { createRequestJobs, type RequestJobs } from "./requests/requestJobs.js"

/**
 * What handlers use besides the database, built once per process: the clock (tests move it), the
 * token signer, app attestation and the mailer.
 */
export interface Services {
  readonly now: () => Date
  readonly signer: TokenSigner
  readonly attestation: Attestation
  readonly mailer: Mailer
  /** Delivery of issued invoices: to the e-invoice operator or, as a copy, by mail (issue 9). */
  readonly invoices: InvoiceDelivery
  /** Where links in mails point: PUBLIC_URL, else the server's own address once it listens. */
  readonly publicUrl: string
  /** Keeps share links readable for their owners (sharing/linkTokens.ts). */
  readonly shareLinks: LinkSealer
  /** Sending data requests and their reminders, in the background (requests/requestJobs.ts). */
  readonly requestJobs: RequestJobs
}

export const createServices = async (options: {
  readonly config: Config
  readonly db: Db
  readonly logger: Logger
  /** The server's own address; read when a link is made, so it may be known only after listening. */
  readonly url: () => string
  readonly now?: () => Date
}): Promise<Services> => {
  const secret = await loadSigningSecret(options.db, options.config.authSecret)
  const signer = createTokenSigner(secret)
  const now = options.now ?? (() => new Date())
  const mailer = createMailer({
    db: options.db,
    smtpUrl: options.config.smtpUrl,
    from: options.config.mailFrom,
    logger: options.logger,
    appEnv: options.config.appEnv,
    smtpTimeoutMs: options.config.smtpTimeoutMs,
  })
  const publicUrl = () => (options.config.publicUrl ?? options.url()).replace(/\/+$/, "")
  return {
    now,
    signer,
    // A key of its own for challenges, derived so that one secret configures the installation.
    attestation: createAttestation({
      hmacKey: sha256Hex(`altcha:${secret}`),
      maxNumber: options.config.attestationMaxNumber,
      signer,
    }),
    mailer,
    shareLinks: createLinkSealer(secret),
    invoices: createInvoiceDelivery({
      db: options.db,
      operator: outboxOperator(options.config.dataDir),
      mailer,
      logger: options.logger,
      now,
    }),
    requestJobs: createRequestJobs({ db: options.db, mailer, logger: options.logger, now, publicUrl }),
    get publicUrl() {
      return publicUrl()
    },
  }
}
