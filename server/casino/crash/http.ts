import { HttpApiBuilder } from "@effect/platform"
import { Effect } from "effect"
import { OddsfoldApi } from "../../../src/domain/api/contract"
import { SessionService } from "../../session/service"
import { signedInPlayer } from "../../session/signedInPlayer"
import { CasinoCrashService } from "./service"

/** The crash game's handlers: every call is the signed-in player's own (else 401), on their own bets. */
export const CasinoCrashHttpLive = HttpApiBuilder.group(OddsfoldApi, "casinoCrash", (handlers) =>
  Effect.gen(function* () {
    const service = yield* CasinoCrashService
    const sessions = yield* SessionService
    const player = Effect.provideService(signedInPlayer, SessionService, sessions)
    return handlers
      .handle("crashState", () => Effect.flatMap(player, ({ userId }) => service.state(userId)))
      .handle("placeCrashBet", ({ payload }) => Effect.flatMap(player, ({ userId }) => service.place(userId, payload)))
      .handle("cashOutCrash", ({ path }) => Effect.flatMap(player, ({ userId }) => service.cashOut(userId, path.betId)))
      .handle("recentCrashes", () => Effect.zipRight(player, service.recent))
  })
)
