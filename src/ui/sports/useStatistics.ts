import { Schema } from "effect"
import { useEffect } from "react"
import { LoadStatistics } from "../../commands/sports/statisticsCommands"
import { GameId } from "../../domain/api/sports"
import type { SportsStatisticsState } from "../../projections/sports/statistics"
import { useDispatch, useStore } from "../AppContext"

const isGameId = Schema.is(GameId)

/** The game a statistics path names (/{lng}/statistic/{gameId}, /{lng}/statisticpopup/{gameId}); null when it names none. */
export const statisticsGameOf = (path: string): string | null => {
  const segment = path.split("/")[3] ?? ""
  return isGameId(segment) ? segment : null
}

/**
 * Asks for a game's statistics when a page shows them, and the answer once it is the one for this game (until
 * then, undefined: loading). Call after `useSignals()`.
 */
export const useStatistics = (gameId: string | null): SportsStatisticsState | undefined => {
  const dispatch = useDispatch()
  const state = useStore().sportsStatistics.value
  useEffect(() => {
    if (gameId !== null) void dispatch(new LoadStatistics({ gameId }))
  }, [dispatch, gameId])
  return gameId !== null && state.gameId === gameId ? state : undefined
}
