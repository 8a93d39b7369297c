import { HttpApiEndpoint, HttpApiSchema } from "@effect/platform"
import { Option, Predicate, Schema } from "effect"
import { IdentityCheckStatus, MAX_IDENTITY_CHECKS_PER_DAY } from "../account/identityCheck"
import { DocumentKind, MAX_DOCUMENT_BYTES, VerificationDocument, VerificationState } from "../account/verification"
import { LanguageCode } from "../shell/language"
import { Unauthorized } from "./errors"
import { PlayerText } from "../playerText"

/**
 * The verification calls of the account area (SPEC.md 2.5 "verification"; paths are ours): the signed-in player's
 * documents, an upload as multipart/form-data, and one document by id (another player's answers 404). Nothing
 * here lets a player change a document's status: only the operator group (./operator.ts) does.
 */

/** The document's type, found in its bytes, is not JPEG, PNG or PDF (a renamed program included). */
export class DocumentTypeRefused extends Schema.TaggedError<DocumentTypeRefused>()(
  "DocumentTypeRefused",
  { message: Schema.String },
  HttpApiSchema.annotations({ status: 415 })
) {}

/** The player keeps as many documents as MAX_DOCUMENTS_PER_PLAYER; more is refused. */
export class DocumentLimitReached extends Schema.TaggedError<DocumentLimitReached>()(
  "DocumentLimitReached",
  { message: Schema.String },
  HttpApiSchema.annotations({ status: 409 })
) {}

/** No document of this id belongs to the player. */
export class DocumentNotFound extends Schema.TaggedError<DocumentNotFound>()(
  "DocumentNotFound",
  { message: Schema.String },
  HttpApiSchema.annotations({ status: 404 })
) {}

export const VERIFICATION_UPLOAD_PATH = "/web-api/account/verification/documents"

/** Room for the form's boundaries and the kind field around a file of the largest size. */
export const VERIFICATION_UPLOAD_MAX_BODY = MAX_DOCUMENT_BYTES + 16 * 1024

/**
 * A file the server's multipart reader stored for the handler (@effect/platform's Multipart.PersistedFile), told by
 * the same marker. Declared here rather than imported with Multipart's module, which would bring its parser into
 * every client route that holds the contract.
 */
export interface UploadedFile {
  readonly _tag: "PersistedFile"
  readonly key: string
  readonly name: string
  readonly contentType: string
  readonly path: string
}
const MultipartTypeId = Symbol.for("@effect/platform/Multipart")
const isUploadedFile = (u: unknown): u is UploadedFile => Predicate.hasProperty(u, MultipartTypeId) && Predicate.isTagged(u, "PersistedFile")
const UploadedFileSchema = Schema.declare(isUploadedFile, { identifier: "PersistedFile", jsonSchema: { type: "string", format: "binary" } })
/** Exactly one file under its field name. */
const SingleUploadedFile = Schema.transform(Schema.Array(UploadedFileSchema).pipe(Schema.itemsCount(1)), UploadedFileSchema, {
  strict: true,
  decode: ([file]) => file!,
  encode: (file) => [file]
})

/**
 * The upload form: which document it is, and one file of at most MAX_DOCUMENT_BYTES. Three parts are read: the
 * reader stops quietly at its part limit, so the limit leaves room for a second file to reach the Schema, which
 * refuses it (400) rather than keeping the first one as if nothing had been sent after it.
 */
export const DocumentUpload = HttpApiSchema.Multipart(Schema.Struct({ kind: DocumentKind, file: SingleUploadedFile }), {
  maxParts: Option.some(3),
  maxFileSize: Option.some(MAX_DOCUMENT_BYTES),
  maxTotalSize: Option.some(VERIFICATION_UPLOAD_MAX_BODY),
  maxFieldSize: 64
})

const DocumentId = Schema.NumberFromString.pipe(Schema.int(), Schema.positive())

/**
 * The online identity check (../account/identityCheck.ts). The player starts a check (POST, JSON: no cross-site form
 * can start one), the browser continues to the provider through this site (the provider's page address is a
 * capability of that check: it is never logged nor handed to the client), and the provider sends its signed result
 * to the callback, which is the only way a check gets an outcome.
 */

/** The site offers no online check (no provider configured), or the provider cannot be reached now. */
export class IdentityCheckUnavailable extends Schema.TaggedError<IdentityCheckUnavailable>()(
  "IdentityCheckUnavailable",
  { message: Schema.String },
  HttpApiSchema.annotations({ status: 503 })
) {}

/** The player is verified already: there is nothing left to check. */
export class IdentityCheckNotNeeded extends Schema.TaggedError<IdentityCheckNotNeeded>()(
  "IdentityCheckNotNeeded",
  { message: Schema.String },
  HttpApiSchema.annotations({ status: 409 })
) {}

/** MAX_IDENTITY_CHECKS_PER_DAY checks were started in the last 24 hours. */
export class IdentityCheckLimitReached extends Schema.TaggedError<IdentityCheckLimitReached>()(
  "IdentityCheckLimitReached",
  { message: Schema.String, limit: Schema.Literal(MAX_IDENTITY_CHECKS_PER_DAY) },
  HttpApiSchema.annotations({ status: 429 })
) {}

/** No check of this id (of this player, for the continue call). */
export class IdentityCheckNotFound extends Schema.TaggedError<IdentityCheckNotFound>()(
  "IdentityCheckNotFound",
  { message: Schema.String },
  HttpApiSchema.annotations({ status: 404 })
) {}

/** The result's signature does not check with the provider's keys, or it was not issued by the provider for this site. */
export class IdentityResultForged extends Schema.TaggedError<IdentityResultForged>()(
  "IdentityResultForged",
  { message: Schema.String },
  HttpApiSchema.annotations({ status: 401 })
) {}

/** A signed result without the claims a result carries (the check, an id, an outcome, a reason for a refusal). */
export class IdentityResultMalformed extends Schema.TaggedError<IdentityResultMalformed>()(
  "IdentityResultMalformed",
  { message: Schema.String },
  HttpApiSchema.annotations({ status: 400 })
) {}

/**
 * A result sent again where it does not belong: past its short lifetime ("stale"), or a result id already used for
 * another check or outcome ("reused"). The same result sent again for its own check is no replay: it is answered as
 * recorded, and changes nothing.
 */
export class IdentityResultReplayed extends Schema.TaggedError<IdentityResultReplayed>()(
  "IdentityResultReplayed",
  { message: Schema.String, reason: Schema.Literal("stale", "reused") },
  HttpApiSchema.annotations({ status: 409 })
) {}

/** The check has the other outcome already: an outcome is given once. */
export class IdentityCheckAlreadyDecided extends Schema.TaggedError<IdentityCheckAlreadyDecided>()(
  "IdentityCheckAlreadyDecided",
  { message: Schema.String, status: IdentityCheckStatus },
  HttpApiSchema.annotations({ status: 409 })
) {}

export const IDENTITY_CHECK_CALLBACK_PATH = "/web-api/account/verification/identity-check/callback"

/** What the callback answers the provider: the check's outcome, and whether this call recorded it (false: it was already). */
export const IdentityResultAnswer = Schema.Struct({ checkId: Schema.UUID, status: IdentityCheckStatus, recorded: Schema.Boolean })

const redirect = HttpApiSchema.Empty(302)

export const verificationEndpoints = {
  verification: HttpApiEndpoint.get("verification", "/web-api/account/verification").addSuccess(VerificationState).addError(Unauthorized),
  uploadDocument: HttpApiEndpoint.post("uploadDocument", VERIFICATION_UPLOAD_PATH)
    .setPayload(DocumentUpload)
    .addSuccess(VerificationState)
    .addError(Unauthorized)
    .addError(DocumentTypeRefused)
    .addError(DocumentLimitReached),
  document: HttpApiEndpoint.get("document", "/web-api/account/verification/documents/:id")
    .setPath(Schema.Struct({ id: DocumentId }))
    .addSuccess(VerificationDocument)
    .addError(Unauthorized)
    .addError(DocumentNotFound),
  // The language of the provider's pages and of the page the player comes back to.
  startIdentityCheck: HttpApiEndpoint.post("startIdentityCheck", "/web-api/account/verification/identity-check")
    .setPayload(Schema.Struct({ lng: LanguageCode }))
    .addSuccess(Schema.Struct({ checkId: Schema.UUID }))
    .addError(Unauthorized)
    .addError(IdentityCheckUnavailable)
    .addError(IdentityCheckNotNeeded)
    .addError(IdentityCheckLimitReached),
  // A browser navigation: 302 to the provider's page of this check (identityCheckContinuePath); a decided check
  // sends the browser back to the site's identity-check page instead.
  continueIdentityCheck: HttpApiEndpoint.get("continueIdentityCheck", "/web-api/account/verification/identity-check/:id/continue")
    .setPath(Schema.Struct({ id: Schema.UUID }))
    .addSuccess(redirect)
    .addError(Unauthorized)
    .addError(IdentityCheckNotFound),
  // The provider's call (server to server), never the player's: `result` is a JWT the provider signed.
  identityCheckResult: HttpApiEndpoint.post("identityCheckResult", IDENTITY_CHECK_CALLBACK_PATH)
    .setPayload(Schema.Struct({ result: PlayerText(16 * 1024).pipe(Schema.minLength(1)) }))
    .addSuccess(IdentityResultAnswer)
    .addError(IdentityResultForged)
    .addError(IdentityResultMalformed)
    .addError(IdentityResultReplayed)
    .addError(IdentityCheckAlreadyDecided)
    .addError(IdentityCheckNotFound)
    .addError(IdentityCheckUnavailable)
} as const
