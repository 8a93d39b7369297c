import { describe, expect, it } from "vitest"
import { sessionTokenHash, signedInCookie } from "./support/accounts"
import { databasesUnderTest } from "./support/databases"
import { cookieHeader, sessionStateOf } from "./support/http"
import { ANNOUNCED_SOON, useTwoTestServers } from "./support/testServer"

/**
 * A server keeps the signed-in sessions it has just read for a moment (server/session/sessionCache.ts), so a
 * player's burst of calls costs one session read. A session ended anywhere must still be dead everywhere: two server
 * instances share one database here, and a session ended through one of them, or in the database itself, is refused
 * by the other well before the cache's freshness (minutes) would have run out on its own.
 */
describe.each(databasesUnderTest)("sessions kept in memory, with two server instances on $label", (db) => {
  const servers = useTwoTestServers(db)
  const first = servers.first
  let nextUser = 8100
  const player = () => signedInCookie(first.url, first.database, ++nextUser)

  it("refuses on one instance, at once, a session logged out on the other", async () => {
    const cookie = await player()
    expect(await sessionStateOf(servers.second.url, cookie)).toBe("live")
    expect(await sessionStateOf(servers.second.url, cookie)).toBe("live")
    const out = await fetch(`${first.url}/auth-api/logout`, { method: "POST", headers: { "content-type": "application/json", ...cookieHeader(cookie) }, body: "{}" })
    expect(out.status).toBe(200)
    await expect.poll(() => sessionStateOf(servers.second.url, cookie), ANNOUNCED_SOON).toBe("none")
    expect(await sessionStateOf(first.url, cookie)).toBe("none")
  })

  it("refuses a session deleted in the database by someone else (an operator's tool), on both instances", async () => {
    const cookie = await player()
    expect(await sessionStateOf(first.url, cookie)).toBe("live")
    expect(await sessionStateOf(servers.second.url, cookie)).toBe("live")
    await first.database.query("delete from sessions where token_hash = $1", [sessionTokenHash(cookie)])
    await expect.poll(() => sessionStateOf(first.url, cookie), ANNOUNCED_SOON).toBe("none")
    await expect.poll(() => sessionStateOf(servers.second.url, cookie), ANNOUNCED_SOON).toBe("none")
  })

  it("refuses a session moved back in time by someone else: idle past its expiry", async () => {
    const cookie = await player()
    expect(await sessionStateOf(servers.second.url, cookie)).toBe("live")
    await first.database.query("update sessions set expires_at = now() - interval '1 second' where token_hash = $1", [sessionTokenHash(cookie)])
    await expect.poll(() => sessionStateOf(servers.second.url, cookie), ANNOUNCED_SOON).toBe("none")
  })

  it("ends every other session of a player who changes the password, on the other instance too", async () => {
    const userId = ++nextUser
    const kept = await signedInCookie(first.url, first.database, userId)
    const other = await signedInCookie(first.url, first.database, userId)
    expect(await sessionStateOf(servers.second.url, other)).toBe("live")
    // What a password change does to the others (server/account/officeRepo.ts), done by the first instance.
    await first.database.query("delete from sessions where user_id = $1 and token_hash <> $2", [userId, sessionTokenHash(kept)])
    await expect.poll(() => sessionStateOf(servers.second.url, other), ANNOUNCED_SOON).toBe("none")
    expect(await sessionStateOf(servers.second.url, kept)).toBe("live")
  })

  it.runIf(db.label === "postgres")("answers a kept session while the sessions table is locked", async () => {
    const cookie = await player()
    expect(await sessionStateOf(first.url, cookie)).toBe("live")
    // The change notices of the sign-in's own writes come a fraction of a second after them and make the server forget
    // what it read meanwhile: the session is kept from the first read after they came.
    await new Promise((resolve) => setTimeout(resolve, 1000))
    expect(await sessionStateOf(first.url, cookie)).toBe("live")
    // A kept session costs no session read: its calls go on while a long migration holds the sessions table.
    // Held for 4 s: an answer that waited for the lock takes that long, one that did not takes well under, even on a
    // loaded machine (which has stretched a quick answer past one second).
    const { released } = await first.database.holdLocks(4000)
    const during = Date.now()
    expect(await sessionStateOf(first.url, cookie)).toBe("live")
    expect(Date.now() - during).toBeLessThan(3000)
    await released
  })
})
