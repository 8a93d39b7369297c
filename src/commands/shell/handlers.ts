import { Clock, Effect } from "effect"
import { Cookies, LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE_SECONDS } from "../../adapters/Cookies"
import { Navigation } from "../../adapters/Navigation"
import { Platform } from "../../adapters/Platform"
import { platformVerdict } from "../../domain/shell/platformRoute"
import { Storage } from "../../adapters/Storage"
import { Visibility } from "../../adapters/Visibility"
import { CHUNK_RELOAD_STORAGE_KEY, mayReloadAfterChunkFailure } from "../../domain/shell/chunkReload"
import { COMPLETE_LANGUAGES, type LanguageCode, type LanguageOffer, usableLanguages } from "../../domain/shell/language"
import { routeLanguage, switchLanguage } from "../../domain/shell/languageRoute"
import type { States } from "../../projections/registry"
import { isAuthenticated } from "../../projections/session/session"
import { LoadConfig } from "../config/commands"
import { emit, emitThen, type Handler } from "../handler"
import { Query } from "../query"
import { type Boot, type ChangeLanguage, Navigate, type ReportChunkLoadFailure, type ReportRouteError, type RoutePlatform } from "./commands"
import {
  AppStarted,
  ChunkReloadStarted,
  ChunkReloadSuppressed,
  LanguageChanged,
  LanguageRedirected,
  Navigated,
  PlatformRouted,
  RouteFailed
} from "./events"

/** Reads, once, everything about the browser the app depends on, so that it is in the log. */
export const boot: Handler<Boot> = (command) =>
  Effect.gen(function* () {
    const nav = yield* Navigation
    const location = yield* nav.current
    const browserLanguages = yield* nav.browserLanguages
    const cookieLanguage = yield* (yield* Cookies).get(LANGUAGE_COOKIE)
    const isBot = yield* (yield* Visibility).isBot
    return emit(
      new AppStarted({
        appVersion: command.appVersion,
        devTools: command.devTools,
        isBot,
        browserLanguages,
        cookieLanguage: cookieLanguage ?? null,
        path: location.path,
        search: location.search
      })
    )
  })

/** Languages to route by before (or without) a site config: the ones the client ships texts for. */
const OFFLINE_OFFER: LanguageOffer = { allowed: COMPLETE_LANGUAGES, hidden: [], default: "en" as LanguageCode }

const offerOf = (states: States): LanguageOffer => states.siteConfig.config?.languages ?? OFFLINE_OFFER

const splitUrl = (to: string): { path: string; search: string } => {
  const noHash = to.split("#")[0] ?? ""
  const q = noHash.indexOf("?")
  const path = q < 0 ? noHash : noHash.slice(0, q)
  const search = q < 0 ? "" : noHash.slice(q)
  return { path: path === "" ? "/" : path, search: search === "?" ? "" : search }
}

/**
 * SPEC.md 2.1. A redirect for a missing segment replaces the URL; a segment that is not allowed never enters the
 * history either (a pushed move pushes the corrected URL instead), so Back does not bounce into a redirect.
 */
export const navigate: Handler<Navigate> = (command) =>
  Effect.gen(function* () {
    const states = yield* (yield* Query).states
    const nav = yield* Navigation
    const { path, search } = splitUrl(command.to)
    const routing = routeLanguage(
      { path, search },
      offerOf(states),
      isAuthenticated(states.session),
      { cookie: states.language.cookie ?? undefined, browser: states.language.browser }
    )
    if (routing._tag === "Stay") {
      if (command.mode === "push") yield* nav.push(`${path}${search}`)
      if (command.mode === "replace") yield* nav.replace(`${path}${search}`)
      return emit(new Navigated({ path, search, lng: routing.lng, mode: command.mode }))
    }
    const target = splitUrl(routing.to)
    const mode = routing.replace || command.mode !== "push" ? "replace" : "push"
    if (mode === "push") yield* nav.push(routing.to)
    else yield* nav.replace(routing.to)
    return emit(
      new LanguageRedirected({ from: `${path}${search}`, to: routing.to, reason: routing.reason }),
      new Navigated({ path: target.path, search: target.search, lng: routing.lng, mode })
    )
  })

/** The switcher: remember the choice in the language cookie, show the same page in it, reload config texts. */
export const changeLanguage: Handler<ChangeLanguage> = (command) =>
  Effect.gen(function* () {
    const states = yield* (yield* Query).states
    const usable = usableLanguages(offerOf(states), isAuthenticated(states.session))
    const lng = command.lng as LanguageCode
    if (!usable.includes(lng)) return emit()
    yield* (yield* Cookies).set(LANGUAGE_COOKIE, lng, { maxAgeSeconds: LANGUAGE_COOKIE_MAX_AGE_SECONDS })
    const to = switchLanguage({ path: states.location.path, search: states.location.search }, lng)
    return emitThen([new LanguageChanged({ lng })], [new Navigate({ to, mode: "push" }), new LoadConfig({ lang: lng })])
  })

/** SPEC.md 8: one full reload, at most once per minute; the time of the last one survives it in session storage. */
export const reportChunkLoadFailure: Handler<ReportChunkLoadFailure> = () =>
  Effect.gen(function* () {
    const storage = yield* Storage
    const now = yield* Clock.currentTimeMillis
    const stored = yield* storage.get("session", CHUNK_RELOAD_STORAGE_KEY)
    const last = stored === undefined ? undefined : Number(stored)
    if (!mayReloadAfterChunkFailure(last, now)) return emit(new ChunkReloadSuppressed({ lastReloadAt: last ?? now }))
    yield* storage.set("session", CHUNK_RELOAD_STORAGE_KEY, String(now))
    yield* (yield* Navigation).reload
    return emit(new ChunkReloadStarted({ at: now }))
  })

export const reportRouteError: Handler<ReportRouteError> = (command) =>
  Effect.succeed(emit(new RouteFailed({ status: command.status ?? 500, message: command.message })))

/**
 * SPEC.md 2.1, at start: platform_type on a path no page has goes home without it; the mobile version (when the site
 * config names one) is a full page load of its own address, for platform_type=mobile or an iPad asking for desktop sites.
 */
export const routePlatform: Handler<RoutePlatform> = () =>
  Effect.gen(function* () {
    const states = yield* (yield* Query).states
    const device = yield* (yield* Platform).device
    const verdict = platformVerdict({
      path: states.location.path,
      search: states.location.search,
      lng: (states.language.current ?? offerOf(states).default) as LanguageCode,
      device,
      mobileSiteUrl: states.siteConfig.config?.mobileSiteUrl ?? null,
      devTools: states.app.devTools
    })
    const facts = { platform: device.platform, maxTouchPoints: device.maxTouchPoints }
    switch (verdict._tag) {
      case "Stay":
        return emit(new PlatformRouted({ ...facts, verdict: "stay", to: null }))
      case "Home":
        return emitThen([new PlatformRouted({ ...facts, verdict: "home", to: verdict.to })], [new Navigate({ to: verdict.to, mode: "replace" })])
      case "Mobile":
        yield* (yield* Navigation).assign(verdict.to)
        return emit(new PlatformRouted({ ...facts, verdict: "mobile", to: verdict.to }))
    }
  })
