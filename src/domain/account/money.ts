/**
 * Minor units as the decimal text of the major unit: 123456 with 2 digits is "1234.56", -5 is "-0.05".
 * Exact for any safe integer (no float division), so a formatter fed this text shows exactly the stored money.
 */
export const minorToDecimal = (minor: number, minorDigits: number): string => {
  if (!Number.isSafeInteger(minor)) throw new RangeError(`not a whole number of minor units: ${minor}`)
  const sign = minor < 0 ? "-" : ""
  const digits = String(Math.abs(minor))
  if (minorDigits === 0) return `${sign}${digits}`
  const padded = digits.padStart(minorDigits + 1, "0")
  return `${sign}${padded.slice(0, -minorDigits)}.${padded.slice(-minorDigits)}`
}

/**
 * An amount of minor units as a language writes money: "RUB 1,500.75" in English, "1 500,75 ₽" in Russian; with
 * `signed`, a credit shows its plus. The number goes to Intl.NumberFormat as exact decimal text (no float division),
 * with the currency's own digits. The client's cells and the server's messages to players write money with it.
 */
export const formatMoney = (
  minor: number,
  currency: { readonly iso: string; readonly minorDigits: number },
  lng: string,
  signed = false
): string =>
  new Intl.NumberFormat(lng, {
    style: "currency",
    currency: currency.iso,
    minimumFractionDigits: currency.minorDigits,
    maximumFractionDigits: currency.minorDigits,
    ...(signed ? { signDisplay: "always" as const } : {})
    // Intl.NumberFormat takes decimal strings (ES2023 Intl.NumberFormat v3); TypeScript's lib types only number.
  }).format(minorToDecimal(minor, currency.minorDigits) as unknown as number)

/** A currency's minor digits as ISO 4217 gives them (2 for RUB, 0 for JPY), for places that know only its code. */
export const minorDigitsOf = (iso: string): number => new Intl.NumberFormat("en", { style: "currency", currency: iso }).resolvedOptions().maximumFractionDigits ?? 2

/** Basis points in a whole: 1 bp is 0.01 %, so rates stay integers. */
export const BASIS_POINTS = 10_000

/**
 * `rateBp` basis points of `minor` (both not negative), rounded down to a whole minor unit: the one rule for a share of
 * money (a margin, a reward, a cashback), exact for every safe integer (BigInt: no large product rounded as a float).
 */
export const basisPointsOf = (minor: number, rateBp: number): number => Number((BigInt(minor) * BigInt(rateBp)) / BigInt(BASIS_POINTS))
