import { HttpApiEndpoint, HttpApiSchema } from "@effect/platform"
import { Option, Predicate, Schema } from "effect"
import { DocumentKind, MAX_DOCUMENT_BYTES, VerificationDocument, VerificationState } from "../account/verification"
import { Unauthorized } from "./errors"

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
    .addError(DocumentNotFound)
} as const
