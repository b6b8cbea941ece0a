let sessionEndedHandler: () => void = () => window.location.assign("/logout")

/**
 * Lets the router take over the /logout navigation, so the app is not reloaded. A module of its
 * own: the app's client (apiClient.ts) loads with the signed-in pages, the router at start.
 */
export const setSessionEndedHandler = (handler: () => void) => {
  sessionEndedHandler = handler
}

/** Spec §7: a call refused with 401 twice ends the session. */
export const endSession = () => sessionEndedHandler()
