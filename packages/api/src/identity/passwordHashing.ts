import { hash, verify } from "@node-rs/argon2"

// OWASP's argon2id baseline (19 MiB, 2 iterations, 1 lane): about 20–40 ms here. The library's
// `Algorithm` is a const enum, which isolated modules cannot read: 2 is its Argon2id.
const argon2id = 2
const options = { algorithm: argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const

export const hashPassword = (password: string) => hash(password, options)

export const verifyPassword = async (passwordHash: string, password: string) => {
  try {
    return await verify(passwordHash, password)
  } catch {
    return false
  }
}

// Compared against when the e-mail is unknown, so that a failed sign-in takes as long either way.
let decoy: Promise<string> | undefined
export const spendVerificationTime = async (password: string) => {
  decoy ??= hashPassword("decoy password that never matches")
  await verifyPassword(await decoy, password)
}
