import { Schema } from "effect"
import { ApiError } from "../../domain/api/clientErrors"
import { CashbackAnswer, CashbackPeriod } from "../../domain/api/promoCashback"
import { playerScoped } from "../playerScoped"

/** One programme's page as the server last answered it, the latest claim's settlement or refusal. */
export const CashbackProgrammeState = Schema.Struct({
  status: Schema.Literal("idle", "loaded", "failed"),
  answer: Schema.NullOr(CashbackAnswer),
  claimed: Schema.NullOr(CashbackPeriod),
  claimError: Schema.NullOr(ApiError)
})
export type CashbackProgrammeState = typeof CashbackProgrammeState.Type

/**
 * The cashback pages (casino/vipcashback, casino/premiumcashback), one state per programme. Reset when another
 * player (or a guest) takes the browser: the weeks are the player's own.
 */
export const CashbackState = Schema.Struct({
  owner: Schema.NullOr(Schema.Int),
  vip: CashbackProgrammeState,
  premium: CashbackProgrammeState
})
export type CashbackState = typeof CashbackState.Type

const idle: CashbackProgrammeState = { status: "idle", answer: null, claimed: null, claimError: null }
const emptyFor = (owner: number | null): CashbackState => ({ owner, vip: idle, premium: idle })

export const cashbackProjection = playerScoped({
  name: "cashback",
  schema: CashbackState,
  emptyFor,
  playerOf: (state) => state.owner,
  tags: ["CashbackLoaded", "CashbackLoadFailed", "CashbackClaimed", "CashbackClaimFailed"],
  apply: (state, event): CashbackState => {
    const programme = state[event.programme]
    switch (event._tag) {
      case "CashbackLoaded":
        return { ...state, [event.programme]: { ...programme, status: "loaded", answer: event.answer } }
      case "CashbackLoadFailed":
        return { ...state, [event.programme]: { ...programme, status: programme.status === "loaded" ? "loaded" : "failed" } }
      case "CashbackClaimed":
        return { ...state, [event.programme]: { ...programme, claimed: event.period, claimError: null } }
      case "CashbackClaimFailed":
        return { ...state, [event.programme]: { ...programme, claimed: null, claimError: event.error } }
      default:
        return state
    }
  }
})
