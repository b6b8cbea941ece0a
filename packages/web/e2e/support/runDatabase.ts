import { randomBytes } from "node:crypto"
import pg from "pg"

/**
 * The database of one browser-test run. Where a PostgreSQL server is named by DATABASE_URL (CI sets it
 * when the machine has one), the run gets a fresh database of its own on it, dropped by the global
 * teardown; otherwise the API's embedded database in a temporary folder. On a two-core machine the
 * embedded database computes every query of every browser on the API's one thread, beside the
 * browsers and the other tests; the server's own processes are cheaper, and the database tests run
 * everything on both anyway (decision 031, addendum 3). `E2E_DATABASE=embedded` keeps the embedded
 * one even when a server is there.
 */
export const createRunDatabase = async (serverUrl: string): Promise<string> => {
  const name = `vsme_e2e_${Date.now()}_${randomBytes(3).toString("hex")}`
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  try {
    await admin.query(`create database "${name}"`)
  } finally {
    await admin.end()
  }
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return url.toString()
}

/** Drops a database made by createRunDatabase, even while the API still holds connections to it. */
export const dropRunDatabase = async (runUrl: string) => {
  const url = new URL(runUrl)
  const name = url.pathname.slice(1)
  if (!/^vsme_e2e_\d+_[0-9a-f]{6}$/.test(name)) return
  url.pathname = "/postgres"
  const admin = new pg.Client({ connectionString: url.toString() })
  await admin.connect()
  try {
    await admin.query(`drop database if exists "${name}" with (force)`)
  } finally {
    await admin.end()
  }
}

export const wantsServerDatabase = () =>
  Boolean(process.env.DATABASE_URL) && process.env.E2E_DATABASE !== "embedded"
