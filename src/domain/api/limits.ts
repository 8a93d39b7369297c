import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema } from "@effect/platform"
import { Schema } from "effect"
import { AvailableLimit, Limit, LimitTypeCode, SelfExcludeReason } from "../limits/limitTypes"
import { PlayerText } from "../playerText"
import { CREDENTIAL_PLACEHOLDER, LoggedAnswer, LoggedRequest, StringInLog } from "./credentials"
import { Unauthorized } from "./errors"
import { HeaderNames } from "./shared"

/**
 * The limits area's calls (SPEC.md 7 "Limits" and the reality-check call). Every call is the signed-in player's own
 * (no session: 401 Unauthorized). Refusals carry `status` and `title` (SPEC.md 8 "Limit save failure": the client
 * shows the title, "forbidden" with an empty title by default). Times are seconds since the epoch.
 */

/** SPEC.md 7: the limit service's base path. */
export const LIMITS_BASE = "/limit-service-api/api/external/web/v3"
/** The reality-check call's path. */
export const REALITY_CHECK_PATH = "/web-api/api/web/user/v1/reality-check"

/** The player's language for the service's titles (SPEC.md 7: header X-Language). */
const LanguageHeaders = Schema.Struct({
  [HeaderNames.language]: Schema.optional(Schema.String.pipe(Schema.pattern(/^[a-z]{2}(-[A-Za-z]{2})?$/, { message: () => "a language code such as en" })))
})

/**
 * The `code` of every responsible-gaming refusal, so the coupon, the cashier and the limits page tell them apart.
 */
export const LimitRefusalCode = {
  /** A stake would cross a wagering limit (types 1-3). */
  wageringLimit: 40,
  /** A stake would cross a loss limit (types 10-12). */
  lossLimit: 41,
  /** A deposit would cross a deposit limit (types 20-22). */
  depositLimit: 42,
  /** Self-excluded (type 30) or self-blocked (type 37): no bets and no deposits until the term ends. */
  selfExcluded: 43,
  /** A time-out (type 33): no bets and no deposits until it ends. */
  timeOut: 44,
  /** The daily session limit is used up. */
  sessionLimitEnded: 45,
  /** A limit change the service does not take (a running term, a value not offered, a field named in `field`). */
  changeRefused: 46,
  /** A waiting change whose approval time has not come (the due time in `dueAt`). */
  notYetDue: 47,
  /** Nothing waits for confirmation or rejection. */
  nothingPending: 48,
  /** The test-answers token is unknown, used or expired. */
  tokenExpired: 49
} as const

/** SPEC.md 8 "Session limit ended": the text the client shows when the daily session limit ran out. */
export const SESSION_LIMIT_ENDED_TITLE = "Your daily session limit has ended. Please visit us tomorrow."

/** A limit the player asks for: its type and value, and for a self-exclusion the reason's id. */
export const LimitRequest = Schema.Struct({
  limitType: LimitTypeCode,
  limitValue: Schema.Int,
  selfExcludeReason: Schema.optionalWith(Schema.NullOr(Schema.Int.pipe(Schema.between(1, 99))), { default: () => null })
})
export type LimitRequest = typeof LimitRequest.Type

export const SaveLimitsRequest = Schema.Struct({ limits: Schema.Array(LimitRequest).pipe(Schema.minItems(1), Schema.maxItems(14)) })
export type SaveLimitsRequest = typeof SaveLimitsRequest.Type

/** A question of the self-exclusion test and the answers offered. */
export const LimitQuestion = Schema.Struct({
  id: Schema.Int,
  question: Schema.String,
  answers: Schema.Array(Schema.Struct({ id: Schema.Int, answer: Schema.String }))
})
export type LimitQuestion = typeof LimitQuestion.Type

export const TokenGuid = Schema.String.pipe(Schema.pattern(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/, { message: () => "a token guid" }))

/**
 * POST /limits' answer: status 200 and the limits as they are now, or (a self-exclusion asked for) the questions of
 * the test and the token to answer them with: nothing is saved until POST /testanswers passes.
 */
export const SaveLimitsAnswer = Schema.Struct({
  status: Schema.Int,
  data: Schema.Struct({ questions: Schema.Array(LimitQuestion), tokenGuid: Schema.NullOr(TokenGuid), limitsData: Schema.Array(Limit) })
})
export type SaveLimitsAnswer = typeof SaveLimitsAnswer.Type
/** The same answer as the client's log keeps it: the test's token is a secret (an exported log holds the placeholder). */
const SaveLimitsAnswerInLog = Schema.Struct({
  status: Schema.Int,
  data: Schema.Struct({ questions: Schema.Array(LimitQuestion), tokenGuid: Schema.NullOr(StringInLog), limitsData: Schema.Array(Limit) })
})

export const LimitsAnswer = Schema.Struct({ data: Schema.Array(Limit) })
export type LimitsAnswer = typeof LimitsAnswer.Type

export const TestAnswersRequest = Schema.Struct({
  tokenGuid: TokenGuid,
  answers: Schema.Array(Schema.Struct({ questionId: Schema.Int, answerId: Schema.Int })).pipe(Schema.maxItems(20))
})
export type TestAnswersRequest = typeof TestAnswersRequest.Type
/** The answers' request as the client's log keeps it: the token as the placeholder. */
const testAnswersInLog = (request: unknown): unknown => {
  const { payload } = request as { readonly payload: TestAnswersRequest }
  return { ...(request as object), payload: { ...payload, tokenGuid: CREDENTIAL_PLACEHOLDER } }
}

export const TestAnswersAnswer = Schema.Struct({
  questionsResult: Schema.Array(Schema.Struct({ questionId: Schema.Int, correct: Schema.Boolean })),
  success: Schema.Boolean,
  limitsData: Schema.Array(Limit)
})
export type TestAnswersAnswer = typeof TestAnswersAnswer.Type

/** SPEC.md 7: confirm or reject every waiting change (method 1). */
export const LimitActionRequest = Schema.Struct({ action: Schema.Literal("confirm", "reject") })
export type LimitActionRequest = typeof LimitActionRequest.Type

/** SPEC.md 8 "Limit action success": the server's title, and the limits after the action. */
export const LimitActionAnswer = Schema.Struct({ status: Schema.Int, title: Schema.String, limitsData: Schema.Array(Limit) })
export type LimitActionAnswer = typeof LimitActionAnswer.Type

/** A ping's answer: the seconds of play left today (null: no session limit). */
export const PingAnswer = Schema.Struct({ data: Schema.Struct({ remainingSeconds: Schema.NullOr(Schema.Int) }) })
export type PingAnswer = typeof PingAnswer.Type

export const BlockUserAnswer = Schema.Struct({ success: Schema.Boolean })

/** SPEC.md 3 "Reality-check request". */
export const RealityCheckAction = Schema.Literal("continue", "log_out", "nothing")
export type RealityCheckAction = typeof RealityCheckAction.Type

export const RealityCheckRequest = Schema.Struct({
  data: Schema.Struct({
    attributes: Schema.Struct({
      action: RealityCheckAction,
      do_not_show_again: Schema.Boolean,
      /** When the popup showed (seconds since the epoch). */
      popup_show_at: Schema.Int.pipe(Schema.nonNegative())
    })
  })
})
export type RealityCheckRequest = typeof RealityCheckRequest.Type

/**
 * The reality check after the action: the player's interval (minutes, null: none set), whether the popup stays
 * hidden, when it shows next (seconds, null: never) and the player's play since sign-in (stakes and net result in
 * minor units of the main currency).
 */
export const RealityCheckAnswer = Schema.Struct({
  data: Schema.Struct({
    attributes: Schema.Struct({
      action: RealityCheckAction,
      do_not_show_again: Schema.Boolean,
      interval_minutes: Schema.NullOr(Schema.Int),
      next_show_at: Schema.NullOr(Schema.Int),
      staked: Schema.Int,
      won: Schema.Int,
      loggedOut: Schema.Boolean
    })
  })
})
export type RealityCheckAnswer = typeof RealityCheckAnswer.Type

/** A change the limit service does not take (403, SPEC.md 8 "default forbidden"); `field` names the limit type if one. */
export class LimitForbidden extends Schema.TaggedError<LimitForbidden>()(
  "LimitForbidden",
  { status: Schema.Literal(403), code: Schema.Int, title: Schema.String, field: Schema.NullOr(Schema.String) },
  HttpApiSchema.annotations({ status: 403 })
) {}

/** A waiting change confirmed before its approval time, or nothing waiting: 409 with the due time if one. */
export class LimitNotDue extends Schema.TaggedError<LimitNotDue>()(
  "LimitNotDue",
  { status: Schema.Literal(409), code: Schema.Int, title: Schema.String, dueAt: Schema.NullOr(Schema.Int) },
  HttpApiSchema.annotations({ status: 409 })
) {}

/** SPEC.md 8 "Session limit ended": the session was ended by the server; the client shows the title and logs out. */
export class SessionLimitEnded extends Schema.TaggedError<SessionLimitEnded>()(
  "SessionLimitEnded",
  { status: Schema.Literal(403), code: Schema.Literal(LimitRefusalCode.sessionLimitEnded), title: Schema.String },
  HttpApiSchema.annotations({ status: 403 })
) {}

/**
 * A bet or deposit refused by the player's limits or exclusion (code 40-45): the limit type that refused it, what is
 * left of it (minor units, money limits only) and until when an exclusion runs (seconds, null: until lifted).
 */
export class ResponsibleGamingRefused extends Schema.TaggedError<ResponsibleGamingRefused>()(
  "ResponsibleGamingRefused",
  {
    status: Schema.Literal(403),
    code: Schema.Int,
    title: Schema.String,
    message: Schema.String,
    limitType: LimitTypeCode,
    remaining: Schema.NullOr(Schema.Int),
    until: Schema.NullOr(Schema.Int)
  },
  HttpApiSchema.annotations({ status: 403 })
) {}

export const limitsGroup = HttpApiGroup.make("limits")
  .add(HttpApiEndpoint.get("limits", `${LIMITS_BASE}/limits`).setHeaders(LanguageHeaders).addSuccess(LimitsAnswer).addError(Unauthorized).addError(SessionLimitEnded))
  .add(
    HttpApiEndpoint.post("saveLimits", `${LIMITS_BASE}/limits`)
      .setHeaders(LanguageHeaders)
      .setPayload(SaveLimitsRequest)
      .addSuccess(SaveLimitsAnswer)
      .addError(Unauthorized)
      .addError(LimitForbidden)
      .annotate(LoggedAnswer, SaveLimitsAnswerInLog)
  )
  .add(HttpApiEndpoint.get("availableLimits", `${LIMITS_BASE}/availablelimits`).setHeaders(LanguageHeaders).addSuccess(Schema.Struct({ data: Schema.Array(AvailableLimit) })).addError(Unauthorized))
  .add(
    HttpApiEndpoint.get("selfExcludeReasons", `${LIMITS_BASE}/reasons/selfexclude`)
      .setHeaders(LanguageHeaders)
      .addSuccess(Schema.Struct({ data: Schema.Array(SelfExcludeReason) }))
      .addError(Unauthorized)
  )
  .add(
    HttpApiEndpoint.post("testAnswers", `${LIMITS_BASE}/testanswers`)
      .setHeaders(LanguageHeaders)
      .setPayload(TestAnswersRequest)
      .addSuccess(TestAnswersAnswer)
      .addError(Unauthorized)
      .addError(LimitForbidden)
      .annotate(LoggedRequest, testAnswersInLog)
  )
  .add(
    HttpApiEndpoint.post("limitAction", `${LIMITS_BASE}/limitaction`)
      .setHeaders(LanguageHeaders)
      .setPayload(LimitActionRequest)
      .addSuccess(LimitActionAnswer)
      .addError(Unauthorized)
      .addError(LimitNotDue)
  )
  .add(
    // Cancels the waiting change of one type (the other cancel method); a running self-exclusion or time-out: 403.
    HttpApiEndpoint.del("cancelLimit", `${LIMITS_BASE}/limit`)
      .setHeaders(LanguageHeaders)
      .setUrlParams(Schema.Struct({ limitType: Schema.compose(Schema.NumberFromString, LimitTypeCode) }))
      .addSuccess(LimitActionAnswer)
      .addError(Unauthorized)
      .addError(LimitForbidden)
      .addError(LimitNotDue)
  )
  .add(HttpApiEndpoint.post("ping", `${LIMITS_BASE}/ping`).setHeaders(LanguageHeaders).addSuccess(PingAnswer).addError(Unauthorized).addError(SessionLimitEnded))
  .add(
    // Self-block (type 37 with no end): no bets and no deposits until the operator lifts it. success false on error.
    HttpApiEndpoint.post("blockUser", `${LIMITS_BASE}/BlockUser`)
      .setHeaders(LanguageHeaders)
      .setPayload(Schema.Struct({ reason: Schema.optionalWith(Schema.NullOr(PlayerText(500)), { default: () => null }) }))
      .addSuccess(BlockUserAnswer)
      .addError(Unauthorized)
  )
  .add(
    HttpApiEndpoint.post("realityCheck", REALITY_CHECK_PATH)
      .setPayload(RealityCheckRequest)
      .addSuccess(RealityCheckAnswer)
      .addError(Unauthorized)
  )
