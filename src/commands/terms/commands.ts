import { Schema } from "effect"

/** Asks whether the signed-in player must confirm changed terms (every 60 s, and when the confirm page opens). */
export class CheckTerms extends Schema.TaggedClass<CheckTerms>()("CheckTerms", {}) {}

/** Reads the current terms' summary and rules confirm entries for the confirm page. */
export class LoadTermsRules extends Schema.TaggedClass<LoadTermsRules>()("LoadTermsRules", {}) {}

/** The player accepts the terms of `version` (the one the confirm page shows). */
export class ConfirmTerms extends Schema.TaggedClass<ConfirmTerms>()("ConfirmTerms", { version: Schema.Int }) {}

export const termsCommands = [CheckTerms, LoadTermsRules, ConfirmTerms] as const
