import { Effect } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { LedgerService } from "../../server/account/ledger"
import { type AccountRef, type Currency, type MinorUnits, movements } from "../../src/domain/account/ledger"
import { databasesUnderTest } from "./support/databases"
import { accountServicesOn, type AccountServices, playerWithMoney, signedInCookie } from "./support/accounts"
import { cookieHeader, newSession } from "./support/http"
import { useTestServer } from "./support/testServer"

interface Account {
  readonly id: number
  readonly type: number
  readonly iso: string
  readonly money: number
  readonly isActive: boolean
}
interface AccountData {
  readonly accounts: ReadonlyArray<Account>
  readonly currencies: ReadonlyArray<{ readonly currencyId: number; readonly iso: string }>
  readonly hideBalance: boolean
  readonly isAccountFrozen: boolean
}

/** USD in the currencies of migration 007. */
const USD = 2
const EUR = 3

describe.each(databasesUnderTest)("the player's accounts on $label", (db) => {
  const server = useTestServer(db)
  let services: AccountServices
  beforeAll(() => void (services = accountServicesOn(server.database)))
  afterAll(() => services.dispose())

  let nextUser = 1000
  /** A signed-in player with a RUB main account holding `rub` kopecks. */
  const player = async (rub = 0) => {
    const userId = nextUser++
    const mainId = await playerWithMoney(services, userId, "RUB", rub)
    return { userId, mainId, cookie: await signedInCookie(server.url, server.database, userId) }
  }

  const call = (cookie: string | undefined, path: string, body?: unknown) =>
    fetch(`${server.url}/web-api/account/${path}`, {
      method: body === undefined ? "GET" : "POST",
      headers: { ...(cookie === undefined ? {} : cookieHeader(cookie)), ...(body === undefined ? {} : { "content-type": "application/json" }) },
      body: body === undefined ? undefined : JSON.stringify(body)
    })
  const accountsOf = async (cookie: string): Promise<AccountData> => {
    const response = await call(cookie, "accounts")
    expect(response.status).toBe(200)
    return (await response.json()) as AccountData
  }

  it("answers 401 to a visitor without a session, and to a guest's session, on every call", async () => {
    const guest = await newSession(server.url)
    const calls: ReadonlyArray<readonly [string, unknown]> = [
      ["accounts", undefined],
      ["active", { accountId: 1 }],
      ["currency/add", { currencyId: USD }],
      ["currency/remove", { accountId: 1 }],
      ["hide-balance", { hide: false }]
    ]
    for (const [path, body] of calls) {
      for (const cookie of [undefined, guest, "C".repeat(43)]) {
        const response = await call(cookie, path, body)
        expect(response.status, `${path} with ${cookie ?? "no cookie"}`).toBe(401)
        expect(await response.json()).toMatchObject({ _tag: "Unauthorized" })
      }
    }
  })

  it("shows a new player's main account: active, empty, in the registration currency, balance hidden", async () => {
    const { cookie, mainId } = await player()
    const data = await accountsOf(cookie)
    expect(data.accounts).toEqual([
      { id: mainId, type: 0, currencyId: 1, iso: "RUB", symbol: "₽", minorDigits: 2, money: 0, points: 0, isActive: true }
    ])
    expect(data.hideBalance).toBe(true)
    expect(data.isAccountFrozen).toBe(false)
    expect(data.currencies.map((c) => c.iso)).toEqual(["RUB", "USD", "EUR", "KZT", "UZS", "TRY", "GBP", "INR", "BRL", "CAD"])
  })

  it("opens the main account once, whatever a repeated call says", async () => {
    const { mainId, userId } = await player()
    expect(await playerWithMoney(services, userId, "USD")).toBe(mainId)
    const rows = await server.database.query("select currency from ledger_accounts where user_id = $1", [userId])
    expect(rows).toEqual([{ currency: "RUB" }])
  })

  it("shows deposited money on the main account, in kopecks", async () => {
    const { cookie } = await player(150_075)
    expect((await accountsOf(cookie)).accounts[0]?.money).toBe(150_075)
  })

  it("adds a currency account, says so, and answers a second request for it without a second account", async () => {
    const { cookie } = await player()
    const added = await call(cookie, "currency/add", { currencyId: USD })
    expect(added.status).toBe(200)
    expect(await added.json()).toEqual({ success: true, message: "Your USD account is open" })
    const again = await call(cookie, "currency/add", { currencyId: USD })
    expect(await again.json()).toEqual({ success: true, message: "You already have a USD account" })
    const accounts = (await accountsOf(cookie)).accounts
    expect(accounts.map((a) => [a.type, a.iso, a.money, a.isActive])).toEqual([
      [0, "RUB", 0, true],
      [9, "USD", 0, false]
    ])
  })

  it("makes one account of 12 concurrent add-currency requests", async () => {
    const { cookie, userId } = await player()
    const answers = await Promise.all(Array.from({ length: 12 }, () => call(cookie, "currency/add", { currencyId: EUR })))
    expect(answers.map((a) => a.status)).toEqual(Array(12).fill(200))
    const messages = await Promise.all(answers.map(async (a) => ((await a.json()) as { message: string }).message))
    expect(messages.filter((m) => m === "Your EUR account is open")).toHaveLength(1)
    const rows = await server.database.query("select count(*)::int as n from ledger_accounts where user_id = $1 and currency = 'EUR'", [userId])
    expect(rows[0]?.["n"]).toBe(1)
  })

  it("does not add the main account's currency a second time, nor a currency the site does not offer", async () => {
    const { cookie } = await player()
    expect(await (await call(cookie, "currency/add", { currencyId: 1 })).json()).toEqual({ success: true, message: "You already have a RUB account" })
    const unknown = await call(cookie, "currency/add", { currencyId: 999 })
    expect(unknown.status).toBe(409)
    expect(await unknown.json()).toMatchObject({ _tag: "WalletRefused", code: 6 })
    expect((await accountsOf(cookie)).accounts).toHaveLength(1)
  })

  it("switches the active account, and back", async () => {
    const { cookie, mainId } = await player()
    await call(cookie, "currency/add", { currencyId: USD })
    const usd = (await accountsOf(cookie)).accounts.find((a) => a.iso === "USD")!
    const switched = await call(cookie, "active", { accountId: usd.id })
    expect(switched.status).toBe(200)
    const data = (await switched.json()) as AccountData
    expect(data.accounts.filter((a) => a.isActive).map((a) => a.id)).toEqual([usd.id])
    await call(cookie, "active", { accountId: mainId })
    expect((await accountsOf(cookie)).accounts.filter((a) => a.isActive).map((a) => a.id)).toEqual([mainId])
  })

  it("does not let a player touch another player's account: 404, as for an account that does not exist", async () => {
    const alice = await player(500)
    const bob = await player()
    for (const path of ["active", "currency/remove"]) {
      const response = await call(bob.cookie, path, { accountId: alice.mainId })
      expect(response.status, path).toBe(404)
      expect(await response.json()).toMatchObject({ _tag: "AccountNotFound" })
    }
    expect((await accountsOf(alice.cookie)).accounts[0]).toMatchObject({ id: alice.mainId, money: 500, isActive: true })
  })

  it("refuses to remove the main account, or a currency account that holds money, with a code and a message", async () => {
    const { cookie, mainId } = await player()
    const main = await call(cookie, "currency/remove", { accountId: mainId })
    expect(main.status).toBe(409)
    expect(await main.json()).toEqual({ _tag: "WalletRefused", code: 1, message: "the main account cannot be removed" })

    await call(cookie, "currency/add", { currencyId: USD })
    const usd = (await accountsOf(cookie)).accounts.find((a) => a.iso === "USD")!
    await call(cookie, "active", { accountId: usd.id })
    // 5 cents arrive on the USD account.
    await services.run(Effect.flatMap(LedgerService, (ledger) => ledger.deposit("usd-in", usd.id, 5 as MinorUnits)))
    const holding = await call(cookie, "currency/remove", { accountId: usd.id })
    expect(holding.status).toBe(409)
    expect(await holding.json()).toMatchObject({ _tag: "WalletRefused", code: 2 })

    // Once they are gone again the account can go; the main account becomes the active one.
    const account = `player:${usd.id}` as AccountRef
    await services.run(Effect.flatMap(LedgerService, (ledger) => ledger.post("withdraw", movements.withdraw("usd-out", account, "USD" as Currency, 5 as MinorUnits))))
    const removed = await call(cookie, "currency/remove", { accountId: usd.id })
    expect(await removed.json()).toEqual({ success: true, message: "Your USD account is removed" })
    expect((await accountsOf(cookie)).accounts.map((a) => [a.id, a.isActive])).toEqual([[mainId, true]])
    // Removed means gone for the player: it can be neither removed again nor made active.
    expect((await call(cookie, "currency/remove", { accountId: usd.id })).status).toBe(404)
    expect((await call(cookie, "active", { accountId: usd.id })).status).toBe(404)
    // And a new USD account can be opened later.
    await call(cookie, "currency/add", { currencyId: USD })
    expect((await accountsOf(cookie)).accounts.map((a) => a.iso)).toEqual(["RUB", "USD"])
  })

  it("keeps the hide-balance choice per player", async () => {
    const { cookie } = await player()
    const shown = await call(cookie, "hide-balance", { hide: false })
    expect(((await shown.json()) as AccountData).hideBalance).toBe(false)
    expect((await accountsOf(cookie)).hideBalance).toBe(false)
    const other = await player()
    expect((await accountsOf(other.cookie)).hideBalance).toBe(true)
  })

  it("refuses changes while an operator has frozen the accounts, and says so", async () => {
    const { cookie, userId } = await player()
    await server.database.query("update wallets set frozen = true where user_id = $1", [userId])
    const response = await call(cookie, "currency/add", { currencyId: USD })
    expect(response.status).toBe(409)
    expect(await response.json()).toMatchObject({ _tag: "WalletRefused", code: 4 })
    expect((await accountsOf(cookie)).isAccountFrozen).toBe(true)
  })

  it("answers malformed requests with a typed 4xx, never a 500", async () => {
    const { cookie } = await player()
    const bodies: ReadonlyArray<readonly [string, unknown]> = [
      ["active", { accountId: "1" }],
      ["active", { accountId: -3 }],
      ["active", { accountId: 1.5 }],
      ["active", {}],
      ["currency/add", { currencyId: null }],
      ["currency/add", [USD]],
      ["currency/remove", { accountId: 1e300 }],
      ["hide-balance", { hide: "yes" }]
    ]
    for (const [path, body] of bodies) {
      const response = await call(cookie, path, body)
      expect(response.status, `${path} ${JSON.stringify(body)}`).toBe(400)
    }
    const form = await fetch(`${server.url}/web-api/account/currency/add`, {
      method: "POST",
      headers: { ...cookieHeader(cookie), "content-type": "application/x-www-form-urlencoded" },
      body: "currencyId=2"
    })
    expect(form.status).toBe(415)
    const empty = await fetch(`${server.url}/web-api/account/currency/add`, { method: "POST", headers: cookieHeader(cookie) })
    expect(empty.status).toBe(400)
    expect((await accountsOf(cookie)).accounts).toHaveLength(1)
  })
})
