import { Schema } from "effect"
import { captchaAnswer } from "../secret"

/**
 * Search of the line (src/domain/sports/search.ts). The player types in the search box: the text as it stands now
 * (cleared: ""). A pause in typing asks the line (RunSearch, dispatched by the search's timer on the Clock).
 */
export class TypeSearch extends Schema.TaggedClass<TypeSearch>()("TypeSearch", { query: Schema.String }) {}

/** Asks the line for a query the player stopped typing at; a newer one cancels it while it is in flight. */
export class RunSearch extends Schema.TaggedClass<RunSearch>()("RunSearch", { query: Schema.String, ...captchaAnswer }) {}

/** The sports area's (the box's text is the line's state, folded in the area's lane). */
export const searchCommands = [TypeSearch] as const
/** The search area's own lane (searchArea.ts): a request in flight never holds up the box or the line's polls. */
export const searchRequestCommands = [RunSearch] as const
