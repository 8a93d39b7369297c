import * as SqlClient from "@effect/sql/SqlClient"
import { Effect, Option, Schema } from "effect"
import { DepositStatus, WithdrawalStatus } from "../../src/domain/payments/status"
import { BigIntColumn, postingArguments, PostingRow, type PreparedPosting } from "../account/ledgerRepo"
import { orDieQuietly } from "../platform/db/databaseFault"

/** SQL of the cashier's rows (migration 045). */

export const DepositRow = Schema.Struct({
  id: Schema.String,
  user_id: BigIntColumn,
  account_id: BigIntColumn,
  currency: Schema.String,
  amount: BigIntColumn,
  method: Schema.Literal("card"),
  provider: Schema.String,
  provider_transaction_id: Schema.NullOr(Schema.String),
  status: DepositStatus,
  created_at: Schema.DateFromSelf,
  updated_at: Schema.DateFromSelf
})
export type DepositRow = typeof DepositRow.Type

export const WithdrawalRow = Schema.Struct({
  id: Schema.String,
  user_id: BigIntColumn,
  account_id: BigIntColumn,
  currency: Schema.String,
  amount: BigIntColumn,
  method: Schema.Literal("card"),
  destination: Schema.String,
  destination_token: Schema.String,
  provider: Schema.String,
  status: WithdrawalStatus,
  reason: Schema.NullOr(Schema.String),
  created_at: Schema.DateFromSelf,
  updated_at: Schema.DateFromSelf
})
export type WithdrawalRow = typeof WithdrawalRow.Type

export const MainAccountRow = Schema.Struct({
  id: BigIntColumn,
  currency: Schema.String,
  minor_digits: Schema.Number,
  balance: BigIntColumn,
  frozen: Schema.NullOr(Schema.Boolean),
  ban_level: Schema.Number,
  ban_version: Schema.Number
})
export type MainAccountRow = typeof MainAccountRow.Type

export const HistoryRow = Schema.Struct({
  id: BigIntColumn,
  kind: Schema.String,
  amount: BigIntColumn,
  currency: Schema.String,
  account_id: BigIntColumn,
  created_at: Schema.DateFromSelf
})

export const RequestRow = Schema.Struct({
  id: Schema.String,
  topic: Schema.Literal("deposit", "withdrawal", "other"),
  sub_topic: Schema.String,
  transaction_id: Schema.NullOr(Schema.String),
  message: Schema.String,
  status: Schema.Literal("open", "answered", "closed"),
  created_at: Schema.DateFromSelf
})
export type RequestRow = typeof RequestRow.Type

const rows =
  <A, I>(schema: Schema.Schema<A, I>) =>
  (effect: Effect.Effect<ReadonlyArray<unknown>, unknown>) =>
    orDieQuietly(Effect.flatMap(effect as Effect.Effect<ReadonlyArray<unknown>, never>, (found) => Schema.decodeUnknown(Schema.Array(schema))(found)))

const first = <A>(effect: Effect.Effect<ReadonlyArray<A>>) => Effect.map(effect, (found) => Option.fromNullable(found[0]))

const depositColumns = "id::text as id, user_id, account_id, currency, amount, method, provider, provider_transaction_id, status, created_at, updated_at"
const withdrawalColumns = "id::text as id, user_id, account_id, currency, amount, method, destination, destination_token, provider, status, reason, created_at, updated_at"

export const makePaymentsRepo = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const deposits = rows(DepositRow)
  const withdrawals = rows(WithdrawalRow)
  const dCols = sql.literal(depositColumns)
  const wCols = sql.literal(withdrawalColumns)

  return {
    withTransaction: sql.withTransaction,
    mainAccount: (userId: number) =>
      first(
        rows(MainAccountRow)(
          sql`select a.id, a.currency, c.minor_digits, a.balance, w.frozen, p.ban_level, p.ban_version
              from ledger_accounts a join currencies c on c.iso = a.currency join players p on p.id = a.user_id
              left join wallets w on w.user_id = a.user_id where a.user_id = ${userId} and a.type = 0`
        )
      ),
    insertDeposit: (row: { id: string; userId: number; accountId: number; currency: string; amount: number; method: string; provider: string; at: Date }) =>
      orDieQuietly(
        sql`insert into payment_deposits (id, user_id, account_id, currency, amount, method, provider, status, created_at, updated_at)
            values (${row.id}::uuid, ${row.userId}, ${row.accountId}, ${row.currency}, ${row.amount}, ${row.method}, ${row.provider}, 'created', ${row.at}, ${row.at})`
      ),
    setDepositSession: (id: string, session: string, url: string) =>
      orDieQuietly(sql`update payment_deposits set provider_session = ${session}, provider_url = ${url} where id = ${id}::uuid`),
    /** The hosted page of the player's own open deposit. */
    depositPage: (userId: number, id: string) =>
      Effect.map(
        orDieQuietly(sql`select provider_url, status from payment_deposits where id = ${id}::uuid and user_id = ${userId}`),
        (found) => Option.fromNullable(found[0] as { provider_url: string | null; status: string } | undefined)
      ),
    depositsOf: (userId: number) => deposits(sql`select ${dCols} from payment_deposits where user_id = ${userId} order by created_at desc limit 100`),
    depositOf: (userId: number, id: string) => first(deposits(sql`select ${dCols} from payment_deposits where id = ${id}::uuid and user_id = ${userId}`)),
    lockDeposit: (id: string) => first(deposits(sql`select ${dCols} from payment_deposits where id = ${id}::uuid for update`)),
    updateDeposit: (id: string, change: { status: string; transactionId: string | null; refusal?: string | null; creditTx?: number | null; refundTx?: number | null; at: Date }) =>
      orDieQuietly(
        sql`update payment_deposits set status = ${change.status}, provider_transaction_id = coalesce(provider_transaction_id, ${change.transactionId}),
              refusal = coalesce(${change.refusal ?? null}, refusal), credit_transaction_id = coalesce(${change.creditTx ?? null}, credit_transaction_id),
              refund_transaction_id = coalesce(${change.refundTx ?? null}, refund_transaction_id), updated_at = ${change.at}
            where id = ${id}::uuid`
      ),
    /** True when the notice is new (recorded now); false when the same notice was taken before. */
    recordNotice: (notice: { provider: string; eventId: string; type: string; reference: string; at: Date }) =>
      Effect.map(
        orDieQuietly(
          sql`insert into payment_notices (provider, event_id, type, reference, received_at) values (${notice.provider}, ${notice.eventId}, ${notice.type}, ${notice.reference}::uuid, ${notice.at})
              on conflict do nothing returning 1 as made`
        ),
        (made) => made.length > 0
      ),
    insertWithdrawal: (row: {
      id: string
      userId: number
      accountId: number
      currency: string
      amount: number
      method: string
      destination: string
      token: string
      provider: string
      reserveTx: number
      at: Date
    }) =>
      orDieQuietly(
        sql`insert into payment_withdrawals (id, user_id, account_id, currency, amount, method, destination, destination_token, provider, status, reserve_transaction_id, created_at, updated_at)
            values (${row.id}::uuid, ${row.userId}, ${row.accountId}, ${row.currency}, ${row.amount}, ${row.method}, ${row.destination}, ${row.token}, ${row.provider}, 'requested', ${row.reserveTx}, ${row.at}, ${row.at})`
      ),
    withdrawalsOf: (userId: number) => withdrawals(sql`select ${wCols} from payment_withdrawals where user_id = ${userId} order by created_at desc limit 100`),
    withdrawalOf: (userId: number, id: string) => first(withdrawals(sql`select ${wCols} from payment_withdrawals where id = ${id}::uuid and user_id = ${userId}`)),
    lockWithdrawal: (id: string) => first(withdrawals(sql`select ${wCols} from payment_withdrawals where id = ${id}::uuid for update`)),
    withdrawalQueue: (all: boolean) =>
      withdrawals(
        all
          ? sql`select ${wCols} from payment_withdrawals order by created_at desc limit 500`
          : sql`select ${wCols} from payment_withdrawals where status = 'requested' order by created_at limit 500`
      ),
    updateWithdrawal: (id: string, change: { status: string; reason?: string | null; payoutId?: string | null; settleTx?: number | null; at: Date }) =>
      orDieQuietly(
        sql`update payment_withdrawals set status = ${change.status}, reason = coalesce(${change.reason ?? null}, reason),
              provider_payout_id = coalesce(${change.payoutId ?? null}, provider_payout_id),
              settle_transaction_id = coalesce(${change.settleTx ?? null}, settle_transaction_id), updated_at = ${change.at}
            where id = ${id}::uuid`
      ),
    history: (userId: number, virtual: boolean, before: number | null, limit: number) =>
      rows(HistoryRow)(
        sql`select t.id, t.kind, e.amount, e.currency, e.account_id, t.created_at
            from ledger_entries e join ledger_transactions t on t.id = e.transaction_id join ledger_accounts a on a.id = e.account_id
            where a.user_id = ${userId} and ${virtual ? sql`a.type = 4` : sql`a.type in (0, 9)`} and (${before}::bigint is null or t.id < ${before}::bigint)
            order by t.id desc, e.id desc limit ${limit}`
      ),
    requestsOf: (userId: number) =>
      rows(RequestRow)(sql`select id::text as id, topic, sub_topic, transaction_id::text as transaction_id, message, status, created_at from payment_requests where user_id = ${userId} order by created_at desc limit 100`),
    insertRequest: (row: { id: string; userId: number; topic: string; subTopic: string; transactionId: string | null; message: string; at: Date }) =>
      orDieQuietly(
        sql`insert into payment_requests (id, user_id, topic, sub_topic, transaction_id, message, status, created_at)
            values (${row.id}::uuid, ${row.userId}, ${row.topic}, ${row.subTopic}, ${row.transactionId}::uuid, ${row.message}, 'open', ${row.at})`
      ),
    ownsPayment: (userId: number, id: string) =>
      Effect.map(
        orDieQuietly(
          sql`select 1 from payment_deposits where id = ${id}::uuid and user_id = ${userId} union all select 1 from payment_withdrawals where id = ${id}::uuid and user_id = ${userId}`
        ),
        (found) => found.length > 0
      ),
    /** A prepared posting (LedgerService.prepare) posted in the current transaction, beside this area's own rows. */
    post: (posting: PreparedPosting) =>
      orDieQuietly(Effect.flatMap(sql`select * from ledger_post(${postingArguments(sql, posting)})`, (found) => Schema.decodeUnknown(PostingRow)(found[0])))
  }
})

export type PaymentsRepo = Effect.Effect.Success<typeof makePaymentsRepo>
