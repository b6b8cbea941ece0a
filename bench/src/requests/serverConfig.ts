/** Where the requests bench's servers keep their data and send their mail. */
export interface RequestsServerPlace {
  readonly smtpUrl: string
  readonly dataDir: string
  /** A PostgreSQL database of the run; PGlite in `dataDir` without it. */
  readonly databaseUrl: string | undefined
}

/**
 * The environment of the requests bench's servers, the seeding one and the measured one: the same
 * database and folder, mailing through SMTP to the bench's sink as production mails through its
 * relay, and nothing else leaving the machine.
 */
export const requestsServerEnv = (place: RequestsServerPlace, logLevel: string): Record<string, string> => ({
  PORT: "0",
  HOST: "127.0.0.1",
  DATA_DIR: place.dataDir,
  LOG_LEVEL: logLevel,
  DEMO_DATA: "off",
  BILLING_JOBS: "off",
  SMTP_URL: place.smtpUrl,
  ...(place.databaseUrl ? { DATABASE_URL: place.databaseUrl } : {}),
  PRH_BASE_URL: "http://127.0.0.1:9",
  AI_BASE_URL: "http://127.0.0.1:9",
})

/** The place as the bench hands it to a child process (BENCH_SMTP_URL, BENCH_DATA_DIR, BENCH_DATABASE_URL). */
export const placeFromEnv = (): RequestsServerPlace => {
  const smtpUrl = process.env.BENCH_SMTP_URL
  const dataDir = process.env.BENCH_DATA_DIR
  if (!smtpUrl || !dataDir) throw new Error("the requests bench needs BENCH_SMTP_URL and BENCH_DATA_DIR")
  return { smtpUrl, dataDir, databaseUrl: process.env.BENCH_DATABASE_URL }
}
