import { fixedSecret } from "../support/worldSecrets"
import { Effect, Exit, Layer, Scope } from "effect"
import { afterAll, describe, expect, it } from "vitest"
import { SportsFeed } from "../../server/sports/feed"
import { AloneInThisProcess, SimulatedFeedLive } from "../../server/sports/simulatedFeed"
import { SportsWorldStoreInMemory } from "../../server/sports/worldStore"
import { sportsHotRoutesOn } from "../../server/sports/hotRoutes"
import { VersionedAnswers } from "../../server/platform/http/versionedAnswers"
import type { GamesAnswer } from "../../src/domain/sports/feed"
import { oneDatabase } from "./support/databases"
import { makeManualClock } from "./support/manualClock"
import { useTestServer } from "./support/testServer"

/**
 * Every poll shape a client sends (a list with `since`, the home page's `limit`, a game's page) is answered by the
 * front server from answers made once per version of the line, shape and `since`: the bytes must be the ones the
 * sports group computes fresh, and the answers kept must stay bounded whatever query strings arrive.
 */
describe.each(oneDatabase)("a since-poll answered from the kept answers on $label, with the line ticking", (db) => {
  const server = useTestServer(db, { sports: { secret: fixedSecret(8), live: 30, line: 60, tickEvery: "200 millis" } })

  const versionNow = async () => ((await (await fetch(`${server.url}/bff-api/sports/menu?section=live`)).json()) as { version: number }).version
  const read = async (path: string) => {
    const answer = await fetch(`${server.url}${path}`, { headers: { "accept-encoding": "gzip" } })
    const text = await answer.text()
    return {
      status: answer.status,
      text,
      version: answer.status === 200 ? (JSON.parse(text) as GamesAnswer).version : undefined,
      headers: ["content-type", "cache-control", "content-encoding", "vary"].map((name) => [name, answer.headers.get(name)])
    }
  }

  /**
   * The same poll twice from the front server (the second from what the first kept) and once through the sports
   * group, which the front server leaves a `since` with a leading zero (the contract reads it as the same number):
   * compared when all three were answered at the same version of the ticking line with something new (a 200). Asked
   * again over a few seconds, not a few attempts: three polls take milliseconds and the line ticks every 200 ms, so a
   * game that has not moved since `since` answers "nothing new" (304, no version) to every attempt within one tick.
   */
  const sameAsFresh = async (kept: string, fresh: string) => {
    const seen: Array<string> = []
    for (const deadline = Date.now() + 15_000; Date.now() < deadline; await new Promise((resolve) => setTimeout(resolve, 50))) {
      const first = await read(kept)
      const again = await read(kept)
      const bySportsGroup = await read(fresh)
      seen.push(`${first.status}@${first.version}/${again.status}@${again.version}/${bySportsGroup.status}@${bySportsGroup.version}`)
      if (first.version === undefined || first.version !== again.version || first.version !== bySportsGroup.version) continue
      expect(first.status).toBe(200)
      expect(again.text).toBe(first.text)
      expect(bySportsGroup.text).toBe(first.text)
      expect(first.headers).toEqual(bySportsGroup.headers)
      return JSON.parse(first.text) as GamesAnswer
    }
    throw new Error(`never answered at one version: ${kept} (kept/again/sports group: ${seen.slice(-5).join(", ")})`)
  }

  it("answers the live list's, the home list's and a game page's polls with the bytes the sports group computes", async () => {
    const since = await versionNow()
    // A few ticks later, so the polls have changes to answer.
    await new Promise((resolve) => setTimeout(resolve, 1500))
    const live = await sameAsFresh(`/bff-api/sports/top?section=live&since=${since}`, `/bff-api/sports/top?section=live&since=0${since}`)
    expect(live.full).toBe(false)
    expect(live.version).toBeGreaterThan(since)
    const home = await sameAsFresh(`/bff-api/sports/top?section=live&since=${since}&limit=8`, `/bff-api/sports/top?limit=8&section=live&since=0${since}`)
    expect(home.games.length).toBeLessThanOrEqual(8)
    const game = (await sameAsFresh("/bff-api/sports/top?section=live", "/bff-api/sports/top?section=live&since=999999999999")).games[0]!.id
    const page = await sameAsFresh(`/bff-api/sports/game/${game}?since=${since}`, `/bff-api/sports/game/${game}?since=0${since}`)
    expect(page.games.every((each) => each.id === game)).toBe(true)
  })

  it("still answers a malformed poll with the contract's typed 400 and an unknown game with its 404", async () => {
    for (const path of ["/bff-api/sports/top?section=live&since=-1", "/bff-api/sports/top?section=live&limit=51", "/bff-api/sports/top?section=sideways&since=1", "/bff-api/sports/game/x1?since=1"]) {
      const answer = await fetch(`${server.url}${path}`)
      expect([path, answer.status, ((await answer.json()) as { _tag: string })._tag]).toEqual([path, 400, "HttpApiDecodeError"])
    }
    const unknown = await fetch(`${server.url}/bff-api/sports/game/g999999999?since=1`)
    expect([unknown.status, ((await unknown.json()) as { _tag: string })._tag]).toEqual([404, "SportsNotFound"])
  })
})

describe("the kept answers under many distinct query strings", () => {
  const clock = makeManualClock(Date.UTC(2026, 10, 23, 12, 0, 0))
  // The feed lives through the tests below (its ticks are heard in its scope), and is closed after them.
  const feedScope = Effect.runSync(Scope.make())
  afterAll(() => Effect.runPromise(Scope.close(feedScope, Exit.void)))
  const feedContext = Effect.runSync(
    Layer.buildWithScope(SimulatedFeedLive({ secret: fixedSecret(5), live: 40, line: 120, tickEvery: 0 }).pipe(Layer.provide(Layer.merge(SportsWorldStoreInMemory, AloneInThisProcess))), feedScope).pipe(
      Effect.withClock(clock.clock)
    )
  )
  const { feed } = Effect.runSync(
    Effect.gen(function* () {
      const feed = yield* SportsFeed
      yield* feed.line
      return { feed }
    }).pipe(Effect.provide(feedContext), Effect.withClock(clock.clock))
  )
  const LIMITS = { entries: 64, bytes: 256 * 1024 }
  const answers = new VersionedAnswers(LIMITS)
  const routes = sportsHotRoutesOn(feed, answers)
  const ask = (path: string, query: string) =>
    routes.find((route) => route.path === path)!.answer({ path, query: new URLSearchParams(query), headers: { "accept-encoding": "gzip" }, client: { address: "127.0.0.1", https: false, geoCountry: null } })

  it("keeps at most its bound of answers and bytes, and still answers right after dropping some", () => {
    const start = feed.current()!.version
    clock.advance("30 seconds")
    Effect.runSync(Effect.withClock(feed.tick, clock.clock))
    const version = feed.current()!.version
    expect(version).toBeGreaterThan(start)
    const first = ask("/bff-api/sports/top", `section=live&since=${start}`)!
    // Every `since` between the two versions is a shape the contract takes: 30 000 of them, and names it refuses.
    for (let since = start; since < version; since += 7) ask("/bff-api/sports/top", `section=line&since=${since}`)
    for (let i = 0; i < 2000; i++) ask("/bff-api/sports/games", `section=live&championship=no-such-cup-${i}&since=${start}`)
    expect(answers.held.entries).toBeLessThanOrEqual(LIMITS.entries)
    expect(answers.held.bytes).toBeLessThanOrEqual(LIMITS.bytes)
    // The first answer was dropped long ago: made again, it is the same bytes.
    const again = ask("/bff-api/sports/top", `section=live&since=${start}`)!
    expect(again.status).toBe(200)
    expect(Buffer.from(again.body!).equals(Buffer.from(first.body!))).toBe(true)
  })

  it("drops every answer of a version once the line has moved on", () => {
    ask("/bff-api/sports/top", "section=live")
    expect(answers.held.entries).toBeGreaterThan(0)
    clock.advance("5 seconds")
    Effect.runSync(Effect.withClock(feed.tick, clock.clock))
    ask("/bff-api/sports/top", "section=live&limit=8")
    expect(answers.held.entries).toBe(1)
  })
})
