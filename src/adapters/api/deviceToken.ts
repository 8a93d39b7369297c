import { Clock, Effect, Option, Redacted, Schema } from "effect"
import type { Storage } from "../Storage"

/**
 * The device fingerprint token (SPEC.md 7: the fingerprint that follows GET /web-api/session), kept in local storage.
 * The server binds it to the session, and the session cookie outlives the page and is shared by every tab: a token
 * kept only in memory is lost at each reload (the next token fetch is refused with the fingerprint code and the
 * device registered again), and a token kept per tab makes two tabs re-register in turn, each voiding the other's.
 * It is read at every request, so a tab sends the token another tab registered last. Alone it opens nothing: it
 * counts only beside the HttpOnly session cookie, and only until it expires.
 */
export const DEVICE_TOKEN_KEY = "oddsfold.deviceToken"

const KeptToken = Schema.parseJson(Schema.Struct({ token: Schema.String, expiresAt: Schema.Int }))
const decodeKept = Schema.decodeUnknownOption(KeptToken)
const encodeKept = Schema.encodeSync(KeptToken)

export interface DeviceTokenStore {
  /** The kept token while it is in force; None before a registration, after its expiry, or when storage is unreadable. */
  readonly current: Effect.Effect<Option.Option<Redacted.Redacted<string>>>
  /** Keeps a token the server registered, with its expiry (epoch seconds). */
  readonly keep: (token: Redacted.Redacted<string>, expiresAt: number) => Effect.Effect<void>
}

export const makeDeviceTokenStore = (storage: Storage["Type"]): DeviceTokenStore => ({
  current: Effect.gen(function* () {
    const kept = yield* storage.getSecret("local", DEVICE_TOKEN_KEY)
    if (kept === undefined) return Option.none()
    const nowSeconds = Math.floor((yield* Clock.currentTimeMillis) / 1000)
    return decodeKept(Redacted.value(kept)).pipe(
      Option.filter(({ expiresAt }) => expiresAt > nowSeconds),
      Option.map(({ token }) => Redacted.make(token))
    )
  }),
  keep: (token, expiresAt) => storage.setSecret("local", DEVICE_TOKEN_KEY, Redacted.make(encodeKept({ token: Redacted.value(token), expiresAt })))
})
