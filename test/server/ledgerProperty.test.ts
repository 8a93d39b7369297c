import { Effect, Either } from "effect"
import fc from "fast-check"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { LedgerService } from "../../server/account/ledger"
import { WalletService } from "../../server/account/service"
import {
  type AccountRef,
  balanceOf,
  type Currency,
  emptyLedger,
  type Ledger,
  type LedgerTransaction,
  type MinorUnits,
  movements,
  post
} from "../../src/domain/account/ledger"
import { accountServicesOn, type AccountServices, ensurePlayer } from "./support/accounts"
import { databasesUnderTest } from "./support/databases"
import { useTestServer } from "./support/testServer"

const units = (n: number) => n as MinorUnits
const CURRENCIES = ["RUB", "USD"] as const

/** A posting a client could ask for; keys come from a small set so that retries, honest and not, happen. */
const posting = fc.record({
  kind: fc.constantFrom("deposit", "withdraw", "transfer", "reserve_stake", "settle", "void"),
  key: fc.integer({ min: 1, max: 12 }),
  player: fc.integer({ min: 0, max: 1 }),
  currency: fc.constantFrom(...CURRENCIES),
  amount: fc.integer({ min: 1, max: 40_000 }),
  payout: fc.integer({ min: 0, max: 120_000 })
})
type Posting = typeof posting extends fc.Arbitrary<infer P> ? P : never

describe.each(databasesUnderTest)("the ledger after any sequence of postings on $label", (db) => {
  const server = useTestServer(db)
  let services: AccountServices
  beforeAll(() => void (services = accountServicesOn(server.database)))
  afterAll(() => services.dispose())

  let run = 0

  /** Two fresh players, each with a RUB main account and a USD currency account: their account ids by currency. */
  const twoPlayers = () =>
    services.run(
      Effect.gen(function* () {
        const wallets = yield* WalletService
        const players: Array<Record<(typeof CURRENCIES)[number], AccountRef>> = []
        for (const userId of [run * 2 + 100_000, run * 2 + 100_001]) {
          yield* ensurePlayer(userId)
          yield* wallets.openMainAccount(userId, "RUB")
          yield* wallets.addCurrency(userId, 2)
          const accounts = (yield* wallets.accountData(userId)).accounts
          const of = (iso: string) => `player:${accounts.find((a) => a.iso === iso)!.id}` as AccountRef
          players.push({ RUB: of("RUB"), USD: of("USD") })
        }
        return players
      })
    )

  const transactionOf = (p: Posting, players: ReadonlyArray<Record<string, AccountRef>>, prefix: string): LedgerTransaction => {
    const key = `${prefix}-${p.key}`
    const player = players[p.player]![p.currency]!
    const currency = p.currency as Currency
    switch (p.kind) {
      case "deposit":
        return movements.deposit(key, player, currency, units(p.amount))
      case "withdraw":
        return movements.withdraw(key, player, currency, units(p.amount))
      case "transfer":
        return {
          key,
          entries: [
            { account: player, currency, amount: -p.amount },
            { account: players[1 - p.player]![p.currency]!, currency, amount: p.amount }
          ]
        }
      case "reserve_stake":
        return movements.reserveStake(key, player, currency, units(p.amount))
      case "settle":
        return movements.settle(key, player, currency, units(p.amount), units(p.payout))
      default:
        return movements.voidStake(key, player, currency, units(p.amount))
    }
  }

  it("sums to zero per currency, keeps every player at or above zero, and agrees with the pure model", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(posting, { minLength: 1, maxLength: 25 }), async (sequence) => {
        run += 1
        const players = await twoPlayers()
        let model: Ledger = emptyLedger
        for (const p of sequence) {
          const transaction = transactionOf(p, players, `prop-${db.label}-${run}`)
          const expected = post(model, transaction)
          const answer = await services.run(Effect.either(Effect.flatMap(LedgerService, (ledger) => ledger.post(p.kind, transaction))))
          if (expected._tag === "Posted") expect(answer).toMatchObject({ _tag: "Right", right: { replayed: false } })
          if (expected._tag === "Refused") expect(answer).toMatchObject({ _tag: "Left", left: { _tag: expected.refusal._tag } })
          // A key seen before: the first posting's answer, or a conflict when the content differs; nothing moves.
          if (expected._tag === "AlreadyPosted") {
            expect(Either.isRight(answer) ? answer.right.replayed : answer.left._tag).toSatisfy((x) => x === true || x === "IdempotencyConflict")
          }
          model = expected.ledger
        }

        const sums = await server.database.query(
          "select currency, sum(amount)::text as total from ledger_entries group by currency having sum(amount) <> 0"
        )
        expect(sums).toEqual([])
        const drift = await server.database.query(
          `select a.id from ledger_accounts a left join ledger_entries e on e.account_id = a.id
           where a.user_id is not null group by a.id, a.balance having a.balance <> coalesce(sum(e.amount), 0) or a.balance < 0`
        )
        expect(drift).toEqual([])
        for (const player of players) {
          for (const currency of CURRENCIES) {
            const id = Number(player[currency]!.slice("player:".length))
            const [row] = await server.database.query("select balance from ledger_accounts where id = $1", [id])
            expect(Number(row?.["balance"])).toBe(balanceOf(model, player[currency]!, currency as Currency))
          }
        }
      }),
      { numRuns: 6 }
    )
  }, 120_000)
})
