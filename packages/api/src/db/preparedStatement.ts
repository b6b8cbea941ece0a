/**
 * Query options that make PostgreSQL parse and plan a hot query once per connection instead of on
 * every call (decision 032): node-postgres sends a named statement the first time a connection runs
 * it and only binds values after that. Planning was most of the database's time on the calls every
 * page makes (the caller's session and membership: ~1 ms to plan, 0.15 ms to run).
 *
 * Rules for a query given a name:
 * - its SQL text never varies (no `whereIn` over a list of varying length, no optional clauses): one
 *   name, one text, or node-postgres refuses the second text;
 * - it names its columns (`select *` would fail with "cached plan must not change result type" after
 *   a migration adds a column under a running process).
 * On PGlite, `PgliteClient` (db/database.ts) sends it as a named statement the same way.
 */
export const preparedStatement = (name: string) => ({ name: `vsme_${name}` }) as const
