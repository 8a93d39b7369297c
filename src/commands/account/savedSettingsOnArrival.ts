import { Effect } from "effect"
import { filter, map, startWith } from "rxjs"
import { forEachValue } from "../../adapters/observe"
import { type PlayerArrival, takesSavedSettings } from "../../domain/settings/savedSettings"
import type { CommandBus } from "../bus"
import { LoadOfficeSettings } from "./officeCommands"

/** The session answers that bring a player, and how each brought them. */
const ARRIVALS: ReadonlyMap<string, PlayerArrival> = new Map([
  ["LoginSucceeded", "signedIn"],
  ["SessionChecked", "sessionFound"]
])

/**
 * The settings a player saved on the server apply as soon as the player is known on this page, not only once the
 * settings page is opened: loading them (LoadOfficeSettings) applies their global part (odds format, theme, time
 * zone...). Asked once a visit per player (the office settings are idle again only after a sign-in or a logout), and
 * at a session found at start only when this browser does not keep the player's settings already
 * (src/domain/settings/savedSettings.ts). A new player (PlayerRegistered) has nothing saved yet.
 */
export const loadSavedSettingsOnArrival = (bus: CommandBus) =>
  Effect.gen(function* () {
    const load = (arrival: PlayerArrival) =>
      Effect.suspend(() => {
        const { officeSettings, session, settingsOwner } = bus.store.snapshot()
        if (session.status !== "player" || session.userId === null || officeSettings.status !== "idle") return Effect.void
        return takesSavedSettings(arrival, settingsOwner.restoredFor, session.userId) ? bus.dispatchEffect(new LoadOfficeSettings({}), "system") : Effect.void
      })
    const arrivals = bus.log.feed.pipe(
      map((entry) => (entry.kind === "event" ? ARRIVALS.get(entry.body._tag) : undefined)),
      filter((arrival) => arrival !== undefined),
      // The start-up check has answered by now: a player already signed in is one whose session was found.
      startWith<PlayerArrival>("sessionFound")
    )
    // One at a time: an arrival during a load is taken after it, finds the settings loaded, and asks nothing more.
    yield* Effect.forkScoped(forEachValue(arrivals, load))
  })
