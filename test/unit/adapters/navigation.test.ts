import { describe, expect, it } from "@effect/vitest"
import { Deferred, Effect } from "effect"
import { firstValueFrom, take, toArray } from "rxjs"
import { makeNavigation, type NavigationHost } from "../../../src/adapters/NavigationLive"

/** A window with a history that moves its location, and a back button that fires popstate. */
class FakeWindow extends EventTarget implements NavigationHost {
  /** Resolves when someone listens to popstate, so a test does not press back before the stream subscribed. */
  readonly listening = Effect.runSync(Deferred.make<void>())
  override addEventListener(...args: Parameters<EventTarget["addEventListener"]>) {
    super.addEventListener(...args)
    if (args[0] === "popstate") Effect.runSync(Deferred.succeed(this.listening, undefined))
  }
  readonly entries: Array<string> = ["/en"]
  reloads = 0
  navigator: NavigationHost["navigator"] = { languages: ["ru-RU", "en"], language: "ru-RU" }
  private url = new URL("http://site.test/en")
  get location() {
    const url = this.url
    return { pathname: url.pathname, search: url.search, reload: () => void this.reloads++ }
  }
  readonly history = {
    pushState: (_: unknown, __: string, url: string) => {
      this.url = new URL(url, this.url)
      this.entries.push(url)
    },
    replaceState: (_: unknown, __: string, url: string) => {
      this.url = new URL(url, this.url)
      this.entries[this.entries.length - 1] = url
    }
  }
  back(url: string) {
    this.url = new URL(url, this.url)
    this.dispatchEvent(new Event("popstate"))
  }
}

describe("Navigation live (history, location, navigator)", () => {
  it.effect("push and replace move the location; reload reloads", () =>
    Effect.gen(function* () {
      const win = new FakeWindow()
      const navigation = makeNavigation(() => win)
      yield* navigation.push("/en/live?sport=1")
      expect(yield* navigation.current).toEqual({ path: "/en/live", search: "?sport=1" })
      yield* navigation.replace("/ru/live")
      expect(win.entries).toEqual(["/en", "/ru/live"])
      yield* navigation.reload
      expect(win.reloads).toBe(1)
    }))

  it.effect("pops streams the location after each back/forward, while subscribed", () =>
    Effect.gen(function* () {
      const win = new FakeWindow()
      const navigation = makeNavigation(() => win)
      const collected = firstValueFrom(navigation.pops.pipe(take(2), toArray()))
      yield* Deferred.await(win.listening)
      win.back("/en/line")
      win.back("/en?x=1")
      expect(yield* Effect.promise(() => collected)).toEqual([
        { path: "/en/line", search: "" },
        { path: "/en", search: "?x=1" }
      ])
    }))

  it.effect("browser languages: navigator.languages, else navigator.language, else none", () =>
    Effect.gen(function* () {
      const win = new FakeWindow()
      const navigation = makeNavigation(() => win)
      expect(yield* navigation.browserLanguages).toEqual(["ru-RU", "en"])
      win.navigator = { languages: [], language: "de" }
      expect(yield* navigation.browserLanguages).toEqual(["de"])
      win.navigator = {}
      expect(yield* navigation.browserLanguages).toEqual([])
    }))
})
