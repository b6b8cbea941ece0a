/**
 * Messages between this app's tabs and windows on the same origin. A BroadcastChannel rather than
 * only `window.opener`: the page sends `Cross-Origin-Opener-Policy: same-origin`, so once the Google
 * popup has visited Google's pages it has no opener any more.
 */
export type AuthMessage =
  | { readonly type: "vsme:provider-signed-in" }
  | { readonly type: "vsme:provider-failed"; readonly reason: "failed" | "unverified" }
  | { readonly type: "vsme:provider-ack" }
  | { readonly type: "vsme:signed-out" }

const channelName = "vsme-auth"
const types = new Set<string>([
  "vsme:provider-signed-in",
  "vsme:provider-failed",
  "vsme:provider-ack",
  "vsme:signed-out",
])

export const isAuthMessage = (data: unknown): data is AuthMessage =>
  typeof data === "object" && data !== null && types.has(String((data as { type?: unknown }).type))

let channel: BroadcastChannel | null | undefined

const theChannel = () => {
  if (channel === undefined)
    channel = typeof BroadcastChannel === "undefined" ? null : new BroadcastChannel(channelName)
  return channel
}

/** Tells the app's other tabs and windows. */
export const broadcast = (message: AuthMessage) => theChannel()?.postMessage(message)

/** Listens to the other tabs and windows; returns the unsubscribe function. */
export const onAuthMessage = (listener: (message: AuthMessage) => void) => {
  const c = theChannel()
  if (!c) return () => undefined
  const handle = (event: MessageEvent) => {
    if (isAuthMessage(event.data)) listener(event.data)
  }
  c.addEventListener("message", handle)
  return () => c.removeEventListener("message", handle)
}
