import { readFileSync } from "node:fs"
import path from "node:path"
import { passwordStrength } from "@vsme/core"
import { workspaceRoot } from "../config.js"

let common: ReadonlySet<string> | undefined
const commonPasswords = () =>
  (common ??= new Set(
    readFileSync(path.join(workspaceRoot, "fixtures", "common-passwords.txt"), "utf8")
      .split("\n")
      .map((line) => line.trim())
      .filter(Boolean),
  ))

/**
 * Whether a password is one of the most common breached ones, or such a password padded with digits
 * and symbols at either end ("Password123456!"). The list ships in fixtures/ (source named there).
 */
export const isCommonPassword = (password: string) => {
  const lower = password.toLowerCase()
  const core = lower.replace(/^[\d\W_]+|[\d\W_]+$/gu, "")
  return commonPasswords().has(lower) || (core.length > 0 && commonPasswords().has(core))
}

export type PasswordProblem = "too_short" | "no_lowercase" | "no_uppercase" | "breached"

/** The server's password rule: core's rule of spec §5, then the breached-password list. */
export const passwordProblem = (password: string): PasswordProblem | null => {
  const strength = passwordStrength(password)
  if (strength !== "ok") return strength
  return isCommonPassword(password) ? "breached" : null
}
