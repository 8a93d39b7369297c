import { Schema } from "effect"
import { ratio } from "../game"
import { type BonusGame, sampleOf } from "./game"

/**
 * The six bonus mini-games and their published mappings. Each draws only with `int` (exactly uniform) and always
 * draws the same number of values whatever the choice, so every choice has the same published expected prize, which
 * the property tests recompute by walking every draw.
 */

// The wheel: one spin lands on a sector with probability weight / total weight.
export const FORTUNA_SECTORS: ReadonlyArray<{ readonly prize: number; readonly weight: number }> = [
  { prize: 0, weight: 10 },
  { prize: 1, weight: 8 },
  { prize: 2, weight: 6 },
  { prize: 5, weight: 3 },
  { prize: 10, weight: 2 },
  { prize: 50, weight: 1 }
]
const FORTUNA_WEIGHT = FORTUNA_SECTORS.reduce((sum, s) => sum + s.weight, 0)

const NoChoice = Schema.Struct({})
export const FortunaOutcome = Schema.Struct({ sector: Schema.Int.pipe(Schema.between(0, FORTUNA_SECTORS.length - 1)) })

/** The sector a ticket 0 … total weight − 1 lands on: sectors take consecutive runs of tickets, in the wheel's order. */
export const sectorOfTicket = (ticket: number): number => {
  let left = ticket
  for (let i = 0; i < FORTUNA_SECTORS.length; i++) {
    left -= FORTUNA_SECTORS[i]!.weight
    if (left < 0) return i
  }
  throw new RangeError(`ticket ${ticket} is past the wheel`)
}

export const fortuna: BonusGame<typeof NoChoice.Type, typeof FortunaOutcome.Type> = {
  id: "fortuna",
  prizeTable: FORTUNA_SECTORS.map((s) => ({ label: `${s.weight}/${FORTUNA_WEIGHT}`, prize: s.prize })),
  expectedPrize: ratio(7, 2),
  maxPrize: 50,
  choice: NoChoice,
  outcomeSchema: FortunaOutcome,
  draw: (_choice, random) => ({ sector: sectorOfTicket(random.int(FORTUNA_WEIGHT)) }),
  prizeOf: (_choice, outcome) => FORTUNA_SECTORS[outcome.sector]!.prize
}

// The chests: three of the five prizes of the pool are drawn behind the three chests, in order; the player opens one.
export const CHEST_POOL: ReadonlyArray<number> = [0, 1, 3, 5, 20]
export const CHESTS = 3
export const ChestChoice = Schema.Struct({ chest: Schema.Int.pipe(Schema.between(0, CHESTS - 1)) })
export const ChestOutcome = Schema.Struct({ contents: Schema.Array(Schema.Int).pipe(Schema.itemsCount(CHESTS)) })

export const chest: BonusGame<typeof ChestChoice.Type, typeof ChestOutcome.Type> = {
  id: "chest",
  prizeTable: CHEST_POOL.map((prize) => ({ label: "1/5", prize })),
  expectedPrize: ratio(29, 5),
  maxPrize: 20,
  choice: ChestChoice,
  outcomeSchema: ChestOutcome,
  draw: (_choice, random) => ({ contents: sampleOf(random, CHEST_POOL.length, CHESTS).map((i) => CHEST_POOL[i]!) }),
  prizeOf: (choice, outcome) => outcome.contents[choice.chest]!
}

// Memory: 8 cards, 4 pairs, shuffled; the player turns over three pairs of cards and wins by the pairs that match.
export const MEMORY_CARDS = 8
export const MEMORY_TURNS = 3
/** The prize by pairs found (0 … 3). */
export const MEMORY_PRIZES: ReadonlyArray<number> = [0, 2, 10, 100]
const distinct = (items: ReadonlyArray<number>) => new Set(items).size === items.length || "the cards must all differ"
export const MemoryChoice = Schema.Struct({
  cards: Schema.Array(Schema.Int.pipe(Schema.between(0, MEMORY_CARDS - 1))).pipe(Schema.itemsCount(2 * MEMORY_TURNS), Schema.filter(distinct))
})
export const MemoryOutcome = Schema.Struct({
  /** The symbol (0 … 3) on each card, by position. */
  board: Schema.Array(Schema.Int).pipe(Schema.itemsCount(MEMORY_CARDS))
})

export const pairsFound = (cards: ReadonlyArray<number>, board: ReadonlyArray<number>): number => {
  let found = 0
  for (let turn = 0; turn < MEMORY_TURNS; turn++) if (board[cards[2 * turn]!] === board[cards[2 * turn + 1]!]) found++
  return found
}

export const memory: BonusGame<typeof MemoryChoice.Type, typeof MemoryOutcome.Type> = {
  id: "memory",
  prizeTable: MEMORY_PRIZES.map((prize, pairs) => ({ label: `${pairs}`, prize })),
  expectedPrize: ratio(44, 21),
  maxPrize: 100,
  choice: MemoryChoice,
  outcomeSchema: MemoryOutcome,
  // The board is a shuffle of 0 … 7; card value v shows symbol ⌊v/2⌋.
  draw: (_choice, random) => ({ board: sampleOf(random, MEMORY_CARDS, MEMORY_CARDS).map((v) => Math.floor(v / 2)) }),
  prizeOf: (choice, outcome) => MEMORY_PRIZES[pairsFound(choice.cards, outcome.board)]!
}

// The safe: a code of three digits is drawn; the player's guess wins by the digits right in their place.
export const SAFE_DIGITS = 3
export const SAFE_PRIZES: ReadonlyArray<number> = [0, 2, 20, 500]
export const SafeChoice = Schema.Struct({ code: Schema.Array(Schema.Int.pipe(Schema.between(0, 9))).pipe(Schema.itemsCount(SAFE_DIGITS)) })
export const SafeOutcome = Schema.Struct({ code: Schema.Array(Schema.Int).pipe(Schema.itemsCount(SAFE_DIGITS)) })

export const digitsRight = (guess: ReadonlyArray<number>, code: ReadonlyArray<number>): number => guess.filter((d, i) => d === code[i]).length

export const safe: BonusGame<typeof SafeChoice.Type, typeof SafeOutcome.Type> = {
  id: "safe",
  prizeTable: SAFE_PRIZES.map((prize, right) => ({ label: `${right}`, prize })),
  expectedPrize: ratio(763, 500),
  maxPrize: 500,
  choice: SafeChoice,
  outcomeSchema: SafeOutcome,
  draw: (_choice, random) => ({ code: Array.from({ length: SAFE_DIGITS }, () => random.int(10)) }),
  prizeOf: (choice, outcome) => SAFE_PRIZES[digitsRight(choice.code, outcome.code)]!
}

// The lottery: the player picks 4 of the numbers 1 … 15, 4 are drawn; the prize goes by the matches.
export const LOTTERY_NUMBERS = 15
export const LOTTERY_PICKS = 4
export const LOTTERY_PRIZES: ReadonlyArray<number> = [0, 0, 2, 20, 400]
export const LotteryChoice = Schema.Struct({
  numbers: Schema.Array(Schema.Int.pipe(Schema.between(1, LOTTERY_NUMBERS))).pipe(Schema.itemsCount(LOTTERY_PICKS), Schema.filter(distinct))
})
export const LotteryOutcome = Schema.Struct({ drawn: Schema.Array(Schema.Int).pipe(Schema.itemsCount(LOTTERY_PICKS)) })

export const lotteryMatches = (numbers: ReadonlyArray<number>, drawn: ReadonlyArray<number>): number => numbers.filter((n) => drawn.includes(n)).length

export const lottery: BonusGame<typeof LotteryChoice.Type, typeof LotteryOutcome.Type> = {
  id: "lottery",
  prizeTable: LOTTERY_PRIZES.map((prize, matches) => ({ label: `${matches}`, prize })),
  expectedPrize: ratio(388, 273),
  maxPrize: 400,
  choice: LotteryChoice,
  outcomeSchema: LotteryOutcome,
  draw: (_choice, random) => ({ drawn: sampleOf(random, LOTTERY_NUMBERS, LOTTERY_PICKS).map((i) => i + 1) }),
  prizeOf: (choice, outcome) => LOTTERY_PRIZES[lotteryMatches(choice.numbers, outcome.drawn)]!
}

// The dragon: four levels of three eggs, one with the dragon in each; the player picks an egg per level and climbs
// until the dragon wakes. Every level's dragon is drawn, whatever the player's picks.
export const DRAGON_LEVELS = 4
export const DRAGON_EGGS = 3
/** The prize by levels cleared (0 … 4). */
export const DRAGON_PRIZES: ReadonlyArray<number> = [0, 1, 2, 5, 20]
export const DragonChoice = Schema.Struct({ eggs: Schema.Array(Schema.Int.pipe(Schema.between(0, DRAGON_EGGS - 1))).pipe(Schema.itemsCount(DRAGON_LEVELS)) })
export const DragonOutcome = Schema.Struct({ dragons: Schema.Array(Schema.Int).pipe(Schema.itemsCount(DRAGON_LEVELS)) })

export const levelsCleared = (eggs: ReadonlyArray<number>, dragons: ReadonlyArray<number>): number => {
  const woke = eggs.findIndex((egg, level) => egg === dragons[level])
  return woke === -1 ? DRAGON_LEVELS : woke
}

export const dragon: BonusGame<typeof DragonChoice.Type, typeof DragonOutcome.Type> = {
  id: "dragon",
  prizeTable: DRAGON_PRIZES.map((prize, levels) => ({ label: `${levels}`, prize })),
  expectedPrize: ratio(134, 27),
  maxPrize: 20,
  choice: DragonChoice,
  outcomeSchema: DragonOutcome,
  draw: (_choice, random) => ({ dragons: Array.from({ length: DRAGON_LEVELS }, () => random.int(DRAGON_EGGS)) }),
  prizeOf: (choice, outcome) => DRAGON_PRIZES[levelsCleared(choice.eggs, outcome.dragons)]!
}
