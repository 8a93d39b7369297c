import type { UserConfig } from "../../src/domain/session/userConfig"

/** A signed-in player's user config (SPEC.md 3) as a test server answers it: a fresh one-click player. */
export const sampleUserConfig: UserConfig = {
  disallow_line_sport: [],
  disallow_live_sport: [],
  phone_number: null,
  phone_code: null,
  user_email: null,
  user_name: "123456789",
  user_country_code: "RU",
  user_country_id: 1,
  activation_type: 0,
  user_ref_id: null,
  user_msg_count: 0,
  user_hide_balance: true,
  changed_pass_day_count: null,
  user_data: {
    date_birthday: null,
    document_type_id: null,
    inn: null,
    name: null,
    passport: null,
    passport_date: null,
    passport_end_date: null,
    registration_address: null,
    surname: null
  },
  protection_level: 0,
  protection_methods: {
    is_changed_password: false,
    enable_two_factor_auth: false,
    enable_phone_binding: false,
    enable_security_question: false,
    enable_email_auth: false
  },
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
