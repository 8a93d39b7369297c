import { it as effectIt } from "@effect/vitest"
import { Effect } from "effect"
import { describe, expect, it } from "vitest"
import { ApiCalls } from "../../../src/adapters/api/ApiTest"
import { LoggedOut, LoginSucceeded, SessionChecked } from "../../../src/commands/session/events"
import { PollSports } from "../../../src/commands/sports/commands"
import { AddFavorite, LoadFavorites, RemoveFavorite, SendFavoriteChange } from "../../../src/commands/sports/favoriteCommands"
import { FavoriteAdded, FavoriteChangeFailed, FavoriteChangeStarted, FavoriteRemoved, FavoritesLoaded, FavoritesLoadFailed } from "../../../src/commands/sports/favoriteEvents"
import { addFavorite, loadFavorites, removeFavorite, sendFavoriteChange } from "../../../src/commands/sports/favoriteHandlers"
import { SportsGamesChanged, SportsPollFailed, SportsWatchStarted } from "../../../src/commands/sports/events"
import { pollSports } from "../../../src/commands/sports/handlers"
import { type Event } from "../../../src/commands/registry"
import { NetworkError, NotAuthenticated, ServerRefused } from "../../../src/domain/api/clientErrors"
import { NotModified } from "../../../src/domain/api/sports"
import type { Favorites } from "../../../src/domain/sports/favorites"
import { foldEvents } from "../../../src/projections/fold"
import { initialStates } from "../../../src/projections/registry"
import { isStarred, type SportsFavoritesState, sportsFavoritesProjection } from "../../../src/projections/sports/favorites"
import { game } from "../../support/sportsLine"
import { handlerServices } from "../../support/handlerServices"

/** Favorites (issue 8) on the client: what the stars and the favorites block show, and what the handlers send. */

const epl = { id: "epl", sportId: "football", country: "England", name: "Premier League", page: "epl" } as const
const nba = { id: "nba", sportId: "basketball", country: "USA", name: "NBA", page: null } as const
const eplAndG7: Favorites = { championships: [epl], gameIds: ["g7"] }
const g7 = { kind: "game", id: "g7" } as const
const g8 = { kind: "game", id: "g8" } as const
const eplTarget = { kind: "championship", id: "epl" } as const

const fold = (events: ReadonlyArray<Event>): SportsFavoritesState => foldEvents(initialStates(), events).sportsFavorites
const signedIn = new SessionChecked({ userId: 42 })

describe("the favorites projection", () => {
  it("holds nothing for a guest, and a signed-in player's favorites once loaded", () => {
    expect(fold([new SessionChecked({ userId: null })])).toEqual({
      owner: null,
      status: "idle",
      favorites: { championships: [], gameIds: [] },
      pending: [],
      revisions: {},
      failure: null,
      error: null
    })
    expect(fold([signedIn, new FavoritesLoaded({ favorites: eplAndG7, list: null })])).toEqual({
      owner: 42,
      status: "loaded",
      favorites: { championships: [epl], gameIds: ["g7"] },
      pending: [],
      revisions: {},
      failure: null,
      error: null
    })
  })

  it("keeps them through the same player's minutely check, and empties them on logout and for another player", () => {
    const loaded = [signedIn, new FavoritesLoaded({ favorites: eplAndG7, list: null })]
    expect(fold([...loaded, new SessionChecked({ userId: 42 })]).favorites).toEqual(eplAndG7)
    expect(fold([...loaded, new LoggedOut({})])).toMatchObject({ owner: null, status: "idle", favorites: { championships: [], gameIds: [] } })
    expect(fold([...loaded, new LoginSucceeded({ userId: 43, accountId: 100000043, save: false })])).toMatchObject({
      owner: 43,
      status: "idle",
      favorites: { championships: [], gameIds: [] }
    })
  })

  it("ignores an answer that arrives after the player logged out", () => {
    const state = fold([signedIn, new LoggedOut({}), new FavoritesLoaded({ favorites: eplAndG7, list: null }), new FavoriteAdded({ target: g7, favorites: eplAndG7 })])
    expect(state.favorites).toEqual({ championships: [], gameIds: [] })
  })

  it("turns a star on at the click, keeps the server's favorites when it answers, and turns it back off when refused", () => {
    const started = [signedIn, new FavoritesLoaded({ favorites: eplAndG7, list: null }), new FavoriteChangeStarted({ change: { action: "add", target: g8 } })]
    expect(isStarred(fold(started), g8)).toBe(true)
    expect(fold(started).favorites.gameIds).toEqual(["g7"])

    const kept = fold([...started, new FavoriteAdded({ target: g8, favorites: { championships: [epl], gameIds: ["g7", "g8"] } })])
    expect(kept.favorites.gameIds).toEqual(["g7", "g8"])
    expect(kept.pending).toEqual([])
    expect(isStarred(kept, g8)).toBe(true)

    const refused = fold([...started, new FavoriteChangeFailed({ change: { action: "add", target: g8 }, reason: "limit", error: new ServerRefused({ status: 409, title: "full" }) })])
    expect(isStarred(refused, g8)).toBe(false)
    expect(refused.pending).toEqual([])
    expect(refused.failure).toEqual({ change: { action: "add", target: g8 }, reason: "limit" })
    // The next change clears the notice.
    expect(fold([...started.slice(0, 2), new FavoriteChangeFailed({ change: { action: "add", target: g8 }, reason: "limit", error: null }), new FavoriteChangeStarted({ change: { action: "remove", target: g7 } })]).failure).toBeNull()
  })

  it("shows the last click while two changes of one star are on their way", () => {
    const clicks = [
      signedIn,
      new FavoritesLoaded({ favorites: { championships: [], gameIds: [] }, list: null }),
      new FavoriteChangeStarted({ change: { action: "add", target: eplTarget } }),
      new FavoriteChangeStarted({ change: { action: "remove", target: eplTarget } })
    ]
    expect(isStarred(fold(clicks), eplTarget)).toBe(false)
    // The add is answered first: the star stays off, the removal still pending.
    const firstAnswered = fold([...clicks, new FavoriteAdded({ target: eplTarget, favorites: { championships: [epl], gameIds: [] } })])
    expect(isStarred(firstAnswered, eplTarget)).toBe(false)
    expect(firstAnswered.pending).toEqual([{ action: "remove", target: eplTarget }])
    const bothAnswered = fold([
      ...clicks,
      new FavoriteAdded({ target: eplTarget, favorites: { championships: [epl], gameIds: [] } }),
      new FavoriteRemoved({ target: eplTarget, favorites: { championships: [], gameIds: [] } })
    ])
    expect(bothAnswered).toMatchObject({ pending: [], favorites: { championships: [], gameIds: [] } })
    expect(isStarred(bothAnswered, eplTarget)).toBe(false)
  })

  it("remembers per favorites list the revision its games were answered for", () => {
    const state = fold([
      signedIn,
      new FavoritesLoaded({ favorites: eplAndG7, list: { key: "favorites:live", revision: "00000000000000aa" } }),
      new FavoritesLoaded({ favorites: eplAndG7, list: { key: "favorites:line", revision: "00000000000000bb" } }),
      new FavoritesLoaded({ favorites: { championships: [epl, nba], gameIds: ["g7"] }, list: { key: "favorites:live", revision: "00000000000000cc" } }),
      new FavoritesLoaded({ favorites: { championships: [epl, nba], gameIds: ["g7"] }, list: null })
    ])
    expect(state.revisions).toEqual({ "favorites:live": "00000000000000cc", "favorites:line": "00000000000000bb" })
    expect(state.favorites.championships.map((c) => c.id)).toEqual(["epl", "nba"])
  })

  it("keeps its state as it was when a poll answers the same favorites again, so no star is drawn again", () => {
    const answered = new FavoritesLoaded({ favorites: eplAndG7, list: { key: "favorites:live", revision: "00000000000000aa" } })
    const before = fold([signedIn, answered])
    const again = new FavoritesLoaded({ favorites: { championships: [epl], gameIds: ["g7"] }, list: { key: "favorites:live", revision: "00000000000000aa" } })
    expect(sportsFavoritesProjection.apply(before, again)).toBe(before)
    const grown = new FavoritesLoaded({ favorites: { championships: [epl], gameIds: ["g7", "g8"] }, list: { key: "favorites:live", revision: "00000000000000ab" } })
    expect(sportsFavoritesProjection.apply(before, grown).favorites.gameIds).toEqual(["g7", "g8"])
  })

  it("is failed only when the first load fails; favorites shown stay when a later load fails", () => {
    const error = new NetworkError({ message: "offline" })
    expect(fold([signedIn, new FavoritesLoadFailed({ error })])).toMatchObject({ status: "failed", error })
    expect(fold([signedIn, new FavoritesLoaded({ favorites: eplAndG7, list: null }), new FavoritesLoadFailed({ error })])).toMatchObject({
      status: "loaded",
      favorites: eplAndG7,
      error
    })
  })

  it("declares every tag it folds", () => {
    expect([...sportsFavoritesProjection.tags].sort()).toEqual(
      [
        "FavoriteAdded",
        "FavoriteChangeFailed",
        "FavoriteChangeStarted",
        "FavoriteRemoved",
        "FavoritesLoadFailed",
        "FavoritesLoaded",
        "LoggedOut",
        "LoginSucceeded",
        "PlayerRegistered",
        "SessionChecked"
      ].sort()
    )
  })
})

const services = handlerServices

const loaded = [signedIn, new FavoritesLoaded({ favorites: eplAndG7, list: null })]
const liveKey = "favorites:live"
const watchingLive = new SportsWatchStarted({ key: liveKey, watch: { _tag: "favorites", section: "live" } })

describe("favorites handlers", () => {
  effectIt.effect("a sign-in loads the marks only (no section)", () =>
    Effect.gen(function* () {
      const calls = yield* ApiCalls
      const outcome = yield* loadFavorites(new LoadFavorites({}), 1)
      expect(outcome.events).toEqual([new FavoritesLoaded({ favorites: eplAndG7, list: null })])
      expect((yield* calls.all).map((call) => call.request)).toEqual([{ urlParams: {} }])
    }).pipe(Effect.provide(services([signedIn], { api: { sports: { favorites: [{ favorites: eplAndG7, revision: "00000000000000aa", list: null }] } } })))
  )

  effectIt.effect("a guest's load calls nothing", () =>
    Effect.gen(function* () {
      expect((yield* loadFavorites(new LoadFavorites({}), 1)).events).toEqual([])
      expect(yield* (yield* ApiCalls).all).toEqual([])
    }).pipe(Effect.provide(services([new SessionChecked({ userId: null })])))
  )

  effectIt.effect("a star shows at once and is sent next; a star pressed into the state it shows changes nothing", () =>
    Effect.gen(function* () {
      const add = yield* addFavorite(new AddFavorite({ target: g8 }), 1)
      expect(add.events).toEqual([new FavoriteChangeStarted({ change: { action: "add", target: g8 } })])
      expect(add.next).toEqual([new SendFavoriteChange({ change: { action: "add", target: g8 } })])
      expect((yield* addFavorite(new AddFavorite({ target: g7 }), 2)).events).toEqual([])
      expect((yield* removeFavorite(new RemoveFavorite({ target: g8 }), 3)).events).toEqual([])
      const remove = yield* removeFavorite(new RemoveFavorite({ target: eplTarget }), 4)
      expect(remove.next).toEqual([new SendFavoriteChange({ change: { action: "remove", target: eplTarget } })])
    }).pipe(Effect.provide(services(loaded)))
  )

  effectIt.effect("a guest's star is refused with 'sign in', without a call", () =>
    Effect.gen(function* () {
      const outcome = yield* addFavorite(new AddFavorite({ target: g8 }), 1)
      expect(outcome.events).toEqual([new FavoriteChangeFailed({ change: { action: "add", target: g8 }, reason: "signIn", error: null })])
      expect(outcome.next).toBeUndefined()
    }).pipe(Effect.provide(services([new SessionChecked({ userId: null })])))
  )

  effectIt.effect("an added favorite is kept, and the favorites lists pages show are polled at once", () =>
    Effect.gen(function* () {
      const calls = yield* ApiCalls
      const after: Favorites = { championships: [epl], gameIds: ["g7", "g8"] }
      const outcome = yield* sendFavoriteChange(new SendFavoriteChange({ change: { action: "add", target: g8 } }), 1)
      expect(outcome.events).toEqual([new FavoriteAdded({ target: g8, favorites: after })])
      expect(outcome.next).toEqual([new PollSports({ key: liveKey })])
      expect((yield* calls.all).map((call) => [call.endpoint, call.request])).toEqual([["sports.addFavorite", { payload: { kind: "game", id: "g8" } }]])
    }).pipe(Effect.provide(services([...loaded, watchingLive], { api: { sports: { addFavorite: [{ championships: [epl], gameIds: ["g7", "g8"] }] } } })))
  )

  effectIt.effect("a removal is sent by kind and id", () =>
    Effect.gen(function* () {
      const calls = yield* ApiCalls
      const outcome = yield* sendFavoriteChange(new SendFavoriteChange({ change: { action: "remove", target: eplTarget } }), 1)
      expect(outcome.events).toEqual([new FavoriteRemoved({ target: eplTarget, favorites: { championships: [], gameIds: ["g7"] } })])
      expect((yield* calls.all).map((call) => [call.endpoint, call.request])).toEqual([["sports.removeFavorite", { path: { kind: "championship", id: "epl" } }]])
    }).pipe(Effect.provide(services(loaded, { api: { sports: { removeFavorite: [{ championships: [], gameIds: ["g7"] }] } } })))
  )

  const failedWith = (error: NetworkError | NotAuthenticated | ServerRefused) =>
    Effect.map(sendFavoriteChange(new SendFavoriteChange({ change: { action: "add", target: g8 } }), 1), (outcome) => outcome.events).pipe(
      Effect.provide(services(loaded, { api: { sports: { addFavorite: [error] } } }))
    )

  effectIt.effect("tells the player why a change failed: the cap, a game gone, signed out, anything else", () =>
    Effect.gen(function* () {
      const change = { action: "add", target: g8 } as const
      const limit = new ServerRefused({ status: 409, title: "you keep 200 favorites already: take one off to add another" })
      expect(yield* failedWith(limit)).toEqual([new FavoriteChangeFailed({ change, reason: "limit", error: limit })])
      const gone = new ServerRefused({ status: 404, title: "game g8 has finished" })
      expect(yield* failedWith(gone)).toEqual([new FavoriteChangeFailed({ change, reason: "gone", error: gone })])
      const signedOut = new NotAuthenticated({ message: "sign in first" })
      expect(yield* failedWith(signedOut)).toEqual([new FavoriteChangeFailed({ change, reason: "signIn", error: signedOut })])
      const offline = new NetworkError({ message: "offline" })
      expect(yield* failedWith(offline)).toEqual([new FavoriteChangeFailed({ change, reason: "failed", error: offline })])
    })
  )

  const liveGame = game({ id: "g7", status: "live" })
  const answered = new SportsGamesChanged({ key: liveKey, at: 1, version: 7, full: true, games: [liveGame], removed: [] })

  effectIt.effect("a favorites list's first poll asks for the section's games whole; the answer brings the marks and the games", () =>
    Effect.gen(function* () {
      const calls = yield* ApiCalls
      const outcome = yield* pollSports(new PollSports({ key: liveKey }), 2)
      expect((yield* calls.all).map((call) => call.request)).toEqual([{ urlParams: { section: "live" } }])
      expect(outcome.events).toEqual([
        new FavoritesLoaded({ favorites: eplAndG7, list: { key: liveKey, revision: "00000000000000aa" } }),
        new SportsGamesChanged({ key: liveKey, at: 0, version: 7, full: true, games: [liveGame], removed: [] })
      ])
    }).pipe(
      Effect.provide(
        services([...loaded, watchingLive], {
          api: { sports: { favorites: [{ favorites: eplAndG7, revision: "00000000000000aa", list: { version: 7, full: true, games: [liveGame], removed: [] } }] } }
        })
      )
    )
  )

  effectIt.effect("a later poll sends the version and the revision its list holds; 304 changes nothing", () =>
    Effect.gen(function* () {
      const calls = yield* ApiCalls
      const outcome = yield* pollSports(new PollSports({ key: liveKey }), 3)
      expect(outcome.events).toEqual([])
      expect((yield* calls.all).map((call) => call.request)).toEqual([{ urlParams: { section: "live", since: 7, revision: "00000000000000aa" } }])
    }).pipe(
      Effect.provide(
        services([...loaded, watchingLive, new FavoritesLoaded({ favorites: eplAndG7, list: { key: liveKey, revision: "00000000000000aa" } }), answered], {
          api: { sports: { favorites: [new NotModified()] } }
        })
      )
    )
  )

  effectIt.effect("a poll for another player than the list was answered for sends no `since` it could misread", () =>
    Effect.gen(function* () {
      const calls = yield* ApiCalls
      yield* pollSports(new PollSports({ key: liveKey }), 3)
      expect((yield* calls.all).map((call) => call.request)).toEqual([{ urlParams: { section: "live" } }])
    }).pipe(
      Effect.provide(
        services(
          [
            ...loaded,
            watchingLive,
            new FavoritesLoaded({ favorites: eplAndG7, list: { key: liveKey, revision: "00000000000000aa" } }),
            answered,
            new LoginSucceeded({ userId: 43, accountId: 100000043, save: false })
          ],
          { api: { sports: { favorites: [new NotModified()] } } }
        )
      )
    )
  )

  effectIt.effect("a guest's favorites list is not polled; a failed poll is the list's failure", () =>
    Effect.gen(function* () {
      const guest = yield* pollSports(new PollSports({ key: liveKey }), 2).pipe(Effect.provide(services([watchingLive])))
      expect(guest.events).toEqual([])
      const error = new NetworkError({ message: "offline" })
      const failed = yield* pollSports(new PollSports({ key: liveKey }), 2).pipe(
        Effect.provide(services([...loaded, watchingLive], { api: { sports: { favorites: [error] } } }))
      )
      expect(failed.events).toEqual([new SportsPollFailed({ key: liveKey, error })])
    })
  )
})
