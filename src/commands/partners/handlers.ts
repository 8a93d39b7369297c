import { Effect } from "effect"
import { Api } from "../../adapters/api/Api"
import { emit, type Handler } from "../handler"
import { fromServerAnswer } from "../serverAnswer"
import type { LoadBringFriend } from "./commands"
import { BringFriendLoaded, BringFriendLoadFailed } from "./events"

/** The player's friends and rewards, as the server knows them now. */
export const loadBringFriend: Handler<LoadBringFriend> = (command) =>
  Effect.flatMap(Api, (api) =>
    fromServerAnswer(
      command,
      api.partners.bringFriend(),
      (answer) => emit(new BringFriendLoaded({ answer })),
      (error) => emit(new BringFriendLoadFailed({ error }))
    )
  )
