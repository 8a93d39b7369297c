import { Schema } from "effect"
import { ApiError } from "../../domain/api/clientErrors"
import { isSearchable, SearchAnswer } from "../../domain/sports/search"
import { defineProjection } from "../projection"

/**
 * The search box (src/domain/sports/search.ts): the text it holds, and what the line answered. `idle`: nothing to
 * look for (too short, cleared); `waiting`: the text changed since the last answer, which stays shown until the next
 * one comes; `answered`: `answer` is the line's answer to the text; `failed`: the line did not answer it.
 */
export const SportsSearchState = Schema.Struct({
  query: Schema.String,
  status: Schema.Literal("idle", "waiting", "answered", "failed"),
  answer: Schema.NullOr(SearchAnswer),
  error: Schema.NullOr(ApiError)
})
export type SportsSearchState = typeof SportsSearchState.Type

const IDLE: SportsSearchState = { query: "", status: "idle", answer: null, error: null }

export const sportsSearchProjection = defineProjection({
  name: "sportsSearch",
  schema: SportsSearchState,
  initial: IDLE,
  tags: ["SearchTyped", "SearchAnswered", "SearchFailed"],
  apply: (state, event): SportsSearchState => {
    switch (event._tag) {
      case "SearchTyped": {
        if (!isSearchable(event.query)) return { ...IDLE, query: event.query }
        const answered = state.answer !== null && state.answer.query === event.query.trim()
        return { ...state, query: event.query, status: answered ? "answered" : "waiting", error: null }
      }
      case "SearchAnswered": {
        // An answer to an older text is still the best there is to show while the newer one is asked.
        if (state.status === "idle") return state
        const current = event.query === state.query.trim()
        return { ...state, answer: event.answer, status: current ? "answered" : state.status, error: null }
      }
      case "SearchFailed":
        return event.query === state.query.trim() && state.status !== "idle" ? { ...state, status: "failed", error: event.error } : state
    }
  }
})
