import { Schema } from "effect"
import { FirstDepositBonusChoice } from "../account/bonusSettings"

/**
 * The registration payload's choices (SPEC.md 3: country_id, currency_id, ref_code, first_deposit_bonus_choice) and
 * the registration kinds this server implements. Countries are the phone countries of migration 005 (id, code,
 * dialling code); currencies are the ones the wallet opens a main account in.
 */

/** A currency a player may register with: the id the payload carries and its ISO code. */
export interface RegistrationCurrency {
  readonly id: number
  readonly iso: string
}

/** SPEC.md 9 names RUB, USD and EUR (coupon defaults, fallback RUB); KZT and TRY for the offered countries. */
export const REGISTRATION_CURRENCIES: ReadonlyArray<RegistrationCurrency> = [
  { id: 1, iso: "RUB" },
  { id: 2, iso: "USD" },
  { id: 3, iso: "EUR" },
  { id: 4, iso: "KZT" },
  { id: 6, iso: "TRY" }
]

export const currencyById = (id: number): RegistrationCurrency | undefined => REGISTRATION_CURRENCIES.find((c) => c.id === id)

/** The currency a form preselects: RUB, the fallback of SPEC.md 9. */
export const DEFAULT_CURRENCY_ID = 1

export const REFERRAL_CODE_MAX = 32
/**
 * The referral code's characters as a pattern that compiles under every flag, `v` included (the one browsers compile
 * an input's `pattern` with, where a bare "-" in a class is a syntax error and the whole pattern is ignored).
 */
export const REFERRAL_CODE_PATTERN = `[A-Za-z0-9_\\-]{0,${REFERRAL_CODE_MAX}}`
/** A referral code: letters, digits, '-' and '_', up to 32 (partner links carry them). Empty means none. */
export const ReferralCode = Schema.String.pipe(Schema.pattern(new RegExp(`^${REFERRAL_CODE_PATTERN}$`)))

/** Registration kinds as analytics names them (SPEC.md 3): one_click, phone, full, social. */
export const RegistrationMethod = Schema.Literal("one_click", "phone", "full", "social")
export type RegistrationMethod = typeof RegistrationMethod.Type

/** The part of every registration payload that is not credentials. */
export const RegistrationChoices = Schema.Struct({
  country_id: Schema.Int.pipe(Schema.between(1, 100_000)),
  currency_id: Schema.Int.pipe(Schema.between(1, 100_000)),
  ref_code: Schema.optionalWith(ReferralCode, { default: () => "" }),
  first_deposit_bonus_choice: Schema.optionalWith(FirstDepositBonusChoice, { default: () => "none" as const })
})
export type RegistrationChoices = typeof RegistrationChoices.Type

/** The alphabet of one-click passwords: no 0/O, 1/l/I, so a player copying it by hand cannot misread it. */
export const ONE_CLICK_PASSWORD_ALPHABET = "abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789"
export const ONE_CLICK_PASSWORD_LENGTH = 12
