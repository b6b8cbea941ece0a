import { isUniqueViolation } from "../accounts/rows.js"
import type { Knex } from "knex"
import type { Db } from "./database.js"

/**
 * Runs `work` in a transaction, and once more if it lost a race on a unique key: work that looks a
 * row up and inserts it when missing (a first sign-in creating its user) can find nothing while
 * another transaction inserts the same key, and then fail on commit order alone. The second run sees
 * the winner's committed row and takes the "already there" path. A second violation is a real error.
 */
export const transactionRetryingUniqueRace = async <T>(
  db: Db,
  work: (trx: Knex.Transaction) => Promise<T>,
): Promise<T> => {
  try {
    return await db.transaction(work)
  } catch (error) {
    if (!isUniqueViolation(error)) throw error
    return db.transaction(work)
  }
}
