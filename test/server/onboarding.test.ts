import { describe, expect, it } from "vitest"
import { REGISTRATION_CURRENCIES } from "../../src/domain/session/registration"
import { databasesUnderTest } from "./support/databases"
import { cookieHeader, sessionCookieOf } from "./support/http"
import { useTestServer } from "./support/testServer"

/** A new player and their money: registration opens the main account, and the demo player of `npm start` is funded. */

const accountsOf = async (url: string, cookie: string) => {
  const response = await fetch(`${url}/web-api/account/accounts`, { headers: cookieHeader(cookie) })
  expect(response.status).toBe(200)
  return ((await response.json()) as { accounts: Array<{ type: number; iso: string; money: number; isActive: boolean }> }).accounts
}

const signIn = async (url: string, path: string, body: unknown): Promise<string> => {
  const response = await fetch(`${url}${path}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) })
  expect(response.status).toBe(200)
  return sessionCookieOf(response)!
}

describe.each(databasesUnderTest)("a new player's accounts on $label", (db) => {
  const server = useTestServer(db)

  it("a one-click player in tenge has an active, empty main account in tenge", async () => {
    const cookie = await signIn(server.url, "/auth-api/registration/fast", { country_id: 2, currency_id: 4 })
    expect(await accountsOf(server.url, cookie)).toEqual([expect.objectContaining({ type: 0, iso: "KZT", money: 0, isActive: true })])
  })

  it("the demo player signs in to a main account holding 1,000.00 roubles", async () => {
    const cookie = await signIn(server.url, "/auth-api/login", { uLogin: "demo@oddsfold.local", uPassword: "Oddsfold2024" })
    expect(await accountsOf(server.url, cookie)).toEqual([expect.objectContaining({ type: 0, iso: "RUB", money: 100000, isActive: true })])
  })

  it("every currency registration offers is the ledger's currency of the same id", async () => {
    const rows = await server.database.query("select id, iso from currencies")
    const ledger = new Map(rows.map((row) => [Number(row["id"]), String(row["iso"])]))
    for (const offered of REGISTRATION_CURRENCIES) expect([offered.id, ledger.get(offered.id)]).toEqual([offered.id, offered.iso])
  })
})
