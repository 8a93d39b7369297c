import { Effect, Either, Redacted } from "effect"
import { describe, expect, it } from "vitest"
import { casinoCommand, CasinoInputRefused } from "../../server/operator/casinoCommand"
import { signedInCookie } from "./support/accounts"
import { oneDatabase } from "./support/databases"
import { cookieHeader } from "./support/http"
import { TEST_OPERATOR_TOKEN, useTestServer } from "./support/testServer"

/**
 * The casino's lobby on a real server: the catalogue migration 046 seeds, its hot read with an ETag, search,
 * providers, SPEC.md 7's preview and partitions calls, favorites and my-casino as the player's own, launches, the
 * old game routes' 301s, and the operator's command that adds, hides and orders games.
 */

interface Game {
  readonly id: string
  readonly name: string
  readonly provider: string
  readonly categories: ReadonlyArray<string>
  readonly position: number
}
interface Catalogue {
  readonly version: number
  readonly categories: ReadonlyArray<{ id: string; route: string; games: number }>
  readonly providers: ReadonlyArray<{ id: string; name: string; games: number }>
  readonly games: ReadonlyArray<Game>
}

const IN_HOUSE = ["dice", "crash", "mines", "plinko", "keno", "scratch", "slot", "roulette", "blackjack"]
const operatorHeaders = { "content-type": "application/json", "x-operator-token": TEST_OPERATOR_TOKEN }

describe.each(oneDatabase)("the casino lobby on $label", (db) => {
  const server = useTestServer(db)
  let nextUser = 9300
  const player = async () => {
    const userId = nextUser++
    return { userId, cookie: await signedInCookie(server.url, server.database, userId) }
  }
  const catalogue = async () => (await (await fetch(`${server.url}/web-api/casino/catalogue`)).json()) as Catalogue
  const send = (method: string, path: string, cookie?: string) =>
    fetch(`${server.url}${path}`, { method, headers: cookie === undefined ? {} : cookieHeader(cookie) })
  const operator = (args: ReadonlyArray<string>) => Effect.runPromise(Effect.either(casinoCommand(args, server.url, Redacted.make(TEST_OPERATOR_TOKEN))))

  it("serves the sixteen categories of SPEC.md 1 with their routes, and the in-house studio's nine games", async () => {
    const answer = await fetch(`${server.url}/web-api/casino/catalogue`)
    expect(answer.status).toBe(200)
    const body = (await answer.json()) as Catalogue
    expect(body.categories.map((c) => c.route)).toEqual([
      "slots",
      "casino/live-casino",
      "keno",
      "poker",
      "bingo",
      "virtualsports",
      "tvgames",
      "fast-games",
      "fast-bet",
      "crash-games",
      "skill-games",
      "card-games",
      "scratchcards",
      "asian-games",
      "fishinghunting",
      "othergames"
    ])
    expect(body.games.map((g) => g.id).sort()).toEqual([...IN_HOUSE].sort())
    expect(body.providers).toEqual([{ id: "oddsfold-originals", name: "Oddsfold Originals", inHouse: true, games: 9 }])
    const count = (id: string) => body.categories.find((c) => c.id === id)!.games
    expect(count("slots")).toBe(1)
    expect(count("fast-games")).toBe(5)
    expect(count("card-games")).toBe(2)
    expect(count("live-casino")).toBe(0)
    // The hot read's ETag: the same catalogue again is a 304 with no body.
    const again = await fetch(`${server.url}/web-api/casino/catalogue`, { headers: { "if-none-match": answer.headers.get("etag")! } })
    expect(again.status).toBe(304)
  })

  it("finds games by the beginning of a word of their name or provider, and answers SPEC.md 7's preview and partitions", async () => {
    const search = async (q: string) => ((await (await fetch(`${server.url}/web-api/casino/search?q=${encodeURIComponent(q)}`)).json()) as { games: Array<Game> }).games.map((g) => g.id)
    expect(await search("roul")).toEqual(["roulette"])
    expect(await search("EUROPEAN rou")).toEqual(["roulette"])
    expect(await search("ette")).toEqual([])
    expect(await search("r")).toEqual([])
    expect((await search("oddsfold")).length).toBe(9)
    expect((await fetch(`${server.url}/web-api/casino/search?q=a%00b`)).status).toBe(400)
    expect((await fetch(`${server.url}/web-api/casino/search?q=${"a".repeat(65)}`)).status).toBe(400)

    const preview = (await (await fetch(`${server.url}/third-party/api/games-preview?groupId=card-games&lng=en&includeCategories=false`)).json()) as {
      games: Array<Game>
      categories: null
    }
    expect(preview.games.map((g) => g.id)).toEqual(["roulette", "blackjack"])
    expect(preview.categories).toBeNull()
    const withCategories = (await (await fetch(`${server.url}/third-party/api/games-preview?whence=main&includeCategories=true`)).json()) as {
      games: Array<Game>
      categories: Array<{ id: string }>
    }
    expect(withCategories.games.length).toBe(9)
    expect(withCategories.categories.length).toBe(16)
    expect((await fetch(`${server.url}/third-party/api/games-preview?groupId=${encodeURIComponent("<script>")}`)).status).toBe(400)
    expect((await fetch(`${server.url}/third-party/api/games-preview?includeCategories=maybe`)).status).toBe(400)
    const partitions = (await (await fetch(`${server.url}/third-party/api/list-available-partitions`)).json()) as {
      success: boolean
      listAvailablePartitions: Array<{ id: string }>
    }
    expect(partitions.success).toBe(true)
    expect(partitions.listAvailablePartitions.map((p) => p.id)).toEqual(["slots", "keno", "tv-games", "fast-games", "crash-games", "card-games", "scratch-cards", "asian-games", "other-games"])
  })

  it("keeps favorites and recently played games per player: none without a session, never another player's", async () => {
    expect((await send("GET", "/web-api/casino/favorites")).status).toBe(401)
    expect((await send("PUT", "/web-api/casino/favorites/dice")).status).toBe(401)
    expect((await send("GET", "/web-api/casino/recent")).status).toBe(401)
    expect((await send("POST", "/web-api/casino/games/dice/launch")).status).toBe(401)

    const first = await player()
    const second = await player()
    expect(await (await send("PUT", "/web-api/casino/favorites/dice", first.cookie)).json()).toEqual({ games: ["dice"] })
    // Twice is once.
    expect(await (await send("PUT", "/web-api/casino/favorites/dice", first.cookie)).json()).toEqual({ games: ["dice"] })
    expect(await (await send("PUT", "/web-api/casino/favorites/crash", first.cookie)).json()).toEqual({ games: ["crash", "dice"] })
    expect((await send("PUT", "/web-api/casino/favorites/no-such-game", first.cookie)).status).toBe(404)
    expect((await send("PUT", "/web-api/casino/favorites/Bad..Id", first.cookie)).status).toBe(400)
    // The other player sees none of them, and removing one of them from their own list changes nothing of the first's.
    expect(await (await send("GET", "/web-api/casino/favorites", second.cookie)).json()).toEqual({ games: [] })
    expect(await (await send("DELETE", "/web-api/casino/favorites/dice", second.cookie)).json()).toEqual({ games: [] })
    expect(await (await send("GET", "/web-api/casino/favorites", first.cookie)).json()).toEqual({ games: ["crash", "dice"] })
    expect(await (await send("DELETE", "/web-api/casino/favorites/crash", first.cookie)).json()).toEqual({ games: ["dice"] })
    // Ten stars of one game at once keep it once.
    await Promise.all(Array.from({ length: 10 }, () => send("PUT", "/web-api/casino/favorites/plinko", second.cookie)))
    expect(await (await send("GET", "/web-api/casino/favorites", second.cookie)).json()).toEqual({ games: ["plinko"] })
    expect(await (await send("DELETE", "/web-api/casino/favorites/plinko", second.cookie)).json()).toEqual({ games: [] })

    const launched = await send("POST", "/web-api/casino/games/roulette/launch", first.cookie)
    expect(launched.status).toBe(200)
    expect(await launched.json()).toEqual({ _tag: "in-house", gameId: "roulette" })
    await send("POST", "/web-api/casino/games/keno/launch", first.cookie)
    const recent = (await (await send("GET", "/web-api/casino/recent", first.cookie)).json()) as { games: Array<{ gameId: string }> }
    expect(recent.games.map((g) => g.gameId)).toEqual(["keno", "roulette"])
    expect(await (await send("GET", "/web-api/casino/recent", second.cookie)).json()).toEqual({ games: [] })
    // A foreign page may not add favorites for the player.
    const foreign = await fetch(`${server.url}/web-api/casino/favorites/mines`, { method: "PUT", headers: { ...cookieHeader(first.cookie), "sec-fetch-site": "cross-site", origin: "https://evil.example" } })
    expect(foreign.status).toBe(403)
  })

  it("redirects the old game routes with 301: a known game to its page, anything else to the lobby", async () => {
    const location = async (path: string) => {
      const answer = await fetch(`${server.url}${path}`, { redirect: "manual" })
      return [answer.status, answer.headers.get("location")]
    }
    expect(await location("/en/casino/game/roulette")).toEqual([301, "/en/casino/tv-games/game/roulette/roulette"])
    expect(await location("/ru/casino/play/dice")).toEqual([301, "/ru/casino/fast-games/game/dice/dice"])
    expect(await location("/en/slots/game/slot")).toEqual([301, "/en/casino/slots/game/slot/slot"])
    expect(await location("/en/tvgames/game/blackjack")).toEqual([301, "/en/casino/tv-games/game/blackjack/blackjack"])
    expect(await location("/en/keno/game/unknown-game")).toEqual([301, "/en/keno"])
    expect(await location("/en/games/casino/unknown-game")).toEqual([301, "/en/casino"])
  })

  it("lets the operator add, hide, show and order games: a hidden game is not served, found, favorited or launched", async () => {
    const listed = await operator(["games"])
    expect(Either.isRight(listed) && listed.right).toContain("roulette")

    const added = await operator(["add", "lucky-fish", "Lucky Fish", "--provider", "reef-studio", "--provider-name", "Reef Studio", "--category", "fishing-hunting", "--rtp", "9500", "--max-win", "2000", "--url", "https://games.example/lucky-fish"])
    expect(Either.isRight(added)).toBe(true)
    await expect.poll(async () => (await catalogue()).games.map((g) => g.id)).toContain("lucky-fish")
    const withFish = await catalogue()
    expect(withFish.categories.find((c) => c.id === "fishing-hunting")!.games).toBe(1)
    expect(withFish.providers.map((p) => p.name)).toEqual(["Oddsfold Originals", "Reef Studio"])
    // The embedded provider port serves only the in-house studio: an external game is listed but does not start.
    const { cookie } = await player()
    expect((await send("POST", "/web-api/casino/games/lucky-fish/launch", cookie)).status).toBe(503)

    expect(Either.isRight(await operator(["order", "blackjack", "-5"]))).toBe(true)
    expect((await catalogue()).games[0]!.id).toBe("blackjack")

    await send("PUT", "/web-api/casino/favorites/mines", cookie)
    expect(Either.isRight(await operator(["hide", "mines"]))).toBe(true)
    const hidden = await catalogue()
    expect(hidden.games.map((g) => g.id)).not.toContain("mines")
    expect(hidden.categories.find((c) => c.id === "fast-games")!.games).toBe(4)
    expect(((await (await fetch(`${server.url}/web-api/casino/search?q=mines`)).json()) as { games: Array<Game> }).games).toEqual([])
    expect(await (await send("GET", "/web-api/casino/favorites", cookie)).json()).toEqual({ games: [] })
    expect((await send("PUT", "/web-api/casino/favorites/mines", cookie)).status).toBe(404)
    expect((await send("POST", "/web-api/casino/games/mines/launch", cookie)).status).toBe(404)
    expect(Either.isRight(await operator(["show", "mines"]))).toBe(true)
    expect((await catalogue()).games.map((g) => g.id)).toContain("mines")
    expect(await (await send("GET", "/web-api/casino/favorites", cookie)).json()).toEqual({ games: ["mines"] })

    // Bad input changes nothing and says why; an unknown game is the server's 404.
    const bad = await operator(["add", "Bad Id", "x"])
    expect(Either.isLeft(bad) && bad.left).toBeInstanceOf(CasinoInputRefused)
    const noRtp = await operator(["add", "new-game", "New", "--provider", "oddsfold-originals", "--category", "slots"])
    expect(Either.isLeft(noRtp) && noRtp.left).toBeInstanceOf(CasinoInputRefused)
    const unknown = await operator(["hide", "no-such-game"])
    expect(Either.isLeft(unknown) && (unknown.left as { _tag?: string })._tag).toBe("CasinoGameNotFound")
    const duplicate = await operator(["add", "dice", "Dice again", "--provider", "oddsfold-originals", "--category", "slots", "--rtp", "9000", "--max-win", "10"])
    expect(Either.isLeft(duplicate) && (duplicate.left as { _tag?: string })._tag).toBe("CatalogueChangeRefused")
    // Without the operator token, nothing.
    expect((await fetch(`${server.url}/web-api/operator/casino/games`)).status).toBe(401)
    expect((await fetch(`${server.url}/web-api/operator/casino/games/dice/hidden`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ hidden: true }) })).status).toBe(401)
    expect((await fetch(`${server.url}/web-api/operator/casino/games/dice/hidden`, { method: "POST", headers: operatorHeaders, body: JSON.stringify({ hidden: "yes" }) })).status).toBe(400)
  })
})
