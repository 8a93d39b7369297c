import { Effect } from "effect"
import { describe, expect, it } from "vitest"
import { CloseCouponReminder, DismissOneClickQuestion, ShowCouponReminder } from "../../src/commands/coupon/commands"
import { CouponEdited } from "../../src/commands/coupon/events"
import type { LogEntry } from "../../src/commands/entry"
import { emit, emitThen, type Handler } from "../../src/commands/handler"
import { Query } from "../../src/commands/query"
import { type Route, routes } from "../../src/commands/registry"
import { rerun } from "../../src/commands/rerun"
import { SessionChecked } from "../../src/commands/session/events"
import { betEntryOf } from "../../src/domain/coupon/bet"
import { CouponType } from "../../src/domain/coupon/couponType"
import { initialStates } from "../../src/projections/registry"
import { game, market } from "../support/sportsLine"

/**
 * Re-run's report on hand-written logs: a compacted log's leftovers of a dropped root, and the ways today's entries
 * of a root can differ from the logged ones.
 */

const home = betEntryOf(game(), market(), market().outcomes[0]!)
const T = 1_800_000_000_000
const toggleBanker = () => new CouponEdited({ edit: { _tag: "ToggleBanker", betId: home.market.id } })
const amount = (value: number) => new CouponEdited({ edit: { _tag: "ChangeAmount", amount: value } })

const table = (handlers: Readonly<Record<string, Handler<any>>>): ReadonlyMap<string, Route> =>
  new Map([...routes, ...Object.entries(handlers).map(([tag, handler]): [string, Route] => [tag, { ...routes.get(tag)!, handler }])])

/** Writes down whether the coupon's one bet is a banker (as the stake: 1 yes, 2 no), then toggles it. */
const bankerReport: Handler<ShowCouponReminder> = () =>
  Effect.map(Effect.flatMap(Query, (query) => query.states), (states) => emit(amount(states.coupon.bets[0]!.banker ? 1 : 2), toggleBanker()))

let seq = 0
const command = (body: LogEntry["body"] & { readonly _tag: string }, causedBy?: number): LogEntry =>
  ({ seq: ++seq, at: T + seq, kind: "command", source: "user", body, ...(causedBy === undefined ? {} : { causedBy }) }) as LogEntry
const event = (body: LogEntry["body"], causedBy: number): LogEntry => ({ seq: ++seq, at: T + seq, kind: "event", source: "user", body, causedBy }) as LogEntry

/** A log compacted at seq 10: its checkpoint holds a system coupon with one bet, not a banker. */
const compacted = (build: () => ReadonlyArray<LogEntry>) => {
  seq = 10
  const states = initialStates()
  const checkpoint = { seq: 10, at: T + 10, states: { ...states, coupon: { ...states.coupon, typeId: CouponType.system, bets: [home] } } }
  return { checkpoint, entries: build(), unfinished: new Set<number>() }
}

describe("a compacted log's leftovers of a root the checkpoint dropped", () => {
  /**
   * The checkpoint cut through a handler run: its toggle of the banker (caused by seq 9, gone) is kept without its
   * root. Then two roots each report the banker and toggle it: true, then false.
   */
  const log = () =>
    compacted(() => {
      const kept = event(toggleBanker(), 9)
      const first = command(new ShowCouponReminder({}))
      const firstEvents = [event(amount(1), first.seq), event(toggleBanker(), first.seq)]
      const second = command(new ShowCouponReminder({}))
      return [kept, first, ...firstEvents, second, event(amount(2), second.seq), event(toggleBanker(), second.seq)]
    })

  it("are folded at their place, once, and the roots' own events only by today's handlers", async () => {
    expect(await rerun(log(), { table: table({ ShowCouponReminder: bankerReport }) })).toEqual({ roots: 2, divergence: null })
  })

  it("a root that reads another state than it did live diverges, so the fold matters", async () => {
    // Today's handler reports the opposite: the first root already differs.
    const opposite: Handler<ShowCouponReminder> = () =>
      Effect.map(Effect.flatMap(Query, (query) => query.states), (states) => emit(amount(states.coupon.bets[0]!.banker ? 2 : 1), toggleBanker()))
    const divergence = (await rerun(log(), { table: table({ ShowCouponReminder: opposite }) })).divergence!
    expect([divergence.root, divergence.index, divergence.reason]).toEqual([12, 1, "event CouponEdited has a different body"])
  })
})

describe("how today's entries of a root differ from the logged ones", () => {
  /** One root that logged a stake and a banker toggle. */
  const oneRoot = () =>
    compacted(() => {
      const root = command(new ShowCouponReminder({}))
      return [root, event(amount(1), root.seq), event(toggleBanker(), root.seq)]
    })
  const report = async (handler: Handler<ShowCouponReminder>) => {
    const { divergence } = await rerun(oneRoot(), { table: table({ ShowCouponReminder: handler }) })
    return divergence === null ? null : [divergence.root, divergence.index, divergence.reason, divergence.today.length]
  }

  it("an event today's handler no longer emits", async () => {
    expect(await report(() => Effect.succeed(emit(amount(1))))).toEqual([11, 2, "today's handlers no longer produce event CouponEdited", 2])
  })

  it("an event today's handler emits in addition", async () => {
    expect(await report(() => Effect.succeed(emit(amount(1), toggleBanker(), amount(3))))).toEqual([11, 3, "today's handlers added event CouponEdited", 4])
  })

  it("another event in the place of a logged one", async () => {
    expect(await report(() => Effect.succeed(emit(new SessionChecked({ userId: null }), toggleBanker())))).toEqual([
      11,
      1,
      "event CouponEdited became event SessionChecked",
      3
    ])
  })

  it("the same handler as live reports nothing", async () => {
    expect(await report(() => Effect.succeed(emit(amount(1), toggleBanker())))).toBeNull()
  })

  it("the same command caused by another command than live", async () => {
    // Live, the reminder dismissed the question, which closed the reminder; today the reminder does both itself.
    const log = compacted(() => {
      const root = command(new ShowCouponReminder({}))
      const dismiss = command(new DismissOneClickQuestion({}), root.seq)
      return [root, dismiss, command(new CloseCouponReminder({}), dismiss.seq)]
    })
    const nothing: Handler<any> = () => Effect.succeed(emit())
    const today = table({
      ShowCouponReminder: () => Effect.succeed(emitThen([], [new DismissOneClickQuestion({}), new CloseCouponReminder({})])),
      DismissOneClickQuestion: nothing,
      CloseCouponReminder: nothing
    })
    const divergence = (await rerun(log, { table: today })).divergence!
    expect([divergence.root, divergence.index, divergence.reason]).toEqual([11, 2, "command CloseCouponReminder has a different cause"])
    expect(divergence.logged.map((entry) => entry.cause)).toEqual([null, 0, 1])
    expect(divergence.today.map((entry) => entry.cause)).toEqual([null, 0, 0])
  })
})
