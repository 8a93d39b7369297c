import * as SqlClient from "@effect/sql/SqlClient"
import * as SqlSchema from "@effect/sql/SqlSchema"
import { Effect, Option, Schema } from "effect"
import type { ReferralAttribution } from "../../src/domain/consent/referral"
import { orDieQuietly, isUniqueViolation } from "../platform/db/databaseFault"

// bigint columns: the pg driver answers strings, PGlite numbers.
const BigIntColumn = Schema.Union(Schema.Number, Schema.NumberFromString)

/** A players row (migration 006) with its country's code; the password only as its argon2id hash. */
export const PlayerRow = Schema.Struct({
  id: BigIntColumn,
  account_id: BigIntColumn,
  email: Schema.NullOr(Schema.String),
  phone: Schema.NullOr(Schema.String),
  password_hash: Schema.String,
  password_changed_at: Schema.NullOr(Schema.DateFromSelf),
  currency: Schema.String,
  country_id: Schema.Number,
  country_code: Schema.NullOr(Schema.String),
  /** The dialling code of the player's phone: its own country (a bound number, migration 016) or the player's. */
  tel_code: Schema.NullOr(Schema.String),
  referral_code: Schema.String,
  first_deposit_bonus_choice: Schema.Literal("sport", "casino", "none"),
  registration_method: Schema.String,
  email_confirmed: Schema.Boolean,
  created_at: Schema.DateFromSelf,
  /** Migration 013: 0 = not banned. */
  ban_level: Schema.Number,
  ban_version: Schema.Number
})
export type PlayerRow = typeof PlayerRow.Type

export const NewPlayer = Schema.Struct({
  accountId: Schema.Number,
  email: Schema.NullOr(Schema.String),
  /** E.164, for a phone registration; absent for the others. */
  phone: Schema.NullOr(Schema.String),
  passwordHash: Schema.String,
  currency: Schema.String,
  countryId: Schema.Number,
  referralCode: Schema.String,
  bonusChoice: Schema.String,
  method: Schema.String,
  language: Schema.NullOr(Schema.String),
  /** The e-mail is proven the player's already (the registration's confirmation link was followed). */
  emailConfirmed: Schema.Boolean,
  at: Schema.DateFromSelf
})
export type NewPlayer = typeof NewPlayer.Type

const Exists = Schema.Struct({ found: Schema.Boolean })

/** SQL access to the players table. */
export const makePlayerRepo = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const select = sql.literal(`select p.id, p.account_id, p.email, p.phone, p.password_hash, p.password_changed_at, p.currency, p.country_id,
      c.country_code, pc.tel_code, p.referral_code, p.first_deposit_bonus_choice, p.registration_method, p.email_confirmed, p.created_at,
      p.ban_level, p.ban_version
    from players p left join phone_countries c on c.id = p.country_id
      left join phone_countries pc on pc.id = coalesce(p.phone_country_id, p.country_id)`)

  const byEmail = SqlSchema.findOne({ Request: Schema.String, Result: PlayerRow, execute: (email) => sql`${select} where p.email = ${email}` })
  const byAccountId = SqlSchema.findOne({ Request: Schema.Number, Result: PlayerRow, execute: (id) => sql`${select} where p.account_id = ${id}` })
  const byPhone = SqlSchema.findOne({ Request: Schema.String, Result: PlayerRow, execute: (phone) => sql`${select} where p.phone = ${phone}` })
  const byId = SqlSchema.findOne({ Request: Schema.Number, Result: PlayerRow, execute: (id) => sql`${select} where p.id = ${id}` })
  // "on conflict do nothing": a taken account ID or e-mail answers no row instead of failing the transaction.
  const insert = SqlSchema.findOne({
    Request: NewPlayer,
    Result: Schema.Struct({ id: BigIntColumn }),
    execute: (p) =>
      sql`insert into players (account_id, email, phone, password_hash, currency, country_id, referral_code, first_deposit_bonus_choice,
            registration_method, language, email_confirmed, created_at)
          values (${p.accountId}, ${p.email}, ${p.phone}, ${p.passwordHash}, ${p.currency}, ${p.countryId}, ${p.referralCode}, ${p.bonusChoice},
            ${p.method}, ${p.language}, ${p.emailConfirmed}, ${p.at})
          on conflict do nothing returning id`
  })
  const countryExists = SqlSchema.single({
    Request: Schema.Number,
    Result: Exists,
    execute: (id) => sql`select exists (select 1 from phone_countries where id = ${id}) as found`
  })
  const phoneExists = SqlSchema.single({
    Request: Schema.String,
    Result: Exists,
    execute: (phone) => sql`select exists (select 1 from players where phone = ${phone}) as found`
  })
  const emailExists = SqlSchema.single({
    Request: Schema.String,
    Result: Exists,
    execute: (email) => sql`select exists (select 1 from players where email = ${email}) as found`
  })

  const setBan = SqlSchema.findOne({
    Request: Schema.Struct({ id: Schema.Number, level: Schema.Number, version: Schema.Number }),
    Result: Schema.Struct({ id: BigIntColumn }),
    execute: (ban) => sql`update players set ban_level = ${ban.level}, ban_version = ${ban.version} where id = ${ban.id} returning id`
  })

  return {
    /** Migration 013: sets the player's ban level and version (0 lifts the ban); None when there is no such player. */
    setBan: (ban: { readonly id: number; readonly level: number; readonly version: number }) => orDieQuietly(setBan(ban)),
    byEmail: (email: string) => orDieQuietly(byEmail(email)),
    byAccountId: (accountId: number) => orDieQuietly(byAccountId(accountId)),
    byId: (id: number) => orDieQuietly(byId(id)),
    /** The player of this E.164 number. */
    byPhone: (phone: string) => orDieQuietly(byPhone(phone)),
    phoneExists: (phone: string) => orDieQuietly(Effect.map(phoneExists(phone), (row) => row.found)),
    /** The new player's id, or None when the account ID, e-mail or phone is taken. */
    insert: (player: NewPlayer) => orDieQuietly(Effect.map(insert(player), Option.map((row) => row.id))),
    /** Migration 066: the referral marks attributed to a new player, once (a second attribution changes nothing). */
    insertReferral: (userId: number, referral: ReferralAttribution, at: Date) =>
      orDieQuietly(
        sql`insert into player_referrals (user_id, refererid, reflinkid, ref_partner_id, bf_id, subid, postback, attributed_at)
            values (${userId}, ${referral.refererid}, ${referral.reflinkid}, ${referral.refPartnerId}, ${referral.bfId}, ${referral.subid},
              ${referral.postback}, ${at})
            on conflict (user_id) do nothing`
      ),
    /**
     * Migration 069: the new player was brought by the player of account number `referrerAccount` (their referral
     * code); an account number no player has, or the new player's own, brings nobody.
     */
    insertReferrer: (userId: number, referrerAccount: number, at: Date) =>
      orDieQuietly(
        sql`insert into partner_referrals (referred_id, referrer_id, registered_at)
            select ${userId}, p.id, ${at} from players p where p.account_id = ${referrerAccount} and p.id <> ${userId}
            on conflict (referred_id) do nothing`
      ),
    countryExists: (id: number) => orDieQuietly(Effect.map(countryExists(id), (row) => row.found)),
    emailExists: (email: string) => orDieQuietly(Effect.map(emailExists(email), (row) => row.found)),
    /**
     * Binds an E.164 number of `countryId` to a player who has none (phone binding): false when the player has a
     * number already or the number is another player's (the unique index decides a race of two players).
     */
    bindPhone: (userId: number, phone: string, countryId: number) =>
      orDieQuietly(
        sql`update players set phone = ${phone}, phone_country_id = ${countryId}
            where id = ${userId} and phone is null and not exists (select 1 from players o where o.phone = ${phone}) returning id`.pipe(
          Effect.map((rows) => rows.length === 1),
          Effect.catchIf(isUniqueViolation, () => Effect.succeed(false))
        )
      ),
    /**
     * Puts a proven e-mail address (its activation link was followed) on a player who has none, confirmed: false when
     * the player has an address already or this one is another player's (the unique index decides a race).
     */
    bindEmail: (userId: number, email: string) =>
      orDieQuietly(
        sql`update players set email = ${email}, email_confirmed = true
            where id = ${userId} and email is null and not exists (select 1 from players o where o.email = ${email}) returning id`.pipe(
          Effect.map((rows) => rows.length === 1),
          Effect.catchIf(isUniqueViolation, () => Effect.succeed(false))
        )
      ),
    /** Takes the number off the player (phone unbinding). */
    unbindPhone: (userId: number) => orDieQuietly(sql`update players set phone = null, phone_country_id = null where id = ${userId}`)
  }
})

export type PlayerRepo = Effect.Effect.Success<typeof makePlayerRepo>
