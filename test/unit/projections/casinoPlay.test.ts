import { describe, expect, it } from "vitest"
import {
  CasinoRoundFailed,
  CasinoRoundPlayed,
  CasinoRoundsLoaded,
  CasinoRoundStarted,
  CasinoSeedsChanged,
  CasinoSeedsLoaded
} from "../../../src/commands/casino/play/events"
import { LoggedOut, LoginSucceeded } from "../../../src/commands/session/events"
import { NetworkError, ServerRefused } from "../../../src/domain/api/clientErrors"
import type { CasinoRound, SeedsAnswer } from "../../../src/domain/api/casinoRounds"
import { casinoPlayProjection } from "../../../src/projections/casino/play/casinoPlay"
import {
  chanceText,
  clampDiceTarget,
  diceOdds,
  diceTargetRange,
  multipleText,
  possibleWin,
  roundOf,
  roundRefusalOf,
  stakeProblem
} from "../../../src/projections/casino/play/selectors"

/** Folds the events a projection declared, as the store dispatches them (by tag). */
const fold = <S>(projection: { initial: S; tags: ReadonlyArray<string>; apply: (s: S, e: any) => S }, events: ReadonlyArray<{ readonly _tag: string }>): S =>
  events.filter((event) => projection.tags.includes(event._tag)).reduce<S>((state, event) => projection.apply(state, event), projection.initial)

const A = "a".repeat(64)
const B = "b".repeat(64)
const SEED_A = "1".repeat(64)
const signedIn = new LoginSucceeded({ userId: 7, accountId: 123456789, save: false })
const seeds: SeedsAnswer = { active: { commitment: A, clientSeed: "lucky", nextNonce: 0, createdAt: 1 }, revealed: [] }
const round = (roundId: string, nonce: number, win = 0): CasinoRound => ({
  roundId,
  gameId: "dice",
  currency: "RUB",
  stake: 10_00,
  win,
  multiple: win > 0 ? { num: 9900, den: 5000 } : { num: 0, den: 1 },
  choices: { target: 5000, side: "under" },
  outcome: { roll: win > 0 ? 1234 : 7342 },
  seeds: { commitment: A, clientSeed: "lucky", nonce, serverSeed: null },
  playedAt: 1_800_000_000_000 + nonce
})
const started = (roundId: string) => new CasinoRoundStarted({ gameId: "dice", roundId, stake: 10_00, choices: { target: 5000, side: "under" } })

describe("casino play projection", () => {
  it("shows a played round as the game's last, with the balance after it, and moves the next nonce on", () => {
    const state = fold(casinoPlayProjection, [
      signedIn,
      new CasinoSeedsLoaded({ userId: 7, seeds }),
      started("round-1"),
      new CasinoRoundPlayed({ userId: 7, round: round("round-1", 0, 19_80), balance: 1_009_80 })
    ])
    expect(state.playing).toBeNull()
    expect(state.lastRounds["dice"]).toEqual({ round: round("round-1", 0, 19_80), balance: 1_009_80 })
    expect(state.seeds.data?.active.nextNonce).toBe(1)
  })

  it("is waiting while a round is out, and keeps a refusal for its game until the next round starts", () => {
    const refused = new ServerRefused({ status: 409, code: 61, title: "your balance is less than the stake" })
    const waiting = fold(casinoPlayProjection, [signedIn, started("round-1")])
    expect(waiting.playing?.roundId).toBe("round-1")
    const failed = fold(casinoPlayProjection, [signedIn, started("round-1"), new CasinoRoundFailed({ gameId: "dice", roundId: "round-1", error: refused })])
    expect(failed.playing).toBeNull()
    expect(failed.refusals["dice"]).toEqual(refused)
    const again = fold(casinoPlayProjection, [signedIn, started("round-1"), new CasinoRoundFailed({ gameId: "dice", roundId: "round-1", error: refused }), started("round-2")])
    expect(again.refusals["dice"]).toBeUndefined()
  })

  it("writes a rotated-out server seed into every round it played, and shows the pair it revealed", () => {
    const rotated: SeedsAnswer = {
      active: { commitment: B, clientSeed: "lucky", nextNonce: 0, createdAt: 2 },
      revealed: [{ commitment: A, serverSeed: SEED_A, clientSeed: "lucky", rounds: 2, createdAt: 1, revealedAt: 2 }]
    }
    const state = fold(casinoPlayProjection, [
      signedIn,
      new CasinoSeedsLoaded({ userId: 7, seeds }),
      new CasinoRoundsLoaded({ userId: 7, before: null, rounds: [round("round-1", 0)], next: null }),
      started("round-2"),
      new CasinoRoundPlayed({ userId: 7, round: round("round-2", 1), balance: 980_00 }),
      new CasinoSeedsChanged({ userId: 7, change: "rotate", seeds: rotated })
    ])
    // The seed the rotation revealed ("1" × 64), written into both rounds it played, which held none before.
    const revealed = "1111111111111111111111111111111111111111111111111111111111111111"
    expect(state.history.rounds.map((each) => [each.roundId, each.seeds.serverSeed])).toEqual([
      ["round-2", revealed],
      ["round-1", revealed]
    ])
    expect(state.lastRounds["dice"]?.round.seeds.serverSeed).toBe(revealed)
    expect(roundOf(state, "round-2")?.seeds.serverSeed).toBe(revealed)
    expect(state.seedsChange).toEqual({ change: "rotate", revealed: rotated.revealed[0], error: null })
    expect(state.seeds.data?.active.commitment).toBe(B)
  })

  it("adds the next page of rounds under the first, once each", () => {
    const state = fold(casinoPlayProjection, [
      signedIn,
      new CasinoRoundsLoaded({ userId: 7, before: null, rounds: [round("round-3", 2), round("round-2", 1)], next: 2 }),
      new CasinoRoundsLoaded({ userId: 7, before: 2, rounds: [round("round-2", 1), round("round-1", 0)], next: null })
    ])
    expect(state.history.rounds.map((each) => each.roundId)).toEqual(["round-3", "round-2", "round-1"])
    expect(state.history.next).toBeNull()
  })

  it("ignores another player's answer, and forgets the player's play when they log out", () => {
    const other = fold(casinoPlayProjection, [signedIn, new CasinoSeedsLoaded({ userId: 8, seeds })])
    expect(other.seeds.status).toBe("idle")
    const out = fold(casinoPlayProjection, [signedIn, new CasinoSeedsLoaded({ userId: 7, seeds }), new LoggedOut({})])
    expect(out.seeds.data).toBeNull()
    expect(out.owner).toBeNull()
  })
})

describe("the game screens' view math", () => {
  it("gives dice's chance and payout as the game pays them: 99% over the chance", () => {
    expect(diceOdds({ target: 5000, side: "under" })).toEqual({ chance: 5000, multiple: { num: 9900, den: 5000 } })
    expect(multipleText(diceOdds({ target: 5000, side: "under" }).multiple)).toBe("1.98")
    expect(chanceText(diceOdds({ target: 9000, side: "over" }).chance)).toBe("10.00")
    expect(multipleText(diceOdds({ target: 9000, side: "over" }).multiple)).toBe("9.9")
    // 9900/3 = 3300; 9900/7 = 1414.2857…, written rounded down.
    expect(multipleText(diceOdds({ target: 7, side: "under" }).multiple)).toBe("1414.2857")
    expect(possibleWin(10_00, diceOdds({ target: 5000, side: "under" }).multiple)).toBe(19_80)
    expect(possibleWin(3, { num: 9900, den: 7000 })).toBe(4)
  })

  it("keeps a dice target within the chances the game takes (0.01%–98.00%) on each side", () => {
    expect(diceTargetRange("under")).toEqual({ min: 1, max: 9800 })
    expect(diceTargetRange("over")).toEqual({ min: 200, max: 9999 })
    expect(clampDiceTarget(9900, "under")).toBe(9800)
    expect(clampDiceTarget(100, "over")).toBe(200)
    expect(clampDiceTarget(4200, "over")).toBe(4200)
  })

  it("says why a stake cannot be played", () => {
    expect(stakeProblem(0, 1_000_00)).toBe("empty")
    expect(stakeProblem(1_000_01, 1_000_00)).toBe("aboveBalance")
    expect(stakeProblem(10_000_000_001, null)).toBe("aboveMax")
    expect(stakeProblem(1_000_00, 1_000_00)).toBeUndefined()
  })

  it("reads a refused round by the contract's codes", () => {
    expect(roundRefusalOf(new ServerRefused({ status: 409, code: 61, title: "" }))._tag).toBe("balance")
    expect(roundRefusalOf(new ServerRefused({ status: 400, code: 60, title: "" }))._tag).toBe("choices")
    expect(roundRefusalOf(new ServerRefused({ status: 403, code: 63, title: "" }))._tag).toBe("notAllowed")
    expect(roundRefusalOf(new ServerRefused({ status: 403, code: 43, title: "Self-excluded until 1 May" }))).toEqual({ _tag: "limits", title: "Self-excluded until 1 May" })
    expect(roundRefusalOf(new NetworkError({ message: "offline" }))._tag).toBe("network")
  })
})
