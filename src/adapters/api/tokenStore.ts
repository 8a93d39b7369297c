import { Clock, Effect, Option, Redacted, SynchronizedRef } from "effect"
import { isTokenValid, TOKEN_CACHE_SECONDS } from "../../domain/session/token"
import type { ApiError } from "../../domain/api/clientErrors"

/** The user token (GET /web-api/user/gettoken), shared by every call that needs it. */
export interface TokenStore {
  /** The cached token while it is fresh, else a newly fetched one. */
  readonly current: Effect.Effect<Redacted.Redacted<string>, ApiError>
  /** The 401 rule: drop the token and fetch a new one. */
  readonly renew: Effect.Effect<void, ApiError>
}

export interface CachedToken {
  readonly token: Redacted.Redacted<string>
  readonly fetchedAtMillis: number
}

/**
 * SPEC.md 7: a token is shared and reused for 60 s, and only while it is valid (SPEC.md 4: it has an expiry in
 * the future). A token that is not valid when it arrives is used for that call but never reused.
 */
export const isCachedTokenFresh = (cached: CachedToken, nowMillis: number): boolean =>
  nowMillis - cached.fetchedAtMillis < TOKEN_CACHE_SECONDS * 1000 &&
  isTokenValid(Redacted.value(cached.token), Math.floor(nowMillis / 1000))

/**
 * The cache sits in a SynchronizedRef whose updates run one at a time, so callers that arrive while a fetch is
 * in flight wait for it and then find the fresh token: one fetch serves them all. A failed fetch leaves no token.
 */
export const makeTokenStore = (fetchToken: Effect.Effect<Redacted.Redacted<string>, ApiError>): Effect.Effect<TokenStore> =>
  Effect.gen(function* () {
    const cache = yield* SynchronizedRef.make(Option.none<CachedToken>())
    const fetchIntoCache = Effect.gen(function* () {
      const token = yield* fetchToken
      const fetchedAtMillis = yield* Clock.currentTimeMillis
      return [token, Option.some<CachedToken>({ token, fetchedAtMillis })] as const
    })
    const current = SynchronizedRef.modifyEffect(cache, (cached) =>
      Effect.flatMap(Clock.currentTimeMillis, (now) =>
        Option.isSome(cached) && isCachedTokenFresh(cached.value, now)
          ? Effect.succeed([cached.value.token, cached] as const)
          : fetchIntoCache
      )
    )
    const renew = SynchronizedRef.modifyEffect(cache, () =>
      fetchIntoCache.pipe(
        Effect.map(([, cached]) => [Effect.void as Effect.Effect<void, ApiError>, cached] as const),
        // Failing inside modifyEffect would keep the rejected token; drop it and report the failure afterwards.
        Effect.catchAll((error) => Effect.succeed([Effect.fail(error), Option.none<CachedToken>()] as const))
      )
    ).pipe(Effect.flatten)
    return { current, renew }
  })
