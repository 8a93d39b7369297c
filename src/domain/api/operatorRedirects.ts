import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema, OpenApi } from "@effect/platform"
import { Schema } from "effect"
import { REDIRECT_CODES, RedirectPath } from "../shell/redirects"
import { TrimmedPlayerText } from "../playerText"
import { OperatorAccess } from "./operator"

/** The operator's redirect rules (npm run operator -- redirects), behind the operator token. */

export const AddRedirectRule = Schema.Struct({
  from: RedirectPath,
  to: RedirectPath,
  code: Schema.optionalWith(Schema.Literal(...REDIRECT_CODES), { default: () => 301 }),
  reason: TrimmedPlayerText(1, 200)
})
export type AddRedirectRule = typeof AddRedirectRule.Type

export const OperatorRedirectRule = Schema.Struct({
  id: Schema.Number,
  from: Schema.String,
  to: Schema.String,
  code: Schema.Literal(...REDIRECT_CODES),
  reason: Schema.String
})
export type OperatorRedirectRule = typeof OperatorRedirectRule.Type

/** A second rule for the same page, or a rule that sends a page to itself. */
export class RedirectRuleRefused extends Schema.TaggedError<RedirectRuleRefused>()(
  "RedirectRuleRefused",
  { field: Schema.String, message: Schema.String },
  HttpApiSchema.annotations({ status: 409 })
) {}

export class RedirectRuleNotFound extends Schema.TaggedError<RedirectRuleNotFound>()("RedirectRuleNotFound", { message: Schema.String }, HttpApiSchema.annotations({ status: 404 })) {}

const IdPath = Schema.Struct({ id: Schema.NumberFromString.pipe(Schema.int(), Schema.between(1, Number.MAX_SAFE_INTEGER)) })

export const operatorRedirectsGroup = HttpApiGroup.make("operatorRedirects")
  .add(HttpApiEndpoint.get("redirectRules", "/web-api/operator/redirects").addSuccess(Schema.Array(OperatorRedirectRule)))
  .add(HttpApiEndpoint.post("addRedirectRule", "/web-api/operator/redirects").setPayload(AddRedirectRule).addSuccess(OperatorRedirectRule).addError(RedirectRuleRefused))
  .add(HttpApiEndpoint.post("removeRedirectRule", "/web-api/operator/redirects/:id/remove").setPath(IdPath).addSuccess(OperatorRedirectRule).addError(RedirectRuleNotFound))
  .middleware(OperatorAccess)
  .annotate(OpenApi.Exclude, true)
