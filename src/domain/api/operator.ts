import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema, OpenApi } from "@effect/platform"
import { Schema } from "effect"
import { DocumentKind, DocumentStatus, MAX_REASON_LENGTH } from "../account/verification"
import { DocumentNotFound } from "./accountVerification"

/**
 * The operator's calls (issue 7: "verified or rejected by an operator command-line tool of the server"), used by
 * `npm run operator`. A running server owns its embedded database (PGlite allows one process per data folder), so
 * the tool goes through the server rather than around it. Every call needs the operator token in
 * OPERATOR_TOKEN_HEADER: the server takes it from OPERATOR_TOKEN or makes one at start and writes it, readable by
 * its user only, into the operator file the tool reads. Not a player's call: left out of the published API.
 */

export const OPERATOR_TOKEN_HEADER = "x-operator-token"

/** No operator token, or not the server's. */
export class OperatorUnauthorized extends Schema.TaggedError<OperatorUnauthorized>()(
  "OperatorUnauthorized",
  { message: Schema.String },
  HttpApiSchema.annotations({ status: 401 })
) {}

/** A document is decided once: verified or rejected documents stay as they are (the player uploads a new one). */
export class DocumentAlreadyDecided extends Schema.TaggedError<DocumentAlreadyDecided>()(
  "DocumentAlreadyDecided",
  { message: Schema.String, status: DocumentStatus },
  HttpApiSchema.annotations({ status: 409 })
) {}

/** A document as the operator sees it: whose it is, without its bytes. Times are epoch milliseconds. */
export const OperatorDocument = Schema.Struct({
  id: Schema.Int,
  userId: Schema.Int,
  kind: DocumentKind,
  fileName: Schema.String,
  contentType: Schema.String,
  size: Schema.Int,
  status: DocumentStatus,
  reason: Schema.NullOr(Schema.String),
  uploadedAt: Schema.Number,
  decidedAt: Schema.NullOr(Schema.Number)
})
export type OperatorDocument = typeof OperatorDocument.Type

/** No player with this id or e-mail. */
export class PlayerNotFound extends Schema.TaggedError<PlayerNotFound>()(
  "PlayerNotFound",
  { message: Schema.String },
  HttpApiSchema.annotations({ status: 404 })
) {}

/** A player's ban as the operator set it (SPEC.md 3 ban_level, ban_version; 0 = not banned). */
export const PlayerBan = Schema.Struct({
  userId: Schema.Int,
  email: Schema.NullOr(Schema.String),
  banLevel: Schema.Int,
  banVersion: Schema.Int
})
export type PlayerBan = typeof PlayerBan.Type

const BanNumber = Schema.Int.pipe(Schema.between(0, 1000))

const DocumentPath = Schema.Struct({ id: Schema.NumberFromString.pipe(Schema.int(), Schema.positive()) })
const Reason = Schema.Trim.pipe(Schema.minLength(1), Schema.maxLength(MAX_REASON_LENGTH))

export const operatorGroup = HttpApiGroup.make("operator")
  .add(
    HttpApiEndpoint.get("documents", "/web-api/operator/verification/documents")
      // pending (the queue, oldest first) unless all are asked for.
      .setUrlParams(Schema.Struct({ status: Schema.optional(Schema.Literal("pending", "all")) }))
      .addSuccess(Schema.Array(OperatorDocument))
  )
  .add(
    HttpApiEndpoint.post("verify", "/web-api/operator/verification/documents/:id/verify")
      .setPath(DocumentPath)
      .addSuccess(OperatorDocument)
      .addError(DocumentNotFound)
      .addError(DocumentAlreadyDecided)
  )
  .add(
    HttpApiEndpoint.post("reject", "/web-api/operator/verification/documents/:id/reject")
      .setPath(DocumentPath)
      .setPayload(Schema.Struct({ reason: Reason }))
      .addSuccess(OperatorDocument)
      .addError(DocumentNotFound)
      .addError(DocumentAlreadyDecided)
  )
  .add(
    // The player is named by id (as the verification queue shows them) or by e-mail.
    HttpApiEndpoint.post("ban", "/web-api/operator/players/ban")
      .setPayload(Schema.Struct({ player: Schema.Trim.pipe(Schema.minLength(1), Schema.maxLength(320)), level: BanNumber, version: Schema.optionalWith(BanNumber, { default: () => 1 }) }))
      .addSuccess(PlayerBan)
      .addError(PlayerNotFound)
  )
  .addError(OperatorUnauthorized)
  .annotate(OpenApi.Exclude, true)
