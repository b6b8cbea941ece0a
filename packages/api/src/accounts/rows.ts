/** Timestamps come back as Date from `pg` and PGlite alike; strings are accepted for safety. */
export const iso = (value: Date | string): string => new Date(value).toISOString()

export const isoOrNull = (value: Date | string | null | undefined): string | null =>
  value === null || value === undefined ? null : iso(value)

/** PostgreSQL's unique_violation, for the inserts that race with another request. */
export const isUniqueViolation = (error: unknown, constraint?: string) =>
  typeof error === "object" &&
  error !== null &&
  (error as { code?: unknown }).code === "23505" &&
  (constraint === undefined ||
    String((error as { constraint?: unknown }).constraint ?? (error as Error).message).includes(constraint))
