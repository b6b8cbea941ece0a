import type { Locale } from "@vsme/core"
import {
  AttestationInvalid,
  EmailInUse,
  LinkInvalid,
  NotFound,
  PasswordIncorrect,
  PasswordRejected,
  RateLimited,
  SignInFailed,
  TotpEnrolmentRequired,
  TotpInvalid,
  TotpRequired,
  Unauthorized,
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
  revokeSession,
  revokeUserSessions,
  rotateRefreshToken,
  sessionOfRefreshToken,
  startSession,
} from "../identity/sessions.js"
import { consumeRecoveryCode, isValidTotpCode, issueRecoveryCodes, newTotpSecret } from "../identity/totp.js"
import { passwordResetMail, verificationMail } from "../mail/identityMails.js"
import type { GuardedHandler, Handler, HandlerContext, SelfTransactingHandler } from "./handler.js"

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

/** Starts a session: the refresh token goes into the cookie, the access token into the answer. */
const signedIn = async (ctx: Ctx, userId: string) => {
  const now = ctx.services.now()
  const { sessionId, refreshToken } = await startSession(ctx.db, userId, ctx.http, now)
  ctx.http.setCookie(refreshCookie.name, refreshToken, { ...refreshCookie, maxAgeSeconds: 30 * 24 * 3600 })
  const access = await ctx.services.signer.signAccess(userId, sessionId, now)
  return { accessToken: access.token, expiresAt: access.expiresAt.toISOString(), userId: userId as never }
}

const link = (ctx: Ctx, path: string, token: string) =>
  `${ctx.services.publicUrl}${path}?token=${encodeURIComponent(token)}`

const queueMail = async (ctx: Ctx, mail: Parameters<Ctx["services"]["mailer"]["queue"]>[1]) => {
  await ctx.services.mailer.queue(ctx.db, mail)
  ctx.afterCommit(() => ctx.services.mailer.deliverPending())
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
    if (await findUserByEmail(ctx.db, email)) throw new EmailInUse()
    const [user] = (await ctx
      .db("users")
      .insert({
        email,
        locale,
        display_name: ctx.input.displayName ?? email.split("@")[0],
        password_hash: await hashPassword(password),
        password_changed_at: ctx.services.now(),
      })
      .returning(["id", "email", "locale"])) as Array<Pick<UserRecord, "id" | "email" | "locale">>
    await sendVerification(ctx, user!)
    return signedIn(ctx, user!.id)
  },
}

const signIn: GuardedHandler<P["authSignIn"]> = {
  guard: async (ctx) => {
    await limit(ctx, rateRules.signInPerIp, ctx.http.ip)
    await limit(ctx, rateRules.signInPerEmail, ctx.input.email.trim())
    await requireProof(ctx, ctx.input.proof)
  },
  handle: async (ctx) => {
    const { email, password, totpCode } = ctx.input
    const user = await findUserByEmail(ctx.db, email)
    if (!user?.password_hash) {
      await spendVerificationTime(password)
      throw new SignInFailed()
    }
    if (!(await verifyPassword(user.password_hash, password))) throw new SignInFailed()
    if (user.totp_enabled_at && user.totp_secret) {
      if (!totpCode) throw new TotpRequired()
      const now = ctx.services.now()
      const ok = totpCode.includes("-")
        ? await consumeRecoveryCode(ctx.db, user.id, totpCode, now)
        : isValidTotpCode(user.totp_secret, totpCode, now)
      if (!ok) throw new TotpInvalid()
    }
    return signedIn(ctx, user.id)
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
    ctx.http.setCookie(refreshCookie.name, outcome.refreshToken, {
      ...refreshCookie,
      maxAgeSeconds: 30 * 24 * 3600,
    })
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
  ctx.http.clearCookie(refreshCookie.name, refreshCookie)
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
  await revokeUserSessions(ctx.db, userId, "password reset", now)
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
  if (!user || !pending || !isValidTotpCode(pending, ctx.input.code, now)) throw new TotpInvalid()
  await ctx
    .db("users")
    .where({ id: user.id })
    .update({ totp_secret: pending, totp_pending_secret: null, totp_enabled_at: now, updated_at: now })
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

interface ApiTokenRow {
  id: string
  name: string
  prefix: string
  created_at: Date
  last_used_at: Date | null
}
const tokenSummary = (row: ApiTokenRow) => ({
  id: row.id as never,
  name: row.name,
  prefix: row.prefix,
  createdAt: new Date(row.created_at).toISOString(),
  lastUsedAt: row.last_used_at ? new Date(row.last_used_at).toISOString() : null,
})

const apiTokenList: Handler<P["apiTokenList"]> = async (ctx) => {
  const rows = (await ctx
    .db("api_tokens")
    .where({ user_id: ctx.caller.user.id })
    .whereNull("revoked_at")
    .orderBy("created_at")) as ApiTokenRow[]
  return rows.map(tokenSummary)
}

const apiTokenCreate: Handler<P["apiTokenCreate"]> = async (ctx) => {
  const token = `${apiTokenPrefix}${randomToken(24)}`
  const [row] = (await ctx
    .db("api_tokens")
    .insert({
      user_id: ctx.caller.user.id,
      name: ctx.input.name,
      prefix: token.slice(0, 13),
      token_hash: sha256Hex(token),
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
  "apiToken.list": apiTokenList,
  "apiToken.create": apiTokenCreate,
  "apiToken.revoke": apiTokenRevoke,
  "attestation.challenge": attestationChallenge,
  "attestation.redeem": attestationRedeem,
}
