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

export const verificationEvents = [VerificationLoaded, VerificationLoadFailed, DocumentUploadStarted, DocumentUploaded, DocumentUploadFailed] as const

export const verificationServerAnswers = [VerificationLoaded, VerificationLoadFailed, DocumentUploaded, DocumentUploadFailed] as const
