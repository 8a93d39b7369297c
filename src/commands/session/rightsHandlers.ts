import { Effect } from "effect"
import { Api } from "../../adapters/api/Api"
import { emit, type Handler } from "../handler"
import { fromServerAnswer } from "../serverAnswer"
import type { LoadRights } from "./commands"
import { RightsLoaded, RightsLoadFailed } from "./events"

/**
 * SPEC.md 7 auth API "rights": what the signed-in player may do now. A guest's 401 is no failure to show (the
 * rights are simply none); the projection keeps the rights of the player they were loaded for.
 */
export const loadRights: Handler<LoadRights> = (command) =>
  Effect.flatMap(Api, (api) =>
    fromServerAnswer(
      command,
      api.session.rights({ headers: {} }, { captcha: command.captcha }),
      ({ rights, userId }) => emit(new RightsLoaded({ userId, rights })),
      (error) => emit(new RightsLoadFailed({ error }))
    )
  )
