import { Duration, Effect, Exit, Scope } from "effect"
import { filter } from "rxjs"
import { forEachValue } from "../../adapters/observe"
import { after } from "../../adapters/timers"
import { isSearchable, SEARCH_DEBOUNCE_MS } from "../../domain/sports/search"
import type { CommandBus } from "../bus"
import { RunSearch } from "./searchCommands"
import type { SearchTyped } from "./searchEvents"

/**
 * Results as the player types, one request per pause (ARCHITECTURE 5: a timer on the Clock dispatches a command, so
 * the request is in the log with its cause): every change of the search box starts the wait again, and the line is
 * asked only once the player has paused SEARCH_DEBOUNCE_MS. The request itself runs apart from the timer, so the next
 * keystroke stops a wait but never a request: a newer RunSearch cancels that one (the area supersedes it).
 */
export const startSearchTimer = (bus: CommandBus) =>
  Effect.gen(function* () {
    const appScope = yield* Effect.scope
    let waiting: Scope.CloseableScope | undefined
    const typed = (query: string) =>
      Effect.gen(function* () {
        if (waiting !== undefined) yield* Scope.close(waiting, Exit.void)
        waiting = undefined
        if (!isSearchable(query)) return
        const scope = yield* Scope.make()
        waiting = scope
        const ask = Effect.forkIn(bus.dispatchEffect(new RunSearch({ query }), "timer"), appScope)
        yield* Scope.extend(after(Duration.millis(SEARCH_DEBOUNCE_MS), Effect.asVoid(ask)), scope)
      })
    yield* Effect.forkScoped(
      forEachValue(
        bus.log.feed.pipe(filter((entry) => entry.kind === "event" && entry.body._tag === "SearchTyped")),
        (entry) => typed((entry.body as SearchTyped).query)
      )
    )
  })
