import { Option, Schema } from "effect"
import type { ApiError } from "../../../domain/api/clientErrors"
import { CasinoRoundRefusalCode, type CasinoRound, MAX_ROUND_STAKE } from "../../../domain/api/casinoRounds"
import { LimitRefusalCode } from "../../../domain/api/limits"
import { type Ratio, winOn } from "../../../domain/casino/game"
import { DICE_MAX_CHANCE, DICE_MIN_CHANCE, DICE_ROLLS, dice, winningRolls } from "../../../domain/casino/games/dice"
import { BlackjackView, handReturn, handTotal, isBlackjack } from "../../../domain/casino/games/blackjack"
import { MINES_TILES, MinesView, minesMultiple } from "../../../domain/casino/games/mines"
import type { CasinoPlayState } from "./casinoPlay"

/** The view math of the game screens, from the domain's rules: what a bet pays, what a stake may be, why a round failed. */

export type DiceSide = "under" | "over"

/** The targets (hundredths) a side takes: those whose win chance is 0.01%–98.00% (src/domain/casino/games/dice.ts). */
export const diceTargetRange = (side: DiceSide): { readonly min: number; readonly max: number } =>
  side === "under" ? { min: DICE_MIN_CHANCE, max: DICE_MAX_CHANCE } : { min: DICE_ROLLS - DICE_MAX_CHANCE, max: DICE_ROLLS - DICE_MIN_CHANCE }

/** A target moved into the side's range (switching sides keeps the target where it still fits). */
export const clampDiceTarget = (target: number, side: DiceSide): number => {
  const { min, max } = diceTargetRange(side)
  return Math.min(max, Math.max(min, Math.round(target)))
}

/**
 * What a dice bet offers: the rolls that win (of 10000), and the multiple a win pays, as the game itself pays it (its
 * `multipleOf` on a winning roll), so the screen never shows a payout the server would not.
 */
export const diceOdds = (bet: { readonly target: number; readonly side: DiceSide }): { readonly chance: number; readonly multiple: Ratio } => {
  const chance = winningRolls(bet)
  const winningRoll = bet.side === "under" ? 0 : DICE_ROLLS - 1
  return { chance, multiple: dice.multipleOf(bet, { roll: winningRoll }) }
}

/** A multiple as the screen writes it: rounded down to `digits` decimals (never more than the game pays). */
export const multipleText = (multiple: Ratio, digits = 4): string => {
  const scale = 10 ** digits
  const scaled = Math.floor((multiple.num * scale) / multiple.den)
  const whole = Math.floor(scaled / scale)
  const fraction = String(scaled % scale).padStart(digits, "0").replace(/0+$/, "")
  return fraction === "" ? `${whole}` : `${whole}.${fraction}`
}

/** A chance of `rolls` in 10000 as a percentage with two decimals ("49.50"). */
export const chanceText = (rolls: number): string => `${Math.floor(rolls / 100)}.${String(rolls % 100).padStart(2, "0")}`

/** A roll or target in hundredths as the screen writes it ("42.07"). */
export const hundredthsText = (value: number): string => chanceText(value)

/** The win a bet pays on `stake` if it wins. */
export const possibleWin = (stake: number, multiple: Ratio): number => winOn(stake, multiple)

/** Why a stake cannot be played (undefined: it can). */
export type StakeProblem = "empty" | "aboveBalance" | "aboveMax"

export const stakeProblem = (stake: number, balance: number | null): StakeProblem | undefined => {
  if (stake <= 0) return "empty"
  if (stake > MAX_ROUND_STAKE) return "aboveMax"
  if (balance !== null && stake > balance) return "aboveBalance"
  return undefined
}

/** A failed round in the player's terms: what kind of refusal, and the field it is about when it is one. */
export type RoundRefusal =
  | { readonly _tag: "balance"; readonly balance: number | null }
  | { readonly _tag: "stake" }
  | { readonly _tag: "choices" }
  | { readonly _tag: "limits"; readonly title: string }
  | { readonly _tag: "notAllowed" }
  | { readonly _tag: "noAccount" }
  | { readonly _tag: "busy" }
  | { readonly _tag: "signedOut" }
  | { readonly _tag: "network" }
  | { readonly _tag: "other"; readonly title: string }

const RG_CODES: ReadonlySet<number> = new Set([LimitRefusalCode.wageringLimit, LimitRefusalCode.lossLimit, LimitRefusalCode.selfExcluded, LimitRefusalCode.timeOut, LimitRefusalCode.sessionLimitEnded])

export const roundRefusalOf = (error: ApiError): RoundRefusal => {
  switch (error._tag) {
    case "NotAuthenticated":
      return { _tag: "signedOut" }
    case "NetworkError":
    case "Cancelled":
      return { _tag: "network" }
    case "ServerRefused": {
      const code = error.code
      if (code === CasinoRoundRefusalCode.insufficientBalance) return { _tag: "balance", balance: null }
      if (code === CasinoRoundRefusalCode.invalidStake) return { _tag: "stake" }
      if (code === CasinoRoundRefusalCode.invalidChoices) return { _tag: "choices" }
      if (code === CasinoRoundRefusalCode.notAllowed) return { _tag: "notAllowed" }
      if (code === CasinoRoundRefusalCode.noAccount) return { _tag: "noAccount" }
      if (code === CasinoRoundRefusalCode.busy || code === CasinoRoundRefusalCode.roundIdReused) return { _tag: "busy" }
      if (code !== undefined && RG_CODES.has(code)) return { _tag: "limits", title: error.title }
      return { _tag: "other", title: error.title }
    }
    default:
      return { _tag: "other", title: "" }
  }
}

/** A round the player has, wherever the state holds it: read for the verifier, in the history, or a game's last. */
export const roundOf = (state: CasinoPlayState, roundId: string): CasinoRound | undefined => {
  const single = state.rounds[roundId]
  if (single !== undefined && !("failed" in single)) return single
  return state.history.rounds.find((round) => round.roundId === roundId) ?? Object.values(state.lastRounds).find((last) => last.round.roundId === roundId)?.round
}

/** The last round of a game, with the balance after it. */
export const lastRoundOf = (state: CasinoPlayState, gameId: string) => state.lastRounds[gameId]

/** A stepped round's view as mines' Schema reads it; undefined when the round is another game's. */
export const minesViewOf = (round: { readonly view: unknown }): MinesView | undefined => Option.getOrUndefined(Schema.decodeUnknownOption(MinesView)(round.view))

/**
 * What a mines round offers now, by the game's own rule (minesMultiple): the multiple and win of cashing out after the
 * safe tiles revealed, and those of the next safe tile (null once every safe tile is revealed).
 */
export const minesOffer = (
  mines: number,
  safe: number,
  stake: number
): { readonly cashOut: Ratio; readonly cashOutWin: number; readonly next: Ratio | null; readonly nextWin: number | null } => {
  const cashOut = minesMultiple(mines, safe)
  const next = safe + 1 <= MINES_TILES - mines ? minesMultiple(mines, safe + 1) : null
  return { cashOut, cashOutWin: winOn(stake, cashOut), next, nextWin: next === null ? null : winOn(stake, next) }
}

/** The safe tiles a mines view has revealed (the last one is the mine when the round hit one). */
export const minesSafeCount = (view: MinesView): number => (view.status === "hitMine" ? view.revealed.length - 1 : view.revealed.length)

/** A stepped round's view as blackjack's Schema reads it; undefined when the round is another game's. */
export const blackjackViewOf = (round: { readonly view: unknown }): BlackjackView | undefined =>
  Option.getOrUndefined(Schema.decodeUnknownOption(BlackjackView)(round.view))

const RANKS = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"] as const
const SUITS = ["spades", "hearts", "diamonds", "clubs"] as const
export type CardSuit = (typeof SUITS)[number]

/** A card 0 … 51 as the table shows it: rank c mod 13 (ace first) of suit ⌊c / 13⌋ (src/domain/casino/games/blackjack.ts). */
export const cardFace = (card: number): { readonly rank: string; readonly suit: CardSuit } => ({ rank: RANKS[card % 13]!, suit: SUITS[Math.floor(card / 13)]! })

/** A hand's total as the table states it: a blackjack, over 21, soft (an ace counted 11) or hard. */
export type HandTotal =
  | { readonly _tag: "blackjack" }
  | { readonly _tag: "bust"; readonly total: number }
  | { readonly _tag: "soft" | "hard"; readonly total: number }

export const handTotalOf = (cards: ReadonlyArray<number>, hands: number): HandTotal => {
  const { total, soft } = handTotal(cards)
  if (hands === 1 && isBlackjack(cards)) return { _tag: "blackjack" }
  if (total > 21) return { _tag: "bust", total }
  return { _tag: soft ? "soft" : "hard", total }
}

/** How each hand of an ended round did against the dealer, by the game's own rule. */
export type HandVerdict = "blackjack" | "won" | "push" | "lost"

export const handVerdicts = (view: BlackjackView): ReadonlyArray<HandVerdict> => {
  const dealerBlackjack = isBlackjack(view.dealer)
  if (view.hands.length === 1 && isBlackjack(view.hands[0]!.cards)) return [dealerBlackjack ? "push" : "blackjack"]
  if (dealerBlackjack) return view.hands.map(() => "lost")
  const dealerTotal = handTotal(view.dealer).total
  return view.hands.map((hand) => {
    const back = handReturn(hand, dealerTotal)
    return back === 0 ? "lost" : back === (hand.doubled ? 2 : 1) ? "push" : "won"
  })
}
