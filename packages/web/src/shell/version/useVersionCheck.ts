import { useEffect, useState, useSyncExternalStore } from "react"
import { callSession } from "../../features/auth/sessionClient.js"
import { createVersionPoller } from "./versionPolling.js"

const createBrowserPoller = () =>
  createVersionPoller({
    // root.version is public: the session client asks without a token (this loads with /login).
    fetchVersion: async () => (await callSession("root.version", null)).version,
    now: () => Date.now(),
    timers: {
      setTimeout: (callback, delayMs) => window.setTimeout(callback, delayMs),
      clearTimeout: (handle) => window.clearTimeout(handle as number),
    },
    isHidden: () => document.visibilityState === "hidden",
    warn: (message, error) => console.warn(message, error),
  })

/** Polls the server's version while mounted (spec §4) and exposes the banner state and choices. */
export const useVersionCheck = () => {
  const [poller] = useState(createBrowserPoller)

  useEffect(() => {
    const onFocus = () => poller.onFocus()
    const onVisibilityChange = () => poller.onVisibilityChange()
    window.addEventListener("focus", onFocus)
    document.addEventListener("visibilitychange", onVisibilityChange)
    poller.start()
    return () => {
      window.removeEventListener("focus", onFocus)
      document.removeEventListener("visibilitychange", onVisibilityChange)
      poller.stop()
    }
  }, [poller])

  const state = useSyncExternalStore(poller.subscribe, poller.getState)
  return { state, remindLater: poller.remindLater, dismiss: poller.dismiss }
}
