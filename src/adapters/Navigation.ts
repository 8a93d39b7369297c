import { Context, type Effect } from "effect"
import type { Observable } from "rxjs"

export interface BrowserLocation {
  readonly path: string
  readonly search: string
}

/** The browser's history and location. Views never touch `history` directly: they dispatch Navigate. */
export class Navigation extends Context.Tag("oddsfold/Navigation")<
  Navigation,
  {
    readonly current: Effect.Effect<BrowserLocation>
    readonly push: (url: string) => Effect.Effect<void>
    readonly replace: (url: string) => Effect.Effect<void>
    /** A full page reload (the chunk-load rule of SPEC.md 8). */
    readonly reload: Effect.Effect<void>
    /** Back/forward moves made by the browser, as they happen. */
    readonly pops: Observable<BrowserLocation>
    /**
     * A full page load of a URL: of this site (where a server answer says to go, e.g. the one-tap redirectUrl), or of
     * the mobile version the site config names (SPEC.md 2.1).
     */
    readonly assign: (url: string) => Effect.Effect<void>
    /** Opens a small window at a URL of this site (the one-tap sandbox's stand-in for Google's prompt). */
    readonly openPopup: (url: string) => Effect.Effect<void>
    /** Messages the site's own popup pages post on its broadcast channel (same origin only): the popup's answer. */
    readonly popupMessages: Observable<unknown>
    /** The browser's preferred languages, most preferred first (navigator.languages). */
    readonly browserLanguages: Effect.Effect<ReadonlyArray<string>>
  }
>() {}
