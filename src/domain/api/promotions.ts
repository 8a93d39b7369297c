import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema, OpenApi } from "@effect/platform"
import { Schema } from "effect"
import { PlayerText, MultilineText, TrimmedPlayerText } from "../playerText"
import { PROMOTION_CATEGORIES, PROMOTION_ID } from "../promotions/categories"
import { MAX_MARKDOWN } from "./content"
import { OperatorAccess } from "./operator"

/**
 * Promotions (SPEC.md 2.7, the promotion screens of 2.9): what the operator published, per language, for everyone (no
 * session needed). The list holds the promotions shown now (published, started, not ended), in the operator's order;
 * one promotion answers 404 when it is unknown, unpublished, not started or ended. A body is the operator's Markdown,
 * sanitized into HTML on the server as the content area's pages are. Times are epoch milliseconds.
 */

export const PROMOTIONS_BASE = "/web-api/promotions"

export const PromotionCategorySchema = Schema.Literal(...PROMOTION_CATEGORIES)
export const PromotionLanguage = Schema.Literal("en", "ru")
export type PromotionLanguage = typeof PromotionLanguage.Type

/** An id as a path names it: refused with a 400 before any query when it cannot be one (too long, a NUL byte). */
export const PromotionIdSchema = Schema.String.pipe(Schema.maxLength(64), Schema.pattern(PROMOTION_ID, { message: () => "lower-case letters, digits, '-' and '_', at most 64" }))

/** A page of the site a promotion leads to, without the language segment ("/bonuses/deposit"). */
export const PromotionLink = PlayerText(200).pipe(Schema.pattern(/^\/[a-z0-9/_-]*$/, { message: () => "a site path such as /bonuses/deposit" }))
const Colour = Schema.String.pipe(Schema.pattern(/^#[0-9a-f]{6}$/i, { message: () => "a colour such as #0b6b4f" }))
const ImageUrl = PlayerText(500).pipe(Schema.pattern(/^https:\/\/[^\s"'<>]+$/, { message: () => "an https address" }))
const Epoch = Schema.Int.pipe(Schema.between(0, 8_640_000_000_000_000))

export const PromotionSummary = Schema.Struct({
  id: Schema.String,
  category: PromotionCategorySchema,
  title: Schema.String,
  summary: Schema.String,
  colour: Schema.String,
  image: Schema.NullOr(Schema.String),
  /** Where the promotion is used, without the language segment; null: nowhere in particular. */
  link: Schema.NullOr(Schema.String),
  startsAt: Schema.Number,
  endsAt: Schema.NullOr(Schema.Number)
})
export type PromotionSummary = typeof PromotionSummary.Type

export const Promotion = Schema.Struct({
  ...PromotionSummary.fields,
  /** Sanitized HTML. */
  body: Schema.String
})
export type Promotion = typeof Promotion.Type

export const PromotionsAnswer = Schema.Struct({ promotions: Schema.Array(PromotionSummary) })
export type PromotionsAnswer = typeof PromotionsAnswer.Type

export class PromotionNotFound extends Schema.TaggedError<PromotionNotFound>()("PromotionNotFound", { message: Schema.String }, HttpApiSchema.annotations({ status: 404 })) {}

export class PromotionRefused extends Schema.TaggedError<PromotionRefused>()(
  "PromotionRefused",
  { field: Schema.String, message: Schema.String },
  HttpApiSchema.annotations({ status: 400 })
) {}

const PromotionIdPath = Schema.Struct({ promotionId: PromotionIdSchema })

export const promotionsGroup = HttpApiGroup.make("promotions")
  .add(HttpApiEndpoint.get("list", PROMOTIONS_BASE).setUrlParams(Schema.Struct({ lng: PromotionLanguage })).addSuccess(PromotionsAnswer))
  .add(
    HttpApiEndpoint.get("promotion", `${PROMOTIONS_BASE}/:promotionId`)
      .setPath(PromotionIdPath)
      .setUrlParams(Schema.Struct({ lng: PromotionLanguage }))
      .addSuccess(Promotion)
      .addError(PromotionNotFound)
  )

const PromotionText = Schema.Struct({ title: TrimmedPlayerText(1, 200), summary: TrimmedPlayerText(0, 300), markdown: MultilineText(MAX_MARKDOWN) })

/** A promotion as the operator publishes (or edits: the same id again replaces it) it: both languages at once. */
export const PublishPromotion = Schema.Struct({
  id: PromotionIdSchema,
  category: PromotionCategorySchema,
  order: Schema.Int.pipe(Schema.between(0, 1_000_000)),
  colour: Colour,
  image: Schema.optionalWith(Schema.NullOr(ImageUrl), { default: () => null }),
  link: Schema.optionalWith(Schema.NullOr(PromotionLink), { default: () => null }),
  startsAt: Epoch,
  endsAt: Schema.optionalWith(Schema.NullOr(Epoch), { default: () => null }),
  texts: Schema.Struct({ en: PromotionText, ru: PromotionText })
})
export type PublishPromotion = typeof PublishPromotion.Type

export const OperatorPromotion = Schema.Struct({
  id: Schema.String,
  category: PromotionCategorySchema,
  order: Schema.Int,
  title: Schema.String,
  startsAt: Schema.Number,
  endsAt: Schema.NullOr(Schema.Number),
  published: Schema.Boolean,
  endedAt: Schema.NullOr(Schema.Number)
})
export type OperatorPromotion = typeof OperatorPromotion.Type

/** The operator's promotions (npm run operator -- promotions …), behind the operator token. */
export const operatorPromotionsGroup = HttpApiGroup.make("operatorPromotions")
  .add(HttpApiEndpoint.get("all", "/web-api/operator/promotions").addSuccess(Schema.Array(OperatorPromotion)))
  .add(HttpApiEndpoint.post("publish", "/web-api/operator/promotions").setPayload(PublishPromotion).addSuccess(OperatorPromotion).addError(PromotionRefused))
  .add(HttpApiEndpoint.post("end", "/web-api/operator/promotions/:promotionId/end").setPath(PromotionIdPath).addSuccess(OperatorPromotion).addError(PromotionNotFound))
  .middleware(OperatorAccess)
  .annotate(OpenApi.Exclude, true)
