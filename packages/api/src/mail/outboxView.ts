import { Forbidden } from "@vsme/sdk"
import { isDevelopmentOutbox } from "./mailer.js"

/**
 * The superadmin's outbox view is for the development outbox only: with SMTP, or in staging and
 * production, queued mail may hold live links (reset, verification, invitation), and nobody reads
 * them through the service.
 */
export const requireDevelopmentOutbox = (config: {
  readonly appEnv: string
  readonly smtpUrl: string | undefined
}) => {
  if (!isDevelopmentOutbox(config)) throw new Forbidden()
}
