import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema, OpenApi } from "@effect/platform"
import { Schema } from "effect"
import { MultilineText, PlayerText, TrimmedPlayerText } from "../playerText"
import { TERMS_BASE } from "../terms/guard"
import { Unauthorized } from "./errors"
import { OperatorAccess } from "./operator"

/**
 * The terms confirmation (SPEC.md 4 "Terms changed", 6 "Terms status", 8 451): the signed-in player's terms status
 * (result: whether they must confirm the current terms; updatedAt: when those were published, epoch ms), the current
 * terms' rules confirm entries in a language, and the confirmation of a version. The operator publishes new versions.
 */

export const TermsSubRule = Schema.Struct({ position: Schema.Int, text: Schema.String })
export type TermsSubRule = typeof TermsSubRule.Type

/** A rules confirm entry: the rules page it is about (a site path), its tags and its sub-rules in position order. */
export const TermsEntry = Schema.Struct({ link: Schema.String, tags: Schema.Array(Schema.String), subRules: Schema.Array(TermsSubRule) })
export type TermsEntry = typeof TermsEntry.Type

export const TermsStatus = Schema.Struct({
  /** The player must confirm the current terms before anything else. */
  result: Schema.Boolean,
  /** When the current terms were published (epoch ms); null: none published. */
  updatedAt: Schema.NullOr(Schema.Number),
  /** The current terms' version, the one a confirmation names; null: none published. */
  version: Schema.NullOr(Schema.Int)
})
export type TermsStatus = typeof TermsStatus.Type

export const TermsRules = Schema.Struct({
  version: Schema.Int,
  updatedAt: Schema.Number,
  /** What changed, as sanitized HTML. */
  summary: Schema.String,
  entries: Schema.Array(TermsEntry)
})
export type TermsRules = typeof TermsRules.Type

export const ConfirmTermsRequest = Schema.Struct({ version: Schema.Int.pipe(Schema.positive()) })

/** The version confirmed is not the current one (a newer one was published meanwhile): read the terms again. */
export class TermsVersionStale extends Schema.TaggedError<TermsVersionStale>()(
  "TermsVersionStale",
  { message: Schema.String, current: Schema.NullOr(Schema.Int) },
  HttpApiSchema.annotations({ status: 409 })
) {}

/** No terms are published. */
export class TermsNotFound extends Schema.TaggedError<TermsNotFound>()("TermsNotFound", { message: Schema.String }, HttpApiSchema.annotations({ status: 404 })) {}

const Language = Schema.Literal("en", "ru")

export const termsGroup = HttpApiGroup.make("terms")
  .add(HttpApiEndpoint.get("status", `${TERMS_BASE}/status`).addSuccess(TermsStatus).addError(Unauthorized))
  .add(HttpApiEndpoint.get("rules", `${TERMS_BASE}/rules`).setUrlParams(Schema.Struct({ lng: Language })).addSuccess(TermsRules).addError(TermsNotFound))
  .add(
    HttpApiEndpoint.post("confirm", `${TERMS_BASE}/confirm`)
      .setPayload(ConfirmTermsRequest)
      .addSuccess(TermsStatus)
      .addError(Unauthorized)
      .addError(TermsVersionStale)
  )

/** A text in each language the site has. */
const Texts = (text: Schema.Schema<string, string>) => Schema.Struct({ en: text, ru: text })

export const MAX_TERMS_MARKDOWN = 100_000

/** A rules page the entry links to: rules/{group}/{chapter?} or another page slug of the site. */
const EntryLink = Schema.String.pipe(Schema.pattern(/^[a-z0-9_-]{1,40}(?:\/[a-z0-9_-]{1,40}){0,2}$/, { message: () => "a page slug such as rules/general" }))

const PublishSubRule = Schema.Struct({ position: Schema.Int.pipe(Schema.between(1, 1000)), text: Texts(TrimmedPlayerText(1, 300)) })

const PublishEntry = Schema.Struct({
  link: EntryLink,
  tags: Schema.Array(PlayerText(40).pipe(Schema.minLength(1))).pipe(Schema.maxItems(10)),
  subRules: Schema.Array(PublishSubRule).pipe(
    Schema.maxItems(50),
    Schema.filter((rules) => new Set(rules.map((rule) => rule.position)).size === rules.length, { message: () => "each sub-rule has a position of its own" })
  )
})

/** New terms as the operator publishes them: what changed in Markdown per language, and the rules confirm entries. */
export const PublishTerms = Schema.Struct({
  summary: Texts(MultilineText(MAX_TERMS_MARKDOWN)),
  entries: Schema.Array(PublishEntry).pipe(Schema.maxItems(50))
})
export type PublishTerms = typeof PublishTerms.Type

export const PublishedTerms = Schema.Struct({ version: Schema.Int, publishedAt: Schema.Number })

export const OperatorTermsStatus = Schema.Struct({
  version: Schema.NullOr(Schema.Int),
  publishedAt: Schema.NullOr(Schema.Number),
  /** Whether the site asks players to confirm changed terms (the site config's feature confirmTerms). */
  confirmationEnabled: Schema.Boolean,
  /** Players on the current version, and players on an older one (or none). */
  accepted: Schema.Int,
  pending: Schema.Int
})
export type OperatorTermsStatus = typeof OperatorTermsStatus.Type

/** The operator's terms (npm run operator -- terms publish | status), behind the operator token. */
export const operatorTermsGroup = HttpApiGroup.make("operatorTerms")
  .add(HttpApiEndpoint.post("publish", "/web-api/operator/terms").setPayload(PublishTerms).addSuccess(PublishedTerms))
  .add(HttpApiEndpoint.get("status", "/web-api/operator/terms/status").addSuccess(OperatorTermsStatus))
  .middleware(OperatorAccess)
  .annotate(OpenApi.Exclude, true)
