import { readFileSync } from "node:fs"
import { Clock, Duration, Effect, Layer, Schedule, Schema } from "effect"
import type { Game, GameHeader, GameResult, Market } from "../../src/domain/sports/feed"
import { SportsFeed } from "./feed"
import { type FinishedGame, type Line, LineChange, type LineGame, RecordingHead } from "./feedModel"
import { makeChangeListeners } from "./lineChanges"

/**
 * The recorded-feed player: a second feed behind the port (feed.ts), which plays a recording of a feed's changes by
 * the server's Clock. A recording is a JSON Lines file: its head (feedModel.ts `RecordingHead`: the time it starts and
 * the catalogue), then one `LineChange` a line, in order of time (scripts/recordFeed.ts records one from the
 * simulator). The player starts it when the layer is built: every time in it (a change's, a game's start and clock, a
 * result's) is moved by the same amount, so the recording's start is the Clock's time then, and a change is played when
 * the Clock comes to its time. Versions are times, as the simulator's are: the milliseconds since that start, plus one.
 *
 * What a recording cannot tell, this feed does not make up: it has no statistics and no trackers, a game's result is
 * known once it is played (the developer's "finish now" plays the result the recording holds for it at once, and
 * finds none for a game the recording never finishes), and what the developer does is this process's alone.
 */
export interface RecordedFeedOptions {
  readonly file: string
  /** How often the recording is played on; 0: never (tests call `tick`). Default 1 s. */
  readonly tickEvery?: Duration.DurationInput | undefined
}

export interface Recording {
  readonly head: RecordingHead
  readonly changes: ReadonlyArray<LineChange>
}

const decodeHead = Schema.decodeUnknownEither(Schema.parseJson(RecordingHead))
const decodeChange = Schema.decodeUnknownEither(Schema.parseJson(LineChange))

/** A recording from its text (`name` names it in the error of a line that is neither a head nor a change). */
export const readRecording = (text: string, name: string): Recording => {
  const lines = text.split("\n")
  const head = decodeHead(lines[0] ?? "")
  if (head._tag === "Left") throw new Error(`${name}:1 is no recording's head: ${head.left.message}`)
  const changes: Array<LineChange> = []
  lines.forEach((line, index) => {
    if (index === 0 || line.trim() === "") return
    const change = decodeChange(line)
    if (change._tag === "Left") throw new Error(`${name}:${index + 1} is no change of the line: ${change.left.message}`)
    changes.push(change.right)
  })
  // In order of time, those of one time in the order recorded.
  return { head: head.right, changes: changes.map((change, index) => ({ change, index })).sort((a, b) => a.change.at - b.change.at || a.index - b.index).map(({ change }) => change) }
}

/** The recording's lines as a file holds them: the head first. */
export const recordingText = (recording: Recording): string => [recording.head, ...recording.changes].map((line) => JSON.stringify(line)).join("\n") + "\n"

const marketIdsGame = (marketId: string) => marketId.slice(0, Math.max(0, marketId.indexOf(":")))

export const RecordedFeedLive = (options: RecordedFeedOptions) =>
  Layer.scoped(
    SportsFeed,
    Effect.gen(function* () {
      const { head, changes } = yield* Effect.try({
        try: () => readRecording(readFileSync(options.file, "utf8"), options.file),
        catch: (error) => error
      }).pipe(Effect.orDie)
      const turn = (yield* Effect.makeSemaphore(1)).withPermits(1)
      const origin = yield* Clock.currentTimeMillis
      const shift = origin - head.from
      const versionAt = (time: number) => time - origin + 1
      const listeners = makeChangeListeners()

      const shiftHeader = <H extends GameHeader>(header: H): H => ({ ...header, startsAt: header.startsAt + shift, clockAt: header.clockAt === null ? null : header.clockAt + shift })
      const shiftResult = (result: GameResult): GameResult => ({ ...result, startsAt: result.startsAt + shift, finishedAt: result.finishedAt + shift })

      // The line being played: each game as recorded, and as shown (a held market shows suspended).
      const recorded = new Map<string, Game>()
      const games = new Map<string, LineGame>()
      const results: Array<GameResult> = []
      const finished: Array<FinishedGame> = []
      const made = new Set<string>()
      /** Markets held suspended by hand, until when. */
      const holds = new Map<string, number>()
      /** Recorded finishes already played by hand. */
      const playedEarly = new Set<LineChange>()
      let structureVersion = 1
      let next = 0
      let current: Line | undefined

      const shownMarket = (market: Market): Market => (holds.has(market.id) && market.status !== "closed" ? { ...market, status: "suspended" } : market)

      const setMarket = (gameId: string, market: Market, version: number): Market | undefined => {
        const entry = games.get(gameId)
        const index = entry?.game.markets.findIndex((m) => m.id === market.id) ?? -1
        if (entry === undefined || index < 0) return undefined
        const was = entry.game.markets[index]!
        const wasVersions = entry.outcomeVersions[index]!
        games.set(gameId, {
          ...entry,
          game: { ...entry.game, markets: entry.game.markets.map((m, i) => (i === index ? market : m)) },
          marketVersions: entry.marketVersions.map((v, i) => (i === index ? version : v)),
          outcomeVersions: entry.outcomeVersions.map((versions, i) =>
            i === index ? market.outcomes.map((outcome, o) => (was.outcomes[o]?.price === outcome.price ? (wasVersions[o] ?? version) : version)) : versions
          )
        })
        return market
      }

      const finishGame = (result: GameResult, version: number): void => {
        const entry = games.get(result.id)
        if (entry !== undefined) {
          const { game } = entry
          games.delete(result.id)
          recorded.delete(result.id)
          finished.push({ version, id: game.id, sportId: game.sportId, championshipId: game.championshipId, top: game.top, home: game.home, away: game.away })
          structureVersion = version
        }
        results.push(result)
        results.sort((a, b) => a.finishedAt - b.finishedAt)
      }

      /** One recorded change played at its version; what the line's subscribers are told of it. */
      const play = (change: LineChange, version: number): LineChange | undefined => {
        const at = change.at + shift
        switch (change._tag) {
          case "GameAppeared": {
            const game = shiftHeader(change.game)
            if (made.has(game.id)) return undefined
            made.add(game.id)
            recorded.set(game.id, game)
            const shown = { ...game, markets: game.markets.map(shownMarket) }
            games.set(game.id, {
              game: shown,
              createdVersion: version,
              liveVersion: game.status === "live" ? version : 0,
              headerVersion: version,
              marketVersions: shown.markets.map(() => version),
              outcomeVersions: shown.markets.map((market) => market.outcomes.map(() => version))
            })
            structureVersion = version
            return { _tag: "GameAppeared", at, game: shown }
          }
          case "HeaderMoved": {
            const header = shiftHeader(change.header)
            const entry = games.get(header.id)
            if (entry === undefined) return undefined
            recorded.set(header.id, { ...header, markets: recorded.get(header.id)!.markets })
            const wentLive = entry.game.status === "line" && header.status === "live"
            games.set(header.id, { ...entry, game: { ...header, markets: entry.game.markets }, headerVersion: version, liveVersion: wentLive ? version : entry.liveVersion })
            if (wentLive) structureVersion = version
            return { _tag: "HeaderMoved", at, header }
          }
          case "MarketChanged": {
            const game = recorded.get(change.gameId)
            if (game === undefined) return undefined
            recorded.set(change.gameId, { ...game, markets: game.markets.map((market) => (market.id === change.market.id ? change.market : market)) })
            const market = setMarket(change.gameId, shownMarket(change.market), version)
            return market === undefined ? undefined : { _tag: "MarketChanged", at, gameId: change.gameId, market }
          }
          case "GameFinished": {
            if (playedEarly.has(change)) return undefined
            const result = shiftResult(change.result)
            finishGame(result, version)
            return { _tag: "GameFinished", at, result }
          }
        }
      }

      /** Holds that end by `time` let their markets go: each shows what the recording says of it then. */
      const release = (time: number, told: Array<LineChange>) => {
        for (const [marketId, until] of [...holds].sort((a, b) => a[1] - b[1])) {
          if (until > time) continue
          holds.delete(marketId)
          const gameId = marketIdsGame(marketId)
          const market = recorded.get(gameId)?.markets.find((m) => m.id === marketId)
          if (market !== undefined && setMarket(gameId, market, versionAt(until)) !== undefined) told.push({ _tag: "MarketChanged", at: until, gameId, market })
        }
      }

      /** The line as it stands now, at `time`. */
      const snapshot = (time: number): Line => {
        const kept = [...results]
        return {
          version: versionAt(time),
          now: time,
          games: new Map(games),
          results: kept,
          finished: [...finished],
          floor: 1,
          structureVersion,
          resultOf: (gameId) => kept.find((result) => result.id === gameId),
          wasMade: (gameId) => made.has(gameId),
          statisticsOf: () => undefined,
          trackerOf: () => undefined,
          trackerUnchanged: () => false
        }
      }

      /** The recording played on to `to`. */
      const playTo = (to: number) => {
        const told: Array<LineChange> = []
        while (next < changes.length && changes[next]!.at + shift <= to) {
          const change = changes[next++]!
          release(change.at + shift, told)
          const shown = play(change, versionAt(change.at + shift))
          if (shown !== undefined) told.push(shown)
        }
        release(to, told)
        current = snapshot(to)
        listeners.tell(() => told)
      }
      playTo(origin)

      const playOn = Effect.flatMap(Clock.currentTimeMillis, (now) => Effect.sync(() => (now > current!.now ? playTo(now) : undefined)))
      const tick = turn(playOn)
      const every = Duration.decode(options.tickEvery ?? Duration.seconds(1))
      if (Duration.greaterThan(every, Duration.zero)) yield* Effect.forkScoped(Effect.repeat(tick, Schedule.spaced(every)))

      /** A change by hand, a millisecond on (a version of its own): what it answers, or undefined when it changes nothing. */
      const byHand = <A>(change: (at: number, now: number) => { readonly answer: A; readonly told: LineChange } | undefined) =>
        turn(
          Effect.gen(function* () {
            yield* playOn
            const now = yield* Clock.currentTimeMillis
            const at = Math.max(now, current!.now) + 1
            const done = change(at, now)
            if (done === undefined) return undefined
            current = snapshot(at)
            listeners.tell(() => [done.told])
            return done.answer
          })
        )

      const finish = (gameId: string) =>
        byHand((at) => {
          const recordedFinish = changes.slice(next).find((change) => change._tag === "GameFinished" && change.result.id === gameId)
          if (!games.has(gameId) || recordedFinish?._tag !== "GameFinished") return undefined
          playedEarly.add(recordedFinish)
          const result = { ...shiftResult(recordedFinish.result), finishedAt: at }
          finishGame(result, versionAt(at))
          return { answer: result, told: { _tag: "GameFinished", at, result } }
        })

      const suspend = (marketId: string, seconds: number) =>
        byHand((at, now) => {
          const gameId = marketIdsGame(marketId)
          const market = games.get(gameId)?.game.markets.find((m) => m.id === marketId)
          if (market === undefined || market.status === "closed") return undefined
          const until = now + seconds * 1000
          holds.set(marketId, Math.max(holds.get(marketId) ?? until, until))
          const held = setMarket(gameId, { ...market, status: "suspended" }, versionAt(at))!
          return { answer: until, told: { _tag: "MarketChanged", at, gameId, market: held } }
        })

      return {
        catalogue: head.catalogue,
        line: Effect.sync(() => current!),
        lineAt: (at) =>
          turn(
            Effect.sync(() => {
              if (at > current!.now) playTo(at)
              return current!
            })
          ),
        current: () => current,
        changes: listeners.changes,
        tick,
        finish,
        suspend
      }
    })
  )
