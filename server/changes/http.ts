import { HttpApiBuilder } from "@effect/platform"
import { Effect } from "effect"
import { OddsfoldApi } from "../../src/domain/api/contract"
import { SessionService } from "../session/service"
import { signedInPlayer } from "../session/signedInPlayer"
import { ChangesService } from "./service"

/**
 * The changes group's handler: the signed-in player's own changes (else 401); the version in `since` is only
 * compared with theirs, so whatever number it holds reads nothing of another player. A `since` that is not a
 * non-negative integer is refused by the contract's Schema (400) before the handler runs.
 */
export const ChangesHttpLive = HttpApiBuilder.group(OddsfoldApi, "changes", (handlers) =>
  Effect.gen(function* () {
    const changes = yield* ChangesService
    const player = Effect.provideService(signedInPlayer, SessionService, yield* SessionService)
    return handlers.handle("poll", ({ urlParams }) => Effect.flatMap(player, ({ userId }) => changes.poll(userId, urlParams.since)))
  })
)
