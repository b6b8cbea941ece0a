import { Schema } from "effect"

const boundedText = (max: number) =>
  Schema.String.pipe(Schema.maxLength(max, { message: () => "validation.tooLong" }))

/**
 * A UI crash report (spec §7): `{ level: 'error', data: { error, errorBoundaryId, currentPath,
 * componentStack } }`, posted to `/api/log`. Bounded so that a broken client cannot flood the log.
 */
export const CrashReport = Schema.Struct({
  level: Schema.Literal("error", "warn"),
  data: Schema.Struct({
    error: boundedText(4000),
    errorBoundaryId: boundedText(200),
    currentPath: boundedText(2000),
    componentStack: Schema.optional(boundedText(8000)),
    buildId: Schema.optional(boundedText(100)),
  }),
})
export type CrashReport = typeof CrashReport.Type

/** Largest crash-report body the server reads, in bytes. */
export const maxCrashReportBytes = 16 * 1024
