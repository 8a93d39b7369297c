import { Duration, Effect } from "effect"
import { filter } from "rxjs"
import { forEachValue } from "../../adapters/observe"
import { every } from "../../adapters/timers"
import { type Area, defineArea } from "../area"
import type { CommandBus } from "../bus"
import { changesCommands, PollChanges } from "./commands"
import { changesEvents, changesServerAnswers } from "./events"
import { pollChanges } from "./handlers"

/** How often a visible tab asks for the signed-in player's changes: a settlement shows within this long. */
export const CHANGES_POLL_PERIOD = Duration.seconds(5)

/** Events after which the signed-in player may be one the feed holds no version for. */
const PLAYER_ARRIVES: ReadonlySet<string> = new Set(["SessionChecked", "LoginSucceeded", "PlayerRegistered"])

const signedIn = (bus: CommandBus): boolean => bus.store.snapshot().session.status === "player"

/**
 * The signed-in player's changes feed (ARCHITECTURE 2, area `changes`): balances and coupons that changed on the
 * server, whoever changed them, reach the header, the history and a coupon's page within one poll.
 */
export const changesArea: Area<typeof changesCommands, typeof changesEvents> = defineArea({
  name: "changes",
  commands: changesCommands,
  handlers: { PollChanges: pollChanges },
  events: changesEvents,
  serverAnswers: changesServerAnswers,
  migrations: [],
  /**
   * A poll at once for a player the feed has no version for (at start, on a sign-in), so what the pages read next is
   * newer than the version; then every CHANGES_POLL_PERIOD while the tab is visible and a player is signed in. No
   * timer command is logged for a guest.
   */
  start: (bus) =>
    Effect.gen(function* () {
      const first = Effect.suspend(() =>
        signedIn(bus) && bus.store.snapshot().changes.version === null ? bus.dispatchEffect(new PollChanges({}), "system") : Effect.void
      )
      yield* Effect.forkScoped(first)
      yield* Effect.forkScoped(
        forEachValue(
          bus.log.feed.pipe(filter((entry) => entry.kind === "event" && PLAYER_ARRIVES.has(entry.body._tag))),
          () => first
        )
      )
      yield* every(CHANGES_POLL_PERIOD, Effect.suspend(() => (signedIn(bus) ? bus.dispatchEffect(new PollChanges({}), "timer") : Effect.void)), {
        pauseWhileHidden: true
      })
    })
})
