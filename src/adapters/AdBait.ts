import { Context, type Effect } from "effect"
import type { AdBaitFacts } from "../domain/shell/adBlocker"

/** Sets the ad blocker's bait in the page and reports what became of it (src/domain/shell/adBlocker.ts). */
export class AdBait extends Context.Tag("oddsfold/AdBait")<AdBait, { readonly probe: Effect.Effect<AdBaitFacts> }>() {}
