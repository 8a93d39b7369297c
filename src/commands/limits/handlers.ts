import { Clock, Effect, Redacted } from "effect"
import { Api } from "../../adapters/api/Api"
import { Storage } from "../../adapters/Storage"
import type { ApiError } from "../../domain/api/clientErrors"
import { LimitRefusalCode } from "../../domain/api/limits"
import { approvalPopupAt, isApprovalDue, isAwaitingApproval, sessionLimitRemaining } from "../../domain/limits/view"
import type { States } from "../../projections/registry"
import { emit, emitThen, type Handler, type Outcome } from "../handler"
import { Query } from "../query"
import { fromServerAnswer } from "../serverAnswer"
import { Logout } from "../session/commands"
import type {
  AnswerLimitTest,
  AnswerRealityCheck,
  CancelLimit,
  CloseLimitTest,
  ConfirmLimit,
  DismissLimitMessage,
  DismissSessionLimitNotice,
  LoadLimitOptions,
  PingSessionLimit,
  RejectLimit,
  SaveLimits,
  ShowDepositApproval,
  ShowRealityCheck,
  StartRealityCheck
} from "./commands"
import { LoadLimits } from "./commands"
import {
  DepositApprovalDue,
  type LimitAction,
  LimitActionFailed,
  LimitActionSucceeded,
  LimitMessageDismissed,
  LimitOptionsLoaded,
  LimitOptionsLoadFailed,
  type LimitRefusal,
  LimitSaveFailed,
  LimitsLoaded,
  LimitsLoadFailed,
  LimitsSaved,
  LimitTestAsked,
  LimitTestClosed,
  LimitTestFailed,
  RealityCheckAnswered,
  RealityCheckReportFailed,
  RealityCheckScheduled,
  RealityCheckShown,
  RealityCheckStopped,
  SessionLimitNoticeDismissed,
  SessionLimitPinged,
  SessionLimitPingFailed,
  SessionLimitRanOut
} from "./events"

/** SPEC.md 8 "Limit save failure": status and title from the server, default forbidden with an empty title. */
export const refusalOf = (error: ApiError): LimitRefusal => {
  switch (error._tag) {
    case "ServerRefused":
      return { status: error.status, title: error.title, code: error.code ?? null }
    case "NotAuthenticated":
      return { status: 401, title: "", code: null }
    case "Cancelled":
      return { status: 499, title: "", code: null }
    default:
      return { status: 403, title: "", code: null }
  }
}

/** The limit service's "daily session limit ended" (on a ping or a read): the permanent message, then the logout. */
const sessionEnded = (error: ApiError): boolean => error._tag === "ServerRefused" && error.code === LimitRefusalCode.sessionLimitEnded
const ranOut = (title: string): Outcome => emitThen([new SessionLimitRanOut({ title })], [new Logout({})])

/** The player's language for the service's titles (SPEC.md 7: header X-Language). */
const languageHeaders = (states: States) => (states.language.current === null ? {} : { "x-language": states.language.current })

const playerOf = (states: States): number | null => (states.session.status === "player" ? states.session.userId : null)

const nowSeconds = Effect.map(Clock.currentTimeMillis, (millis) => Math.floor(millis / 1000))

export const loadLimits: Handler<LoadLimits> = (command) =>
  Effect.gen(function* () {
    const states = yield* (yield* Query).states
    const userId = playerOf(states)
    if (userId === null) return emit()
    const api = yield* Api
    const at = yield* nowSeconds
    return yield* fromServerAnswer(
      command,
      api.limits.limits({ headers: languageHeaders(states) }),
      ({ data }) => {
        const session = data.find((limit) => limit.limitType === 31 && limit.limitState === "ACTIVE")
        // A read that finds today's session time used up ends the session as a ping would.
        if (session !== undefined && sessionLimitRemaining(session) === 0) return ranOut("")
        return emit(new LimitsLoaded({ userId, limits: data, at }))
      },
      (error) => (sessionEnded(error) ? ranOut(error._tag === "ServerRefused" ? error.title : "") : emit(new LimitsLoadFailed({ refusal: refusalOf(error) })))
    )
  })

export const loadLimitOptions: Handler<LoadLimitOptions> = (command) =>
  Effect.gen(function* () {
    const states = yield* (yield* Query).states
    if (playerOf(states) === null) return emit()
    const api = yield* Api
    const headers = languageHeaders(states)
    return yield* fromServerAnswer(
      command,
      Effect.all([api.limits.availableLimits({ headers }), api.limits.selfExcludeReasons({ headers })], { concurrency: "unbounded" }),
      ([available, reasons]) => emit(new LimitOptionsLoaded({ available: available.data, reasons: reasons.data })),
      (error) => emit(new LimitOptionsLoadFailed({ refusal: refusalOf(error) }))
    )
  })

/**
 * SPEC.md 4 "Saving can return questions and a tokenGuid, leading to a test-answers step. On success the limits are
 * replaced; otherwise they are reloaded."
 */
export const saveLimits: Handler<SaveLimits> = (command) =>
  Effect.gen(function* () {
    const states = yield* (yield* Query).states
    if (playerOf(states) === null) return emit()
    const api = yield* Api
    const at = yield* nowSeconds
    return yield* fromServerAnswer(
      command,
      api.limits.saveLimits({ payload: { limits: command.limits }, headers: languageHeaders(states) }),
      ({ data }) =>
        data.questions.length > 0 && data.tokenGuid !== null
          ? emit(new LimitTestAsked({ questions: data.questions, tokenGuid: Redacted.make(data.tokenGuid) }))
          : emit(new LimitsSaved({ limits: data.limitsData, at })),
      (error) =>
        emitThen(
          [new LimitSaveFailed({ refusal: refusalOf(error), field: error._tag === "ServerRefused" ? (error.fields?.[0]?.field ?? null) : null })],
          [new LoadLimits({})]
        )
    )
  })

export const answerLimitTest: Handler<AnswerLimitTest> = (command) =>
  Effect.gen(function* () {
    const states = yield* (yield* Query).states
    const test = states.limits.test
    if (playerOf(states) === null || test === null) return emit()
    const api = yield* Api
    const at = yield* nowSeconds
    return yield* fromServerAnswer(
      command,
      api.limits.testAnswers({ payload: { tokenGuid: Redacted.value(test.tokenGuid), answers: command.answers }, headers: languageHeaders(states) }),
      (answer) =>
        answer.success
          ? emit(new LimitsSaved({ limits: answer.limitsData, at }))
          : emitThen([new LimitTestFailed({ questionsResult: answer.questionsResult })], [new LoadLimits({})]),
      (error) => emitThen([new LimitSaveFailed({ refusal: refusalOf(error), field: null })], [new LoadLimits({})])
    )
  })

export const closeLimitTest: Handler<CloseLimitTest> = () => Effect.succeed(emit(new LimitTestClosed({})))

/** Confirm, reject (POST /limitaction) or cancel one type (DELETE /limit): the limits after it, or why not. */
const limitAction = (command: ConfirmLimit | RejectLimit | CancelLimit, action: LimitAction, limitType: CancelLimit["limitType"] | null) =>
  Effect.gen(function* () {
    const states = yield* (yield* Query).states
    if (playerOf(states) === null) return emit()
    const api = yield* Api
    const at = yield* nowSeconds
    const headers = languageHeaders(states)
    const call =
      limitType === null
        ? api.limits.limitAction({ payload: { action: action === "confirm" ? "confirm" : "reject" }, headers })
        : api.limits.cancelLimit({ urlParams: { limitType }, headers })
    return yield* fromServerAnswer(
      command,
      call,
      (answer) => emit(new LimitActionSucceeded({ action, limitType, title: answer.title, limits: answer.limitsData, at })),
      // Not due yet, or nothing waits any more (another tab): the page reads the limits again.
      (error) =>
        emitThen([new LimitActionFailed({ action, refusal: refusalOf(error) })], error._tag === "ServerRefused" && error.status === 409 ? [new LoadLimits({})] : [])
    )
  })

export const confirmLimit: Handler<ConfirmLimit> = (command) => limitAction(command, "confirm", null)
export const rejectLimit: Handler<RejectLimit> = (command) => limitAction(command, "reject", null)
export const cancelLimit: Handler<CancelLimit> = (command) => limitAction(command, "cancel", command.limitType)

export const dismissLimitMessage: Handler<DismissLimitMessage> = () => Effect.succeed(emit(new LimitMessageDismissed({})))

/** SPEC.md 4 "Session limit": the 30 s ping; when today's time is used up, the permanent message and the logout. */
export const pingSessionLimit: Handler<PingSessionLimit> = (command) =>
  Effect.gen(function* () {
    const states = yield* (yield* Query).states
    if (playerOf(states) === null) return emit()
    const api = yield* Api
    return yield* fromServerAnswer(
      command,
      api.limits.ping({ headers: languageHeaders(states) }),
      ({ data }) => (data.remainingSeconds !== null && data.remainingSeconds <= 0 ? ranOut("") : emit(new SessionLimitPinged({ remainingSeconds: data.remainingSeconds }))),
      (error) => (sessionEnded(error) ? ranOut(error._tag === "ServerRefused" ? error.title : "") : emit(new SessionLimitPingFailed({ refusal: refusalOf(error) })))
    )
  })

export const dismissSessionLimitNotice: Handler<DismissSessionLimitNotice> = () => Effect.succeed(emit(new SessionLimitNoticeDismissed({})))

/**
 * The reality check's timer in local storage (SPEC.md 4): per player, the interval it counts and when the popup is
 * due, or that the player asked not to see it again. It survives a reload and is shared by the player's tabs.
 */
export const realityCheckStorageKey = (userId: number): string => `oddsfold.realityCheck.${userId}`

interface StoredRealityCheck {
  readonly minutes: number
  /** Epoch ms; null: the player asked not to see it again (at this interval). */
  readonly dueAt: number | null
}

const readStored = (text: string | undefined): StoredRealityCheck | undefined => {
  if (text === undefined) return undefined
  try {
    const value = JSON.parse(text) as Partial<StoredRealityCheck>
    if (typeof value.minutes !== "number" || (value.dueAt !== null && typeof value.dueAt !== "number")) return undefined
    return { minutes: value.minutes, dueAt: value.dueAt ?? null }
  } catch {
    return undefined
  }
}

const store = (userId: number, value: StoredRealityCheck) => Effect.flatMap(Storage, (storage) => storage.set("local", realityCheckStorageKey(userId), JSON.stringify(value)))
const storedOf = (userId: number) => Effect.map(Effect.flatMap(Storage, (storage) => storage.get("local", realityCheckStorageKey(userId))), readStored)

/**
 * Starts the reality check's timer at the player's interval, or takes up the one stored (a reload, another tab). A
 * stored time more than an interval overdue belongs to an earlier visit: the count starts again now.
 */
export const startRealityCheck: Handler<StartRealityCheck> = (command) =>
  Effect.gen(function* () {
    const states = yield* (yield* Query).states
    const userId = playerOf(states)
    if (userId === null) return emit()
    if (command.minutes <= 0) return emit(new RealityCheckStopped({}))
    const now = yield* Clock.currentTimeMillis
    const interval = command.minutes * 60_000
    const stored = yield* storedOf(userId)
    if (stored !== undefined && stored.minutes === command.minutes) {
      if (stored.dueAt === null) return emit(new RealityCheckStopped({}))
      if (stored.dueAt > now - interval) return emit(new RealityCheckScheduled({ minutes: command.minutes, dueAt: stored.dueAt }))
    }
    const dueAt = now + interval
    yield* store(userId, { minutes: command.minutes, dueAt })
    return emit(new RealityCheckScheduled({ minutes: command.minutes, dueAt }))
  })

/** The timer ran out: the popup, unless another tab answered it meanwhile (the stored time moved on, or stopped). */
export const showRealityCheck: Handler<ShowRealityCheck> = () =>
  Effect.gen(function* () {
    const states = yield* (yield* Query).states
    const userId = playerOf(states)
    const check = states.realityCheck
    if (userId === null || check.minutes === null || check.dueAt === null || check.shownAt !== null) return emit()
    const now = yield* Clock.currentTimeMillis
    const stored = yield* storedOf(userId)
    if (stored !== undefined && stored.minutes === check.minutes) {
      if (stored.dueAt === null) return emit(new RealityCheckStopped({}))
      if (stored.dueAt > now) return emit(new RealityCheckScheduled({ minutes: check.minutes, dueAt: stored.dueAt }))
    }
    if (now < check.dueAt) return emit()
    return emit(new RealityCheckShown({ minutes: check.minutes, shownAt: now }))
  })

/**
 * SPEC.md 4 "Reality check": the answer is reported (POST reality-check); the server says when the popup shows next.
 * Without its word, continue without do-not-show-again restarts the timer; log out ends the session.
 */
export const answerRealityCheck: Handler<AnswerRealityCheck> = (command) =>
  Effect.gen(function* () {
    const states = yield* (yield* Query).states
    const userId = playerOf(states)
    const { minutes, shownAt } = states.realityCheck
    if (userId === null || minutes === null || shownAt === null) return emit()
    const api = yield* Api
    const attributes = { action: command.action, do_not_show_again: command.doNotShowAgain, popup_show_at: Math.floor(shownAt / 1000) }
    const report = yield* api.limits.realityCheck({ payload: { data: { attributes } } }).pipe(Effect.either)
    const now = yield* Clock.currentTimeMillis
    const answered =
      report._tag === "Right"
        ? new RealityCheckAnswered({ action: command.action, doNotShowAgain: command.doNotShowAgain, staked: report.right.data.attributes.staked, won: report.right.data.attributes.won })
        : new RealityCheckReportFailed({ action: command.action, refusal: refusalOf(report.left) })
    if (command.action === "log_out") return emitThen([answered, new RealityCheckStopped({})], [new Logout({})])
    if (command.doNotShowAgain) {
      yield* store(userId, { minutes, dueAt: null })
      return emit(answered, new RealityCheckStopped({}))
    }
    const server = report._tag === "Right" ? report.right.data.attributes : undefined
    if (server?.next_show_at === null || (server === undefined && command.action !== "continue")) return emit(answered, new RealityCheckStopped({}))
    // The server says whether it shows again and after how long; this browser's clock times it (the two clocks may
    // disagree by minutes, and the popup must not come back at once, or never).
    const dueAt = now + (server?.interval_minutes ?? minutes) * 60_000
    yield* store(userId, { minutes, dueAt })
    return emit(answered, new RealityCheckScheduled({ minutes, dueAt }))
  })

/** SPEC.md 4 "Deposit limit to approve": at the approval time, the blocking popup (confirm or reject). */
export const showDepositApproval: Handler<ShowDepositApproval> = () =>
  Effect.gen(function* () {
    const states = yield* (yield* Query).states
    if (playerOf(states) === null || states.depositApproval.due) return emit()
    const limits = states.limits.limits
    const now = yield* nowSeconds
    const at = approvalPopupAt(limits)
    if (at === undefined || !isApprovalDue(limits, now)) return emit()
    return emit(new DepositApprovalDue({ limitTypes: limits.filter(isAwaitingApproval).map((limit) => limit.limitType), dueAt: at }))
  })
