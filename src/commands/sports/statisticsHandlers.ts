import { Effect } from "effect"
import { Api } from "../../adapters/api/Api"
import { emit, type Handler } from "../handler"
import { fromServerAnswer } from "../serverAnswer"
import type { LoadStatistics } from "./statisticsCommands"
import { StatisticsLoaded, StatisticsLoadFailed } from "./statisticsEvents"

/** Read once when the page opens: statistics are of games already played, so they are not polled. */
export const loadStatistics: Handler<LoadStatistics> = (command) =>
  Effect.gen(function* () {
    const api = yield* Api
    const { gameId } = command
    return yield* fromServerAnswer(
      command,
      api.sports.statistics({ path: { id: gameId } }, { captcha: command.captcha }),
      (statistics) => emit(new StatisticsLoaded({ gameId, statistics })),
      (error) => emit(new StatisticsLoadFailed({ gameId, error }))
    )
  })
