import { Schema } from "effect"
import { LimitQuestion } from "../../domain/api/limits"
import { AvailableLimit, Limit, SelfExcludeReason } from "../../domain/limits/limitTypes"
import { afterReject } from "../../domain/limits/view"
import { Secret } from "../../domain/secret"
import { playerScoped } from "../playerScoped"

const Refusal = Schema.Struct({ status: Schema.Int, title: Schema.String, code: Schema.NullOr(Schema.Int) })

/** The page's last word on a save or an action (SPEC.md 8): what it was about, and the server's title if any. */
export const LimitMessage = Schema.Union(
  Schema.TaggedStruct("saved", {}),
  Schema.TaggedStruct("saveFailed", { refusal: Refusal, field: Schema.NullOr(Schema.String) }),
  Schema.TaggedStruct("testFailed", { wrong: Schema.Int }),
  Schema.TaggedStruct("actionSucceeded", { action: Schema.Literal("confirm", "reject", "cancel"), title: Schema.String }),
  Schema.TaggedStruct("actionFailed", { action: Schema.Literal("confirm", "reject", "cancel"), refusal: Refusal })
)
export type LimitMessage = typeof LimitMessage.Type

/**
 * The signed-in player's limits (SPEC.md 3 "Limit", 4 "Limits view"): as the limit service last answered them, when
 * (seconds since the epoch, for the hours a pending change still waits), what the page offers, the test a save asked
 * for (its token a Secret: never in an export) and the last message.
 */
export const LimitsState = Schema.Struct({
  owner: Schema.NullOr(Schema.Int),
  status: Schema.Literal("idle", "loaded", "failed"),
  limits: Schema.Array(Limit),
  /** When the limits were read (seconds since the epoch); 0 before. */
  at: Schema.Int,
  loadRefusal: Schema.NullOr(Refusal),
  options: Schema.Literal("idle", "loaded", "failed"),
  available: Schema.Array(AvailableLimit),
  reasons: Schema.Array(SelfExcludeReason),
  test: Schema.NullOr(Schema.Struct({ questions: Schema.Array(LimitQuestion), tokenGuid: Secret })),
  message: Schema.NullOr(LimitMessage),
  /** Seconds of play left today as the last ping said (null: no session limit, or not pinged yet). */
  sessionSecondsLeft: Schema.NullOr(Schema.Int)
})
export type LimitsState = typeof LimitsState.Type

const emptyFor = (owner: number | null): LimitsState => ({
  owner,
  status: "idle",
  limits: [],
  at: 0,
  loadRefusal: null,
  options: "idle",
  available: [],
  reasons: [],
  test: null,
  message: null,
  sessionSecondsLeft: null
})

export const limitsProjection = playerScoped({
  name: "limits",
  schema: LimitsState,
  emptyFor,
  playerOf: (state) => state.owner,
  tags: [
    "LimitsLoaded",
    "LimitsLoadFailed",
    "LimitOptionsLoaded",
    "LimitOptionsLoadFailed",
    "LimitsSaved",
    "LimitSaveFailed",
    "LimitTestAsked",
    "LimitTestFailed",
    "LimitTestClosed",
    "LimitActionSucceeded",
    "LimitActionFailed",
    "LimitMessageDismissed",
    "SessionLimitPinged"
  ],
  apply: (state, event): LimitsState => {
    switch (event._tag) {
      case "LimitsLoaded":
        return { ...state, status: "loaded", limits: event.limits, at: event.at, loadRefusal: null }
      case "LimitsLoadFailed":
        return { ...state, status: state.status === "loaded" ? "loaded" : "failed", loadRefusal: event.refusal }
      case "LimitOptionsLoaded":
        return { ...state, options: "loaded", available: event.available, reasons: event.reasons }
      case "LimitOptionsLoadFailed":
        return { ...state, options: state.options === "loaded" ? "loaded" : "failed" }
      case "LimitsSaved":
        return { ...state, status: "loaded", limits: event.limits, at: event.at, test: null, message: { _tag: "saved" } }
      case "LimitSaveFailed":
        return { ...state, test: null, message: { _tag: "saveFailed", refusal: event.refusal, field: event.field } }
      case "LimitTestAsked":
        return { ...state, test: { questions: event.questions, tokenGuid: event.tokenGuid }, message: null }
      case "LimitTestFailed":
        return { ...state, test: null, message: { _tag: "testFailed", wrong: event.questionsResult.filter((result) => !result.correct).length } }
      case "LimitTestClosed":
        return state.test === null ? state : { ...state, test: null }
      case "LimitActionSucceeded":
        return {
          ...state,
          status: "loaded",
          // SPEC.md 4: rejecting removes pending limits of cancellable types from the view.
          limits: event.action === "reject" ? afterReject(event.limits) : event.limits,
          at: event.at,
          message: { _tag: "actionSucceeded", action: event.action, title: event.title }
        }
      case "LimitActionFailed":
        // SPEC.md 8: unauthorised or forbidden on reject leaves the view unchanged.
        if (event.action === "reject" && (event.refusal.status === 401 || event.refusal.status === 403)) return state
        return { ...state, message: { _tag: "actionFailed", action: event.action, refusal: event.refusal } }
      case "LimitMessageDismissed":
        return state.message === null ? state : { ...state, message: null }
      case "SessionLimitPinged":
        return state.sessionSecondsLeft === event.remainingSeconds ? state : { ...state, sessionSecondsLeft: event.remainingSeconds }
    }
  }
})
