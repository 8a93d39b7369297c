import { HttpApiEndpoint, HttpApiGroup, HttpApiMiddleware, HttpApiSchema, OpenApi } from "@effect/platform"
import { Schema } from "effect"
import { DocumentKind, DocumentStatus, MAX_REASON_LENGTH } from "../account/verification"
import { CurrencyCouponLimits, StoredCouponLimits } from "../coupon/currencyLimits"
import { FunnelDay } from "../session/analyticsEvents"
import { WEB_VITALS_RETENTION_DAYS, WebVitalSummary } from "../shell/webVitals"
import { DocumentNotFound } from "./accountVerification"
import { MultilineText, TrimmedPlayerText } from "../playerText"

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

/**
 * Every operator call passes this first, before its path, query or body is even decoded: without the operator token
 * a caller learns nothing about the calls, not even the shape of their payloads.
 */
export class OperatorAccess extends HttpApiMiddleware.Tag<OperatorAccess>()("OperatorAccess", { failure: OperatorUnauthorized }) {}

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

/** How far back the funnel reaches: a little over a year (the events are kept 400 days). */
export const MAX_FUNNEL_DAYS = 400

const BanNumber = Schema.Int.pipe(Schema.between(0, 1000))

/** A news e-mail's subject and text at most, in characters. */
export const NEWSLETTER_SUBJECT_MAX = 200
export const NEWSLETTER_TEXT_MAX = 20_000

/** A newsletter went: to how many players. */
export const NewsletterSent = Schema.Struct({ recipients: Schema.Int })

const DocumentPath = Schema.Struct({ id: Schema.NumberFromString.pipe(Schema.int(), Schema.positive()) })
const Reason = TrimmedPlayerText(1, MAX_REASON_LENGTH)

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
      .setPayload(Schema.Struct({ player: TrimmedPlayerText(1, 320), level: BanNumber, version: Schema.optionalWith(BanNumber, { default: () => 1 }) }))
      .addSuccess(PlayerBan)
      .addError(PlayerNotFound)
  )
  .add(
    // The sign-in spine's analytics (src/domain/session/analyticsEvents.ts) counted per day (UTC), newest first:
    // the last `days` days, today included.
    HttpApiEndpoint.get("analyticsFunnel", "/web-api/operator/analytics/funnel")
      .setUrlParams(Schema.Struct({ days: Schema.optional(Schema.NumberFromString.pipe(Schema.int(), Schema.between(1, MAX_FUNNEL_DAYS))) }))
      .addSuccess(Schema.Array(FunnelDay))
  )
  .add(
    // Real players' web vitals (src/domain/shell/webVitals.ts) over the last `days` days (24 hours each, up to now):
    // the 75th percentile and the count of each metric per page type; a pair with no report is left out.
    HttpApiEndpoint.get("webVitals", "/web-api/operator/web-vitals")
      .setUrlParams(Schema.Struct({ days: Schema.optional(Schema.NumberFromString.pipe(Schema.int(), Schema.between(1, WEB_VITALS_RETENTION_DAYS))) }))
      .addSuccess(Schema.Array(WebVitalSummary))
  )
  .add(
    // A news e-mail to every player who wants news by e-mail (SPEC.md 3 enable_mail_news) at a confirmed address and
    // is not banned, each with the unsubscribe link of SPEC.md 2.4 user/stopnewsletter, through the outbox.
    HttpApiEndpoint.post("sendNewsletter", "/web-api/operator/newsletters")
      .setPayload(
        Schema.Struct({
          subject: TrimmedPlayerText(1, NEWSLETTER_SUBJECT_MAX),
          text: MultilineText(NEWSLETTER_TEXT_MAX).pipe(Schema.filter((text) => text.trim() !== "" || "the text is empty"))
        })
      )
      .addSuccess(NewsletterSent)
  )
  .add(
    // The coupon limits per currency as the database holds them now (minor units; a currency not listed has RUB's).
    HttpApiEndpoint.get("couponLimits", "/web-api/operator/coupon/limits").addSuccess(Schema.Array(StoredCouponLimits))
  )
  .add(
    // Sets one currency's coupon limits, or adds a currency; every server instance on the database holds them within
    // about a second (the one answering, before it answers). A payload that breaks a rule is a 400: nothing changes.
    HttpApiEndpoint.post("setCouponLimits", "/web-api/operator/coupon/limits").setPayload(CurrencyCouponLimits).addSuccess(CurrencyCouponLimits)
  )
  .middleware(OperatorAccess)
  .annotate(OpenApi.Exclude, true)
