import { createReadStream, existsSync, type Stats } from "node:fs"
import { stat } from "node:fs/promises"
import path from "node:path"
import type { Context, Middleware } from "koa"
import send from "koa-send"
import { chooseEncodings, type ContentCoding } from "./acceptEncoding.js"

const oneYearSeconds = 365 * 24 * 60 * 60

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
 * A built asset: one file name directly under /assets, of the characters Vite's hashed names use.
 * Nothing to decode, no dot files, no sub-folders, no `..`: such a path cannot leave the folder.
 * The `.gz` and `.br` files beside the assets are sent only as an encoding of their original.
 */
const assetPath = /^\/assets\/[A-Za-z0-9_-][A-Za-z0-9._~-]*$/
const precompressedName = /\.(gz|br)$/i

const suffix: Record<ContentCoding, string> = { br: ".br", gzip: ".gz", identity: "" }

const statFile = async (file: string): Promise<Stats | undefined> => {
  try {
    const stats = await stat(file)
    return stats.isFile() ? stats : undefined
  } catch {
    return undefined
  }
}

/**
 * Sends a file of the build, or the `.br` / `.gz` written beside it at build time (the web build's
 * `precompress` step) when the browser accepts that encoding: brotli first, then gzip, then the file
 * itself, as the browser's q-values allow. The API does not compress on the fly (docs/deployment.md).
 * Each encoding has its own ETag, and `Vary: Accept-Encoding` keeps caches from mixing them up.
 * Returns false when the file is missing.
 */
const sendBuilt = async (ctx: Context, file: string, cacheControl: string): Promise<boolean> => {
  const original = await statFile(file)
  if (!original) return false
  let chosen: { coding: ContentCoding; stats: Stats } = { coding: "identity", stats: original }
  for (const coding of chooseEncodings(ctx.get("accept-encoding"))) {
    const stats = coding === "identity" ? original : await statFile(file + suffix[coding])
    if (stats) {
      chosen = { coding, stats }
      break
    }
  }
  const { coding, stats } = chosen
  ctx.status = 200
  ctx.type = path.extname(file)
  ctx.vary("Accept-Encoding")
  ctx.set("cache-control", cacheControl)
  ctx.set("last-modified", original.mtime.toUTCString())
  ctx.etag = `"${stats.size.toString(36)}-${Math.trunc(stats.mtimeMs).toString(36)}-${coding}"`
  if (coding !== "identity") ctx.set("content-encoding", coding)
  if (ctx.fresh) {
    ctx.status = 304
    return true
  }
  // Koa does not send a body for HEAD, and closes the stream when the response ends.
  ctx.body = createReadStream(file + suffix[coding])
  ctx.length = stats.size
  return true
}

/**
 * Serves the built web app. Hashed files under /assets never change, so they are cached for a year
 * and marked immutable; index.html is revalidated on every load, which is how a new build reaches the
 * browser. Both are sent precompressed when the browser accepts it. Any other GET that wants HTML
 * falls back to index.html (client-side routing). Source maps are never served, even when a build
 * left some in the folder: they would hand out our sources.
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
      const found =
        assetPath.test(ctx.path) &&
        !precompressedName.test(ctx.path) &&
        (await sendBuilt(ctx, path.join(webDist, ctx.path), `public, max-age=${oneYearSeconds}, immutable`))
      if (!found) ctx.status = 404
      return
    }
    if (ctx.path !== "/" && path.extname(ctx.path)) {
      try {
        await send(ctx, ctx.path, { root: webDist, maxage: 60 * 60 * 1000, brotli: false, gzip: false })
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
    await sendBuilt(ctx, indexPath, "no-cache")
  }
}
