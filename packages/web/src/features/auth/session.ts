/**
 * The signed-in session as the browser holds it: an access token in memory only (never in storage,
 * so a script injected later cannot read an old one); the refresh token is an httpOnly cookie the
 * browser never sees. Everything else in the app goes through this module.
 */
import { isRpcError } from "@vsme/sdk"
import { currentLocale } from "../../i18n/setup.js"
import { broadcast, onAuthMessage } from "./authChannel.js"
import { googleStartPath, signInWithProvider } from "./providerSignIn.js"
import { callSession } from "./sessionClient.js"
import { createSessionKeeper, type SessionGrant } from "./sessionKeeper.js"

type TokenListener = (token: string | null) => void

const tokenListeners = new Set<TokenListener>()
const lostListeners = new Set<() => void>()

/**
 * One refresh at a time across all tabs of the app: the server rotates the refresh cookie on each
 * refresh and ends the session when an old cookie comes back, which two tabs refreshing at the same
 * moment would do. Inside the lock each refresh sends the cookie the previous one set.
 */
const withRefreshLock = <T>(run: () => Promise<T>): Promise<T> =>
  typeof navigator !== "undefined" && "locks" in navigator && navigator.locks
    ? // The lock's promise resolves with run's promise, which then() unwraps.
      navigator.locks.request("vsme-session-refresh", run).then((result) => result)
    : run()

/**
 * The server sets the cookie `vsme_session=1` beside the (httpOnly) refresh cookie and clears it
 * with it: without it there is no session to restore, and a signed-out visitor's page does not ask
 * auth.refresh only to log a 401 in the console (issue 33). It carries no authority.
 */
const sessionHint = "vsme_session"
const mayHaveSession = () => document.cookie.split("; ").some((c) => c.startsWith(`${sessionHint}=`))
/** The refresh cookie was refused (expired, revoked): the hint goes too, so the next start skips it. */
const forgetSessionHint = () => {
  document.cookie = `${sessionHint}=; Max-Age=0; Path=/; SameSite=Strict`
}

const refreshWithCookie = () =>
  withRefreshLock(async (): Promise<SessionGrant | "signedOut"> => {
    try {
      return await callSession("auth.refresh", null)
    } catch (error) {
      if (isRpcError(error) && error.status === 401) {
        forgetSessionHint()
        return "signedOut"
      }
      throw error
    }
  })

const keeper = createSessionKeeper({
  refresh: refreshWithCookie,
  onChange: (grant) => {
    const token = grant?.accessToken ?? null
    for (const listener of tokenListeners) listener(token)
  },
  onLost: () => {
    for (const listener of lostListeners) listener()
  },
  now: () => Date.now(),
  setTimer: (run, delayMs) => window.setTimeout(run, delayMs),
  clearTimer: (handle) => window.clearTimeout(handle as number),
})

/** Settles once the start-up refresh has answered; calls wait for it, so they carry the token. */
let restored: Promise<void> = Promise.resolve()

export const getAccessToken = (): string | null => keeper.accessToken()

/** The access token for the next call, after the start-up restore has settled. */
export const getAccessTokenWhenReady = async (): Promise<string | null> => {
  await restored
  return keeper.accessToken()
}

/** Called with every new token (or null on sign-out); returns the unsubscribe function. */
export const onAccessTokenChange = (listener: TokenListener) => {
  tokenListeners.add(listener)
  return () => {
    tokenListeners.delete(listener)
  }
}

/**
 * Called when the session this tab held has ended without it signing out: revoked (a password
 * reset), expired, or signed out in another tab. The app then goes to /logout.
 */
export const onSessionLost = (listener: () => void) => {
  lostListeners.add(listener)
  return () => {
    lostListeners.delete(listener)
  }
}

/** True while a user is signed in in this tab. */
export const hasSession = () => keeper.accessToken() !== null

/**
 * Renews the access token with the refresh cookie: after the API answered 401 (spec §7: refresh once,
 * then retry), in the background before expiry, and at start-up. Resolves false when there is no
 * session; the API client then ends it. Concurrent callers share one refresh.
 */
export const refreshSession = (): Promise<boolean> => keeper.refresh()

/**
 * At app start: restores the session from the refresh cookie when the session hint says there is
 * one (there is no token in memory after a page load; a 401 just means signed out), renews a token that went stale while the tab slept, and
 * follows sign-outs of the other tabs.
 */
export const startSession = () => {
  restored = mayHaveSession()
    ? keeper.refresh().then(
        () => undefined,
        () => undefined,
      )
    : Promise.resolve()
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "visible") void keeper.renewIfDue()
  })
  onAuthMessage((message) => {
    if (message.type !== "vsme:signed-out" || !hasSession()) return
    keeper.clear()
    for (const listener of lostListeners) listener()
  })
  return restored
}

/** What a correct email and password led to: signed in, or the second factor is needed. */
export type SignInOutcome = "signedIn" | "totpRequired"

export interface Credentials {
  readonly email: string
  readonly password: string
  /** The authenticator code (6 digits) or a recovery code (xxxx-xxxx), on the second step. */
  readonly totpCode?: string
  /** A fresh proof of work (useProofSupply). */
  readonly proof: string
}

/**
 * Signs in with email and password. Resolves "totpRequired" when the account has two-factor
 * authentication and no code was given; rejects with the sdk's RpcError otherwise (SignInFailed,
 * TotpInvalid, RateLimited, …).
 */
export const signIn = async (credentials: Credentials): Promise<SignInOutcome> => {
  try {
    const tokens = await callSession("auth.signIn", {
      email: credentials.email,
      password: credentials.password,
      proof: credentials.proof,
      ...(credentials.totpCode === undefined ? {} : { totpCode: credentials.totpCode }),
    })
    keeper.accept(tokens)
    return "signedIn"
  } catch (error) {
    if (isRpcError(error) && error.tag === "TotpRequired") return "totpRequired"
    throw error
  }
}

/**
 * Creates a user from email and password (spec §3: the display name is not submitted; the server
 * derives a default) and signs them in. Rejects with RpcError (EmailInUse, PasswordRejected, …).
 */
export const signUp = async (input: { email: string; password: string; proof: string }) => {
  // The server decodes (and normalises) the address with the contract's Email Schema.
  const tokens = await callSession("auth.signUp", {
    email: input.email,
    password: input.password,
    locale: currentLocale(),
    proof: input.proof,
  })
  keeper.accept(tokens)
}

/**
 * Signs in with Google (spec §7: a 500×600 popup). Call it straight from the click. Resolves
 * "signedIn", or "redirecting" when the popup was blocked and the page goes to Google instead;
 * rejects with ProviderSignInFailed (or ProviderSignInSuperseded when clicked again).
 */
export const signInWithGoogle = () => signInWithProvider(googleStartPath, refreshSession)

let emailVerificationRefreshDone = false

/**
 * Spec §4: when the app is opened from the verification link (`?emailVerified=true`) with a user
 * present, the identity token is refreshed once so that it carries email_verified=true.
 */
export const refreshAfterEmailVerification = async (): Promise<void> => {
  if (emailVerificationRefreshDone) return
  emailVerificationRefreshDone = true
  await keeper.refresh()
}

/**
 * Ends the session: revokes it on the server (which clears the cookie), forgets the token and tells
 * the other tabs, whose session was the same one. Waits for a start-up restore still under way, so
 * that it cannot sign the user in again afterwards.
 */
export const signOut = async (): Promise<void> => {
  await restored
  try {
    await callSession("auth.signOut", null)
  } finally {
    keeper.clear()
    broadcast({ type: "vsme:signed-out" })
  }
}
