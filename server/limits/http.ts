import { HttpApiBuilder, HttpServerRequest } from "@effect/platform"
import { Effect, Option } from "effect"
import { OddsfoldApi } from "../../src/domain/api/contract"
import { readSessionCookie } from "../session/cookie"
import { SessionService } from "../session/service"
import { signedInPlayer } from "../session/signedInPlayer"
import { SELF_EXCLUDE_REASONS } from "../../src/domain/limits/limitTypes"
import { LimitsService } from "./service"

/**
 * The limits group's handlers: every call is the signed-in player's own (else 401), on their own limits only (no
 * call names a player). A used-up session limit and the reality check's "log out" end the session server-side, as a
 * logout does: the cookie is dead from then on.
 */
export const LimitsHttpLive = HttpApiBuilder.group(OddsfoldApi, "limits", (handlers) =>
  Effect.gen(function* () {
    const limits = yield* LimitsService
    const sessions = yield* SessionService
    const player = Effect.provideService(signedInPlayer, SessionService, sessions)
    const endSession = Effect.gen(function* () {
      const cookie = readSessionCookie(yield* HttpServerRequest.HttpServerRequest)
      if (Option.isSome(cookie)) yield* sessions.end(cookie.value)
    })
    return handlers
      .handle("limits", () => Effect.flatMap(player, ({ userId }) => Effect.map(limits.list(userId), (data) => ({ data }))))
      .handle("saveLimits", ({ payload }) => Effect.flatMap(player, ({ userId }) => limits.save(userId, payload.limits)))
      .handle("availableLimits", () => Effect.flatMap(player, ({ userId }) => Effect.map(limits.available(userId), (data) => ({ data }))))
      .handle("selfExcludeReasons", () => Effect.as(player, { data: SELF_EXCLUDE_REASONS }))
      .handle("testAnswers", ({ payload }) => Effect.flatMap(player, ({ userId }) => limits.testAnswers(userId, payload)))
      .handle("limitAction", ({ payload }) => Effect.flatMap(player, ({ userId }) => limits.action(userId, payload.action)))
      .handle("cancelLimit", ({ urlParams }) => Effect.flatMap(player, ({ userId }) => limits.cancel(userId, urlParams.limitType)))
      .handle("ping", () =>
        Effect.flatMap(player, ({ userId }) => limits.ping(userId).pipe(Effect.tapErrorTag("SessionLimitEnded", () => endSession)))
      )
      .handle("blockUser", ({ payload }) => Effect.flatMap(player, ({ userId }) => limits.blockUser(userId, payload.reason)))
      .handle("realityCheck", ({ payload }) =>
        Effect.flatMap(player, ({ sessionId, userId }) =>
          Effect.tap(limits.realityCheck(userId, sessionId, payload), (answer) => (answer.data.attributes.loggedOut ? endSession : Effect.void))
        )
      )
  })
)
