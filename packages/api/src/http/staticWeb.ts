import { existsSync } from "node:fs"
import path from "node:path"
import type { Middleware } from "koa"
import send from "koa-send"

const oneYearMs = 365 * 24 * 60 * 60 * 1000

/**
 * Serves the built web app. Hashed files under /assets never change, so they are cached for a year
 * and marked immutable; index.html is revalidated on every load, which is how a new build reaches the
 * browser. Any other GET that wants HTML falls back to index.html (client-side routing).
 */
export const serveWeb = (webDist: string): Middleware => {
  const indexPath = path.join(webDist, "index.html")
  return async (ctx, next) => {
    if ((ctx.method !== "GET" && ctx.method !== "HEAD") || ctx.path.startsWith("/api/")) return next()
    if (ctx.path.startsWith("/assets/")) {
      try {
        await send(ctx, ctx.path, { root: webDist, maxage: oneYearMs, immutable: true })
      } catch {
        ctx.status = 404
      }
      return
    }
    if (ctx.path !== "/" && path.extname(ctx.path)) {
      try {
        await send(ctx, ctx.path, { root: webDist, maxage: 60 * 60 * 1000 })
        return
      } catch {
        return next()
      }
    }
    if (!ctx.accepts("html")) return next()
    if (!existsSync(indexPath)) {
      ctx.status = 503
      ctx.type = "text/plain"
      ctx.body = "The web app is not built. Run `pnpm build` first."
      return
    }
    ctx.set("cache-control", "no-cache")
    await send(ctx, "index.html", { root: webDist })
    ctx.set("cache-control", "no-cache")
  }
}
