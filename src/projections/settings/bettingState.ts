import { BettingState, type BettingStatePatch, DEFAULT_BETTING_STATE } from "../../domain/settings/bettingState"
import { defineProjection, type EventOf, foldByEdit } from "../projection"

const patchInPlace = (draft: BettingState, patch: BettingStatePatch): boolean => {
  let changed = false
  for (const key of Object.keys(patch) as Array<keyof BettingState>) {
    const value = patch[key]
    if (value === undefined || value === draft[key]) continue
    ;(draft as Record<string, unknown>)[key] = value
    changed = true
  }
  return changed
}

/** SPEC.md 3 "Betting state" and the time filter: defaults, then what this browser stored, then the player's changes. */
export const bettingStateProjection = defineProjection({
  name: "bettingState",
  schema: BettingState,
  initial: DEFAULT_BETTING_STATE,
  tags: ["BettingStateRestored", "BettingStateChanged"],
  ...foldByEdit<BettingState, EventOf<"BettingStateRestored" | "BettingStateChanged">>((draft, event) => {
    if (event._tag === "BettingStateChanged") return patchInPlace(draft, event.patch)
    Object.assign(draft, DEFAULT_BETTING_STATE)
    patchInPlace(draft, event.stored)
    return true
  })
})
