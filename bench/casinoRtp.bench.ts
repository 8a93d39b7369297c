/**
 * The in-house games' return measured by simulation: for each game, BENCH_CASINO_ROUNDS rounds (10 million by default)
 * played through its published mapping on the real random stream (RoundRandom: HMAC-SHA256 of a generated server
 * seed, the client seed "rtp-bench" and the round's nonce), cycling through the bets listed below, each paid by the
 * game's own multipleOf. The stepped games are played to their end by a stated strategy (mines: cash out after a few
 * tiles; blackjack: the optimal strategy of the exact model its published return comes from), crash by automatic
 * cash-out targets. Prints the measured return against the published one (PASS when within 0.1 percentage point), the
 * standard error of the measurement and rounds per second.
 *
 * The bets are the game's everyday ones: a round's spread of payouts sets how many rounds resolve 0.1 point, and 10
 * million rounds do for these (their standard errors are printed) but not for plinko's high risk (up to 1000× on
 * one path of 65536) or a roulette straight up (36× on one pocket of 37), whose exact returns the property tests count.
 * Run: npm run bench (or node --import tsx bench/casinoRtp.bench.ts). Knobs: BENCH_CASINO_ROUNDS, BENCH_CASINO_GAMES (ids,
 * comma-separated: only those games).
 */
import { createHash } from "node:crypto"
import { Either } from "effect"
import { RoundRandom } from "../src/domain/casino/fair"
import type { BigRatio, InstantGame, Ratio, SteppedGame } from "../src/domain/casino/game"
import { blackjack, type BlackjackMove, type BlackjackState, cardValue, movesOf } from "../src/domain/casino/games/blackjack"
import { crash, crashMultipleOf, drawCrashPoint } from "../src/domain/casino/games/crash"
import { dice } from "../src/domain/casino/games/dice"
import { keno } from "../src/domain/casino/games/keno"
import { mines, type MinesAction, type MinesChoices, type MinesState } from "../src/domain/casino/games/mines"
import { plinko, type PlinkoChoices } from "../src/domain/casino/games/plinko"
import { roulette, type RouletteChoices } from "../src/domain/casino/games/roulette"
import { scratch } from "../src/domain/casino/games/scratch"
import { slot } from "../src/domain/casino/games/slot"
import { optimalMove } from "../test/support/blackjackModel"

const ROUNDS = Number(process.env["BENCH_CASINO_ROUNDS"] ?? 10_000_000)
/** A new server seed every million rounds, as a player would rotate theirs. */
const ROUNDS_PER_SEED = 1_000_000
const ONLY = process.env["BENCH_CASINO_GAMES"]?.split(",").map((id) => id.trim())
const TOLERANCE_POINTS = 0.1

/** A game as the simulation plays it: one round's return per opening stake (what it paid back, less any stake added mid-round). */
interface Simulated {
  readonly id: string
  readonly rtp: Ratio | BigRatio
  readonly described: string
  readonly play: (round: number, random: RoundRandom) => number
}

const valueOf = (multiple: Ratio): number => multiple.num / multiple.den

/** An instant game cycling through `bets`. */
const instant = <Bet>(game: InstantGame<Bet, any>, bets: ReadonlyArray<Bet>, described: string): Simulated => ({
  id: game.id,
  rtp: game.rtp,
  described,
  play: (round, random) => {
    const bet = bets[round % bets.length]!
    return valueOf(game.multipleOf(bet, game.draw(bet, random)))
  }
})

/** A stepped game played to its end by `strategy` from the round's bet. */
const stepped = <Bet, State, Action>(
  game: SteppedGame<Bet, State, Action, any>,
  betOf: (round: number) => Bet,
  strategy: (state: State, round: number) => Action,
  described: string
): Simulated => ({
  id: game.id,
  rtp: game.rtp,
  described,
  play: (round, random) => {
    const bet = betOf(round)
    let state = game.start(bet, random)
    while (!game.isOver(state)) state = Either.getOrThrow(game.act(state, strategy(state, round)))
    return valueOf(game.multipleOf(bet, state)) - game.stakeUnits(state) + 1
  }
})

const outsideChips: Array<RouletteChoices> = [
  ...(["red", "black", "odd", "even", "low", "high"] as const).map((bet) => ({ chips: [{ bet, amount: 1 }] })),
  ...([1, 2, 3] as const).flatMap((which) => (["dozen", "column"] as const).map((bet) => ({ chips: [{ bet, which, amount: 1 }] })))
]
/** Mines: 1, 3 or 5 mines, cashing out after 1, 2 or 3 safe tiles (revealed from the first tile on). */
const MINES_PLAYS: ReadonlyArray<{ readonly mines: number; readonly picks: number }> = [1, 3, 5].flatMap((count) => [1, 2, 3].map((picks) => ({ mines: count, picks })))
const minesStrategy = (state: MinesState, round: number): MinesAction =>
  state.revealed.length < MINES_PLAYS[round % MINES_PLAYS.length]!.picks ? { _tag: "Reveal", tile: state.revealed.length } : { _tag: "CashOut" }

/**
 * Blackjack by the optimal strategy of the property tests' exact model (the one the published return is computed
 * under), each decision looked up once per situation: the dealer's up card, the hand's cards by value, the moves open.
 */
const blackjackDecisions = new Map<string, BlackjackMove>()
const blackjackStrategy = (state: BlackjackState): { readonly _tag: BlackjackMove } => {
  const hand = state.hands[state.active]!
  const key = `${cardValue(state.dealer[0]!)}|${hand.cards.map(cardValue).join(",")}|${movesOf(state).join(",")}`
  let move = blackjackDecisions.get(key)
  if (move === undefined) blackjackDecisions.set(key, (move = optimalMove(state)))
  return { _tag: move }
}

/** Crash: automatic cash-out at 1.01×, 1.50×, 2.00× and 3.00× in turn. */
const CRASH_TARGETS = [101, 150, 200, 300]

const everyday: ReadonlyArray<Simulated> = [
  instant(dice, [{ target: 5_000, side: "under" as const }], "under 50.00"),
  instant(roulette, outsideChips, "one chip on each outside bet in turn"),
  instant(keno, Array.from({ length: 10 }, (_, i) => ({ picks: Array.from({ length: i + 1 }, (_, n) => n * 4 + 1) })), "1 to 10 picks in turn"),
  instant(
    plinko,
    [8, 12, 16].flatMap((rows) => (["low", "medium"] as const).map((risk) => ({ rows, risk }) as PlinkoChoices)),
    "8, 12, 16 rows on low and medium risk in turn"
  ),
  instant(scratch, [{}], "a ticket"),
  instant(slot, [{ lines: 20 as const }], "20 lines"),
  stepped(mines, (round): MinesChoices => ({ mines: MINES_PLAYS[round % MINES_PLAYS.length]!.mines }), minesStrategy, "1, 3, 5 mines, cashing out after 1, 2, 3 tiles in turn"),
  stepped(blackjack, () => ({}), blackjackStrategy, "the optimal strategy"),
  {
    id: crash.id,
    rtp: crash.rtp,
    described: "automatic cash-out at 1.01×, 1.50×, 2.00×, 3.00× in turn",
    play: (round, random) => valueOf(crashMultipleOf({ autoCashOut: CRASH_TARGETS[round % CRASH_TARGETS.length]! }, drawCrashPoint(random)))
  }
]

const serverSeedOf = (game: string, chunk: number): string =>
  createHash("sha256").update(`casino-rtp-bench:${game}:${chunk}`).digest("hex")

let failed = false
console.log(`casino RTP: ${ROUNDS.toLocaleString("en")} rounds per game, PASS within ${TOLERANCE_POINTS} percentage point`)
for (const { id, rtp, described, play } of everyday.filter(({ id }) => ONLY === undefined || ONLY.includes(id))) {
  let sum = 0
  let squares = 0
  let serverSeed = ""
  const started = performance.now()
  for (let round = 0; round < ROUNDS; round++) {
    if (round % ROUNDS_PER_SEED === 0) serverSeed = serverSeedOf(id, round / ROUNDS_PER_SEED)
    const paid = play(round, new RoundRandom({ serverSeed, clientSeed: "rtp-bench", nonce: round % ROUNDS_PER_SEED }))
    sum += paid
    squares += paid * paid
  }
  const seconds = (performance.now() - started) / 1000
  const measured = sum / ROUNDS
  const published = Number(rtp.num) / Number(rtp.den)
  const standardError = Math.sqrt(Math.max(0, squares / ROUNDS - measured * measured) / ROUNDS)
  const off = (measured - published) * 100
  const pass = Math.abs(off) <= TOLERANCE_POINTS
  if (!pass) failed = true
  console.log(
    `  ${id.padEnd(9)} ${(measured * 100).toFixed(3)}% measured vs ${(published * 100).toFixed(3)}% published ` +
      `(${off >= 0 ? "+" : ""}${off.toFixed(3)} pt, standard error ${(standardError * 100).toFixed(3)} pt) ${pass ? "PASS" : "FAIL"}; ` +
      `${Math.round(ROUNDS / seconds).toLocaleString("en")} rounds/s; ${described}`
  )
}
if (failed) process.exitCode = 1
