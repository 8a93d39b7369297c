import { Schema } from "effect"
import { ApiError } from "../../domain/api/clientErrors"
import { LoggedRedirectAnswer } from "../../domain/api/redirects"
import { BlockAnswerSchema, MaintenanceStateSchema } from "../../domain/api/siteAccess"
import { LoggedUrl } from "../../domain/shell/secretQuery"
import { version } from "../version"

export class MaintenanceLoaded extends Schema.TaggedClass<MaintenanceLoaded>()("MaintenanceLoaded", { ...version(1), state: MaintenanceStateSchema }) {}
/** Not read (after the redirect service's retries): the last state known stays. */
export class MaintenanceLoadFailed extends Schema.TaggedClass<MaintenanceLoadFailed>()("MaintenanceLoadFailed", { ...version(1), error: ApiError }) {}

/**
 * The blocks service's answer for the visitor (`auth`: signed in when asked) and the reason it sets: display type 1
 * sets it, unless template type 1 meets the visitor's force_geo_off cookie at "1" (SPEC.md 4).
 */
export class BlockChecked extends Schema.TaggedClass<BlockChecked>()("BlockChecked", {
  ...version(1),
  auth: Schema.Boolean,
  answer: BlockAnswerSchema,
  forceGeoOff: Schema.Boolean,
  reason: Schema.NullOr(Schema.Int)
}) {}
/** Not answered (after the retries): nothing is decided on a guess, the visitor stays where they are. */
export class BlockCheckFailed extends Schema.TaggedClass<BlockCheckFailed>()("BlockCheckFailed", { ...version(1), auth: Schema.Boolean, error: ApiError }) {}

export const SiteAccessCause = Schema.Literal("maintenance", "maintenanceOver", "blocked", "unblocked")

/** The visitor was sent to the maintenance page or a block page, or away from one. */
export class SiteAccessRedirected extends Schema.TaggedClass<SiteAccessRedirected>()("SiteAccessRedirected", {
  ...version(1),
  from: LoggedUrl,
  to: LoggedUrl,
  cause: SiteAccessCause
}) {}

/** SPEC.md 4 and 8: a redirect to the page already shown would loop; it is logged, not performed. */
export class SiteAccessRedirectSkipped extends Schema.TaggedClass<SiteAccessRedirectSkipped>()("SiteAccessRedirectSkipped", {
  ...version(1),
  from: LoggedUrl,
  to: LoggedUrl,
  cause: SiteAccessCause
}) {}

/** Where the redirects service says the page at `url` goes (SPEC.md 3 "Redirect service response"). */
export class RedirectChecked extends Schema.TaggedClass<RedirectChecked>()("RedirectChecked", { ...version(1), url: LoggedUrl, answer: LoggedRedirectAnswer }) {}
/** Not answered after the service's retries, or not in its format (SPEC.md 8: logged): the visitor stays. */
export class RedirectCheckFailed extends Schema.TaggedClass<RedirectCheckFailed>()("RedirectCheckFailed", { ...version(1), url: LoggedUrl, error: ApiError }) {}

/** The page moved: the visitor was sent on, the address replaced (code 301 or 302 as the service said, reasons its rules'). */
export class PageRedirected extends Schema.TaggedClass<PageRedirected>()("PageRedirected", {
  ...version(1),
  from: LoggedUrl,
  to: LoggedUrl,
  code: Schema.Int,
  reasons: Schema.Array(Schema.String)
}) {}

/** SPEC.md 4 and 8: the service's answer comes back to an address already passed; logged, not performed. */
export class PageRedirectSkipped extends Schema.TaggedClass<PageRedirectSkipped>()("PageRedirectSkipped", {
  ...version(1),
  from: LoggedUrl,
  to: LoggedUrl,
  breadcrumbs: Schema.Array(LoggedUrl)
}) {}

export const siteAccessServerAnswers = [MaintenanceLoaded, MaintenanceLoadFailed, BlockChecked, BlockCheckFailed, RedirectChecked, RedirectCheckFailed] as const

export const siteAccessEvents = [...siteAccessServerAnswers, SiteAccessRedirected, SiteAccessRedirectSkipped, PageRedirected, PageRedirectSkipped] as const
