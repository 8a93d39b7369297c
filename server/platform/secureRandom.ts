import { hash, randomBytes, timingSafeEqual } from "node:crypto"
import { Effect, Redacted } from "effect"
import { SERVER_SEED_BYTES } from "../../src/domain/casino/fair"

/**
 * Random secrets and hashes for cookies, fingerprint tokens and keys. 32 bytes = 256 bits, well above the
 * 128 bits ARCHITECTURE.md 6 asks of a session token. Values are Redacted so they cannot slip into a log line.
 */
export const SECRET_BYTES = 32

/** base64url of 32 random bytes: 43 characters, safe in cookies and headers as is. */
export const randomSecret: Effect.Effect<Redacted.Redacted<string>> = Effect.sync(() =>
  Redacted.make(randomBytes(SECRET_BYTES).toString("base64url"))
)

/** The shape randomSecret produces; anything else cannot be one of ours and is not looked up. */
export const SECRET_FORMAT = /^[A-Za-z0-9_-]{43}$/

/** A provably fair draw's server seed (src/domain/casino/fair.ts): random bytes in hex, kept secret until revealed. */
export const newServerSeed = (): string => randomBytes(SERVER_SEED_BYTES).toString("hex")

/** The client seed a player starts with until they choose their own. */
export const newClientSeed = (): string => randomBytes(16).toString("hex")

/** SHA-256 of a text, in hex: node:crypto's one-shot digest (a third of a Hash object's cost on a cookie-sized text). */
export const sha256Hex = (text: string): string => hash("sha256", text, "hex")

/** Compares two strings without leaking through timing where they first differ. */
export const constantTimeEqual = (a: string, b: string): boolean => {
  const left = Buffer.from(a, "utf8")
  const right = Buffer.from(b, "utf8")
  return left.length === right.length && timingSafeEqual(left, right)
}
