import { randomBytes } from "node:crypto"
import { type Algorithm, hash, verify } from "@node-rs/argon2"
import { Context, Effect, Layer, Redacted } from "effect"

/**
 * Password hashing with argon2id at the OWASP parameters (m = 19 MiB, t = 2, p = 1), ARCHITECTURE 6 and 7. The
 * hash is a PHC string that carries its own salt and parameters, so raising them later re-hashes nothing old.
 */
export const ARGON2ID_OPTIONS = {
  // A const enum in the package's typings; 2 is Argon2id.
  algorithm: 2 as Algorithm.Argon2id,
  memoryCost: 19 * 1024,
  timeCost: 2,
  parallelism: 1
} as const

export interface PasswordHasherShape {
  readonly hash: (password: Redacted.Redacted<string>) => Effect.Effect<string>
  /** False for a wrong password or a hash that cannot be read; never fails. */
  readonly verify: (passwordHash: string, password: Redacted.Redacted<string>) => Effect.Effect<boolean>
  /**
   * A hash of a random password nobody knows, made once at start. A sign-in for a login that has no account is
   * checked against it, so it costs the same argon2id work as a wrong password and its timing tells nothing.
   */
  readonly dummyHash: string
}

export class PasswordHasher extends Context.Tag("oddsfold/server/PasswordHasher")<PasswordHasher, PasswordHasherShape>() {}

/** Runs on libuv's thread pool (the package's async functions), so hashing never blocks the event loop. */
export const makePasswordHasher: Effect.Effect<PasswordHasherShape> = Effect.gen(function* () {
  const hashOf = (password: Redacted.Redacted<string>) => Effect.promise(() => hash(Redacted.value(password), ARGON2ID_OPTIONS))
  const dummyHash = yield* hashOf(Redacted.make(randomBytes(32).toString("base64url")))
  return {
    hash: hashOf,
    verify: (passwordHash, password) =>
      Effect.tryPromise(() => verify(passwordHash, Redacted.value(password))).pipe(Effect.orElseSucceed(() => false)),
    dummyHash
  }
})

export const PasswordHasherLive = Layer.effect(PasswordHasher, makePasswordHasher)
