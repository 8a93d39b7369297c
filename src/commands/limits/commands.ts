import { Schema } from "effect"
import { LimitRequest, RealityCheckAction } from "../../domain/api/limits"
import { LimitTypeCode } from "../../domain/limits/limitTypes"

/**
 * Responsible gaming's commands (SPEC.md 4 "Reality check", "Session limit", "Deposit limit to approve", "Limits
 * view"; 7 "Limits"). Every call is the signed-in player's own; a guest's command does nothing.
 */

/** Reads the player's limits (GET /limits): at sign-in when config enables a client limit id, and on the page. */
export class LoadLimits extends Schema.TaggedClass<LoadLimits>()("LoadLimits", {}) {}

/** Reads what the page offers: the values of each type (GET /availablelimits) and the self-exclusion reasons. */
export class LoadLimitOptions extends Schema.TaggedClass<LoadLimitOptions>()("LoadLimitOptions", {}) {}

/** Asks for new limits (POST /limits); a self-exclusion may come back with the questions of a test first. */
export class SaveLimits extends Schema.TaggedClass<SaveLimits>()("SaveLimits", {
  limits: Schema.Array(LimitRequest).pipe(Schema.minItems(1))
}) {}

/** The player's answers to the test a save asked for (POST /testanswers with the token kept in state). */
export class AnswerLimitTest extends Schema.TaggedClass<AnswerLimitTest>()("AnswerLimitTest", {
  answers: Schema.Array(Schema.Struct({ questionId: Schema.Int, answerId: Schema.Int }))
}) {}

/** The player closed the test without answering: nothing is saved. */
export class CloseLimitTest extends Schema.TaggedClass<CloseLimitTest>()("CloseLimitTest", {}) {}

/** Confirms every waiting change whose approval time has come (POST /limitaction, action confirm). */
export class ConfirmLimit extends Schema.TaggedClass<ConfirmLimit>()("ConfirmLimit", {}) {}

/** Rejects every waiting change (POST /limitaction, action reject): the limits that bind stay. */
export class RejectLimit extends Schema.TaggedClass<RejectLimit>()("RejectLimit", {}) {}

/** Cancels the waiting change of one type (DELETE /limit). */
export class CancelLimit extends Schema.TaggedClass<CancelLimit>()("CancelLimit", { limitType: LimitTypeCode }) {}

/** The player closed the page's last success or failure message. */
export class DismissLimitMessage extends Schema.TaggedClass<DismissLimitMessage>()("DismissLimitMessage", {}) {}

/** The 30 s ping while a session limit applies (POST /ping); its answer says how long is left today. */
export class PingSessionLimit extends Schema.TaggedClass<PingSessionLimit>()("PingSessionLimit", {}) {}

/** The player closed the permanent "session limit ended" message. */
export class DismissSessionLimitNotice extends Schema.TaggedClass<DismissSessionLimitNotice>()("DismissSessionLimitNotice", {}) {}

/**
 * (Re)reads the reality check's timer from local storage for the player's interval, or starts one: dispatched when
 * the limits say a reality check applies and the timer is not running for that interval.
 */
export class StartRealityCheck extends Schema.TaggedClass<StartRealityCheck>()("StartRealityCheck", { minutes: Schema.Int }) {}

/** The reality check's timer ran out: show the popup, unless another tab moved the stored time on. */
export class ShowRealityCheck extends Schema.TaggedClass<ShowRealityCheck>()("ShowRealityCheck", {}) {}

/** The player's answer to the popup: continue, log out, or nothing (closed it); and whether to stop showing it. */
export class AnswerRealityCheck extends Schema.TaggedClass<AnswerRealityCheck>()("AnswerRealityCheck", {
  action: RealityCheckAction,
  doNotShowAgain: Schema.Boolean
}) {}

/** A deposit limit's approval time came (startedAt + 86400 s): the blocking popup asks to confirm or reject. */
export class ShowDepositApproval extends Schema.TaggedClass<ShowDepositApproval>()("ShowDepositApproval", {}) {}

export const limitsCommands = [
  LoadLimits,
  LoadLimitOptions,
  SaveLimits,
  AnswerLimitTest,
  CloseLimitTest,
  ConfirmLimit,
  RejectLimit,
  CancelLimit,
  DismissLimitMessage,
  PingSessionLimit,
  DismissSessionLimitNotice,
  StartRealityCheck,
  ShowRealityCheck,
  AnswerRealityCheck,
  ShowDepositApproval
] as const
