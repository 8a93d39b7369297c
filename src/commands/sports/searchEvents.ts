import { Schema } from "effect"
import { ApiError } from "../../domain/api/clientErrors"
import { SearchAnswer } from "../../domain/sports/search"
import { version } from "../version"

/** The search box holds this text now. */
export class SearchTyped extends Schema.TaggedClass<SearchTyped>()("SearchTyped", { ...version(1), query: Schema.String }) {}

/** What the line holds for a query (the server's trimmed reading of it is the answer's own `query`). */
export class SearchAnswered extends Schema.TaggedClass<SearchAnswered>()("SearchAnswered", { ...version(1), query: Schema.String, answer: SearchAnswer }) {}

/** The line did not answer a query, or refused it. */
export class SearchFailed extends Schema.TaggedClass<SearchFailed>()("SearchFailed", { ...version(1), query: Schema.String, error: ApiError }) {}

export const searchEvents = [SearchTyped] as const
/** The answers of the search area's requests (searchArea.ts). */
export const searchRequestEvents = [SearchAnswered, SearchFailed] as const
