import { Schema } from "effect"
import { LoggedUrl } from "../../domain/shell/secretQuery"

/** Reads the maintenance state for this visitor (at start, then on the poll of src/domain/shell/maintenance.ts). */
export class LoadMaintenance extends Schema.TaggedClass<LoadMaintenance>()("LoadMaintenance", {}) {}

/**
 * Asks the blocks service about this visitor and the page shown (at start and when they sign in or out). Whether they
 * are signed in and the address (its secret values already replaced) are fixed when it is dispatched, so a re-run asks
 * what the live app asked even where a move raced it.
 */
export class CheckBlock extends Schema.TaggedClass<CheckBlock>()("CheckBlock", { auth: Schema.Boolean, url: LoggedUrl }) {}

/** Sends the visitor where maintenance and blocking say (after every move and every answer that may change it). */
export class GuardSiteAccess extends Schema.TaggedClass<GuardSiteAccess>()("GuardSiteAccess", {}) {}

/** Asks the redirects service where a page goes, by its path (at start and after every move to another path). */
export class CheckRedirect extends Schema.TaggedClass<CheckRedirect>()("CheckRedirect", { path: Schema.String }) {}

/** Sends the visitor where the redirects service's answer for the page shown says, or logs why not (a loop). */
export class FollowRedirect extends Schema.TaggedClass<FollowRedirect>()("FollowRedirect", {}) {}

export const siteAccessCommands = [LoadMaintenance, CheckBlock, GuardSiteAccess, CheckRedirect, FollowRedirect] as const
