import { Schema } from "effect"

/** A remote view's key: its app and the page path it shows. */
const ViewKey = Schema.String

/** A page shows the remote view of `path` (SPEC.md 4: a view exists while something uses it). */
export class UseView extends Schema.TaggedClass<UseView>()("UseView", { key: ViewKey, path: Schema.String }) {}
/** Asks the back end for the view (SPEC.md 7, JSON render mode). */
export class LoadView extends Schema.TaggedClass<LoadView>()("LoadView", { key: ViewKey }) {}
/** The retry timer of a failed view fired. */
export class RetryView extends Schema.TaggedClass<RetryView>()("RetryView", { key: ViewKey }) {}
/** A reload event of the view event bus, or the player's refresh button. */
export class ReloadView extends Schema.TaggedClass<ReloadView>()("ReloadView", { key: ViewKey }) {}
/** Nothing uses the view any more. */
export class ReleaseView extends Schema.TaggedClass<ReleaseView>()("ReleaseView", { key: ViewKey }) {}

export const contentCommands = [UseView, LoadView, RetryView, ReloadView, ReleaseView] as const
