import { Schema } from "effect"
import { MaintenanceStateSchema } from "../../domain/api/siteAccess"
import { defineProjection } from "../projection"

/**
 * Maintenance and blocking for this visitor (SPEC.md 4): the maintenance state last answered (null: not yet), and the
 * block reason last answered with whether the visitor was signed in when asked (null: not asked yet, or not answered).
 */
export const SiteAccessState = Schema.Struct({
  maintenance: Schema.NullOr(MaintenanceStateSchema),
  block: Schema.NullOr(Schema.Struct({ auth: Schema.Boolean, reason: Schema.NullOr(Schema.Int) })),
  /** The signed-in flag of the last block check asked, answered or not (null: none asked). */
  blockAskedFor: Schema.NullOr(Schema.Boolean)
})
export type SiteAccessState = typeof SiteAccessState.Type

export const siteAccessProjection = defineProjection({
  name: "siteAccess",
  schema: SiteAccessState,
  initial: { maintenance: null, block: null, blockAskedFor: null } as SiteAccessState,
  tags: ["MaintenanceLoaded", "BlockChecked", "BlockCheckFailed"],
  apply: (state, event): SiteAccessState => {
    switch (event._tag) {
      case "MaintenanceLoaded":
        return { ...state, maintenance: event.state }
      case "BlockChecked":
        return { ...state, block: { auth: event.auth, reason: event.reason }, blockAskedFor: event.auth }
      case "BlockCheckFailed":
        return { ...state, blockAskedFor: event.auth }
    }
  }
})
