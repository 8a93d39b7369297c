import { Schema } from "effect"

/**
 * The user config of SPEC.md 3, every field, as the user config call answers it for the signed-in player. Fields
 * the product does not fill yet (verification, identification, bans) answer their neutral value, so a client can
 * rely on every key being there.
 */
export const UserPersonalData = Schema.Struct({
  date_birthday: Schema.NullOr(Schema.String),
  document_type_id: Schema.NullOr(Schema.Int),
  inn: Schema.NullOr(Schema.String),
  name: Schema.NullOr(Schema.String),
  passport: Schema.NullOr(Schema.String),
  passport_date: Schema.NullOr(Schema.String),
  passport_end_date: Schema.NullOr(Schema.String),
  registration_address: Schema.NullOr(Schema.String),
  surname: Schema.NullOr(Schema.String)
})

export const ProtectionMethods = Schema.Struct({
  is_changed_password: Schema.Boolean,
  enable_two_factor_auth: Schema.Boolean,
  enable_phone_binding: Schema.Boolean,
  enable_security_question: Schema.Boolean,
  enable_email_auth: Schema.Boolean
})

/** activation_type: 0 none, 1 e-mail, 2 both, 3 phone only (SPEC.md 3). */
export const ActivationType = Schema.Literal(0, 1, 2, 3)

export const UserConfig = Schema.Struct({
  disallow_line_sport: Schema.Array(Schema.Int),
  disallow_live_sport: Schema.Array(Schema.Int),
  phone_number: Schema.NullOr(Schema.String),
  phone_code: Schema.NullOr(Schema.String),
  user_email: Schema.NullOr(Schema.String),
  user_name: Schema.String,
  user_country_code: Schema.NullOr(Schema.String),
  user_country_id: Schema.NullOr(Schema.Int),
  activation_type: ActivationType,
  user_ref_id: Schema.NullOr(Schema.String),
  user_msg_count: Schema.Int,
  user_hide_balance: Schema.Boolean,
  changed_pass_day_count: Schema.NullOr(Schema.Int),
  user_data: UserPersonalData,
  protection_level: Schema.NullOr(Schema.Int),
  protection_methods: ProtectionMethods,
  is_need_identification: Schema.Boolean,
  ban_level: Schema.Int,
  ban_version: Schema.Int,
  user_status_id: Schema.Int,
  verification_status: Schema.NullOr(Schema.Int),
  verification_types: Schema.Array(Schema.Int),
  verification_status_group_code: Schema.NullOr(Schema.String),
  requested_additional_document: Schema.Boolean,
  has_deposit: Schema.Boolean,
  is_identification_bonus: Schema.Boolean,
  show_verification_modal_on_deposit_page: Schema.Boolean,
  remaining_days_to_activate: Schema.NullOr(Schema.Int)
}).annotations({ identifier: "UserConfig" })
export type UserConfig = typeof UserConfig.Type

/** SPEC.md 3: activation_type from what the player has confirmed. */
export const activationType = (confirmed: { readonly email: boolean; readonly phone: boolean }): UserConfig["activation_type"] =>
  confirmed.email && confirmed.phone ? 2 : confirmed.email ? 1 : confirmed.phone ? 3 : 0

/**
 * The days a player has to activate the account (confirm an e-mail or a phone) after registering: our number, the
 * spec shows none. SPEC.md 3 remaining_days_to_activate counts them down; an activated account has none (null).
 */
export const ACTIVATION_PERIOD_DAYS = 30

export const remainingDaysToActivate = (activation: UserConfig["activation_type"], registeredAtMillis: number, nowMillis: number): number | null =>
  activation !== 0 ? null : Math.max(0, ACTIVATION_PERIOD_DAYS - (daysSince(registeredAtMillis, nowMillis) ?? 0))

/** Whole days since the password was last changed, rounded down; null if it never changed (SPEC.md 3 changed_pass_day_count). */
export const daysSince = (fromMillis: number | null, nowMillis: number): number | null =>
  fromMillis === null ? null : Math.max(0, Math.floor((nowMillis - fromMillis) / 86_400_000))
