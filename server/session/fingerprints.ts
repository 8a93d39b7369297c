import { Clock, Context, Effect, Layer, Option, Redacted } from "effect"
import { BadRequest, ErrorCode } from "../../src/domain/api/errors"
import { randomSecret, sha256Hex } from "../platform/secureRandom"
import { SessionService, type Session } from "./service"

/** A registered device fingerprint is accepted for 24 hours; then the client registers it again. */
export const FINGERPRINT_LIFETIME_MS = 24 * 60 * 60 * 1000

export interface FingerprintsService {
  /** Binds the device's fingerprint to the session; the token is handed to the client once, only its hash is kept. */
  readonly register: (
    session: Session,
    components: Readonly<Record<string, string>>
  ) => Effect.Effect<{ readonly token: Redacted.Redacted<string>; readonly expiresAtSeconds: number }>
  /**
   * A session with a fingerprint bound only serves requests that carry its token, unexpired, in x-fingerprint;
   * otherwise BadRequest 120 tells the client to register the fingerprint again and retry (SPEC.md 8).
   */
  readonly check: (session: Session, presented: string | undefined) => Effect.Effect<void, BadRequest>
}

export class Fingerprints extends Context.Tag("oddsfold/server/Fingerprints")<Fingerprints, FingerprintsService>() {}

/** The same components in any key order give the same hash. */
export const componentsHash = (components: Readonly<Record<string, string>>): string =>
  sha256Hex(JSON.stringify(Object.entries(components).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))))

const invalid = (message: string) => new BadRequest({ code: ErrorCode.fingerprintInvalid, message })

export const FingerprintsLive = Layer.effect(
  Fingerprints,
  Effect.gen(function* () {
    const sessions = yield* SessionService
    return {
      register: (session, components) =>
        Effect.gen(function* () {
          const token = yield* randomSecret
          const expiresAt = new Date((yield* Clock.currentTimeMillis) + FINGERPRINT_LIFETIME_MS)
          yield* sessions.bindFingerprint(session.id, {
            componentsHash: componentsHash(components),
            tokenHash: sha256Hex(Redacted.value(token)),
            expiresAt
          })
          return { token, expiresAtSeconds: Math.floor(expiresAt.getTime() / 1000) }
        }),
      check: (session, presented) =>
        Option.match(session.fingerprint, {
          onNone: () => Effect.void,
          onSome: (bound) =>
            Effect.gen(function* () {
              if (presented === undefined || presented === "") return yield* invalid("the x-fingerprint header is required")
              // Both sides are SHA-256 hex of the token, so a plain comparison reveals nothing about the token.
              if (sha256Hex(presented) !== bound.tokenHash) return yield* invalid("unknown fingerprint")
              if (bound.expiresAt.getTime() <= (yield* Clock.currentTimeMillis)) return yield* invalid("the fingerprint has expired")
            })
        })
    }
  })
)
