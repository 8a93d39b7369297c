import { inspect } from "node:util"
import { Effect, Either } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { LedgerService } from "../../server/account/ledger"
import type { LedgerError } from "../../server/account/ledgerErrors"
import { type AccountRef, type Currency, HouseAccount, type LedgerTransaction, type MinorUnits, movements } from "../../src/domain/account/ledger"
import { accountServicesOn, type AccountServices, playerWithMoney } from "./support/accounts"
import { databasesUnderTest } from "./support/databases"
import { useTestServer } from "./support/testServer"

const RUB = "RUB" as Currency
const units = (n: number) => n as MinorUnits
/** Everything a refused statement's error says (PGlite's client keeps the database's message in a nested cause). */
const refusal = (statement: Promise<unknown>): Promise<string> => statement.then(() => "accepted", (error: unknown) => inspect(error, { depth: 8 }))
const ref = (accountId: number) => `player:${accountId}` as AccountRef

describe.each(databasesUnderTest)("the ledger on $label", (db) => {
  const server = useTestServer(db)
  let services: AccountServices
  beforeAll(() => void (services = accountServicesOn(server.database)))
  afterAll(() => services.dispose())

  let nextUser = 5000
  const post = (kind: string, transaction: LedgerTransaction) =>
    services.run(Effect.either(Effect.flatMap(LedgerService, (ledger) => ledger.post(kind, transaction))))
  const balance = async (accountId: number) =>
    Number((await server.database.query("select balance from ledger_accounts where id = $1", [accountId]))[0]?.["balance"])
  const failureTag = (result: Either.Either<unknown, LedgerError>) => (Either.isLeft(result) ? result.left._tag : "posted")

  it("lets 20 concurrent stakes of 100 on a balance of 1000 through exactly 10 times, leaving 0", async () => {
    const account = await playerWithMoney(services, nextUser++, "RUB", 1_000)
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => post("reserve_stake", movements.reserveStake(`stake-${account}-${i}`, ref(account), RUB, units(100))))
    )
    expect(results.filter(Either.isRight)).toHaveLength(10)
    expect(results.filter((r) => failureTag(r) === "InsufficientFunds")).toHaveLength(10)
    expect(await balance(account)).toBe(0)
  })

  it("never overdraws under concurrent withdrawals of different sizes", async () => {
    const account = await playerWithMoney(services, nextUser++, "RUB", 10_000)
    const sizes = [3_000, 2_500, 4_000, 1_500, 3_500, 2_000, 1_000, 4_500]
    const results = await Promise.all(
      sizes.map((amount, i) => post("withdraw", movements.withdraw(`out-${account}-${i}`, ref(account), RUB, units(amount))))
    )
    const taken = sizes.filter((_, i) => Either.isRight(results[i]!)).reduce((a, b) => a + b, 0)
    expect(taken).toBeLessThanOrEqual(10_000)
    expect(await balance(account)).toBe(10_000 - taken)
    // Whatever was refused could not have fitted into what was left.
    for (const [i, result] of results.entries()) if (Either.isLeft(result)) expect(sizes[i]).toBeGreaterThan(10_000 - taken)
  })

  it("answers a repeated key with the first posting, and refuses it with other content", async () => {
    const account = await playerWithMoney(services, nextUser++, "RUB")
    const deposit = movements.deposit(`dep-${account}`, ref(account), RUB, units(700))
    const first = await post("deposit", deposit)
    const again = await post("deposit", { ...deposit, entries: [...deposit.entries].reverse() })
    expect(Either.isRight(first) && Either.isRight(again)).toBe(true)
    if (Either.isRight(first) && Either.isRight(again)) {
      expect(first.right.replayed).toBe(false)
      expect(again.right).toEqual({ ...first.right, replayed: true })
    }
    expect(failureTag(await post("deposit", movements.deposit(`dep-${account}`, ref(account), RUB, units(701))))).toBe("IdempotencyConflict")
    expect(failureTag(await post("withdraw", movements.withdraw(`dep-${account}`, ref(account), RUB, units(700))))).toBe("IdempotencyConflict")
    expect(await balance(account)).toBe(700)
  })

  it("posts a key once when the same request arrives 10 times at once", async () => {
    const account = await playerWithMoney(services, nextUser++, "RUB")
    const deposit = movements.deposit(`burst-${account}`, ref(account), RUB, units(250))
    const results = await Promise.all(Array.from({ length: 10 }, () => post("deposit", deposit)))
    expect(results.every(Either.isRight)).toBe(true)
    expect(results.filter((r) => Either.isRight(r) && !r.right.replayed)).toHaveLength(1)
    expect(await balance(account)).toBe(250)
  })

  it("refuses malformed transactions and wrong accounts, writing nothing", async () => {
    const account = await playerWithMoney(services, nextUser++, "RUB", 100)
    const before = await server.database.query("select count(*)::int as n from ledger_transactions")
    const cases: ReadonlyArray<readonly [LedgerTransaction, string]> = [
      [{ key: "u1", entries: [{ account: ref(account), currency: RUB, amount: 50 }, { account: HouseAccount.cashier, currency: RUB, amount: -40 }] }, "LedgerMalformed"],
      [{ key: "u2", entries: [{ account: ref(account), currency: RUB, amount: 0.5 }, { account: HouseAccount.cashier, currency: RUB, amount: -0.5 }] }, "LedgerMalformed"],
      [{ key: "u3", entries: [{ account: ref(account), currency: RUB, amount: 0 }, { account: HouseAccount.cashier, currency: RUB, amount: 0 }] }, "LedgerMalformed"],
      [movements.deposit("u4", ref(account), "USD" as Currency, units(10)), "UnknownLedgerAccount"],
      [movements.deposit("u5", ref(987_654_321), RUB, units(10)), "UnknownLedgerAccount"],
      [movements.deposit("u6", "player:alice" as AccountRef, RUB, units(10)), "UnknownLedgerAccount"],
      [movements.withdraw("u7", ref(account), RUB, units(101)), "InsufficientFunds"]
    ]
    for (const [transaction, tag] of cases) expect(failureTag(await post("test", transaction)), transaction.key).toBe(tag)
    expect(await server.database.query("select count(*)::int as n from ledger_transactions")).toEqual(before)
    expect(await balance(account)).toBe(100)
  })

  it("says which account refused and by how much, and posts a transfer between two players all or nothing", async () => {
    const payer = await playerWithMoney(services, nextUser++, "RUB", 300)
    const payee = await playerWithMoney(services, nextUser++, "RUB", 50)
    const transfer = (key: string, amount: number): LedgerTransaction => ({
      key,
      entries: [
        { account: ref(payer), currency: RUB, amount: -amount },
        { account: ref(payee), currency: RUB, amount }
      ]
    })
    const short = await post("transfer", transfer(`t-short-${payer}`, 301))
    expect(Either.isLeft(short) && short.left).toEqual(expect.objectContaining({ _tag: "InsufficientFunds", account: ref(payer), balance: 300, shortBy: 1 }))
    expect([await balance(payer), await balance(payee)]).toEqual([300, 50])

    expect(failureTag(await post("transfer", transfer(`t-ok-${payer}`, 120)))).toBe("posted")
    expect([await balance(payer), await balance(payee)]).toEqual([180, 170])

    // A closed account takes nothing, and the other side of the posting is not touched either.
    // (A main account cannot be closed, migration 007: the payee becomes a currency account as it closes.)
    await server.database.query("update ledger_accounts set type = 9, closed_at = now() where id = $1", [payee])
    const closed = await post("transfer", transfer(`t-closed-${payer}`, 10))
    expect(Either.isLeft(closed) && closed.left).toEqual(expect.objectContaining({ _tag: "LedgerAccountClosed", account: ref(payee) }))
    expect([await balance(payer), await balance(payee)]).toEqual([180, 170])
  })

  it("keeps the database itself from committing entries that do not sum to zero", async () => {
    const account = await playerWithMoney(services, nextUser++, "RUB")
    const attempt = server.database.query(
      `with tx as (insert into ledger_transactions (kind, idempotency_key, content_hash, created_at)
                   values ('test', 'by-hand', repeat('a', 64), now()) returning id)
       insert into ledger_entries (transaction_id, account_id, currency, amount) select id, $1, 'RUB', 100 from tx`,
      [account]
    )
    expect(await refusal(attempt)).toMatch(/does not sum to zero/)
    expect(await server.database.query("select count(*)::int as n from ledger_transactions where idempotency_key = 'by-hand'")).toEqual([{ n: 0 }])
  })

  it("keeps entries as history: no update, no delete", async () => {
    await playerWithMoney(services, nextUser++, "RUB", 10)
    expect(await refusal(server.database.query("update ledger_entries set amount = amount * 2"))).toMatch(/append-only/)
    expect(await refusal(server.database.query("delete from ledger_entries"))).toMatch(/append-only/)
  })
})
