import { Effect, Layer, TestClock, TestContext } from "effect"
import { describe, expect, it } from "vitest"
import { ApiCalls } from "../../../src/adapters/api/ApiTest"
import { type TestScript, TestServices } from "../../../src/adapters/layers"
import { TypeSearch } from "../../../src/commands/sports/searchCommands"
import { createApp } from "../../../src/commands/startup"
import type { SearchAnswer } from "../../../src/domain/sports/search"
import { demoConfig } from "../../support/demoConfig"

const answerOf = (query: string): SearchAnswer => ({
  query,
  sports: [],
  championships: [],
  teams: [{ _tag: "team", sportId: "football", name: "Northbridge United", live: false }],
  games: []
})

/** The whole app on the TestClock, its search answered by `answer` (which may take time). */
const startApp = async (answer: (q: string) => Effect.Effect<SearchAnswer>) => {
  const script: TestScript = {
    api: {
      config: { all: () => demoConfig() },
      session: { check: () => ({ userId: null }), start: () => "ok", fingerprint: () => ({ token: "<redacted>", expiresAt: 2_000_000_000 }) },
      sports: { search: ({ urlParams }) => answer(urlParams.q) }
    },
    navigation: { url: "/en/" }
  }
  const app = createApp(Layer.merge(TestServices(script), TestContext.TestContext) as never, { appVersion: "t", devTools: true })
  await app.start()
  const run = <A>(effect: Effect.Effect<A, never, ApiCalls>) => app.run(effect as never) as Promise<A>
  const wait = (millis: number) => run(TestClock.adjust(`${millis} millis`))
  const asked = () => run(Effect.map(Effect.flatMap(ApiCalls, (calls) => calls.all), (all) => all.filter((call) => call.endpoint === "sports.search").map((call) => call.request)))
  const type = (query: string) => app.bus.dispatch(new TypeSearch({ query }), "user")
  const tags = (tag: string) => app.log.entries.filter((entry) => "_tag" in entry.body && entry.body._tag === tag)
  return { app, wait, asked, type, tags }
}

describe("search as the player types (ARCHITECTURE 5: a timer command on the Clock; a newer query cancels the older)", () => {
  it("asks the line once the player pauses 250 ms, for what the box holds then, in the page's language", async () => {
    const { app, wait, asked, type, tags } = await startApp((q) => Effect.succeed(answerOf(q)))
    await type("n")
    await wait(300)
    // One letter: nothing is asked.
    expect(await asked()).toEqual([])
    await type("no")
    await wait(100)
    await type("nor")
    await wait(100)
    await type("nort ")
    await wait(249)
    expect(await asked()).toEqual([])
    await wait(1)
    expect(await asked()).toEqual([{ urlParams: { q: "nort", lang: "en" } }])
    expect(tags("RunSearch").map((entry) => entry.source)).toEqual(["timer"])
    const state = app.store.snapshot().sportsSearch
    expect(state).toMatchObject({ query: "nort ", status: "answered", answer: answerOf("nort") })
    // Cleared: nothing is shown and nothing is asked.
    await type("")
    await wait(1000)
    expect(await asked()).toHaveLength(1)
    expect(app.store.snapshot().sportsSearch).toMatchObject({ query: "", status: "idle", answer: null })
    await app.stop()
  })

  it("cancels a request still in flight when a newer query is asked: only the newer one is answered", async () => {
    const { app, wait, asked, type, tags } = await startApp((q) => Effect.delay(Effect.succeed(answerOf(q)), "1 second"))
    await type("north")
    await wait(300)
    expect(await asked()).toHaveLength(1)
    await type("northb")
    await wait(300)
    expect(await asked()).toHaveLength(2)
    await wait(1000)
    expect(tags("CommandSuperseded")).toHaveLength(1)
    expect(tags("SearchAnswered").map((entry) => (entry.body as { readonly query: string }).query)).toEqual(["northb"])
    expect(app.store.snapshot().sportsSearch).toMatchObject({ status: "answered", answer: answerOf("northb") })
    await app.stop()
  })
})
