import { Effect, Layer, Redacted, Schema, TestContext } from "effect"
import { describe, expect, it } from "vitest"
import { ApiCalls } from "../../src/adapters/api/ApiTest"
import type { TestScript } from "../../src/adapters/layers"
import { AnswerLimitTest, CancelLimit, LoadLimits, RejectLimit, SaveLimits } from "../../src/commands/limits/commands"
import {
  LimitActionFailed,
  LimitActionSucceeded,
  LimitsLoaded,
  LimitTestAsked,
  SessionLimitRanOut
} from "../../src/commands/limits/events"
import { answerLimitTest, cancelLimit, loadLimits, rejectLimit, saveLimits } from "../../src/commands/limits/handlers"
import type { Outcome } from "../../src/commands/handler"
import { Event, type Event as AnyEvent } from "../../src/commands/registry"
import { LoggedOut, LoginSucceeded, SessionChecked } from "../../src/commands/session/events"
import { NetworkError, ServerRefused } from "../../src/domain/api/clientErrors"
import type { Limit } from "../../src/domain/limits/limitTypes"
import { depositApprovalProjection } from "../../src/projections/limits/depositApproval"
import { limitsProjection } from "../../src/projections/limits/limits"
import { sessionLimitNoticeProjection } from "../../src/projections/limits/sessionLimitNotice"
import { handlerServices } from "../support/handlerServices"

const limit = (fields: Partial<Limit> & Pick<Limit, "limitType" | "limitValue">): Limit => ({
  limitState: "ACTIVE",
  limitBalance: null,
  needApprove: false,
  measure: "RUB",
  startedAt: 1_700_000_000,
  endsAt: null,
  selfExcludeReason: null,
  ...fields
})
const daily = limit({ limitType: 20, limitValue: 50_000 })
const raise = limit({ limitType: 20, limitValue: 100_000, limitState: "PENDING", needApprove: true, startedAt: 1_700_000_100 })
const timeOut = limit({ limitType: 33, limitValue: 1, startedAt: 1_700_000_000, endsAt: 1_700_086_400 })
const TOKEN = "0f8fad5b-d9cb-469f-a165-70867728950e"

/** Player 7 signed in: the state the handlers read. */
const signedIn: ReadonlyArray<AnyEvent> = [new SessionChecked({ userId: 7 })]

const run = (handler: Effect.Effect<Outcome, never, any>, events: ReadonlyArray<AnyEvent>, script: TestScript) =>
  Effect.runPromise(
    Effect.gen(function* () {
      const outcome = yield* handler
      const calls = yield* (yield* ApiCalls).all
      return { outcome, calls }
    }).pipe(Effect.provide(Layer.merge(handlerServices(events, script), TestContext.TestContext))) as unknown as Effect.Effect<
      { readonly outcome: Outcome; readonly calls: ReadonlyArray<{ readonly endpoint: string; readonly request: unknown }> },
      never,
      never
    >
  )

describe("the limits projection (SPEC.md 4 'Limits view', 8)", () => {
  const fold = (events: ReadonlyArray<Parameters<typeof limitsProjection.apply>[1]>) => events.reduce(limitsProjection.apply, limitsProjection.initial)

  it("rejecting removes the pending limits of cancellable types from the view, keeping a running time-out", () => {
    const state = fold([
      new SessionChecked({ userId: 7 }),
      new LimitsLoaded({ userId: 7, limits: [daily, raise, timeOut], at: 1_700_000_200 }),
      // The server's answer still lists the raise: the view drops it all the same.
      new LimitActionSucceeded({ action: "reject", limitType: null, title: "", limits: [daily, raise, timeOut], at: 1_700_000_300 })
    ])
    expect(state.limits).toEqual([daily, timeOut])
    expect(state.message).toEqual({ _tag: "actionSucceeded", action: "reject", title: "" })
  })

  it("leaves the view unchanged when a reject is unauthorised or forbidden, but shows any other failure", () => {
    const loaded = fold([new SessionChecked({ userId: 7 }), new LimitsLoaded({ userId: 7, limits: [daily, raise], at: 1 })])
    for (const status of [401, 403]) {
      expect(limitsProjection.apply(loaded, new LimitActionFailed({ action: "reject", refusal: { status, title: "forbidden", code: null } }))).toBe(loaded)
    }
    const failed = limitsProjection.apply(loaded, new LimitActionFailed({ action: "confirm", refusal: { status: 409, title: "Not yet", code: 47 } }))
    expect(failed.message).toEqual({ _tag: "actionFailed", action: "confirm", refusal: { status: 409, title: "Not yet", code: 47 } })
    expect(failed.limits).toEqual([daily, raise])
  })

  it("ignores limits read for a player who has gone, and forgets them at logout", () => {
    const state = fold([new SessionChecked({ userId: 7 }), new LimitsLoaded({ userId: 8, limits: [daily], at: 1 })])
    expect(state.status).toBe("idle")
    const loaded = fold([new SessionChecked({ userId: 7 }), new LimitsLoaded({ userId: 7, limits: [daily], at: 1 }), new LoggedOut({})])
    expect(loaded).toEqual(limitsProjection.initial)
  })
})

describe("the session limit's message and the approval popup", () => {
  it("keeps the 'session limit ended' message through the logout, until closed or the next sign-in", () => {
    const fold = (events: ReadonlyArray<Parameters<typeof sessionLimitNoticeProjection.apply>[1]>) =>
      events.reduce(sessionLimitNoticeProjection.apply, sessionLimitNoticeProjection.initial)
    expect(fold([new SessionLimitRanOut({ title: "" })]).title).toBe("")
    expect(fold([new SessionLimitRanOut({ title: "Visit tomorrow" })]).title).toBe("Visit tomorrow")
    expect(fold([new SessionLimitRanOut({ title: "" }), new LoginSucceeded({ userId: 7, accountId: 1, save: false })]).title).toBeNull()
  })

  it("closes the popup when a read finds nothing awaiting approval any more, and keeps it after a cancel of another type", () => {
    const due = depositApprovalProjection.apply(
      depositApprovalProjection.apply(depositApprovalProjection.initial, new SessionChecked({ userId: 7 })),
      { _tag: "DepositApprovalDue", v: 1, limitTypes: [20, 21], dueAt: 1_700_086_500 } as never
    )
    expect(due.due).toBe(true)
    const weekly = limit({ limitType: 21, limitValue: 300_000, limitState: "PENDING", needApprove: true })
    expect(depositApprovalProjection.apply(due, new LimitActionSucceeded({ action: "cancel", limitType: 20, title: "", limits: [daily, weekly], at: 2 })).due).toBe(true)
    expect(depositApprovalProjection.apply(due, new LimitsLoaded({ userId: 7, limits: [daily], at: 2 })).due).toBe(false)
  })
})

describe("the limits handlers (SPEC.md 7, 8)", () => {
  it("turns a save answered with questions into the test step, with the token a secret the log never shows", async () => {
    const questions = [{ id: 1, question: "Do you understand?", answers: [{ id: 1, answer: "Yes" }, { id: 2, answer: "No" }] }]
    const { outcome } = await run(saveLimits(new SaveLimits({ limits: [{ limitType: 30, limitValue: 7, selfExcludeReason: 4 }] }), 1), signedIn, {
      api: { limits: { saveLimits: () => ({ status: 200, data: { questions, tokenGuid: TOKEN, limitsData: [] } }) } }
    })
    expect(outcome.events).toHaveLength(1)
    const asked = outcome.events[0] as LimitTestAsked
    expect(asked._tag).toBe("LimitTestAsked")
    expect(Redacted.value(asked.tokenGuid)).toBe(TOKEN)
    expect(JSON.stringify(Schema.encodeSync(Event)(asked))).not.toContain(TOKEN)
  })

  it("sends the answers with the kept token; a failed test reloads the limits, a passed one replaces them", async () => {
    const asked = new LimitTestAsked({ questions: [], tokenGuid: Redacted.make(TOKEN) })
    const failed = await run(answerLimitTest(new AnswerLimitTest({ answers: [{ questionId: 1, answerId: 2 }] }), 1), [...signedIn, asked], {
      api: { limits: { testAnswers: () => ({ questionsResult: [{ questionId: 1, correct: false }], success: false, limitsData: [] }) } }
    })
    expect(failed.calls.map((call) => call.request)).toEqual([{ payload: { tokenGuid: TOKEN, answers: [{ questionId: 1, answerId: 2 }] }, headers: {} }])
    expect(failed.outcome.events.map((event) => event._tag)).toEqual(["LimitTestFailed"])
    expect(failed.outcome.next).toEqual([new LoadLimits({})])
    const excluded = limit({ limitType: 30, limitValue: 7, endsAt: 1_700_604_800 })
    const passed = await run(answerLimitTest(new AnswerLimitTest({ answers: [{ questionId: 1, answerId: 1 }] }), 1), [...signedIn, asked], {
      api: { limits: { testAnswers: () => ({ questionsResult: [{ questionId: 1, correct: true }], success: true, limitsData: [excluded] }) } }
    })
    expect(passed.outcome.events).toMatchObject([{ _tag: "LimitsSaved", limits: [excluded] }])
  })

  it("records a refused save with the server's status and title, default forbidden with an empty title, and reloads", async () => {
    const refused = await run(saveLimits(new SaveLimits({ limits: [{ limitType: 33, limitValue: 7, selfExcludeReason: null }] }), 1), signedIn, {
      api: { limits: { saveLimits: [new ServerRefused({ status: 403, code: 46, title: "A time-out is running" })] } }
    })
    expect(refused.outcome.events).toMatchObject([{ _tag: "LimitSaveFailed", refusal: { status: 403, title: "A time-out is running", code: 46 } }])
    expect(refused.outcome.next).toEqual([new LoadLimits({})])
    const offline = await run(saveLimits(new SaveLimits({ limits: [{ limitType: 33, limitValue: 7, selfExcludeReason: null }] }), 1), signedIn, {
      api: { limits: { saveLimits: [new NetworkError({ message: "Failed to fetch" })] } }
    })
    expect(offline.outcome.events).toMatchObject([{ _tag: "LimitSaveFailed", refusal: { status: 403, title: "", code: null } }])
  })

  it("cancels one type with DELETE /limit and rejects all with the limit action", async () => {
    const cancelled = await run(cancelLimit(new CancelLimit({ limitType: 20 }), 1), signedIn, {
      api: { limits: { cancelLimit: () => ({ status: 200, title: "Cancelled", limitsData: [daily] }) } }
    })
    expect(cancelled.calls).toEqual([{ endpoint: "limits.cancelLimit", request: { urlParams: { limitType: 20 }, headers: {} }, options: undefined }])
    expect(cancelled.outcome.events).toMatchObject([{ _tag: "LimitActionSucceeded", action: "cancel", limitType: 20, title: "Cancelled" }])
    const rejected = await run(rejectLimit(new RejectLimit({}), 1), signedIn, {
      api: { limits: { limitAction: () => ({ status: 200, title: "", limitsData: [daily] }) } }
    })
    expect(rejected.calls.map((call) => call.request)).toEqual([{ payload: { action: "reject" }, headers: {} }])
  })

  it("ends the session when the limits are read after the day's session time ran out", async () => {
    const { outcome } = await run(loadLimits(new LoadLimits({}), 1), signedIn, {
      api: { limits: { limits: [new ServerRefused({ status: 403, code: 45, title: "Visit us tomorrow" })] } }
    })
    expect(outcome.events).toMatchObject([{ _tag: "SessionLimitRanOut", title: "Visit us tomorrow" }])
    expect(outcome.next?.map((command) => command._tag)).toEqual(["Logout"])
  })

  it("does nothing for a guest", async () => {
    const { calls, outcome } = await run(loadLimits(new LoadLimits({}), 1), [new SessionChecked({ userId: null })], {})
    expect(outcome.events).toEqual([])
    expect(calls).toEqual([])
  })
})
