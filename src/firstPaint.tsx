import type { i18n } from "i18next"
import { prerender } from "react-dom/static"
import { parse } from "regexparam"
import { FirstPaintServices, type FirstPaintVisit } from "./adapters/layers"
import { RestoreAgeConfirmation, RestoreConsent } from "./commands/consent/commands"
import { entriesBlockText } from "./commands/firstPaintEntries"
import { LoadOneTap } from "./commands/session/socialCommands"
import { UnwatchSports, WatchSports } from "./commands/sports/commands"
import { type App, createApp } from "./commands/startup"
import { isGuestOnlyPage } from "./domain/session/authRedirects"
import { type Watch, watchKey } from "./domain/sports/watch"
import { displayLanguage } from "./ui/i18n/displayLanguage"
import { createI18n } from "./ui/i18n/i18n"
import { Root } from "./ui/Root"
import { matchedRoute } from "./ui/shell/routing/routeTable"

/**
 * The server's composition root (ARCHITECTURE 10), beside the browser's src/main.tsx: the same app, the same views,
 * run once per page request on the server with the visitor's answers. Built into dist/first-paint by
 * scripts/buildClient.mjs with the browser build's mode, and loaded by the server from there.
 */

export type { FirstPaintVisit } from "./adapters/layers"

/** What goes into the served index.html. */
export interface FirstPaint {
  readonly _tag: "FirstPaint"
  /** #root's content. */
  readonly html: string
  /** The data block's text (already escaped for it): the log's entries so far, which the browser's app begins with. */
  readonly entries: string
  /** `<html lang>`. */
  readonly lang: string
  readonly title: string
  /** The page asks not to be indexed (its route hides SEO). */
  readonly noindex: boolean
  /** The parts with code of their own the render shows, which the browser loads before it hydrates. */
  readonly parts: ReadonlyArray<string>
}

/** Why the server left a page to the browser's own boot. */
export interface NotRendered {
  readonly _tag: "NotRendered"
  readonly reason: string
}

/**
 * The pages rendered here: the line's, whose first paint is its prices. Every other page (forms, links that carry a
 * code, the office, the casino) boots in the browser as before.
 */
const RENDERED_PAGES: ReadonlySet<string> = new Set(["home", "line", "live", "cyber", "esports", "topgame", "ufc", "politics", "marble", "betsonyour", "team"])

/** More rounds than any page needs: a list shown only once another list has loaded takes one more. */
const MAX_PASSES = 4
/** A render that takes longer is given up: the browser boots the page itself. */
const BUDGET_MS = 2000

/**
 * The tree as HTML once every lazy part has loaded. A view that throws makes React leave its boundary to the browser
 * with an inline script, which the page's policy refuses: such a page is not rendered at all.
 */
const renderTree = async (app: App, i18n: i18n, signal: AbortSignal): Promise<string | NotRendered> => {
  let failed: string | undefined
  const { prelude } = await prerender(<Root app={app} i18n={i18n} />, {
    signal,
    // Every boundary inline: React outlines large ones into templates that inline scripts move in, and the page's
    // policy runs no inline script.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError: (error) => {
      failed ??= error instanceof Error ? error.message : String(error)
    }
  })
  const html = await new Response(prelude).text()
  return failed === undefined ? html : { _tag: "NotRendered", reason: `a view failed: ${failed}` }
}

/**
 * Runs the app's first route with the visitor's answers: boot, config, session and route as commands of source
 * `server`, then the page rendered until every list its views show is loaded (each a WatchSports, unwatched again
 * afterwards so the browser's views count their own watchers). Pages of a signed-in player are not rendered here.
 * A call the server cannot answer in place gives the page up at once (its retries would only wait).
 */
export const renderFirstPaint = async (
  visit: FirstPaintVisit,
  options: { readonly appVersion: string; readonly devTools: boolean } = { appVersion: __APP_VERSION__, devTools: __DEV_TOOLS__ }
): Promise<FirstPaint | NotRendered> => {
  const pathname = new URL(visit.url, "http://first-paint.invalid").pathname
  if (!RENDERED_PAGES.has(matchedRoute(parse, pathname).id)) return { _tag: "NotRendered", reason: "a page the browser boots" }
  const stop = new AbortController()
  let refused: string | undefined
  const budget = setTimeout(() => stop.abort(), BUDGET_MS)
  const fetch: typeof globalThis.fetch = (input, init) =>
    visit.fetch(input, init).catch((error: unknown) => {
      refused ??= error instanceof Error ? error.message : String(error)
      stop.abort()
      throw error
    })
  const wanted = new Map<string, Watch>()
  const parts = new Set<string>()
  const app = createApp(FirstPaintServices({ ...visit, fetch }), options, {
    _tag: "rendering",
    watches: { add: (watch) => void wanted.set(watchKey(watch), watch) },
    parts: { add: (name) => void parts.add(name) }
  })
  const given = (): NotRendered => ({ _tag: "NotRendered", reason: refused ?? "over the time budget" })
  try {
    await app.bootFirstRoute(stop.signal)
    if (stop.signal.aborted) return given()
    const state = app.store.snapshot()
    if (state.siteConfig.status !== "loaded") return { _tag: "NotRendered", reason: "no site config" }
    if (state.language.current === null) return { _tag: "NotRendered", reason: "the route did not resolve" }
    if (state.app.routeError !== null) return { _tag: "NotRendered", reason: "a route error" }
    if (state.session.status !== "guest") return { _tag: "NotRendered", reason: "not a guest" }
    if (`${state.location.path}${state.location.search}` !== visit.url) return { _tag: "NotRendered", reason: "the route moved" }
    // The one-tap prompt, where the app offers it to a guest (App.tsx): asked now, so that it comes with the page
    // instead of appearing over it a moment later.
    const authOpen = state.auth.open
    if (state.oneTap.status === "unknown" && (authOpen === null || authOpen.view === "page") && !isGuestOnlyPage(state.location.path)) {
      await app.run(app.bus.dispatchEffect(new LoadOneTap({}), "server"), stop.signal)
      if (stop.signal.aborted) return given()
    }
    // The cookie consent bar and the age gate, read from the request's cookies as the browser reads them: a visitor who
    // has not chosen gets them with the page, not a moment after it (the bar would then be the page's largest paint).
    await app.run(app.bus.dispatchEffect(new RestoreConsent({}), "server"), stop.signal)
    await app.run(app.bus.dispatchEffect(new RestoreAgeConfirmation({}), "server"), stop.signal)
    if (stop.signal.aborted) return given()
    const i18n = createI18n(displayLanguage(app.store))
    const loaded = new Set<string>()
    let html = await renderTree(app, i18n, stop.signal)
    for (let pass = 1; ; pass++) {
      if (typeof html !== "string") return html
      const fresh = [...wanted].filter(([key]) => !loaded.has(key))
      if (fresh.length === 0) break
      // The page must be the render of the state the entries fold to: lists still appearing leave it to the browser.
      if (pass === MAX_PASSES) return { _tag: "NotRendered", reason: "lists kept appearing" }
      for (const [key, watch] of fresh) {
        loaded.add(key)
        await app.run(app.bus.dispatchEffect(new WatchSports({ watch }), "server"), stop.signal)
      }
      if (stop.signal.aborted) return given()
      html = await renderTree(app, i18n, stop.signal)
    }
    for (const key of loaded) await app.run(app.bus.dispatchEffect(new UnwatchSports({ key }), "server"), stop.signal)
    if (stop.signal.aborted) return given()
    const route = matchedRoute(parse, state.location.path)
    const page = i18n.t(`titles.${route.meta.titleKey}`)
    const company = state.siteConfig.config?.companyName ?? ""
    return {
      _tag: "FirstPaint",
      html,
      entries: entriesBlockText(app.log.entries),
      lang: displayLanguage(app.store),
      title: company === "" ? page : `${page} — ${company}`,
      noindex: route.meta.hideSeo === true,
      parts: [...parts]
    }
  } catch {
    return given()
  } finally {
    clearTimeout(budget)
    await app.stop()
  }
}
