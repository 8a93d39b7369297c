import { describe, expect, it } from "@effect/vitest"
import { Deferred, Effect } from "effect"
import { firstValueFrom, take, toArray } from "rxjs"
import { makeVisibility, type VisibilityHost } from "../../../src/adapters/VisibilityLive"
import { isSearchBot } from "../../../src/domain/shell/searchBot"

class FakeDocument extends EventTarget {
  visibilityState: DocumentVisibilityState = "visible"
  /** Resolves when someone listens, so the test does not change state before the stream subscribed. */
  readonly listening = Effect.runSync(Deferred.make<void>())
  override addEventListener(...args: Parameters<EventTarget["addEventListener"]>) {
    super.addEventListener(...args)
    Effect.runSync(Deferred.succeed(this.listening, undefined))
  }
  set(state: DocumentVisibilityState) {
    this.visibilityState = state
    this.dispatchEvent(new Event("visibilitychange"))
  }
}

const CHROME = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36"

describe("Visibility live (document.visibilityState)", () => {
  it.effect("reads the state and streams each change once", () =>
    Effect.gen(function* () {
      const doc = new FakeDocument()
      const host: VisibilityHost = { document: doc, userAgent: CHROME }
      const visibility = makeVisibility(() => host)
      const collected = firstValueFrom(visibility.changes.pipe(take(3), toArray()))
      yield* Deferred.await(doc.listening)
      doc.set("hidden")
      doc.set("hidden") // browsers may repeat an event; it is not a change
      doc.set("visible")
      doc.set("hidden")
      expect(yield* Effect.promise(() => collected)).toEqual([false, true, false])
      expect(yield* visibility.isVisible).toBe(false)
      expect(yield* visibility.isBot).toBe(false)
    }))

  it.effect("outside a browser the page counts as visible", () =>
    Effect.gen(function* () {
      const visibility = makeVisibility(() => ({ document: undefined, userAgent: "" }))
      expect(yield* visibility.isVisible).toBe(true)
    }))

  it.effect("isBot follows the user agent", () =>
    Effect.gen(function* () {
      const visibility = makeVisibility(() => ({
        document: undefined,
        userAgent: "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)"
      }))
      expect(yield* visibility.isBot).toBe(true)
    }))
})

describe("search bot rule (SPEC.md 4: search bots do not start timers)", () => {
  const bots = [
    "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
    "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)",
    "Mozilla/5.0 (compatible; YandexBot/3.0; +http://yandex.com/bots)",
    "Mozilla/5.0 (compatible; Baiduspider/2.0; +http://www.baidu.com/search/spider.html)",
    "DuckDuckBot/1.1; (+http://duckduckgo.com/duckduckbot.html)",
    "facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)",
    "Mozilla/5.0 (compatible; SomeNewCrawler/0.1)",
    "Mozilla/5.0 (compatible; ExampleBot/1.0)",
    "Twitterbot/1.0"
  ]
  const people = [
    CHROME,
    "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/130.0.0.0 Safari/537.36",
    "Mozilla/5.0 (Linux; Android 10; CUBOT P40) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36",
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1",
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 10.15; rv:128.0) Gecko/20100101 Firefox/128.0",
    ""
  ]
  for (const ua of bots) it(`bot: ${ua.slice(0, 60)}`, () => expect(isSearchBot(ua)).toBe(true))
  for (const ua of people) it(`not a bot: ${ua.slice(0, 60) || "(empty)"}`, () => expect(isSearchBot(ua)).toBe(false))
})
