import { Schema } from "effect"

/** Reads the maintenance state for this visitor (at start, then on the poll of src/domain/shell/maintenance.ts). */
export class LoadMaintenance extends Schema.TaggedClass<LoadMaintenance>()("LoadMaintenance", {}) {}

/** Asks the blocks service about this visitor and the page shown (at start and when they sign in or out). */
export class CheckBlock extends Schema.TaggedClass<CheckBlock>()("CheckBlock", {}) {}

/** Sends the visitor where maintenance and blocking say (after every move and every answer that may change it). */
export class GuardSiteAccess extends Schema.TaggedClass<GuardSiteAccess>()("GuardSiteAccess", {}) {}

export const siteAccessCommands = [LoadMaintenance, CheckBlock, GuardSiteAccess] as const
