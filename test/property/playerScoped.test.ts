import { Schema } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { ChangesPollFailed } from "../../src/commands/changes/events"
import { LoggedOut, LoginSucceeded, SessionChecked, UserConfigLoadFailed } from "../../src/commands/session/events"
import { NetworkError } from "../../src/domain/api/clientErrors"
import { playerAfter, playerScoped } from "../../src/projections/playerScoped"

/** What a fold saw, in order: `tag:userId` (`-` for an event that names no player). */
const label = (event: { readonly _tag: string; readonly userId?: number | null }): string => `${event._tag}:${event.userId ?? "-"}`

/** A fold that remembers every event it was given, so the test sees exactly which events reached it and from where. */
const seen = playerScoped({
  name: "seen",
  schema: Schema.Struct({ owner: Schema.NullOr(Schema.Int), seen: Schema.Array(Schema.String) }),
  emptyFor: (owner) => ({ owner, seen: [] as ReadonlyArray<string> }),
  playerOf: (state) => state.owner,
  // A sign-in is also one of the player's own events here: it must reach the fold after the reset, not before it.
  tags: ["ChangesPollFailed", "UserConfigLoadFailed", "LoginSucceeded"],
  apply: (state, event) => ({ ...state, seen: [...state.seen, label(event)] })
})
type Seen = typeof seen.initial
type Folded = Parameters<typeof seen.apply>[1]

const error = new NetworkError({ message: "offline" })
const player = fc.integer({ min: 1, max: 3 })
const anyEvent: fc.Arbitrary<Folded> = fc.oneof(
  fc.option(player, { nil: null }).map((userId) => new SessionChecked({ userId })),
  player.map((userId) => new LoginSucceeded({ userId, accountId: 1000 + userId, save: false })),
  fc.constant(new LoggedOut({})),
  player.map((userId) => new ChangesPollFailed({ userId, error })),
  fc.constant(new UserConfigLoadFailed({ error }))
)

const fold = (events: ReadonlyArray<Folded>, from: Seen = seen.initial): Seen => events.reduce(seen.apply, from)

/**
 * The oracle, over the whole sequence rather than event by event: the player is the one the last session event
 * named (none before any); the state is theirs from the last point the browser changed hands (a logout, or a session
 * event naming someone else than the player before it), and holds their events since then, in order: those that
 * name no player or name them.
 */
const model = (events: ReadonlyArray<Folded>): Seen => {
  const players: Array<number | null> = []
  let current: number | null = null
  for (const event of events) {
    if (event._tag === "LoggedOut") current = null
    else if (event._tag === "SessionChecked" || event._tag === "LoginSucceeded") current = event.userId
    players.push(current)
  }
  const handedOver = (i: number): boolean => {
    const event = events[i]!
    const before = i === 0 ? null : players[i - 1]!
    return event._tag === "LoggedOut" || ((event._tag === "SessionChecked" || event._tag === "LoginSucceeded") && event.userId !== before)
  }
  let start = 0
  for (let i = events.length - 1; i >= 0; i--) {
    if (handedOver(i)) {
      start = i
      break
    }
  }
  const owner = players.at(-1) ?? null
  const own = events
    .slice(start)
    .filter((event) => event._tag !== "SessionChecked" && event._tag !== "LoggedOut")
    .filter((event) => !("userId" in event) || event._tag === "LoginSucceeded" || event.userId === owner)
  return { owner, seen: own.map(label) }
}

describe("a player-scoped projection", () => {
  it("holds exactly the current player's events since the browser last changed hands", () => {
    fc.assert(
      fc.property(fc.array(anyEvent, { maxLength: 30 }), (events) => {
        expect(fold(events)).toEqual(model(events))
      })
    )
  })

  it("after a change of player, equals the fold of that player's events alone from the initial state", () => {
    fc.assert(
      fc.property(fc.array(anyEvent, { maxLength: 15 }), player, fc.array(anyEvent, { maxLength: 15 }), (before, next, after) => {
        const change = new SessionChecked({ userId: next })
        fc.pre(fold(before).owner !== next)
        expect(fold([...before, change, ...after])).toEqual(fold([change, ...after]))
      })
    )
  })

  it("goes back to the initial state at logout, whatever came before", () => {
    fc.assert(
      fc.property(fc.array(anyEvent, { maxLength: 30 }), (events) => {
        expect(fold([...events, new LoggedOut({})])).toBe(seen.initial)
      })
    )
  })

  it("names a guest (null) as who is signed in after a logout, and the player after a sign-in", () => {
    expect(playerAfter(new LoggedOut({}))).toBeNull()
    expect(playerAfter(new SessionChecked({ userId: 7 }))).toBe(7)
  })

  it("keeps its state (the same object) through the same player's repeated session check", () => {
    fc.assert(
      fc.property(fc.array(anyEvent, { maxLength: 30 }), (events) => {
        const state = fold(events)
        expect(seen.apply(state, new SessionChecked({ userId: state.owner }))).toBe(state)
      })
    )
  })
})
