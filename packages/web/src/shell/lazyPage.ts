import { createElement, type ComponentType } from "react"

type PropsOf<C> = C extends ComponentType<infer P> ? P : never

const reloadKey = "vsme:stale-chunk-reload"
const reloadAtMostEveryMs = 60_000

/**
 * After a deployment the previous build's chunks are gone, and a tab opened before it fails to load
 * the next page it visits: it reloads once to get the new build (at most once a minute, so a chunk
 * that really is missing ends in the route's error screen instead of a reload loop).
 */
const reloadForNewBuild = (): boolean => {
  try {
    const last = Number(sessionStorage.getItem(reloadKey) ?? 0)
    if (Date.now() - last < reloadAtMostEveryMs) return false
    sessionStorage.setItem(reloadKey, String(Date.now()))
  } catch {
    return false
  }
  window.location.reload()
  return true
}

/**
 * A route's `lazy`: the page is a chunk of its own, loaded when the route first matches (in parallel
 * with its parent routes'), so /login does not download the report form, the GHG screens, the
 * superadmin area or XBRL (docs/decisions/028-code-splitting-and-precompressed-assets.md). The router
 * renders the route once the chunk is there.
 */
export const page =
  <Module, Name extends keyof Module>(
    load: () => Promise<Module>,
    name: Name,
    ...props: object extends PropsOf<Module[Name]> ? [] : [PropsOf<Module[Name]>]
  ) =>
  async () => {
    let loaded: Module
    try {
      loaded = await load()
    } catch (error) {
      // The page is being reloaded: render nothing meanwhile.
      if (reloadForNewBuild()) return new Promise<never>(() => {})
      throw error
    }
    return { element: createElement(loaded[name] as ComponentType<object>, props[0] as object | undefined) }
  }
