import { Schema } from "effect"
import { defineProjection } from "../projection"

/** The outcomes the player has chosen, in the order chosen (the coupon issue turns them into bets). */
export const SportsPicksState = Schema.Array(Schema.String)
export type SportsPicksState = typeof SportsPicksState.Type

export const sportsPicksProjection = defineProjection({
  name: "sportsPicks",
  schema: SportsPicksState,
  initial: [] as SportsPicksState,
  tags: ["OutcomePicked"],
  apply: (state, event): SportsPicksState => {
    const has = state.includes(event.outcomeId)
    if (event.picked === has) return state
    return event.picked ? [...state, event.outcomeId] : state.filter((id) => id !== event.outcomeId)
  }
})
