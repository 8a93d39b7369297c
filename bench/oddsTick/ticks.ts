import type { Game, GamesAnswer, Market } from "../../src/domain/sports/feed"

/**
 * The recorded answers of the odds-tick bench: a live page of 500 games with 6 prices each (match result and double
 * chance), then ticks whose answers change a share of those prices, as the feed's versioned poll sends them (per
 * changed game its header and only the changed markets and outcomes). Deterministic: the same ticks every run.
 */
export const GAMES = 500
export const PRICES_PER_GAME = 6

const MARKETS: ReadonlyArray<{ readonly type: Market["type"]; readonly kinds: ReadonlyArray<string> }> = [
  { type: "1x2", kinds: ["1", "X", "2"] },
  { type: "doubleChance", kinds: ["1X", "12", "X2"] }
]

/** A small linear congruential generator: the ticks are the same on every run and machine. */
const random = (seed: number) => {
  let state = seed >>> 0
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0
    return state / 2 ** 32
  }
}

const outcomeId = (game: number, market: number, kind: string) => `g${game}:${MARKETS[market]!.type}:0:${kind}`

const gameOf = (i: number, prices: ReadonlyArray<number>, changed?: ReadonlySet<number>): Game => ({
  id: `g${i}`,
  sportId: "football",
  championshipId: "epl",
  championshipName: "Premier League",
  country: "England",
  video: false,
  startsAt: 1_800_000_000_000,
  home: `Home ${i}`,
  away: `Away ${i}`,
  status: "live",
  score: { home: 0, away: 0 },
  periodScores: [],
  period: 1,
  clock: 600,
  clockAt: 1_800_000_600_000,
  clockRunning: false,
  top: true,
  markets: MARKETS.flatMap((market, m) => {
    const outcomes = market.kinds.flatMap((kind, k) => {
      const index = i * PRICES_PER_GAME + m * 3 + k
      return changed === undefined || changed.has(index) ? [{ id: outcomeId(i, m, kind), kind, price: prices[index]! }] : []
    })
    return changed !== undefined && outcomes.length === 0 ? [] : [{ id: `g${i}:${market.type}:0`, type: market.type, period: 0, line: null, status: "open" as const, outcomes }]
  })
})

export interface RecordedTicks {
  readonly full: GamesAnswer
  /** Per share of prices changed (0.01, 0.1, 1): the answers of consecutive polls. */
  readonly ticks: Readonly<Record<string, ReadonlyArray<GamesAnswer>>>
}

export const recordTicks = (shares: ReadonlyArray<number>, ticksPerShare: number): RecordedTicks => {
  const next = random(20_261_122)
  const prices = Array.from({ length: GAMES * PRICES_PER_GAME }, () => Math.round((1.2 + next() * 8) * 100) / 100)
  let version = 1
  const full: GamesAnswer = { version, full: true, removed: [], games: Array.from({ length: GAMES }, (_, i) => gameOf(i, prices)) }
  const ticks: Record<string, Array<GamesAnswer>> = {}
  for (const share of shares) {
    ticks[String(share)] = Array.from({ length: ticksPerShare }, () => {
      const changed = new Set<number>()
      const count = Math.round(prices.length * share)
      while (changed.size < count) changed.add(Math.floor(next() * prices.length))
      for (const index of changed) prices[index] = Math.max(1.01, Math.round(prices[index]! * (next() < 0.5 ? 0.97 : 1.03) * 100) / 100)
      const games = new Set([...changed].map((index) => Math.floor(index / PRICES_PER_GAME)))
      version += 1
      return { version, full: false, removed: [], games: [...games].map((i) => gameOf(i, prices, changed)) }
    })
  }
  return { full, ticks }
}
