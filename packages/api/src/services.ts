import type { Config } from "./config.js"
import type { Db } from "./db/database.js"
import { createTokenSigner, type TokenSigner } from "./identity/accessTokens.js"
import { createAttestation, type Attestation } from "./identity/attestation.js"
import { loadSigningSecret, sha256Hex } from "./identity/secrets.js"
import type { Logger } from "./log.js"
import { createMailer, type Mailer } from "./mail/mailer.js"

/**
 * What handlers use besides the database, built once per process: the clock (tests move it), the
 * token signer, app attestation and the mailer.
 */
export interface Services {
  readonly now: () => Date
  readonly signer: TokenSigner
  readonly attestation: Attestation
  readonly mailer: Mailer
  /** Where links in mails point: PUBLIC_URL, else the server's own address once it listens. */
  readonly publicUrl: string
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
  return {
    now: options.now ?? (() => new Date()),
    signer,
    // A key of its own for challenges, derived so that one secret configures the installation.
    attestation: createAttestation({
      hmacKey: sha256Hex(`altcha:${secret}`),
      maxNumber: options.config.attestationMaxNumber,
      signer,
    }),
    mailer: createMailer({
      db: options.db,
      smtpUrl: options.config.smtpUrl,
      from: options.config.mailFrom,
      logger: options.logger,
    }),
    get publicUrl() {
      return (options.config.publicUrl ?? options.url()).replace(/\/+$/, "")
    },
  }
}
