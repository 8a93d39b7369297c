import { Cause, Clock, Effect, Layer, type ManagedRuntime } from "effect"
import type { ProjectionStore } from "../projections/store"
import type { Command } from "./commandTypes"
import type { Source } from "./entry"
import { serverAnswerTags } from "./events"
import type { Handler, Handlers, Outcome, Services } from "./handler"
import type { EventLog } from "./log"
import { Query } from "./query"

/**
 * The command bus: every command is logged, handled, and its events logged and folded into the store
 * (ARCHITECTURE 1). Commands run concurrently; each one's events are appended when its handler finishes.
 */
export class CommandBus {
  private readonly query: Layer.Layer<Query>

  constructor(
    readonly log: EventLog,
    readonly store: ProjectionStore,
    private readonly handlers: Handlers,
    private readonly runtime: ManagedRuntime.ManagedRuntime<Services, never>
  ) {
    this.query = Layer.succeed(Query, {
      states: Effect.sync(() => this.store.snapshot()),
      commandAt: (seq) => Effect.sync(() => this.log.commandAt(seq))
    })
  }

  dispatch(command: Command, source: Source = "user", causedBy?: number): Promise<void> {
    return this.runtime.runPromise(this.dispatchEffect(command, source, causedBy))
  }

  dispatchEffect(command: Command, source: Source, causedBy?: number): Effect.Effect<void, never, Services> {
    const bus = this
    return Effect.gen(function* () {
      const at = yield* Clock.currentTimeMillis
      const entry = bus.log.append({ kind: "command", at, source, causedBy, body: command })
      const handler = bus.handlers[command._tag] as Handler<Command>
      const outcome: Outcome = yield* handler(command, entry.seq).pipe(
        Effect.provide(bus.query),
        Effect.catchAllDefect((defect) =>
          // A bug in a handler must not take the app down; it is reported for developers.
          Effect.sync(() => {
            console.error(`handler ${command._tag} failed`, Cause.pretty(Cause.die(defect)))
            return { events: [] }
          })
        )
      )
      for (const event of outcome.events) {
        const eventAt = yield* Clock.currentTimeMillis
        // The store first, so that whoever follows the log's feed reads state that already includes the event.
        bus.store.apply(event)
        bus.log.append({
          kind: "event",
          at: eventAt,
          source: serverAnswerTags.has(event._tag) ? "server" : source,
          causedBy: entry.seq,
          body: event
        })
      }
      for (const next of outcome.next ?? []) yield* bus.dispatchEffect(next, source, entry.seq)
    })
  }
}
