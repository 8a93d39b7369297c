import * as SqlClient from "@effect/sql/SqlClient"
import * as SqlSchema from "@effect/sql/SqlSchema"
import { Clock, Context, Effect, Layer, Option, Schema } from "effect"
import {
  type AccountSettings,
  accountSettingsProblem,
  type AccountSettingsPatch,
  type AccountSettingsState,
  applyAccountSettings,
  BonusType,
  initialAccountSettings
} from "../../src/domain/account/bonusSettings"
import { AccountSettingsRefusalCode, AccountSettingsRefused } from "../../src/domain/api/accountOffice"
import { DatabaseFault, orDieQuietly, transactionOrDie } from "../platform/db/databaseFault"
import { makeOfficeRepo } from "./officeRepo"

/**
 * The account settings of SPEC.md 3 (bonus_type, first_deposit_bonus_type), kept per player (migration 028). A player
 * without a row has the settings registration gave (initialAccountSettings of the registration's bonus choice). The
 * first-deposit bonus is decided by the first deposit: a change after one is refused (409), the same rule the
 * settings page shows (src/domain/account/bonusSettings.ts).
 */
export interface AccountSettingsServiceShape {
  readonly state: (userId: number) => Effect.Effect<AccountSettingsState>
  readonly save: (userId: number, patch: AccountSettingsPatch) => Effect.Effect<AccountSettingsState, AccountSettingsRefused>
}

export class AccountSettingsService extends Context.Tag("oddsfold/server/AccountSettingsService")<AccountSettingsService, AccountSettingsServiceShape>() {}

const SettingsRow = Schema.Struct({
  first_deposit_bonus_choice: BonusType,
  bonus_type: Schema.NullOr(BonusType),
  first_deposit_bonus_type: Schema.NullOr(BonusType)
})
type SettingsRow = typeof SettingsRow.Type

const settingsOf = (row: SettingsRow): AccountSettings =>
  row.bonus_type === null || row.first_deposit_bonus_type === null
    ? initialAccountSettings(row.first_deposit_bonus_choice)
    : { bonus_type: row.bonus_type, first_deposit_bonus_type: row.first_deposit_bonus_type }

const decided = new AccountSettingsRefused({
  code: AccountSettingsRefusalCode.firstDepositBonusDecided,
  message: "Your first deposit is made: the bonus it brought is decided and its type can no longer change."
})

export const AccountSettingsLive = Layer.effect(
  AccountSettingsService,
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const office = yield* makeOfficeRepo
    const transaction = transactionOrDie(sql.withTransaction)

    const find = SqlSchema.findOne({
      Request: Schema.Number,
      Result: SettingsRow,
      execute: (userId) =>
        sql`select p.first_deposit_bonus_choice, s.bonus_type, s.first_deposit_bonus_type
            from players p left join player_account_settings s on s.user_id = p.id where p.id = ${userId}`
    })
    // A change locks the player's row, so two saves at once are one after the other and neither is lost.
    const findLocked = SqlSchema.findOne({
      Request: Schema.Number,
      Result: SettingsRow,
      execute: (userId) =>
        sql`select p.first_deposit_bonus_choice, s.bonus_type, s.first_deposit_bonus_type
            from players p left join player_account_settings s on s.user_id = p.id where p.id = ${userId} for update of p`
    })
    const rowOf = (found: Effect.Effect<Option.Option<SettingsRow>>) =>
      Effect.flatMap(found, Option.match({ onNone: () => Effect.die(new DatabaseFault("a signed-in player is gone")), onSome: Effect.succeed }))

    const state = (userId: number) =>
      Effect.map(Effect.all([rowOf(orDieQuietly(find(userId))), office.hasDeposit(userId)]), ([row, firstDepositMade]): AccountSettingsState => ({
        settings: settingsOf(row),
        firstDepositMade
      }))

    const save = (userId: number, patch: AccountSettingsPatch) =>
      transaction(
        Effect.gen(function* () {
          const current = settingsOf(yield* rowOf(orDieQuietly(findLocked(userId))))
          const firstDepositMade = yield* office.hasDeposit(userId)
          if (accountSettingsProblem(current, patch, firstDepositMade) !== null) return yield* decided
          const next = applyAccountSettings(current, patch)
          const at = new Date(yield* Clock.currentTimeMillis)
          yield* orDieQuietly(
            sql`insert into player_account_settings (user_id, bonus_type, first_deposit_bonus_type, updated_at)
                values (${userId}, ${next.bonus_type}, ${next.first_deposit_bonus_type}, ${at})
                on conflict (user_id) do update set bonus_type = excluded.bonus_type,
                  first_deposit_bonus_type = excluded.first_deposit_bonus_type, updated_at = excluded.updated_at`
          )
          return { settings: next, firstDepositMade } satisfies AccountSettingsState
        })
      )

    return { state, save }
  })
)
