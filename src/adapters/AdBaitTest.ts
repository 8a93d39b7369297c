import { Effect, Layer } from "effect"
import type { AdBaitFacts } from "../domain/shell/adBlocker"
import { AdBait } from "./AdBait"

const NO_BLOCKER: AdBaitFacts = { baitHidden: false, baitRequestFailed: false, controlRequestFailed: false }

/** A browser whose bait fares as given: by default no blocker, and the network up. */
export const AdBaitTest = (facts: AdBaitFacts = NO_BLOCKER): Layer.Layer<AdBait> => Layer.succeed(AdBait, { probe: Effect.succeed(facts) })
