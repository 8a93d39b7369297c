import { Schema } from "effect"
import { DocumentKind, VerificationState } from "../../domain/account/verification"
import { ApiError } from "../../domain/api/clientErrors"
import { playerScoped } from "../playerScoped"

/**
 * The verification page's state (SPEC.md 2.5): the player's documents and status from the server, the document
 * being sent, and how the last upload ended. Reset when another player (or a guest) takes the browser.
 */
export const VerificationPageState = Schema.Struct({
  owner: Schema.NullOr(Schema.Int),
  status: Schema.Literal("idle", "loaded", "failed"),
  data: Schema.NullOr(VerificationState),
  uploading: Schema.NullOr(Schema.Struct({ kind: DocumentKind, fileName: Schema.String })),
  outcome: Schema.NullOr(Schema.Struct({ kind: DocumentKind, success: Schema.Boolean, error: Schema.NullOr(ApiError) })),
  error: Schema.NullOr(ApiError),
  /** The online identity check's start: the browser is leaving for the provider, or the server did not open one. */
  identityCheckStart: Schema.NullOr(Schema.Union(Schema.TaggedStruct("leaving", { checkId: Schema.String }), Schema.TaggedStruct("failed", { error: ApiError })))
})
export type VerificationPageState = typeof VerificationPageState.Type

/** Field by field, not a spread of the initial state: it is made on every change of player. */
const emptyFor = (owner: number | null): VerificationPageState => ({
  owner,
  status: "idle",
  data: null,
  uploading: null,
  outcome: null,
  error: null,
  identityCheckStart: null
})

export const verificationProjection = playerScoped({
  name: "verification",
  schema: VerificationPageState,
  emptyFor,
  playerOf: (state) => state.owner,
  tags: [
    "VerificationLoaded",
    "VerificationLoadFailed",
    "DocumentUploadStarted",
    "DocumentUploaded",
    "DocumentUploadFailed",
    "IdentityCheckStarted",
    "IdentityCheckStartFailed"
  ],
  apply: (state, event): VerificationPageState => {
    switch (event._tag) {
      case "VerificationLoaded":
        return { ...state, status: "loaded", data: event.state, error: null }
      case "VerificationLoadFailed":
        return { ...state, status: state.status === "loaded" ? "loaded" : "failed", error: event.error }
      case "DocumentUploadStarted":
        return { ...state, uploading: { kind: event.kind, fileName: event.fileName }, outcome: null }
      case "DocumentUploaded":
        return { ...state, status: "loaded", data: event.state, uploading: null, outcome: { kind: event.kind, success: true, error: null } }
      case "DocumentUploadFailed":
        return { ...state, uploading: null, outcome: { kind: event.kind, success: false, error: event.error } }
      case "IdentityCheckStarted":
        return { ...state, identityCheckStart: { _tag: "leaving", checkId: event.checkId } }
      case "IdentityCheckStartFailed":
        return { ...state, identityCheckStart: { _tag: "failed", error: event.error } }
    }
  }
})
