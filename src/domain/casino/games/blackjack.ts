import { Either, Schema } from "effect"
import type { RoundRandom } from "../fair"
import { type BigRatio, type Ratio, ratio, type StepRefusal, type SteppedGame } from "../game"

/**
 * Blackjack, one player against the dealer.
 *
 * The shoe is infinite: every card is drawn uniformly from the 52 of a deck (int(52), with replacement), so the chance
 * of every rank is the same on every draw whatever was dealt before, and the return of the optimal strategy can be
 * computed exactly. Card c (0 … 51) is the rank c mod 13 (0 ace, 1 … 8 the two … nine, 9 … 12 the ten, jack, queen,
 * king) of suit ⌊c / 13⌋ (spades, hearts, diamonds, clubs).
 *
 * The mapping: the round starts by drawing 59 cards, int(52) each, and deals them in order, whoever takes the next:
 * the player's first card, the dealer's up card, the player's second card, the dealer's hole card, then every card
 * the player's actions take and then the dealer's draws. 59 is enough for any round: a hand stops at 21 and every
 * card adds at least 1 to its hard total, so a player's hand takes at most 21 cards and the dealer's at most 17 (it
 * stands from 17), and a round has at most two player hands: 2 × 21 + 17 = 59.
 *
 * The rules:
 * - Blackjack (an ace and a ten-valued card as the first two) pays 3:2. The dealer checks the hole card for
 *   blackjack at once (peek): a dealer blackjack ends the round, a push against a player blackjack, else the
 *   player loses the opening stake only. No insurance, no surrender, no even money.
 * - The dealer stands on every 17, soft 17 included, and draws below 17.
 * - The player may double on any first two cards (one more card, the stake doubled), double after a split too.
 * - Two first cards of the same value (any two ten-valued cards count as a pair) may be split once into two
 *   hands, each staking the opening stake; each takes its second card at once (the first hand first). Split aces
 *   take one card each and stand. No resplit; 21 after a split is 21, not blackjack.
 * - A hand reaching 21 stands by itself; a hand over 21 loses at once, and the dealer does not draw when every
 *   player hand has lost.
 * - A round the player leaves unfinished stands on every hand still open; the dealer then plays it out.
 * - A player who may no longer play while a round is open (banned, self-excluded, timed out) may still stand, but not
 *   hit, double or split (SteppedGame.playsOn).
 *
 * The return to player, per opening stake, of the optimal strategy under these rules is published exactly as
 * `BLACKJACK_RTP` (99.43%): a dynamic programme over the infinite shoe with exact fractions, in the test.
 * The largest win: a split, both hands doubled and won, pays back 8 opening stakes after 4 were staked (maxWin 8×).
 */

export const BLACKJACK_CARDS = 59
const DECK = 52

export const BlackjackChoices = Schema.Struct({})
export type BlackjackChoices = typeof BlackjackChoices.Type

export const BlackjackAction = Schema.Union(
  Schema.TaggedStruct("Hit", {}),
  Schema.TaggedStruct("Stand", {}),
  Schema.TaggedStruct("Double", {}),
  Schema.TaggedStruct("Split", {})
)
export type BlackjackAction = typeof BlackjackAction.Type
export type BlackjackMove = BlackjackAction["_tag"]

const Card = Schema.Int.pipe(Schema.between(0, DECK - 1))

const Hand = Schema.Struct({
  cards: Schema.Array(Card),
  doubled: Schema.Boolean,
  /** No more cards: stood, doubled, reached 21, went over, or a split ace. */
  done: Schema.Boolean
})
export type BlackjackHand = typeof Hand.Type

export const BlackjackState = Schema.Struct({
  /** The 59 cards drawn at the start, dealt in order: hidden from the player. */
  shoe: Schema.Array(Card).pipe(Schema.itemsCount(BLACKJACK_CARDS)),
  /** How many of them have been dealt. */
  dealt: Schema.Int.pipe(Schema.between(4, BLACKJACK_CARDS)),
  dealer: Schema.Array(Card),
  hands: Schema.Array(Hand).pipe(Schema.minItems(1), Schema.maxItems(2)),
  /** The hand the player acts on. */
  active: Schema.Int.pipe(Schema.between(0, 1)),
  over: Schema.Boolean
})
export type BlackjackState = typeof BlackjackState.Type

export const BlackjackView = Schema.Struct({
  hands: Schema.Array(Hand),
  active: Schema.Int,
  /** The dealer's up card alone mid-round; every dealer card once the round is over. */
  dealer: Schema.Array(Card),
  over: Schema.Boolean,
  /** The moves the active hand allows (none once the round is over). */
  moves: Schema.Array(Schema.Literal("Hit", "Stand", "Double", "Split"))
})
export type BlackjackView = typeof BlackjackView.Type

/** A card's value: ace 1 (counted 11 when that does not go over 21), two … nine, ten for the ten and the faces. */
export const cardValue = (card: number): number => Math.min((card % 13) + 1, 10)

/** A hand's total: the hard total, plus 10 when it holds an ace that can count 11. */
export const handTotal = (cards: ReadonlyArray<number>): { readonly total: number; readonly soft: boolean } => {
  const hard = cards.reduce((sum, card) => sum + cardValue(card), 0)
  const soft = cards.some((card) => cardValue(card) === 1) && hard + 10 <= 21
  return { total: soft ? hard + 10 : hard, soft }
}

/** A blackjack: an ace and a ten-valued card as a hand's first two (only an unsplit hand pays it as one). */
export const isBlackjack = (cards: ReadonlyArray<number>): boolean => cards.length === 2 && handTotal(cards).total === 21

const playerBlackjack = (state: BlackjackState): boolean => state.hands.length === 1 && isBlackjack(state.hands[0]!.cards)

/** The dealer draws below 17 and stands on every 17, soft or hard. */
const dealerPlays = (state: BlackjackState): BlackjackState => {
  const anyStanding = state.hands.some((hand) => handTotal(hand.cards).total <= 21)
  let dealt = state.dealt
  const dealer = [...state.dealer]
  if (anyStanding) while (handTotal(dealer).total < 17) dealer.push(state.shoe[dealt++]!)
  return { ...state, dealer, dealt, over: true }
}

/** After a hand is done: the next open hand becomes active, or the dealer plays when none is left. */
const advance = (state: BlackjackState): BlackjackState => {
  const open = state.hands.findIndex((hand) => !hand.done)
  return open === -1 ? dealerPlays(state) : { ...state, active: open }
}

/** A hand with one more card, done when it reaches 21 or goes over. */
const withCard = (hand: BlackjackHand, card: number): BlackjackHand => {
  const cards = [...hand.cards, card]
  return { ...hand, cards, done: hand.done || handTotal(cards).total >= 21 }
}

const replaceHand = (state: BlackjackState, hand: BlackjackHand): ReadonlyArray<BlackjackHand> =>
  state.hands.map((h, i) => (i === state.active ? hand : h))

/** The moves the active hand allows. */
export const movesOf = (state: BlackjackState): ReadonlyArray<BlackjackMove> => {
  if (state.over) return []
  const hand = state.hands[state.active]!
  if (hand.done) return []
  const moves: Array<BlackjackMove> = ["Hit", "Stand"]
  if (hand.cards.length === 2) moves.push("Double")
  if (state.hands.length === 1 && hand.cards.length === 2 && cardValue(hand.cards[0]!) === cardValue(hand.cards[1]!)) moves.push("Split")
  return moves
}

const notAllowed = (reason: string): Either.Either<BlackjackState, StepRefusal> => Either.left({ _tag: "NotAllowed", reason })

const play = (state: BlackjackState, move: BlackjackMove): BlackjackState => {
  const hand = state.hands[state.active]!
  switch (move) {
    case "Stand":
      return advance({ ...state, hands: replaceHand(state, { ...hand, done: true }) })
    case "Hit":
      return advance({ ...state, dealt: state.dealt + 1, hands: replaceHand(state, withCard(hand, state.shoe[state.dealt]!)) })
    case "Double": {
      const doubled = { ...withCard(hand, state.shoe[state.dealt]!), doubled: true, done: true }
      return advance({ ...state, dealt: state.dealt + 1, hands: replaceHand(state, doubled) })
    }
    case "Split": {
      const aces = cardValue(hand.cards[0]!) === 1
      const first = withCard({ cards: [hand.cards[0]!], doubled: false, done: aces }, state.shoe[state.dealt]!)
      const second = withCard({ cards: [hand.cards[1]!], doubled: false, done: aces }, state.shoe[state.dealt + 1]!)
      return advance({ ...state, dealt: state.dealt + 2, hands: [first, second], active: 0 })
    }
  }
}

/** The round's opening: two cards each (player, dealer up, player, dealer hole) and the dealer's peek. */
export const dealFrom = (shoe: ReadonlyArray<number>): BlackjackState => {
  const hand = { cards: [shoe[0]!, shoe[2]!], doubled: false, done: false }
  const dealer = [shoe[1]!, shoe[3]!]
  const over = isBlackjack(hand.cards) || isBlackjack(dealer)
  return { shoe, dealt: 4, dealer, hands: [{ ...hand, done: over }], active: 0, over }
}

/** How one finished hand does against the dealer: what it pays back, in opening stakes. */
export const handReturn = (hand: BlackjackHand, dealerTotal: number): number => {
  const stake = hand.doubled ? 2 : 1
  const total = handTotal(hand.cards).total
  if (total > 21) return 0
  if (dealerTotal > 21 || total > dealerTotal) return 2 * stake
  return total === dealerTotal ? stake : 0
}

/**
 * The exact return to player of the optimal strategy under these rules, per opening stake: 0.994296119… (a house
 * edge of 0.5704%), computed by the test's dynamic programme over the infinite shoe with exact fractions.
 */
export const BLACKJACK_RTP: BigRatio = { num: 7_016_161_098_045_143_337_706_614_398n, den: 7_056_410_014_866_816_666_030_739_693n }

export const blackjack: SteppedGame<BlackjackChoices, BlackjackState, BlackjackAction, BlackjackView> = {
  id: "blackjack",
  rtp: BLACKJACK_RTP,
  maxWin: ratio(8, 1),
  choices: BlackjackChoices,
  actions: BlackjackAction,
  stateSchema: BlackjackState,
  viewSchema: BlackjackView,
  start: (_bet, random: RoundRandom) => dealFrom(Array.from({ length: BLACKJACK_CARDS }, () => random.int(DECK))),
  act: (state, action) => {
    if (state.over) return Either.left({ _tag: "RoundOver" })
    if (!movesOf(state).includes(action._tag)) {
      return notAllowed(action._tag === "Split" ? "only a first pair of the same value splits, once" : "doubling takes the first two cards of a hand")
    }
    return Either.right(play(state, action._tag))
  },
  isOver: (state) => state.over,
  stakeUnits: (state) => state.hands.reduce((units, hand) => units + (hand.doubled ? 2 : 1), 0),
  multipleOf: (_bet, state): Ratio => {
    if (!state.over) return ratio(0, 1)
    const dealerBlackjack = isBlackjack(state.dealer)
    if (playerBlackjack(state)) return dealerBlackjack ? ratio(1, 1) : ratio(5, 2)
    if (dealerBlackjack) return ratio(0, 1)
    const dealerTotal = handTotal(state.dealer).total
    return ratio(
      state.hands.reduce((sum, hand) => sum + handReturn(hand, dealerTotal), 0),
      1
    )
  },
  view: (state) => ({
    hands: state.hands,
    active: state.active,
    dealer: state.over ? state.dealer : [state.dealer[0]!],
    over: state.over,
    moves: movesOf(state)
  }),
  abandon: (state) => {
    let current = state
    while (!current.over) current = play(current, "Stand")
    return current
  },
  playsOn: (action) => action._tag !== "Stand"
}
