/**
 * Cash-out quotes for 1,000 open coupons after a tick of the line: the book (server/coupon/cashOutBook.ts), which
 * prices again only the coupons on games the tick changed, as a ratio against pricing all 1,000 again (the naive peer),
 * in the same run on the same world and ticks. The coupons are singles and expresses of up to four legs on the
 * world's live and line games (live games move every tick, line games seldom), priced at the line's prices. Each
 * tick is one second of the simulator. Run: npm run bench (or node --import tsx bench/cashOut.bench.ts).
 * Knobs: BENCH_COUPONS (1000), BENCH_TICKS (60).
 */
import { createHash } from "node:crypto"
import { Redacted } from "effect"
import { makeCashOutBook } from "../server/coupon/cashOutBook"
import { quoteOn } from "../server/coupon/cashOutPricing"
import type { CouponRow, LegRow } from "../server/coupon/repo"
import { WorldSecret } from "../server/sports/simulator/prng"
import type { World } from "../server/sports/simulator/model"
import { advance, createWorld, DEFAULT_WORLD } from "../server/sports/simulator/world"
import type { Game, Market } from "../src/domain/sports/feed"

const COUPONS = Number(process.env["BENCH_COUPONS"] ?? 1000)
const TICKS = Number(process.env["BENCH_TICKS"] ?? 60)
const EPOCH = Date.UTC(2026, 5, 1, 18, 0, 0)

const median = (values: ReadonlyArray<number>): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0

/** A deterministic stream of numbers in [0, 1) (the same coupons every run). */
const stream = (seed: number) => () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648
  return seed / 2_147_483_648
}

const openMarkets = (game: Game): ReadonlyArray<Market> => game.markets.filter((m) => m.status === "open" && m.outcomes.length > 0 && m.type !== "outright")

const couponsOn = (world: World, count: number): ReadonlyArray<{ row: CouponRow; legs: ReadonlyArray<LegRow> }> => {
  const random = stream(7)
  const games = [...world.games.values()].map((g) => g.game).filter((game) => game.status !== "finished" && openMarkets(game).length > 0)
  const coupons = []
  for (let id = 1; id <= count; id++) {
    const size = 1 + Math.floor(random() * 4)
    const picked = new Map<string, Game>()
    while (picked.size < size) {
      const game = games[Math.floor(random() * games.length)]!
      picked.set(game.id, game)
    }
    const legs = [...picked.values()].map((game, position): LegRow => {
      const markets = openMarkets(game)
      const market = markets[Math.floor(random() * markets.length)]!
      const outcome = market.outcomes[Math.floor(random() * market.outcomes.length)]!
      return {
        id: id * 10 + position,
        coupon_id: id,
        position,
        outcome_id: outcome.id,
        game_id: game.id,
        market_type: market.type,
        period: market.period,
        line: market.line ?? null,
        outcome_kind: outcome.kind,
        outcome_name: "",
        sport_id: game.sportId,
        championship_name: game.championshipName,
        home: game.home,
        away: game.away,
        starts_at: new Date(game.startsAt),
        coef: outcome.price,
        is_live: game.status === "live",
        block_id: 0,
        banker: false,
        amount: 0,
        status: "open",
        final_home: null,
        final_away: null
      }
    })
    const row: CouponRow = {
      id,
      user_id: 1,
      account_id: 1,
      currency: "RUB",
      type: size === 1 ? 0 : 1,
      amount: 100_00,
      amount_by_block: {},
      stake: 100_00,
      system_value: 0,
      coef: null,
      bonus_coef: null,
      possible_win_min: 0,
      possible_win_max: 0,
      status: "open",
      payout: 0,
      placed_at: new Date(EPOCH),
      settled_at: null,
      vip: false,
      promo_code: "",
      request_hash: "0".repeat(64),
      boost_percent: null,
      free_bet_id: null,
      hyper_percent: 0,
      hyper_paid: 0,
      anti_express_percent: 0,
      anti_express_paid: 0,
      boost_cap: null,
      boost_paid: 0
    }
    coupons.push({ row, legs })
  }
  return coupons
}

const main = () => {
  const secret = WorldSecret.fromText(Redacted.make(createHash("sha256").update("cash-out bench").digest("base64url")))!
  let world = createWorld({ ...DEFAULT_WORLD, secret }, EPOCH)
  const coupons = couponsOn(world, COUPONS)
  const book = makeCashOutBook()
  for (const coupon of coupons) book.add(coupon, world)

  const bookTimes: Array<number> = []
  const naiveTimes: Array<number> = []
  let repriced = 0
  let mismatches = 0
  for (let tick = 1; tick <= TICKS; tick++) {
    world = advance(world, EPOCH + tick * 1000)
    // Alternate which goes first, so neither always finds the caches warm.
    const runBook = () => {
      const started = performance.now()
      repriced += book.tick(world)
      bookTimes.push(performance.now() - started)
    }
    let naive: ReadonlyArray<ReturnType<typeof quoteOn>> = []
    const runNaive = () => {
      const started = performance.now()
      naive = coupons.map((coupon) => quoteOn(world, coupon.row, coupon.legs))
      naiveTimes.push(performance.now() - started)
    }
    if (tick % 2 === 0) {
      runBook()
      runNaive()
    } else {
      runNaive()
      runBook()
    }
    // The book must answer what pricing everything again answers.
    coupons.forEach((coupon, i) => {
      if (JSON.stringify(book.quote(coupon.row.id)) !== JSON.stringify(naive[i])) mismatches++
    })
  }
  if (mismatches > 0) throw new Error(`the book's quotes differ from the naive ones ${mismatches} times`)
  const ours = median(bookTimes)
  const peer = median(naiveTimes)
  console.log(
    `cash-out quotes for ${COUPONS} open coupons after a 1 s tick (median of ${TICKS} ticks): the book ${ours.toFixed(3)} ms ` +
      `(${(repriced / TICKS).toFixed(0)} coupons priced again a tick), pricing all again ${peer.toFixed(3)} ms: ` +
      `ratio ${(ours / peer).toFixed(3)}× the naive peer (lower is better)`
  )
}

main()
