import { HttpApiBuilder } from "@effect/platform"
import { Effect } from "effect"
import { casinoRoundsGroup, type PlayRoundRequest } from "../../../src/domain/api/casinoRounds"
import { OddsfoldApi } from "../../../src/domain/api/contract"
import type { HotWrite } from "../../platform/http/hotWrites"
import { SessionService } from "../../session/service"
import { hasSessionCookie, signedInPlayer, signedInPlayerOfCookie } from "../../session/signedInPlayer"
import { CasinoRoundsService, ROUNDS_PAGE_DEFAULT } from "./service"

/** The casino rounds group's handlers: every call is the signed-in player's own (else 401), on their own seeds and rounds. */
export const CasinoRoundsHttpLive = HttpApiBuilder.group(OddsfoldApi, "casinoRounds", (handlers) =>
  Effect.gen(function* () {
    const service = yield* CasinoRoundsService
    const sessions = yield* SessionService
    const player = Effect.provideService(signedInPlayer, SessionService, sessions)
    return handlers
      .handle("seeds", () => Effect.flatMap(player, ({ userId }) => service.seeds(userId)))
      .handle("setClientSeed", ({ payload }) => Effect.flatMap(player, ({ userId }) => service.setClientSeed(userId, payload.clientSeed)))
      .handle("rotateSeeds", () => Effect.flatMap(player, ({ userId }) => service.rotate(userId)))
      .handle("playRound", ({ payload }) => Effect.flatMap(player, ({ userId }) => service.play(userId, payload)))
      .handle("rounds", ({ urlParams }) =>
        Effect.flatMap(player, ({ userId }) => service.rounds(userId, urlParams.before ?? null, urlParams.limit ?? ROUNDS_PAGE_DEFAULT))
      )
      .handle("round", ({ path }) => Effect.flatMap(player, ({ userId }) => service.round(userId, path.roundId)))
  })
)

/** POST rounds answered by the front server (server/platform/http/hotWrites.ts): the same handler as playRound's. */
export const playRoundHotWrite = Effect.gen(function* () {
  const service = yield* CasinoRoundsService
  const sessions = yield* SessionService
  const write: HotWrite = {
    endpoint: casinoRoundsGroup.endpoints.playRound,
    takes: (headers) => hasSessionCookie(headers["cookie"]),
    handle: ({ answerHeaders, client, headers, payload }) =>
      Effect.flatMap(signedInPlayerOfCookie(sessions, headers["cookie"], client.https, answerHeaders, { method: "POST", path: casinoRoundsGroup.endpoints.playRound.path }), ({ userId }) =>
        service.play(userId, payload as PlayRoundRequest)
      ),
    runtime: yield* Effect.runtime<never>()
  }
  return [write]
})
