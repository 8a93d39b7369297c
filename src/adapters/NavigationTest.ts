import { Context, Effect, Layer, Ref, Stream, SubscriptionRef } from "effect"
import { Observable, Subject } from "rxjs"
import { type BrowserLocation, Navigation } from "./Navigation"

export interface NavigationTestOptions {
  /** Where the test browser starts, e.g. "/en/live?x=1". Default "/". */
  readonly url?: string
  readonly browserLanguages?: ReadonlyArray<string>
}

/** Reads and drives the test browser: its history so far, its reload count, and the back/forward button. */
export class NavigationControl extends Context.Tag("oddsfold/test/NavigationControl")<
  NavigationControl,
  {
    /** Every URL the page has been at, first to last; replace overwrites the last one. */
    readonly history: Effect.Effect<ReadonlyArray<string>>
    readonly reloads: Effect.Effect<number>
    /** The browser's back/forward: moves to `url` and tells `pops` subscribers (like popstate, unheard if none listens). */
    readonly pop: (url: string) => Effect.Effect<void>
    /** The URLs given to openPopup and assign, in order. */
    readonly popups: Effect.Effect<ReadonlyArray<string>>
    readonly assigned: Effect.Effect<ReadonlyArray<string>>
    /** A page of the site's origin posts `data` to this window (the popup's answer). */
    readonly postMessage: (data: unknown) => Effect.Effect<void>
    /** Waits until something is subscribed to `pops`, so a test's pop is not fired before its handler listens. */
    readonly listening: Effect.Effect<void>
  }
>() {}

const toLocation = (url: string): BrowserLocation => {
  const parsed = new URL(url, "http://test.invalid")
  return { path: parsed.pathname, search: parsed.search }
}

/** An in-memory browser history. */
export const NavigationTest = (options: NavigationTestOptions = {}): Layer.Layer<Navigation | NavigationControl> =>
  Layer.scopedContext(
    Effect.gen(function* () {
      const history = yield* Ref.make<ReadonlyArray<string>>([options.url ?? "/"])
      const reloads = yield* Ref.make(0)
      const pops = new Subject<BrowserLocation>()
      const messages = new Subject<unknown>()
      const popups = yield* Ref.make<ReadonlyArray<string>>([])
      const assigned = yield* Ref.make<ReadonlyArray<string>>([])
      const listeners = yield* SubscriptionRef.make(0)
      // Each subscriber counts itself, so `listening` can tell when a pop is heard.
      const popStream = new Observable<BrowserLocation>((subscriber) => {
        Effect.runSync(SubscriptionRef.update(listeners, (n) => n + 1))
        const subscription = pops.subscribe(subscriber)
        return () => {
          subscription.unsubscribe()
          Effect.runSync(SubscriptionRef.update(listeners, (n) => n - 1))
        }
      })
      const last = Effect.map(Ref.get(history), (urls) => urls[urls.length - 1] ?? "/")
      const navigation: Navigation["Type"] = {
        current: Effect.map(last, toLocation),
        push: (url) => Ref.update(history, (urls) => [...urls, url]),
        replace: (url) => Ref.update(history, (urls) => [...urls.slice(0, -1), url]),
        reload: Ref.update(reloads, (n) => n + 1),
        pops: popStream,
        assign: (url) => Ref.update(assigned, (urls) => [...urls, url]),
        openPopup: (url) => Ref.update(popups, (urls) => [...urls, url]),
        popupMessages: messages,
        browserLanguages: Effect.succeed(options.browserLanguages ?? ["en-US", "en"])
      }
      const control: NavigationControl["Type"] = {
        history: Ref.get(history),
        reloads: Ref.get(reloads),
        popups: Ref.get(popups),
        assigned: Ref.get(assigned),
        postMessage: (data) => Effect.sync(() => messages.next(data)),
        pop: (url) => Effect.zipRight(Ref.update(history, (urls) => [...urls, url]), Effect.sync(() => pops.next(toLocation(url)))),
        listening: listeners.changes.pipe(Stream.filter((n) => n > 0), Stream.runHead, Effect.asVoid)
      }
      return Context.make(Navigation, navigation).pipe(Context.add(NavigationControl, control))
    })
  )
