import { Either, ParseResult, Schema } from "effect"
import { readFileSync } from "node:fs"
import path from "node:path"
import { fileURLToPath } from "node:url"
import type { BillingSeller } from "@vsme/core"
import { billingSellerFrom } from "./billing/billingConfig.js"

/** The checkout's root: where `fixtures/` and `build-id.json` live (from src/ and from dist/ alike). */
export const workspaceRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..")

const Port = Schema.NumberFromString.pipe(Schema.int(), Schema.between(0, 65535))
const PositiveInt = Schema.NumberFromString.pipe(Schema.int(), Schema.positive())

/**
 * How many reverse proxies in front of the API append to X-Forwarded-For: a number of hops (0–10),
 * `true` for one and `false` for none. Only that many entries, counted from the right, come from
 * proxies we run; whatever a client wrote to the left of them is ignored.
 */
const TrustedProxyHops = Schema.Union(
  Schema.transform(Schema.Literal("true", "false"), Schema.Number, {
    strict: true,
    decode: (flag) => (flag === "true" ? 1 : 0),
    encode: (hops) => (hops === 0 ? ("false" as const) : ("true" as const)),
  }),
  Schema.NumberFromString.pipe(Schema.int(), Schema.between(0, 10)),
)

/**
 * Every setting of the API, read from the environment once at start-up. Unknown or malformed values
 * stop the process with a message naming the variable (the README lists each one).
 */
const Env = Schema.Struct({
  PORT: Schema.optionalWith(Port, { default: () => 3000 }),
  HOST: Schema.optionalWith(Schema.NonEmptyTrimmedString, { default: () => "127.0.0.1" }),
  APP_ENV: Schema.optionalWith(Schema.Literal("dev", "staging", "production"), {
    default: () => "dev" as const,
  }),
  DATA_DIR: Schema.optionalWith(Schema.NonEmptyTrimmedString, {
    default: () => path.join(workspaceRoot, "data"),
  }),
  DATABASE_URL: Schema.optional(Schema.NonEmptyTrimmedString.pipe(Schema.pattern(/^postgres(ql)?:\/\//))),
  LOG_LEVEL: Schema.optionalWith(
    Schema.Literal("fatal", "error", "warn", "info", "debug", "trace", "silent"),
    {
      default: () => "info" as const,
    },
  ),
  BUILD_ID: Schema.optional(Schema.NonEmptyTrimmedString),
  WEB_DIST: Schema.optionalWith(Schema.NonEmptyTrimmedString, {
    default: () => path.join(workspaceRoot, "packages/web/dist"),
  }),
  PUBLIC_URL: Schema.optional(Schema.NonEmptyTrimmedString.pipe(Schema.pattern(/^https?:\/\//))),
  RPC_MAX_BODY_BYTES: Schema.optionalWith(PositiveInt, { default: () => 1024 * 1024 }),
  SHUTDOWN_TIMEOUT_MS: Schema.optionalWith(PositiveInt, { default: () => 10_000 }),
  AUTH_SECRET: Schema.optional(Schema.String.pipe(Schema.minLength(32))),
  SMTP_URL: Schema.optional(Schema.NonEmptyTrimmedString.pipe(Schema.pattern(/^smtps?:\/\//))),
  MAIL_FROM: Schema.optionalWith(Schema.NonEmptyTrimmedString, {
    default: () => "VSME <no-reply@localhost>",
  }),
  SMTP_TIMEOUT_MS: Schema.optionalWith(PositiveInt, { default: () => 10_000 }),
  ATTESTATION_MAX_NUMBER: Schema.optionalWith(PositiveInt, { default: () => 50_000 }),
  TRUST_PROXY: Schema.optionalWith(TrustedProxyHops, { default: () => 0 }),
  OIDC_GOOGLE_ISSUER: Schema.optionalWith(Schema.NonEmptyTrimmedString.pipe(Schema.pattern(/^https?:\/\//)), {
    default: () => "https://accounts.google.com",
  }),
  OIDC_GOOGLE_CLIENT_ID: Schema.optional(Schema.NonEmptyTrimmedString),
  OIDC_GOOGLE_CLIENT_SECRET: Schema.optional(Schema.NonEmptyTrimmedString),
  DEMO_DATA: Schema.optional(Schema.Literal("on", "off")),
  PRH_BASE_URL: Schema.optionalWith(Schema.NonEmptyTrimmedString.pipe(Schema.pattern(/^https?:\/\//)), {
    default: () => "https://avoindata.prh.fi/opendata-ytj-api/v3",
  }),
  PRH_TIMEOUT_MS: Schema.optionalWith(PositiveInt, { default: () => 8_000 }),
  BILLING_SELLER: Schema.optional(Schema.NonEmptyTrimmedString),
  BILLING_JOBS: Schema.optionalWith(Schema.Literal("on", "off"), { default: () => "on" as const }),
  READ_CACHE: Schema.optionalWith(Schema.Literal("on", "off"), { default: () => "on" as const }),
  CUSTOMER_SERVICE_EMAIL: Schema.optional(
    Schema.NonEmptyTrimmedString.pipe(Schema.maxLength(254), Schema.pattern(/^[^\s@]+@[^\s@]+$/)),
  ),
  CUSTOMER_SERVICE_PHONE: Schema.optional(
    Schema.NonEmptyTrimmedString.pipe(Schema.maxLength(40), Schema.pattern(/^\+?[0-9 ()-]+$/)),
  ),
  ATTACHMENT_MAX_BYTES: Schema.optionalWith(PositiveInt, { default: () => 20 * 1024 * 1024 }),
  AI_BASE_URL: Schema.optionalWith(Schema.NonEmptyTrimmedString.pipe(Schema.pattern(/^https?:\/\//)), {
    default: () => "https://api.openai.com/v1",
  }),
  AI_API_KEY: Schema.optional(Schema.NonEmptyTrimmedString),
  AI_MODEL: Schema.optional(Schema.NonEmptyTrimmedString),
  AI_TIMEOUT_MS: Schema.optionalWith(PositiveInt, { default: () => 120_000 }),
  AI_DAILY_LIMIT: Schema.optionalWith(PositiveInt, { default: () => 20 }),
  AI_STREAM: Schema.optionalWith(Schema.Literal("on", "off"), { default: () => "on" as const }),
  CLIENT_ACCOUNTS_PER_DAY: Schema.optionalWith(PositiveInt.pipe(Schema.lessThanOrEqualTo(100_000)), {
    default: () => 300,
  }),
})

export type Config = {
  readonly port: number
  readonly host: string
  readonly appEnv: "dev" | "staging" | "production"
  readonly dataDir: string
  readonly databaseUrl: string | undefined
  readonly logLevel: typeof Env.Type.LOG_LEVEL
  readonly buildId: string
  readonly webDist: string
  readonly publicUrl: string | undefined
  readonly rpcMaxBodyBytes: number
  readonly shutdownTimeoutMs: number
  /** Signs access and attestation tokens; when unset, a random secret is kept in the database. */
  readonly authSecret: string | undefined
  readonly smtpUrl: string | undefined
  readonly mailFrom: string
  /** Each of the SMTP connection, greeting and socket-inactivity timeouts (mail is sent in the background). */
  readonly smtpTimeoutMs: number
  /** Proof-of-work difficulty: the largest number a client may have to try (ALTCHA maxnumber). */
  readonly attestationMaxNumber: number
  readonly googleOidc:
    { readonly issuer: string; readonly clientId: string; readonly clientSecret: string } | undefined
  /**
   * How many reverse proxies in front of us set X-Forwarded-For/-Proto (0: none, the default). The
   * client address is the entry that many hops from the right: trusting more, or the leftmost entry,
   * would let any client pick the address that per-address rate limits count.
   */
  readonly trustedProxyHops: number
  /** Whether to create demo users and a demo company on an empty database. */
  readonly demoData: boolean
  /** The Finnish business register's open-data API (Opendata YTJ v3) and how long to wait for it. */
  readonly prh: { readonly baseUrl: string; readonly timeoutMs: number }
  /** Whether the report form's reads are kept in memory while the change feed vouches for them (decision 036). */
  readonly readCache: boolean
  /**
   * Subscription invoicing (issue 9): the seller printed on every invoice, and whether this process
   * runs the renewal job and invoice delivery (several may; they claim work with SKIP LOCKED).
   */
  readonly billing: {
    readonly seller: BillingSeller
    readonly jobs: boolean
    /** Shown where the spec says "customer service" (blocked features, the Subscription tab). */
    readonly customerService: { readonly email: string | null; readonly phone: string | null }
  }
  /**
   * How many client accounts the owners of one management (reseller or service-provider) account
   * may create in a day, together: an accounting firm onboards its book in one sitting, while a
   * plain sign-up stays at ten accounts a day (decision 015's addendum).
   */
  readonly clientAccountsPerDay: number
  /** Attachments on report questions: the largest file taken, in bytes (default 20 MiB). */
  readonly attachments: { readonly maxBytes: number }
  /**
   * The AI summary (issue 8): an OpenAI-compatible chat-completions endpoint, `model` null when
   * AI_MODEL is unset (the panel then offers the automatic key-figures summary); how long one
   * generation may take, how many a company may start in 24 hours, and whether to stream.
   */
  readonly aiSummary: {
    readonly model: {
      readonly baseUrl: string
      readonly apiKey: string | undefined
      readonly name: string
    } | null
    readonly timeoutMs: number
    readonly dailyLimit: number
    readonly stream: boolean
  }
}

export class ConfigError extends Error {
  override name = "ConfigError"
}

const readBuildId = (): string => {
  try {
    const parsed = JSON.parse(readFileSync(path.join(workspaceRoot, "build-id.json"), "utf8")) as {
      buildId?: unknown
    }
    return typeof parsed.buildId === "string" ? parsed.buildId : "dev"
  } catch {
    return "dev"
  }
}

/** Reads and validates the configuration; throws ConfigError listing every bad variable. */
export const loadConfig = (env: Readonly<Record<string, string | undefined>> = process.env): Config => {
  const relevant = Object.fromEntries(
    Object.keys(Env.fields).flatMap((key) =>
      env[key] === undefined || env[key] === "" ? [] : [[key, env[key]]],
    ),
  )
  const decoded = Schema.decodeUnknownEither(Env, { errors: "all" })(relevant)
  if (Either.isLeft(decoded)) {
    const lines = ParseResult.ArrayFormatter.formatErrorSync(decoded.left).map(
      (issue) => `  ${issue.path.join(".")}: ${issue.message}`,
    )
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`)
  }
  const e = decoded.right
  const billingSeller = billingSellerFrom(e.BILLING_SELLER, e.APP_ENV)
  if (!billingSeller.ok) throw new ConfigError(`Invalid configuration:\n  ${billingSeller.problem}`)
  return {
    port: e.PORT,
    host: e.HOST,
    appEnv: e.APP_ENV,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    logLevel: e.LOG_LEVEL,
    buildId: e.BUILD_ID ?? readBuildId(),
    webDist: path.resolve(e.WEB_DIST),
    publicUrl: e.PUBLIC_URL,
    rpcMaxBodyBytes: e.RPC_MAX_BODY_BYTES,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    authSecret: e.AUTH_SECRET,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    smtpTimeoutMs: e.SMTP_TIMEOUT_MS,
    attestationMaxNumber: e.ATTESTATION_MAX_NUMBER,
    trustedProxyHops: e.TRUST_PROXY,
    googleOidc:
      e.OIDC_GOOGLE_CLIENT_ID && e.OIDC_GOOGLE_CLIENT_SECRET
        ? {
            issuer: e.OIDC_GOOGLE_ISSUER,
            clientId: e.OIDC_GOOGLE_CLIENT_ID,
            clientSecret: e.OIDC_GOOGLE_CLIENT_SECRET,
          }
        : undefined,
    // Demo data is on for the embedded database and off on a PostgreSQL server unless asked for.
    demoData: e.DEMO_DATA ? e.DEMO_DATA === "on" : !e.DATABASE_URL,
    prh: { baseUrl: e.PRH_BASE_URL, timeoutMs: e.PRH_TIMEOUT_MS },
    readCache: e.READ_CACHE === "on",
    billing: {
      seller: billingSeller.seller,
      jobs: e.BILLING_JOBS === "on",
      customerService: { email: e.CUSTOMER_SERVICE_EMAIL ?? null, phone: e.CUSTOMER_SERVICE_PHONE ?? null },
    },
    clientAccountsPerDay: e.CLIENT_ACCOUNTS_PER_DAY,
    attachments: { maxBytes: e.ATTACHMENT_MAX_BYTES },
    aiSummary: {
      model: e.AI_MODEL ? { baseUrl: e.AI_BASE_URL, apiKey: e.AI_API_KEY, name: e.AI_MODEL } : null,
      timeoutMs: e.AI_TIMEOUT_MS,
      dailyLimit: e.AI_DAILY_LIMIT,
      stream: e.AI_STREAM === "on",
    },
  }
}
