import { protectionLevelOf } from "../../src/domain/account/protectionLevel"
import { activationType, daysSince, type UserConfig } from "../../src/domain/session/userConfig"
import type { OfficeFacts } from "../account/office"
import type { PlayerRow } from "./playerRepo"

/**
 * The user config of SPEC.md 3 for a player. What later parts of issue 7 own answers its neutral value until they
 * land: personal data (the personal office), protection methods (security), verification, bans and deposits.
 */
export const userConfigOf = (player: PlayerRow, nowMillis: number, office: OfficeFacts): UserConfig => {
  const telCode = player.tel_code
  const national = player.phone !== null && telCode !== null && player.phone.startsWith(telCode) ? player.phone.slice(telCode.length) : player.phone
  const protection_methods = office.methods
  const personal = office.personalData
  const orNull = (text: string): string | null => (text === "" ? null : text)
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
    activation_type: activationType({ email: player.email_confirmed, phone: player.phone !== null }),
    user_ref_id: player.referral_code === "" ? null : player.referral_code,
    user_msg_count: 0,
    // SPEC.md 9: the balance starts hidden.
    user_hide_balance: true,
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
    is_need_identification: false,
    ban_level: 0,
    ban_version: 1,
    user_status_id: 1,
    verification_status: null,
    verification_types: [],
    verification_status_group_code: null,
    requested_additional_document: false,
    has_deposit: false,
    is_identification_bonus: false,
    show_verification_modal_on_deposit_page: false,
    remaining_days_to_activate: null
  }
}
