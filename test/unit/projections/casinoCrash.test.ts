import { describe, expect, it } from "vitest"
import { CrashBetAnswered, CrashBetFailed, CrashBetStarted, CrashStateLoaded } from "../../../src/commands/casino/play/events"
import { LoginSucceeded } from "../../../src/commands/session/events"
import { ServerRefused } from "../../../src/domain/api/clientErrors"
import type { CrashBet, CrashState } from "../../../src/domain/api/casinoCrash"
import { casinoPlayProjection } from "../../../src/projections/casino/play/casinoPlay"

/** Folds the events a projection declared, as the store dispatches them (by tag). */
const fold = <S>(projection: { initial: S; tags: ReadonlyArray<string>; apply: (s: S, e: any) => S }, events: ReadonlyArray<{ readonly _tag: string }>): S =>
  events.filter((event) => projection.tags.includes(event._tag)).reduce<S>((state, event) => projection.apply(state, event), projection.initial)

const signedIn = new LoginSucceeded({ userId: 7, accountId: 123456789, save: false })
const H = "c".repeat(64)
const state = (serverTime: number, bet: CrashBet | null): CrashState => ({
  serverTime,
  round: { id: 4, number: 4, commitment: H, salt: "s".repeat(32), previousSeed: H, phase: "flight", createdAt: 1_000, startsAt: 7_000, crashPoint: null, crashedAt: null, seed: null },
  bet,
  players: 1
})
const bet = (settled: boolean): CrashBet => ({
  betId: "round-abc-1",
  roundId: 4,
  currency: "RUB",
  stake: 10_00,
  autoCashOut: 101,
  cashedOutAt: null,
  settled,
  win: settled ? 10_10 : null,
  multiple: settled ? { num: 101, den: 100 } : null
})

describe("the crash game in the casino play projection", () => {
  it("keeps how far the server's clock is ahead of the browser's, to draw the curve by", () => {
    const held = fold(casinoPlayProjection, [signedIn, new CrashStateLoaded({ userId: 7, state: state(10_250, null), receivedAt: 10_000 })])
    expect(held.crash.clockOffset).toBe(250)
    expect(held.crash.state?.round.phase).toBe("flight")
  })

  it("shows the bet placed, keeps its result after the round moves on, and names a refusal", () => {
    const placed = fold(casinoPlayProjection, [
      signedIn,
      new CrashStateLoaded({ userId: 7, state: state(10_000, null), receivedAt: 10_000 }),
      new CrashBetStarted({ betId: "round-abc-1", roundId: 4, stake: 10_00, autoCashOut: 101 }),
      new CrashBetAnswered({ userId: 7, answer: { bet: bet(false), balance: 990_00, serverTime: 10_100 }, receivedAt: 10_050 })
    ])
    expect(placed.crash.placing).toBeNull()
    expect(placed.crash.state?.bet).toEqual(bet(false))

    const paid = fold(casinoPlayProjection, [
      signedIn,
      new CrashStateLoaded({ userId: 7, state: state(20_000, bet(true)), receivedAt: 20_000 }),
      new CrashStateLoaded({ userId: 7, state: { ...state(30_000, null), round: { ...state(30_000, null).round, id: 5, number: 5, phase: "betting" } }, receivedAt: 30_000 })
    ])
    expect(paid.crash.lastBet).toEqual(bet(true))

    const refused = fold(casinoPlayProjection, [
      signedIn,
      new CrashBetStarted({ betId: "round-abc-2", roundId: 4, stake: 10_00, autoCashOut: null }),
      new CrashBetFailed({ action: "bet", betId: "round-abc-2", error: new ServerRefused({ status: 409, code: 70, title: "Betting on this round is closed" }) })
    ])
    expect(refused.crash.placing).toBeNull()
    expect(refused.crash.refusal?.action).toBe("bet")
  })
})
