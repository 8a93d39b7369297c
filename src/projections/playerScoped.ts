import type { Schema } from "effect"
import type { EventTag } from "../commands/registry"
import type { EventOf, Projection } from "./projection"

/** The session's answers that say who is signed in now: the events that can hand the browser to another player. */
export const PLAYER_CHANGES = ["SessionChecked", "LoginSucceeded", "PlayerRegistered", "LoggedOut"] as const
export type PlayerChangeTag = (typeof PLAYER_CHANGES)[number]
export type PlayerChange = EventOf<PlayerChangeTag>

const playerChangeTags: ReadonlySet<string> = new Set(PLAYER_CHANGES)

export const isPlayerChange = (event: { readonly _tag: string }): event is PlayerChange => playerChangeTags.has(event._tag)

/** Who is signed in after a change of player: its user id, or null (a guest) after a logout. */
export const playerAfter = (event: PlayerChange): number | null => (event._tag === "LoggedOut" ? null : event.userId)

/** The player an event was answered for, when it names one (a poll asked for the player signed in at the time). */
const playerNamedBy = (event: object): number | undefined => {
  const userId = (event as { readonly userId?: unknown }).userId
  return typeof userId === "number" ? userId : undefined
}

/**
 * A projection whose state belongs to one signed-in player (null: a guest): their accounts, documents, favorites.
 * `apply` is the fold of that player's own events; the change of player is written here once.
 */
export interface PlayerScopedSpec<S, I, T extends EventTag> {
  readonly name: string
  readonly schema: Schema.Schema<S, I>
  /** The state of `player` before any event of theirs; `emptyFor(null)` is the initial state (a guest's). */
  readonly emptyFor: (player: number | null) => S
  /** Whose state this is. */
  readonly playerOf: (state: S) => number | null
  /** The events of the player's own that the fold reads; the changes of player are added. */
  readonly tags: ReadonlyArray<T>
  /** Folds an event of this state's player. A change of player in `tags` reaches it too, after the reset. */
  readonly apply: (state: S, event: EventOf<T>) => S
}

/**
 * Wraps a fold so that its state belongs to one player: a change of player (another user id, or none) starts from
 * that player's empty state, and the same player's repeated session check changes nothing; a logout goes back to
 * the initial state; an event answered for another player (it carries a `userId` that is not the state's) is
 * ignored, since it came after that player had gone.
 */
export const playerScoped = <S, I, const T extends EventTag>(spec: PlayerScopedSpec<S, I, T>): Projection<S, I, T | PlayerChangeTag> => {
  const initial = spec.emptyFor(null)
  const ownTags: ReadonlySet<string> = new Set(spec.tags)
  const apply = (state: S, event: EventOf<T | PlayerChangeTag>): S => {
    if (isPlayerChange(event)) {
      const player = playerAfter(event)
      const scoped = event._tag === "LoggedOut" ? initial : spec.playerOf(state) === player ? state : spec.emptyFor(player)
      return ownTags.has(event._tag) ? spec.apply(scoped, event as EventOf<T>) : scoped
    }
    const named = playerNamedBy(event)
    if (named !== undefined && named !== spec.playerOf(state)) return state
    return spec.apply(state, event as EventOf<T>)
  }
  return {
    name: spec.name,
    schema: spec.schema,
    initial,
    tags: [...new Set<T | PlayerChangeTag>([...PLAYER_CHANGES, ...spec.tags])],
    apply
  }
}
