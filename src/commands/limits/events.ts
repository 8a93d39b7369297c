import { Schema } from "effect"
import { LimitQuestion, RealityCheckAction } from "../../domain/api/limits"
import { AvailableLimit, Limit, LimitTypeCode, SelfExcludeReason } from "../../domain/limits/limitTypes"
import { Secret } from "../secret"
import { version } from "../version"

/**
 * Responsible gaming's facts. A refusal is its status and the server's title (SPEC.md 8 "Limit save failure": status
 * and title, default forbidden with an empty title), never a transport class. The test's token is a Secret: an
 * exported log shows the placeholder.
 */
export const LimitRefusal = Schema.Struct({
  status: Schema.Int,
  title: Schema.String,
  /** The limit service's refusal code (src/domain/api/limits.ts LimitRefusalCode), when it gave one. */
  code: Schema.NullOr(Schema.Int)
})
export type LimitRefusal = typeof LimitRefusal.Type

/** Which answer of the limit service a message is about. */
export const LimitAction = Schema.Literal("confirm", "reject", "cancel")
export type LimitAction = typeof LimitAction.Type

/** The player's limits as the service answered them, for the player who asked (`userId`). */
export class LimitsLoaded extends Schema.TaggedClass<LimitsLoaded>()("LimitsLoaded", {
  ...version(1),
  userId: Schema.Int,
  limits: Schema.Array(Limit),
  /** When they were read (seconds since the epoch): the page counts hours left from it. */
  at: Schema.Int
}) {}
export class LimitsLoadFailed extends Schema.TaggedClass<LimitsLoadFailed>()("LimitsLoadFailed", { ...version(1), refusal: LimitRefusal }) {}

export class LimitOptionsLoaded extends Schema.TaggedClass<LimitOptionsLoaded>()("LimitOptionsLoaded", {
  ...version(1),
  available: Schema.Array(AvailableLimit),
  reasons: Schema.Array(SelfExcludeReason)
}) {}
export class LimitOptionsLoadFailed extends Schema.TaggedClass<LimitOptionsLoadFailed>()("LimitOptionsLoadFailed", { ...version(1), refusal: LimitRefusal }) {}

/** The limits after a save (or after a passed test): they replace the ones shown. */
export class LimitsSaved extends Schema.TaggedClass<LimitsSaved>()("LimitsSaved", {
  ...version(1),
  limits: Schema.Array(Limit),
  at: Schema.Int
}) {}
export class LimitSaveFailed extends Schema.TaggedClass<LimitSaveFailed>()("LimitSaveFailed", {
  ...version(1),
  refusal: LimitRefusal,
  /** The limit type the service blamed, when it named one. */
  field: Schema.NullOr(Schema.String)
}) {}

/** The save asked for a test first: its questions, and the token the answers go with. Nothing is saved yet. */
export class LimitTestAsked extends Schema.TaggedClass<LimitTestAsked>()("LimitTestAsked", {
  ...version(1),
  questions: Schema.Array(LimitQuestion),
  tokenGuid: Secret
}) {}
/** The test was not passed: which answers were right; the limits are read again. */
export class LimitTestFailed extends Schema.TaggedClass<LimitTestFailed>()("LimitTestFailed", {
  ...version(1),
  questionsResult: Schema.Array(Schema.Struct({ questionId: Schema.Int, correct: Schema.Boolean }))
}) {}
export class LimitTestClosed extends Schema.TaggedClass<LimitTestClosed>()("LimitTestClosed", { ...version(1) }) {}

/** A confirm, reject or cancel the service took: its title (may be empty) and the limits after it. */
export class LimitActionSucceeded extends Schema.TaggedClass<LimitActionSucceeded>()("LimitActionSucceeded", {
  ...version(1),
  action: LimitAction,
  limitType: Schema.NullOr(LimitTypeCode),
  title: Schema.String,
  limits: Schema.Array(Limit),
  at: Schema.Int
}) {}
export class LimitActionFailed extends Schema.TaggedClass<LimitActionFailed>()("LimitActionFailed", {
  ...version(1),
  action: LimitAction,
  refusal: LimitRefusal
}) {}
export class LimitMessageDismissed extends Schema.TaggedClass<LimitMessageDismissed>()("LimitMessageDismissed", { ...version(1) }) {}

/** A ping's answer: seconds of play left today (null: no session limit any more). */
export class SessionLimitPinged extends Schema.TaggedClass<SessionLimitPinged>()("SessionLimitPinged", {
  ...version(1),
  remainingSeconds: Schema.NullOr(Schema.Int)
}) {}
/** A ping the server did not answer (network, a refusal other than the limit's end): the next one tries again. */
export class SessionLimitPingFailed extends Schema.TaggedClass<SessionLimitPingFailed>()("SessionLimitPingFailed", { ...version(1), refusal: LimitRefusal }) {}
/**
 * SPEC.md 4 and 8 "Session limit ended": the daily session limit ran out; the permanent message shows (the server's
 * title, or the site's text when it gave none) and the player is logged out.
 */
export class SessionLimitRanOut extends Schema.TaggedClass<SessionLimitRanOut>()("SessionLimitRanOut", { ...version(1), title: Schema.String }) {}
export class SessionLimitNoticeDismissed extends Schema.TaggedClass<SessionLimitNoticeDismissed>()("SessionLimitNoticeDismissed", { ...version(1) }) {}

/** The reality check's timer runs: the popup is due at `dueAt` (epoch ms), every `minutes`. */
export class RealityCheckScheduled extends Schema.TaggedClass<RealityCheckScheduled>()("RealityCheckScheduled", {
  ...version(1),
  minutes: Schema.Int,
  dueAt: Schema.Number
}) {}
/** The player asked not to see it again, or no reality check applies: no timer runs. */
export class RealityCheckStopped extends Schema.TaggedClass<RealityCheckStopped>()("RealityCheckStopped", { ...version(1) }) {}
/** The popup shows, since `shownAt` (epoch ms), after `minutes` of play. */
export class RealityCheckShown extends Schema.TaggedClass<RealityCheckShown>()("RealityCheckShown", {
  ...version(1),
  minutes: Schema.Int,
  shownAt: Schema.Number
}) {}
/** The player's answer, as reported; what the server counted of their play since sign-in (minor units). */
export class RealityCheckAnswered extends Schema.TaggedClass<RealityCheckAnswered>()("RealityCheckAnswered", {
  ...version(1),
  action: RealityCheckAction,
  doNotShowAgain: Schema.Boolean,
  staked: Schema.NullOr(Schema.Int),
  won: Schema.NullOr(Schema.Int)
}) {}
/** The answer could not be reported (the popup closes all the same: the player's choice stands on this page). */
export class RealityCheckReportFailed extends Schema.TaggedClass<RealityCheckReportFailed>()("RealityCheckReportFailed", {
  ...version(1),
  action: RealityCheckAction,
  refusal: LimitRefusal
}) {}

/** A deposit limit waits for the player's word past its approval time: the blocking popup shows. */
export class DepositApprovalDue extends Schema.TaggedClass<DepositApprovalDue>()("DepositApprovalDue", {
  ...version(1),
  limitTypes: Schema.Array(LimitTypeCode),
  dueAt: Schema.Int
}) {}

export const limitsEvents = [
  LimitsLoaded,
  LimitsLoadFailed,
  LimitOptionsLoaded,
  LimitOptionsLoadFailed,
  LimitsSaved,
  LimitSaveFailed,
  LimitTestAsked,
  LimitTestFailed,
  LimitTestClosed,
  LimitActionSucceeded,
  LimitActionFailed,
  LimitMessageDismissed,
  SessionLimitPinged,
  SessionLimitPingFailed,
  SessionLimitRanOut,
  SessionLimitNoticeDismissed,
  RealityCheckScheduled,
  RealityCheckStopped,
  RealityCheckShown,
  RealityCheckAnswered,
  RealityCheckReportFailed,
  DepositApprovalDue
] as const

/** The events that record a server's answer. */
export const limitsServerAnswers = [
  LimitsLoaded,
  LimitsLoadFailed,
  LimitOptionsLoaded,
  LimitOptionsLoadFailed,
  LimitsSaved,
  LimitSaveFailed,
  LimitTestAsked,
  LimitTestFailed,
  LimitActionSucceeded,
  LimitActionFailed,
  SessionLimitPinged,
  SessionLimitPingFailed,
  RealityCheckAnswered,
  RealityCheckReportFailed
] as const
