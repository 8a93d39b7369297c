import { Schema } from "effect"

/**
 * A country the phone registration and sign-in offer (SPEC.md 7 "phone countries"): its dialling code and the mask
 * the phone field shows, `#` standing for one digit of the national number.
 */
export const PhoneCountry = Schema.Struct({
  id: Schema.Int,
  name: Schema.String,
  country_code: Schema.String.pipe(Schema.pattern(/^[A-Z]{2}$/)),
  tel_code: Schema.String.pipe(Schema.pattern(/^\+[0-9]{1,4}$/)),
  mask: Schema.String.pipe(Schema.pattern(/^[# ()-]+$/))
})
export type PhoneCountry = typeof PhoneCountry.Type

/** How many digits a national number has in this country's mask. */
export const nationalDigits = (country: PhoneCountry): number => country.mask.split("").filter((c) => c === "#").length
