/**
 * Which parts of the page hold changes not yet saved. The report form marks itself here; the update
 * banner reads it to warn before its automatic reload (spec §4).
 */
const unsavedSources = new Set<string>()
const listeners = new Set<() => void>()

const notify = () => {
  for (const listener of listeners) listener()
}

/** `sourceId` names the form (e.g. `report:<id>`), so one form saving does not clear another. */
export const markUnsaved = (sourceId: string) => {
  if (unsavedSources.has(sourceId)) return
  unsavedSources.add(sourceId)
  notify()
}

export const markSaved = (sourceId: string) => {
  if (unsavedSources.delete(sourceId)) notify()
}

export const hasUnsavedChanges = () => unsavedSources.size > 0

export const subscribeUnsavedChanges = (listener: () => void) => {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}
