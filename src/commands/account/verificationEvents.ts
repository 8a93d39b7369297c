import { Schema } from "effect"
import { DocumentKind, VerificationState } from "../../domain/account/verification"
import { ApiError } from "../../domain/api/clientErrors"
import { version } from "../version"

/** The player's documents and status as the server answered them. */
export class VerificationLoaded extends Schema.TaggedClass<VerificationLoaded>()("VerificationLoaded", { ...version(1), state: VerificationState }) {}

export class VerificationLoadFailed extends Schema.TaggedClass<VerificationLoadFailed>()("VerificationLoadFailed", { ...version(1), error: ApiError }) {}

/** A document is on its way to the server (its file's name only). */
export class DocumentUploadStarted extends Schema.TaggedClass<DocumentUploadStarted>()("DocumentUploadStarted", {
  ...version(1),
  kind: DocumentKind,
  fileName: Schema.String
}) {}

/** The server kept the document (pending) and answered the new state. */
export class DocumentUploaded extends Schema.TaggedClass<DocumentUploaded>()("DocumentUploaded", { ...version(1), kind: DocumentKind, state: VerificationState }) {}

/** Refused (not JPEG, PNG or PDF; too large; too many documents) or not sent. */
export class DocumentUploadFailed extends Schema.TaggedClass<DocumentUploadFailed>()("DocumentUploadFailed", { ...version(1), kind: DocumentKind, error: ApiError }) {}

/** The server opened an online identity check: the browser leaves for the provider's page. */
export class IdentityCheckStarted extends Schema.TaggedClass<IdentityCheckStarted>()("IdentityCheckStarted", { ...version(1), checkId: Schema.UUID }) {}

/** No check was opened: the site offers none now (503), the player is verified already (409), or started too many today (429). */
export class IdentityCheckStartFailed extends Schema.TaggedClass<IdentityCheckStartFailed>()("IdentityCheckStartFailed", { ...version(1), error: ApiError }) {}

export const verificationEvents = [
  VerificationLoaded,
  VerificationLoadFailed,
  DocumentUploadStarted,
  DocumentUploaded,
  DocumentUploadFailed,
  IdentityCheckStarted,
  IdentityCheckStartFailed
] as const

export const verificationServerAnswers = [
  VerificationLoaded,
  VerificationLoadFailed,
  DocumentUploaded,
  DocumentUploadFailed,
  IdentityCheckStarted,
  IdentityCheckStartFailed
] as const
