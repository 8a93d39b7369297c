import * as SqlClient from "@effect/sql/SqlClient"
import * as SqlSchema from "@effect/sql/SqlSchema"
import { Effect, Schema } from "effect"
import { orDieQuietly } from "../platform/db/databaseFault"
import { BigIntColumn } from "./ledgerRepo"

/** A currency of migration 007. */
export const CurrencyRow = Schema.Struct({ id: Schema.Number, iso: Schema.String, symbol: Schema.String, minor_digits: Schema.Number })
export type CurrencyRow = typeof CurrencyRow.Type

/** A player's open account with its currency. */
export const AccountRow = Schema.Struct({
  id: BigIntColumn,
  type: Schema.Literal(0, 4, 9),
  currency_id: Schema.Number,
  iso: Schema.String,
  symbol: Schema.String,
  minor_digits: Schema.Number,
  balance: BigIntColumn,
  closed_at: Schema.NullOr(Schema.DateFromSelf)
})
export type AccountRow = typeof AccountRow.Type

/** An open account as the wallet answer lists it: the main account carries the player's loyalty points (migration 072). */
export const OpenAccountRow = Schema.Struct({ ...AccountRow.fields, points: BigIntColumn })
export type OpenAccountRow = typeof OpenAccountRow.Type

export const WalletRow = Schema.Struct({
  user_id: BigIntColumn,
  active_account_id: Schema.NullOr(BigIntColumn),
  hide_balance: Schema.Boolean,
  frozen: Schema.Boolean
})
export type WalletRow = typeof WalletRow.Type

const UserAt = Schema.Struct({ userId: Schema.Number, at: Schema.DateFromSelf })
const NewAccount = Schema.Struct({ userId: Schema.Number, type: Schema.Literal(0, 9), currency: Schema.String, at: Schema.DateFromSelf })
const UserAccount = Schema.Struct({ userId: Schema.Number, accountId: Schema.Number })
const HideBalance = Schema.Struct({ userId: Schema.Number, hide: Schema.Boolean, at: Schema.DateFromSelf })
const CloseAccount = Schema.Struct({ accountId: Schema.Number, at: Schema.DateFromSelf })
const IdRow = Schema.Struct({ id: BigIntColumn })

/** SQL of the players' wallets and their accounts (migration 007). */
export const makeWalletRepo = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const accountColumns = sql.literal(
    "a.id, a.type, c.id as currency_id, c.iso, c.symbol, c.minor_digits, a.balance, a.closed_at"
  )

  const currencies = SqlSchema.findAll({
    Request: Schema.Void,
    Result: CurrencyRow,
    execute: () => sql`select id, iso, symbol, minor_digits from currencies order by position`
  })
  const openAccounts = SqlSchema.findAll({
    Request: Schema.Number,
    Result: OpenAccountRow,
    // The points are the sum of the player's points ledger (loyalty_entries_by_player covers it).
    execute: (userId) =>
      sql`select ${accountColumns},
            case when a.type = 0 then (select coalesce(sum(e.points), 0) from loyalty_entries e where e.user_id = a.user_id) else 0 end as points
          from ledger_accounts a join currencies c on c.iso = a.currency
          where a.user_id = ${userId} and a.closed_at is null order by a.type, a.id`
  })
  const wallet = SqlSchema.findOne({
    Request: Schema.Number,
    Result: WalletRow,
    execute: (userId) => sql`select user_id, active_account_id, hide_balance, frozen from wallets where user_id = ${userId}`
  })
  // Every change of a player's accounts takes this lock first: two of them for one player run one after the other.
  const lockWallet = SqlSchema.findOne({
    Request: Schema.Number,
    Result: WalletRow,
    execute: (userId) => sql`select user_id, active_account_id, hide_balance, frozen from wallets where user_id = ${userId} for update`
  })
  const ensureWallet = SqlSchema.void({
    Request: UserAt,
    execute: ({ at, userId }) => sql`insert into wallets (user_id, created_at) values (${userId}, ${at}) on conflict (user_id) do nothing`
  })
  // Concurrent requests for one currency make one account: the partial unique indexes of migration 007 say so.
  const insertAccount = SqlSchema.findOne({
    Request: NewAccount,
    Result: IdRow,
    execute: ({ at, currency, type, userId }) =>
      type === 0
        ? sql`insert into ledger_accounts (user_id, type, currency, balance, created_at) values (${userId}, 0, ${currency}, 0, ${at})
              on conflict (user_id) where type = 0 do nothing returning id`
        : sql`insert into ledger_accounts (user_id, type, currency, balance, created_at) values (${userId}, 9, ${currency}, 0, ${at})
              on conflict (user_id, currency) where type in (0, 9) and closed_at is null do nothing returning id`
  })
  const mainAccount = SqlSchema.findOne({
    Request: Schema.Number,
    Result: AccountRow,
    execute: (userId) =>
      sql`select ${accountColumns} from ledger_accounts a join currencies c on c.iso = a.currency where a.user_id = ${userId} and a.type = 0`
  })
  const lockAccount = SqlSchema.findOne({
    Request: UserAccount,
    Result: AccountRow,
    execute: ({ accountId, userId }) =>
      sql`select ${accountColumns} from ledger_accounts a join currencies c on c.iso = a.currency
          where a.id = ${accountId} and a.user_id = ${userId} for update of a`
  })
  const setActive = SqlSchema.void({
    Request: UserAccount,
    execute: ({ accountId, userId }) => sql`update wallets set active_account_id = ${accountId} where user_id = ${userId}`
  })
  const activateIfNone = SqlSchema.void({
    Request: UserAccount,
    execute: ({ accountId, userId }) =>
      sql`update wallets set active_account_id = ${accountId} where user_id = ${userId} and active_account_id is null`
  })
  const setHideBalance = SqlSchema.void({
    Request: HideBalance,
    execute: ({ at, hide, userId }) =>
      sql`insert into wallets (user_id, hide_balance, created_at) values (${userId}, ${hide}, ${at})
          on conflict (user_id) do update set hide_balance = excluded.hide_balance`
  })
  const close = SqlSchema.void({
    Request: CloseAccount,
    execute: ({ accountId, at }) => sql`update ledger_accounts set closed_at = ${at} where id = ${accountId}`
  })

  return {
    withTransaction: sql.withTransaction,
    currencies: orDieQuietly(currencies(undefined)),
    openAccounts: (userId: number) => orDieQuietly(openAccounts(userId)),
    wallet: (userId: number) => orDieQuietly(wallet(userId)),
    lockWallet: (userId: number) => orDieQuietly(lockWallet(userId)),
    ensureWallet: (request: typeof UserAt.Type) => orDieQuietly(ensureWallet(request)),
    insertAccount: (request: typeof NewAccount.Type) => orDieQuietly(insertAccount(request)),
    mainAccount: (userId: number) => orDieQuietly(mainAccount(userId)),
    lockAccount: (request: typeof UserAccount.Type) => orDieQuietly(lockAccount(request)),
    setActive: (request: typeof UserAccount.Type) => orDieQuietly(setActive(request)),
    activateIfNone: (request: typeof UserAccount.Type) => orDieQuietly(activateIfNone(request)),
    setHideBalance: (request: typeof HideBalance.Type) => orDieQuietly(setHideBalance(request)),
    close: (request: typeof CloseAccount.Type) => orDieQuietly(close(request))
  }
})

export type WalletRepo = Effect.Effect.Success<typeof makeWalletRepo>
