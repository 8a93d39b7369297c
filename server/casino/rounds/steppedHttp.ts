import { HttpApiBuilder } from "@effect/platform"
import { Effect } from "effect"
import { OddsfoldApi } from "../../../src/domain/api/contract"
import { SessionService } from "../../session/service"
import { signedInPlayer } from "../../session/signedInPlayer"
import { CasinoSteppedRoundsService } from "./steppedService"

/** The stepped rounds group's handlers: every call is the signed-in player's own (else 401), on their own rounds. */
export const CasinoSteppedRoundsHttpLive = HttpApiBuilder.group(OddsfoldApi, "casinoSteppedRounds", (handlers) =>
  Effect.gen(function* () {
    const service = yield* CasinoSteppedRoundsService
    const sessions = yield* SessionService
    const player = Effect.provideService(signedInPlayer, SessionService, sessions)
    return handlers
      .handle("startStepped", ({ payload }) => Effect.flatMap(player, ({ userId }) => service.start(userId, payload)))
      .handle("actStepped", ({ path, payload }) => Effect.flatMap(player, ({ userId }) => service.act(userId, path.roundId, payload)))
      .handle("openStepped", () => Effect.flatMap(player, ({ userId }) => service.open(userId)))
      .handle("steppedRound", ({ path }) => Effect.flatMap(player, ({ userId }) => service.round(userId, path.roundId)))
  })
)
