import { it } from "@effect/vitest"
import { Effect, Fiber, Layer, Option, Redacted, Schema, TestClock } from "effect"
import { describe, expect } from "vitest"
import { ApiCalls } from "../../../src/adapters/api/ApiTest"
import { type TestScript, TestServices } from "../../../src/adapters/layers"
import { AddCurrency, LoadAccounts, SendWalletChange } from "../../../src/commands/account/commands"
import { addCurrency, loadAccounts, sendWalletChange } from "../../../src/commands/account/handlers"
import { ChangeSecurity, SendPhoneCode } from "../../../src/commands/account/officeCommands"
import { changeSecurity, sendPhoneCode } from "../../../src/commands/account/officeHandlers"
import { Query } from "../../../src/commands/query"
import { Command } from "../../../src/commands/registry"
import type { AccountData, WalletAccount } from "../../../src/domain/account/wallets"
import { ServerRefused } from "../../../src/domain/api/clientErrors"
import { initialStates } from "../../../src/projections/registry"

const query = Layer.succeed(Query, {
  states: Effect.succeed(initialStates()),
  encodeCommand: Schema.encodeSync(Command) as (command: Command) => Record<string, unknown>,
  decodeCommand: (encoded) => Option.getOrUndefined(Schema.decodeUnknownOption(Command)(encoded))
})
const services = (script: TestScript) => Layer.merge(TestServices(script), query)

const rub: WalletAccount = { id: 11, type: 0, currencyId: 1, iso: "RUB", symbol: "₽", minorDigits: 2, money: 150_000, points: 0, isActive: true }
const usd: WalletAccount = { id: 12, type: 9, currencyId: 2, iso: "USD", symbol: "$", minorDigits: 2, money: 0, points: 0, isActive: false }
const data = (accounts: ReadonlyArray<WalletAccount>): AccountData => ({
  accounts,
  currencies: [],
  bonuses: [],
  hideBalance: true,
  isAccountFrozen: false,
  isAvailableFirstDepositBonus: false
})
const inactive = data([{ ...rub, isActive: false }])

describe("loading the accounts (SPEC.md 4 and 9: up to 5 more reads at 2500 ms until one is active)", () => {
  it.effect("reads at 0, 2.5, 5, 7.5, 10 and 12.5 s when no account becomes active, then keeps the last read", () =>
    Effect.gen(function* () {
      const calls = yield* ApiCalls
      const fiber = yield* Effect.fork(loadAccounts(new LoadAccounts({}), 1))
      yield* TestClock.adjust("0 millis")
      expect(yield* calls.count("account.accounts")).toBe(1)
      for (let n = 2; n <= 6; n++) {
        yield* TestClock.adjust("2499 millis")
        expect(yield* calls.count("account.accounts")).toBe(n - 1)
        yield* TestClock.adjust("1 millis")
        expect(yield* calls.count("account.accounts")).toBe(n)
      }
      const outcome = yield* Fiber.join(fiber)
      expect(outcome.events).toMatchObject([{ _tag: "AccountsLoaded", data: inactive }])
      yield* TestClock.adjust("10 seconds")
      expect(yield* calls.count("account.accounts")).toBe(6)
    }).pipe(Effect.provide(services({ api: { account: { accounts: () => inactive } } })))
  )

  it.effect("stops as soon as an account is active", () =>
    Effect.gen(function* () {
      const fiber = yield* Effect.fork(loadAccounts(new LoadAccounts({}), 1))
      yield* TestClock.adjust("2500 millis")
      const outcome = yield* Fiber.join(fiber)
      expect(outcome.events).toMatchObject([{ _tag: "AccountsLoaded", data: { accounts: [{ id: 11, isActive: true }] } }])
      expect(yield* (yield* ApiCalls).count("account.accounts")).toBe(2)
    }).pipe(Effect.provide(services({ api: { account: { accounts: [inactive, data([rub])] } } })))
  )
})

describe("adding a currency (SPEC.md 4: poll every 1000 ms until the account appears)", () => {
  it.effect("raises the add flag first, then sends the change", () =>
    Effect.gen(function* () {
      const outcome = yield* addCurrency(new AddCurrency({ currencyId: 2 }), 1)
      expect(outcome.events).toMatchObject([{ _tag: "WalletChangeStarted", change: { _tag: "add", currencyId: 2 } }])
      expect(outcome.next).toMatchObject([{ _tag: "SendWalletChange", change: { _tag: "add", currencyId: 2 } }])
    }).pipe(Effect.provide(services({})))
  )

  it.effect("reads the accounts every second until the USD account is there, and reports the server's message", () =>
    Effect.gen(function* () {
      const calls = yield* ApiCalls
      const fiber = yield* Effect.fork(sendWalletChange(new SendWalletChange({ change: { _tag: "add", currencyId: 2 } }), 1))
      yield* TestClock.adjust("0 millis")
      expect(yield* calls.count("account.accounts")).toBe(1)
      yield* TestClock.adjust("1000 millis")
      expect(yield* calls.count("account.accounts")).toBe(2)
      yield* TestClock.adjust("1000 millis")
      const outcome = yield* Fiber.join(fiber)
      expect(yield* calls.count("account.accounts")).toBe(3)
      expect(outcome.events).toMatchObject([
        { _tag: "WalletChanged", change: { _tag: "add", currencyId: 2 }, message: "Your USD account is open", data: { accounts: [{ id: 11 }, { id: 12 }] } }
      ])
    }).pipe(
      Effect.provide(
        services({
          api: {
            account: {
              addCurrency: [{ success: true, message: "Your USD account is open" }],
              accounts: [data([rub]), data([rub]), data([rub, usd])]
            }
          }
        })
      )
    )
  )

  it.effect("a refusal is the failure of that change, with the server's message and no poll", () =>
    Effect.gen(function* () {
      const outcome = yield* sendWalletChange(new SendWalletChange({ change: { _tag: "delete", accountId: 11 } }), 1)
      expect(outcome.events).toMatchObject([
        { _tag: "WalletChangeFailed", change: { _tag: "delete", accountId: 11 }, error: { status: 409, code: 1, title: "the main account cannot be removed" } }
      ])
      expect(yield* (yield* ApiCalls).count("account.accounts")).toBe(0)
    }).pipe(
      Effect.provide(
        services({ api: { account: { removeCurrency: [new ServerRefused({ status: 409, code: 1, title: "the main account cannot be removed" })] } } })
      )
    )
  )
})

describe("phone binding on the security page", () => {
  const off = { is_changed_password: false, enable_two_factor_auth: false, enable_phone_binding: false, enable_security_question: false, enable_email_auth: false }
  const bound = { protection_level: 20, protection_methods: { ...off, enable_phone_binding: true }, securityQuestion: null, changed_pass_day_count: null }

  it.effect("a bound phone is a security change that loads the user config again (its phone_number moved)", () =>
    Effect.gen(function* () {
      const outcome = yield* changeSecurity(new ChangeSecurity({ change: { _tag: "bindPhone", countryId: 1, phoneNumber: "9131234567", code: Redacted.make("123456") } }), 1)
      expect(outcome.events).toMatchObject([{ _tag: "SecurityChanged", change: "bindPhone", security: bound }])
      expect(outcome.next).toMatchObject([{ _tag: "LoadUserConfig" }])
    }).pipe(Effect.provide(services({ api: { account: { bindPhone: () => bound } } })))
  )

  it.effect("a refused code changes nothing and loads nothing", () =>
    Effect.gen(function* () {
      const wrong = new ServerRefused({ status: 400, code: 40, title: "the code is wrong" })
      const outcome = yield* changeSecurity(new ChangeSecurity({ change: { _tag: "unbindPhone", code: Redacted.make("000000") } }), 1)
      expect(outcome.events).toMatchObject([{ _tag: "SecurityChangeFailed", change: "unbindPhone", error: wrong }])
      expect(outcome.next ?? []).toEqual([])
    }).pipe(Effect.provide(services({ api: { account: { unbindPhone: () => Effect.fail(new ServerRefused({ status: 400, code: 40, title: "the code is wrong" })) } } })))
  )

  it.effect("the code's masked destination comes from the server's answer", () =>
    Effect.gen(function* () {
      const outcome = yield* sendPhoneCode(new SendPhoneCode({ purpose: "bindPhone", countryId: 1, phoneNumber: "9131234567", lang: "en" }), 1)
      expect(outcome.events).toMatchObject([{ _tag: "PhoneCodeSent", purpose: "bindPhone", phone: "+7 ••••••••67", expiresAt: 1_700_000_600 }])
      expect(yield* (yield* ApiCalls).count("account.sendPhoneBindingCode")).toBe(1)
    }).pipe(Effect.provide(services({ api: { account: { sendPhoneBindingCode: () => ({ phone: "+7 ••••••••67", expiresAt: 1_700_000_600 }) } } })))
  )
})
