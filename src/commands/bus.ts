import { Cause, Clock, Effect, Exit, Fiber, Layer, type ManagedRuntime, Option, Schema } from "effect"
import type { ProjectionStore } from "../projections/store"
import { recordingAnswers, type ServiceAnswers } from "./answers"
import type { Source } from "./entry"
import type { Outcome, Services } from "./handler"
import { CommandSuperseded, HandlerFailed } from "./kernelEvents"
import type { EventLog } from "./log"
import { Query } from "./query"
import { type AreaName, Command, type Event, type Route, routes, serverAnswerTags } from "./registry"

/**
 * The command bus (ARCHITECTURE 1 and 5): every command is logged, handled in its area's lane, and its events are
 * logged and folded into the store. Commands of one area run one at a time, so a handler that checks a rule against
 * state reads state no other command of its area is changing; areas run side by side. A command whose area
 * declares it superseding cancels an older one of the same tag still in flight (a newer language's config).
 */
/** How many encoded commands the bus remembers whole (see decodeCommand): far more than ever wait at once. */
const KEPT_COMMANDS = 64

export class CommandBus {
  private readonly query: Layer.Layer<Query>
  private readonly lanes = new Map<AreaName, Effect.Semaphore>()
  private readonly inFlight = new Map<string, { readonly seq: number; readonly fiber: Fiber.RuntimeFiber<Outcome> }>()
  private readonly answers: ServiceAnswers

  constructor(
    readonly log: EventLog,
    readonly store: ProjectionStore,
    private readonly runtime: ManagedRuntime.ManagedRuntime<Services, never>,
    private readonly table: ReadonlyMap<string, Route> = routes,
    /** How handlers' services answer: recorded into the log (live), or served from a logged one (re-run). */
    answers?: ServiceAnswers
  ) {
    this.answers = answers ?? recordingAnswers(log)
    // Compiled on first use (a command waiting for a captcha), not at start: they read every command's Schema.
    let encode: ((command: Command) => unknown) | undefined
    let decode: ((encoded: unknown) => Option.Option<Command>) | undefined
    // The commands behind the encoded forms this app handed out, by their JSON: an encoded command's secrets are
    // placeholders, so a command kept in state (waiting for a captcha) comes back whole from here while this app
    // still holds it. Two forms alike (the same sign-in typed twice) stand for the later command.
    const dispatched = new Map<string, Command>()
    this.query = Layer.succeed(Query, {
      states: Effect.sync(() => this.store.snapshot()),
      encodeCommand: (command) => {
        encode ??= Schema.encodeSync(Command)
        const encoded = encode(command) as Readonly<Record<string, unknown>>
        const key = JSON.stringify(encoded)
        dispatched.delete(key)
        dispatched.set(key, command)
        // Only commands waiting in state need this: a few at a time. The oldest go first.
        if (dispatched.size > KEPT_COMMANDS) dispatched.delete(dispatched.keys().next().value!)
        return encoded
      },
      decodeCommand: (encoded) => {
        decode ??= Schema.decodeUnknownOption(Command)
        return dispatched.get(JSON.stringify(encoded)) ?? Option.getOrUndefined(decode(encoded))
      }
    })
  }

  dispatch(command: Command, source: Source = "user", causedBy?: number): Promise<void> {
    return this.runtime.runPromise(this.dispatchEffect(command, source, causedBy))
  }

  dispatchEffect(command: Command, source: Source, causedBy?: number): Effect.Effect<void, never, Services> {
    const bus = this
    return Effect.gen(function* () {
      const entry = bus.log.append({ kind: "command", at: yield* Clock.currentTimeMillis, source, causedBy, body: command })
      const route = bus.table.get(command._tag)
      if (route === undefined) {
        yield* bus.record([failure(command, "no handler for this command")], source, entry.seq)
        return
      }
      bus.log.unfinished.add(entry.seq)
      const handled = bus.laneOf(route.area)
        .withPermits(1)(bus.handle(route, command, entry.seq, source))
        .pipe(Effect.ensuring(Effect.sync(() => bus.log.unfinished.delete(entry.seq))))
      const outcome = route.supersedes ? yield* bus.supersedingRun(command, entry.seq, handled) : Option.some(yield* handled)
      if (Option.isNone(outcome)) return
      for (const next of outcome.value.next ?? []) yield* bus.dispatchEffect(next, source, entry.seq)
    })
  }

  /** Runs the handler, then logs and folds its events, all inside the lane. A defect becomes HandlerFailed. */
  private handle(route: Route, command: Command, seq: number, source: Source): Effect.Effect<Outcome, never, Services> {
    return route.handler(command, seq).pipe(
      this.answers.around(seq),
      Effect.provide(this.query),
      Effect.catchAllDefect((defect) =>
        Effect.sync((): Outcome => {
          console.error(`handler ${command._tag} failed`, Cause.pretty(Cause.die(defect)))
          return { events: [failure(command, defect instanceof Error ? defect.message : String(defect))] }
        })
      ),
      Effect.tap((outcome) => this.record(outcome.events, source, seq))
    )
  }

  /** Cancels the older command of this tag still in flight, then runs this one; None when a newer one cancelled it. */
  private supersedingRun(command: Command, seq: number, handled: Effect.Effect<Outcome, never, Services>) {
    const bus = this
    return Effect.gen(function* () {
      const older = bus.inFlight.get(command._tag)
      if (older !== undefined) {
        yield* Fiber.interrupt(older.fiber)
        yield* bus.record([new CommandSuperseded({ command: command._tag, commandSeq: older.seq, by: seq })], "system", older.seq)
      }
      const fiber = yield* Effect.fork(handled)
      bus.inFlight.set(command._tag, { seq, fiber })
      const exit = yield* Fiber.await(fiber)
      if (bus.inFlight.get(command._tag)?.seq === seq) bus.inFlight.delete(command._tag)
      return Exit.isSuccess(exit) ? Option.some(exit.value) : Option.none<Outcome>()
    })
  }

  private record(events: ReadonlyArray<Event>, source: Source, causedBy: number): Effect.Effect<void> {
    const bus = this
    return Effect.gen(function* () {
      for (const event of events) {
        const at = yield* Clock.currentTimeMillis
        // The store first, so that whoever follows the log's feed reads state that already includes the event.
        bus.store.apply(event)
        const kernelFact = event._tag === "HandlerFailed" || event._tag === "CommandSuperseded"
        bus.log.append({
          kind: "event",
          at,
          source: serverAnswerTags.has(event._tag) ? "server" : kernelFact ? "system" : source,
          causedBy,
          body: event
        })
      }
    })
  }

  private laneOf(area: AreaName): Effect.Semaphore {
    let lane = this.lanes.get(area)
    if (lane === undefined) {
      lane = Effect.unsafeMakeSemaphore(1)
      this.lanes.set(area, lane)
    }
    return lane
  }
}

/** The failed command is the entry it is caused by, so a re-run numbering its entries anew still compares equal. */
const failure = (command: Command, message: string): HandlerFailed =>
  new HandlerFailed({ command: command._tag, message })
