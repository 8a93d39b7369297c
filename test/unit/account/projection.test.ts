import { describe, expect, it } from "vitest"
import { AccountsLoaded, AccountsLoadFailed, WalletChanged, WalletChangeFailed, WalletChangeStarted } from "../../../src/commands/account/events"
import { LoggedOut, LoginSucceeded, PlayerRegistered, SessionChecked } from "../../../src/commands/session/events"
import type { AccountData, WalletAccount } from "../../../src/domain/account/wallets"
import { NetworkError, ServerRefused } from "../../../src/domain/api/clientErrors"
import { type AccountsState, accountsProjection } from "../../../src/projections/account/accounts"
import { activeAccount, labelWithSymbolOf, mainAccount, realMoneyAccounts } from "../../../src/projections/account/selectors"

const rub: WalletAccount = { id: 11, type: 0, currencyId: 1, iso: "RUB", symbol: "₽", minorDigits: 2, money: 150_000, points: 0, isActive: true }
const bonus: WalletAccount = { id: 13, type: 4, currencyId: 1, iso: "RUB", symbol: "₽", minorDigits: 2, money: 5_000, points: 0, isActive: false }
const usd: WalletAccount = { id: 12, type: 9, currencyId: 2, iso: "USD", symbol: "$", minorDigits: 2, money: 0, points: 0, isActive: false }
const data: AccountData = {
  accounts: [rub, bonus],
  currencies: [{ currencyId: 2, iso: "USD", symbol: "$", minorDigits: 2 }],
  bonuses: [],
  hideBalance: false,
  isAccountFrozen: false,
  isAvailableFirstDepositBonus: false
}
const fold = (events: ReadonlyArray<Parameters<typeof accountsProjection.apply>[1]>, from: AccountsState = accountsProjection.initial) =>
  events.reduce(accountsProjection.apply, from)

const nothing: AccountsState = {
  owner: null,
  status: "idle",
  all_accounts: [],
  currencies: [],
  bonuses: [],
  hideBalance: true,
  isAccountFrozen: false,
  isAvailableFirstDepositBonus: false,
  process: { add: false, delete: false, change: false },
  outcome: null,
  error: null
}
const loaded: AccountsState = {
  ...nothing,
  owner: 42,
  status: "loaded",
  all_accounts: [rub, bonus],
  currencies: data.currencies,
  hideBalance: false
}

describe("the account store (SPEC.md 3)", () => {
  it("a sign-in or a registration names the player whose accounts load; a logout forgets them", () => {
    expect(fold([new LoginSucceeded({ userId: 7, accountId: 123456789, save: false })])).toEqual({ ...nothing, owner: 7 })
    expect(fold([new PlayerRegistered({ userId: 8, accountId: 234567891, method: "full", password: null })])).toEqual({ ...nothing, owner: 8 })
    // The same player signing in again keeps what is loaded; another player starts from nothing.
    expect(fold([new LoginSucceeded({ userId: 42, accountId: 123456789, save: true })], loaded)).toEqual(loaded)
    expect(fold([new LoginSucceeded({ userId: 9, accountId: 345678912, save: true })], loaded)).toEqual({ ...nothing, owner: 9 })
    expect(fold([new LoggedOut({})], loaded)).toEqual(nothing)
  })

  it("starts empty with the balance hidden, and is filled for the signed-in player", () => {
    expect(accountsProjection.initial).toEqual(nothing)
    expect(fold([new SessionChecked({ userId: 42 }), new AccountsLoaded({ data })])).toEqual(loaded)
  })

  it("keeps its accounts through the minutely session check, and drops them for a guest or another player", () => {
    expect(fold([new SessionChecked({ userId: 42 })], loaded)).toBe(loaded)
    expect(fold([new SessionChecked({ userId: null })], loaded)).toEqual(nothing)
    expect(fold([new SessionChecked({ userId: 7 })], loaded)).toEqual({ ...nothing, owner: 7 })
  })

  it("shows a change in progress and then its outcome with the server's message", () => {
    const started = fold([new WalletChangeStarted({ change: { _tag: "add", currencyId: 2 } })], loaded)
    expect(started.process).toEqual({ add: true, delete: false, change: false })
    const added = fold(
      [new WalletChanged({ change: { _tag: "add", currencyId: 2 }, message: "Your USD account is open", data: { ...data, accounts: [rub, bonus, usd] } })],
      started
    )
    expect(added).toEqual({
      ...loaded,
      all_accounts: [rub, bonus, usd],
      outcome: { process: "add", success: true, message: "Your USD account is open", error: null }
    })
  })

  it("a refused change is success false with the server's message (SPEC.md 8), the accounts unchanged", () => {
    const refused = new ServerRefused({ status: 409, code: 2, title: "your USD account still holds money" })
    const state = fold(
      [new WalletChangeStarted({ change: { _tag: "delete", accountId: 12 } }), new WalletChangeFailed({ change: { _tag: "delete", accountId: 12 }, error: refused })],
      loaded
    )
    expect(state).toEqual({ ...loaded, outcome: { process: "delete", success: false, message: "your USD account still holds money", error: refused } })
  })

  it("a failed refresh keeps the accounts shown; a failed first load says so", () => {
    const offline = new NetworkError({ message: "Failed to fetch" })
    expect(fold([new AccountsLoadFailed({ error: offline })], loaded)).toEqual({ ...loaded, error: offline })
    expect(fold([new SessionChecked({ userId: 42 }), new AccountsLoadFailed({ error: offline })])).toEqual({ ...nothing, owner: 42, status: "failed", error: offline })
  })

  it("names the real-money, active and main accounts, and labels them", () => {
    expect(realMoneyAccounts(loaded).map((a) => a.id)).toEqual([11])
    expect(activeAccount(loaded)?.id).toBe(11)
    expect(mainAccount(loaded)?.id).toBe(11)
    expect(activeAccount(nothing)).toBeUndefined()
    expect(labelWithSymbolOf(usd)).toBe("USD ($)")
  })
})
