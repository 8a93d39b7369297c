import { Effect } from "effect"
import { Api } from "../../adapters/api/Api"
import { emit, type Handler } from "../handler"
import { fromServerAnswer } from "../serverAnswer"
import type { LoadTeamResults } from "./teamCommands"
import { TeamResultsLoaded, TeamResultsLoadFailed } from "./teamEvents"

/** Read once when the team's page opens (its live and upcoming games are a watched list, polled apart). */
export const loadTeamResults: Handler<LoadTeamResults> = (command) =>
  Effect.gen(function* () {
    const api = yield* Api
    const { sportId, name } = command
    return yield* fromServerAnswer(
      command,
      api.sports.teamResults({ urlParams: { sport: sportId, name } }, { captcha: command.captcha }),
      (answer) => emit(new TeamResultsLoaded({ sportId, name, results: answer.results })),
      (error) => emit(new TeamResultsLoadFailed({ sportId, name, error }))
    )
  })
