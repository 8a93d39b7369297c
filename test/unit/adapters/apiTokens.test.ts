import { describe, expect, it } from "@effect/vitest"
import { Effect, Exit, Fiber, TestClock } from "effect"
import { NotAuthenticated } from "../../../src/domain/api/clientErrors"
import { TOKEN_CACHE_SECONDS } from "../../../src/domain/session/token"
import { apiOn, apiOver, bearerOf, CHECK_PATH, FAR_FUTURE_EXP, ok, status, TOKEN_PATH, tokenIdOf, unexpected, withApi } from "./support/apiHarness"
import { jwt } from "./support/scriptedHttp"

/** A session check that answers the player's id to the given tokens and 401 to any other. */
const checkAccepting = (...accepted: ReadonlyArray<string>) =>
  apiOver((request) => {
    if (request.path !== CHECK_PATH) return unexpected(request)
    const id = tokenIdOf(request)
    return id !== undefined && accepted.includes(id) ? ok({ userId: 7 }) : status(401, { _tag: "Unauthorized", message: "expired" })
  })

describe("Api tokens: the 401 rule (SPEC.md 8)", () => {
  it.effect("sends the token as a bearer on the session check, fetched with force_refresh=true", () =>
    Effect.gen(function* () {
      const { server, layer } = checkAccepting("token-1")
      const answer = yield* withApi(layer, (api) => api.session.check({ headers: {} }))
      expect(answer).toEqual({ userId: 7 })
      expect(server.to(TOKEN_PATH).map((r) => r.query.get("force_refresh"))).toEqual(["true"])
      expect(bearerOf(server.to(CHECK_PATH)[0]!)).toBe(`Bearer ${jwt("token-1", FAR_FUTURE_EXP)}`)
    }))

  it.effect("a 401 drops the token, fetches a new one and retries once with it", () =>
    Effect.gen(function* () {
      const { server, layer } = checkAccepting("token-2")
      const answer = yield* withApi(layer, (api) => api.session.check({ headers: {} }))
      expect(answer).toEqual({ userId: 7 })
      expect(server.to(TOKEN_PATH)).toHaveLength(2)
      expect(server.to(CHECK_PATH).map(tokenIdOf)).toEqual(["token-1", "token-2"])
    }))

  it.effect("a second 401 is NotAuthenticated, after exactly two checks and one renewal", () =>
    Effect.gen(function* () {
      const { server, layer } = checkAccepting()
      const error = yield* withApi(layer, (api) => Effect.flip(api.session.check({ headers: {} })))
      expect(error).toBeInstanceOf(NotAuthenticated)
      expect(server.to(CHECK_PATH).map(tokenIdOf)).toEqual(["token-1", "token-2"])
      expect(server.to(TOKEN_PATH)).toHaveLength(2)
    }))

  it.effect("a 401 from the token endpoint itself is NotAuthenticated without looping", () =>
    Effect.gen(function* () {
      const { server, layer } = apiOn((request) => (request.path === TOKEN_PATH ? status(401) : unexpected(request)))
      const error = yield* withApi(layer, (api) => Effect.flip(api.session.check({ headers: {} })))
      expect(error).toBeInstanceOf(NotAuthenticated)
      expect(server.requests.map((r) => r.path)).toEqual([TOKEN_PATH])
    }))

  it.effect("a guest (the token endpoint answers token null) is NotAuthenticated after one token request, with no renewal", () =>
    Effect.gen(function* () {
      const { server, layer } = apiOn((request) => (request.path === TOKEN_PATH ? ok({ data: { token: null } }) : unexpected(request)))
      const error = yield* withApi(layer, (api) => Effect.flip(api.session.check({ headers: {} })))
      expect(error).toBeInstanceOf(NotAuthenticated)
      expect(server.requests.map((r) => r.path)).toEqual([TOKEN_PATH])
    }))

  it.effect("a 401 on a call without a token still renews the token once, then retries", () =>
    Effect.gen(function* () {
      let starts = 0
      const { server, layer } = apiOver((request) => {
        if (request.path !== "/web-api/session") return unexpected(request)
        starts += 1
        return starts === 1 ? status(401) : { status: 200, text: "ok" }
      })
      yield* withApi(layer, (api) => api.session.start())
      expect(server.requests.map((r) => r.path)).toEqual(["/web-api/session", TOKEN_PATH, "/web-api/session"])
    }))
  it.effect("parallel calls that all get 401 share one token renewal, and each retries once with the new token", () =>
    Effect.gen(function* () {
      // token-1 is rejected; the server answers only after all five checks have arrived with it.
      const { server, layer } = apiOver((request) => {
        if (request.path !== CHECK_PATH) return unexpected(request)
        return tokenIdOf(request) === "token-2" ? ok({ userId: 7 }) : Effect.as(Effect.sleep("1 second"), status(401))
      })
      const exit = yield* withApi(layer, (api) =>
        Effect.gen(function* () {
          const checks = Array.from({ length: 5 }, () => api.session.check({ headers: {} }))
          const fiber = yield* Effect.fork(Effect.all(checks, { concurrency: "unbounded" }))
          yield* TestClock.adjust("2 seconds")
          return yield* Fiber.await(fiber)
        }))
      expect(exit).toEqual(Exit.succeed(Array.from({ length: 5 }, () => ({ userId: 7 }))))
      // One fetch for the first token, exactly one renewal for all five 401s.
      expect(server.to(TOKEN_PATH)).toHaveLength(2)
      expect(server.to(CHECK_PATH).map(tokenIdOf)).toEqual([...Array(5).fill("token-1"), ...Array(5).fill("token-2")])
    }))
})

describe("Api tokens: shared and cached 60 s while valid (SPEC.md 7)", () => {
  it.effect("is reused within 60 s and fetched again once 60 s have passed", () =>
    Effect.gen(function* () {
      const { server, layer } = checkAccepting("token-1", "token-2")
      yield* withApi(layer, (api) =>
        Effect.gen(function* () {
          yield* api.session.check({ headers: {} })
          yield* TestClock.adjust(`${TOKEN_CACHE_SECONDS - 1} seconds`)
          yield* api.session.check({ headers: {} })
          expect(server.to(TOKEN_PATH)).toHaveLength(1)
          yield* TestClock.adjust("1 second")
          yield* api.session.check({ headers: {} })
        }))
      expect(server.to(TOKEN_PATH)).toHaveLength(2)
      expect(server.to(CHECK_PATH).map(tokenIdOf)).toEqual(["token-1", "token-1", "token-2"])
    }))

  it.effect("is not reused once its own expiry has passed, even within 60 s", () =>
    Effect.gen(function* () {
      // Tokens expire at 5 s of virtual time.
      const { server, layer } = apiOver((request) => (request.path === CHECK_PATH ? ok({ userId: null }) : unexpected(request)), { tokenExp: 5 })
      yield* withApi(layer, (api) =>
        Effect.gen(function* () {
          yield* api.session.check({ headers: {} })
          yield* TestClock.adjust("4 seconds")
          yield* api.session.check({ headers: {} })
          expect(server.to(TOKEN_PATH)).toHaveLength(1)
          yield* TestClock.adjust("1 second")
          yield* api.session.check({ headers: {} })
          yield* api.session.check({ headers: {} })
        }))
      expect(server.to(TOKEN_PATH)).toHaveLength(3)
    }))

  it.effect("concurrent callers share one in-flight fetch", () =>
    Effect.gen(function* () {
      let fetches = 0
      const { server, layer } = apiOn((request) => {
        if (request.path === TOKEN_PATH) {
          fetches += 1
          // The token takes a second to arrive, so the other callers come while it is in flight.
          return Effect.as(Effect.sleep("1 second"), ok({ data: { token: jwt(`token-${fetches}`, FAR_FUTURE_EXP) } }))
        }
        return ok({ userId: 3 })
      })
      const exit = yield* withApi(layer, (api) =>
        Effect.gen(function* () {
          const fiber = yield* Effect.fork(Effect.all([api.session.check({ headers: {} }), api.session.check({ headers: {} }), api.session.check({ headers: {} })], { concurrency: "unbounded" }))
          yield* TestClock.adjust("2 seconds")
          return yield* Fiber.await(fiber)
        }))
      expect(Exit.isSuccess(exit)).toBe(true)
      expect(fetches).toBe(1)
      expect(server.to(CHECK_PATH).map(tokenIdOf)).toEqual(["token-1", "token-1", "token-1"])
    }))
})
