import { Clock, Effect, Exit, type Layer, ManagedRuntime, Runtime, Scope, Stream } from "effect"
import { filter } from "rxjs"
import { Navigation } from "../adapters/Navigation"
import { SESSION_REFRESH_PERIOD, SESSION_START_DELAY } from "../adapters/retryPolicies"
import { Storage } from "../adapters/Storage"
import { after, every } from "../adapters/timers"
import { SETTINGS_STORAGE_KEY } from "../domain/settings/globalSettings"
import { guessedLanguage } from "../projections/shell/language"
import { ProjectionStore } from "../projections/store"
import { CommandBus } from "./bus"
import { Boot, CheckSession, LoadConfig, Navigate, StartDeviceSession } from "./commandTypes"
import type { Services } from "./handler"
import { handlers } from "./handlers"
import { DEFAULT_MAX_ENTRIES, EventLog } from "./log"

export interface AppOptions {
  readonly appVersion: string
  /** Non-production builds: the debugger route and log download (SPEC.md 6). */
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
  const bus = new CommandBus(log, store, handlers, runtime)
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
 * The start-up wiring of SPEC.md 4 and 7: read the browser, load config in the best-guess language, check the
 * session (2 retries at 1500 ms), resolve the first route, then run the timers: the session check every 60 s
 * while the tab is visible, and GET /web-api/session with the fingerprint 8 s after readiness for a visitor who
 * is not signed in. Every step is a command, so the log shows it.
 */
const boot = (bus: CommandBus, options: AppOptions): Effect.Effect<void, never, Services | Scope.Scope> =>
  Effect.gen(function* () {
    yield* bus.dispatchEffect(new Boot({ appVersion: options.appVersion, devTools: options.devTools }), "system")
    const { location, language } = bus.store.snapshot()
    yield* bus.dispatchEffect(new LoadConfig({ lang: guessedLanguage(language, location.path) }), "system")
    yield* bus.dispatchEffect(new CheckSession({}), "system")
    yield* bus.dispatchEffect(new Navigate({ to: `${location.path}${location.search}`, mode: "replace" }), "system")

    const nav = yield* Navigation
    yield* Effect.forkScoped(
      Stream.runForEach(nav.pops, (popped) => bus.dispatchEffect(new Navigate({ to: `${popped.path}${popped.search}`, mode: "pop" }), "user"))
    )
    yield* every(SESSION_REFRESH_PERIOD, bus.dispatchEffect(new CheckSession({}), "timer"), { pauseWhileHidden: true })
    yield* after(
      SESSION_START_DELAY,
      Effect.suspend(() =>
        bus.store.snapshot().session.status === "player" ? Effect.void : bus.dispatchEffect(new StartDeviceSession({}), "timer")
      )
    )
    yield* persistSettings(bus)
  })

/** Global settings live in local storage: written after every event that changed them. */
const persistSettings = (bus: CommandBus): Effect.Effect<void, never, Storage | Scope.Scope> =>
  Effect.gen(function* () {
    const storage = yield* Storage
    const runtime = yield* Effect.runtime<Storage>()
    const write = () =>
      Runtime.runFork(runtime)(storage.set("local", SETTINGS_STORAGE_KEY, JSON.stringify(bus.store.snapshot().settings)))
    const subscription = bus.log.feed
      .pipe(filter((entry) => entry.kind === "event" && (entry.body._tag === "SettingsChanged" || entry.body._tag === "LanguageChanged")))
      .subscribe(write)
    yield* Effect.addFinalizer(() => Effect.sync(() => subscription.unsubscribe()))
  })
