/**
 * The in-house games' return measured by simulation: for each game, BENCH_CASINO_ROUNDS rounds (10 million by default)
 * played through its published mapping on the real random stream (RoundRandom: HMAC-SHA256 of a generated server
 * seed, the client seed "rtp-bench" and the round's nonce), cycling through the bets listed below, each paid by the
 * game's own multipleOf. Prints the measured return against the published one (PASS when within 0.1 percentage
 * point), the standard error of the measurement and rounds per second.
 *
 * The bets are the game's everyday ones: a round's spread of payouts sets how many rounds resolve 0.1 point, and 10
 * million rounds do for these (their standard errors are printed) but not for plinko's high risk (up to 1000× on
 * one path of 65536) or a roulette straight up (36× on one pocket of 37), whose exact returns the property tests count.
 * Run: npm run bench (or node --import tsx bench/casinoRtp.bench.ts). Knobs: BENCH_CASINO_ROUNDS, BENCH_CASINO_GAMES (ids,
 * comma-separated: only those games).
 */
import { createHash } from "node:crypto"
import { RoundRandom } from "../src/domain/casino/fair"
import type { InstantGame } from "../src/domain/casino/game"
import { dice } from "../src/domain/casino/games/dice"
import { keno } from "../src/domain/casino/games/keno"
import { plinko, type PlinkoChoices } from "../src/domain/casino/games/plinko"
import { roulette, type RouletteChoices } from "../src/domain/casino/games/roulette"
import { scratch } from "../src/domain/casino/games/scratch"
import { slot } from "../src/domain/casino/games/slot"

const ROUNDS = Number(process.env["BENCH_CASINO_ROUNDS"] ?? 10_000_000)
/** A new server seed every million rounds, as a player would rotate theirs. */
const ROUNDS_PER_SEED = 1_000_000
const ONLY = process.env["BENCH_CASINO_GAMES"]?.split(",").map((id) => id.trim())
const TOLERANCE_POINTS = 0.1

interface Simulated {
  readonly game: InstantGame<any, any>
  readonly bets: ReadonlyArray<unknown>
  readonly described: string
}

const outsideChips: Array<RouletteChoices> = [
  ...(["red", "black", "odd", "even", "low", "high"] as const).map((bet) => ({ chips: [{ bet, amount: 1 }] })),
  ...([1, 2, 3] as const).flatMap((which) => (["dozen", "column"] as const).map((bet) => ({ chips: [{ bet, which, amount: 1 }] })))
]
const everyday: ReadonlyArray<Simulated> = [
  { game: dice, bets: [{ target: 5_000, side: "under" }], described: "under 50.00" },
  { game: roulette, bets: outsideChips, described: "one chip on each outside bet in turn" },
  { game: keno, bets: Array.from({ length: 10 }, (_, i) => ({ picks: Array.from({ length: i + 1 }, (_, n) => n * 4 + 1) })), described: "1 to 10 picks in turn" },
  {
    game: plinko,
    bets: [8, 12, 16].flatMap((rows) => (["low", "medium"] as const).map((risk) => ({ rows, risk }) as PlinkoChoices)),
    described: "8, 12, 16 rows on low and medium risk in turn"
  },
  { game: scratch, bets: [{}], described: "a ticket" },
  { game: slot, bets: [{ lines: 20 }], described: "20 lines" }
]

const serverSeedOf = (game: string, chunk: number): string =>
  createHash("sha256").update(`casino-rtp-bench:${game}:${chunk}`).digest("hex")

let failed = false
console.log(`casino RTP: ${ROUNDS.toLocaleString("en")} rounds per game, PASS within ${TOLERANCE_POINTS} percentage point`)
for (const { game, bets, described } of everyday.filter(({ game }) => ONLY === undefined || ONLY.includes(game.id))) {
  let sum = 0
  let squares = 0
  let serverSeed = ""
  const started = performance.now()
  for (let round = 0; round < ROUNDS; round++) {
    if (round % ROUNDS_PER_SEED === 0) serverSeed = serverSeedOf(game.id, round / ROUNDS_PER_SEED)
    const bet = bets[round % bets.length]
    const random = new RoundRandom({ serverSeed, clientSeed: "rtp-bench", nonce: round % ROUNDS_PER_SEED })
    const multiple = game.multipleOf(bet, game.draw(bet, random))
    const paid = multiple.num / multiple.den
    sum += paid
    squares += paid * paid
  }
  const seconds = (performance.now() - started) / 1000
  const measured = sum / ROUNDS
  const published = game.rtp.num / game.rtp.den
  const standardError = Math.sqrt(Math.max(0, squares / ROUNDS - measured * measured) / ROUNDS)
  const off = (measured - published) * 100
  const pass = Math.abs(off) <= TOLERANCE_POINTS
  if (!pass) failed = true
  console.log(
    `  ${game.id.padEnd(9)} ${(measured * 100).toFixed(3)}% measured vs ${(published * 100).toFixed(3)}% published ` +
      `(${off >= 0 ? "+" : ""}${off.toFixed(3)} pt, standard error ${(standardError * 100).toFixed(3)} pt) ${pass ? "PASS" : "FAIL"}; ` +
      `${Math.round(ROUNDS / seconds).toLocaleString("en")} rounds/s; ${described}`
  )
}
if (failed) process.exitCode = 1
