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
