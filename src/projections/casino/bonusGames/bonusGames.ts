import { Schema } from "effect"
import { BonusGamesAnswer, BonusGamePlay, FreePlays } from "../../../domain/api/bonusGames"
import { ApiError } from "../../../domain/api/clientErrors"
import { playerScoped } from "../../playerScoped"

/**
 * The bonus games (SPEC.md 2.3 games, games/{gameRoute}): the games and the player's free plays as the server last
 * answered them, the bonus balance, and the latest play (its outcome for the game's screen) or refusal. Reset when
 * another player (or a guest) takes the browser.
 */
export const BonusGamesState = Schema.Struct({
  owner: Schema.NullOr(Schema.Int),
  status: Schema.Literal("idle", "loaded", "failed"),
  data: Schema.NullOr(BonusGamesAnswer),
  error: Schema.NullOr(ApiError),
  lastPlay: Schema.NullOr(BonusGamePlay),
  playError: Schema.NullOr(Schema.Struct({ playId: Schema.String, error: ApiError })),
  /** The player's latest plays as last read (the verifier's), and whether the last read failed. */
  plays: Schema.Struct({ status: Schema.Literal("idle", "loaded", "failed"), list: Schema.Array(BonusGamePlay) })
})
export type BonusGamesState = typeof BonusGamesState.Type

const emptyFor = (owner: number | null): BonusGamesState => ({ owner, status: "idle", data: null, error: null, lastPlay: null, playError: null, plays: { status: "idle", list: [] } })

const withFreePlays = (data: BonusGamesAnswer | null, freePlays: FreePlays, bonusBalance: number, now: number): BonusGamesAnswer | null =>
  data === null ? null : { ...data, freePlays, bonusBalance, now }

export const bonusGamesProjection = playerScoped({
  name: "bonusGames",
  schema: BonusGamesState,
  emptyFor,
  playerOf: (state) => state.owner,
  tags: ["BonusGamesLoaded", "BonusGamesLoadFailed", "BonusGamePlayed", "BonusGamePlayFailed", "BonusPlaysLoaded", "BonusPlaysLoadFailed"],
  apply: (state, event): BonusGamesState => {
    switch (event._tag) {
      case "BonusGamesLoaded":
        return { ...state, status: "loaded", data: event.answer, error: null }
      case "BonusGamesLoadFailed":
        return { ...state, status: state.status === "loaded" ? "loaded" : "failed", error: event.error }
      case "BonusGamePlayed":
        return {
          ...state,
          lastPlay: event.answer.play,
          playError: null,
          data: withFreePlays(state.data, event.answer.freePlays, event.answer.bonusBalance, event.answer.play.playedAt)
        }
      case "BonusGamePlayFailed":
        return { ...state, playError: { playId: event.playId, error: event.error } }
      case "BonusPlaysLoaded":
        return { ...state, plays: { status: "loaded", list: event.plays } }
      case "BonusPlaysLoadFailed":
        return { ...state, plays: { ...state.plays, status: "failed" } }
      default:
        return state
    }
  }
})
