import { fixedSecret } from "../support/worldSecrets"
import { it as effectIt } from "@effect/vitest"
import { Duration, Effect, Layer, Stream, TestClock } from "effect"
import { describe, expect, it } from "vitest"
import { NotModified } from "../../src/domain/api/sports"
import type { Game, GamesAnswer } from "../../src/domain/sports/feed"
import { applyAnswer, gamesSince, snapshot } from "../../server/sports/lineReads"
import { SportsFeed } from "../../server/sports/feed"
import type { LineChange } from "../../server/sports/feedModel"
import { RecordedFeedLive } from "../../server/sports/recordedFeed"
import { AloneInThisProcess, SimulatedFeedLive } from "../../server/sports/simulatedFeed"
import { SportsWorldStoreInMemory } from "../../server/sports/worldStore"
import { failureOf, withClient } from "./support/apiClient"
import { databasesUnderTest, oneDatabase } from "./support/databases"
import { makeManualClock } from "./support/manualClock"
import { RECORDING, recordedLines } from "./support/recording"
import { useTestServer } from "./support/testServer"


const START = Date.UTC(2026, 5, 1, 18, 0, 0)
const TICK = 40

const isAnswer = (answer: GamesAnswer | NotModified): answer is GamesAnswer => !(answer instanceof NotModified)
const answerOf = (answer: GamesAnswer | NotModified): GamesAnswer => {
  if (!isAnswer(answer)) throw new Error("expected an answer, got 304")
  return answer
}
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const byId = (games: ReadonlyArray<Game>) => Object.fromEntries(games.map((g) => [g.id, g]))

describe.each(oneDatabase)("the line and live feed on $label", (db) => {
  const clock = makeManualClock(START)
  const server = useTestServer(db, { clock: clock.clock, sports: { secret: fixedSecret(7), live: 60, line: 300, tickEvery: Duration.millis(TICK) } })

  /** Moves the server's time on and waits until the feed has played to it (its version moved). */
  const version = async () => answerOf(await withClient(server.url, (c) => c.sports.top({ urlParams: { section: "live" } }))).version
  const advanceFeed = async (by: Duration.DurationInput) => {
    const before = await version()
    clock.advance(by)
    for (let i = 0; i < 100; i++) {
      await sleep(TICK)
      if ((await version()) > before) return
    }
    throw new Error("the feed did not move")
  }

  it("lists as many games under each sport and championship as the menu counts, in the section asked for", async () => {
    for (const section of ["live", "line"] as const) {
      const menu = await withClient(server.url, (c) => c.sports.menu({ urlParams: { section } }))
      if (!("sports" in menu)) throw new Error("expected the menu")
      expect(menu.sports.length).toBeGreaterThan(3)
      let listed = 0
      for (const { sport, count, championships } of menu.sports) {
        const champs = await withClient(server.url, (c) => c.sports.championships({ urlParams: { section, sport: sport.id } }))
        if (!("championships" in champs)) throw new Error("expected championships")
        expect(champs.championships.length).toBe(championships)
        expect(champs.championships.reduce((s, c) => s + c.count, 0)).toBe(count)
        for (const { championship, count: inChamp } of champs.championships) {
          const games = answerOf(await withClient(server.url, (c) => c.sports.games({ urlParams: { section, championship: championship.id } })))
          expect(games.full).toBe(true)
          expect(games.games.length).toBe(inChamp)
          expect(games.games.every((g) => g.status === section && g.championshipId === championship.id && g.sportId === sport.id)).toBe(true)
          listed += games.games.length
        }
      }
      expect(listed).toBe(menu.sports.reduce((s, x) => s + x.count, 0))
    }
  })

  it("answers a poll that holds the current version with 304, from memory even while the database is locked", async () => {
    const top = answerOf(await withClient(server.url, (c) => c.sports.top({ urlParams: { section: "live" } })))
    expect(top.games.length).toBeGreaterThan(0)
    expect(top.games.every((g) => g.top && g.status === "live")).toBe(true)
    await sleep(TICK * 3)
    const { released } = await server.database.holdLocks(3_000)
    const started = Date.now()
    const again = await withClient(server.url, (c) => c.sports.top({ urlParams: { section: "live", since: top.version } }))
    expect(again).toBeInstanceOf(NotModified)
    const raw = await fetch(`${server.url}/bff-api/sports/top?section=live&since=${top.version}`)
    expect(raw.status).toBe(304)
    const game = await withClient(server.url, (c) => c.sports.game({ path: { id: top.games[0]!.id }, urlParams: { since: top.version } }))
    expect(game).toBeInstanceOf(NotModified)
    expect(Date.now() - started).toBeLessThan(2_000)
    await released
  })

  it("answers 'nothing new' the same on the front server's fast path: 304 for top games, a championship and the menu; bad values still a typed 400", async () => {
    const top = answerOf(await withClient(server.url, (c) => c.sports.top({ urlParams: { section: "live" } })))
    const championship = top.games[0]!.championshipId
    const menu = await (await fetch(`${server.url}/bff-api/sports/menu?section=live`)).json() as { version: number }
    for (const path of [
      `/bff-api/sports/top?section=live&since=${top.version}`,
      `/bff-api/sports/games?section=live&championship=${championship}&since=${top.version}`,
      `/bff-api/sports/menu?section=live&since=${menu.version}`
    ]) {
      const answer = await fetch(`${server.url}${path}`)
      expect([path, answer.status, await answer.text()]).toEqual([path, 304, ""])
      expect(answer.headers.get("x-content-type-options")).toBe("nosniff")
    }
    const refused = await fetch(`${server.url}/bff-api/sports/top?section=sideways&since=${top.version}`)
    expect(refused.status).toBe(400)
    const unknown = await fetch(`${server.url}/bff-api/sports/games?section=live&championship=no-such-cup&since=${top.version}`)
    expect(unknown.status).toBe(404)
    // A version from before: the changes since then, the long way.
    const older = await fetch(`${server.url}/bff-api/sports/top?section=live&since=0`)
    expect(older.status).toBe(200)
  })

  it("a short top list (the home page's): the first games by start time, whole; 304 while nothing moved; a limit out of 1-50 is a 400", async () => {
    const all = answerOf(await withClient(server.url, (c) => c.sports.top({ urlParams: { section: "line" } })))
    const short = answerOf(await withClient(server.url, (c) => c.sports.top({ urlParams: { section: "line", limit: 3 } })))
    expect(all.games.length).toBeGreaterThan(3)
    const earliest = [...all.games].sort((a, b) => a.startsAt - b.startsAt).slice(0, 3).map((game) => game.id)
    expect(short.full).toBe(true)
    expect(short.games.map((game) => game.id)).toEqual(earliest)
    // Whole games: every market of each, as the full list has them.
    for (const game of short.games) expect(game.markets.length).toBe(all.games.find((g) => g.id === game.id)!.markets.length)
    const again = await fetch(`${server.url}/bff-api/sports/top?section=line&limit=3&since=${short.version}`)
    expect(again.status).toBe(304)
    for (const limit of ["0", "51", "three"]) expect((await fetch(`${server.url}/bff-api/sports/top?section=line&limit=${limit}`)).status, limit).toBe(400)
  })

  it("after the clock moves, a poll gets only the games that changed, and they bring the list up to date", async () => {
    const section = "line" as const
    const before = answerOf(await withClient(server.url, (c) => c.sports.top({ urlParams: { section } })))
    const all = answerOf(await withClient(server.url, (c) => c.sports.top({ urlParams: { section: "live" } })))
    await advanceFeed("20 seconds")
    const delta = answerOf(await withClient(server.url, (c) => c.sports.top({ urlParams: { section: "live", since: all.version } })))
    expect(delta.full).toBe(false)
    expect(delta.version).toBeGreaterThan(all.version)
    // Only what changed: every game sent differs from what the caller held, and a changed game carries only its
    // changed markets.
    const held = byId(all.games)
    for (const game of delta.games) {
      const old = held[game.id]
      if (old === undefined) continue
      const { markets: _m, ...header } = game
      const { markets: _o, ...oldHeader } = old
      const moved = JSON.stringify(header) !== JSON.stringify(oldHeader) || game.markets.length > 0
      expect(moved).toBe(true)
      expect(game.markets.length).toBeLessThanOrEqual(old.markets.length)
    }
    const now = answerOf(await withClient(server.url, (c) => c.sports.top({ urlParams: { section: "live" } })))
    expect(now.version).toBe(delta.version)
    expect(byId(applyAnswer(all.games, delta))).toEqual(byId(now.games))
    // The line's prices move rarely: most line games are not sent at all.
    const lineDelta = await withClient(server.url, (c) => c.sports.top({ urlParams: { section, since: before.version } }))
    if (isAnswer(lineDelta)) expect(lineDelta.games.length).toBeLessThan(before.games.length)
  })

  it("moves finished games to the results of their day, and tells a multi-live poll they left", async () => {
    const live = answerOf(await withClient(server.url, (c) => c.sports.top({ urlParams: { section: "live" } })))
    const watched = live.games.slice(0, 3).map((g) => g.id)
    expect(watched.length).toBe(3)
    const multi = answerOf(await withClient(server.url, (c) => c.sports.multi({ urlParams: { ids: watched } })))
    expect(multi.games.map((g) => g.id)).toEqual(watched)
    await advanceFeed("4 hours")
    const after = answerOf(await withClient(server.url, (c) => c.sports.multi({ urlParams: { ids: watched, since: multi.version } })))
    expect([...after.removed].sort()).toEqual([...watched].sort())
    const date = new Date(clock.nowMillis()).toISOString().slice(0, 10)
    const dayBefore = new Date(clock.nowMillis() - 86_400_000).toISOString().slice(0, 10)
    const results = [
      ...(await withClient(server.url, (c) => c.sports.results({ urlParams: { date } }))).results,
      ...(await withClient(server.url, (c) => c.sports.results({ urlParams: { date: dayBefore } }))).results
    ]
    for (const id of watched) {
      const result = results.find((r) => r.id === id)
      expect(result).toBeDefined()
      expect(result!.finishedAt).toBeLessThanOrEqual(clock.nowMillis())
    }
    const football = await withClient(server.url, (c) => c.sports.results({ urlParams: { date, sport: "football" } }))
    expect(football.results.every((r) => r.sportId === "football")).toBe(true)
    const gone = await failureOf(server.url, (c) => c.sports.game({ path: { id: watched[0]! }, urlParams: {} }))
    expect(gone).toMatchObject({ _tag: "SportsNotFound" })
  })

  it("answers the cyber sections with their disciplines only", async () => {
    const real = await withClient(server.url, (c) => c.sports.cyber({ path: { type: "real" }, urlParams: { section: "line" } }))
    if (!("sports" in real)) throw new Error("expected the cyber section")
    expect(real.sports.length).toBeGreaterThan(0)
    expect(real.sports.every((s) => ["cs2", "dota2", "lol"].includes(s.sport.id))).toBe(true)
    expect(real.championships.every((c) => ["cs2", "dota2", "lol"].includes(c.championship.sportId))).toBe(true)
  })

  it("refuses malformed query values with a typed 400", async () => {
    for (const path of [
      "/bff-api/sports/menu?section=soon",
      "/bff-api/sports/menu?section=live&since=-1",
      "/bff-api/sports/menu?section=live&since=abc",
      "/bff-api/sports/championships?section=live&sport=quidditch",
      "/bff-api/sports/games?section=live&championship=EPL%20!",
      "/bff-api/sports/multi?ids=g1,../etc",
      "/bff-api/sports/game/42",
      "/bff-api/sports/results?date=yesterday",
      "/bff-api/sports/cyber/chess?section=live"
    ]) {
      const answer = await fetch(`${server.url}${path}`)
      expect(answer.status, path).toBe(400)
      expect(await answer.json(), path).toMatchObject({ _tag: "HttpApiDecodeError" })
    }
    const noSuchDay = await failureOf(server.url, (c) => c.sports.results({ urlParams: { date: "2026-02-30" } }))
    expect(noSuchDay).toMatchObject({ _tag: "BadRequest" })
  })

  it("answers unknown games and championships with a typed 404", async () => {
    expect(await failureOf(server.url, (c) => c.sports.game({ path: { id: "g999999999" }, urlParams: {} }))).toMatchObject({ _tag: "SportsNotFound" })
    expect(await failureOf(server.url, (c) => c.sports.multi({ urlParams: { ids: ["g1", "g999999999"] } }))).toMatchObject({ _tag: "SportsNotFound" })
    expect(await failureOf(server.url, (c) => c.sports.games({ urlParams: { section: "live", championship: "no-such-league" } }))).toMatchObject({
      _tag: "SportsNotFound"
    })
    const raw = await fetch(`${server.url}/bff-api/sports/game/g999999999`)
    expect(raw.status).toBe(404)
  })
})

describe("the feed service on the Clock", () => {
  effectIt.scoped("plays the world on as the clock moves, and a poll then gets only what changed", () =>
    Effect.gen(function* () {
      // The clock is set before the feed starts ticking (TestClock wakes every sleep on the way to a new time).
      yield* TestClock.setTime(START)
      yield* Effect.gen(function* () {
        const feed = yield* SportsFeed
        const first = yield* feed.line
        // Until the clock moves, the ticks change nothing.
        yield* TestClock.adjust("0 millis")
        expect((yield* feed.line).version).toBe(first.version)
        yield* TestClock.adjust("30 seconds")
        const later = yield* feed.line
        expect(later.now).toBe(START + 30_000)
        expect(later.version).toBeGreaterThan(first.version)
        const delta = gamesSince(later, {}, first.version)
        if (delta === "unchanged") throw new Error("expected changes")
        expect(delta.full).toBe(false)
        expect(delta.games.length).toBeGreaterThan(0)
        expect(delta.games.length).toBeLessThan(later.games.size)
        expect(byId(applyAnswer(snapshot(first), delta))).toEqual(byId(snapshot(later)))
      }).pipe(Effect.provide(SimulatedFeedLive({ secret: fixedSecret(5), live: 30, line: 120, tickEvery: "1 second" }).pipe(Layer.provide(Layer.merge(SportsWorldStoreInMemory, AloneInThisProcess)))))
    })
  )

  effectIt.scoped("streams the changes it plays: folded into the line held, they make the line it holds later", () =>
    Effect.gen(function* () {
      yield* TestClock.setTime(START)
      yield* Effect.gen(function* () {
        const feed = yield* SportsFeed
        const first = yield* feed.line
        const told: Array<LineChange> = []
        yield* Effect.forkScoped(Stream.runForEach(feed.changes, (change) => Effect.sync(() => void told.push(change))))
        yield* Effect.yieldNow()
        yield* TestClock.adjust("2 minutes")
        const later = yield* feed.line
        expect(told.some((change) => change._tag === "MarketChanged")).toBe(true)
        expect(told.some((change) => change._tag === "GameFinished")).toBe(true)
        // The test's own fold of the changes, as a consumer of the feed keeps a line.
        const held = new Map(snapshot(first).map((game) => [game.id, game]))
        for (const change of told) {
          if (change._tag === "GameAppeared") held.set(change.game.id, change.game)
          else if (change._tag === "HeaderMoved") held.set(change.header.id, { ...change.header, markets: held.get(change.header.id)!.markets })
          else if (change._tag === "MarketChanged") {
            const game = held.get(change.gameId)!
            held.set(change.gameId, { ...game, markets: game.markets.map((market) => (market.id === change.market.id ? change.market : market)) })
          } else held.delete(change.result.id)
        }
        expect(Object.fromEntries(held)).toEqual(byId(snapshot(later)))
      }).pipe(Effect.provide(SimulatedFeedLive({ secret: fixedSecret(5), live: 30, line: 120, tickEvery: "1 second" }).pipe(Layer.provide(Layer.merge(SportsWorldStoreInMemory, AloneInThisProcess)))))
    })
  )
})

describe("the recorded-feed player on the Clock", () => {
  const [head, ...changes] = recordedLines()
  const result = changes.find((change) => change._tag === "GameFinished").result
  const live: Game = changes.find((change) => change._tag === "GameAppeared" && change.game.id === result.id).game

  effectIt.scoped("finishes a game by hand with its recorded score, and holds a market suspended until its time, then shows the recording's", () =>
    Effect.gen(function* () {
      yield* TestClock.setTime(head.from)
      yield* Effect.gen(function* () {
        const feed = yield* SportsFeed
        const open = live.markets.find((market) => market.status === "open")!
        expect(yield* feed.suspend(open.id, 10)).toBe(head.from + 10_000)
        const held = (yield* feed.line).games.get(live.id)!.game.markets.find((market) => market.id === open.id)!
        expect(held).toEqual({ ...open, status: "suspended" })
        // The recording's moves of the market while it is held show it suspended; at its time it shows what they made it.
        const moves = changes.filter((change) => change._tag === "MarketChanged" && change.market.id === open.id && change.at <= head.from + 10_000)
        yield* TestClock.adjust("10 seconds")
        yield* feed.tick
        expect((yield* feed.line).games.get(live.id)!.game.markets.find((market) => market.id === open.id)).toEqual(moves.at(-1)?.market ?? open)

        const finished = yield* feed.finish(live.id)
        const line = yield* feed.line
        expect(finished).toEqual({ ...result, finishedAt: line.now })
        expect(line.games.has(live.id)).toBe(false)
        expect(line.resultOf(live.id)).toEqual(finished)
        expect(yield* feed.finish(live.id)).toBeUndefined()
        // Its recorded finish, when the Clock comes to it, is not played again.
        yield* TestClock.adjust(Duration.millis(changes.at(-1).at - head.from))
        yield* feed.tick
        expect((yield* feed.line).results.filter((kept) => kept.id === live.id)).toEqual([finished])
      }).pipe(Effect.provide(RecordedFeedLive({ file: RECORDING, tickEvery: 0 })))
    })
  )
})

describe("the line played from a recording (the recorded-feed player) on pglite", () => {
  const [head, ...changes] = recordedLines()
  // An hour after the recording began: every time in it is moved by that hour.
  const shift = 3_600_000
  const clock = makeManualClock(head.from + shift)
  const server = useTestServer(databasesUnderTest[0]!, { clock: clock.clock, sports: { recording: RECORDING, tickEvery: Duration.millis(TICK) } })
  const appeared: ReadonlyArray<Game> = changes.filter((change) => change._tag === "GameAppeared").map((change) => change.game)
  const finished = changes.find((change) => change._tag === "GameFinished").result

  it("serves the recorded games at the recorded prices and the Clock's times, and counts them in the menu", async () => {
    for (const game of appeared) {
      const served = answerOf(await withClient(server.url, (c) => c.sports.game({ path: { id: game.id }, urlParams: {} }))).games
      expect(served).toEqual([{ ...game, startsAt: game.startsAt + shift, clockAt: game.clockAt === null ? null : game.clockAt + shift }])
    }
    for (const section of ["live", "line"] as const) {
      const menu = await withClient(server.url, (c) => c.sports.menu({ urlParams: { section } }))
      if (!("sports" in menu)) throw new Error("expected the menu")
      expect(menu.sports.reduce((sum, sport) => sum + sport.count, 0)).toBe(appeared.filter((game) => game.status === section).length)
    }
    expect(await failureOf(server.url, (c) => c.sports.game({ path: { id: "g999999999" }, urlParams: {} }))).toMatchObject({ _tag: "SportsNotFound" })
  })

  it("plays the recording by the Clock: a poll gets the moves, and the finished game leaves for the results with its recorded score", async () => {
    const before = answerOf(await withClient(server.url, (c) => c.sports.multi({ urlParams: { ids: appeared.map((game) => game.id) } })))
    clock.advance(changes.at(-1).at - head.from + 1)
    let after: GamesAnswer | NotModified = new NotModified()
    for (let i = 0; i < 100 && !(isAnswer(after) && after.removed.length > 0); i++) {
      await sleep(TICK)
      after = await withClient(server.url, (c) => c.sports.multi({ urlParams: { ids: appeared.map((game) => game.id), since: before.version } }))
    }
    expect(answerOf(after).removed).toEqual([finished.id])
    expect(await failureOf(server.url, (c) => c.sports.game({ path: { id: finished.id }, urlParams: {} }))).toMatchObject({ _tag: "SportsNotFound" })
    const date = new Date(finished.finishedAt + shift).toISOString().slice(0, 10)
    const results = await withClient(server.url, (c) => c.sports.results({ urlParams: { date } }))
    expect(results.results).toEqual([{ ...finished, startsAt: finished.startsAt + shift, finishedAt: finished.finishedAt + shift }])
  })
})
