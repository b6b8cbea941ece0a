import { callSession } from "./sessionClient.js"

const attempts = new Map<string, Promise<void>>()

/**
 * Verifies the address of an e-mailed link, once per token and attempt number: a link works once,
 * and the page may mount twice (React's strict mode, a remount). "Try again" asks with the next number.
 */
export const verifyEmailOnce = (token: string, attempt = 0): Promise<void> => {
  const key = `${attempt}:${token}`
  const earlier = attempts.get(key)
  if (earlier) return earlier
  const started = callSession("auth.verifyEmail", { token }).then(() => undefined)
  attempts.set(key, started)
  return started
}
