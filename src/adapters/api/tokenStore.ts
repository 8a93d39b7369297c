import { Clock, Effect, Option, Redacted, SynchronizedRef } from "effect"
import { isTokenValid, TOKEN_CACHE_SECONDS } from "../../domain/session/token"
import type { ApiError } from "../../domain/api/clientErrors"

/** The user token (GET /web-api/user/gettoken), shared by every call that needs it. */
export interface TokenStore {
  /** The cached token while it is fresh, else a newly fetched one; with the renewal it belongs to. */
  readonly current: Effect.Effect<IssuedToken, ApiError>
  /** How many renewals have happened: a call reads it before its attempt, to say which renewal it saw rejected. */
  readonly generation: Effect.Effect<number>
  /**
   * The 401 rule: drop the token and fetch a new one, unless a renewal newer than `seen` already happened (a
   * parallel call's 401 renewed it meanwhile): then the retry uses that one. So parallel 401s share one renewal.
   */
  readonly renew: (seen: number) => Effect.Effect<void, ApiError>
  /** A token the server handed to a caller of the token endpoint: kept for the calls that follow. */
  readonly accept: (token: Redacted.Redacted<string>) => Effect.Effect<void>
}

export interface IssuedToken {
  readonly token: Redacted.Redacted<string>
  readonly generation: number
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

interface State {
  readonly cached: Option.Option<CachedToken>
  readonly generation: number
}

/**
 * The cache sits in a SynchronizedRef whose updates run one at a time, so callers that arrive while a fetch is
 * in flight wait for it and then find the fresh token: one fetch serves them all. A failed fetch leaves no token.
 */
export const makeTokenStore = (fetchToken: Effect.Effect<Redacted.Redacted<string>, ApiError>): Effect.Effect<TokenStore> =>
  Effect.gen(function* () {
    const state = yield* SynchronizedRef.make<State>({ cached: Option.none(), generation: 0 })
    const cache = (token: Redacted.Redacted<string>, generation: number) =>
      Effect.map(Clock.currentTimeMillis, (fetchedAtMillis): State => ({ cached: Option.some({ token, fetchedAtMillis }), generation }))
    const current = SynchronizedRef.modifyEffect(state, (now) =>
      Effect.flatMap(Clock.currentTimeMillis, (millis) => {
        if (Option.isSome(now.cached) && isCachedTokenFresh(now.cached.value, millis)) {
          return Effect.succeed([{ token: now.cached.value.token, generation: now.generation }, now] as const)
        }
        return Effect.flatMap(fetchToken, (token) =>
          Effect.map(cache(token, now.generation), (next) => [{ token, generation: now.generation }, next] as const)
        )
      })
    )
    const renew = (seen: number) =>
      SynchronizedRef.modifyEffect(state, (now) => {
        if (now.generation !== seen) return Effect.succeed([Effect.void as Effect.Effect<void, ApiError>, now] as const)
        return fetchToken.pipe(
          Effect.flatMap((token) => cache(token, seen + 1)),
          Effect.map((next) => [Effect.void as Effect.Effect<void, ApiError>, next] as const),
          // Failing inside modifyEffect would keep the rejected token; drop it and report the failure afterwards.
          Effect.catchAll((error) => Effect.succeed([Effect.fail(error), { cached: Option.none(), generation: seen + 1 }] as const))
        )
      }).pipe(Effect.flatten)
    const accept = (token: Redacted.Redacted<string>) =>
      SynchronizedRef.updateEffect(state, (now) => cache(token, now.generation + 1))
    return { current, generation: Effect.map(SynchronizedRef.get(state), (now) => now.generation), renew, accept }
  })
