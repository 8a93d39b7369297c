import { describe, expect, it } from "vitest"
import { LAST_SEEN_FLUSH_EVERY } from "../../server/session/service"
import { Duration } from "effect"
import { sessionTokenHash, signedInCookie } from "./support/accounts"
import { databasesUnderTest } from "./support/databases"
import { cookieHeader, sessionCookieAttributes, tokenPayload } from "./support/http"
import { ANNOUNCED_SOON, useTwoTestServers } from "./support/testServer"

/**
 * The session check and the token renewal every open tab sends each minute are answered by the front server from
 * the token and the sessions it keeps (server/session/hotReads.ts), their use written in batches. They must answer
 * what the session group answers, a logout on one instance must end the session's check on another at once, and the
 * slid last use must reach the database within the flush interval.
 */
describe.each(databasesUnderTest)("the session check and token renewal, two server instances on $label", (db) => {
  const servers = useTwoTestServers(db)
  const first = servers.first
  let nextUser = 8400

  const tokenOf = async (url: string, cookie: string) => {
    const answer = await fetch(`${url}/web-api/user/gettoken`, { headers: cookieHeader(cookie) })
    return ((await answer.json()) as { data: { token: string } }).data.token
  }
  const check = async (url: string, token: string, query = "") => {
    const answer = await fetch(`${url}/auth-api/session/check${query}`, { headers: { authorization: `Bearer ${token}` } })
    return { status: answer.status, body: await answer.text(), headers: ["content-type", "cache-control", "content-security-policy", "x-content-type-options"].map((name) => [name, answer.headers.get(name)]) }
  }

  it("answers what the session group answers (a query it does not take sends a request to the group)", async () => {
    const userId = ++nextUser
    const cookie = await signedInCookie(first.url, first.database, userId)
    const token = await tokenOf(first.url, cookie)
    // The token is verified once by the group; the next second on, the front server answers from what it kept.
    expect(await check(first.url, token)).toMatchObject({ status: 200, body: JSON.stringify({ userId }) })
    await new Promise((resolve) => setTimeout(resolve, 1100))
    const kept = await check(first.url, token)
    const byGroup = await check(first.url, token, "?from=group")
    expect(kept).toEqual(byGroup)
    expect(kept.body).toBe(JSON.stringify({ userId }))
    // The renewal: the same session's token and the session cookie sent again, as the group sends them.
    const hot = await fetch(`${first.url}/web-api/user/gettoken`, { headers: cookieHeader(cookie) })
    const group = await fetch(`${first.url}/web-api/user/gettoken?force_refresh=true&from=group`, { headers: cookieHeader(cookie) })
    expect([hot.status, group.status]).toEqual([200, 200])
    for (const name of ["content-type", "cache-control"]) expect([name, hot.headers.get(name)]).toEqual([name, group.headers.get(name)])
    const { "max-age": hotAge, ...hotCookie } = sessionCookieAttributes(hot)!
    const { "max-age": groupAge, ...groupCookie } = sessionCookieAttributes(group)!
    expect(hotCookie).toEqual(groupCookie)
    expect(Math.abs(Number(hotAge) - Number(groupAge))).toBeLessThanOrEqual(1)
    const [hotToken, groupToken] = [((await hot.json()) as { data: { token: string } }).data.token, ((await group.json()) as { data: { token: string } }).data.token]
    expect(tokenPayload(hotToken)).toMatchObject({ sid: tokenPayload(groupToken)["sid"], uid: userId })
    // A wrong token and no token are still the group's 401.
    expect((await check(first.url, `${token.slice(0, -2)}xx`)).status).toBe(401)
    expect((await fetch(`${first.url}/auth-api/session/check`)).status).toBe(401)
  })

  it("renews each session with its own token and cookie, however many renewals share one second", async () => {
    const players = [++nextUser, ++nextUser]
    const cookies = await Promise.all(players.map((userId) => signedInCookie(first.url, first.database, userId)))
    // The group answers each cookie's first renewal; the front server the rest, several a session in the same second.
    await Promise.all(cookies.map((cookie) => tokenOf(first.url, cookie)))
    const renewals = await Promise.all(
      [0, 1, 0, 1, 0, 1].map(async (which) => ({ which, answer: await fetch(`${first.url}/web-api/user/gettoken`, { headers: cookieHeader(cookies[which]!) }) }))
    )
    for (const { which, answer } of renewals) {
      const token = ((await answer.json()) as { data: { token: string } }).data.token
      expect(tokenPayload(token)).toMatchObject({ uid: players[which] })
      expect(answer.headers.get("set-cookie")).toContain(`=${cookies[which]!};`)
    }
  })

  it("refuses on one instance, at once, the check of a session logged out on the other", async () => {
    const cookie = await signedInCookie(first.url, first.database, ++nextUser)
    const token = await tokenOf(first.url, cookie)
    // Verified and kept by the second instance, then answered from memory there.
    expect((await check(servers.second.url, token)).status).toBe(200)
    await new Promise((resolve) => setTimeout(resolve, 1100))
    expect((await check(servers.second.url, token)).status).toBe(200)
    expect((await check(servers.second.url, token)).status).toBe(200)
    const out = await fetch(`${first.url}/auth-api/logout`, { method: "POST", headers: { "content-type": "application/json", ...cookieHeader(cookie) }, body: "{}" })
    expect(out.status).toBe(200)
    await expect.poll(async () => (await check(servers.second.url, token)).status, ANNOUNCED_SOON).toBe(401)
    expect((await check(first.url, token)).status).toBe(401)
    const renewal = await fetch(`${servers.second.url}/web-api/user/gettoken`, { headers: cookieHeader(cookie) })
    expect(await renewal.json()).toEqual({ data: { token: null } })
  })

  it("writes a session's slid last use to the database within the flush interval", async () => {
    const cookie = await signedInCookie(first.url, first.database, ++nextUser)
    const token = await tokenOf(first.url, cookie)
    // The last use moved two minutes back by someone else: the next use is due to slide it (once a minute).
    await first.database.query("update sessions set last_seen_at = now() - interval '2 minutes' where token_hash = $1", [sessionTokenHash(cookie)])
    const lastSeen = async () => new Date((await first.database.query("select last_seen_at from sessions where token_hash = $1", [sessionTokenHash(cookie)]))[0]!["last_seen_at"] as string).getTime()
    const before = await lastSeen()
    await new Promise((resolve) => setTimeout(resolve, 100))
    const used = Date.now()
    expect((await check(servers.second.url, token)).status).toBe(200)
    const flush = Duration.toMillis(LAST_SEEN_FLUSH_EVERY)
    // Written within the interval (and a little for a loaded machine), at the time of the use.
    await expect.poll(lastSeen, { timeout: flush + 1500, interval: 50 }).toBeGreaterThan(before)
    expect(Math.abs((await lastSeen()) - used)).toBeLessThan(1000)
  })
})
