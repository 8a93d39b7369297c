/**
 * npx tsx scripts/recordFeed.ts <out.jsonl> [--minutes 60] [--every 60] [--finished 1] [--upcoming 2] [--seed label]
 * Records the simulator's line for a stretch of simulated time as the recorded-feed player reads it
 * (server/sports/recordedFeed.ts): a small world played on a test clock, its changes taken from the feed port's stream
 * every `--every` seconds, then only a few matches kept: `--finished` that finish within the stretch (so a bet on them
 * can be settled by the recorded result) and `--upcoming` that stay in the line. The seed names the world's secret,
 * so the same command records the same file.
 */
import { createHash } from "node:crypto"
import { writeFileSync } from "node:fs"
import { Duration, Effect, Layer, Redacted, Stream, TestClock, TestContext } from "effect"
import { isOutright } from "../src/domain/sports/outright"
import { SportsFeed } from "../server/sports/feed"
import type { LineChange } from "../server/sports/feedModel"
import { recordingText } from "../server/sports/recordedFeed"
import { AloneInThisProcess, SimulatedFeedLive } from "../server/sports/simulatedFeed"
import { WorldSecret } from "../server/sports/simulator/prng"
import { SportsWorldStoreInMemory } from "../server/sports/worldStore"

const args = process.argv.slice(2)
const out = args[0]
const option = (name: string, fallback: string) => {
  const at = args.indexOf(`--${name}`)
  return at < 0 ? fallback : (args[at + 1] ?? fallback)
}
if (out === undefined || out.startsWith("--")) {
  console.error("usage: npx tsx scripts/recordFeed.ts <out.jsonl> [--minutes 60] [--every 60] [--finished 1] [--upcoming 2] [--seed label]")
  process.exit(2)
}
const minutes = Number(option("minutes", "60"))
const every = Number(option("every", "60"))
const finishedKept = Number(option("finished", "1"))
const upcomingKept = Number(option("upcoming", "2"))
const secret = WorldSecret.fromText(Redacted.make(createHash("sha256").update(`recorded feed ${option("seed", "1")}`).digest("base64url")))!
/** A whole minute, so the recording's times read plainly. */
const FROM = Date.UTC(2026, 5, 1, 18, 0, 0)

const gameIdOf = (change: LineChange) =>
  change._tag === "GameAppeared" ? change.game.id : change._tag === "HeaderMoved" ? change.header.id : change._tag === "GameFinished" ? change.result.id : change.gameId

const main = Effect.gen(function* () {
  const collected: Array<LineChange> = []
  yield* TestClock.setTime(FROM)
  const { catalogue, first } = yield* Effect.scoped(
    Effect.gen(function* () {
      const feed = yield* SportsFeed
      const line = yield* feed.line
      yield* Effect.forkScoped(Stream.runForEach(feed.changes, (change) => Effect.sync(() => void collected.push(change))))
      yield* Effect.yieldNow()
      for (let second = every; second <= minutes * 60; second += every) yield* TestClock.adjust(Duration.seconds(every))
      return { catalogue: feed.catalogue, first: line }
    }).pipe(Effect.provide(SimulatedFeedLive({ secret, live: 12, line: 30, tickEvery: Duration.seconds(every) }).pipe(Layer.provide(Layer.merge(SportsWorldStoreInMemory, AloneInThisProcess)))))
  )
  const matches = [...first.games.values()].map((entry) => entry.game).filter((game) => !isOutright(game))
  const live = new Set(matches.filter((game) => game.status === "live").map((game) => game.id))
  // The matches in play that finish first, and the recording cut where the last of them finishes.
  const finishes = collected.flatMap((change) => (change._tag === "GameFinished" && live.has(change.result.id) ? [change] : [])).slice(0, finishedKept)
  const until = finishes.at(-1)?.at ?? FROM + minutes * 60_000
  const finishedIds = new Set(collected.flatMap((change) => (change._tag === "GameFinished" ? [change.result.id] : [])))
  const kept = new Set([
    ...finishes.map((change) => change.result.id),
    ...matches.filter((game) => game.status === "line" && !finishedIds.has(game.id)).slice(0, upcomingKept).map((game) => game.id)
  ])
  const games = matches.filter((game) => kept.has(game.id))
  const championships = new Set(games.map((game) => game.championshipId))
  const text = recordingText({
    head: { _tag: "Recording", from: FROM, catalogue: { sports: catalogue.sports, championships: catalogue.championships.filter((c) => championships.has(c.id)) } },
    changes: [...games.map((game): LineChange => ({ _tag: "GameAppeared", at: FROM, game })), ...collected.filter((change) => change.at <= until && kept.has(gameIdOf(change)))]
  })
  writeFileSync(out, text)
  console.log(`${out}: ${kept.size} games (${finishes.length} finish), ${text.split("\n").length - 2} changes, ${text.length} bytes`)
})

Effect.runPromise(main.pipe(Effect.provide(TestContext.TestContext))).catch((error) => {
  console.error(error)
  process.exit(1)
})
