import { Schema } from "effect"
import { ApiError } from "../../domain/api/clientErrors"
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

export const siteAccessServerAnswers = [MaintenanceLoaded, MaintenanceLoadFailed, BlockChecked, BlockCheckFailed] as const

export const siteAccessEvents = [...siteAccessServerAnswers, SiteAccessRedirected, SiteAccessRedirectSkipped] as const
