import type { Game, Market } from "../../src/domain/sports/feed"

/** The sports tests' line: a football game with one 1X2 market, as the feed sends it whole. */
export const market = (overrides: Partial<Market> = {}): Market => ({
  id: "g1:1x2:0",
  type: "1x2",
  period: 0,
  line: null,
  status: "open",
  outcomes: [
    { id: "g1:1x2:0:1", kind: "1", price: 2.1 },
    { id: "g1:1x2:0:X", kind: "X", price: 3.4 },
    { id: "g1:1x2:0:2", kind: "2", price: 3.6 }
  ],
  ...overrides
})

export const game = (overrides: Partial<Game> = {}): Game => ({
  id: "g1",
  sportId: "football",
  championshipId: "eng-premier",
  championshipName: "Premier League",
  country: "England",
  video: false,
  startsAt: 1_800_000_000_000,
  home: "Arsenal",
  away: "Chelsea",
  status: "line",
  score: { home: 0, away: 0 },
  periodScores: [],
  period: 0,
  clock: null,
  clockAt: null,
  clockRunning: false,
  top: true,
  markets: [market()],
  ...overrides
})
