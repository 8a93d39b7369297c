import { Effect, Layer } from "effect"
import { defer, finalize, fromEvent, map } from "rxjs"
import { type BrowserLocation, Navigation } from "./Navigation"

/** What the service needs of `window`. */
export interface NavigationHost extends EventTarget {
  readonly location: { readonly pathname: string; readonly search: string; reload(): void }
  readonly history: { pushState(data: unknown, unused: string, url: string): void; replaceState(data: unknown, unused: string, url: string): void }
  readonly navigator: { readonly languages?: ReadonlyArray<string>; readonly language?: string }
}

/** The channel the site's own popup pages (public/one-tap-sandbox.html) answer on. */
export const POPUP_CHANNEL = "oddsfold-popup"

const browserHost = (): NavigationHost => window

const locationOf = (host: NavigationHost): BrowserLocation => ({ path: host.location.pathname, search: host.location.search })

/**
 * Navigation over a given window. The host is looked up when used, so the layer builds outside a browser;
 * calling it there is a defect.
 */
export const makeNavigation = (hostOf: () => NavigationHost, windowOf: () => Window = () => window): Navigation["Type"] => ({
  current: Effect.sync(() => locationOf(hostOf())),
  push: (url) => Effect.sync(() => hostOf().history.pushState(null, "", url)),
  replace: (url) => Effect.sync(() => hostOf().history.replaceState(null, "", url)),
  reload: Effect.sync(() => hostOf().location.reload()),
  pops: defer(() => {
    const host = hostOf()
    return fromEvent(host, "popstate").pipe(map(() => locationOf(host)))
  }),
  assign: (url) => Effect.sync(() => windowOf().location.assign(url)),
  openPopup: (url) => Effect.sync(() => void windowOf().open(url, "oddsfold-popup", "popup,width=480,height=640")),
  // A broadcast channel reaches only pages of this origin, and survives what window.opener does not: the site's
  // cross-origin-opener-policy cuts the popup off from this window once it has been to the provider and back.
  popupMessages: defer(() => {
    const channel = new BroadcastChannel(POPUP_CHANNEL)
    return fromEvent<MessageEvent>(channel, "message").pipe(
      map((event) => event.data as unknown),
      finalize(() => channel.close())
    )
  }),
  browserLanguages: Effect.sync(() => {
    const { languages, language } = hostOf().navigator
    if (languages !== undefined && languages.length > 0) return [...languages]
    return language === undefined || language === "" ? [] : [language]
  })
})

export const NavigationLive: Layer.Layer<Navigation> = Layer.sync(Navigation, () => makeNavigation(browserHost))
