import { pino, type Logger } from "pino"

export type { Logger }

/** Structured JSON log lines on stdout; one line per request, crash report and lifecycle event. */
export const createLogger = (level: string, destination?: pino.DestinationStream): Logger =>
  pino(
    {
      level,
      base: { service: "vsme-api" },
      timestamp: pino.stdTimeFunctions.isoTime,
      redact: { paths: ["req.headers.authorization", "req.headers.cookie"], censor: "[redacted]" },
    },
    destination,
  )
