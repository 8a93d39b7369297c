import { describe, expect, it } from "vitest"
import { CasinoCatalogueLoaded, CasinoCatalogueLoadFailed, CasinoFavoritesFailed, CasinoFavoritesLoaded, CasinoGameLaunched, CasinoGameLaunchFailed, RecentGamesLoaded } from "../../../src/commands/casino/events"
import { LoggedOut, LoginSucceeded } from "../../../src/commands/session/events"
import { NetworkError, ServerRefused } from "../../../src/domain/api/clientErrors"
import { casinoCatalogueProjection } from "../../../src/projections/casino/catalogue"
import { casinoPlayerProjection } from "../../../src/projections/casino/player"

/** Folds the events a projection declared, as the store dispatches them (by tag). */
const fold = <S>(projection: { initial: S; tags: ReadonlyArray<string>; apply: (s: S, e: any) => S }, events: ReadonlyArray<{ readonly _tag: string }>): S =>
  events.filter((event) => projection.tags.includes(event._tag)).reduce<S>((state, event) => projection.apply(state, event), projection.initial)

const signedIn = (userId: number) => new LoginSucceeded({ userId, accountId: 123456789, save: false })
const catalogue = { version: 3, categories: [], providers: [], games: [] }

describe("casino projections", () => {
  it("keeps a catalogue shown when a later read fails, and says the failure beside it", () => {
    const failedFirst = fold(casinoCatalogueProjection, [new CasinoCatalogueLoadFailed({ error: new NetworkError({ message: "Failed to fetch" }) })])
    expect(failedFirst.status).toBe("failed")
    const state = fold(casinoCatalogueProjection, [new CasinoCatalogueLoaded({ catalogue }), new CasinoCatalogueLoadFailed({ error: new NetworkError({ message: "Failed to fetch" }) })])
    expect(state.status).toBe("loaded")
    expect(state.catalogue?.version).toBe(3)
    expect(state.error?._tag).toBe("NetworkError")
  })

  it("holds the player's favorites as the server answered, keeps them through a refused change, and forgets them at logout", () => {
    const refused = new ServerRefused({ status: 404, title: "there is no such game in the casino" })
    const state = fold(casinoPlayerProjection, [signedIn(7), new CasinoFavoritesLoaded({ favorites: { games: ["dice", "keno"] } }), new CasinoFavoritesFailed({ error: refused })])
    expect(state.favorites).toEqual({ status: "loaded", games: ["dice", "keno"], error: refused })
    const after = fold(casinoPlayerProjection, [signedIn(7), new CasinoFavoritesLoaded({ favorites: { games: ["dice"] } }), new LoggedOut({})])
    expect(after.favorites.games).toEqual([])
    expect(after.owner).toBeNull()
    // Another player signing in on the same browser starts from nothing of the first's.
    const other = fold(casinoPlayerProjection, [signedIn(7), new CasinoFavoritesLoaded({ favorites: { games: ["dice"] } }), signedIn(8)])
    expect(other.favorites.status).toBe("idle")
    expect(other.favorites.games).toEqual([])
  })

  it("records each game's launch, and a launch asks for the recently played list again", () => {
    const state = fold(casinoPlayerProjection, [
      signedIn(7),
      new RecentGamesLoaded({ recent: { games: [{ gameId: "dice", playedAt: 1 }] } }),
      new CasinoGameLaunched({ launch: { _tag: "in-house", gameId: "keno" } }),
      new CasinoGameLaunchFailed({ gameId: "crash", error: new ServerRefused({ status: 503, title: "this game's provider is not connected" }) })
    ])
    expect(state.launches["keno"]).toEqual({ _tag: "launched", launch: { _tag: "in-house", gameId: "keno" } })
    expect(state.launches["crash"]?._tag).toBe("failed")
    expect(state.recent.status).toBe("idle")
  })
})
