import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema, OpenApi } from "@effect/platform"
import { Schema } from "effect"
import { BLOCK_REASONS } from "../shell/blocking"
import { PlayerText } from "../playerText"
import { OperatorAccess } from "./operator"

/**
 * Maintenance and blocking (SPEC.md 3 "Maintenance", "Block service response"; 4 "Maintenance", "Blocking"; 7 "POST
 * /blocks-api/api/v2/block with auth flag and url"), for everyone (no session needed):
 * - maintenance: the window that concerns the visitor (by the geo country a trusted proxy reports) and whether it is
 *   active; times are epoch milliseconds.
 * - block: the first block rule that concerns the visitor (their geo country, their browser, the whole site; `auth`
 *   says whether they are signed in, as some rules are for guests only), or display type 0 and no reason.
 * The operator's group announces, starts and ends maintenance and keeps the block rules, behind the operator token.
 */

export const MAINTENANCE_PATH = "/web-api/maintenance"
export const BLOCK_PATH = "/blocks-api/api/v2/block"

const Epoch = Schema.Int.pipe(Schema.between(0, 8_640_000_000_000_000))

export const MaintenanceStateSchema = Schema.Struct({
  isActive: Schema.Boolean,
  web_state: Schema.Literal("none", "announced", "active"),
  notify_started_at: Schema.NullOr(Schema.Number),
  notify_ended_at: Schema.NullOr(Schema.Number),
  started_at: Schema.NullOr(Schema.Number),
  ended_at: Schema.NullOr(Schema.Number)
})

export const BlockCheck = Schema.Struct({ auth: Schema.Boolean, url: PlayerText(2000) })

export const BlockAnswerSchema = Schema.Struct({
  displayTypeId: Schema.Int,
  templateTypeId: Schema.Int,
  reason: Schema.NullOr(Schema.Int)
})
export type BlockAnswerSchema = typeof BlockAnswerSchema.Type

export const siteAccessGroup = HttpApiGroup.make("siteAccess")
  .add(HttpApiEndpoint.get("maintenance", MAINTENANCE_PATH).addSuccess(MaintenanceStateSchema))
  .add(HttpApiEndpoint.post("block", BLOCK_PATH).setPayload(BlockCheck).addSuccess(BlockAnswerSchema))

const Country = Schema.String.pipe(Schema.pattern(/^[A-Z]{2}$/, { message: () => "a two-letter country code in capitals, such as AZ" }))

export const AnnounceMaintenance = Schema.Struct({
  notifyFrom: Epoch,
  startAt: Epoch,
  finishAt: Epoch,
  countries: Schema.optionalWith(Schema.Array(Country).pipe(Schema.maxItems(250)), { default: () => [] })
})
export type AnnounceMaintenance = typeof AnnounceMaintenance.Type

/** Which window to start or end: an id, or none (start: the next one to start; end: every one not over). */
export const MaintenanceTarget = Schema.Struct({ id: Schema.optional(Schema.Int.pipe(Schema.positive())) })

export const OperatorMaintenanceWindow = Schema.Struct({
  id: Schema.Number,
  notifyFrom: Schema.Number,
  startAt: Schema.Number,
  finishAt: Schema.Number,
  startedAt: Schema.NullOr(Schema.Number),
  endedAt: Schema.NullOr(Schema.Number),
  countries: Schema.Array(Schema.String),
  phase: Schema.Literal("scheduled", "announced", "active", "over")
})
export type OperatorMaintenanceWindow = typeof OperatorMaintenanceWindow.Type

export const BlockReasonSchema = Schema.Literal(...BLOCK_REASONS)

export const AddBlockRule = Schema.Struct({
  scope: Schema.Literal("country", "browser", "site"),
  country: Schema.optionalWith(Schema.NullOr(Country), { default: () => null }),
  browser: Schema.optionalWith(Schema.NullOr(PlayerText(100).pipe(Schema.minLength(2))), { default: () => null }),
  reason: BlockReasonSchema,
  displayTypeId: Schema.optionalWith(Schema.Int.pipe(Schema.between(0, 99)), { default: () => 1 }),
  templateTypeId: Schema.optionalWith(Schema.Int.pipe(Schema.between(0, 99)), { default: () => 0 }),
  guestsOnly: Schema.optionalWith(Schema.Boolean, { default: () => false })
})
export type AddBlockRule = typeof AddBlockRule.Type

export const OperatorBlockRule = Schema.Struct({
  id: Schema.Number,
  scope: Schema.Literal("country", "browser", "site"),
  country: Schema.NullOr(Schema.String),
  browser: Schema.NullOr(Schema.String),
  reason: Schema.Number,
  displayTypeId: Schema.Number,
  templateTypeId: Schema.Number,
  guestsOnly: Schema.Boolean
})
export type OperatorBlockRule = typeof OperatorBlockRule.Type

export class SiteAccessRefused extends Schema.TaggedError<SiteAccessRefused>()(
  "SiteAccessRefused",
  { field: Schema.String, message: Schema.String },
  HttpApiSchema.annotations({ status: 400 })
) {}

export class SiteAccessNotFound extends Schema.TaggedError<SiteAccessNotFound>()("SiteAccessNotFound", { message: Schema.String }, HttpApiSchema.annotations({ status: 404 })) {}

const IdPath = Schema.Struct({ id: Schema.NumberFromString.pipe(Schema.int(), Schema.between(1, Number.MAX_SAFE_INTEGER)) })

/** The operator's maintenance and block rules (npm run operator -- maintenance | blocks), behind the operator token. */
export const operatorSiteAccessGroup = HttpApiGroup.make("operatorSiteAccess")
  .add(HttpApiEndpoint.get("maintenanceWindows", "/web-api/operator/maintenance").addSuccess(Schema.Array(OperatorMaintenanceWindow)))
  .add(
    HttpApiEndpoint.post("announceMaintenance", "/web-api/operator/maintenance").setPayload(AnnounceMaintenance).addSuccess(OperatorMaintenanceWindow).addError(SiteAccessRefused)
  )
  .add(
    HttpApiEndpoint.post("startMaintenance", "/web-api/operator/maintenance/start")
      .setPayload(MaintenanceTarget)
      .addSuccess(OperatorMaintenanceWindow)
      .addError(SiteAccessNotFound)
  )
  .add(HttpApiEndpoint.post("endMaintenance", "/web-api/operator/maintenance/end").setPayload(MaintenanceTarget).addSuccess(Schema.Array(OperatorMaintenanceWindow)))
  .add(HttpApiEndpoint.get("blockRules", "/web-api/operator/blocks").addSuccess(Schema.Array(OperatorBlockRule)))
  .add(HttpApiEndpoint.post("addBlockRule", "/web-api/operator/blocks").setPayload(AddBlockRule).addSuccess(OperatorBlockRule).addError(SiteAccessRefused))
  .add(HttpApiEndpoint.post("removeBlockRule", "/web-api/operator/blocks/:id/remove").setPath(IdPath).addSuccess(OperatorBlockRule).addError(SiteAccessNotFound))
  .middleware(OperatorAccess)
  .annotate(OpenApi.Exclude, true)
