import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { PAGE_TYPES, pageTypeOf } from "../../src/domain/shell/pageType"

/**
 * The page type a web vitals report is counted under (src/domain/shell/pageType.ts): every address of the site falls
 * into one of eight, a sports game's page is "game" however deep its names go, and nothing of the address's own
 * segments (a game's id, a championship's name) decides more than which kind of page it is.
 */

const language = fc.constantFrom("en", "ru", "de", "EN")
const name = fc.stringMatching(/^[a-z0-9-]{1,12}$/)

describe("page types of web vitals", () => {
  it("are these for the pages a player reaches", () => {
    const expected: ReadonlyArray<readonly [string, string]> = [
      ["/en/", "home"],
      ["/ru", "home"],
      ["/en/live", "live"],
      ["/en/live/football", "live"],
      ["/en/live/football/premier-league", "live"],
      ["/en/multi", "live"],
      ["/en/line", "line"],
      ["/en/line/tennis/atp-paris", "line"],
      ["/en/topgame", "line"],
      ["/en/team/football/arsenal", "line"],
      ["/en/cyber/live/cs2/major", "line"],
      ["/en/live/football/premier-league/123456", "game"],
      ["/en/line/tennis/atp-paris/98765/", "game"],
      ["/en/esports/line/dota-2/ti/5555", "game"],
      ["/en/casino", "casino"],
      ["/en/casino/slots", "casino"],
      ["/en/providers/pragmatic", "casino"],
      ["/en/slots", "casino"],
      ["/en/games", "casino"],
      ["/en/casino/slots/game/1234/book-of-dead", "casino-game"],
      ["/en/casino/in-house/dice", "casino-game"],
      ["/en/games/wheel", "casino-game"],
      ["/en/account", "account"],
      ["/en/account/wallets", "account"],
      ["/en/security", "account"],
      ["/en/recharge", "account"],
      ["/en/deduce", "account"],
      ["/en/history", "account"],
      ["/en/history/casino", "account"],
      ["/en/payments/success", "account"],
      ["/en/results/football", "other"],
      ["/en/user/login", "other"],
      ["/en/registration", "other"],
      ["/en/coupon", "other"],
      ["/en/debugger", "other"],
      ["/en/no-such-page", "other"],
      ["/", "other"],
      ["", "other"]
    ]
    for (const [path, type] of expected) expect(pageTypeOf(path), path).toBe(type)
  })

  it("make any sports game page a game, and its sections and lists live or line", () => {
    fc.assert(
      fc.property(language, fc.constantFrom("live", "line"), name, name, name, (lng, section, sport, champ, game) => {
        expect(pageTypeOf(`/${lng}/${section}/${sport}/${champ}/${game}`)).toBe("game")
        expect(pageTypeOf(`/${lng}/${section}/${sport}/${champ}`)).toBe(section)
        expect(pageTypeOf(`/${lng}/${section}/${sport}`)).toBe(section)
      })
    )
  })

  it("make any casino game page a casino game, whatever its category, id and name", () => {
    fc.assert(
      fc.property(language, name, name, name, (lng, category, id, gameName) => {
        expect(pageTypeOf(`/${lng}/casino/${category}/game/${id}/${gameName}`)).toBe("casino-game")
      })
    )
  })

  it("give every address one of the eight, and never throw", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.array(fc.oneof(name, fc.string()), { maxLength: 7 }).map((segments) => `/${segments.join("/")}`)), (path) => {
        expect(PAGE_TYPES).toContain(pageTypeOf(path))
      })
    )
  })
})
