import { createHash } from "node:crypto"
import { Redacted } from "effect"
import { describe, expect, it } from "vitest"
import { signedInCookie } from "./support/accounts"
import { databasesUnderTest } from "./support/databases"
import { cookieHeader, newSession, sessionStateOf } from "./support/http"
import { makeManualClock } from "./support/manualClock"
import { useTestServer } from "./support/testServer"

/**
 * SPEC.md 4 "Auto-logoff" on the server, which is the law: a player's session not used for the site's inactivity
 * limit is refused and ended, however long "save" would keep it, so a player who comes back to a closed browser
 * finds the inactivity modal and not a live session. The server knows a session's last use to within a report
 * interval (a quarter of the limit, at most a minute) and allows two of them: with a 2-minute limit a session dies
 * once it has been idle for more than 3 minutes.
 */
const LIMIT = "2 minutes"

const tokenOf = async (url: string, cookie: string) => {
  const response = await fetch(`${url}/web-api/user/gettoken?force_refresh=true`, { headers: cookieHeader(cookie) })
  expect(response.status).toBe(200)
  return ((await response.json()) as { data: { token: string } }).data.token
}
const check = (url: string, token: string) => fetch(`${url}/auth-api/session/check`, { headers: { authorization: `Bearer ${token}` } })

describe.each(databasesUnderTest)("the auto-logoff limit on the server, on $label", (db) => {
  const clock = makeManualClock()
  const server = useTestServer(db, {
    clock: clock.clock,
    tokenSecret: Redacted.make("test-secret-that-is-long-enough-for-hs256-0123456789"),
    autoLogoffMinutes: 2
  })
  let nextUser = 7100
  const player = async () => signedInCookie(server.url, server.database, ++nextUser)
  const rowsOf = (cookie: string) =>
    server.database.query("select count(*)::int as n from sessions where token_hash = $1", [createHash("sha256").update(cookie).digest("hex")])

  it("refuses and ends a player's session idle past the limit: its cookie, its token and the session check", async () => {
    const cookie = await player()
    const token = await tokenOf(server.url, cookie)
    expect((await check(server.url, token)).status).toBe(200)
    clock.advance("3 minutes")
    clock.advance("1 second")
    expect(await sessionStateOf(server.url, cookie)).toBe("none")
    expect((await check(server.url, token)).status).toBe(401)
    expect((await fetch(`${server.url}/web-api/account/accounts`, { headers: cookieHeader(cookie) })).status).toBe(401)
    // Ended like a logout: the row is gone.
    expect(await rowsOf(cookie)).toEqual([{ n: 0 }])
  })

  it("keeps a session idle for just under the limit and its margin", async () => {
    const cookie = await player()
    clock.advance("2 minutes")
    clock.advance("59 seconds")
    expect(await sessionStateOf(server.url, cookie)).toBe("live")
  })

  it("keeps a session alive past the limit while the browser checks it at least once a report interval", async () => {
    const cookie = await player()
    const token = await tokenOf(server.url, cookie)
    // Ten minutes of session checks every 30 s (the keep-alive of an active player, or the visible tab's check).
    for (let i = 0; i < 20; i++) {
      clock.advance("30 seconds")
      expect((await check(server.url, token)).status, `check ${i}`).toBe(200)
    }
    expect(await sessionStateOf(server.url, cookie)).toBe("live")
  })

  it("ends a saved (\"keep me signed in\") session the same way", async () => {
    const cookie = await player()
    await server.database.query("update sessions set remember = true where token_hash = $1", [createHash("sha256").update(cookie).digest("hex")])
    clock.advance("1 hour")
    expect(await sessionStateOf(server.url, cookie)).toBe("none")
  })

  it("leaves a guest's session to its own lifetime", async () => {
    const cookie = await newSession(server.url)
    clock.advance("20 minutes")
    expect(await sessionStateOf(server.url, cookie)).toBe("live")
  })

  it(`a limit of ${LIMIT} is what the site config answers`, async () => {
    const config = (await (await fetch(`${server.url}/bff-api/config/all.json?lang=en`)).json()) as { autoLogoffMinutes: number }
    expect(config.autoLogoffMinutes).toBe(2)
  })
})

describe("a site with no auto-logoff (0 minutes)", () => {
  const clock = makeManualClock()
  const server = useTestServer(databasesUnderTest[0]!, { clock: clock.clock, autoLogoffMinutes: 0 })

  it("keeps a player's session for its lifetime however idle", async () => {
    const cookie = await signedInCookie(server.url, server.database, 7300)
    clock.advance("29 minutes")
    expect(await sessionStateOf(server.url, cookie)).toBe("live")
  })
})
