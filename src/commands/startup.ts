import { Clock, Effect, Exit, type Layer, ManagedRuntime, Scope } from "effect"
import { guessedLanguage } from "../projections/shell/language"
import { ProjectionStore } from "../projections/store"
import { CommandBus } from "./bus"
import { LoadConfig } from "./config/commands"
import type { Services } from "./handler"
import { DEFAULT_MAX_ENTRIES, EventLog } from "./log"
import { areas } from "./registry"
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

/** One running client: its log, its projections and the bus that feeds them. */
export interface App {
  readonly log: EventLog
  readonly store: ProjectionStore
  readonly bus: CommandBus
  readonly options: AppOptions
  /** Boots the app (config, session, first route) and starts its timers; resolves once the first page can show. */
  readonly start: () => Promise<void>
  readonly stop: () => Promise<void>
  /** Runs an effect in the app's runtime (its services and clock): for devtools and tests. */
  readonly run: <A>(effect: Effect.Effect<A, never, Services>) => Promise<A>
}

export const createApp = (services: Layer.Layer<Services>, options: AppOptions): App => {
  const runtime = ManagedRuntime.make(services)
  const store = new ProjectionStore()
  const startedAt = runtime.runSync(Clock.currentTimeMillis)
  const log = new EventLog({ maxEntries: options.maxEntries ?? DEFAULT_MAX_ENTRIES, startedAt, appVersion: options.appVersion })
  const bus = new CommandBus(log, store, runtime)
  const scope = runtime.runSync(Scope.make())
  return {
    log,
    store,
    bus,
    options,
    start: () => runtime.runPromise(boot(bus, options).pipe(Scope.extend(scope))),
    run: (effect) => runtime.runPromise(effect),
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
    yield* bus.dispatchEffect(new Boot({ appVersion: options.appVersion, devTools: options.devTools }), "system")
    yield* bus.dispatchEffect(new RestoreSettings({}), "system")
    // The sign-in analytics metrics kept a day (SPEC.md 9), before the first route's form can count.
    yield* bus.dispatchEffect(new RestoreAuthMetrics({}), "system")
    const { location, language } = bus.store.snapshot()
    // Config and session are independent calls in different lanes: both must answer before the first route (a hidden
    // language is only for players), so they run side by side and the first page waits for the slower, not the sum.
    yield* Effect.all(
      [
        bus.dispatchEffect(new LoadConfig({ lang: guessedLanguage(language, location.path) }), "system"),
        bus.dispatchEffect(new CheckSession({}), "system")
      ],
      { concurrency: "unbounded", discard: true }
    )
    yield* bus.dispatchEffect(new Navigate({ to: `${location.path}${location.search}`, mode: "replace" }), "system")
    for (const area of areas) if ("start" in area && area.start !== undefined) yield* area.start(bus)
  })
