import type { Middleware } from "koa"

/**
 * Headers every answer carries. The policy allows no inline or foreign scripts (the built app has
 * none), forbids framing, and keeps referrers to our own origin. HSTS only when the request came over
 * TLS (directly or per a trusted proxy), since a plain-HTTP newcomer setup would otherwise be pinned.
 * The app uses no camera, microphone, location or payment, so no page of ours may ask for them, and
 * other sites may not embed our answers (CORP). securityHeaders.test.ts checks each header.
 */
const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join("; ")

const permissionsPolicy = "camera=(), microphone=(), geolocation=(), payment=(), usb=()"

export const securityHeaders: Middleware = async (ctx, next) => {
  ctx.set("content-security-policy", contentSecurityPolicy)
  ctx.set("x-content-type-options", "nosniff")
  ctx.set("referrer-policy", "same-origin")
  ctx.set("x-frame-options", "DENY")
  ctx.set("cross-origin-opener-policy", "same-origin")
  ctx.set("cross-origin-resource-policy", "same-origin")
  ctx.set("permissions-policy", permissionsPolicy)
  if (ctx.secure) ctx.set("strict-transport-security", "max-age=31536000; includeSubDomains")
  await next()
}
