import { Effect } from "effect"
import { Api } from "../../../adapters/api/Api"
import { emit, emitThen, type Handler } from "../../handler"
import { fromServerAnswer } from "../../serverAnswer"
import { LoadBonusGames, type LoadBonusPlays, type PlayBonusGame } from "./commands"
import { BonusGamePlayed, BonusGamePlayFailed, BonusGamesLoaded, BonusGamesLoadFailed, BonusPlaysLoaded, BonusPlaysLoadFailed } from "./events"

export const loadBonusGames: Handler<LoadBonusGames> = (command) =>
  Effect.flatMap(Api, (api) =>
    fromServerAnswer(
      command,
      api.bonusGames.games(),
      (answer) => emit(new BonusGamesLoaded({ answer })),
      (error) => emit(new BonusGamesLoadFailed({ error }))
    )
  )

export const playBonusGame: Handler<PlayBonusGame> = (command) =>
  Effect.flatMap(Api, (api) =>
    fromServerAnswer(
      command,
      api.bonusGames.play({ payload: { playId: command.playId, game: command.game, choice: command.choice } }),
      (answer) => emit(new BonusGamePlayed({ answer })),
      // A refusal may mean the free plays changed (used in another tab, a new day): read them again.
      (error) => emitThen([new BonusGamePlayFailed({ playId: command.playId, error })], [new LoadBonusGames({})])
    )
  )

export const loadBonusPlays: Handler<LoadBonusPlays> = (command) =>
  Effect.flatMap(Api, (api) =>
    fromServerAnswer(
      command,
      api.bonusGames.plays(),
      ({ plays }) => emit(new BonusPlaysLoaded({ plays })),
      (error) => emit(new BonusPlaysLoadFailed({ error }))
    )
  )
