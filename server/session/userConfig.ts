import { protectionLevelOf } from "../../src/domain/account/protectionLevel"
import { userConfigVerification, type VerificationState } from "../../src/domain/account/verification"
import { activationType, daysSince, remainingDaysToActivate, type UserConfig } from "../../src/domain/session/userConfig"
import type { OfficeFacts } from "./accountSeams"
import type { PlayerRow } from "./playerRepo"

/**
 * The user config of SPEC.md 3 for a player, every field from the player's rows: the players row, the office's
 * (personal data, protection methods, the wallet's hide-balance switch, deposits in the ledger) and the verification
 * documents. What the product has no store for answers its neutral value: sport restrictions (none), messages to the
 * player (no inbox yet: 0), the identification bonus (no bonuses yet), bans (another part of issue 7), user status.
 */
export const userConfigOf = (player: PlayerRow, nowMillis: number, office: OfficeFacts, verification: VerificationState): UserConfig => {
  const telCode = player.tel_code
  const national = player.phone !== null && telCode !== null && player.phone.startsWith(telCode) ? player.phone.slice(telCode.length) : player.phone
  const protection_methods = office.methods
  const personal = office.personalData
  const orNull = (text: string): string | null => (text === "" ? null : text)
  const activation = activationType({ email: player.email_confirmed, phone: player.phone !== null })
  return {
    disallow_line_sport: [],
    disallow_live_sport: [],
    phone_number: national,
    phone_code: player.phone === null ? null : telCode,
    user_email: player.email,
    user_name: String(player.account_id),
    user_country_code: player.country_code,
    user_country_id: player.country_id,
    // A number is on a player only once a code sent to it came back (phone registration, phone binding).
    activation_type: activation,
    user_ref_id: player.referral_code === "" ? null : player.referral_code,
    user_msg_count: 0,
    user_hide_balance: office.hideBalance,
    changed_pass_day_count: daysSince(player.password_changed_at?.getTime() ?? null, nowMillis),
    user_data: {
      date_birthday: orNull(personal.birthday_date),
      document_type_id: null,
      inn: orNull(personal.inn),
      name: orNull(personal.name),
      passport: orNull([personal.passport_series, personal.passport_number].filter((part) => part !== "").join(" ")),
      passport_date: orNull(personal.passport_issue_date),
      passport_end_date: null,
      registration_address: orNull(personal.registration_address),
      surname: orNull(personal.surname)
    },
    // Each of the five protection methods is a fifth of the level (thresholds 30, 70, 100 of SPEC.md 5).
    protection_level: protectionLevelOf(protection_methods),
    protection_methods,
    // Migration 013, set by the operator's ban command.
    ban_level: player.ban_level,
    ban_version: player.ban_version,
    user_status_id: 1,
    ...userConfigVerification(verification),
    has_deposit: office.hasDeposit,
    is_identification_bonus: false,
    remaining_days_to_activate: remainingDaysToActivate(activation, player.created_at.getTime(), nowMillis)
  }
}
