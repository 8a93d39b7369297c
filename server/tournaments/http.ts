import { HttpApiBuilder } from "@effect/platform"
import { Effect, Layer, type Option, type Redacted } from "effect"
import { OddsfoldApi } from "../../src/domain/api/contract"
import { OperatorAccessLive } from "../operator/access"
import { SessionService } from "../session/service"
import { signedInPlayer } from "../session/signedInPlayer"
import { TournamentsService } from "./service"

/** Tournaments' handlers: the list and a tournament for everyone (with the player's own entry when signed in); joining the signed-in player's own (else 401). */
export const TournamentsHttpLive = HttpApiBuilder.group(OddsfoldApi, "tournaments", (handlers) =>
  Effect.gen(function* () {
    const service = yield* TournamentsService
    const sessions = yield* SessionService
    const player = Effect.provideService(signedInPlayer, SessionService, sessions)
    /** The signed-in player's id, or null for a guest (a public read answers both). */
    const viewer = player.pipe(
      Effect.map(({ userId }) => userId as number | null),
      Effect.orElseSucceed(() => null)
    )
    return handlers
      .handle("list", () => Effect.flatMap(viewer, (userId) => service.list(userId)))
      .handle("tournament", ({ path }) => Effect.flatMap(viewer, (userId) => service.tournament(path.tournamentId, userId)))
      .handle("join", ({ path }) => Effect.flatMap(player, ({ userId }) => service.join(userId, path.tournamentId)))
  })
)

/** The operator's tournaments, behind the operator token. */
export const OperatorTournamentsHttpLive = (operatorToken: Option.Option<Redacted.Redacted<string>>) =>
  HttpApiBuilder.group(OddsfoldApi, "operatorTournaments", (handlers) =>
    Effect.map(TournamentsService, (service) =>
      handlers
        .handle("all", () => service.all)
        .handle("create", ({ payload }) => service.create(payload))
        .handle("publish", ({ path }) => service.publish(path.tournamentId))
        .handle("end", ({ path }) => service.end(path.tournamentId))
    )
  ).pipe(Layer.provide(OperatorAccessLive(operatorToken)))
