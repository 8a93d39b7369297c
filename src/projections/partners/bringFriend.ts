import { Schema } from "effect"
import { BringFriendAnswer } from "../../domain/api/partners"
import { playerScoped } from "../playerScoped"

/**
 * The bring-a-friend page: the player's code, friends and rewards as the server last answered them. Reset when another
 * player (or a guest) takes the browser: the friends are the player's own.
 */
export const BringFriendState = Schema.Struct({
  owner: Schema.NullOr(Schema.Int),
  status: Schema.Literal("idle", "loaded", "failed"),
  answer: Schema.NullOr(BringFriendAnswer)
})
export type BringFriendState = typeof BringFriendState.Type

const emptyFor = (owner: number | null): BringFriendState => ({ owner, status: "idle", answer: null })

export const bringFriendProjection = playerScoped({
  name: "bringFriend",
  schema: BringFriendState,
  emptyFor,
  playerOf: (state) => state.owner,
  tags: ["BringFriendLoaded", "BringFriendLoadFailed"],
  apply: (state, event): BringFriendState => {
    switch (event._tag) {
      case "BringFriendLoaded":
        return { ...state, status: "loaded", answer: event.answer }
      case "BringFriendLoadFailed":
        return { ...state, status: state.status === "loaded" ? "loaded" : "failed" }
      default:
        return state
    }
  }
})
