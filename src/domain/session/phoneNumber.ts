import { nationalDigits, type PhoneCountry } from "./phoneCountries"

/**
 * A phone number as the phone field gives it (a country from the phone countries list and the national number,
 * typed with or without the mask's spaces, brackets and dashes) and as an SMS is addressed (E.164: `+` and digits).
 */

/** The E.164 number, or undefined when the national number has other characters or not the mask's digit count. */
export const internationalNumber = (country: PhoneCountry, national: string): string | undefined => {
  if (!/^[0-9 ()-]*$/.test(national)) return undefined
  const digits = national.replace(/[^0-9]/g, "")
  if (digits.length !== nationalDigits(country)) return undefined
  return `${country.tel_code}${digits}`
}

/** A number as the player's own screens and logs show it: the country code and the last two digits only. */
export const maskPhone = (e164: string, telCode: string): string => {
  const rest = e164.startsWith(telCode) ? e164.slice(telCode.length) : e164.replace(/^\+/, "")
  return `${telCode} ${"•".repeat(Math.max(0, rest.length - 2))}${rest.slice(-2)}`
}
