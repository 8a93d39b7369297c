import { Redacted } from "effect"
import { describe, expect, it } from "vitest"
import { databasesUnderTest } from "./support/databases"
import { registerByEmailLink } from "./support/emailRegistration"
import { cookieHeader, sessionCookieOf } from "./support/http"
import { useTestServer } from "./support/testServer"

/**
 * Bans (SPEC.md 3 ban_level and ban_version, 6 "Banned means ban_level above 0"): the operator sets them, the user
 * config answers them, and the server refuses a banned player's wallet changes. And the auto-logoff limit the site
 * config carries (SPEC.md 4), with the server's override.
 */

const OPERATOR_TOKEN = "operator-token-for-the-ban-tests-0123456789abcdef"

interface Answer {
  readonly status: number
  readonly body: Record<string, any>
  readonly cookie: string | undefined
}

const call = async (url: string, path: string, cookie: string | undefined, body?: unknown, headers: Record<string, string> = {}): Promise<Answer> => {
  const response = await fetch(`${url}${path}`, {
    method: body === undefined ? "GET" : "POST",
    headers: { ...headers, ...(body === undefined ? {} : { "content-type": "application/json" }), ...(cookie === undefined ? {} : cookieHeader(cookie)) },
    body: body === undefined ? undefined : JSON.stringify(body)
  })
  const text = await response.text()
  return { status: response.status, body: text === "" ? {} : (JSON.parse(text) as Record<string, any>), cookie: sessionCookieOf(response) }
}

let emails = 0
const freshEmail = () => `banned.${++emails}.${Date.now()}@example.com`

describe.each(databasesUnderTest)("bans on $label", (db) => {
  const server = useTestServer(db, { operatorToken: Redacted.make(OPERATOR_TOKEN) })
  const player = async () => {
    const email = freshEmail()
    const answer = await registerByEmailLink(server, { country_id: 1, currency_id: 1, email, password: "Secret123" })
    expect(answer.status).toBe(200)
    return { email, userId: answer.body["userId"] as number, cookie: answer.cookie!, token: answer.body["data"]["token"] as string }
  }
  const ban = (body: unknown, token: string = OPERATOR_TOKEN) =>
    call(server.url, "/web-api/operator/players/ban", undefined, body, { "x-operator-token": token })
  /** The user config as the client asks for it: with the bearer token the registration answered. */
  const userConfig = async (token: string) => {
    const answer = await call(server.url, "/web-api/user/config", undefined, undefined, { authorization: `Bearer ${token}` })
    expect(answer.status).toBe(200)
    return answer.body["result"] as { ban_level: number; ban_version: number }
  }

  it("answers no ban in a new player's user config", async () => {
    const { token } = await player()
    expect(await userConfig(token)).toMatchObject({ ban_level: 0, ban_version: 1 })
  })

  it("shows the operator's ban in the user config, by player id or by e-mail, and lifts it with level 0", async () => {
    const { email, token, userId } = await player()
    const byId = await ban({ player: String(userId), level: 53, version: 1 })
    expect(byId.status).toBe(200)
    expect(byId.body).toEqual({ userId, email, banLevel: 53, banVersion: 1 })
    expect(await userConfig(token)).toMatchObject({ ban_level: 53, ban_version: 1 })

    // The version defaults to 1; the e-mail is found whatever its case.
    expect((await ban({ player: email.toUpperCase(), level: 45, version: 2 })).status).toBe(200)
    expect(await userConfig(token)).toMatchObject({ ban_level: 45, ban_version: 2 })
    expect((await ban({ player: email, level: 0 })).status).toBe(200)
    expect(await userConfig(token)).toMatchObject({ ban_level: 0, ban_version: 1 })
  })

  it("takes bans from the operator only, for a player who exists, with a level from 0 to 1000", async () => {
    const { cookie, token, userId } = await player()
    expect((await ban({ player: String(userId), level: 53 }, "not-the-operator-token-0123456789abcdef")).status).toBe(401)
    expect((await call(server.url, "/web-api/operator/players/ban", cookie, { player: String(userId), level: 53 })).status).toBe(401)
    expect((await ban({ player: "999999999", level: 53 })).status).toBe(404)
    expect((await ban({ player: "nobody@example.com", level: 53 })).status).toBe(404)
    expect((await ban({ player: String(userId), level: -1 })).status).toBe(400)
    expect((await ban({ player: String(userId), level: 1.5 })).status).toBe(400)
    expect((await ban({ player: "", level: 1 })).status).toBe(400)
    expect(await userConfig(token)).toMatchObject({ ban_level: 0 })
  })

  it("refuses a banned player's wallet changes and keeps their balance readable", async () => {
    const { cookie, userId } = await player()
    expect((await ban({ player: String(userId), level: 53, version: 1 })).status).toBe(200)
    const add = await call(server.url, "/web-api/account/currency/add", cookie, { currencyId: 2 })
    expect(add.status).toBe(409)
    expect(add.body).toMatchObject({ _tag: "WalletRefused", code: 7 })
    const accounts = await call(server.url, "/web-api/account/accounts", cookie)
    expect(accounts.status).toBe(200)
    // Lifted: the same change goes through.
    expect((await ban({ player: String(userId), level: 0 })).status).toBe(200)
    expect((await call(server.url, "/web-api/account/currency/add", cookie, { currencyId: 2 })).status).toBe(200)
  })

  it("kills a session server-side at logout: its cookie is a stranger's afterwards", async () => {
    const { cookie, token } = await player()
    expect((await call(server.url, "/auth-api/logout", cookie, {})).status).toBe(200)
    expect((await call(server.url, "/web-api/user/config", undefined, undefined, { authorization: `Bearer ${token}` })).status).toBe(401)
    expect((await call(server.url, "/web-api/account/accounts", cookie)).status).toBe(401)
  })

  it("carries the site's auto-logoff limit in the site config: 30 minutes in the demo config", async () => {
    const answer = await call(server.url, "/bff-api/config/all.json?lang=en", undefined)
    expect(answer.status).toBe(200)
    expect(answer.body["autoLogoffMinutes"]).toBe(30)
  })
})

describe("the auto-logoff override (AUTO_LOGOFF_MINUTES)", () => {
  const server = useTestServer(databasesUnderTest[0]!, { autoLogoffMinutes: 0.05 })
  it("replaces the stored limit in every visitor's config", async () => {
    const answer = await call(server.url, "/bff-api/config/all.json?lang=ru", undefined)
    expect(answer.body["autoLogoffMinutes"]).toBe(0.05)
  })
})
