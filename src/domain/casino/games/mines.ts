import { Either, Schema } from "effect"
import { type Ratio, ratio, type StepRefusal, type SteppedGame } from "../game"

/**
 * Mines: a 5×5 grid of tiles numbered 0 … 24 (row by row), with 1–24 mines the player chooses.
 *
 * - The mapping: the round starts by drawing the mines' tiles as `sample(25, m)`, the first m of 0 … 24 in a uniformly
 *   random order (every set of m tiles is equally likely); nothing else is ever drawn.
 * - The player reveals tiles one at a time. A mine ends the round and the stake is lost; revealing every safe tile
 *   ends it and cashes out. After at least one safe tile the player may cash out.
 * - After k safe tiles with m mines the round pays (99/100) × C(25, k) / C(25 − m, k) times the stake. C(25−m, k) /
 *   C(25, k) is the chance that k tiles picked in any way miss every mine, so the multiple after each safe pick is
 *   99% of the fair one and the expected payout stays 99% whatever the player does: a stop after a fixed number of
 *   picks, or a strategy that decides as it goes (the multiple times the chance of still being alive is the same 0.99
 *   after every pick).
 * - The largest win is revealing every safe tile with 12 (or 13) mines: 0.99 × C(25, 12) = 5,148,297×.
 * - An abandoned round cashes out what it has won; one abandoned before any pick pays 0.99× (k = 0 in the formula).
 * - A player who may no longer play while a round is open (banned, self-excluded, timed out) may still cash out, but
 *   not reveal (SteppedGame.playsOn); a round before its first pick, which cannot be cashed out, is ended by the
 *   abandon rule once it has been open 24 hours.
 */

export const MINES_TILES = 25
export const MINES_MIN = 1
export const MINES_MAX = 24

export const MinesChoices = Schema.Struct({ mines: Schema.Int.pipe(Schema.between(MINES_MIN, MINES_MAX)) })
export type MinesChoices = typeof MinesChoices.Type

const Tile = Schema.Int.pipe(Schema.between(0, MINES_TILES - 1))

export const MinesAction = Schema.Union(
  Schema.TaggedStruct("Reveal", { tile: Tile }),
  Schema.TaggedStruct("CashOut", {})
)
export type MinesAction = typeof MinesAction.Type

const MinesStatus = Schema.Literal("playing", "cashedOut", "hitMine")

export const MinesState = Schema.Struct({
  mines: Schema.Int.pipe(Schema.between(MINES_MIN, MINES_MAX)),
  /** The mines' tiles in the order `sample` drew them: hidden until the round is over. */
  mineTiles: Schema.Array(Tile),
  /** The tiles revealed, in order (the last one is the mine when the round hit one). */
  revealed: Schema.Array(Tile),
  status: MinesStatus
})
export type MinesState = typeof MinesState.Type

export const MinesView = Schema.Struct({
  mines: Schema.Int,
  revealed: Schema.Array(Tile),
  status: MinesStatus,
  /** What cashing out now pays (after the last safe pick). */
  multiple: Schema.Struct({ num: Schema.Int, den: Schema.Int }),
  /** What the next safe pick would pay; absent once the round is over. */
  nextMultiple: Schema.optional(Schema.Struct({ num: Schema.Int, den: Schema.Int })),
  /** The mines: only once the round is over. */
  mineTiles: Schema.optional(Schema.Array(Tile))
})
export type MinesView = typeof MinesView.Type

const choose = (n: number, k: number): number => {
  let result = 1
  for (let i = 1; i <= k; i++) result = (result * (n - k + i)) / i
  return result
}

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b))

/** The multiple after `safe` safe tiles with `mines` mines: (99/100) × C(25, safe) / C(25 − mines, safe), reduced. */
export const minesMultiple = (mines: number, safe: number): Ratio => {
  const num = 99 * choose(MINES_TILES, safe)
  const den = 100 * choose(MINES_TILES - mines, safe)
  const divisor = gcd(num, den)
  return ratio(num / divisor, den / divisor)
}

const safeRevealed = (state: MinesState): number => (state.status === "hitMine" ? state.revealed.length - 1 : state.revealed.length)

const refuse = (reason: string): Either.Either<MinesState, StepRefusal> => Either.left({ _tag: "NotAllowed", reason })

export const mines: SteppedGame<MinesChoices, MinesState, MinesAction, MinesView> = {
  id: "mines",
  rtp: ratio(99, 100),
  maxWin: ratio(5_148_297, 1),
  choices: MinesChoices,
  actions: MinesAction,
  stateSchema: MinesState,
  viewSchema: MinesView,
  start: (bet, random) => ({ mines: bet.mines, mineTiles: random.sample(MINES_TILES, bet.mines), revealed: [], status: "playing" }),
  act: (state, action) => {
    if (state.status !== "playing") return Either.left({ _tag: "RoundOver" })
    if (action._tag === "CashOut") {
      if (state.revealed.length === 0) return refuse("reveal a tile before cashing out")
      return Either.right({ ...state, status: "cashedOut" })
    }
    if (state.revealed.includes(action.tile)) return refuse("that tile is already revealed")
    const revealed = [...state.revealed, action.tile]
    if (state.mineTiles.includes(action.tile)) return Either.right({ ...state, revealed, status: "hitMine" })
    const allSafe = revealed.length === MINES_TILES - state.mines
    return Either.right({ ...state, revealed, status: allSafe ? "cashedOut" : "playing" })
  },
  isOver: (state) => state.status !== "playing",
  stakeUnits: () => 1,
  multipleOf: (_bet, state) => (state.status === "cashedOut" ? minesMultiple(state.mines, state.revealed.length) : ratio(0, 1)),
  view: (state) => {
    const over = state.status !== "playing"
    return {
      mines: state.mines,
      revealed: state.revealed,
      status: state.status,
      multiple: state.status === "hitMine" ? ratio(0, 1) : minesMultiple(state.mines, safeRevealed(state)),
      ...(over ? { mineTiles: state.mineTiles } : { nextMultiple: minesMultiple(state.mines, state.revealed.length + 1) })
    }
  },
  abandon: (state) => (state.status === "playing" ? { ...state, status: "cashedOut" } : state),
  playsOn: (action) => action._tag === "Reveal"
}
