import { randomUUID } from "node:crypto"
import { Clock, Context, Effect, Either, Layer, Option, Schema } from "effect"
import {
  type LimitActionAnswer,
  LimitForbidden,
  LimitNotDue,
  type LimitQuestion,
  LimitRefusalCode,
  type LimitRequest,
  type PingAnswer,
  type RealityCheckAnswer,
  type RealityCheckRequest,
  type ResponsibleGamingRefused,
  type SaveLimitsAnswer,
  SESSION_LIMIT_ENDED_TITLE,
  SessionLimitEnded,
  type TestAnswersAnswer,
  type TestAnswersRequest
} from "../../src/domain/api/limits"
import {
  type AvailableLimit,
  availableValuesOf,
  DAY_SECONDS,
  hasCoolingOff,
  isAllowedValue,
  isMoneyLimit,
  type Limit,
  LIMIT_TYPE_CODES,
  type LimitTypeCode,
  measureOf
} from "../../src/domain/limits/limitTypes"
import {
  approvalDueAt,
  canConfirm,
  confirmChange,
  type LimitRecord,
  pingCredit,
  rejectChange,
  requestChange,
  sessionDayOf,
  sessionSecondsLeft
} from "../../src/domain/limits/rules"
import { type LimitRow, type LimitsRepo, makeLimitsRepo } from "./repo"
import { responsibleGamingRefusal } from "./refusals"

const seconds = (date: Date): number => Math.floor(date.getTime() / 1000)
const dateOf = (secondsSinceEpoch: number): Date => new Date(secondsSinceEpoch * 1000)
const nowSeconds = Effect.map(Clock.currentTimeMillis, (ms) => Math.floor(ms / 1000))

/** How long the self-exclusion test's token lives. */
const TEST_TOKEN_SECONDS = 15 * 60

/** The self-exclusion test: the player shows they know what they ask for before it starts (answer 1 to each). */
const QUESTIONS: ReadonlyArray<LimitQuestion & { readonly correct: number }> = [
  {
    id: 1,
    question: "A self-exclusion cannot be cancelled or shortened once it starts. Do you understand?",
    answers: [
      { id: 1, answer: "Yes, I understand" },
      { id: 2, answer: "No" }
    ],
    correct: 1
  },
  {
    id: 2,
    question: "While you are self-excluded you cannot place bets or make deposits. Do you want to go ahead?",
    answers: [
      { id: 1, answer: "Yes, exclude me" },
      { id: 2, answer: "No, take me back" }
    ],
    correct: 1
  }
]
const publicQuestions: ReadonlyArray<LimitQuestion> = QUESTIONS.map(({ answers, id, question }) => ({ id, question, answers }))

const StoredRequests = Schema.Array(Schema.Struct({ limitType: Schema.Number, limitValue: Schema.Number, selfExcludeReason: Schema.NullOr(Schema.Number) }))

const forbidden = (title: string, field: number | null = null, code: number = LimitRefusalCode.changeRefused) =>
  new LimitForbidden({ status: 403, code, title, field: field === null ? null : `limitType ${field}` })

const recordOf = (row: LimitRow): LimitRecord => ({
  type: row.limit_type as LimitTypeCode,
  value: row.value ?? undefined,
  since: seconds(row.since),
  pending: row.pending_value === null || row.pending_started_at === null ? undefined : { value: row.pending_value, startedAt: seconds(row.pending_started_at) }
})

const rowOf = (record: LimitRecord, currency: string): LimitRow => ({
  limit_type: record.type,
  value: record.value ?? null,
  currency,
  since: dateOf(record.since),
  pending_value: record.pending?.value ?? null,
  pending_started_at: record.pending === undefined ? null : dateOf(record.pending.startedAt)
})

export interface LimitsServiceShape {
  readonly list: (userId: number) => Effect.Effect<ReadonlyArray<Limit>>
  readonly available: (userId: number) => Effect.Effect<ReadonlyArray<AvailableLimit>>
  readonly save: (userId: number, limits: ReadonlyArray<LimitRequest>) => Effect.Effect<SaveLimitsAnswer, LimitForbidden>
  readonly testAnswers: (userId: number, body: TestAnswersRequest) => Effect.Effect<TestAnswersAnswer, LimitForbidden>
  readonly action: (userId: number, action: "confirm" | "reject") => Effect.Effect<LimitActionAnswer, LimitNotDue>
  readonly cancel: (userId: number, type: LimitTypeCode) => Effect.Effect<LimitActionAnswer, LimitForbidden | LimitNotDue>
  /** A ping: the day's time counted; a used-up session limit answers SessionLimitEnded (the caller ends the session). */
  readonly ping: (userId: number) => Effect.Effect<PingAnswer, SessionLimitEnded>
  readonly blockUser: (userId: number, reason: string | null) => Effect.Effect<{ readonly success: boolean }>
  readonly realityCheck: (userId: number, sessionId: string, body: RealityCheckRequest) => Effect.Effect<RealityCheckAnswer>
}

export class LimitsService extends Context.Tag("oddsfold/server/LimitsService")<LimitsService, LimitsServiceShape>() {}

/**
 * What other areas ask of responsible gaming (the payments area, the coupon's edit bets, casino rounds): whether the
 * player may move this money now. Every check takes the player's responsible-gaming lock (migration 044), so two
 * deposits or stakes of one player are decided one after the other.
 */
export interface ResponsibleGamingShape {
  /**
   * Whether a deposit of `amountMinor` in `currency` may be credited now: refused while a self-exclusion, time-out
   * or self-block runs, or when it would take the gross deposits past a deposit limit (20-22, the lowest binding).
   * Run it inside the transaction that credits the deposit (or use `depositWithin`) so that two deposits at once
   * cannot cross a limit together.
   */
  readonly admitDeposit: (userId: number, currency: string, amountMinor: number) => Effect.Effect<void, ResponsibleGamingRefused>
  /** `credit` run in one database transaction after admitDeposit passed in it (the lock held until it commits). */
  readonly depositWithin: <A, E>(userId: number, currency: string, amountMinor: number, credit: Effect.Effect<A, E>) => Effect.Effect<A, E | ResponsibleGamingRefused>
  /** The same for a stake (wagering 1-3, loss 10-12, the session limit, the terms); run inside the posting's transaction. */
  readonly admitStake: (userId: number, currency: string, amountMinor: number) => Effect.Effect<void, ResponsibleGamingRefused>
  /** Whether a running self-exclusion, time-out or self-block shuts the player out now. */
  readonly isExcluded: (userId: number) => Effect.Effect<boolean>
}

export class ResponsibleGaming extends Context.Tag("oddsfold/server/ResponsibleGaming")<ResponsibleGaming, ResponsibleGamingShape>() {}

const admit = (repo: LimitsRepo, what: "stake" | "deposit") => (userId: number, currency: string, amountMinor: number) =>
  Effect.gen(function* () {
    const at = new Date(yield* Clock.currentTimeMillis)
    const found = yield* repo.refusal(userId, currency, amountMinor, at, what)
    if (Option.isNone(found)) return
    const row = found.value
    return yield* Effect.fail(responsibleGamingRefusal({ refusal: row.refusal, limitType: row.limit_type, remaining: row.remaining, until: row.until_at, currency }, what))
  })

export const ResponsibleGamingLive = Layer.effect(
  ResponsibleGaming,
  Effect.gen(function* () {
    const repo = yield* makeLimitsRepo
    const admitDeposit = admit(repo, "deposit")
    return {
      admitDeposit,
      depositWithin: (userId, currency, amountMinor, credit) => repo.transaction(Effect.zipRight(admitDeposit(userId, currency, amountMinor), credit)),
      admitStake: admit(repo, "stake"),
      isExcluded: (userId) => Effect.flatMap(Clock.currentTimeMillis, (ms) => Effect.map(repo.running(userId, new Date(ms)), (rows) => rows.length > 0))
    }
  })
)

export const LimitsServiceLive = Layer.effect(
  LimitsService,
  Effect.gen(function* () {
    const repo = yield* makeLimitsRepo

    const currencyOf = (userId: number) => Effect.map(repo.currencyOf(userId), Option.getOrElse(() => "RUB"))

    const list = (userId: number): Effect.Effect<ReadonlyArray<Limit>> =>
      Effect.gen(function* () {
        const now = yield* nowSeconds
        const at = dateOf(now)
        const rows = yield* repo.limits(userId)
        const out: Array<Limit> = []
        for (const row of rows) {
          const type = row.limit_type as LimitTypeCode
          const measure = measureOf(type, row.currency)
          let balance: number | null = null
          if (row.value !== null && isMoneyLimit(type)) balance = row.value - (yield* repo.used(userId, type, row.currency, at))
          if (row.value !== null && type === 31) {
            const today = yield* repo.sessionTime(userId, sessionDayOf(now))
            balance = sessionSecondsLeft(row.value, Option.match(today, { onNone: () => 0, onSome: (t) => t.used_seconds }))
          }
          if (row.value !== null) {
            out.push({ limitType: type, limitState: "ACTIVE", limitValue: row.value, limitBalance: balance, needApprove: false, measure, startedAt: seconds(row.since), endsAt: null, selfExcludeReason: null })
          }
          if (row.pending_value !== null && row.pending_started_at !== null) {
            out.push({
              limitType: type,
              limitState: "PENDING",
              limitValue: row.pending_value,
              limitBalance: null,
              needApprove: true,
              measure,
              startedAt: seconds(row.pending_started_at),
              endsAt: null,
              selfExcludeReason: null
            })
          }
        }
        for (const term of yield* repo.running(userId, at)) {
          out.push({
            limitType: term.limit_type as LimitTypeCode,
            limitState: "ACTIVE",
            limitValue: term.ends_at === null ? 0 : Math.round((seconds(term.ends_at) - seconds(term.started_at)) / DAY_SECONDS),
            limitBalance: null,
            needApprove: false,
            measure: measureOf(term.limit_type as LimitTypeCode, ""),
            startedAt: seconds(term.started_at),
            endsAt: term.ends_at === null ? null : seconds(term.ends_at),
            selfExcludeReason: term.reason
          })
        }
        return out
      })

    /** The requests checked before anything is written: a value offered for its type, no lock (37), one per type. */
    const validate = (requests: ReadonlyArray<LimitRequest>): Effect.Effect<void, LimitForbidden> =>
      Effect.gen(function* () {
        const seen = new Set<number>()
        for (const request of requests) {
          if (seen.has(request.limitType)) return yield* forbidden(`limit type ${request.limitType} is asked for twice`, request.limitType)
          seen.add(request.limitType)
          if (request.limitType === 37) return yield* forbidden("the extra-limits lock is set by blocking the account (BlockUser)", 37)
          if (!isAllowedValue(request.limitType, request.limitValue)) {
            return yield* forbidden(`${request.limitValue} is not a value offered for limit type ${request.limitType}`, request.limitType)
          }
          if (request.limitType === 30 && request.selfExcludeReason === null) return yield* forbidden("a self-exclusion needs a reason", 30)
        }
      })

    /** Writes the requests at `now` under the player's lock (in the caller's transaction). */
    const apply = (userId: number, requests: ReadonlyArray<{ readonly limitType: number; readonly limitValue: number; readonly selfExcludeReason: number | null }>) =>
      Effect.gen(function* () {
        yield* repo.lock(userId)
        const now = yield* nowSeconds
        const at = dateOf(now)
        const currency = yield* currencyOf(userId)
        const rows = new Map((yield* repo.limits(userId)).map((row) => [row.limit_type, row]))
        const running = yield* repo.running(userId, at)
        for (const request of requests) {
          const type = request.limitType as LimitTypeCode
          if (type === 30 || type === 33) {
            if (running.some((term) => term.limit_type === type)) {
              return yield* forbidden(type === 30 ? "a self-exclusion is running: it cannot be changed until it ends" : "a time-out is running: it cannot be changed until it ends", type)
            }
            yield* repo.exclude(userId, type, at, dateOf(now + request.limitValue * DAY_SECONDS), type === 30 ? request.selfExcludeReason : null, null)
            continue
          }
          const row = rows.get(type)
          const record: LimitRecord = row === undefined ? { type, value: undefined, since: now, pending: undefined } : recordOf(row)
          // A money limit kept in another currency is replaced whole (its amounts mean nothing in the new one).
          const base = row !== undefined && isMoneyLimit(type) && row.currency !== currency ? { ...record, value: undefined, pending: undefined } : record
          const next = requestChange(base, request.limitValue, now)
          if (next.value === undefined && next.pending === undefined) yield* repo.deleteLimit(userId, type)
          else yield* repo.saveLimit(userId, rowOf(next, currency))
        }
      })

    const needsTest = (requests: ReadonlyArray<LimitRequest>) => requests.some((request) => request.limitType === 30)

    const save = (userId: number, requests: ReadonlyArray<LimitRequest>): Effect.Effect<SaveLimitsAnswer, LimitForbidden> =>
      Effect.gen(function* () {
        yield* validate(requests)
        if (needsTest(requests)) {
          const now = yield* nowSeconds
          yield* repo.dropExpiredTokens(dateOf(now))
          const token = randomUUID()
          yield* repo.saveToken(token, userId, requests, dateOf(now + TEST_TOKEN_SECONDS))
          return { status: 200, data: { questions: publicQuestions, tokenGuid: token, limitsData: yield* list(userId) } }
        }
        yield* repo.transaction(apply(userId, requests))
        return { status: 200, data: { questions: [], tokenGuid: null, limitsData: yield* list(userId) } }
      })

    const testAnswers = (userId: number, body: TestAnswersRequest): Effect.Effect<TestAnswersAnswer, LimitForbidden> =>
      Effect.gen(function* () {
        const now = yield* nowSeconds
        const found = yield* repo.token(body.tokenGuid, userId)
        if (Option.isNone(found) || seconds(found.value.expires_at) <= now) {
          return yield* forbidden("the test has expired: save the limits again", null, LimitRefusalCode.tokenExpired)
        }
        const questionsResult = QUESTIONS.map((question) => ({
          questionId: question.id,
          correct: body.answers.some((answer) => answer.questionId === question.id && answer.answerId === question.correct)
        }))
        const success = questionsResult.every((result) => result.correct)
        if (!success) return { questionsResult, success, limitsData: yield* list(userId) }
        const requests = yield* Effect.orDie(Schema.decodeUnknown(StoredRequests)(found.value.limits))
        yield* repo.transaction(Effect.zipRight(apply(userId, requests), repo.dropToken(body.tokenGuid)))
        return { questionsResult, success, limitsData: yield* list(userId) }
      })

    const action = (userId: number, kind: "confirm" | "reject"): Effect.Effect<LimitActionAnswer, LimitNotDue> =>
      Effect.gen(function* () {
        const title = yield* repo.transaction(
          Effect.gen(function* () {
            yield* repo.lock(userId)
            const now = yield* nowSeconds
            const currency = yield* currencyOf(userId)
            const pending = (yield* repo.limits(userId)).filter((row) => row.pending_value !== null)
            if (pending.length === 0) return yield* new LimitNotDue({ status: 409, code: LimitRefusalCode.nothingPending, title: "no limit change is waiting", dueAt: null })
            if (kind === "reject") {
              for (const row of pending) {
                const next = rejectChange(recordOf(row))
                if (next.value === undefined) yield* repo.deleteLimit(userId, row.limit_type)
                else yield* repo.saveLimit(userId, rowOf(next, row.currency))
              }
              return "The waiting limit changes were cancelled: your limits stay as they are."
            }
            const records = pending.map(recordOf)
            const due = records.filter((record) => record.pending !== undefined && canConfirm(record.pending, now))
            if (due.length === 0) {
              const dueAt = Math.min(...records.map((record) => approvalDueAt(record.pending!)))
              return yield* new LimitNotDue({ status: 409, code: LimitRefusalCode.notYetDue, title: "the new limits can be confirmed once 24 hours have passed", dueAt })
            }
            for (const record of due) {
              const confirmed = confirmChange(record, now)
              if (Either.isLeft(confirmed)) continue
              if (confirmed.right.value === undefined) yield* repo.deleteLimit(userId, record.type)
              else yield* repo.saveLimit(userId, rowOf(confirmed.right, currency))
            }
            return "Your new limits are confirmed."
          })
        )
        return { status: 200, title, limitsData: yield* list(userId) }
      })

    const cancel = (userId: number, type: LimitTypeCode): Effect.Effect<LimitActionAnswer, LimitForbidden | LimitNotDue> =>
      Effect.gen(function* () {
        const title = yield* repo.transaction(
          Effect.gen(function* () {
            yield* repo.lock(userId)
            const now = yield* nowSeconds
            if (type === 30 || type === 33 || type === 37) {
              const running = yield* repo.running(userId, dateOf(now))
              if (running.some((term) => term.limit_type === type)) return yield* forbidden("a self-exclusion, time-out or block cannot be cancelled: it runs to its end", type)
              return yield* new LimitNotDue({ status: 409, code: LimitRefusalCode.nothingPending, title: "nothing of this type is running", dueAt: null })
            }
            const row = (yield* repo.limits(userId)).find((one) => one.limit_type === type)
            if (row === undefined || row.pending_value === null || !hasCoolingOff(type)) {
              return yield* new LimitNotDue({ status: 409, code: LimitRefusalCode.nothingPending, title: "no change of this limit is waiting", dueAt: null })
            }
            const next = rejectChange(recordOf(row))
            if (next.value === undefined) yield* repo.deleteLimit(userId, type)
            else yield* repo.saveLimit(userId, rowOf(next, row.currency))
            return "The waiting limit change was cancelled."
          })
        )
        return { status: 200, title, limitsData: yield* list(userId) }
      })

    const ping = (userId: number): Effect.Effect<PingAnswer, SessionLimitEnded> =>
      Effect.gen(function* () {
        const outcome = yield* repo.transaction(
          Effect.gen(function* () {
            yield* repo.lock(userId)
            const now = yield* nowSeconds
            const day = sessionDayOf(now)
            const last = yield* repo.lastPing(userId)
            const credit = pingCredit(Option.getOrUndefined(Option.map(last, seconds)), now)
            const used = yield* repo.addSessionTime(userId, day, credit, dateOf(now))
            const limit = (yield* repo.limits(userId)).find((row) => row.limit_type === 31 && row.value !== null)
            if (limit === undefined) return { remainingSeconds: null }
            const left = sessionSecondsLeft(limit.value!, used)
            return { remainingSeconds: left }
          })
        )
        if (outcome.remainingSeconds !== null && outcome.remainingSeconds <= 0) {
          return yield* new SessionLimitEnded({ status: 403, code: LimitRefusalCode.sessionLimitEnded, title: SESSION_LIMIT_ENDED_TITLE })
        }
        return { data: outcome }
      })

    const blockUser = (userId: number, reason: string | null) =>
      repo.transaction(
        Effect.gen(function* () {
          yield* repo.lock(userId)
          const now = yield* nowSeconds
          const running = yield* repo.running(userId, dateOf(now))
          if (!running.some((term) => term.limit_type === 37)) yield* repo.exclude(userId, 37, dateOf(now), null, null, reason)
          return { success: true }
        })
      )

    const realityCheck = (userId: number, sessionId: string, body: RealityCheckRequest): Effect.Effect<RealityCheckAnswer> =>
      Effect.gen(function* () {
        const { action: act, do_not_show_again, popup_show_at } = body.data.attributes
        const now = yield* nowSeconds
        // A popup time from the future is the client's clock running fast: the server's time is kept instead.
        const shownAt = Math.min(popup_show_at, now)
        yield* repo.saveReality(userId, do_not_show_again, act, dateOf(shownAt), dateOf(now))
        const interval = (yield* repo.limits(userId)).find((row) => row.limit_type === 32 && row.value !== null)?.value ?? null
        const started = Option.getOrElse(yield* repo.sessionStartedAt(sessionId), () => dateOf(now))
        const play = yield* repo.playSince(userId, started)
        const loggedOut = act === "log_out"
        const next = interval === null || do_not_show_again || loggedOut || act === "nothing" ? null : now + interval * 60
        return {
          data: {
            attributes: { action: act, do_not_show_again, interval_minutes: interval, next_show_at: next, staked: play.staked, won: play.won, loggedOut }
          }
        }
      })

    return {
      list,
      available: (userId) =>
        Effect.map(currencyOf(userId), (currency) =>
          LIMIT_TYPE_CODES.filter((type) => type !== 37).map((type) => ({ type, measure: measureOf(type, currency), availableValues: [...availableValuesOf(type, currency)] }))
        ),
      save,
      testAnswers,
      action,
      cancel,
      ping,
      blockUser,
      realityCheck
    }
  })
)
