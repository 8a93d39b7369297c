import { Schema } from "effect"

/** Reads the maintenance state for this visitor (at start, then on the poll of src/domain/shell/maintenance.ts). */
export class LoadMaintenance extends Schema.TaggedClass<LoadMaintenance>()("LoadMaintenance", {}) {}

/** Asks the blocks service about this visitor and the page shown (at start and when they sign in or out). */
export class CheckBlock extends Schema.TaggedClass<CheckBlock>()("CheckBlock", {}) {}

/** Sends the visitor where maintenance and blocking say (after every move and every answer that may change it). */
export class GuardSiteAccess extends Schema.TaggedClass<GuardSiteAccess>()("GuardSiteAccess", {}) {}

/** Asks the redirects service where the page shown goes (at start and after every move to another address). */
export class CheckRedirect extends Schema.TaggedClass<CheckRedirect>()("CheckRedirect", {}) {}

/** Sends the visitor where the redirects service's answer for the page shown says, or logs why not (a loop). */
export class FollowRedirect extends Schema.TaggedClass<FollowRedirect>()("FollowRedirect", {}) {}

export const siteAccessCommands = [LoadMaintenance, CheckBlock, GuardSiteAccess, CheckRedirect, FollowRedirect] as const
