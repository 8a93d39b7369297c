import { Effect } from "effect"
import { filter } from "rxjs"
import { forEachValue } from "../../adapters/observe"
import type { CommandBus } from "../bus"
import { LoadFavorites } from "./favoriteCommands"

/** Session answers after which the signed-in player may be one whose favorites are not loaded. */
const PLAYER_ARRIVES: ReadonlySet<string> = new Set(["SessionChecked", "LoginSucceeded", "PlayerRegistered"])

/** A signed-in player whose favorites are not loaded: the favorites projection folds the session's answers. */
const needsFavorites = (bus: CommandBus): boolean => {
  const { sportsFavorites } = bus.store.snapshot()
  return sportsFavorites.owner !== null && sportsFavorites.status === "idle"
}

/**
 * Every star shows the player's favorites, wherever it is: they are loaded at start for a player already signed in,
 * and whenever a session answer brings a player whose favorites are not loaded (a sign-in, another player on this
 * browser), as the account area loads the wallets. A logout empties them (the projection folds LoggedOut).
 */
export const loadFavoritesOnSignIn = (bus: CommandBus) =>
  Effect.gen(function* () {
    const load = Effect.suspend(() => (needsFavorites(bus) ? bus.dispatchEffect(new LoadFavorites({}), "system") : Effect.void))
    yield* load
    yield* Effect.forkScoped(
      forEachValue(
        bus.log.feed.pipe(filter((entry) => entry.kind === "event" && PLAYER_ARRIVES.has(entry.body._tag))),
        () => load
      )
    )
  })
