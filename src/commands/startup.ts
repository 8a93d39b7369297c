import { Clock, Effect, Exit, type Layer, ManagedRuntime, Scope } from "effect"
import type { Watch } from "../domain/sports/watch"
import { guessedLanguage } from "../projections/shell/language"
import { ProjectionStore } from "../projections/store"
import { CommandBus } from "./bus"
import { LoadConfig } from "./config/commands"
import type { LogEntry, Source } from "./entry"
import type { Services } from "./handler"
import { DEFAULT_MAX_ENTRIES, EventLog } from "./log"
import { areas } from "./registry"
import { replay } from "./replay"
import { CheckSession } from "./session/commands"
import { RestoreAuthMetrics } from "./session/metricsCommands"
import { RestoreSettings } from "./settings/commands"
import { Boot, Navigate } from "./shell/commands"

export interface AppOptions {
  readonly appVersion: string
  /** Non-production builds: the devtools panel and log download (SPEC.md 6). */
  readonly devTools: boolean
  readonly maxEntries?: number
}

/**
 * The server's render of the first route (ARCHITECTURE 10): the lists the page's views asked for while it was rendered
 * on the server, where no effect runs, so they can be loaded and the page rendered again with them.
 */
export interface FirstPaintWatches {
  readonly add: (watch: Watch) => void
}

/**
 * The server's render of the first route: the parts of the page with code of their own (src/ui/shell/boot/lazyPart.tsx)
 * its views showed, named in the page so the browser loads them before it hydrates.
 */
export interface FirstPaintParts {
  readonly add: (name: string) => void
}

/** One running client: its log, its projections and the bus that feeds them. */
export interface App {
  readonly log: EventLog
  readonly store: ProjectionStore
  readonly bus: CommandBus
  readonly options: AppOptions
  /** Boots the app (config, session, first route) and starts its timers; resolves once the first page can show. */
  readonly start: () => Promise<void>
  /**
   * The server's part of a boot: config, session and the first route, as commands of source `server`, without timers
   * or anything read from the browser. Its entries are the first ones of the client that goes on from them.
   */
  readonly bootFirstRoute: (signal?: AbortSignal) => Promise<void>
  /**
   * The client's part of a boot whose first route the server rendered (the log began with its entries): the browser's
   * stored settings and the areas' timers.
   */
  readonly resume: () => Promise<void>
  /** Set only on the server while it renders the first route: where the views name the lists they show. */
  readonly firstPaintWatches: FirstPaintWatches | undefined
  /** Set only on the server while it renders the first route: where the views name the lazily loaded parts they show. */
  readonly firstPaintParts: FirstPaintParts | undefined
  readonly stop: () => Promise<void>
  /** Runs an effect in the app's runtime (its services and clock): for devtools, tests and the server's render. */
  readonly run: <A>(effect: Effect.Effect<A, never, Services>, signal?: AbortSignal) => Promise<A>
}

/** How an app begins: from nothing, from the entries of the server's render, or rendering the first route on the server. */
export type AppBeginning =
  | { readonly _tag: "fresh" }
  | { readonly _tag: "rendered"; readonly entries: ReadonlyArray<LogEntry> }
  | { readonly _tag: "rendering"; readonly watches: FirstPaintWatches; readonly parts: FirstPaintParts }

export const createApp = (services: Layer.Layer<Services>, options: AppOptions, beginning: AppBeginning = { _tag: "fresh" }): App => {
  const runtime = ManagedRuntime.make(services)
  const startedAt = runtime.runSync(Clock.currentTimeMillis)
  const logOptions = { maxEntries: options.maxEntries ?? DEFAULT_MAX_ENTRIES, startedAt, appVersion: options.appVersion }
  // The server's entries are folded exactly as replay folds an exported log, so the views hydrate on the state they
  // were rendered from.
  const restored = beginning._tag === "rendered"
  const store = new ProjectionStore(restored ? replay({ checkpoint: null, entries: beginning.entries }) : undefined)
  const log = restored ? EventLog.restore(logOptions, null, beginning.entries) : new EventLog(logOptions)
  const bus = new CommandBus(log, store, runtime)
  const scope = runtime.runSync(Scope.make())
  return {
    log,
    store,
    bus,
    options,
    firstPaintWatches: beginning._tag === "rendering" ? beginning.watches : undefined,
    firstPaintParts: beginning._tag === "rendering" ? beginning.parts : undefined,
    start: () => runtime.runPromise(boot(bus, options).pipe(Scope.extend(scope))),
    bootFirstRoute: (signal) => runtime.runPromise(bootFirstRoute(bus, options, "server"), { signal }),
    resume: () => runtime.runPromise(resumeRendered(bus).pipe(Scope.extend(scope))),
    run: (effect, signal) => runtime.runPromise(effect, { signal }),
    stop: async () => {
      await runtime.runPromise(Scope.close(scope, Exit.void))
      await runtime.dispose()
    }
  }
}

/**
 * The start-up wiring of SPEC.md 4 and 7: read the browser and the stored settings, load config in the best-guess
 * language while checking the session (2 retries at 1500 ms), resolve the first route, then start every area's timers and
 * subscriptions. Every step is a command, so the log shows it.
 */
const boot = (bus: CommandBus, options: AppOptions): Effect.Effect<void, never, Services | Scope.Scope> =>
  Effect.gen(function* () {
    yield* bootFirstRoute(bus, options, "system")
    yield* startAreas(bus)
  })

/** Boot, the stored settings, config and session side by side, and the first route. */
const bootFirstRoute = (bus: CommandBus, options: AppOptions, source: Source): Effect.Effect<void, never, Services> =>
  Effect.gen(function* () {
    yield* bus.dispatchEffect(new Boot({ appVersion: options.appVersion, devTools: options.devTools }), source)
    yield* bus.dispatchEffect(new RestoreSettings({}), source)
    // The sign-in analytics metrics kept a day (SPEC.md 9), before the first route's form can count.
    yield* bus.dispatchEffect(new RestoreAuthMetrics({}), source)
    const { location, language } = bus.store.snapshot()
    // Config and session are independent calls in different lanes: both must answer before the first route (a hidden
    // language is only for players), so they run side by side and the first page waits for the slower, not the sum.
    yield* Effect.all(
      [
        bus.dispatchEffect(new LoadConfig({ lang: guessedLanguage(language, location.path) }), source),
        bus.dispatchEffect(new CheckSession({}), source)
      ],
      { concurrency: "unbounded", discard: true }
    )
    yield* bus.dispatchEffect(new Navigate({ to: `${location.path}${location.search}`, mode: "replace" }), source)
  })

/** Every area's timers and subscriptions. */
const startAreas = (bus: CommandBus): Effect.Effect<void, never, Services | Scope.Scope> =>
  Effect.gen(function* () {
    for (const area of areas) if ("start" in area && area.start !== undefined) yield* area.start(bus)
  })

/**
 * After the server's render has been hydrated: the settings and sign-in metrics this browser keeps (the server read
 * none, so the page was drawn with the defaults), then the areas' timers.
 */
const resumeRendered = (bus: CommandBus): Effect.Effect<void, never, Services | Scope.Scope> =>
  Effect.gen(function* () {
    yield* bus.dispatchEffect(new RestoreSettings({}), "system")
    yield* bus.dispatchEffect(new RestoreAuthMetrics({}), "system")
    yield* startAreas(bus)
  })
