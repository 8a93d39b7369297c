import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { accountServicesOn, type AccountServices, playerWithMoney } from "./support/accounts"
import { oneDatabase } from "./support/databases"
import { cookieHeader, sessionCookieOf } from "./support/http"
import { useTestServer } from "./support/testServer"

/**
 * The account settings of SPEC.md 3 (bonus_type, first_deposit_bonus_type): registration's choice sets them, the
 * player changes them, the server refuses bad values (400) and a change of the first-deposit bonus once a deposit has
 * decided it (409), and keeps them per player.
 */

interface Answer {
  readonly status: number
  readonly body: any
}

const SETTINGS = "/web-api/account/account-settings"

describe.each(oneDatabase)("account settings on $label", (db) => {
  const server = useTestServer(db)
  let accounts: AccountServices
  beforeAll(() => {
    accounts = accountServicesOn(server.database)
  })
  afterAll(async () => {
    await accounts?.dispose()
  })

  const call = async (path: string, cookie: string | undefined, body?: unknown): Promise<Answer> => {
    const response = await fetch(`${server.url}${path}`, {
      method: body === undefined ? "GET" : "POST",
      headers: { ...(body === undefined ? {} : { "content-type": "application/json" }), ...(cookie === undefined ? {} : cookieHeader(cookie)) },
      body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body)
    })
    const text = await response.text()
    return { status: response.status, body: text === "" ? undefined : JSON.parse(text) }
  }
  /** A one-click player who chose `choice` as the first-deposit bonus (none when absent). */
  const player = async (choice?: "sport" | "casino" | "none") => {
    const response = await fetch(`${server.url}/auth-api/registration/fast`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ country_id: 1, currency_id: 1, ...(choice === undefined ? {} : { first_deposit_bonus_choice: choice }) })
    })
    expect(response.status).toBe(200)
    const body = (await response.json()) as { userId: number }
    return { userId: body.userId, cookie: sessionCookieOf(response)! }
  }

  it("starts from the registration's choice: the casino bonus, and the casino offers", async () => {
    const { cookie } = await player("casino")
    expect(await call(SETTINGS, cookie)).toEqual({
      status: 200,
      body: { settings: { bonus_type: "casino", first_deposit_bonus_type: "casino" }, firstDepositMade: false }
    })
  })

  it("a player who chose no bonus takes part in the sports offers, with no first-deposit bonus", async () => {
    const { cookie } = await player()
    expect((await call(SETTINGS, cookie)).body).toEqual({ settings: { bonus_type: "sport", first_deposit_bonus_type: "none" }, firstDepositMade: false })
  })

  it("changes the fields a save names and keeps them for the player alone", async () => {
    const anna = await player("sport")
    const boris = await player("sport")
    const saved = await call(SETTINGS, anna.cookie, { first_deposit_bonus_type: "casino" })
    expect(saved).toEqual({ status: 200, body: { settings: { bonus_type: "sport", first_deposit_bonus_type: "casino" }, firstDepositMade: false } })
    expect((await call(SETTINGS, anna.cookie, { bonus_type: "none" })).body.settings).toEqual({ bonus_type: "none", first_deposit_bonus_type: "casino" })
    expect((await call(SETTINGS, anna.cookie)).body.settings).toEqual({ bonus_type: "none", first_deposit_bonus_type: "casino" })
    expect((await call(SETTINGS, boris.cookie)).body.settings).toEqual({ bonus_type: "sport", first_deposit_bonus_type: "sport" })
  })

  it("refuses a bonus type it does not know, and a body that is not the settings, with 400 and no change", async () => {
    const { cookie } = await player("sport")
    for (const body of [{ bonus_type: "poker" }, { first_deposit_bonus_type: "" }, { first_deposit_bonus_type: 1 }, "[]", "{"]) {
      const answer = await call(SETTINGS, cookie, body)
      expect(answer.status, JSON.stringify(body)).toBe(400)
    }
    expect((await call(SETTINGS, cookie)).body.settings).toEqual({ bonus_type: "sport", first_deposit_bonus_type: "sport" })
  })

  it("after the first deposit the first-deposit bonus is decided: a change is refused with 409, the other setting still changes", async () => {
    const { cookie, userId } = await player("sport")
    await playerWithMoney(accounts, userId, "RUB", 500_00)
    expect((await call(SETTINGS, cookie)).body).toEqual({ settings: { bonus_type: "sport", first_deposit_bonus_type: "sport" }, firstDepositMade: true })

    const refused = await call(SETTINGS, cookie, { bonus_type: "casino", first_deposit_bonus_type: "casino" })
    expect(refused.status).toBe(409)
    expect(refused.body).toMatchObject({ _tag: "AccountSettingsRefused", code: 1 })
    // Nothing of a refused save is kept, not even its other field.
    expect((await call(SETTINGS, cookie)).body.settings).toEqual({ bonus_type: "sport", first_deposit_bonus_type: "sport" })

    // Naming the bonus it already has is no change; the offers change as before.
    const offers = await call(SETTINGS, cookie, { bonus_type: "casino", first_deposit_bonus_type: "sport" })
    expect(offers).toEqual({ status: 200, body: { settings: { bonus_type: "casino", first_deposit_bonus_type: "sport" }, firstDepositMade: true } })
  })

  it("answers 401 to a visitor who is not signed in", async () => {
    expect((await call(SETTINGS, undefined)).status).toBe(401)
    expect((await call(SETTINGS, undefined, { bonus_type: "sport" })).status).toBe(401)
  })
})
