import { Effect } from "effect"
import { Api } from "../../adapters/api/Api"
import { FALLBACK_LANGUAGE, isLanguageCode } from "../../domain/shell/language"
import { isSearchable } from "../../domain/sports/search"
import { emit, type Handler } from "../handler"
import { Query } from "../query"
import { fromServerAnswer } from "../serverAnswer"
import type { RunSearch, TypeSearch } from "./searchCommands"
import { SearchAnswered, SearchFailed, SearchTyped } from "./searchEvents"

export const typeSearch: Handler<TypeSearch> = (command) => Effect.succeed(emit(new SearchTyped({ query: command.query })))

/**
 * Asks the line, in the language of the page (sports are named in it). A query the box no longer holds is not asked:
 * the player typed on while this command waited for its turn.
 */
export const runSearch: Handler<RunSearch> = (command) =>
  Effect.gen(function* () {
    const { sportsSearch, language } = yield* (yield* Query).states
    const query = command.query.trim()
    if (!isSearchable(query) || sportsSearch.query.trim() !== query) return emit()
    const api = yield* Api
    const lang = isLanguageCode(language.current) ? language.current : FALLBACK_LANGUAGE
    return yield* fromServerAnswer(
      command,
      api.sports.search({ urlParams: { q: query, lang } }, { captcha: command.captcha }),
      (answer) => emit(new SearchAnswered({ query, answer })),
      (error) => emit(new SearchFailed({ query, error }))
    )
  })
