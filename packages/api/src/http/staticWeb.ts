import { existsSync } from "node:fs"
import path from "node:path"
import type { Middleware } from "koa"
import send from "koa-send"

const oneYearMs = 365 * 24 * 60 * 60 * 1000

/** Whether a request path names a source map, also when escaped (`.m%61p`) or with a trailing dot. */
const isSourceMap = (requestPath: string) => {
  let decoded = requestPath
  try {
    decoded = decodeURIComponent(requestPath)
  } catch {
    // koa-send refuses what does not decode; the raw path is checked then
  }
  return /\.map[./\\]*$/i.test(decoded)
}

/**
 * Serves the built web app. Hashed files under /assets never change, so they are cached for a year
 * and marked immutable; index.html is revalidated on every load, which is how a new build reaches the
 * browser. Any other GET that wants HTML falls back to index.html (client-side routing). Source maps
 * are never served, even when a build left some in the folder: they would hand out our sources.
 */
export const serveWeb = (webDist: string): Middleware => {
  const indexPath = path.join(webDist, "index.html")
  return async (ctx, next) => {
    if ((ctx.method !== "GET" && ctx.method !== "HEAD") || ctx.path.startsWith("/api/")) return next()
    if (isSourceMap(ctx.path)) {
      ctx.status = 404
      return
    }
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
