import type { Locale } from "@vsme/core"
import {
  ApiTokenLifetimeTooLong,
  AttestationInvalid,
  EmailInUse,
  Forbidden,
  LinkInvalid,
  NotFound,
  PasswordIncorrect,
  PasswordRejected,
  RateLimited,
  ReauthenticationRequired,
  SignInFailed,
  TotpEnrolmentRequired,
  TotpInvalid,
  TotpRequired,
  Unauthorized,
  apiTokenDays,
  reauthenticationWindowMinutes,
  type authProcedures,
} from "@vsme/sdk"
import type { Db, DbOrTrx } from "../db/database.js"
import { apiTokenPrefix } from "../identity/authenticator.js"
import { consumeEmailLink, issueEmailLink } from "../identity/emailLinks.js"
import { hashPassword, spendVerificationTime, verifyPassword } from "../identity/passwordHashing.js"
import { passwordProblem } from "../identity/passwordPolicy.js"
import { hitRateLimit, rateRules, type RateRule } from "../identity/rateLimit.js"
import { randomToken, sha256Hex } from "../identity/secrets.js"
import {
  refreshCookie,
  sessionDays,
  sessionHintCookie,
  revokeAllCredentials,
  revokeSession,
  rotateRefreshToken,
  sessionOfRefreshToken,
  startSession,
} from "../identity/sessions.js"
import { clearSignInFailures, recordSignInFailure, refuseWhileLocked } from "../identity/signInLockout.js"
import {
  acceptTotpCode,
  consumeRecoveryCode,
  issueRecoveryCodes,
  newTotpSecret,
  totpCodeStep,
} from "../identity/totp.js"
import { credentialsRevokedMail, passwordResetMail, verificationMail } from "../mail/identityMails.js"
import type {
  GuardedHandler,
  Handler,
  HandlerContext,
  HttpExchange,
  SelfTransactingHandler,
} from "./handler.js"

type P = typeof authProcedures
/** The parts of a handler's context the helpers below use, whatever the procedure. */
type Ctx = Pick<HandlerContext<unknown>, "db" | "services" | "http" | "afterCommit" | "log">

interface UserRecord {
  id: string
  email: string
  locale: Locale
  role: "user" | "superadmin"
  password_hash: string | null
  email_verified_at: Date | null
  totp_secret: string | null
  totp_enabled_at: Date | null
}

const findUserByEmail = (db: DbOrTrx, email: string) =>
  db("users").whereRaw("lower(email) = lower(?)", [email.trim()]).first() as Promise<UserRecord | undefined>
const findUser = (db: DbOrTrx, id: string) =>
  db("users").where({ id }).first() as Promise<UserRecord | undefined>

const limit = async (ctx: Ctx, rule: RateRule, subject: string) => {
  const outcome = await hitRateLimit(ctx.db, rule, subject, ctx.services.now())
  if (!outcome.allowed) throw new RateLimited({ retryAfterSeconds: outcome.retryAfterSeconds })
}

const requireProof = async (ctx: Ctx, proof: string) => {
  if (!(await ctx.services.attestation.consumeProof(ctx.db, proof, ctx.services.now())))
    throw new AttestationInvalid()
}

/** The session's cookies: its refresh token (httpOnly, for /api only), and the page's hint that it exists. */
const keepSessionCookies = (http: HttpExchange, refreshToken: string) => {
  const maxAgeSeconds = sessionDays * 24 * 3600
  http.setCookie(refreshCookie.name, refreshToken, { ...refreshCookie, maxAgeSeconds })
  http.setCookie(sessionHintCookie.name, "1", {
    ...sessionHintCookie,
    maxAgeSeconds,
    readableByScripts: true,
  })
}

const endSessionCookies = (http: HttpExchange) => {
  http.clearCookie(refreshCookie.name, refreshCookie)
  http.clearCookie(sessionHintCookie.name, sessionHintCookie)
}

/**
 * Starts a session: the refresh token goes into the cookie, the access token into the answer.
 * `secondFactor`: the person also gave an authenticator or recovery code.
 */
const signedIn = async (ctx: Ctx, userId: string, options: { readonly secondFactor?: boolean } = {}) => {
  const now = ctx.services.now()
  const { sessionId, refreshToken } = await startSession(ctx.db, userId, ctx.http, now, options)
  keepSessionCookies(ctx.http, refreshToken)
  const access = await ctx.services.signer.signAccess(userId, sessionId, now)
  return { accessToken: access.token, expiresAt: access.expiresAt.toISOString(), userId: userId as never }
}

const link = (ctx: Ctx, path: string, token: string) =>
  `${ctx.services.publicUrl}${path}?token=${encodeURIComponent(token)}`

const queueMail = async (ctx: Ctx, mail: Parameters<Ctx["services"]["mailer"]["queue"]>[1]) => {
  await ctx.services.mailer.queue(ctx.db, mail)
  // In the background: the answer must not wait for SMTP, nor differ for a known address.
  ctx.afterCommit(() => ctx.services.mailer.deliverSoon())
}

const sendVerification = async (ctx: Ctx, user: Pick<UserRecord, "id" | "email" | "locale">) => {
  const token = await issueEmailLink(ctx.db, user.id, "verify", ctx.services.now())
  await queueMail(ctx, verificationMail(user.email, user.locale, link(ctx, "/verify-email", token)))
}

const rejectWeakPassword = (password: string) => {
  const problem = passwordProblem(password)
  if (problem) throw new PasswordRejected({ reason: problem })
}

const signUp: GuardedHandler<P["authSignUp"]> = {
  guard: async (ctx) => {
    await limit(ctx, rateRules.signUpPerIp, ctx.http.ip)
    await requireProof(ctx, ctx.input.proof)
  },
  handle: async (ctx) => {
    const { email, password, locale } = ctx.input
    rejectWeakPassword(password)
    // Hashed first, so that an address in use answers no sooner than a new one.
    const passwordHash = await hashPassword(password)
    if (await findUserByEmail(ctx.db, email)) throw new EmailInUse()
    const [user] = (await ctx
      .db("users")
      .insert({
        email,
        locale,
        display_name: ctx.input.displayName ?? email.split("@")[0],
        password_hash: passwordHash,
        password_changed_at: ctx.services.now(),
      })
      .returning(["id", "email", "locale"])) as Array<Pick<UserRecord, "id" | "email" | "locale">>
    await sendVerification(ctx, user!)
    return signedIn(ctx, user!.id)
  },
}

/**
 * Manages its own transaction: a failed attempt's count (signInLockout.ts) must commit although the
 * call fails; the successful path starts the session in one transaction.
 */
const signIn: GuardedHandler<P["authSignIn"]> & SelfTransactingHandler<P["authSignIn"]> = {
  ownTransactions: true,
  guard: async (ctx) => {
    await limit(ctx, rateRules.signInPerIp, ctx.http.ip)
    await refuseWhileLocked(ctx.db, ctx.input.email, ctx.http.ip, ctx.services.now())
    await requireProof(ctx, ctx.input.proof)
  },
  handle: async (ctx) => {
    const { email, password, totpCode } = ctx.input
    const now = ctx.services.now()
    const failed = async <E>(error: E) => {
      await recordSignInFailure(ctx.db, email, ctx.http.ip, now)
      return error
    }
    const user = await findUserByEmail(ctx.db, email)
    if (!user?.password_hash) {
      await spendVerificationTime(password)
      throw await failed(new SignInFailed())
    }
    if (!(await verifyPassword(user.password_hash, password))) throw await failed(new SignInFailed())
    const secondFactor = Boolean(user.totp_enabled_at && user.totp_secret)
    if (secondFactor) {
      if (!totpCode) throw new TotpRequired()
      // Each code works once (a recovery code ever, an authenticator code within its step).
      const ok = totpCode.includes("-")
        ? await consumeRecoveryCode(ctx.db, user.id, totpCode, now)
        : await acceptTotpCode(ctx.db, user.id, user.totp_secret!, totpCode, now)
      if (!ok) throw await failed(new TotpInvalid())
    }
    return (ctx.db as Db).transaction(async (trx) => {
      await clearSignInFailures(trx, email, ctx.http.ip)
      return signedIn({ ...ctx, db: trx }, user.id, { secondFactor })
    })
  },
}

const refresh: SelfTransactingHandler<P["authRefresh"]> = {
  ownTransactions: true,
  handle: async (ctx) => {
    const token = ctx.http.cookie(refreshCookie.name)
    const now = ctx.services.now()
    // Its own transaction: a reuse revokes the session, and that must be committed before the 401.
    const outcome = token
      ? await (ctx.db as Db).transaction((trx) => rotateRefreshToken(trx, token, now))
      : { kind: "invalid" as const }
    if (outcome.kind !== "rotated") {
      if (outcome.kind === "reused")
        ctx.log.warn({ sessionId: outcome.sessionId }, "refresh token reused: session revoked")
      throw new Unauthorized()
    }
    keepSessionCookies(ctx.http, outcome.refreshToken)
    const access = await ctx.services.signer.signAccess(outcome.userId, outcome.sessionId, now)
    return {
      accessToken: access.token,
      expiresAt: access.expiresAt.toISOString(),
      userId: outcome.userId as never,
    }
  },
}

const signOut: Handler<P["authSignOut"]> = async (ctx) => {
  const now = ctx.services.now()
  const token = ctx.http.cookie(refreshCookie.name)
  const sessionId =
    (token ? await sessionOfRefreshToken(ctx.db, token) : null) ?? ctx.caller.user?.sessionId ?? null
  if (sessionId) await revokeSession(ctx.db, sessionId, "signed out", now)
  endSessionCookies(ctx.http)
  return null
}

const resendVerification: GuardedHandler<P["authResendVerification"]> = {
  guard: (ctx) => limit(ctx, rateRules.mailPerUser, ctx.caller.user.id),
  handle: async (ctx) => {
    const user = await findUser(ctx.db, ctx.caller.user.id)
    if (user && !user.email_verified_at) await sendVerification(ctx, user)
    return null
  },
}

const verifyEmail: Handler<P["authVerifyEmail"]> = async (ctx) => {
  const now = ctx.services.now()
  const userId = await consumeEmailLink(ctx.db, ctx.input.token, "verify", now)
  if (!userId) throw new LinkInvalid()
  await ctx
    .db("users")
    .where({ id: userId })
    .whereNull("email_verified_at")
    .update({ email_verified_at: now, updated_at: now })
  return null
}

const requestPasswordReset: GuardedHandler<P["authRequestPasswordReset"]> = {
  guard: async (ctx) => {
    await limit(ctx, rateRules.resetPerIp, ctx.http.ip)
    await limit(ctx, rateRules.resetPerEmail, ctx.input.email.trim())
    await requireProof(ctx, ctx.input.proof)
  },
  // The answer is the same whether or not the address has an account: it must not reveal which.
  handle: async (ctx) => {
    const user = await findUserByEmail(ctx.db, ctx.input.email)
    if (user) {
      const token = await issueEmailLink(ctx.db, user.id, "reset", ctx.services.now())
      await queueMail(
        ctx,
        passwordResetMail(user.email, ctx.input.locale, link(ctx, "/reset-password", token)),
      )
    }
    return null
  },
}

const resetPassword: Handler<P["authResetPassword"]> = async (ctx) => {
  rejectWeakPassword(ctx.input.password)
  const now = ctx.services.now()
  const userId = await consumeEmailLink(ctx.db, ctx.input.token, "reset", now)
  if (!userId) throw new LinkInvalid()
  // The link proved the mailbox, so the address counts as verified too.
  await ctx
    .db("users")
    .where({ id: userId })
    .update({
      password_hash: await hashPassword(ctx.input.password),
      password_changed_at: now,
      email_verified_at: ctx.db.raw("coalesce(email_verified_at, ?)", [now]),
      updated_at: now,
    })
  // Whoever held a session or a token lost it with the old password; the owner is told so.
  await revokeAllCredentials(ctx.db, userId, "password reset", now)
  const user = await findUser(ctx.db, userId)
  if (user) await queueMail(ctx, credentialsRevokedMail(user.email, user.locale, "passwordReset"))
  return null
}

const requirePassword = async (ctx: Ctx, userId: string, password: string) => {
  const user = await findUser(ctx.db, userId)
  if (!user?.password_hash || !(await verifyPassword(user.password_hash, password)))
    throw new PasswordIncorrect()
  return user
}

const totpBegin: Handler<P["authTotpBegin"]> = async (ctx) => {
  const user = await requirePassword(ctx, ctx.caller.user.id, ctx.input.password)
  const enrolment = newTotpSecret(user.email)
  // Kept pending until a code from the app confirms it; an enabled secret stays in force meanwhile.
  await ctx.db("users").where({ id: user.id }).update({ totp_pending_secret: enrolment.secret })
  return enrolment
}

const totpConfirm: Handler<P["authTotpConfirm"]> = async (ctx) => {
  const user = (await ctx
    .db("users")
    .where({ id: ctx.caller.user.id })
    .first("id", "totp_pending_secret")) as { id: string; totp_pending_secret: string | null } | undefined
  const now = ctx.services.now()
  const pending = user?.totp_pending_secret
  const step = pending ? totpCodeStep(pending, ctx.input.code, now) : null
  if (!user || !pending || step === null) throw new TotpInvalid()
  // A new secret starts its own count of used steps: the confirming code cannot sign in again.
  await ctx.db("users").where({ id: user.id }).update({
    totp_secret: pending,
    totp_pending_secret: null,
    totp_enabled_at: now,
    totp_last_step: step,
    updated_at: now,
  })
  // The code was just used in this session: it counts as the session's second factor.
  if (ctx.caller.user.sessionId)
    await ctx.db("sessions").where({ id: ctx.caller.user.sessionId }).update({ second_factor_at: now })
  return { recoveryCodes: await issueRecoveryCodes(ctx.db, user.id) }
}

const totpDisable: Handler<P["authTotpDisable"]> = async (ctx) => {
  const user = await requirePassword(ctx, ctx.caller.user.id, ctx.input.password)
  // Superadmins must keep two-factor authentication.
  if (user.role === "superadmin") throw new TotpEnrolmentRequired()
  await ctx
    .db("users")
    .where({ id: user.id })
    .update({ totp_secret: null, totp_pending_secret: null, totp_enabled_at: null })
  await ctx.db("recovery_codes").where({ user_id: user.id }).delete()
  return null
}

/**
 * Re-authentication inside a browser session: the password, or the authenticator (or a recovery)
 * code, the only proof an account without a password (Google sign-in) has. Opens the window in which
 * the session may change credentials (`apiToken.create`). A wrong answer counts toward the sign-in
 * lockout of the person and address (signInLockout.ts): a stolen session guesses no faster than a
 * sign-in form. Self-transacting so that the count commits although the call fails.
 */
const reauthenticate: SelfTransactingHandler<P["authReauthenticate"]> = {
  ownTransactions: true,
  handle: async (ctx) => {
    const { sessionId, credential, email } = ctx.caller.user
    if (credential !== "session" || !sessionId) throw new Forbidden()
    const now = ctx.services.now()
    await refuseWhileLocked(ctx.db, email, ctx.http.ip, now)
    const user = await findUser(ctx.db, ctx.caller.user.id)
    if (!user) throw new Unauthorized()
    const failed = async <E>(error: E) => {
      await recordSignInFailure(ctx.db, email, ctx.http.ip, now)
      return error
    }
    if ("password" in ctx.input) {
      const { password } = ctx.input
      if (!user.password_hash) {
        await spendVerificationTime(password)
        throw await failed(new PasswordIncorrect())
      }
      if (!(await verifyPassword(user.password_hash, password))) throw await failed(new PasswordIncorrect())
    } else {
      const code = ctx.input.totpCode
      const ok =
        user.totp_enabled_at && user.totp_secret
          ? code.includes("-")
            ? await consumeRecoveryCode(ctx.db, user.id, code, now)
            : await acceptTotpCode(ctx.db, user.id, user.totp_secret, code, now)
          : false
      if (!ok) throw await failed(new TotpInvalid())
    }
    await ctx.db("sessions").where({ id: sessionId }).update({ reauthenticated_at: now })
    return null
  },
}

/**
 * Ends every session (this one too) and every API token of the caller, and mails the confirmation.
 * Not rate-limited: the mail goes only to the caller's own address, and each call ends the session
 * that made it, so another needs a new sign-in.
 */
const signOutEverywhere: Handler<P["authSignOutEverywhere"]> = async (ctx) => {
  const now = ctx.services.now()
  await revokeAllCredentials(ctx.db, ctx.caller.user.id, "signed out everywhere", now)
  const user = await findUser(ctx.db, ctx.caller.user.id)
  if (user) await queueMail(ctx, credentialsRevokedMail(user.email, user.locale, "signedOutEverywhere"))
  endSessionCookies(ctx.http)
  return null
}

interface ApiTokenRow {
  id: string
  name: string
  prefix: string
  created_at: Date
  last_used_at: Date | null
  expires_at: Date
  read_only: boolean
}
const tokenSummary = (row: ApiTokenRow) => ({
  id: row.id as never,
  name: row.name,
  prefix: row.prefix,
  createdAt: new Date(row.created_at).toISOString(),
  lastUsedAt: row.last_used_at ? new Date(row.last_used_at).toISOString() : null,
  expiresAt: new Date(row.expires_at).toISOString(),
  readOnly: row.read_only,
})

const apiTokenList: Handler<P["apiTokenList"]> = async (ctx) => {
  const rows = (await ctx
    .db("api_tokens")
    .where({ user_id: ctx.caller.user.id })
    .whereNull("revoked_at")
    .orderBy("created_at")) as ApiTokenRow[]
  return rows.map(tokenSummary)
}

const dayMs = 24 * 3600 * 1000

/**
 * A token is made only in an interactive browser session (a token cannot make tokens) within
 * `reauthenticationWindowMinutes` of a re-authentication. It lives `expiresInDays` (superadmins'
 * tokens at most `apiTokenDays.superadminMax`), and carries the superadmin role's rights only when
 * the session that made it had a used second factor.
 */
const apiTokenCreate: Handler<P["apiTokenCreate"]> = async (ctx) => {
  const { user } = ctx.caller
  if (user.credential !== "session" || !user.sessionId) throw new Forbidden()
  const now = ctx.services.now()
  const session = (await ctx
    .db("sessions")
    .where({ id: user.sessionId })
    .first("reauthenticated_at", "second_factor_at")) as
    { reauthenticated_at: Date | null; second_factor_at: Date | null } | undefined
  const reauthenticatedAt = session?.reauthenticated_at ? new Date(session.reauthenticated_at).getTime() : 0
  if (now.getTime() - reauthenticatedAt > reauthenticationWindowMinutes * 60_000)
    throw new ReauthenticationRequired()
  const superadmin = user.role === "superadmin"
  const maxDays = superadmin ? apiTokenDays.superadminMax : apiTokenDays.max
  const days = ctx.input.expiresInDays ?? (superadmin ? apiTokenDays.superadminDefault : apiTokenDays.default)
  if (days > maxDays) throw new ApiTokenLifetimeTooLong({ maxDays })
  const token = `${apiTokenPrefix}${randomToken(24)}`
  const [row] = (await ctx
    .db("api_tokens")
    .insert({
      user_id: user.id,
      name: ctx.input.name,
      prefix: token.slice(0, 13),
      token_hash: sha256Hex(token),
      expires_at: new Date(now.getTime() + days * dayMs),
      read_only: ctx.input.readOnly ?? false,
      second_factor: session?.second_factor_at != null,
    })
    .returning("*")) as ApiTokenRow[]
  return { token, summary: tokenSummary(row!) }
}

const apiTokenRevoke: Handler<P["apiTokenRevoke"]> = async (ctx) => {
  const revoked = await ctx
    .db("api_tokens")
    .where({ id: ctx.input.id, user_id: ctx.caller.user.id })
    .whereNull("revoked_at")
    .update({ revoked_at: ctx.services.now() })
  if (revoked === 0) throw new NotFound()
  return null
}

const attestationChallenge: Handler<P["attestationChallenge"]> = async (ctx) => {
  await limit(ctx, rateRules.attestationPerIp, ctx.http.ip)
  const challenge = await ctx.services.attestation.challenge(ctx.services.now())
  return {
    algorithm: challenge.algorithm,
    challenge: challenge.challenge,
    maxnumber: challenge.maxnumber ?? 0,
    salt: challenge.salt,
    signature: challenge.signature,
  }
}

const attestationRedeem: GuardedHandler<P["attestationRedeem"]> = {
  guard: (ctx) => requireProof(ctx, ctx.input.proof),
  handle: async (ctx) => {
    const { token, expiresAt } = await ctx.services.attestation.issueToken(ctx.services.now())
    return { token, expiresAt: expiresAt.toISOString() }
  },
}

export const authHandlers = {
  "auth.signUp": signUp,
  "auth.signIn": signIn,
  "auth.refresh": refresh,
  "auth.signOut": signOut,
  "auth.resendVerification": resendVerification,
  "auth.verifyEmail": verifyEmail,
  "auth.requestPasswordReset": requestPasswordReset,
  "auth.resetPassword": resetPassword,
  "auth.totpBegin": totpBegin,
  "auth.totpConfirm": totpConfirm,
  "auth.totpDisable": totpDisable,
  "auth.reauthenticate": reauthenticate,
  "auth.signOutEverywhere": signOutEverywhere,
  "apiToken.list": apiTokenList,
  "apiToken.create": apiTokenCreate,
  "apiToken.revoke": apiTokenRevoke,
  "attestation.challenge": attestationChallenge,
  "attestation.redeem": attestationRedeem,
}
