import { Clock, Effect } from "effect"
import { Cookies, LANGUAGE_COOKIE } from "../../adapters/Cookies"
import { Navigation } from "../../adapters/Navigation"
import { Storage } from "../../adapters/Storage"
import { Visibility } from "../../adapters/Visibility"
import { CHUNK_RELOAD_STORAGE_KEY, mayReloadAfterChunkFailure } from "../../domain/shell/chunkReload"
import { parseStoredSettings, SETTINGS_STORAGE_KEY } from "../../domain/settings/globalSettings"
import type { Boot, ChangeSettings, ReportChunkLoadFailure, ReportRouteError } from "../commandTypes"
import { AppStarted, ChunkReloadStarted, ChunkReloadSuppressed, RouteFailed, SettingsChanged, SettingsRestored } from "../events"
import { emit, type Handler } from "../handler"

/** Reads, once, everything about the browser the app depends on, so that it is in the log. */
export const boot: Handler<Boot> = (command) =>
  Effect.gen(function* () {
    const nav = yield* Navigation
    const location = yield* nav.current
    const browserLanguages = yield* nav.browserLanguages
    const cookieLanguage = yield* (yield* Cookies).get(LANGUAGE_COOKIE)
    const isBot = yield* (yield* Visibility).isBot
    const stored = parseStoredSettings(yield* (yield* Storage).get("local", SETTINGS_STORAGE_KEY))
    return emit(
      new AppStarted({
        v: 1,
        appVersion: command.appVersion,
        devTools: command.devTools,
        isBot,
        browserLanguages,
        cookieLanguage: cookieLanguage ?? null,
        path: location.path,
        search: location.search
      }),
      new SettingsRestored({ v: 1, stored })
    )
  })

export const changeSettings: Handler<ChangeSettings> = (command) => Effect.succeed(emit(new SettingsChanged({ v: 1, patch: command.patch })))

/** SPEC.md 8: one full reload, at most once per minute; the time of the last one survives it in session storage. */
export const reportChunkLoadFailure: Handler<ReportChunkLoadFailure> = () =>
  Effect.gen(function* () {
    const storage = yield* Storage
    const now = yield* Clock.currentTimeMillis
    const stored = yield* storage.get("session", CHUNK_RELOAD_STORAGE_KEY)
    const last = stored === undefined ? undefined : Number(stored)
    if (!mayReloadAfterChunkFailure(last, now)) return emit(new ChunkReloadSuppressed({ v: 1, lastReloadAt: last ?? now }))
    yield* storage.set("session", CHUNK_RELOAD_STORAGE_KEY, String(now))
    yield* (yield* Navigation).reload
    return emit(new ChunkReloadStarted({ v: 1, at: now }))
  })

export const reportRouteError: Handler<ReportRouteError> = (command) =>
  Effect.succeed(emit(new RouteFailed({ v: 1, status: command.status ?? 500, message: command.message })))
