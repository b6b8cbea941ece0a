/** Prefix of every localStorage key that holds a form's working state (spec §3, the report form). */
export const formStoragePrefix = "vsme.form."

/** Removes every stored form state: it may hold another user's answers after a logout. */
export const clearFormStorage = (storage: Pick<Storage, "length" | "key" | "removeItem">) => {
  const keys: string[] = []
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i)
    if (key?.startsWith(formStoragePrefix)) keys.push(key)
  }
  // Collected first: removing while iterating shifts the indexes.
  for (const key of keys) storage.removeItem(key)
}
