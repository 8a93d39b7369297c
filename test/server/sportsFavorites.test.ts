import { fixedSecret } from "../support/worldSecrets"
import { Duration } from "effect"
import { describe, expect, it } from "vitest"
import { NotModified } from "../../src/domain/api/sports"
import type { GamesAnswer } from "../../src/domain/sports/feed"
import { signedInCookie } from "./support/accounts"
import { withClient } from "./support/apiClient"
import { oneDatabase } from "./support/databases"
import { cookieHeader, newSession } from "./support/http"
import { makeManualClock } from "./support/manualClock"
import { useTestServer } from "./support/testServer"

/**
 * Favorites (issue 8) through HTTP, as the sports pages call them: kept per player in the database, checked against
 * the feed, refused to guests, capped at 200 per player.
 */


const START = Date.UTC(2026, 5, 1, 18, 0, 0)
const TICK = 40
const FAVORITES = "/bff-api/sports/favorites"

interface Answer {
  readonly status: number
  readonly body: any
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe.each(oneDatabase)("favorites on $label", (db) => {
  const clock = makeManualClock(START)
  const server = useTestServer(db, { clock: clock.clock, sports: { secret: fixedSecret(7), live: 60, line: 300, tickEvery: Duration.millis(TICK) } })

  let players = 0
  /** A new signed-in player (a players row of its own): their id and session cookie. */
  const player = async () => {
    const userId = 7_000 + ++players
    return { userId, cookie: await signedInCookie(server.url, server.database, userId) }
  }

  const call = async (method: string, path: string, cookie: string | undefined, body?: unknown): Promise<Answer> => {
    const response = await fetch(`${server.url}${path}`, {
      method,
      headers: { ...(body === undefined ? {} : { "content-type": "application/json" }), ...(cookie === undefined ? {} : cookieHeader(cookie)) },
      body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body)
    })
    const text = await response.text()
    return { status: response.status, body: text === "" ? undefined : JSON.parse(text) }
  }
  const list = (cookie: string | undefined, query = "") => call("GET", `${FAVORITES}${query}`, cookie)
  const add = (cookie: string | undefined, kind: string, id: string) => call("POST", FAVORITES, cookie, { kind, id })
  const remove = (cookie: string | undefined, kind: string, id: string) => call("DELETE", `${FAVORITES}/${kind}/${id}`, cookie)

  /** Games of the section as the feed lists them now (the top games, then a few championships' games). */
  const gamesOf = async (section: "live" | "line", count: number): Promise<ReadonlyArray<string>> => {
    const ids = new Set<string>()
    const menu = await withClient(server.url, (c) => c.sports.menu({ urlParams: { section } }))
    if (!("sports" in menu)) throw new Error("expected the menu")
    for (const { sport } of menu.sports) {
      const champs = await withClient(server.url, (c) => c.sports.championships({ urlParams: { section, sport: sport.id } }))
      if (!("championships" in champs)) throw new Error("expected championships")
      for (const { championship } of champs.championships) {
        const games = (await withClient(server.url, (c) => c.sports.games({ urlParams: { section, championship: championship.id } }))) as GamesAnswer
        for (const game of games.games) ids.add(game.id)
        if (ids.size >= count) return [...ids].slice(0, count)
      }
    }
    throw new Error(`the ${section} has fewer than ${count} games`)
  }

  it("keeps a player's starred game and championship, lists them with the game's prices, and takes one off", async () => {
    const { cookie } = await player()
    const [live] = await gamesOf("live", 1)
    expect((await add(cookie, "game", live!)).body).toEqual({ championships: [], gameIds: [live] })
    const withChampionship = await add(cookie, "championship", "epl")
    expect(withChampionship.status).toBe(200)
    expect(withChampionship.body).toEqual({
      championships: [{ id: "epl", sportId: "football", country: "England", name: "Premier League", page: "epl" }],
      gameIds: [live]
    })

    // The live page's list: the marks, and the favorite game whole, with its markets and prices.
    const liveList = await list(cookie, "?section=live")
    expect(liveList.status).toBe(200)
    expect(liveList.body.favorites).toEqual(withChampionship.body)
    expect(liveList.body.revision).toMatch(/^[0-9a-f]{16}$/)
    expect(liveList.body.list.full).toBe(true)
    expect(liveList.body.list.games.map((g: { id: string }) => g.id)).toEqual([live])
    expect(liveList.body.list.games[0].markets.length).toBeGreaterThan(0)
    expect(liveList.body.list.games[0].markets[0].outcomes[0].price).toBeGreaterThan(1)
    // The line page's: the same marks, and no game (the favorite game is live).
    const lineList = await list(cookie, "?section=line")
    expect(lineList.body.favorites).toEqual(withChampionship.body)
    expect(lineList.body.list.games).toEqual([])
    // No section: the marks only, as a sign-in loads them to draw the stars.
    expect((await list(cookie)).body).toEqual({ favorites: withChampionship.body, revision: liveList.body.revision, list: null })

    const afterRemove = await remove(cookie, "game", live!)
    expect(afterRemove.status).toBe(200)
    expect(afterRemove.body).toEqual({ championships: withChampionship.body.championships, gameIds: [] })
    expect((await list(cookie)).body.favorites).toEqual(afterRemove.body)
  })

  it("shows each player only their own favorites, also to the same player signed in on another device", async () => {
    const anna = await player()
    const boris = await player()
    const [game] = await gamesOf("line", 1)
    await add(anna.cookie, "game", game!)
    await add(anna.cookie, "championship", "nba")
    expect((await list(boris.cookie)).body.favorites).toEqual({ championships: [], gameIds: [] })
    // Boris taking off Anna's favorite changes nothing of hers.
    expect((await remove(boris.cookie, "game", game!)).body).toEqual({ championships: [], gameIds: [] })
    const annaElsewhere = await signedInCookie(server.url, server.database, anna.userId)
    const hers = (await list(annaElsewhere)).body.favorites
    expect(hers.gameIds).toEqual([game])
    expect(hers.championships.map((c: { id: string }) => c.id)).toEqual(["nba"])
  })

  it("adds a favorite once however often it is starred, and takes off one it does not have without complaint", async () => {
    const { cookie, userId } = await player()
    const [game] = await gamesOf("line", 1)
    for (let i = 0; i < 3; i++) {
      const answer = await add(cookie, "game", game!)
      expect(answer.status).toBe(200)
      expect(answer.body).toEqual({ championships: [], gameIds: [game] })
    }
    expect(await server.database.query("select count(*)::int as n from sports_favorites where user_id = $1", [userId])).toEqual([{ n: 1 }])
    const absent = await remove(cookie, "championship", "nba")
    expect(absent.status).toBe(200)
    expect(absent.body).toEqual({ championships: [], gameIds: [game] })
  })

  it("answers 401 to a visitor without a session, a guest and a player who logged out, and keeps nothing", async () => {
    const { cookie, userId } = await player()
    expect((await call("POST", "/auth-api/logout", cookie, {})).status).toBe(200)
    const guest = await newSession(server.url)
    const [game] = await gamesOf("line", 1)
    for (const who of [undefined, guest, cookie]) {
      for (const answer of [await list(who, "?section=live"), await add(who, "game", game!), await remove(who, "game", game!)]) {
        expect(answer.status).toBe(401)
        expect(answer.body._tag).toBe("Unauthorized")
      }
    }
    expect(await server.database.query("select count(*)::int as n from sports_favorites where user_id = $1", [userId])).toEqual([{ n: 0 }])
  })

  it("refuses a game or championship the feed does not know with 404, and keeps nothing", async () => {
    const { cookie, userId } = await player()
    const game = await add(cookie, "game", "g999999999")
    expect(game.status).toBe(404)
    expect(game.body).toEqual({ _tag: "SportsNotFound", message: "no game g999999999" })
    const championship = await add(cookie, "championship", "no-such-cup")
    expect(championship.status).toBe(404)
    expect(championship.body).toEqual({ _tag: "SportsNotFound", message: "no championship no-such-cup" })
    expect(await server.database.query("select count(*)::int as n from sports_favorites where user_id = $1", [userId])).toEqual([{ n: 0 }])
  })

  it("refuses malformed requests with a typed 400, never a 500", async () => {
    const { cookie } = await player()
    const bodies: ReadonlyArray<unknown> = [
      { kind: "team", id: "g1" },
      { kind: "game", id: "42" },
      { kind: "game", id: "g1; drop table players" },
      { kind: "championship", id: "EPL!" },
      { kind: "game" },
      { id: "g1" },
      [],
      "{not json",
      { kind: "championship", id: "x".repeat(41) }
    ]
    for (const body of bodies) {
      const answer = await call("POST", FAVORITES, cookie, body)
      expect(answer.status, JSON.stringify(body)).toBe(400)
    }
    for (const path of [
      `${FAVORITES}?section=soon`,
      `${FAVORITES}?section=live&since=-1`,
      `${FAVORITES}?section=live&since=1&revision=nothex`,
      `${FAVORITES}/team/g1`,
      `${FAVORITES}/game/42`,
      `${FAVORITES}/championship/EPL%20!`
    ]) {
      const answer = await call(path.includes("?") ? "GET" : "DELETE", path, cookie)
      expect(answer.status, path).toBe(400)
      expect(answer.body._tag, path).toBe("HttpApiDecodeError")
    }
    // A form post (the kind a cross-site page could send without asking) is refused before anything runs.
    const form = await fetch(`${server.url}${FAVORITES}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", ...cookieHeader(cookie) },
      body: "kind=game&id=g1"
    })
    expect(form.status).toBe(415)
  })

  it("keeps at most 200 favorites per player, also when the last few are added at once; a kept one can still be starred", async () => {
    const { cookie, userId } = await player()
    const games = await gamesOf("line", 205)
    for (const id of games.slice(0, 195)) expect((await add(cookie, "game", id)).status).toBe(200)
    // Ten at once for the last five places: five are kept, five refused.
    const racing = await Promise.all(games.slice(195, 205).map((id) => add(cookie, "game", id)))
    expect(racing.map((a) => a.status).sort()).toEqual([200, 200, 200, 200, 200, 409, 409, 409, 409, 409])
    const refused = racing.find((a) => a.status === 409)!
    expect(refused.body).toEqual({ _tag: "FavoritesLimitReached", max: 200, message: "you keep 200 favorites already: take one off to add another" })
    expect(await server.database.query("select count(*)::int as n from sports_favorites where user_id = $1", [userId])).toEqual([{ n: 200 }])
    expect((await add(cookie, "championship", "nba")).status).toBe(409)
    // Starring one already kept is no change, not a refusal.
    expect((await add(cookie, "game", games[0]!)).status).toBe(200)
    // One off, one more on.
    expect((await remove(cookie, "game", games[0]!)).status).toBe(200)
    const championship = await add(cookie, "championship", "nba")
    expect(championship.status).toBe(200)
    expect(championship.body.gameIds.length).toBe(199)
    expect(championship.body.championships.map((c: { id: string }) => c.id)).toEqual(["nba"])
  })

  it("polls like the other lists: 304 while nothing changed, the whole list when the favorites changed", async () => {
    const { cookie, userId } = await player()
    const [first, second] = await gamesOf("live", 2)
    await add(cookie, "game", first!)
    const held = (await list(cookie, "?section=live")).body
    const { version } = held.list
    const same = await list(cookie, `?section=live&since=${version}&revision=${held.revision}`)
    expect(same.status).toBe(304)
    expect(await withClient(server.url, (c) => c.sports.favorites({ urlParams: { section: "live", since: version, revision: held.revision } }), { sessionCookie: cookie })).toBeInstanceOf(NotModified)

    // A star on another device: the feed did not change, the favorites did, so the poll gets the list whole.
    const elsewhere = await signedInCookie(server.url, server.database, userId)
    await add(elsewhere, "game", second!)
    const changed = await list(cookie, `?section=live&since=${version}&revision=${held.revision}`)
    expect(changed.status).toBe(200)
    expect(changed.body.list.full).toBe(true)
    expect(changed.body.list.games.map((g: { id: string }) => g.id).sort()).toEqual([first, second].sort())
    expect(changed.body.favorites.gameIds).toEqual([first, second])
    expect(changed.body.revision).not.toBe(held.revision)
    // Held at the new revision: nothing new again.
    expect((await list(cookie, `?section=live&since=${changed.body.list.version}&revision=${changed.body.revision}`)).status).toBe(304)
  })

  // Last: it plays the feed on by hours, past the sessions' lifetime.
  it("drops a game favorite once its game has finished, from the answer and from the database; it cannot be starred again", async () => {
    const { cookie, userId } = await player()
    const [live] = await gamesOf("live", 1)
    await add(cookie, "game", live!)
    await add(cookie, "championship", "nba")
    const before = (await list(cookie, "?section=live")).body
    clock.advance("4 hours")
    // The feed plays on at its next tick.
    for (let i = 0; i < 100; i++) {
      await sleep(TICK)
      const top = await withClient(server.url, (c) => c.sports.top({ urlParams: { section: "live" } }))
      if (!(top instanceof NotModified) && top.version > before.list.version) break
    }
    const again = await signedInCookie(server.url, server.database, userId)
    const after = await list(again, `?section=live&since=${before.list.version}&revision=${before.revision}`)
    expect(after.status).toBe(200)
    expect(after.body.favorites.gameIds).toEqual([])
    expect(after.body.favorites.championships.map((c: { id: string }) => c.id)).toEqual(["nba"])
    expect(after.body.list).toMatchObject({ full: true, games: [] })
    expect(await server.database.query("select kind, target_id from sports_favorites where user_id = $1", [userId])).toEqual([{ kind: "championship", target_id: "nba" }])
    const finished = await add(again, "game", live!)
    expect(finished.status).toBe(404)
    expect(finished.body).toEqual({ _tag: "SportsNotFound", message: `game ${live} has finished` })
    // Taking it off still works (a page may show the star until its next poll).
    expect((await remove(again, "game", live!)).status).toBe(200)
  })
})
