import * as SqlClient from "@effect/sql/SqlClient"
import * as SqlSchema from "@effect/sql/SqlSchema"
import { Effect, Option, Schema } from "effect"
import { BigIntColumn, type PreparedPosting } from "../account/ledgerRepo"
import { orDieQuietly } from "../platform/db/databaseFault"

/** A bonus row of migration 062 (weights as JSON text: the same on PGlite and node-postgres). */
export const BonusRow = Schema.Struct({
  id: BigIntColumn,
  user_id: BigIntColumn,
  kind: Schema.Literal("first_deposit", "redeposit", "promo_code", "loyalty"),
  product: Schema.Literal("sport", "casino"),
  currency: Schema.String,
  amount: BigIntColumn,
  requirement: BigIntColumn,
  wagered: BigIntColumn,
  min_coef_milli: Schema.Number,
  weights: Schema.parseJson(Schema.Record({ key: Schema.String, value: Schema.Number })),
  default_weight: Schema.Number,
  status: Schema.Literal("active", "converted", "expired", "forfeited", "used"),
  awarded_at: Schema.DateFromSelf,
  expires_at: Schema.DateFromSelf,
  settled_at: Schema.NullOr(Schema.DateFromSelf),
  released: Schema.NullOr(BigIntColumn),
  /** A free bet (migration 075): a prepaid stake, not bonus money; any type: it may stake a coupon of several lines. */
  free_bet: Schema.Boolean,
  free_bet_any_type: Schema.Boolean
})
export type BonusRow = typeof BonusRow.Type

export const CodeRow = Schema.Struct({
  id: BigIntColumn,
  code: Schema.String,
  kind: Schema.Literal("sport", "casino", "freebet", "boost"),
  currency: Schema.String,
  amount: BigIntColumn,
  /** A boost code's percent (migration 073); null for the office's kinds. */
  boost_percent: Schema.NullOr(Schema.Number),
  valid_from: Schema.DateFromSelf,
  valid_until: Schema.DateFromSelf,
  max_uses: Schema.Number,
  uses: Schema.Number
})
export type CodeRow = typeof CodeRow.Type

/** A promo code to insert (boostPercent: a boost code's percent, null for the office's kinds). */
export interface NewCodeRow {
  readonly code: string
  readonly kind: string
  readonly currency: string
  readonly amount: number
  readonly boostPercent: number | null
  readonly validFrom: Date
  readonly validUntil: Date
  readonly maxUses: number
  readonly at: Date
}

/** The player's money as the bonus engine needs it: the main account, its currency, the open bonus account in it. */
const WalletRow = Schema.Struct({
  main_id: BigIntColumn,
  currency: Schema.String,
  bonus_id: Schema.NullOr(BigIntColumn),
  bonus_balance: Schema.NullOr(BigIntColumn),
  first_deposit_bonus_choice: Schema.Literal("sport", "casino", "none"),
  bonus_type: Schema.NullOr(Schema.Literal("sport", "casino", "none")),
  first_deposit_bonus_type: Schema.NullOr(Schema.Literal("sport", "casino", "none")),
  excluded: Schema.Boolean
})
export type WalletRow = typeof WalletRow.Type

/** A bonus's terms as award_player_bonus and redeem_promo_code take them. */
export interface BonusToAward {
  readonly userId: number
  readonly product: "sport" | "casino"
  readonly bonusAccountId: number
  readonly mainAccountId: number
  readonly currency: string
  readonly amount: number
  readonly requirement: number
  readonly minCoefMilli: number
  readonly weights: Readonly<Record<string, number>>
  readonly defaultWeight: number
  readonly expiresAt: Date
  readonly posting: PreparedPosting
}

const AwardedRow = Schema.Struct({ outcome: Schema.String, bonus_pk: Schema.NullOr(BigIntColumn) })
const SettledRow = Schema.Struct({ outcome: Schema.Literal("settled", "settled_before", "not_due"), released: Schema.NullOr(BigIntColumn) })

const bonusColumns = (sql: SqlClient.SqlClient) =>
  sql`b.id, b.user_id, b.kind, b.product, b.currency::text as currency, b.amount, b.requirement, b.wagered, b.min_coef_milli, b.weights::text as weights,
      b.default_weight, b.status, b.awarded_at, b.expires_at, b.settled_at, b.released, b.free_bet, b.free_bet_any_type`

const codeColumns = (sql: SqlClient.SqlClient) => sql`c.id, c.code, c.kind, c.currency::text as currency, c.amount, c.boost_percent, c.valid_from, c.valid_until, c.max_uses, c.uses`

const termsArguments = (sql: SqlClient.SqlClient, b: BonusToAward) =>
  sql`${b.bonusAccountId}, ${b.mainAccountId}, ${b.currency}, ${b.amount}, ${b.requirement}, ${b.minCoefMilli}, ${JSON.stringify(b.weights)}::jsonb,
      ${b.defaultWeight}::smallint, ${b.expiresAt}, ${b.posting.kind}, ${b.posting.key}, ${b.posting.contentHash}, ${b.posting.at}, ${JSON.stringify(b.posting.entries)}::jsonb`

/** SQL of migration 062: the bonuses, their settlement and the promo codes. */
export const makePromoRepo = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient

  const wallet = SqlSchema.findOne({
    Request: Schema.Struct({ userId: Schema.Number, at: Schema.DateFromSelf }),
    Result: WalletRow,
    execute: ({ at, userId }) =>
      sql`select m.id as main_id, m.currency::text as currency, b.id as bonus_id, b.balance as bonus_balance, p.first_deposit_bonus_choice,
            s.bonus_type, s.first_deposit_bonus_type, player_excluded(p.id, ${at}) as excluded
          from players p join ledger_accounts m on m.user_id = p.id and m.type = 0
          left join ledger_accounts b on b.user_id = p.id and b.type = 4 and b.currency = m.currency and b.closed_at is null
          left join player_account_settings s on s.user_id = p.id
          where p.id = ${userId}`
  })
  // Two first uses at once: the second insert waits for the first and does nothing, and its own select still reads the
  // snapshot from before the first committed, so it finds no row. Asked again, it reads the committed one.
  const bonusAccountOnce = SqlSchema.findOne({
    Request: Schema.Struct({ userId: Schema.Number, currency: Schema.String, at: Schema.DateFromSelf }),
    Result: Schema.Struct({ id: BigIntColumn }),
    execute: ({ at, currency, userId }) =>
      sql`with made as (
            insert into ledger_accounts (user_id, type, currency, balance, created_at) values (${userId}, 4, ${currency}, 0, ${at})
            on conflict (user_id, currency) where type = 4 and closed_at is null do nothing returning id)
          select id from made
          union all
          select id from ledger_accounts where user_id = ${userId} and type = 4 and currency = ${currency} and closed_at is null
          limit 1`
  })
  const bonusesOf = SqlSchema.findAll({
    Request: Schema.Number,
    Result: BonusRow,
    execute: (userId) => sql`select ${bonusColumns(sql)} from player_bonuses b where b.user_id = ${userId} order by b.id desc limit 100`
  })
  const bonusById = SqlSchema.findOne({ Request: Schema.Number, Result: BonusRow, execute: (id) => sql`select ${bonusColumns(sql)} from player_bonuses b where b.id = ${id}` })
  const dueOf = SqlSchema.findAll({
    Request: Schema.Struct({ userId: Schema.Number, at: Schema.DateFromSelf }),
    Result: BonusRow,
    execute: ({ at, userId }) =>
      sql`select ${bonusColumns(sql)} from player_bonuses b where b.user_id = ${userId} and b.status = 'active' and (b.wagered >= b.requirement or b.expires_at <= ${at}) order by b.id`
  })
  const activeOf = SqlSchema.findAll({
    Request: Schema.Number,
    Result: BonusRow,
    execute: (userId) => sql`select ${bonusColumns(sql)} from player_bonuses b where b.user_id = ${userId} and b.status = 'active' order by b.id`
  })
  const allDue = SqlSchema.findAll({
    Request: Schema.DateFromSelf,
    Result: BonusRow,
    execute: (at) =>
      sql`select ${bonusColumns(sql)} from player_bonuses b where b.status = 'active' and (b.expires_at <= ${at} or b.wagered >= b.requirement) order by b.id limit 500`
  })
  const hasCreditedDeposit = SqlSchema.single({
    Request: Schema.Struct({ userId: Schema.Number, except: Schema.String }),
    Result: Schema.Struct({ found: Schema.Boolean }),
    execute: ({ except, userId }) => sql`select exists (select 1 from payment_deposits d where d.user_id = ${userId} and d.status in ('credited', 'refunded', 'refund_owed') and d.id::text <> ${except}) as found`
  })
  const award = SqlSchema.single({
    Request: Schema.Any,
    Result: AwardedRow,
    execute: (a: BonusToAward & { readonly kind: string; readonly sourceKey: string }) =>
      sql`select * from award_player_bonus(${a.userId}, ${a.kind}, ${a.product}, ${a.sourceKey}, ${termsArguments(sql, a)})`
  })
  const redeem = SqlSchema.single({
    Request: Schema.Any,
    Result: AwardedRow,
    execute: (a: BonusToAward & { readonly codeId: number }) => sql`select * from redeem_promo_code(${a.userId}, ${a.codeId}, ${a.product}, ${termsArguments(sql, a)})`
  })
  const settle = SqlSchema.single({
    Request: Schema.Struct({ id: Schema.Number, action: Schema.Literal("convert", "expire", "forfeit"), at: Schema.DateFromSelf }),
    Result: SettledRow,
    execute: ({ action, at, id }) => sql`select * from settle_player_bonus(${id}, ${action}, ${at})`
  })
  const codeByText = SqlSchema.findOne({ Request: Schema.String, Result: CodeRow, execute: (code) => sql`select ${codeColumns(sql)} from promo_codes c where c.code = ${code}` })
  const usedBy = SqlSchema.single({
    Request: Schema.Struct({ codeId: Schema.Number, userId: Schema.Number }),
    Result: Schema.Struct({ found: Schema.Boolean }),
    execute: ({ codeId, userId }) => sql`select exists (select 1 from promo_code_redemptions r where r.code_id = ${codeId} and r.user_id = ${userId}) as found`
  })
  const insertCode = SqlSchema.findOne({
    Request: Schema.Any,
    Result: CodeRow,
    execute: (c: NewCodeRow) =>
      sql`insert into promo_codes (code, kind, currency, amount, boost_percent, valid_from, valid_until, max_uses, created_at)
          values (${c.code}, ${c.kind}, ${c.currency}, ${c.amount}, ${c.boostPercent}, ${c.validFrom}, ${c.validUntil}, ${c.maxUses}, ${c.at})
          on conflict (code) do nothing
          returning id, code, kind, currency::text as currency, amount, boost_percent, valid_from, valid_until, max_uses, uses`
  })
  const codes = SqlSchema.findAll({ Request: Schema.Void, Result: CodeRow, execute: () => sql`select ${codeColumns(sql)} from promo_codes c order by c.id desc limit 200` })
  const currencyKnown = SqlSchema.single({
    Request: Schema.String,
    Result: Schema.Struct({ found: Schema.Boolean }),
    execute: (iso) => sql`select exists (select 1 from currencies where iso = ${iso}) as found`
  })
  const setRequirement = SqlSchema.findOne({
    Request: Schema.Struct({ id: Schema.Number, requirement: Schema.Number }),
    Result: Schema.Struct({ id: BigIntColumn }),
    execute: ({ id, requirement }) => sql`update player_bonuses set requirement = greatest(wagered, ${requirement}) where id = ${id} and status = 'active' returning id`
  })

  return {
    wallet: (userId: number, at: Date) => orDieQuietly(wallet({ userId, at })),
    /** The player's open bonus account in this currency, made if they have none (as the bonus games make it). */
    bonusAccount: (userId: number, currency: string, at: Date) =>
      orDieQuietly(
        Effect.flatMap(bonusAccountOnce({ userId, currency, at }), (made) =>
          Option.isSome(made) ? Effect.succeed(made.value.id) : Effect.map(bonusAccountOnce({ userId, currency, at }), (again) => Option.getOrThrow(again).id)
        )
      ),
    bonusesOf: (userId: number) => orDieQuietly(bonusesOf(userId)),
    bonusById: (id: number) => orDieQuietly(bonusById(id)),
    dueOf: (userId: number, at: Date) => orDieQuietly(dueOf({ userId, at })),
    activeOf: (userId: number) => orDieQuietly(activeOf(userId)),
    allDue: (at: Date) => orDieQuietly(allDue(at)),
    /** Whether the player had a deposit credited before the one named `except`. */
    hasCreditedDeposit: (userId: number, except: string) => orDieQuietly(Effect.map(hasCreditedDeposit({ userId, except }), (row) => row.found)),
    award: (a: BonusToAward & { readonly kind: string; readonly sourceKey: string }) => orDieQuietly(award(a)),
    redeem: (a: BonusToAward & { readonly codeId: number }) => orDieQuietly(redeem(a)),
    settle: (id: number, action: "convert" | "expire" | "forfeit", at: Date) => orDieQuietly(settle({ id, action, at })),
    codeByText: (code: string) => orDieQuietly(codeByText(code)),
    usedBy: (codeId: number, userId: number) => orDieQuietly(Effect.map(usedBy({ codeId, userId }), (row) => row.found)),
    insertCode: (c: NewCodeRow) => orDieQuietly(insertCode(c)),
    codes: orDieQuietly(codes(undefined)),
    currencyKnown: (iso: string) => orDieQuietly(Effect.map(currencyKnown(iso), (row) => row.found)),
    setRequirement: (id: number, requirement: number) => orDieQuietly(setRequirement({ id, requirement }))
  }
})

export type PromoRepo = Effect.Effect.Success<typeof makePromoRepo>
