import { type BlackjackMove, type BlackjackState, cardValue, movesOf } from "../../src/domain/casino/games/blackjack"

// ---------------------------------------------------------------------------------------------------------------
// An independent model of blackjack, the oracle of the property tests and the strategy of the RTP bench: the optimal
// strategy's return over an infinite shoe, by dynamic programming on exact fractions. A hand is (hard total, holds an ace); a card is its value 1 … 10, ten-valued with chance 4/13.
// ---------------------------------------------------------------------------------------------------------------

export interface F {
  readonly n: bigint
  readonly d: bigint
}
const gcd = (a: bigint, b: bigint): bigint => {
  a = a < 0n ? -a : a
  while (b !== 0n) [a, b] = [b, a % b]
  return a
}
export const f = (n: bigint, d: bigint = 1n): F => {
  const g = gcd(n, d) || 1n
  return d < 0n ? { n: -n / g, d: -d / g } : { n: n / g, d: d / g }
}
export const add = (a: F, b: F): F => f(a.n * b.d + b.n * a.d, a.d * b.d)
export const mul = (a: F, b: F): F => f(a.n * b.n, a.d * b.d)
export const div = (a: F, b: F): F => f(a.n * b.d, a.d * b.n)
export const less = (a: F, b: F): boolean => a.n * b.d < b.n * a.d
export const max = (a: F, b: F): F => (less(a, b) ? b : a)
export const ZERO = f(0n)
export const ONE = f(1n)
export const VALUES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const
export const chance = (value: number): F => (value === 10 ? f(4n, 13n) : f(1n, 13n))
export const best = (hard: number, ace: boolean): number => (ace && hard + 10 <= 21 ? hard + 10 : hard)
export const sum = (terms: (value: number) => F): F => VALUES.reduce((total, v) => add(total, mul(chance(v), terms(v))), ZERO)

/** The dealer's final total (17 … 21, 22 for over) from a hand, standing on every 17. */
const dealerMemo = new Map<string, ReadonlyArray<F>>()
const dealerFinal = (hard: number, ace: boolean): ReadonlyArray<F> => {
  const key = `${hard}:${ace}`
  const known = dealerMemo.get(key)
  if (known) return known
  const dist = new Array<F>(23).fill(ZERO)
  if (hard > 21) dist[22] = ONE
  else if (best(hard, ace) >= 17) dist[best(hard, ace)] = ONE
  else for (const v of VALUES) dealerFinal(hard + v, ace || v === 1).forEach((p, t) => (dist[t] = add(dist[t]!, mul(chance(v), p))))
  dealerMemo.set(key, dist)
  return dist
}

/** The chance the dealer's hole card makes blackjack with this up card. */
const dealerBlackjackChance = (up: number): F => (up === 1 ? chance(10) : up === 10 ? chance(1) : ZERO)

/** The player's optimal values against one up card, the dealer having no blackjack (peeked). */
const modelFor = (up: number) => {
  const noBlackjack = add(ONE, mul(f(-1n), dealerBlackjackChance(up)))
  const final = new Array<F>(23).fill(ZERO)
  for (const hole of VALUES) {
    if ((up === 1 && hole === 10) || (up === 10 && hole === 1)) continue
    dealerFinal(up + hole, up === 1 || hole === 1).forEach((p, t) => (final[t] = add(final[t]!, div(mul(chance(hole), p), noBlackjack))))
  }
  const stand = (total: number): F =>
    final.reduce((ev, p, d) => (d === 22 || d < total ? add(ev, p) : d > total ? add(ev, mul(f(-1n), p)) : ev), ZERO)
  const hitStandMemo = new Map<string, F>()
  /** A hand that may only hit or stand: its optimal value. */
  const hitStand = (hard: number, ace: boolean): F => {
    if (hard > 21) return f(-1n)
    if (best(hard, ace) === 21) return stand(21)
    const key = `${hard}:${ace}`
    const known = hitStandMemo.get(key)
    if (known) return known
    const value = max(stand(best(hard, ace)), hit(hard, ace))
    hitStandMemo.set(key, value)
    return value
  }
  const hit = (hard: number, ace: boolean): F => sum((v) => hitStand(hard + v, ace || v === 1))
  const double = (hard: number, ace: boolean): F =>
    mul(f(2n), sum((v) => (hard + v > 21 ? f(-1n) : stand(best(hard + v, ace || v === 1)))))
  /** A two-card hand (not blackjack) that may double. */
  const twoCards = (hard: number, ace: boolean): F => (best(hard, ace) === 21 ? stand(21) : max(hitStand(hard, ace), double(hard, ace)))
  /** One hand of a split pair of `value`: split aces take one card and stand. */
  const splitHand = (value: number): F =>
    value === 1 ? sum((c) => stand(best(1 + c, true))) : sum((c) => twoCards(value + c, c === 1))
  const split = (value: number): F => mul(f(2n), splitHand(value))
  /** The first two cards' optimal value (no blackjack on either side). */
  const opening = (a: number, b: number): F => {
    const playOn = twoCards(a + b, a === 1 || b === 1)
    return a === b ? max(playOn, split(a)) : playOn
  }
  return { stand, hit, hitStand, double, twoCards, split, opening, noBlackjack, dealerBusts: final[22]! }
}

const models = new Map<number, ReturnType<typeof modelFor>>(VALUES.map((up) => [up, modelFor(up)]))
export const model = (up: number) => models.get(up)!

const isNatural = (a: number, b: number): boolean => (a === 1 && b === 10) || (a === 10 && b === 1)

/** The expected net result per opening stake of the first cards a, b against up card `up`, the hole card unknown. */
export const openingValue = (a: number, b: number, up: number): F => {
  const peek = dealerBlackjackChance(up)
  const m = model(up)
  const ifDealerBlackjack = isNatural(a, b) ? ZERO : f(-1n)
  const otherwise = isNatural(a, b) ? f(3n, 2n) : m.opening(a, b)
  return add(mul(peek, ifDealerBlackjack), mul(m.noBlackjack, otherwise))
}

/** The optimal strategy's return to player: 1 + E[net] over the first three cards. */
export const optimalRtp = (): F => {
  let net = ZERO
  for (const a of VALUES) for (const b of VALUES) for (const up of VALUES) net = add(net, mul(mul(mul(chance(a), chance(b)), chance(up)), openingValue(a, b, up)))
  return add(ONE, net)
}

/** The model's optimal move for the active hand of a round. */
export const optimalMove = (state: BlackjackState): BlackjackMove => {
  const m = model(cardValue(state.dealer[0]!))
  const hand = state.hands[state.active]!
  const hard = hand.cards.reduce((s, c) => s + cardValue(c), 0)
  const ace = hand.cards.some((c) => cardValue(c) === 1)
  const moves = movesOf(state)
  const stand = m.stand(best(hard, ace))
  const hit = m.hit(hard, ace)
  let choice: BlackjackMove = less(stand, hit) ? "Hit" : "Stand"
  let value = max(stand, hit)
  if (moves.includes("Double") && less(value, m.double(hard, ace))) [choice, value] = ["Double", m.double(hard, ace)]
  if (moves.includes("Split") && less(value, m.split(cardValue(hand.cards[0]!)))) choice = "Split"
  return choice
}
